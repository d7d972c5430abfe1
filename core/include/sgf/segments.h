// A node's arrows (AR) and lines (LN) as a board shows them: each once (a line either way
// round is one line), from a point to another point of the board, and no more than the board
// has points, so that what is drawn or written is bounded by the board, not by the file; and
// no more than valuesRead values are read, so that the time is bounded too.
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
    std::size_t hidden = 0;     // distinct ones past the limit, among the values read
    std::size_t unread = 0;     // values past the first valuesRead, counted, not read

    // The most AR and LN values (together) read from a node: a 52x52 board's worth many
    // times over. A scene is made at every step onto a node, and reading 1,000,000 arrows
    // took 40 ms of it.
    static constexpr std::size_t valuesRead = 65'536;
};

// The node's segments on a board of this size, at most limit of them (the board's point
// count when limit is 0). Values that are no pair of points, or go from a point to itself,
// are left out.
Segments segmentsOf(Node node, BoardSize size, std::size_t limit = 0);

} // namespace sgf
