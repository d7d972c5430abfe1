// A game record split into diagrams as books print it (sgf2dg's convention): each diagram
// shows the position before its first move, unnumbered, and its moves numbered on their
// stones, N moves to a diagram (50 by default, 100 as well). A move that cannot be shown
// (its point already holds a stone on the diagram) is listed under it:
//
//   "20 at 14"  move 20 was played where the diagram's stone 14 stands (a ko retaken);
//   "31 at a"   move 31 was played where a stone from before the diagram stood (captured
//               since): the point is labelled a, b, c ... on the diagram;
//   "37 pass"   a pass.
//
// Setup in the middle of the line (AB, AW, AE after the first move) starts a new diagram
// at that node: its stones are part of the position the diagram starts from.
#pragma once

#include "sgf/color.h"
#include "sgf/point.h"
#include "sgf/tree.h"

#include <span>
#include <string>
#include <vector>

namespace sgf {

struct RecordDiagram {
    struct Stone {
        Point point;
        Color color = Color::Empty;
        int number = 0;
        friend bool operator==(const Stone &, const Stone &) = default;
    };
    struct Note {
        enum class Kind { AtNumber, AtLabel, Pass };
        Kind kind = Kind::Pass;
        int number = 0; // the move
        Color color = Color::Empty;
        int at = 0;               // AtNumber: the stone's number
        char label = 0;           // AtLabel: the point's letter
        std::string text() const; // "20 at 14", "31 at a", "37 pass"
        friend bool operator==(const Note &, const Note &) = default;
    };
    struct Label {
        Point point;
        char letter = 0;
        friend bool operator==(const Label &, const Label &) = default;
    };

    Node start;                // the position drawn unnumbered is this node's
    std::vector<Node> nodes;   // the diagram's nodes after start, in order (for comments)
    int first = 0, last = 0;   // the numbers of its first and last move; 0 without moves
    std::vector<Stone> stones; // the numbered stones
    std::vector<Note> notes;   // the moves not shown, in order
    std::vector<Label> labels; // letters for the notes "at a"
};

struct RecordOptions {
    int movesPerDiagram = 50; // at least 1
};

// The line's diagrams: line is a path of nodes, each a child of the one before (the main
// line, or the root to a node and on), from its root. Empty for a game other than Go or an
// empty line. O(line's length + diagrams x board).
std::vector<RecordDiagram> splitRecord(std::span<const Node> line,
                                       const RecordOptions &options = {});

// How many pages the diagrams fill at perPage to a page.
constexpr int pageCount(int diagrams, int perPage)
{
    return perPage <= 0 ? 0 : (diagrams + perPage - 1) / perPage;
}

} // namespace sgf
