// A collection as JSON: an array with one object per game tree,
// {"properties": {"ID": ["value", ...], ...}, "children": [...]}, identifiers in file order
// and every value decoded as Text (the seed's view of SGF). Plain C++ over the core.
#pragma once

#include "sgf/tree.h"

#include <string>

namespace sgfview {

// Appends the collection as one line of JSON (no recursion: 1,000,000-deep lines are fine).
void appendJson(const sgf::Collection &collection, std::string &out);

// A JSON string literal, quotes included.
void appendJsonString(std::string_view utf8, std::string &out);

} // namespace sgfview
