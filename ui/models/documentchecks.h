// Checks the shown document off the GUI thread: when the controller shows a document, its
// reading problems are there at once and the checks (sgf/check.h) run on a worker; the tree
// and board show meanwhile. When they finish, problems() has them all. A new document
// cancels the checks of the one before, whose result is dropped. A part of a file shown while
// the rest is read has its reading problems only: the whole is checked.
#pragma once

#include "problems.h"

#include <QFutureWatcher>
#include <QObject>
#include <atomic>
#include <memory>

namespace sgfview {

class GameController;

class DocumentChecks : public QObject {
    Q_OBJECT

public:
    explicit DocumentChecks(GameController *controller, QObject *parent = nullptr);
    ~DocumentChecks() override;

    // The shown document's problems; empty without a document.
    const std::shared_ptr<const Problems> &problems() const { return problems_; }
    bool isRunning() const { return watcher_.isRunning(); }
    // Blocks until the running checks have finished and are delivered (tests, shutdown).
    void wait();

signals:
    // A new document's reading problems, and again when its checks are in.
    void problemsChanged();

private:
    struct Checked {
        std::shared_ptr<const Document> document; // what was checked
        std::shared_ptr<const Problems> problems; // null when cancelled
    };
    void start();

    GameController *controller_;
    std::shared_ptr<const Problems> problems_;
    QFutureWatcher<Checked> watcher_;
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace sgfview
