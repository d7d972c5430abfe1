// What the fuzz targets check on whatever the parser returns. A broken promise aborts with a
// message, which libFuzzer reports as a crash together with the input that caused it.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/tree.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

// libFuzzer's entry point, defined once by each fuzz target.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

namespace fuzzcheck {

// Aborts with `what` when `condition` is false (assert() would vanish in release builds).
void require(bool condition, const char *what);

// A position inside input: line and column from 1, offset at most the size, and the line and
// column that offset really has.
void checkPosition(std::string_view input, const sgf::Position &position);

// A ParseError that says something, at a position inside the input.
void checkError(std::string_view input, const sgf::ParseError &error);

// The storage promises of tree.h: game trees one after another, document order, each subtree
// a contiguous range with its first child right after its root, identifiers of upper-case
// letters once per node, every value a slice of the text between '[' and ']'.
void checkTree(const sgf::Collection &collection);

// Decodes every value as Text, SimpleText and a compose value, and checks what the FF[4] spec
// and text.h promise of the results.
void checkValues(const sgf::Collection &collection);

// Every diagnostic inside the text, in the order of the text, the warnings capped.
void checkDiagnostics(const sgf::Collection &collection, std::size_t maxDiagnostics);

// True when the input holds '(' then ';' with only white space between: the start of a game
// tree, which a lenient parse always reads.
bool hasTreeStart(std::string_view input);

} // namespace fuzzcheck
