#include "treerows.h"

#include "sgf/game.h"

#include <algorithm>

namespace sgfview {

namespace {

// VW and DD last down the tree until changed (see hasInheritedMarkup()). One look at each
// property: two Node::find calls cost more per node than the whole layout.
bool setsInheritedMarkup(sgf::Node node)
{
    for (sgf::Property property : node.properties())
        if (const std::string_view id = property.id(); id == "VW" || id == "DD") return true;
    return false;
}

} // namespace

TreeRows::TreeRows(const sgf::Collection &collection) : collection_(collection)
{
    const auto count = std::uint32_t(collection.nodeCount());
    links_.resize(count); // uninitialised: every entry is written below before it is read
    rowCounts_.resize(count);
    moveNumbers_.resize(count);
    roots_.reserve(collection.size());
    for (std::size_t i = 0; i < collection.size(); ++i)
        roots_.push_back(collection[i].root().index());

    // Parents come before children in document order, so one forward pass sees each node's
    // parent finished, and a node's row count is zeroed before its first child counts in.
    // depth: each node's row depth while laying out; flat marks an alternative at the bound
    // and every node below it.
    constexpr std::uint8_t flat = 0xFF;
    static_assert(maxNesting < flat);
    std::vector<std::uint8_t> depth(count);
    std::uint32_t rootRow = 0;
    std::vector<std::uint32_t> alternativeNodes;
    sgf::Game game; // of the game tree n is in: its root came before it
    for (std::uint32_t n = 0; n < count; ++n) {
        const sgf::Node node = collection.node(n);
        const sgf::Node parent = node.parent();
        if (!parent) game = sgf::Game(node);
        const int before = parent ? int(moveNumbers_[parent.index()] & numberMask) : 0;
        const sgf::MoveCount move = game.countMove(node, before);
        moveNumbers_[n] = std::uint32_t(move.number) | (move.counts ? numberedFlag : 0);
        if (!hasInheritedMarkup_) hasInheritedMarkup_ = setsInheritedMarkup(node);
        rowCounts_[n] = 0;
        if (!parent) {
            links_[n] = rootRow++;
            depth[n] = 0;
        } else if (const std::uint32_t p = parent.index(); depth[p] == flat) { // listed flat
            const std::uint32_t listedUnder = isFlattened(p) ? links_[p] & ~flatFlag : p;
            links_[n] = listedUnder | flatFlag;
            ++rowCounts_[listedUnder];
            depth[n] = flat;
        } else if (n == p + 1) { // rest of a line
            links_[n] = startsLine(p) ? p : links_[p];
            ++rowCounts_[links_[n]];
            depth[n] = std::uint8_t(depth[links_[n]] + 1);
        } else { // an alternative, shown under its parent's first child
            links_[n] = rowCounts_[p + 1]++;
            alternativeNodes.push_back(n);
            const std::uint32_t d = depth[p + 1] + 1u;
            depth[n] = d >= maxNesting ? flat : std::uint8_t(d);
        }
    }

    // Each fork's alternatives side by side, forks in the order their first alternative came.
    alternatives_.resize(alternativeNodes.size());
    std::uint32_t total = 0;
    for (const std::uint32_t n : alternativeNodes) {
        const std::uint32_t fork = collection.node(n).parent().index() + 1;
        const auto [slot, added] = firstAlternative_.try_emplace(fork, total);
        if (added) total += rowCounts_[fork];
        alternatives_[slot->second + links_[n]] = n;
    }
}

TreeRows::Kind TreeRows::kindOf(std::uint32_t node) const
{
    if (isFlattened(node)) return Kind::InLine;
    const sgf::Node parent = collection_.node(node).parent();
    if (!parent) return Kind::Root;
    return node == parent.index() + 1 ? Kind::InLine : Kind::Alternative;
}

std::uint32_t TreeRows::row(std::uint32_t node) const
{
    return kindOf(node) == Kind::InLine ? node - (links_[node] & ~flatFlag) - 1 : links_[node];
}

std::uint32_t TreeRows::rowParent(std::uint32_t node) const
{
    switch (kindOf(node)) {
    case Kind::Root:
        return none;
    case Kind::InLine:
        return links_[node] & ~flatFlag;
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
    return (links_.capacity() + rowCounts_.capacity() + moveNumbers_.capacity() +
            roots_.capacity() + alternatives_.capacity()) *
               sizeof(std::uint32_t) +
           firstAlternative_.size() * 4 * sizeof(std::uint32_t);
}

} // namespace sgfview
