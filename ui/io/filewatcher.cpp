#include "filewatcher.h"

#include <QFile>
#include <QFileInfo>

namespace sgfview {

FileWatcher::FileWatcher(QObject *parent) : QObject(parent)
{
    settle_.setSingleShot(true);
    settle_.setInterval(settleMs);
    connect(&settle_, &QTimer::timeout, this, &FileWatcher::check);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &FileWatcher::somethingChanged);
    connect(&watcher_, &QFileSystemWatcher::directoryChanged, this, &FileWatcher::somethingChanged);
}

void FileWatcher::watch(const QString &path, qint64 size, const QDateTime &modified)
{
    if (!watcher_.files().isEmpty()) watcher_.removePaths(watcher_.files());
    if (!watcher_.directories().isEmpty()) watcher_.removePaths(watcher_.directories());
    settle_.stop();
    path_ = path;
    size_ = size;
    modified_ = modified;
    state_ = State::AsRead;
    if (path.isEmpty()) return;
    watcher_.addPath(path);
    watcher_.addPath(QFileInfo(path).absolutePath());
}

void FileWatcher::somethingChanged()
{
    settle_.start(); // again: the change is told once the file has been quiet a while
}

void FileWatcher::check()
{
    if (path_.isEmpty()) return;
    const QFileInfo info(path_);
    if (!info.exists()) {
        if (state_ != State::Removed) {
            state_ = State::Removed;
            emit changed(Change::Removed);
        }
        return;
    }
    // Back after an atomic save (or never left): watched again, as the watcher dropped it.
    if (!watcher_.files().contains(path_)) watcher_.addPath(path_);
    QFile file(path_);
    if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
        if (state_ != State::Unreadable) {
            state_ = State::Unreadable;
            emit changed(Change::Unreadable);
        }
        return;
    }
    const qint64 size = info.size();
    const QDateTime modified = info.lastModified();
    if (size == size_ && modified == modified_ && state_ == State::AsRead) return;
    if (size == size_ && modified == modified_ && state_ == State::Modified) return;
    size_ = size;
    modified_ = modified;
    state_ = State::Modified;
    emit changed(Change::Modified);
}

} // namespace sgfview
