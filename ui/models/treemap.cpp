#include "treemap.h"

#include "gamecontroller.h"

#include <algorithm>
#include <utility>

namespace sgfview {

TreeMap::TreeMap(GameController *controller, QObject *parent)
    : QObject(parent), controller_(controller)
{
    // A new document resets everything; the current node's change that follows lays it out.
    connect(controller_, &GameController::documentChanged, this, [this] {
        reset();
        stale_ = true;
    });
    connect(controller_, &GameController::currentChanged, this, &TreeMap::follow);
    reset();
    follow();
}

sgf::Node TreeMap::root() const
{
    return root_ == none ? sgf::Node() : collection_.node(root_);
}

void TreeMap::reset()
{
    collection_ = controller_->collection();
    folds_.clear();
    root_ = none;
    end_ = 0;
    current_ = none;
    cutPath(0);
    marked_.clear();
    heavy_.clear();
    layout_ = std::make_shared<const TreeMapLayout>();
}

MapNode TreeMap::describe(std::uint32_t node) const
{
    const sgf::Node handle = collection_.node(node);
    if (handle.propertyCount() <= heavyNode) return describeForMap(handle, game_);
    const auto [at, added] = heavy_.try_emplace(node);
    if (added) at->second = describeForMap(handle, game_);
    return at->second;
}

void TreeMap::follow()
{
    const sgf::Node current = controller_->current();
    bool moved = std::exchange(stale_, false);
    if (!current) {
        moved |= root_ != none;
        reset();
        if (moved) emit layoutChanged();
        emit currentChanged(none, true);
        return;
    }
    const sgf::Node root = controller_->currentRoot();
    if (root.index() != root_) {
        root_ = root.index();
        end_ = root.subtreeEnd();
        game_ = sgf::Game(root);
        moved = true;
    }
    // A node inside a folded subtree (reached by a key or from another panel) unfolds it.
    if (moved || !layout_->shows(current.index())) moved |= reveal(current);
    if (moved) relayout();
    const std::uint32_t previous = std::exchange(current_, current.index());
    const bool pathChanged = updatePath(current) || moved;
    emit currentChanged(previous, pathChanged);
}

void TreeMap::relayout()
{
    const auto begin = std::lower_bound(folds_.begin(), folds_.end(), Fold{root_, 0});
    const auto end = std::lower_bound(begin, folds_.end(), Fold{end_, 0});
    std::vector<std::uint32_t> folded;
    folded.reserve(std::size_t(end - begin));
    for (auto fold = begin; fold != end; ++fold) folded.push_back(fold->node);
    const std::shared_ptr<const TreeMapLayout> &prepared = controller_->views().firstMap;
    if (folded.empty() && prepared && prepared->first() == root_ && prepared->end() == end_) {
        layout_ = prepared;
        for (const DocumentViews::HeavyNode &heavy : controller_->views().firstHeavyNodes)
            heavy_.try_emplace(heavy.node, heavy.map);
    } else
        layout_ = std::make_shared<const TreeMapLayout>(collection_, root_, end_, folded);
    cutPath(0); // depths are the same, but a fold may have cut the path: find it again
    emit layoutChanged();
}

// The path changes only when the current node leaves it; then the part above is walked back
// to where it joins the old path, and the part below follows the remembered line again.
bool TreeMap::updatePath(sgf::Node current)
{
    const std::uint32_t depth = layout_->depth(current.index());
    if (pathAt(depth) == current.index()) return false;
    // Above: the nodes up to where the old path is joined, kept from there up.
    std::uint32_t joined = depth;
    std::vector<std::uint32_t> above;
    for (sgf::Node up = current.parent(); joined > 0 && pathAt(joined - 1) != up.index();
         up = up.parent(), --joined)
        above.push_back(up.index());
    cutPath(joined);
    for (auto node = above.rbegin(); node != above.rend(); ++node) extendPath(*node, *node);
    // Below: the line Right follows, a stretch of single children (found in the core's
    // arrays) and a fork's remembered child at a time.
    for (sgf::Node from = current; from;) {
        const sgf::Node fork = controller_->forkOrEnd(from);
        extendPath(from.index(), fork.index());
        from = controller_->nextInLine(fork);
    }
    return true;
}

std::uint32_t TreeMap::pathAt(std::uint32_t depth) const
{
    if (depth >= pathLength_) return none;
    const auto run =
        std::upper_bound(pathRuns_.begin(), pathRuns_.end(), depth,
                         [](std::uint32_t d, const PathRun &r) { return d < r.depth; }) -
        1;
    return run->node + (depth - run->depth);
}

std::vector<std::uint32_t> TreeMap::pathNodes() const
{
    std::vector<std::uint32_t> nodes;
    nodes.reserve(pathLength_);
    for (std::uint32_t d = 0, r = 0; d < pathLength_; ++d) {
        if (r + 1 < pathRuns_.size() && pathRuns_[r + 1].depth == d) ++r;
        nodes.push_back(pathRuns_[r].node + (d - pathRuns_[r].depth));
    }
    return nodes;
}

void TreeMap::cutPath(std::uint32_t length)
{
    while (!pathRuns_.empty() && pathRuns_.back().depth >= length) pathRuns_.pop_back();
    pathLength_ = std::min(pathLength_, length);
}

void TreeMap::extendPath(std::uint32_t first, std::uint32_t last)
{
    const bool continues = !pathRuns_.empty() &&
                           pathRuns_.back().node + (pathLength_ - pathRuns_.back().depth) == first;
    if (!continues) pathRuns_.push_back({pathLength_, first});
    pathLength_ += last - first + 1;
}

std::vector<TreeMap::Fold>::const_iterator TreeMap::findFold(std::uint32_t node) const
{
    const auto at = std::lower_bound(folds_.begin(), folds_.end(), Fold{node, 0});
    return at != folds_.end() && at->node == node ? at : folds_.end();
}

bool TreeMap::isFolded(std::uint32_t node) const
{
    return findFold(node) != folds_.end();
}

std::uint32_t TreeMap::hiddenCount(std::uint32_t node) const
{
    const auto fold = findFold(node);
    return fold == folds_.end() ? 0 : fold->end - node - 1;
}

bool TreeMap::canFold(std::uint32_t node) const
{
    return node < collection_.nodeCount() && collection_.node(node).hasChildren();
}

bool TreeMap::hasFolds() const
{
    const auto fold = std::lower_bound(folds_.begin(), folds_.end(), Fold{root_, 0});
    return fold != folds_.end() && fold->node < end_;
}

bool TreeMap::hasFoldsIn(std::uint32_t node) const
{
    if (node >= collection_.nodeCount()) return false;
    const auto fold = std::lower_bound(folds_.begin(), folds_.end(), Fold{node, 0});
    return fold != folds_.end() && fold->node < collection_.node(node).subtreeEnd();
}

bool TreeMap::reveal(sgf::Node node)
{
    bool changed = false;
    for (sgf::Node above = node.parent(); above; above = above.parent()) {
        if (const auto fold = findFold(above.index()); fold != folds_.end()) {
            folds_.erase(fold);
            changed = true;
        }
    }
    return changed;
}

void TreeMap::setFolds(std::vector<Fold> folds)
{
    folds_ = std::move(folds);
    relayout();
    // Folding may hide the current node: its nearest shown ancestor, the fold, takes over.
    sgf::Node current = controller_->current();
    if (current && !layout_->shows(current.index())) {
        while (!layout_->shows(current.index())) current = current.parent();
        controller_->setCurrent(current); // follow() finds the path
        return;
    }
    if (current) updatePath(current);
    emit currentChanged(current_, true);
}

void TreeMap::setFolded(std::uint32_t node, bool folded)
{
    if (root_ == none || node < root_ || node >= end_ || folded == isFolded(node)) return;
    if (folded && !canFold(node)) return;
    std::vector<Fold> folds = folds_;
    if (folded) {
        const Fold fold{node, collection_.node(node).subtreeEnd()};
        folds.insert(std::lower_bound(folds.begin(), folds.end(), fold), fold);
    } else {
        folds.erase(folds.begin() + (findFold(node) - folds_.begin()));
    }
    setFolds(std::move(folds));
}

void TreeMap::unfoldSubtree(std::uint32_t node)
{
    if (root_ == none || node < root_ || node >= end_) return;
    const std::uint32_t end = collection_.node(node).subtreeEnd();
    std::vector<Fold> folds;
    for (const Fold &fold : folds_)
        if (fold.node < node || fold.node >= end) folds.push_back(fold);
    if (folds.size() != folds_.size()) setFolds(std::move(folds));
}

void TreeMap::unfoldAll()
{
    if (!hasFolds()) return;
    std::vector<Fold> folds;
    for (const Fold &fold : folds_)
        if (fold.node < root_ || fold.node >= end_) folds.push_back(fold);
    setFolds(std::move(folds));
}

void TreeMap::foldOffPath()
{
    if (pathLength_ == 0) return;
    // The folds of other games stay; in this one, every child off the path that has a
    // subtree is folded. Subtree ends come down the path: a child's subtree ends where its
    // next sibling starts, the last child's where its parent's does.
    std::vector<Fold> folds;
    for (const Fold &fold : folds_)
        if (fold.node < root_ || fold.node >= end_) folds.push_back(fold);
    std::uint32_t end = end_;
    // Asked depth by depth, not as a list: a line of 20,000,000 nodes is one run of the path.
    for (std::uint32_t d = 0; d + 1 < pathLength_; ++d) {
        const sgf::Node node = collection_.node(pathAt(d));
        const std::uint32_t onPath = pathAt(d + 1);
        std::uint32_t onPathEnd = end;
        for (sgf::Node child = node.firstChild(); child; child = child.nextSibling()) {
            const sgf::Node sibling = child.nextSibling();
            const std::uint32_t childEnd = sibling ? sibling.index() : end;
            if (child.index() == onPath)
                onPathEnd = childEnd;
            else if (child.hasChildren())
                folds.push_back({child.index(), childEnd});
        }
        end = onPathEnd;
    }
    std::sort(folds.begin(), folds.end());
    setFolds(std::move(folds));
}

void TreeMap::setMarked(std::vector<std::uint32_t> nodes)
{
    if (nodes == marked_) return;
    marked_ = std::move(nodes);
    emit markedChanged();
}

bool TreeMap::isMarked(std::uint32_t node) const
{
    return std::binary_search(marked_.begin(), marked_.end(), node);
}

} // namespace sgfview
