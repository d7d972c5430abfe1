// Where the game-tree map draws each node: a grid whose columns are depths (a node is one
// column past its parent) and whose rows are lanes. A line of first children runs straight
// along one lane; a variation starts on a lane past its fork's, which a wire in the fork's
// column joins to it. Plain C++ (no Qt): pure arithmetic over the collection's flat arrays.
//
// The rule (one forward pass in document order, no recursion): nodes are in document order,
// so a line of first children is a run of consecutive numbers and each node's parent is
// placed before it. Each column remembers its next free lane (its skyline); a line goes on
// the first lane that is free in every column it spans, past its fork's lane, and the fork's
// column is then taken down to that lane for the wire. Cells taken by nodes and wires never
// overlap, so lines never cross, and a variation comes below its earlier siblings.
//
// Kept per node: its lane and depth, and its place in the by-column index (nodes of each
// column sorted by lane), 12 bytes, plus 4 a column.
#pragma once

#include "sgf/tree.h"
#include "sgf_internal/record_vector_p.h"

#include <cstdint>
#include <span>
#include <vector>

namespace sgfview {

class TreeMapLayout {
public:
    static constexpr std::uint32_t none = 0xFFFFFFFFu;

    TreeMapLayout() = default;
    // Lays out the nodes [first, end) of a collection: one game (a root's subtree) or several
    // whole games, each root below the one before. The subtrees of the nodes in folded
    // (sorted, within the range) are hidden: a folded node shows as the end of its line.
    TreeMapLayout(const sgf::Collection &collection, std::uint32_t first, std::uint32_t end,
                  std::span<const std::uint32_t> folded = {});

    std::uint32_t first() const { return first_; }
    std::uint32_t end() const { return first_ + std::uint32_t(lanes_.size()); }
    // Whether a node is in the range and shown (not inside a folded subtree).
    bool shows(std::uint32_t node) const { return lane(node) != none; }
    // The node's lane and depth (column), none when it is not shown.
    std::uint32_t lane(std::uint32_t node) const;
    std::uint32_t depth(std::uint32_t node) const;

    std::uint32_t laneCount() const { return laneCount_; }
    std::uint32_t columnCount() const { return std::uint32_t(columnStarts_.size()) - 1; }
    std::uint32_t shownCount() const { return std::uint32_t(columns_.size()); }

    // The nodes shown at a depth, ordered by lane; or only those on lanes [from, to).
    std::span<const std::uint32_t> column(std::uint32_t depth) const;
    std::span<const std::uint32_t> column(std::uint32_t depth, std::uint32_t from,
                                          std::uint32_t to) const;
    // The node on a cell, or none.
    std::uint32_t nodeAt(std::uint32_t depth, std::uint32_t lane) const;
    // The node at this depth on the greatest lane before this one, or none: a wire that
    // crosses the lane in this column starts there.
    std::uint32_t nodeBefore(std::uint32_t depth, std::uint32_t lane) const;
    // The lane of a shown node's last shown child: its wire runs down to it (the node's own
    // lane when it has at most one child).
    std::uint32_t wireEnd(std::uint32_t node) const;

    // Bytes of the tables kept (per node and per column).
    std::size_t memoryUsage() const;

private:
    sgf::Collection collection_;
    std::uint32_t first_ = 0;
    std::uint32_t laneCount_ = 0;
    sgf::RecordVector<std::uint32_t> lanes_;     // by node - first_
    sgf::RecordVector<std::uint32_t> depths_;    // by node - first_
    sgf::RecordVector<std::uint32_t> columns_;   // shown nodes by depth, then lane
    std::vector<std::uint32_t> columnStarts_{0}; // where each depth starts in columns_
};

} // namespace sgfview
