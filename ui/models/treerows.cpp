#include "treerows.h"

#include "sgf/game.h"

#include <algorithm>
#include <future>
#include <thread>

namespace sgfview {

namespace {

// The last start at or before node among [begin, end), which holds one.
template <typename Starts> auto lastStartAtOrBefore(Starts begin, Starts end, std::uint32_t node)
{
    return std::upper_bound(begin, end, node,
                            [](std::uint32_t n, const auto &start) { return n < start.node; }) -
           1;
}

// VW and DD last down the tree until changed (see hasInheritedMarkup()). One look at each
// property: two Node::find calls cost more per node than the whole layout.
bool setsInheritedMarkup(sgf::Node node)
{
    for (sgf::Property property : node.properties())
        if (const std::string_view id = property.id(); id == "VW" || id == "DD") return true;
    return false;
}

} // namespace

TreeRows::TreeRows(const sgf::Collection &collection, unsigned threads, Watch *watch)
    : collection_(collection)
{
    if (watch && watch->stop.load(std::memory_order_relaxed)) throw Stopped{};
    const auto count = std::uint32_t(collection.nodeCount());
    nodeCount_ = count;
    moveNumbers_ = MoveNumberTable(count);
    roots_.reserve(collection.size());
    for (std::size_t i = 0; i < collection.size(); ++i)
        roots_.push_back(collection[i].root().index());
    rootRowCounts_.assign(roots_.size(), 0);
    games_.resize(roots_.size());

    if (threads == 0)
        threads = count < parallelFrom ? 1 : std::max(1u, std::thread::hardware_concurrency());
    threads = std::max(1u, std::min<unsigned>(threads, std::uint32_t(roots_.size())));
    // Runs of about as many nodes each, cut between games.
    std::vector<std::uint32_t> cuts{0};
    for (unsigned t = 1; t < threads; ++t) {
        const std::uint64_t from = std::uint64_t(count) * t / threads;
        const auto at =
            std::uint32_t(std::lower_bound(roots_.begin(), roots_.end(), from) - roots_.begin());
        if (at > cuts.back() && at < roots_.size()) cuts.push_back(at);
    }
    cuts.push_back(std::uint32_t(roots_.size()));
    std::vector<Run> runs(cuts.size() - 1);
    std::vector<MoveNumberTable::Writer> numbers;
    const auto firstNodeOf = [&](std::uint32_t game) {
        return game < roots_.size() ? roots_[game] : count;
    };
    for (std::size_t r = 0; r < runs.size(); ++r)
        numbers.emplace_back(moveNumbers_, firstNodeOf(cuts[r]), firstNodeOf(cuts[r + 1]));
    std::vector<std::future<void>> others;
    for (std::size_t r = 1; r < runs.size(); ++r)
        others.push_back(std::async(std::launch::async, [this, &cuts, &runs, &numbers, r, watch] {
            layOut(cuts[r], cuts[r + 1], runs[r], numbers[r], watch);
        }));
    if (!runs.empty()) layOut(cuts[0], cuts[1], runs[0], numbers[0], watch);
    for (auto &other : others) other.get(); // rethrows a run's std::bad_alloc or Stopped
    moveNumbers_.finish(numbers);

    starts_ = std::move(runs[0].starts);
    rowCounts_ = std::move(runs[0].rowCounts);
    hasInheritedMarkup_ = runs[0].hasInheritedMarkup;
    for (std::size_t r = 1; r < runs.size(); ++r) {
        starts_.insert(starts_.end(), runs[r].starts.begin(), runs[r].starts.end());
        runs[r].starts = {};
        rowCounts_.merge(runs[r].rowCounts); // no node is in two runs
        hasInheritedMarkup_ = hasInheritedMarkup_ || runs[r].hasInheritedMarkup;
    }
    starts_.shrink_to_fit();
    blockStarts_.resize(count / blockNodes + 2);
    std::uint32_t k = 0;
    for (std::size_t b = 0; b < blockStarts_.size(); ++b) {
        while (k + 1 < starts_.size() && starts_[k + 1].node <= b * blockNodes) ++k;
        blockStarts_[b] = k;
    }

    // Each fork's alternatives side by side, forks in the order their first alternative came.
    std::uint32_t total = 0;
    for (const Start &start : starts_) {
        if (start.link & flatFlag) continue;
        const sgf::Node parent = collection.node(start.node).parent();
        if (!parent) continue; // a root
        const std::uint32_t fork = parent.index() + 1;
        const auto [slot, added] = firstAlternative_.try_emplace(fork, total);
        if (added) {
            total += rowCount(fork);
            alternatives_.resize(total);
        }
        alternatives_[slot->second + start.link] = start.node;
    }
    for (const std::uint32_t rows : rootRowCounts_) longestList_ = std::max(longestList_, rows);
    for (const auto &[node, rows] : rowCounts_) longestList_ = std::max(longestList_, rows);
}

// Parents come before children in document order, so one forward pass sees each node's
// parent finished. A line's row depth is kept at its first node: a root's is 0, an
// alternative's in alternativeDepth; a node in a line is one deeper than the line's first
// node. An alternative at the bound lists its subtree flat: the nodes after it up to its
// subtree's end.
void TreeRows::layOut(std::uint32_t firstGame, std::uint32_t endGame, Run &run,
                      MoveNumberTable::Writer &numbers, Watch *watch)
{
    if (firstGame >= endGame) return;
    const std::uint32_t begin = roots_[firstGame];
    const std::uint32_t end = endGame < roots_.size() ? roots_[endGame] : nodeCount();
    static_assert(maxNesting <= 0xFF); // depths below the bound fit alternativeDepth
    std::unordered_map<std::uint32_t, std::uint8_t> alternativeDepth;
    std::uint32_t rootRow = firstGame, root = begin;
    const auto lineDepth = [&](std::uint32_t start) -> std::uint32_t {
        return start == root ? 0 : alternativeDepth.at(start);
    };
    const auto addRow = [&](std::uint32_t under) -> std::uint32_t {
        return under == root ? rootRowCounts_[rootRow - 1]++ : run.rowCounts[under]++;
    };
    // The first node of the line of a node in a line: the last start at or before it (a node
    // listed flat is in no line, and the node after a flat run is a start).
    const auto lineStartOf = [&run](std::uint32_t node) {
        return lastStartAtOrBefore(run.starts.begin(), run.starts.end(), node)->node;
    };
    bool previousInLine = false; // whether node n - 1 is in a line (not its first node)
    std::uint32_t lineStart = 0; // then, the first node of that line
    std::uint32_t flatUnder = 0; // the alternative whose subtree is listed flat, up to
    std::uint32_t flatEnd = 0;   // the end of that subtree
    // The numbers of the forks whose later children are still to come, innermost last (a
    // fork's number is needed again at each of its variations).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> forks;
    for (std::uint32_t n = begin; n < end; ++n) {
        if (watch && (n - begin + 1) % watchEvery == 0) {
            watch->nodes.fetch_add(watchEvery, std::memory_order_relaxed);
            if (watch->stop.load(std::memory_order_relaxed)) throw Stopped{};
        }
        const sgf::Node node = collection_.node(n);
        const sgf::Node parent = node.parent();
        if (!parent) games_[rootRow] = sgf::Game(node);
        const sgf::Game &game = games_[parent ? rootRow - 1 : rootRow];
        const bool firstChild = parent && parent.index() + 1 == n;
        std::uint32_t before = 0;
        if (firstChild) {
            before = numbers.last();
            if (node.nextSibling()) forks.emplace_back(parent.index(), before);
        } else if (parent) {
            while (!forks.empty() && forks.back().first != parent.index()) forks.pop_back();
            // The parent was kept at its first child, which has this node as a later sibling;
            // counting up the tree is only a guard.
            before =
                !forks.empty() ? forks.back().second : std::uint32_t(game.moveNumberOf(parent));
        } else {
            forks.clear();
        }
        const sgf::MoveCount move = game.countMove(node, int(before));
        numbers.add(std::uint32_t(move.number), move.counts, firstChild);
        // A node whose one property is a move that counts (most of a record) sets neither.
        if (!run.hasInheritedMarkup && !(move.counts && node.propertyCount() == 1))
            run.hasInheritedMarkup = setsInheritedMarkup(node);
        const bool afterLine = previousInLine; // n - 1 is in a line
        previousInLine = false;
        if (!parent) {
            root = n;
            run.starts.push_back({n, rootRow++});
            continue;
        }
        if (n < flatEnd) { // in the subtree listed flat
            if (n == flatUnder + 1) run.starts.push_back({n, flatUnder | flatFlag});
            addRow(flatUnder);
            continue;
        }
        const std::uint32_t p = parent.index();
        if (n == p + 1) { // rest of a line: p's, or one that starts at p
            if (!afterLine) lineStart = p;
            addRow(lineStart);
            previousInLine = true;
        } else { // an alternative, shown under its parent's first child
            run.starts.push_back({n, addRow(p + 1)});
            // p + 1 is in a line (p is not listed flat): one deeper than the line's first node,
            // p's if p is in a line (a first child, not a root), else p.
            const bool forkInLine = p != root && p == collection_.node(p).parent().index() + 1;
            const std::uint32_t d = lineDepth(forkInLine ? lineStartOf(p) : p) + 2u;
            if (d < maxNesting) {
                alternativeDepth.emplace(n, std::uint8_t(d));
            } else { // no line below it asks for its depth: its subtree is listed flat
                flatUnder = n;
                flatEnd = node.subtreeEnd();
            }
        }
    }
}

TreeRows::Link TreeRows::linkOf(std::uint32_t node) const
{
    // Node 0 is a root: there is a start at or before every node, and it is at or after the
    // one before the node's block and at or before the one before the next block.
    const std::uint32_t block = node / blockNodes;
    const Start &start = *lastStartAtOrBefore(starts_.begin() + blockStarts_[block],
                                              starts_.begin() + blockStarts_[block + 1] + 1, node);
    if (start.link & flatFlag) return {Kind::InLine, start.link & ~flatFlag, true};
    if (start.node != node) return {Kind::InLine, start.node, false};
    const bool root = !collection_.node(node).parent();
    return {root ? Kind::Root : Kind::Alternative, start.link, false};
}

std::uint32_t TreeRows::rowCount(std::uint32_t node) const
{
    const Link link = linkOf(node);
    if (link.kind == Kind::Root) return rootRowCounts_[link.value];
    const auto found = rowCounts_.find(node);
    return found == rowCounts_.end() ? 0 : found->second;
}

std::uint32_t TreeRows::row(std::uint32_t node) const
{
    const Link link = linkOf(node);
    return link.kind == Kind::InLine ? node - link.value - 1 : link.value;
}

std::uint32_t TreeRows::rowParent(std::uint32_t node) const
{
    const Link link = linkOf(node);
    switch (link.kind) {
    case Kind::Root:
        return none;
    case Kind::InLine:
        return link.value;
    case Kind::Alternative:
        break;
    }
    return collection_.node(node).parent().index() + 1;
}

std::uint32_t TreeRows::childAt(std::uint32_t parent, std::uint32_t row) const
{
    if (parent == none) return roots_[row];
    if (startsLine(parent)) return parent + 1 + row;
    return alternatives_[firstAlternative_.at(parent) + row];
}

std::uint32_t TreeRows::gameOf(std::uint32_t node) const
{
    const auto after = std::upper_bound(roots_.begin(), roots_.end(), node);
    return std::uint32_t(after - roots_.begin()) - 1;
}

std::size_t TreeRows::memoryUsage() const
{
    return starts_.capacity() * sizeof(Start) +
           (blockStarts_.capacity() + rootRowCounts_.capacity() + roots_.capacity() +
            alternatives_.capacity()) *
               sizeof(std::uint32_t) +
           moveNumbers_.memoryUsage() +
           (firstAlternative_.size() + rowCounts_.size()) * 4 * sizeof(std::uint32_t);
}

} // namespace sgfview
