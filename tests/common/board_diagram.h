// Boards written as text for test expectations: one string per row from the top, 'X' a
// black stone, 'O' a white one, '.' (or '+', as GNU Go draws star points) an empty point.
// A lowercase 'x' or 'o' marks where a stone is about to be played (the point is empty).
#pragma once

#include "sgf/board.h"

#include <QStringList>
#include <optional>

namespace testdata {

struct Diagram {
    sgf::Board board;
    std::optional<sgf::Point> move; // the lowercase point, if any
    sgf::Color moveColor = sgf::Color::Empty;
};

inline Diagram readDiagram(const QStringList &rows)
{
    const int columns = rows.isEmpty() ? 0 : int(rows.first().size());
    Diagram d{sgf::Board({columns, int(rows.size())}), std::nullopt, sgf::Color::Empty};
    for (int y = 0; y < rows.size(); ++y) {
        for (int x = 0; x < rows[y].size(); ++x) {
            const QChar c = rows[y][x];
            if (c == 'X') d.board.set({x, y}, sgf::Color::Black);
            if (c == 'O') d.board.set({x, y}, sgf::Color::White);
            if (c == 'x' || c == 'o') {
                d.move = sgf::Point{x, y};
                d.moveColor = c == 'x' ? sgf::Color::Black : sgf::Color::White;
            }
        }
    }
    return d;
}

inline QStringList diagram(const sgf::Board &board)
{
    QStringList rows;
    for (int y = 0; y < board.size().rows; ++y) {
        QString row;
        for (int x = 0; x < board.size().columns; ++x) {
            const sgf::Color c = board.at({x, y});
            row += c == sgf::Color::Black ? 'X' : c == sgf::Color::White ? 'O' : '.';
        }
        rows << row;
    }
    return rows;
}

} // namespace testdata
