// What the board shows at the current node, gathered once per node from the position and
// the node's markup: stones, move numbers, marks, labels, arrows, territory, dimmed points,
// the visible part (VW) and hints for the next moves. Painting and export read only this,
// and it is bounded by the board, not by the file: one mark a point and shape, one label and
// one hint a point, each arrow or line once and at most a board's worth of them.
#pragma once

#include "sgf/board.h"
#include "sgf/position_cursor.h"
#include "sgf/segments.h"

#include <QString>
#include <optional>
#include <vector>

namespace sgfview {

class TreeRows;

enum class MoveNumbers { Off, LastTen, SinceVariationStart };

// Which variations the board marks. The root's ST says it for its file (bit 1: the current
// node's siblings rather than its children; bit 2: none); the user may overrule it, for
// instance to see the hints a dictionary with ST[2] hides.
enum class VariationHints { AsTheFileSays, NextMoves, Alternatives, Hidden };

struct SceneOptions {
    MoveNumbers moveNumbers = MoveNumbers::Off;
    VariationHints hints = VariationHints::AsTheFileSays;
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
    using Segment = sgf::Segment;
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
    // Markup the node holds but the board cannot show: labels on a point already labelled,
    // labels past the first labelsRead (not read at all), arrows and lines past a board's
    // worth (as many as it has points) and past the first sgf::Segments::valuesRead (not
    // read). Marks, hints and repeated arrows need no note: one of each a point (an arrow
    // once) shows them all.
    struct Hidden {
        int labels = 0;
        int unreadLabels = 0;
        int segments = 0;
        int unreadSegments = 0;
        bool any() const
        {
            return labels > 0 || unreadLabels > 0 || segments > 0 || unreadSegments > 0;
        }
        friend bool operator==(const Hidden &, const Hidden &) = default;
    };
    Hidden hidden;
    // The most label values (LB and FF[3]'s L together) read from a node: a board's worth
    // many times over. The scene is built at every step onto the node, and a node of
    // 10,000,000 labels cost 50-60 ms a step to read them all.
    static constexpr int labelsRead = 65'536;
    // A label shows at most this many characters: it has one point's room.
    static constexpr qsizetype labelLimit = 6;
    // Who passed, when the current node's move is a pass (it has no point to mark).
    std::optional<sgf::Color> passed;

    int index(sgf::Point p) const { return p.y * size.columns + p.x; }
    bool visible(sgf::Point p) const
    {
        return p.x >= viewLeft && p.x <= viewRight && p.y >= viewTop && p.y <= viewBottom;
    }
};

// An empty board of this size, for the window with no file open.
BoardScene emptyScene(sgf::BoardSize size = {19, 19});

// The scene at the position's current node. rows supplies the line a node belongs to (for
// numbering since the variation's start) and whether VW/DD need looking up the tree.
BoardScene buildScene(const sgf::PositionCursor &position, const TreeRows &rows,
                      const SceneOptions &options);
// Numbers the stones of a scene built at the position's current node anew, as buildScene
// would in this mode: toggling them costs a board, not the node's markup again.
void setMoveNumbers(BoardScene &scene, const sgf::PositionCursor &position, const TreeRows &rows,
                    MoveNumbers mode);

} // namespace sgfview
