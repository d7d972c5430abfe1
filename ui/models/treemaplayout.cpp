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
    : collection_(collection), first_(first)
{
    const std::uint32_t count = end - first;
    lanes_.resize(count); // uninitialised: the pass below writes every entry
    depths_.resize(count);
    // Per depth, the first lane free from there down. Room for the deepest possible tree is
    // reserved up front (only what is used is touched): a line of 20,000,000 nodes would
    // otherwise grow it by copies to 2^25 entries.
    std::vector<std::uint32_t> next;
    next.reserve(std::size_t(count) + 1);
    auto fold = folded.begin();
    // Each turn places one line: its first node is a root, a variation (not a first child)
    // or the first node after a folded subtree, which is a variation too.
    for (std::uint32_t start = first; start < end;) {
        const std::uint32_t parent = parentOf(collection, start);
        const bool forked = parent != none && parent >= first;
        const std::uint32_t depth = forked ? depths_[parent - first] + 1 : 0;
        std::uint32_t lane = forked ? lanes_[parent - first] + 1 : 0;
        std::uint32_t last = start;
        bool folds = false;
        for (;; ++last) {
            const std::uint32_t column = depth + (last - start);
            if (column == next.size()) next.push_back(0);
            lane = std::max(lane, next[column]);
            while (fold != folded.end() && *fold < last) ++fold;
            if (fold != folded.end() && *fold == last) {
                folds = true;
                break;
            }
            if (last + 1 == end || parentOf(collection, last + 1) != last) break;
        }
        for (std::uint32_t n = start; n <= last; ++n) {
            lanes_[n - first] = lane;
            depths_[n - first] = depth + (n - start);
            next[depth + (n - start)] = lane + 1;
        }
        laneCount_ = std::max(laneCount_, lane + 1);
        start = last + 1;
        if (folds) {
            const std::uint32_t hiddenEnd = std::min(end, collection.node(last).subtreeEnd());
            std::fill(lanes_.begin() + (start - first), lanes_.begin() + (hiddenEnd - first), none);
            std::fill(depths_.begin() + (start - first), depths_.begin() + (hiddenEnd - first),
                      none);
            start = hiddenEnd;
        }
    }

    // The by-column index, by counting: document order visits each column's nodes in the
    // order of their lanes, since every line takes lanes below all those placed before it.
    // The skyline's room is taken over for the column starts (a column each, one more).
    const std::size_t columns = next.size();
    columnStarts_ = std::move(next);
    columnStarts_.assign(columns + 1, 0);
    for (const std::uint32_t depth : depths_)
        if (depth != none) ++columnStarts_[depth + 1];
    for (std::size_t d = 1; d < columnStarts_.size(); ++d) columnStarts_[d] += columnStarts_[d - 1];
    columns_.resize(columnStarts_.back());
    // Each column's start serves as its fill point (ending at the next column's start), then
    // the starts are put back one place up: no second table of fill points.
    for (std::uint32_t i = 0; i < count; ++i)
        if (depths_[i] != none) columns_[columnStarts_[depths_[i]]++] = first + i;
    for (std::size_t d = columns; d > 0; --d) columnStarts_[d] = columnStarts_[d - 1];
    columnStarts_[0] = 0;
    // A shallow range (a collection of short games) keeps only the room its columns need.
    if (columnStarts_.capacity() > 2 * columnStarts_.size()) columnStarts_.shrink_to_fit();
}

std::uint32_t TreeMapLayout::lane(std::uint32_t node) const
{
    return node >= first_ && node < end() ? lanes_[node - first_] : none;
}

std::uint32_t TreeMapLayout::depth(std::uint32_t node) const
{
    return node >= first_ && node < end() ? depths_[node - first_] : none;
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
        return lanes_[node - first_] < lane;
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
    return (lanes_.capacity() + depths_.capacity() + columns_.capacity() +
            columnStarts_.capacity()) *
           sizeof(std::uint32_t);
}

} // namespace sgfview
