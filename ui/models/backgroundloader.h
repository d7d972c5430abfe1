// Loads a document on a worker thread so the window stays responsive: the file is read,
// decoded and parsed (DocumentLoader), then the tree view's rows are laid out there too
// (55 ms on a 21 MB file). A big collection's first game comes first, on its own, then the
// games of its first run (headLoaded), so that they show while the rest is read. Reports progress
// (polled, so the worker never waits on the GUI) and can be cancelled.
#pragma once

#include "documentviews.h"
#include "io/documentloader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>

namespace sgfview {

class BackgroundLoader : public QObject {
    Q_OBJECT

public:
    // What the worker runs to read a document: DocumentLoader::load unless a test holds the
    // load here to look at the window while it lasts.
    using Load = std::function<LoadResult(const QString &path, const LoadOptions &options,
                                          const DocumentLoader::Progress &progress)>;

    explicit BackgroundLoader(QObject *parent = nullptr);
    ~BackgroundLoader() override;

    // Starts loading; a load already running is cancelled and its result dropped.
    void start(const QString &path, const LoadOptions &options);
    void cancel();
    bool isRunning() const { return watcher_.isRunning(); }
    QString path() const { return path_; }
    // Blocks until the current load (if any) has finished; for tests and shutdown.
    void wait();
    void setLoad(Load load);

signals:
    void started(const QString &path);
    void progressChanged(double fraction);
    // What the head of the file being loaded holds, before finished: its first game tree alone
    // (LoadOptions::firstGame), then the game trees of its first run (LoadOptions::firstRun);
    // only while that load is the current one.
    void headLoaded(const QString &path, const sgfview::LoadResult &result,
                    const sgfview::DocumentViews &views);
    // views are worked out over the document, empty when result holds no document.
    void finished(const QString &path, const sgfview::LoadResult &result,
                  const sgfview::DocumentViews &views);

private:
    struct Loaded {
        LoadResult result;
        DocumentViews views;
    };
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<int> permille{0}; // 1000 once the whole load's result is on its way
        // Once the document is read, the nodes whose rows are laid out, and how many of them.
        TreeRows::Watch rows;
        std::atomic<std::uint64_t> rowsToLayOut{0};
        double fraction() const;
    };
    QFutureWatcher<Loaded> watcher_;
    std::shared_ptr<Shared> shared_;
    QTimer poll_;
    QString path_;
    Load load_;
};

} // namespace sgfview
