#include "gameinfotracker.h"

#include "gamecontroller.h"

#include <algorithm>
#include <bit>

namespace sgfview {

GameInfoTracker::GameInfoTracker(GameController *controller, QObject *parent)
    : QObject(parent), controller_(controller)
{
    connect(controller, &GameController::documentChanged, this, [this] { rescan_ = true; });
    connect(controller, &GameController::currentChanged, this, &GameInfoTracker::follow);
    follow();
}

void GameInfoTracker::follow()
{
    const sgf::Node root = controller_->currentRoot();
    const sgf::Node current = controller_->current();
    const bool newGame = rescan_ || root != nodes_->root();
    rescan_ = false;
    bool moved = true; // whether the path's game-info nodes may have changed
    if (newGame) {
        const std::shared_ptr<const GameInfoNodes> &prepared = controller_->views().firstGameInfo;
        if (prepared && prepared->root() == root)
            nodes_ = prepared;
        else
            nodes_ = std::make_shared<const GameInfoNodes>(controller_->collection(), root);
        last_ = nodes_->lastHoldersOnPathTo(current);
    } else if (current && followed_ && current.parent() == followed_) { // a step down
        const GameInfoNodes::PropertySet properties = GameInfoNodes::propertiesOf(current);
        moved = properties != 0;
        for (GameInfoNodes::PropertySet rest = properties; rest != 0; rest &= rest - 1)
            last_[std::size_t(std::countr_zero(rest))] = current.index();
    } else if (current && followed_ && followed_.parent() == current) { // a step up
        // The node left was a game-info node when it is the last holder of some property.
        moved = std::find(last_.begin(), last_.end(), followed_.index()) != last_.end();
        if (moved) last_ = nodes_->lastHoldersOnPathTo(current);
    } else {
        last_ = nodes_->lastHoldersOnPathTo(current); // what changed is told by the info
    }
    followed_ = current;
    if (!newGame && !moved) return;
    GameInfo info(nodes_->nodesOf(last_));
    if (info == info_) return;
    info_ = std::move(info);
    emit changed();
}

} // namespace sgfview
