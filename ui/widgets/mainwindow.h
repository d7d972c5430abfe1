// The viewer's window: the board in the middle, docks for the tree, properties, comment and
// problems, a status bar, and the File, View, Go and Help menus. It owns the one
// GameController; everything else follows its current node.
#pragma once

#include "io/document.h"
#include "io/documentloader.h"
#include "models/gamecontroller.h"

#include <QMainWindow>
#include <memory>

class QLabel;
class QProgressBar;
class QToolButton;
class QActionGroup;
class QDockWidget;

namespace sgfview {

class BackgroundLoader;
class BoardWidget;
class CommentPane;
class GameInfoPanel;
class GameListPanel;
class GameTreeModel;
class GameTreeView;
class ProblemsPanel;
class PropertyTableModel;
class PropertyView;
class RecentFiles;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file off the GUI thread; the window keeps what it shows until it succeeds.
    void open(const QString &path, const QByteArray &encoding = {});
    void reload();
    void closeDocument();

    // The shown document, as its one owner, the controller, holds it.
    const std::shared_ptr<const Document> &document() const { return controller_->document(); }
    GameController *controller() const { return controller_; }
    BackgroundLoader *loader() const { return loader_; }
    GameTreeView *treeView() const { return treeView_; }
    PropertyView *propertyView() const { return propertyView_; }
    CommentPane *commentPane() const { return commentPane_; }
    ProblemsPanel *problemsPanel() const { return problemsPanel_; }
    GameInfoPanel *gameInfoPanel() const { return gameInfoPanel_; }
    GameListPanel *gameListPanel() const { return gameListPanel_; }
    BoardWidget *board() const { return board_; }
    // The last load failure shown to the user ("" after a success).
    QString lastError() const { return lastError_; }
    QString statusText() const;
    // The name File > Export Board Image suggests: the file's, then the board's move number.
    QString exportFileName() const;

signals:
    void documentShown();
    void loadFailed(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createDocks();
    void createStatusBar();
    void restoreLayout();
    void loadFinished(const QString &path, const LoadResult &result,
                      std::shared_ptr<const TreeRows> rows);
    void documentChanged();
    void currentChanged();
    void updateTitle();
    void updateStatus();
    void updateRecentMenu();
    void showProgress(double fraction);
    void goToProblem(quint64 offset);
    void openDialog();
    void showShortcuts();
    void showAbout();
    void exportBoard();
    void createBoardActions(QMenu *view);
    QAction *addGoAction(QMenu *menu, const QString &text, const QKeySequence &keys,
                         bool (GameController::*move)());

    GameController *controller_;
    GameTreeModel *treeModel_;
    PropertyTableModel *propertyModel_;
    BackgroundLoader *loader_;
    RecentFiles *recentFiles_;
    GameTreeView *treeView_ = nullptr;
    PropertyView *propertyView_ = nullptr;
    CommentPane *commentPane_ = nullptr;
    ProblemsPanel *problemsPanel_ = nullptr;
    GameInfoPanel *gameInfoPanel_ = nullptr;
    GameListPanel *gameListPanel_ = nullptr;
    QDockWidget *gameListDock_ = nullptr;
    BoardWidget *board_ = nullptr;
    QMenu *recentMenu_ = nullptr;
    QMenu *viewMenu_ = nullptr;
    QActionGroup *encodingGroup_ = nullptr;
    QAction *reloadAction_ = nullptr;
    QAction *closeAction_ = nullptr;
    QLabel *positionLabel_ = nullptr;
    QLabel *problemsLabel_ = nullptr;
    QLabel *encodingLabel_ = nullptr;
    QProgressBar *progressBar_ = nullptr;
    QToolButton *cancelButton_ = nullptr;
    QByteArray encoding_; // forced by the user for the shown document, or empty
    QString lastError_;
};

} // namespace sgfview
