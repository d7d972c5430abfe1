// The game info for the controller's current node, recomputed only when it can differ: when
// the game changes, or when a move crosses into or out of a game-info node below the root.
// A step to a child or the parent costs that node's properties, whatever the game holds: the
// game-info nodes on the path are kept with, per property, the last of them that has it (a
// file where every node holds game info costs no more per key than one where none does).
// Other jumps take the path's game-info nodes from GameInfoNodes, which knows the properties
// of each: a jump down a line of a million of them reads none of their properties.
#pragma once

#include "gameinfo.h"
#include "gameinfonodes.h"

#include <QObject>
#include <array>
#include <cstdint>
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
    void readPath(sgf::Node node);
    void push(const GameInfoNodes::Holder &holder);
    void pop();
    // The nodes GameInfo needs: the root and, per property, the last path node that has it.
    std::vector<sgf::Node> deciding() const;

    GameController *controller_;
    GameInfoNodes nodes_;
    sgf::Node followed_;                      // the node info_ is for
    std::vector<GameInfoNodes::Holder> path_; // the root, then game-info nodes to followed_
    // Per game-info property (GameInfoNodes' bit): the depths in path_ of the nodes having it.
    std::array<std::vector<std::uint32_t>, GameInfoNodes::propertyBits> holders_;
    GameInfo info_;
    bool rescan_ = true; // a new document: its nodes may reuse the old one's memory
};

} // namespace sgfview
