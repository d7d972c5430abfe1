#include "gameinfotracker.h"

#include "gamecontroller.h"

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
    const bool newGame = rescan_ || root != nodes_.root();
    rescan_ = false;
    if (newGame) nodes_ = GameInfoNodes(controller_->collection(), root);
    std::vector<sgf::Node> applying = nodes_.onPathTo(controller_->current());
    if (!newGame && applying == applying_) return;
    applying_ = std::move(applying);
    GameInfo info(applying_);
    if (info == info_) return;
    info_ = std::move(info);
    emit changed();
}

} // namespace sgfview
