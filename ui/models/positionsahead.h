// The position at the end of a long game's main line, worked out off the GUI thread as soon as
// the game is shown, so that End (or a click far down the line) starts from a copy of it
// instead of applying every move on the way (PositionCursor::seek(target, ahead)): on a line
// of a million moves that is a copy of its checkpoints, not a million moves.
#pragma once

#include "io/document.h"
#include "sgf/position_cursor.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>

namespace sgfview {

class PositionsAhead : public QObject {
    Q_OBJECT

public:
    explicit PositionsAhead(QObject *parent = nullptr);
    ~PositionsAhead() override;

    // Starts on root's game (a game of document, which the work keeps alive), dropping the
    // game before; a game too small to need it, or a null root, only drops it.
    void prepare(std::shared_ptr<const Document> document, sgf::Node root);
    // The game prepared or being prepared; null for none.
    sgf::Node root() const { return root_; }
    // At the end of root()'s main line once worked out; null before, and for a small game.
    const sgf::PositionCursor *cursor() const { return cursor_.get(); }
    // Whether work is under way (its result may still be dropped).
    bool isRunning() const { return watcher_.isRunning(); }
    // Blocks until the work has finished and its result is in (tests).
    void wait();

    // A game of fewer nodes gets none: its longest jump applies a few thousand at most.
    static constexpr std::uint32_t minimumNodes = 4096;

signals:
    void ready();

private:
    struct Worked {
        sgf::Node root;
        std::shared_ptr<const sgf::PositionCursor> cursor; // null when cancelled
    };

    sgf::Node root_;
    std::shared_ptr<const sgf::PositionCursor> cursor_;
    // One thread, at idle priority: the work runs on a core nothing else wants, never in the
    // way of the first paint or the checks of a file just opened.
    QThreadPool pool_;
    QFutureWatcher<Worked> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace sgfview
