// A position as an ASCII diagram in Sensei's Library's markup (senseis.xmp.net, "How
// diagrams work"), which forums (Sensei's Library, Life in 19x19's [go] tag) draw as a board:
//
//   $$B title           header: B when move 1 is Black's, W when it is White's
//   $$ +-------+        the board's edges (the whole board is always drawn)
//   $$ | X O , |        X black, O white, . empty, , an empty star point
//   $$ | 1 2 a |        1-9 and 0 (for 10): the numbered moves; a-z: labels on empty points
//   $$ +-------+
//   $$ {AR D4 F6}      an arrow (AR) or a line (LN), in the board's coordinates
//
// Marked points: circle B (black stone), W (white stone), C (empty); square # @ S;
// triangle Y Q T; cross Z P M.
//
// What it shows: the moves leading to the node numbered 1 to 10 (the most the markup has
// digits for) on the position before the first of them, the node's own marks and one-letter
// labels, and its arrows and lines (each once, at most 64). The numbered run is the longest
// run of moves ending at the node that the markup can show: each on a point empty before it
// and not played again in the run, the colours alternating (the header says only who plays
// 1), no pass and no setup on the way. A node with no such move gives its position with no
// numbers (header: who plays next).
#pragma once

#include "sgf/tree.h"

#include <string>

namespace sgf {

struct AsciiDiagramOptions {
    int numberedMoves = 10; // 0 to 10
    std::string title;      // after the header, one line (line breaks become spaces)
};

struct AsciiDiagram {
    std::string text;    // every line ends with '\n'; empty for a game other than Go
    int firstNumber = 0; // the game's move number of the diagram's 1; 0 when none is numbered
    int numbered = 0;    // how many moves are numbered
};

// The diagram of the position at node. O(depth) to find the position, then bounded by the
// board and ten moves.
AsciiDiagram asciiDiagram(Node node, const AsciiDiagramOptions &options = {});

} // namespace sgf
