// The window's menus: File (open, recent, reload, close, export, quit), Edit (copy, paste,
// find), View (move numbers, variation hints, coordinates, the docks, the current game only, the
// charset), Go (the controller's moves and the jumps) and Help. Their keys are window actions, so
// they work while the menu bar is hidden. A feature adds its actions here, to the menu they
// belong in.
#pragma once

#include <QObject>
#include <QStringList>
#include <functional>

class QAction;
class QActionGroup;
class QKeySequence;
class QMenu;

namespace sgfview {

class GameController;
class MainWindow;

class WindowMenus : public QObject {
    Q_OBJECT

public:
    // Call once the window's docks exist: View lists them.
    explicit WindowMenus(MainWindow *window);
    // File > Open's dialog.
    void openDialog();

private:
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createBoardActions(QMenu *view);
    void addChoiceMenu(QMenu *parent, const QString &title, const QStringList &choices,
                       const char *settingsKey, const std::function<void(int)> &apply);
    void createGoMenu();
    void createHelpMenu();
    QAction *addGoAction(QMenu *menu, const QString &text, const QKeySequence &keys,
                         bool (GameController::*move)());
    void documentChanged();
    void updateRecentMenu();
    void exportBoard();
    // File > Next/Previous File in Folder (step 1 or -1).
    void openSibling(int step);
    void showShortcuts();
    void showAbout();

    MainWindow *window_;
    QMenu *recentMenu_ = nullptr;
    QActionGroup *encodingGroup_ = nullptr;
    QAction *reloadAction_ = nullptr;
    QAction *closeAction_ = nullptr;
    QAction *nextFileAction_ = nullptr;
    QAction *previousFileAction_ = nullptr;
};

} // namespace sgfview
