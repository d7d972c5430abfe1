#include "sgf/point_set.h"

#include "sgf_internal/bit_count_p.h"

#include <algorithm>
#include <numeric>

namespace sgf {

bool PointSet::empty() const
{
    return std::all_of(rows_.begin(), rows_.end(), [](std::uint64_t row) { return row == 0; });
}

int PointSet::count() const
{
    return std::accumulate(rows_.begin(), rows_.begin() + size_.rows, 0,
                           [](int n, std::uint64_t row) { return n + bitCount(row); });
}

bool PointSet::insert(Point p)
{
    if (!size_.contains(p)) return false;
    rows_[std::size_t(p.y)] |= std::uint64_t(1) << p.x;
    return true;
}

void PointSet::erase(Point p)
{
    if (size_.contains(p)) rows_[std::size_t(p.y)] &= ~(std::uint64_t(1) << p.x);
}

void PointSet::insertRectangle(Point a, Point b)
{
    if (!size_.contains(a) || !size_.contains(b)) return;
    const int left = std::min(a.x, b.x), right = std::max(a.x, b.x);
    // Columns left..right; right is at most 51, so the shift never reaches 64.
    const std::uint64_t columns = ((std::uint64_t(1) << (right - left + 1)) - 1) << left;
    for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y) rows_[std::size_t(y)] |= columns;
}

bool PointSet::insertValue(std::string_view raw)
{
    const auto rectangle = parsePointListValue(raw, size_);
    if (!rectangle) return false;
    insertRectangle(rectangle->first, rectangle->second);
    return true;
}

} // namespace sgf
