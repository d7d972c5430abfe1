#include "sgf/star_points.h"

#include <algorithm>

namespace sgf {

namespace {

// Star point positions along one side of the board.
std::vector<int> starLines(int n)
{
    if (n < 7) return {};
    const int edge = n >= 12 ? 3 : 2;
    if (n % 2 == 1 && n >= 15) return {edge, n / 2, n - 1 - edge};
    return {edge, n - 1 - edge};
}

} // namespace

std::vector<Point> starPoints(BoardSize size)
{
    std::vector<Point> points;
    for (int x : starLines(size.columns))
        for (int y : starLines(size.rows)) points.push_back({x, y});
    const bool oddCentre = size.columns % 2 == 1 && size.rows % 2 == 1;
    const Point centre{size.columns / 2, size.rows / 2};
    if (oddCentre && size.columns >= 9 && size.rows >= 9 &&
        std::find(points.begin(), points.end(), centre) == points.end())
        points.push_back(centre);
    return points;
}

} // namespace sgf
