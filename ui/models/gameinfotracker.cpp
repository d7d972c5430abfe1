#include "gameinfotracker.h"

#include "gamecontroller.h"
#include "sgf/properties.h"

#include <algorithm>

namespace sgfview {

namespace {

bool isGameInfo(const sgf::Property &property)
{
    const sgf::PropertyInfo *info = property.info();
    return info && info->category == sgf::Category::GameInfo;
}

} // namespace

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
    bool moved = true; // whether the path's game-info nodes changed
    if (newGame) {
        nodes_ = GameInfoNodes(controller_->collection(), root);
        readPath(current);
    } else if (current && followed_ && current.parent() == followed_) { // a step down
        moved = current.hasCategory(sgf::Category::GameInfo);
        if (moved) push(current);
    } else if (current && followed_ && followed_.parent() == current) { // a step up
        moved = path_.size() > 1 && path_.back() == followed_;
        if (moved) pop();
    } else {
        const std::vector<sgf::Node> before = path_;
        readPath(current);
        moved = path_ != before;
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
    holders_.clear();
    for (const sgf::Node n : nodes_.onPathTo(node)) push(n);
}

void GameInfoTracker::push(sgf::Node node)
{
    const auto depth = std::uint32_t(path_.size());
    path_.push_back(node);
    for (const sgf::Property property : node.properties()) {
        if (!isGameInfo(property)) continue;
        const std::string_view id = property.id();
        auto holder = std::find_if(holders_.begin(), holders_.end(),
                                   [id](const auto &h) { return h.first == id; });
        if (holder == holders_.end()) holder = holders_.insert(holders_.end(), {id, {}});
        holder->second.push_back(depth);
    }
}

void GameInfoTracker::pop()
{
    const auto depth = std::uint32_t(path_.size() - 1);
    for (auto &holder : holders_)
        if (!holder.second.empty() && holder.second.back() == depth) holder.second.pop_back();
    path_.pop_back();
}

std::vector<sgf::Node> GameInfoTracker::deciding() const
{
    std::vector<std::uint32_t> depths;
    if (!path_.empty()) depths.push_back(0);
    for (const auto &holder : holders_)
        if (!holder.second.empty()) depths.push_back(holder.second.back());
    std::sort(depths.begin(), depths.end());
    depths.erase(std::unique(depths.begin(), depths.end()), depths.end());
    std::vector<sgf::Node> nodes;
    nodes.reserve(depths.size());
    for (const std::uint32_t depth : depths) nodes.push_back(path_[depth]);
    return nodes;
}

} // namespace sgfview
