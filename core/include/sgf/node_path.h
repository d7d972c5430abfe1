// A node named by where it is rather than by its handle, so that it can be found again in
// another parse of the same file (after a reload): which game tree, then at each level which
// child (0 the first). In a changed file the path is followed as far as it still exists.
#pragma once

#include "sgf/tree.h"

#include <cstdint>
#include <vector>

namespace sgf {

struct NodePath {
    std::size_t game = 0;
    std::vector<std::uint32_t> children; // from the root down
    friend bool operator==(const NodePath &, const NodePath &) = default;
};

// The path of a node of this collection; an empty path for a null node or one of another
// collection. O(log games + depth x siblings).
NodePath pathOf(const Collection &collection, Node node);

// The node at the path, or the deepest node on it that exists (the last game's root when the
// game is gone); a null node for an empty collection.
Node nodeAt(const Collection &collection, const NodePath &path);

} // namespace sgf
