// Where the Go menu's jumps land: the next node with a comment or an annotation, the main
// line at the same move number, a move number along a line, a variation by its path
// ("1.2.3", GoGui's notation) and the node at a line and column of the file. Plain
// functions of the tree, so each rule is tested on hand-made trees.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace sgf {

// Whether a node has a comment (C); whether it annotates its move or marks a hotspot
// (TE good, BM bad, IT interesting, DO doubtful, HO hotspot).
bool hasComment(Node node);
bool isAnnotated(Node node);

// The nearest node after (or before) `from` in document order, across the collection's
// games, for which test holds; null when there is none. O(nodes passed).
Node nextNodeWhere(const Collection &collection, Node from, const std::function<bool(Node)> &test);
Node previousNodeWhere(const Collection &collection, Node from,
                       const std::function<bool(Node)> &test);

// The node of the game's first line (first children from the root) with the same move
// number as node: the first such node, or the line's last node when it is shorter. node
// itself when it is on the first line.
Node mainLineNodeFor(Node node, const Game &game);

// Along the line through `from` (its ancestors, then on with next, the child Right goes to):
// the first node whose move number is `number`; the line's last node when the line ends
// before it, the root for 0 or less.
Node nodeWithMoveNumber(Node from, int number, const Game &game,
                        const std::function<Node(Node)> &next);

// GoGui's variation path: from the root, for each number n, down the single-child nodes to
// the next node with several children, and on to its n-th child (1-based). The empty path
// is the root; a path that leaves the tree (a number past the children, a line that ends,
// not a number) is nullopt.
std::optional<Node> nodeOfVariation(Node root, std::string_view path);
// The inverse: the path that leads to node ("" for a node before the first fork).
std::string variationOf(Node node);

// The node whose text holds a place of the collection's text, given as a 1-based line and
// column (in characters, as diagnostics count them); null when the place is past the text.
Node nodeAtPlace(const Collection &collection, std::uint32_t line, std::uint32_t column);

} // namespace sgf
