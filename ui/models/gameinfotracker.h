// The game info for the controller's current node, recomputed only when it can differ: when
// the game changes, or when a move crosses into or out of a game-info node below the root.
// Per property, the last game-info node on the path that has it is kept. A step to a child
// costs that node's properties; a step up out of a game-info node and any other jump ask
// GameInfoNodes, which finds them from the nearest game-info node above without reading any
// node's properties: a jump to the end of a line of ten million of them costs no more than a
// step (a file where every node holds game info costs no more per key than one where none
// does).
#pragma once

#include "gameinfo.h"
#include "gameinfonodes.h"

#include <QObject>
#include <memory>

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
    // The document's first game comes worked out with it (DocumentViews).
    std::shared_ptr<const GameInfoNodes> nodes_ = std::make_shared<const GameInfoNodes>();
    sgf::Node followed_; // the node info_ is for
    // Per game-info property, the last node below the root on the path to followed_ with it.
    GameInfoNodes::LastHolders last_{};
    GameInfo info_;
    bool rescan_ = true; // a new document: its nodes may reuse the old one's memory
};

} // namespace sgfview
