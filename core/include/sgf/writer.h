// Turning a tree back into SGF text. Values are written as they were read (raw, so already
// escaped), which makes parse(write(parse(x))) equal parse(x); identifiers are written in
// their FF[4] form, so old long names come out as their two-letter identifiers.
#pragma once

#include "sgf/tree.h"

#include <span>
#include <string>

namespace sgf {

// A game tree: "(;FF[4]...)", with a line break before each variation.
std::string write(const GameTree &tree);
// The subtree under a node as a game tree of its own.
std::string write(Node subtreeRoot);
// A line of nodes of one tree, each a child of the one before (a variation from the root,
// say), as a game tree without variations: "(;FF[4]...;B[pd];W[dd])". Empty for none.
std::string writeLine(std::span<const Node> line);
// Every game tree, each followed by a line break.
std::string write(const Collection &collection);

} // namespace sgf
