// A set of points of one board, one bit a point: what a list of points (AB, TR, DD, ...)
// covers, however many values say it. A compressed value ("aa:ZZ") is added a row at a time,
// so expanding a property costs its values and the board's rows, never values x points: a
// node with 100,000 "[aa:ZZ]" still makes one board's worth of points.
#pragma once

#include "sgf/point.h"

#include <array>
#include <bit>
#include <cstdint>
#include <string_view>

namespace sgf {

class PointSet {
public:
    explicit PointSet(BoardSize size = {}) : size_(size) {}

    BoardSize size() const { return size_; }
    bool empty() const;
    int count() const;
    bool contains(Point p) const
    {
        return size_.contains(p) && (rows_[std::size_t(p.y)] >> p.x & 1u);
    }
    // Points outside the board are not added (false).
    bool insert(Point p);
    void erase(Point p);
    void clear() { rows_ = {}; }
    // Every point of the rectangle with these two opposite corners, both on the board.
    void insertRectangle(Point a, Point b);
    // One value of a point list, "pd" or "aa:cc" (sgf::appendPoints's rule, white space
    // around the value ignored). False, adding nothing, when it is not points on the board.
    bool insertValue(std::string_view raw);

    // Calls f(Point) for every point, row by row from the top left.
    template <typename F> void forEach(F f) const
    {
        for (int y = 0; y < size_.rows; ++y)
            for (std::uint64_t bits = rows_[std::size_t(y)]; bits != 0; bits &= bits - 1)
                f(Point{std::countr_zero(bits), y});
    }
    // Calls f(begin, length) for every span of points adjacent in row-by-row order (point
    // (x, y) is y * columns + x), from the top left: a run of a row, joined with the next row's
    // when it reaches the edge and that one starts at column 0. A rectangle as wide as the
    // board is one span, so bulk work on a set costs its rows at most, never its points.
    template <typename F> void forEachSpan(F f) const
    {
        int begin = 0, length = 0;
        for (int y = 0; y < size_.rows; ++y)
            for (std::uint64_t bits = rows_[std::size_t(y)]; bits != 0;) {
                const int x = std::countr_zero(bits);
                const int run = std::countr_one(bits >> x);
                const int at = y * size_.columns + x;
                if (length > 0 && begin + length == at) {
                    length += run;
                } else {
                    if (length > 0) f(begin, length);
                    begin = at;
                    length = run;
                }
                bits = x + run >= 64 ? 0 : bits & ~std::uint64_t(0) << (x + run);
            }
        if (length > 0) f(begin, length);
    }
    // The points of a row as bits, column x at bit x.
    std::uint64_t row(int y) const { return rows_[std::size_t(y)]; }

    friend bool operator==(const PointSet &, const PointSet &) = default;

private:
    BoardSize size_;
    std::array<std::uint64_t, BoardSize::maximum> rows_{};
};

} // namespace sgf
