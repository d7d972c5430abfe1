// A collection as JSON: an array with one object per game tree,
// {"properties": {"ID": ["value", ...], ...}, "children": [...]}, identifiers in file order
// and every value decoded as Text (the seed's view of SGF). Plain C++ over the core.
#pragma once

#include "sgf/tree.h"

#include <cstdio>
#include <string>

namespace sgfview {

// Writes the collection to stream as one line of JSON as it goes, a buffer of 64 KiB at a
// time: the output of a big file is never held whole (no recursion either: 1,000,000-deep
// lines are fine).
void writeJson(const sgf::Collection &collection, std::FILE *stream);

// A JSON string literal, quotes included.
void appendJsonString(std::string_view utf8, std::string &out);

} // namespace sgfview
