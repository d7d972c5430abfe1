#include "treemaplayout.h"

#include <algorithm>

namespace sgfview {

namespace {

std::uint32_t parentOf(const sgf::Collection &collection, std::uint32_t node)
{
    const sgf::Node parent = collection.node(node).parent();
    return parent ? parent.index() : TreeMapLayout::none;
}

} // namespace

TreeMapLayout::TreeMapLayout(const sgf::Collection &collection, std::uint32_t first,
                             std::uint32_t end, std::span<const std::uint32_t> folded)
    : collection_(collection), first_(first), end_(end)
{
    const std::uint32_t count = end - first;
    // Per depth, the first lane free from there down. Room for the deepest possible tree is
    // reserved up front (only what is used is touched): a line of 20,000,000 nodes would
    // otherwise grow it by copies to 2^25 entries.
    std::vector<std::uint32_t> next;
    next.reserve(std::size_t(count) + 1);
    // At most a line a node, reserved the same way: a node of a million variations would
    // otherwise copy its lines as they grow.
    lines_.reserve(count);
    auto fold = folded.begin();
    // The last fork's lane and depth: the lines of its variations start from them, and a
    // node with a million of them should not search for them a million times.
    std::uint32_t fork = none, forkLane = 0, forkDepth = 0;
    // Each turn places one line: its first node is a root, a variation (not a first child)
    // or the first node after a folded subtree, which is a variation too.
    for (std::uint32_t start = first; start < end;) {
        const std::uint32_t parent = parentOf(collection, start);
        const bool forked = parent != none && parent >= first;
        if (forked && parent != fork) {
            fork = parent;
            forkLane = this->lane(parent);
            forkDepth = this->depth(parent);
        }
        const std::uint32_t depth = forked ? forkDepth + 1 : 0;
        std::uint32_t lane = forked ? forkLane + 1 : 0;
        // The line runs to the end of its first children (found in the core's arrays, not a
        // node handle at a time: a line of 20,000,000 took most of the layout so), or to its
        // first folded node.
        const std::uint32_t lineEnd =
            std::min(end - 1, collection.node(start).lastInLine().index());
        while (fold != folded.end() && *fold < start) ++fold;
        const bool folds = fold != folded.end() && *fold <= lineEnd;
        const std::uint32_t last = folds ? *fold : lineEnd;
        for (std::uint32_t column = depth; column <= depth + (last - start); ++column) {
            if (column == next.size()) next.push_back(0);
            lane = std::max(lane, next[column]);
        }
        lines_.push_back({start, lane, depth});
        for (std::uint32_t column = depth; column <= depth + (last - start); ++column)
            next[column] = lane + 1;
        laneCount_ = std::max(laneCount_, lane + 1);
        start = last + 1;
        if (folds) {
            const std::uint32_t hiddenEnd = std::min(end, collection.node(last).subtreeEnd());
            if (hiddenEnd > start) lines_.push_back({start, none, none});
            start = hiddenEnd;
        }
    }
    sgf::trimRecords(lines_);

    // The by-column index, by counting: document order visits each column's nodes in the
    // order of their lanes, since every line takes lanes below all those placed before it.
    // The skyline's room is taken over for the column starts (a column each, one more); a
    // line adds one node to each column it spans, counted at its ends and summed.
    const std::size_t columns = next.size();
    columnStarts_ = std::move(next);
    columnStarts_.assign(columns + 1, 0);
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        if (lines_[i].lane == none) continue;
        ++columnStarts_[lines_[i].depth + 1];
        const std::uint32_t after = lines_[i].depth + 1 + (lineEnd(i) - lines_[i].start);
        if (after < columnStarts_.size()) --columnStarts_[after];
    }
    // Summed once, the ends give each column's count; summed again, where each starts.
    for (int pass = 0; pass < 2; ++pass)
        for (std::size_t d = 1; d < columnStarts_.size(); ++d)
            columnStarts_[d] += columnStarts_[d - 1];
    columns_.resize(columnStarts_.back());
    // Each column's start serves as its fill point (ending at the next column's start), then
    // the starts are put back one place up: no second table of fill points.
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        if (lines_[i].lane == none) continue;
        for (std::uint32_t n = lines_[i].start, d = lines_[i].depth; n < lineEnd(i); ++n, ++d)
            columns_[columnStarts_[d]++] = n;
    }
    for (std::size_t d = columns; d > 0; --d) columnStarts_[d] = columnStarts_[d - 1];
    columnStarts_[0] = 0;
    // A shallow range (a collection of short games) keeps only the room its columns need.
    if (columnStarts_.capacity() > 2 * columnStarts_.size()) columnStarts_.shrink_to_fit();
}

std::uint32_t TreeMapLayout::lineEnd(std::size_t line) const
{
    return line + 1 < lines_.size() ? lines_[line + 1].start : end_;
}

// The line a node of the range is in: the last one starting at or before it.
const TreeMapLayout::Line &TreeMapLayout::lineOf(std::uint32_t node) const
{
    return *(std::upper_bound(lines_.begin(), lines_.end(), node,
                              [](std::uint32_t n, const Line &line) { return n < line.start; }) -
             1);
}

std::uint32_t TreeMapLayout::lane(std::uint32_t node) const
{
    return node >= first_ && node < end_ ? lineOf(node).lane : none;
}

std::uint32_t TreeMapLayout::depth(std::uint32_t node) const
{
    if (node < first_ || node >= end_) return none;
    const Line &line = lineOf(node);
    return line.lane == none ? none : line.depth + (node - line.start);
}

std::span<const std::uint32_t> TreeMapLayout::column(std::uint32_t depth) const
{
    if (depth >= columnCount()) return {};
    return std::span(columns_).subspan(columnStarts_[depth],
                                       columnStarts_[depth + 1] - columnStarts_[depth]);
}

std::span<const std::uint32_t> TreeMapLayout::column(std::uint32_t depth, std::uint32_t from,
                                                     std::uint32_t to) const
{
    const auto nodes = column(depth);
    const auto byLane = [this](std::uint32_t node, std::uint32_t lane) {
        return this->lane(node) < lane;
    };
    const auto begin = std::lower_bound(nodes.begin(), nodes.end(), from, byLane);
    const auto end = std::lower_bound(begin, nodes.end(), std::max(from, to), byLane);
    return {begin, end};
}

std::uint32_t TreeMapLayout::nodeAt(std::uint32_t depth, std::uint32_t lane) const
{
    const auto nodes = column(depth, lane, lane + 1);
    return nodes.empty() ? none : nodes.front();
}

std::uint32_t TreeMapLayout::nodeBefore(std::uint32_t depth, std::uint32_t lane) const
{
    const auto above = column(depth, 0, lane);
    return above.empty() ? none : above.back();
}

std::uint32_t TreeMapLayout::wireEnd(std::uint32_t node) const
{
    const std::uint32_t own = lane(node);
    if (own == none) return none;
    // Children come in their column in the order of their parents, so the last child is the
    // last node there whose parent is not after this node.
    const auto children = column(depth(node) + 1);
    const auto after = std::upper_bound(children.begin(), children.end(), node,
                                        [this](std::uint32_t parent, std::uint32_t child) {
                                            return parent < parentOf(collection_, child);
                                        });
    if (after == children.begin()) return own;
    const std::uint32_t last = *(after - 1);
    return parentOf(collection_, last) == node ? lane(last) : own;
}

std::size_t TreeMapLayout::memoryUsage() const
{
    return sgf::recordBytes(lines_) +
           (columns_.capacity() + columnStarts_.capacity()) * sizeof(std::uint32_t);
}

} // namespace sgfview
