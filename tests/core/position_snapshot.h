// What a position cursor says about its position, as one value to compare, and the reference
// it is compared with: a fresh cursor stepping from the root, one child at a time.
#pragma once

#include "board_diagram.h"
#include "sgf/diagnostic_code.h"
#include "sgf/position_cursor.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QTest>

namespace testdata::position {

using sgf::Color;
using sgf::Node;
using sgf::Point;
using sgf::PositionCursor;
using testdata::diagram;

// A move or a stone as SGF writes it: "B[cc]", "W[]" for a pass.
inline QString describe(Color color, std::optional<Point> point)
{
    const QString where = point ? QString::fromStdString(sgf::formatPoint(*point)) : QString();
    return (color == Color::Black ? "B[" : "W[") + where + ']';
}

inline QString describe(const std::optional<sgf::Move> &move)
{
    return move ? describe(move->color, move->point) : QString();
}

// Every stone on the board, row by row: {"B[aa]", "W[cb]"}.
inline QStringList stones(const sgf::Board &board)
{
    QStringList out;
    for (int y = 0; y < board.size().rows; ++y)
        for (int x = 0; x < board.size().columns; ++x)
            if (board.at({x, y}) != Color::Empty) out << describe(board.at({x, y}), Point{x, y});
    return out;
}

inline QStringList warnings(const PositionCursor &cursor)
{
    QStringList out;
    // Each is worded from its code and arguments (sgf/diagnostic_code.h), which the window
    // translates: a message that is not shows up in the comparison.
    for (const auto &w : cursor.warnings())
        out << QString::fromStdString(w.message == sgf::describe(w.code, w.arguments)
                                          ? w.message
                                          : "not its code's words: " + w.message);
    return out;
}

// Everything a cursor says about its position, to compare two cursors in one go.
struct Snapshot {
    std::uint32_t node = 0;
    QStringList board;
    int capturedByBlack = 0, capturedByWhite = 0, moveNumber = 0;
    Color toMove = Color::Empty;
    QString lastMove;
    QStringList warnings;
    QList<QPair<int, int>> origins; // per point: node index and move number, or -1
    bool operator==(const Snapshot &) const = default;
};

inline Snapshot snapshot(const PositionCursor &cursor)
{
    Snapshot s{
        cursor.node().index(),           diagram(cursor.board()), cursor.capturedBy(Color::Black),
        cursor.capturedBy(Color::White), cursor.moveNumber(),     cursor.toMove(),
        describe(cursor.lastMove()),     warnings(cursor),        {}};
    for (int y = 0; y < cursor.size().rows; ++y) {
        for (int x = 0; x < cursor.size().columns; ++x) {
            const auto origin = cursor.playedBy({x, y});
            s.origins << (origin ? qMakePair(int(origin->node.index()), origin->moveNumber)
                                 : qMakePair(-1, -1));
        }
    }
    return s;
}

// The reference: a fresh cursor stepping from the root down to target, one child at a time.
inline Snapshot replayFromRoot(Node target)
{
    std::vector<Node> line;
    for (Node n = target; n; n = n.parent()) line.push_back(n);
    PositionCursor replay(line.back());
    for (auto n = line.rbegin() + 1; n != line.rend(); ++n) replay.moveTo(*n);
    return snapshot(replay);
}

// Every node of a game tree: its subtree is a range of document order.
inline std::vector<Node> nodesOf(const sgf::GameTree &tree)
{
    std::vector<Node> nodes;
    const auto collection = tree.collection();
    for (auto i = tree.root().index(); i < tree.root().subtreeEnd(); ++i)
        nodes.push_back(collection.node(i));
    return nodes;
}

} // namespace testdata::position
