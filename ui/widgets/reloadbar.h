// The bar above the board that says when the shown file changes on disk (FileWatcher): it
// offers Reload and Ignore, and Reload Automatically, which reloads at every change without
// asking (for following an engine's output). A file deleted or made unreadable is said so,
// and what is shown stays. A reload, from here or File > Reload, keeps the current node
// (DocumentSession) and the outline's open rows (kept here).
#pragma once

#include "io/filewatcher.h"
#include "sgf/node_path.h"

#include <QFrame>
#include <vector>

class QAction;
class QLabel;
class QPushButton;

namespace sgfview {

class MainWindow;

class ReloadBar : public QFrame {
    Q_OBJECT

public:
    // Puts itself above the window's central widget, the board.
    explicit ReloadBar(MainWindow *window);

    QAction *autoReloadAction() const { return autoReload_; }
    FileWatcher *watcher() const { return watcher_; }
    QString message() const;
    QPushButton *reloadButton() const { return reload_; }
    QPushButton *ignoreButton() const { return ignore_; }

private:
    void documentChanged();
    void fileChanged(FileWatcher::Change change);

    MainWindow *window_;
    FileWatcher *watcher_;
    QLabel *label_;
    QPushButton *reload_;
    QPushButton *ignore_;
    QAction *autoReload_;
    std::vector<sgf::NodePath> openRows_; // while a reload runs
};

} // namespace sgfview
