// Watches the shown file for changes other programs make (an engine writing its analysis,
// an editor saving). QFileSystemWatcher stops watching a file once it is renamed or removed,
// which is how editors save (a new file renamed over the old one), so the folder is watched
// too and the file watched again whenever it is back. Bursts of changes (a program writing
// in pieces) are told once, after they settle. Nothing is ever written.
#pragma once

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QObject>
#include <QTimer>

namespace sgfview {

class FileWatcher : public QObject {
    Q_OBJECT

public:
    enum class Change { Modified, Removed, Unreadable };
    Q_ENUM(Change)

    explicit FileWatcher(QObject *parent = nullptr);

    // Watches path, as it was read (size and modification time); an empty path stops.
    void watch(const QString &path, qint64 size, const QDateTime &modified);
    QString path() const { return path_; }
    // How long a change waits for the next before it is told.
    static constexpr int settleMs = 300;

signals:
    // The file differs from how it was read (or was last told). Told once per change.
    void changed(sgfview::FileWatcher::Change change);

private:
    void somethingChanged();
    void check();

    QFileSystemWatcher watcher_;
    QTimer settle_;
    QString path_;
    qint64 size_ = -1;
    QDateTime modified_;
    // What was last told, so that a state is told once: Modified is told again for every
    // new modification.
    enum class State { AsRead, Modified, Removed, Unreadable };
    State state_ = State::AsRead;
};

} // namespace sgfview
