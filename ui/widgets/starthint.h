// What the window shows with no file open, over the empty board: how to open one (File >
// Open's key, or dropping a file) and the recent files as links. It follows the controller
// (shown only while there is no document) and the recent files.
#pragma once

#include <QLabel>

namespace sgfview {

class GameController;
class RecentFiles;

class StartHint : public QLabel {
    Q_OBJECT

public:
    // Placed over board, centred, for as long as there is no document.
    StartHint(GameController *controller, RecentFiles *recent, QWidget *board);

signals:
    void openDialogRequested();
    void openRequested(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void update();
    void place();

    GameController *controller_;
    RecentFiles *recent_;
};

} // namespace sgfview
