// What the board shows at the current node, gathered once per node from the position and
// the node's markup: stones, move numbers, marks, labels, arrows, territory, dimmed points,
// the visible part (VW) and hints for the next moves. Painting and export read only this.
#pragma once

#include "sgf/board.h"
#include "sgf/position_cursor.h"

#include <QString>
#include <optional>
#include <vector>

namespace sgfview {

class TreeRows;

enum class MoveNumbers { Off, LastTen, SinceVariationStart };

struct SceneOptions {
    MoveNumbers moveNumbers = MoveNumbers::Off;
    bool variationHints = true;
};

struct BoardScene {
    enum class Shape : std::uint8_t { Triangle, Square, Circle, Cross, Selected };
    struct Mark {
        sgf::Point point;
        Shape shape;
    };
    struct Label {
        sgf::Point point;
        QString text;
    };
    struct Segment {
        sgf::Point from, to;
        bool arrow;
    };
    // A move of a child (or sibling, with ST[1]) node, drawn as a hint on its point.
    struct Hint {
        sgf::Point point;
        sgf::Color color;
        bool main;              // the first variation, drawn unlike the alternatives
        std::uint32_t node = 0; // where clicking it goes
    };

    bool isGo = true;
    int game = 0; // GM, for the note shown instead of a board
    sgf::BoardSize size;
    int viewLeft = 0, viewTop = 0, viewRight = 0, viewBottom = 0; // VW, inclusive
    std::vector<sgf::Color> stones;                               // row by row from the top left
    std::vector<int> numbers;          // move number to print on a stone; 0 for none
    std::vector<std::uint8_t> dimmed;  // DD
    std::vector<sgf::Color> territory; // TB and TW
    std::vector<Mark> marks;
    std::vector<Label> labels;
    std::vector<Segment> segments;
    std::vector<Hint> hints;
    std::optional<sgf::Point> lastMove;

    int index(sgf::Point p) const { return p.y * size.columns + p.x; }
    bool visible(sgf::Point p) const
    {
        return p.x >= viewLeft && p.x <= viewRight && p.y >= viewTop && p.y <= viewBottom;
    }
};

// The scene at the position's current node. rows supplies the line a node belongs to (for
// numbering since the variation's start) and whether VW/DD need looking up the tree.
BoardScene buildScene(const sgf::PositionCursor &position, const TreeRows &rows,
                      const SceneOptions &options);

} // namespace sgfview
