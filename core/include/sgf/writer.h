// Turning a tree back into SGF text. Values are written as they were read (raw, so already
// escaped), which makes parse(write(parse(x))) equal parse(x); identifiers are written in
// their FF[4] form, so old long names come out as their two-letter identifiers.
#pragma once

#include "sgf/tree.h"

#include <string>

namespace sgf {

// A game tree: "(;FF[4]...)", with a line break before each variation.
std::string write(const GameTree &tree);
// The subtree under a node as a game tree of its own.
std::string write(Node subtreeRoot);
// Every game tree, each followed by a line break.
std::string write(const Collection &collection);

} // namespace sgf
