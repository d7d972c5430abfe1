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
// by a binary search), and for the questions asked by cell, an index of lines (not of nodes:
// a line of 20,000,000 nodes is one entry, where an index of nodes by column took 160 MB):
// the lines by the column they start in, and at every checkpoint column (one in
// checkpointSpacing) the lines that cross it, both in lane order. A column's nodes are those
// of the lines crossing the checkpoint at or before it, plus those starting after it, that
// reach it: a question about a few lanes of a column reads a few entries of at most
// checkpointSpacing lists. Each entry also keeps the nearest entry before it in its list that
// reaches further, so "the nearest node above this lane" skips lines that end too soon a
// reach at a time, and a reach is at most checkpointSpacing columns short.
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
    // Tests choose a small checkpoint spacing, to reach every path of the index on small trees.
    TreeMapLayout(const sgf::Collection &collection, std::uint32_t first, std::uint32_t end,
                  std::span<const std::uint32_t> folded = {}, std::uint32_t checkpointSpacing = 32);

    std::uint32_t first() const { return first_; }
    std::uint32_t end() const { return end_; }
    // Whether a node is in the range and shown (not inside a folded subtree).
    bool shows(std::uint32_t node) const { return lane(node) != none; }
    // The node's lane and depth (column), none when it is not shown.
    std::uint32_t lane(std::uint32_t node) const;
    std::uint32_t depth(std::uint32_t node) const;

    std::uint32_t laneCount() const { return laneCount_; }
    std::uint32_t columnCount() const { return columnCount_; }
    std::uint32_t shownCount() const { return shownCount_; }

    // The nodes shown at a depth on lanes [from, to), ordered by lane: the work is bounded by
    // the lanes asked for (times the checkpoint spacing), not by the column. Without a range,
    // the whole column (for tests: that reads every line crossing nearby columns).
    std::vector<std::uint32_t> column(std::uint32_t depth, std::uint32_t from,
                                      std::uint32_t to) const;
    std::vector<std::uint32_t> column(std::uint32_t depth) const
    {
        return column(depth, 0, laneCount_);
    }
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
    // A list of the index: entries [begin, end) of one of its arrays, each a line.
    struct Lines {
        const std::vector<std::uint32_t> *entries;
        const std::vector<std::uint32_t> *further;
        std::uint32_t begin;
        std::uint32_t end;
    };
    const Line &lineOf(std::uint32_t node) const;
    std::uint32_t lineEnd(std::size_t line) const;
    // The depth of a line's last node.
    std::uint32_t reach(std::uint32_t line) const;
    void buildIndex(std::vector<std::uint32_t> &counts);
    // The lists that may hold a node of this column: the lines crossing the checkpoint at
    // or before it, then those starting at each depth after that, up to this one.
    template <class Visit> void forEachList(std::uint32_t depth, Visit visit) const;
    // The first entry of byStart_ in [from, to) whose line fails test (which holds for a
    // leading stretch of them).
    template <class Test>
    std::uint32_t byStartWhile(std::uint32_t from, std::uint32_t to, Test test) const;
    // The first entry of a list on a lane at or past this one.
    std::uint32_t firstFrom(const Lines &list, std::uint32_t lane) const;

    sgf::Collection collection_;
    std::uint32_t first_ = 0;
    std::uint32_t end_ = 0;
    std::uint32_t laneCount_ = 0;
    std::uint32_t columnCount_ = 0;
    std::uint32_t shownCount_ = 0;
    std::uint32_t spacing_ = 32;
    sgf::RecordVector<Line> lines_; // in document order, from first_
    // Shown lines by the depth they start at, then lane; where each checkpoint's stretch of
    // depths starts (one more at the end).
    std::vector<std::uint32_t> byStart_, byStartBlocks_;
    // For each checkpoint, the shown lines that cross it, by lane; where each one's starts.
    std::vector<std::uint32_t> crossing_, crossingStarts_;
    // For each entry of the two above, the nearest entry before it in the same list whose
    // line reaches further, or none.
    std::vector<std::uint32_t> byStartFurther_, crossingFurther_;
};

} // namespace sgfview
