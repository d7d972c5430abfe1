#include "findsession.h"

#include "gamecontroller.h"

namespace sgfview {

FindSession::FindSession(GameController *controller, QObject *parent)
    : QObject(parent), controller_(controller), runner_(new SearchRunner(this)),
      results_(new FindResultsModel(this))
{
    connect(runner_, &SearchRunner::found, this, [this](const std::vector<FoundHit> &hits) {
        results_->append(hits);
        emit hitsChanged();
    });
    connect(runner_, &SearchRunner::finished, this, &FindSession::hitsChanged);
    connect(controller_, &GameController::documentChanged, this, &FindSession::documentChanged);
    connect(controller_, &GameController::currentChanged, this, &FindSession::currentChanged);
}

void FindSession::setQuery(const FindQuery &query, bool allGames)
{
    if (query == query_ && allGames == allGames_ && (isSearching() || hitCount() > 0)) return;
    query_ = query;
    allGames_ = allGames;
    restart();
}

void FindSession::clear()
{
    query_ = {};
    restart();
}

void FindSession::restart()
{
    runner_->cancel();
    results_->clear(controller_->document());
    hasCurrentHit_ = false;
    error_.clear();
    const auto &document = controller_->document();
    if (!document || query_.isEmpty()) {
        emit hitsChanged();
        return;
    }
    sgf::SearchOptions options = searchOptions(query_);
    if (!allGames_) {
        const sgf::Node root = controller_->currentRoot();
        searchedGame_ = root.index();
        options.firstNode = root.index();
        options.endNode = root.subtreeEnd();
    }
    if (query_.point) {
        runner_->start(document, [options, point = *query_.point, color = query_.color](
                                     const sgf::Collection &collection,
                                     const std::function<bool(const sgf::SearchHit &)> &found,
                                     std::stop_token stop) {
            return sgf::searchMoves(collection, options, point, color, found, std::move(stop));
        });
        emit hitsChanged();
        return;
    }
    std::shared_ptr<const sgf::TextMatcher> matcher = makeMatcher(query_, &error_);
    if (!matcher) {
        emit hitsChanged();
        return;
    }
    runner_->start(document, std::move(matcher), std::move(options));
    emit hitsChanged();
}

void FindSession::documentChanged()
{
    if (!query_.isEmpty() || hitCount() > 0) restart();
}

void FindSession::currentChanged()
{
    if (!allGames_ && !query_.isEmpty() && controller_->currentRoot() &&
        controller_->currentRoot().index() != searchedGame_) {
        restart();
        return;
    }
    if (hasCurrentHit_ && results_->hits()[currentHit_].node != controller_->current().index()) {
        hasCurrentHit_ = false;
        emit currentHitChanged();
    }
}

std::optional<std::size_t> FindSession::currentHit() const
{
    if (!hasCurrentHit_) return std::nullopt;
    return currentHit_;
}

std::vector<std::uint32_t> FindSession::hitNodes() const
{
    std::vector<std::uint32_t> nodes;
    for (const FoundHit &hit : results_->hits())
        if (nodes.empty() || nodes.back() != hit.node) nodes.push_back(hit.node);
    return nodes;
}

FindSession::Step FindSession::next()
{
    return step(true);
}

FindSession::Step FindSession::previous()
{
    return step(false);
}

FindSession::Step FindSession::step(bool forward)
{
    const auto &hits = results_->hits();
    if (hits.empty()) return Step::NoHits;
    const std::uint32_t here = controller_->current().index();
    std::size_t target;
    bool wrapped = false;
    if (hasCurrentHit_) { // from the hit we are at: the next one may be in the same node
        if (forward) {
            wrapped = currentHit_ + 1 == hits.size();
            target = wrapped ? 0 : currentHit_ + 1;
        } else {
            wrapped = currentHit_ == 0;
            target = wrapped ? hits.size() - 1 : currentHit_ - 1;
        }
    } else {
        // From the current node: forward, its own first hit or the first after it; back,
        // the last hit before it.
        const auto [first, last] = results_->hitsIn(here);
        if (forward) {
            target = first;
            wrapped = target == hits.size();
            if (wrapped) target = 0;
        } else {
            wrapped = first == 0;
            target = wrapped ? hits.size() - 1 : first - 1;
        }
        (void)last;
    }
    goToHit(target);
    return wrapped ? Step::Wrapped : Step::Moved;
}

void FindSession::goToHit(std::size_t i)
{
    const auto &hits = results_->hits();
    if (i >= hits.size() || !controller_->document()) return;
    currentHit_ = i;
    hasCurrentHit_ = true;
    // Set before moving: currentChanged then finds the hit's node current and keeps it.
    controller_->setCurrent(controller_->collection().node(hits[i].node));
    emit currentHitChanged();
}

} // namespace sgfview
