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
                             std::uint32_t end, std::span<const std::uint32_t> folded,
                             std::uint32_t checkpointSpacing)
    : collection_(collection), first_(first), end_(end), spacing_(std::max(1u, checkpointSpacing))
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

    buildIndex(next);
}

// Both lists by counting, in document order, which within a column is the order of lanes (every
// line takes lanes below all those placed before it). The skyline's room serves as the counts.
void TreeMapLayout::buildIndex(std::vector<std::uint32_t> &counts)
{
    columnCount_ = std::uint32_t(counts.size());
    const std::uint32_t checkpoints = (columnCount_ + spacing_ - 1) / spacing_;
    const auto shown = [this](std::size_t line) { return lines_[line].lane != none; };

    counts.assign(std::size_t(columnCount_) + 1, 0);
    for (std::size_t i = 0; i < lines_.size(); ++i)
        if (shown(i)) {
            ++counts[lines_[i].depth + 1];
            shownCount_ += lineEnd(i) - lines_[i].start;
        }
    for (std::size_t d = 1; d < counts.size(); ++d) counts[d] += counts[d - 1];
    byStartBlocks_.resize(std::size_t(checkpoints) + 1);
    for (std::uint32_t b = 0; b <= checkpoints; ++b)
        byStartBlocks_[b] = counts[std::min(columnCount_, b * spacing_)];
    byStart_.resize(counts.back());
    for (std::uint32_t i = 0; i < lines_.size(); ++i)
        if (shown(i)) byStart_[counts[lines_[i].depth]++] = i;
    std::vector<std::uint32_t>().swap(counts);

    // A line crosses the checkpoints from the first at or past its start to the last at or
    // before its end: counted at both ends and summed, then summed again into starts.
    crossingStarts_.assign(std::size_t(checkpoints) + 1, 0);
    const auto crossed = [this](std::uint32_t line) {
        return std::pair((lines_[line].depth + spacing_ - 1) / spacing_, reach(line) / spacing_);
    };
    for (std::uint32_t i = 0; i < lines_.size(); ++i) {
        if (!shown(i)) continue;
        const auto [from, to] = crossed(i);
        if (from > to) continue;
        ++crossingStarts_[from];
        --crossingStarts_[to + 1];
    }
    std::uint32_t count = 0, total = 0;
    for (std::uint32_t &start : crossingStarts_) {
        count += start;
        start = total;
        total += count;
    }
    crossing_.resize(total);
    std::vector<std::uint32_t> fill(crossingStarts_.begin(), crossingStarts_.end() - 1);
    for (std::uint32_t i = 0; i < lines_.size(); ++i) {
        if (!shown(i)) continue;
        const auto [from, to] = crossed(i);
        for (std::uint32_t b = from; b <= to; ++b) crossing_[fill[b]++] = i;
    }

    // The nearest entry before each that reaches further, list by list, by a stack of the
    // entries not yet outreached.
    const auto further = [this](const std::vector<std::uint32_t> &entries,
                                std::vector<std::uint32_t> &out, auto sameList) {
        out.resize(entries.size());
        std::vector<std::uint32_t> stack;
        for (std::uint32_t e = 0; e < entries.size(); ++e) {
            if (e > 0 && !sameList(e - 1, e)) stack.clear();
            const std::uint32_t own = reach(entries[e]);
            while (!stack.empty() && reach(entries[stack.back()]) <= own) stack.pop_back();
            out[e] = stack.empty() ? none : stack.back();
            stack.push_back(e);
        }
    };
    further(byStart_, byStartFurther_, [this](std::uint32_t a, std::uint32_t b) {
        return lines_[byStart_[a]].depth == lines_[byStart_[b]].depth;
    });
    std::uint32_t checkpoint = 0;
    further(crossing_, crossingFurther_, [&](std::uint32_t a, std::uint32_t b) {
        while (crossingStarts_[checkpoint + 1] <= a) ++checkpoint;
        return b < crossingStarts_[checkpoint + 1];
    });
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

std::uint32_t TreeMapLayout::reach(std::uint32_t line) const
{
    return lines_[line].depth + (lineEnd(line) - lines_[line].start) - 1;
}

template <class Test>
std::uint32_t TreeMapLayout::byStartWhile(std::uint32_t from, std::uint32_t to, Test test) const
{
    return std::uint32_t(
        std::partition_point(byStart_.begin() + from, byStart_.begin() + to,
                             [&](std::uint32_t line) { return test(lines_[line]); }) -
        byStart_.begin());
}

template <class Visit> void TreeMapLayout::forEachList(std::uint32_t depth, Visit visit) const
{
    const std::uint32_t b = depth / spacing_;
    visit(Lines{&crossing_, &crossingFurther_, crossingStarts_[b], crossingStarts_[b + 1]});
    const std::uint32_t blockEnd = byStartBlocks_[b + 1];
    // Past the lines starting at the checkpoint itself (they cross it), a depth at a time.
    std::uint32_t from = byStartWhile(byStartBlocks_[b], blockEnd,
                                      [&](const Line &line) { return line.depth <= b * spacing_; });
    while (from < blockEnd && lines_[byStart_[from]].depth <= depth) {
        const std::uint32_t at = lines_[byStart_[from]].depth;
        const std::uint32_t to =
            byStartWhile(from, blockEnd, [&](const Line &line) { return line.depth == at; });
        visit(Lines{&byStart_, &byStartFurther_, from, to});
        from = to;
    }
}

std::uint32_t TreeMapLayout::firstFrom(const Lines &list, std::uint32_t lane) const
{
    const auto begin = list.entries->begin();
    return std::uint32_t(
        std::partition_point(begin + list.begin, begin + list.end,
                             [&](std::uint32_t line) { return lines_[line].lane < lane; }) -
        begin);
}

std::vector<std::uint32_t> TreeMapLayout::column(std::uint32_t depth, std::uint32_t from,
                                                 std::uint32_t to) const
{
    std::vector<std::uint32_t> nodes;
    if (depth >= columnCount_ || from >= to) return nodes;
    forEachList(depth, [&](const Lines &list) {
        for (std::uint32_t e = firstFrom(list, from); e < list.end; ++e) {
            const Line &line = lines_[(*list.entries)[e]];
            if (line.lane >= to) break;
            if (reach((*list.entries)[e]) >= depth)
                nodes.push_back(line.start + (depth - line.depth));
        }
    });
    // Within a column, document order is the order of lanes.
    std::sort(nodes.begin(), nodes.end());
    return nodes;
}

std::uint32_t TreeMapLayout::nodeAt(std::uint32_t depth, std::uint32_t lane) const
{
    const auto nodes = column(depth, lane, lane + 1);
    return nodes.empty() ? none : nodes.front();
}

std::uint32_t TreeMapLayout::nodeBefore(std::uint32_t depth, std::uint32_t lane) const
{
    if (depth >= columnCount_) return none;
    std::uint32_t best = none;
    forEachList(depth, [&](const Lines &list) {
        std::uint32_t e = firstFrom(list, lane);
        if (e == list.begin) return;
        // Lines that end before this column are skipped a longer reach at a time: each skip
        // reaches at least one column further, and none starts before the checkpoint.
        for (--e; e != none && reach((*list.entries)[e]) < depth;) e = (*list.further)[e];
        if (e == none) return;
        const std::uint32_t line = (*list.entries)[e];
        if (best == none || lines_[line].lane > lines_[best].lane) best = line;
    });
    return best == none ? none : lines_[best].start + (depth - lines_[best].depth);
}

std::uint32_t TreeMapLayout::wireEnd(std::uint32_t node) const
{
    const std::uint32_t own = lane(node);
    if (own == none) return none;
    const std::uint32_t depth = this->depth(node) + 1;
    if (depth >= columnCount_) return own;
    // The node's variations are lines starting in the next column; in document order its
    // subtree comes right after it, so they are the first such lines after it.
    const std::uint32_t blockEnd = byStartBlocks_[depth / spacing_ + 1];
    const std::uint32_t after =
        byStartWhile(byStartBlocks_[depth / spacing_], blockEnd, [&](const Line &line) {
            return line.depth < depth || (line.depth == depth && line.start <= node);
        });
    const std::uint32_t children = byStartWhile(after, blockEnd, [&](const Line &line) {
        return line.depth == depth && parentOf(collection_, line.start) == node;
    });
    return children == after ? own : lines_[byStart_[children - 1]].lane;
}

std::size_t TreeMapLayout::memoryUsage() const
{
    const auto bytes = [](const std::vector<std::uint32_t> &v) {
        return v.capacity() * sizeof(std::uint32_t);
    };
    return sgf::recordBytes(lines_) + bytes(byStart_) + bytes(byStartBlocks_) + bytes(crossing_) +
           bytes(crossingStarts_) + bytes(byStartFurther_) + bytes(crossingFurther_);
}

} // namespace sgfview
