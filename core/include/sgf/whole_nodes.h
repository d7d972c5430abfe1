// Where a text cut off inside a game tree (the head of a big file, read first so that the
// start of a long game shows at once) may be cut again so that every node before the cut is
// whole: parsed up to the cut, each node is what it is in the whole text, with the same
// number and parent. A node is whole once the next one has begun, so the cut goes before the
// last node begun, or before the tree's node maxNodes + 1 when that comes first (a head of a
// million empty nodes would show as slowly as the file), and back over the '(' and ')' right
// before it.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sgf {

// treeStart: the tree's '(', as the parser found it. Nothing when the tree closes in the
// text (it is not cut off) or no node of it is whole before the cut. Nodes are counted by
// their ';' (a lenient parse also starts one at a property right after '('; those are not
// counted, so such a tree may be cut later, never wrongly).
std::optional<std::size_t> wholeNodesEnd(std::string_view text, std::size_t treeStart,
                                         std::size_t maxNodes);

// Where a text cut off inside the root node of a game tree (one node of a million labels or
// properties) may be cut so that every value before the cut is whole: right after the
// closing ']' of the last value, or of the value maxValues when that comes first. Parsed up
// to the cut, the root holds the whole text's first properties, the last of them with its
// first values. Nothing when the tree closes in the text, another node or a variation begins
// (wholeNodesEnd cuts there), no value closes, or the tree does not begin with its ';'.
std::optional<std::size_t> wholeValuesEnd(std::string_view text, std::size_t treeStart,
                                          std::size_t maxValues);

} // namespace sgf
