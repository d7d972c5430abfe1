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
    const bool newGame = rescan_ || root != nodes_.root();
    rescan_ = false;
    bool moved = true; // whether the path's game-info nodes may have changed
    if (newGame) {
        nodes_ = GameInfoNodes(controller_->collection(), root);
        readPath(current);
    } else if (current && followed_ && current.parent() == followed_) { // a step down
        const GameInfoNodes::PropertySet properties = GameInfoNodes::propertiesOf(current);
        moved = properties != 0;
        if (moved) push({current.index(), properties});
    } else if (current && followed_ && followed_.parent() == current) { // a step up
        moved = path_.size() > 1 && path_.back().node == followed_.index();
        if (moved) pop();
    } else {
        readPath(current); // whether it changed is told by the info it gives
    }
    followed_ = current;
    if (!newGame && !moved) return;
    GameInfo info(deciding());
    if (info == info_) return;
    info_ = std::move(info);
    emit changed();
}

void GameInfoTracker::readPath(sgf::Node node)
{
    path_.clear();
    for (auto &depths : holders_) depths.clear();
    for (const GameInfoNodes::Holder &holder : nodes_.holdersOnPathTo(node)) push(holder);
}

void GameInfoTracker::push(const GameInfoNodes::Holder &holder)
{
    const auto depth = std::uint32_t(path_.size());
    path_.push_back(holder);
    for (GameInfoNodes::PropertySet rest = holder.properties; rest != 0; rest &= rest - 1)
        holders_[std::size_t(std::countr_zero(rest))].push_back(depth);
}

void GameInfoTracker::pop()
{
    for (GameInfoNodes::PropertySet rest = path_.back().properties; rest != 0; rest &= rest - 1)
        holders_[std::size_t(std::countr_zero(rest))].pop_back();
    path_.pop_back();
}

std::vector<sgf::Node> GameInfoTracker::deciding() const
{
    std::vector<std::uint32_t> depths;
    if (!path_.empty()) depths.push_back(0);
    for (const auto &holder : holders_)
        if (!holder.empty()) depths.push_back(holder.back());
    std::sort(depths.begin(), depths.end());
    depths.erase(std::unique(depths.begin(), depths.end()), depths.end());
    std::vector<sgf::Node> nodes;
    nodes.reserve(depths.size());
    for (const std::uint32_t depth : depths) nodes.push_back(nodes_.node(path_[depth]));
    return nodes;
}

} // namespace sgfview
