// The game information of one game as rows a person reads: players, result, komi, date,
// event and the rest of the FF[4] game-info properties, then the application. Values follow
// GameInfoFormat; a property the game does not give (or gives empty) has no row.
#pragma once

#include "sgf/tree.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <vector>

namespace sgfview {

class GameInfo {
    Q_DECLARE_TR_FUNCTIONS(GameInfo)

public:
    struct Row {
        QString id;    // the property shown: "PB" (its rank, BR, goes with it)
        QString label; // "Black"
        QString value; // "Honinbo Shusaku (4d)"
        friend bool operator==(const Row &, const Row &) = default;
    };

    GameInfo() = default;
    // From the nodes that hold a game's information, root first (see GameInfoNodes). FF[4]
    // allows one game-info node per path; where a file gives a property twice anyway, the
    // later node, nearer the moves, wins.
    explicit GameInfo(const std::vector<sgf::Node> &nodes);

    const QList<Row> &rows() const { return rows_; }
    bool isEmpty() const { return rows_.isEmpty(); }
    // The value of the row showing this property, or "" when there is none.
    QString value(const QString &id) const;
    // "Label: value" lines, the form copied to the clipboard.
    QString toText() const;

    friend bool operator==(const GameInfo &, const GameInfo &) = default;

private:
    QList<Row> rows_;
};

} // namespace sgfview
