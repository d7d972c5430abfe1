// Loads a document on a worker thread so the window stays responsive; reports progress
// (polled, so the worker never waits on the GUI) and can be cancelled.
#pragma once

#include "io/documentloader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>

namespace sgfview {

class BackgroundLoader : public QObject {
    Q_OBJECT

public:
    explicit BackgroundLoader(QObject *parent = nullptr);
    ~BackgroundLoader() override;

    // Starts loading; a load already running is cancelled and its result dropped.
    void start(const QString &path, const LoadOptions &options);
    void cancel();
    bool isRunning() const { return watcher_.isRunning(); }
    QString path() const { return path_; }
    // Blocks until the current load (if any) has finished; for tests and shutdown.
    void wait();

signals:
    void progressChanged(double fraction);
    void finished(const QString &path, const sgfview::LoadResult &result);

private:
    struct Shared {
        std::atomic<bool> cancelled{false};
        std::atomic<int> permille{0};
    };
    QFutureWatcher<LoadResult> watcher_;
    std::shared_ptr<Shared> shared_;
    QTimer poll_;
    QString path_;
};

} // namespace sgfview
