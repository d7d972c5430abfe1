// Where the game-tree map draws each node: a grid whose columns are depths (a node is one
// column past its parent) and whose rows are lanes. A line of first children runs straight
// along one lane; a variation starts on a lane past its fork's, joined to it by a wire that
// runs down the gap between the fork's column and its children's. Plain C++ (no Qt): pure
// arithmetic over the collection's flat arrays.
//
// The rule (one forward pass in document order, no recursion): nodes are in document order,
// so a line of first children is a run of consecutive numbers and each node's parent is
// placed before it. Each column remembers its next free lane (its skyline); a line goes on
// the first lane that is free in every column it spans, past its fork's lane. The pass needs
// that skyline (4 bytes a column) and nothing else.
//
// Why lines never cross: an edge into a node crosses the gap before the node's column on the
// node's lane, so a fork's wire, which runs in that gap from the fork's lane down to its last
// child's, is crossed only where the children's column has a node between those lanes. In
// document order the fork's subtree comes right after it: what is placed between its first
// child and its last lies in its children's subtrees, one column further or more, and what
// comes later goes below the last child in that column (the skyline). So between the fork's
// lanes that column holds only the fork's children; the fork's own column is not used by the
// wire, and a short line ending there may sit beside it (not reserving it saves 308 of
// 6,810 lanes on Kogo's dictionary).
//
// Why no layout with these rules (straight lines, a fork's variations top to bottom in the
// file's order, no crossing) has fewer lanes: in any of them each column holds its nodes in
// document order from the top. Siblings are so by the order rule; two nodes with different
// parents are in their parents' order (by induction on the column), or the upper parent's
// wire, which runs down to its child, would be cut by the other node's edge. So every line
// must lie below the node just before it in document order in each column it spans, and the
// skyline puts it on exactly the first such lane: the least of all (tst_treemaplayout checks
// every tree of up to nine nodes against an exhaustive search). Kogo's dictionary needs 6,502;
// the 6,143 of a node-by-node skyline come from bending first children off their lane.
//
// Kept: each line's first node, lane and depth (12 bytes a line: a node's are its line's, found
// by a binary search), each node's place in the by-column index (nodes of each column sorted
// by lane, 4 bytes a node), and 4 bytes a column.
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
    std::uint32_t end() const { return end_; }
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
    // The node at this depth on the greatest lane before this one, or none. Asked of the
    // children's column, its parent owns the one wire that may cross the lane in the gap
    // before that column.
    std::uint32_t nodeBefore(std::uint32_t depth, std::uint32_t lane) const;
    // The lane of a shown node's last shown child: its wire runs down to it (the node's own
    // lane when it has at most one child).
    std::uint32_t wireEnd(std::uint32_t node) const;

    // Bytes of the tables kept (per node and per column).
    std::size_t memoryUsage() const;

private:
    // A run of nodes in document order that lie on one lane, one column after another from
    // depth: a line of first children. Its nodes run to the next line's start. A run inside a
    // folded subtree is not shown: its lane and depth are none.
    struct Line {
        std::uint32_t start;
        std::uint32_t lane;
        std::uint32_t depth;
    };
    const Line &lineOf(std::uint32_t node) const;
    std::uint32_t lineEnd(std::size_t line) const;

    sgf::Collection collection_;
    std::uint32_t first_ = 0;
    std::uint32_t end_ = 0;
    std::uint32_t laneCount_ = 0;
    sgf::RecordVector<Line> lines_;              // in document order, from first_
    sgf::RecordVector<std::uint32_t> columns_;   // shown nodes by depth, then lane
    std::vector<std::uint32_t> columnStarts_{0}; // where each depth starts in columns_
};

} // namespace sgfview
