// Where a board's star points (hoshi) are: corners at the 4-4 (3-3 on boards under 12
// lines), the sides' middles on odd boards from 15 lines, and the centre on odd boards from
// 9 up. The board painter dots them and the ASCII diagram writes them as ','.
#pragma once

#include "sgf/point.h"

#include <vector>

namespace sgf {

// Column by column, then the centre when it is not one already.
std::vector<Point> starPoints(BoardSize size);

} // namespace sgf
