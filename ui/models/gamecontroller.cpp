#include "gamecontroller.h"

#include <utility>

namespace sgfview {

namespace {

bool isFork(sgf::Node node)
{
    return node.firstChild() && node.firstChild().nextSibling();
}

} // namespace

GameController::GameController(QObject *parent) : QObject(parent)
{
    views_.rows = std::make_shared<const TreeRows>();
}

void GameController::setDocument(std::shared_ptr<const Document> document, DocumentViews views)
{
    // The old document lives until both signals are out: previous points into it.
    const std::shared_ptr<const Document> old = std::exchange(document_, std::move(document));
    collection_ = document_ ? document_->collection : sgf::Collection();
    if (!views.rows) views.rows = std::make_shared<const TreeRows>(collection_);
    views_ = std::move(views);
    Q_ASSERT(views_.rows->nodeCount() == collection_.nodeCount());
    lastVisitedChild_.clear();
    walkedFirst_ = 1;
    walkedLast_ = 0;
    const sgf::Node previous = current_;
    current_ = collection_.empty() ? sgf::Node() : collection_[0].root();
    // The loading thread's position at the root, when it came with the document.
    if (std::optional<sgf::PositionCursor> made = std::exchange(views_.firstPosition, {});
        made && made->node() == current_)
        position_ = std::move(*made);
    else
        position_.reset(current_);
    ahead_.prepare(document_, current_);
    emit documentChanged();
    emit currentChanged(current_, previous);
}

sgf::Node GameController::currentRoot() const
{
    return position_.root();
}

bool GameController::setCurrent(sgf::Node node)
{
    return go(node, Reach::Jump);
}

bool GameController::go(sgf::Node node, Reach reach)
{
    if (!node || node == current_) return false;
    const sgf::Node previous = current_;
    current_ = node;
    // Within the game this costs the path between the two nodes, or from the end of the
    // main line when that is nearer.
    if (const sgf::PositionCursor *ahead = ahead_.cursor())
        position_.seek(node, *ahead);
    else
        position_.seek(node);
    if (position_.root() != ahead_.root()) ahead_.prepare(document_, position_.root());
    if (reach == Reach::Jump) {
        remember(node);
    } else if (const sgf::Node parent = node.parent(); parent && isFork(parent)) {
        lastVisitedChild_[parent.index()] = node.index();
    }
    emit currentChanged(current_, previous);
    return true;
}

// Right follows the child last visited at each fork, so every fork above a node the user
// reached remembers the way down to it. Entries left by earlier visits may be stale, so the
// walk goes to the root: a jump costs its depth, a step to a child only its own fork.
void GameController::remember(sgf::Node node)
{
    for (sgf::Node child = node, parent = node.parent(); parent;
         child = parent, parent = parent.parent())
        if (isFork(parent)) lastVisitedChild_[parent.index()] = child.index();
}

sgf::Node GameController::nextInLine(sgf::Node node) const
{
    const sgf::Node first = node.firstChild();
    // Only forks are remembered: End down a line of a million moves asks no table.
    if (!first || !first.nextSibling()) return first;
    const auto remembered = lastVisitedChild_.find(node.index());
    if (remembered == lastVisitedChild_.end()) return first;
    return collection_.node(remembered->second);
}

bool GameController::nextMove()
{
    return current_ && go(nextInLine(current_), Reach::Step);
}

bool GameController::previousMove()
{
    return current_ && go(current_.parent(), Reach::Step);
}

bool GameController::nextVariation()
{
    for (sgf::Node n = current_; n; n = n.parent())
        if (n.parent() && n.nextSibling()) return go(n.nextSibling(), Reach::Step);
    return false;
}

bool GameController::previousVariation()
{
    for (sgf::Node n = current_; n; n = n.parent())
        if (n.parent())
            if (const sgf::Node previous = n.previousSibling()) return go(previous, Reach::Step);
    return false;
}

bool GameController::firstNode()
{
    return current_ && go(currentRoot(), Reach::Step);
}

// Between forks a line is its first children, walked in core without a question per node.
bool GameController::lastNode()
{
    sgf::Node n = forkOrEnd(current_);
    for (sgf::Node next; n && (next = nextInLine(n));) n = forkOrEnd(next);
    return go(n, Reach::Step);
}

bool GameController::nextFork()
{
    const sgf::Node n = current_ ? nextInLine(current_) : sgf::Node();
    return n && go(forkOrEnd(n), Reach::Step);
}

sgf::Node GameController::forkOrEnd(sgf::Node node) const
{
    if (!node || !collection_.owns(node)) return node.nextForkOrEnd();
    if (node.index() < walkedFirst_ || node.index() > walkedLast_) {
        walkedFirst_ = node.index();
        walkedLast_ = node.nextForkOrEnd().index();
    }
    return collection_.node(walkedLast_);
}

bool GameController::previousFork()
{
    for (sgf::Node n = current_ ? current_.parent() : sgf::Node(); n; n = n.parent())
        if (isFork(n)) return go(n, Reach::Step);
    return false;
}

bool GameController::nextGame()
{
    const sgf::Node root = currentRoot();
    return root && go(root.nextSibling(), Reach::Step);
}

bool GameController::previousGame()
{
    const sgf::Node root = currentRoot();
    return root && go(root.previousSibling(), Reach::Step);
}

} // namespace sgfview
