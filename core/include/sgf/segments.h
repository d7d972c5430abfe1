// A node's arrows (AR) and lines (LN) as a board shows them: each once (a line either way
// round is one line), from a point to another point of the board, and no more than the board
// has points, so that what is drawn or written is bounded by the board, not by the file.
#pragma once

#include "sgf/point.h"
#include "sgf/tree.h"

#include <cstddef>
#include <vector>

namespace sgf {

struct Segment {
    Point from, to;
    bool arrow; // AR; false for LN

    friend bool operator==(const Segment &, const Segment &) = default;
};

struct Segments {
    std::vector<Segment> shown; // arrows first, then lines, each in the file's order
    std::size_t hidden = 0;     // distinct ones past the limit
};

// The node's segments on a board of this size, at most limit of them (the board's point
// count when limit is 0). Values that are no pair of points, or go from a point to itself,
// are left out.
Segments segmentsOf(Node node, BoardSize size, std::size_t limit = 0);

} // namespace sgf
