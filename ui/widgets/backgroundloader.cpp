#include "backgroundloader.h"

#include <QtConcurrent>

namespace sgfview {

BackgroundLoader::BackgroundLoader(QObject *parent) : QObject(parent)
{
    poll_.setInterval(50);
    connect(&poll_, &QTimer::timeout, this,
            [this] { emit progressChanged(shared_ ? shared_->permille / 1000.0 : 0.0); });
    connect(&watcher_, &QFutureWatcher<LoadResult>::finished, this, [this] {
        poll_.stop();
        emit finished(path_, watcher_.result());
    });
}

BackgroundLoader::~BackgroundLoader()
{
    cancel();
    wait();
}

// Watching a new future detaches the watcher from the old one, whose worker stops at its
// next progress check; its result is never delivered.
void BackgroundLoader::start(const QString &path, const LoadOptions &options)
{
    cancel();
    path_ = path;
    shared_ = std::make_shared<Shared>();
    auto shared = shared_;
    watcher_.setFuture(QtConcurrent::run([path, options, shared] {
        return DocumentLoader::load(path, options, [shared](double fraction) {
            shared->permille = int(fraction * 1000);
            return !shared->cancelled.load();
        });
    }));
    poll_.start();
}

void BackgroundLoader::cancel()
{
    if (shared_) shared_->cancelled = true;
}

void BackgroundLoader::wait()
{
    watcher_.waitForFinished();
}

} // namespace sgfview
