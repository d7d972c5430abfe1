#include "positionsahead.h"

#include <QtConcurrent>

namespace sgfview {

namespace {

// The cursor moves down in chunks of this many nodes, and looks for a cancel between them.
constexpr int chunkNodes = 4096;

std::shared_ptr<const sgf::PositionCursor> endOfMainLine(sgf::Node root,
                                                         const std::atomic<bool> &cancel)
{
    auto cursor = std::make_shared<sgf::PositionCursor>(root);
    sgf::Node node = root;
    int walked = 0;
    while (const sgf::Node child = node.firstChild()) {
        node = child;
        if (++walked < chunkNodes) continue;
        walked = 0;
        if (cancel) return nullptr;
        cursor->moveTo(node);
    }
    cursor->moveTo(node);
    return cursor;
}

} // namespace

PositionsAhead::PositionsAhead(QObject *parent) : QObject(parent)
{
    pool_.setMaxThreadCount(1);
    pool_.setThreadPriority(QThread::IdlePriority);
    connect(&watcher_, &QFutureWatcher<Worked>::finished, this, [this] {
        Worked worked = watcher_.result();
        // Work on a game no longer shown (or cancelled) is dropped.
        if (!worked.cursor || worked.root != root_) return;
        cursor_ = std::move(worked.cursor);
        emit ready();
    });
}

PositionsAhead::~PositionsAhead()
{
    if (cancel_) *cancel_ = true;
    watcher_.waitForFinished();
}

void PositionsAhead::wait()
{
    watcher_.waitForFinished();
    QCoreApplication::sendPostedEvents(&watcher_); // deliver finished() now
}

void PositionsAhead::prepare(std::shared_ptr<const Document> document, sgf::Node root)
{
    if (cancel_) *cancel_ = true;
    cancel_.reset();
    cursor_.reset();
    root_ = root;
    if (!document || !root || root.subtreeEnd() - root.index() < minimumNodes) return;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    // Watching a new future detaches the watcher from the old one: its result never comes.
    watcher_.setFuture(QtConcurrent::run(&pool_, [document, root, cancel = cancel_] {
        return Worked{root, endOfMainLine(root, *cancel)};
    }));
}

} // namespace sgfview
