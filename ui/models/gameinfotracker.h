// The game info for the controller's current node, recomputed only when it can differ: when
// the game changes, or when a move crosses into or out of a game-info node below the root.
// Walking a game's moves costs nothing here unless the game has such nodes.
#pragma once

#include "gameinfo.h"
#include "gameinfonodes.h"

#include <QObject>
#include <vector>

namespace sgfview {

class GameController;

class GameInfoTracker : public QObject {
    Q_OBJECT

public:
    explicit GameInfoTracker(GameController *controller, QObject *parent = nullptr);
    const GameInfo &info() const { return info_; }

signals:
    void changed();

private:
    void follow();

    GameController *controller_;
    GameInfoNodes nodes_;
    std::vector<sgf::Node> applying_; // the nodes info_ was read from
    GameInfo info_;
    bool rescan_ = true; // a new document: its nodes may reuse the old one's memory
};

} // namespace sgfview
