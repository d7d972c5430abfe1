#include "treerows.h"

#include <algorithm>
#include <charconv>

namespace sgfview {

namespace {

// The move number after this node: one more than its parent's if it has a move, or MN's.
std::uint32_t moveNumberAfter(sgf::Node node, std::uint32_t parentNumber)
{
    std::uint32_t number = parentNumber;
    for (sgf::Property property : node.properties()) {
        const std::string_view id = property.id();
        if ((id == "B" || id == "W") && number == parentNumber) ++number;
    }
    const std::string_view mn = node.raw("MN");
    std::uint32_t value = 0;
    if (!mn.empty() && std::from_chars(mn.data(), mn.data() + mn.size(), value).ec == std::errc())
        number = value;
    return number;
}

} // namespace

TreeRows::TreeRows(const sgf::Collection &collection) : collection_(collection)
{
    const auto count = std::uint32_t(collection.nodeCount());
    rows_.resize(count);
    moveNumbers_.resize(count);
    roots_.reserve(collection.size());
    for (std::size_t i = 0; i < collection.size(); ++i)
        roots_.push_back(collection[i].root().index());

    // Parents come before children in document order, so one forward pass sees each node's
    // parent finished.
    std::uint32_t rootRow = 0;
    for (std::uint32_t n = 0; n < count; ++n) {
        const sgf::Node node = collection.node(n);
        const sgf::Node parent = node.parent();
        Row &row = rows_[n];
        row = {none, 0, 0, none};
        moveNumbers_[n] = moveNumberAfter(node, parent ? moveNumbers_[parent.index()] : 0);
        if (!hasInheritedMarkup_ && node.propertyCount() > 0)
            hasInheritedMarkup_ = node.has("VW") || node.has("DD");
        if (!parent) {
            row.row = rootRow++;
        } else if (const auto p = parent.index(); n == p + 1) { // a first child: rest of a line
            row.rowParent = startsLine(p) ? p : rows_[p].rowParent;
            row.row = startsLine(p) ? 0 : rows_[p].row + 1;
            ++rows_[row.rowParent].rowCount;
        } else { // an alternative, shown under its parent's first child
            row.rowParent = p + 1;
            row.row = rows_[p + 1].rowCount++;
        }
    }

    std::uint32_t total = 0;
    for (std::uint32_t n = 0; n < count; ++n) {
        if (!startsLine(n) && rows_[n].rowCount > 0) {
            rows_[n].firstAlternative = total;
            total += rows_[n].rowCount;
        }
    }
    alternatives_.resize(total);
    for (std::uint32_t n = 0; n < count; ++n) {
        if (rows_[n].rowParent != none && startsLine(n)) {
            const Row &fork = rows_[rows_[n].rowParent];
            alternatives_[fork.firstAlternative + rows_[n].row] = n;
        }
    }
}

bool TreeRows::startsLine(std::uint32_t node) const
{
    const sgf::Node parent = collection_.node(node).parent();
    return !parent || node != parent.index() + 1;
}

std::uint32_t TreeRows::childAt(std::uint32_t parent, std::uint32_t row) const
{
    if (parent == none) return roots_[row];
    if (startsLine(parent)) return parent + 1 + row;
    return alternatives_[rows_[parent].firstAlternative + row];
}

std::uint32_t TreeRows::gameOf(std::uint32_t node) const
{
    const auto after = std::upper_bound(roots_.begin(), roots_.end(), node);
    return std::uint32_t(after - roots_.begin()) - 1;
}

std::size_t TreeRows::memoryUsage() const
{
    return rows_.capacity() * sizeof(Row) +
           (roots_.capacity() + alternatives_.capacity() + moveNumbers_.capacity()) *
               sizeof(std::uint32_t);
}

} // namespace sgfview
