// The viewer's window: the board in the middle, docks for the tree, properties, comment,
// problems, game info and game list, a status bar (WindowStatus) and the menus
// (WindowMenus). The GameController owns the shown document and its current node; every
// part reads them from it and follows its signals. DocumentSession opens the files.
#pragma once

#include "io/document.h"
#include "models/gamecontroller.h"

#include <QMainWindow>
#include <memory>

class QDockWidget;

namespace sgfview {

class BackgroundLoader;
class BoardWidget;
class ClipboardActions;
class TreeMapView;
class CommentPane;
class DocumentSession;
class FindBar;
class GameInfoPanel;
class GameListPanel;
class GameTreeModel;
class GameTreeView;
class ProblemReporter;
class ProblemsPanel;
class PropertyTableModel;
class PropertyView;
class ReloadBar;
class WindowLayout;
class WindowMenus;
class WindowStatus;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    // Opens file (as open() does) before the widgets are made: it is read while they are.
    MainWindow(const QString &file, const QByteArray &encoding, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Opens a file off the GUI thread; the window keeps what it shows until it succeeds.
    void open(const QString &path, const QByteArray &encoding = {});
    void reload();
    void closeDocument();

    // The shown document, as its one owner, the controller, holds it.
    const std::shared_ptr<const Document> &document() const { return controller_->document(); }
    GameController *controller() const { return controller_; }
    DocumentSession *session() const { return session_; }
    BackgroundLoader *loader() const;
    WindowStatus *status() const { return status_; }
    GameTreeView *treeView() const { return treeView_; }
    PropertyView *propertyView() const { return propertyView_; }
    CommentPane *commentPane() const { return commentPane_; }
    ProblemsPanel *problemsPanel() const;
    ProblemReporter *problems() const { return problems_; }
    GameInfoPanel *gameInfoPanel() const { return gameInfoPanel_; }
    GameListPanel *gameListPanel() const { return gameListPanel_; }
    BoardWidget *board() const { return board_; }
    TreeMapView *treeMap() const { return treeMap_; }
    WindowLayout *windowLayout() const { return layout_; }
    FindBar *findBar() const { return findBar_; }
    ClipboardActions *clipboard() const { return clipboard_; }
    ReloadBar *reloadBar() const { return reloadBar_; }
    // The last load failure shown to the user ("" after a success).
    QString lastError() const;
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
    void createDocks();
    void showLoadFailure(const QString &message);
    void documentChanged();
    void currentChanged();
    void updateTitle();

    GameController *controller_;
    DocumentSession *session_;
    GameTreeModel *treeModel_;
    PropertyTableModel *propertyModel_;
    GameTreeView *treeView_ = nullptr;
    PropertyView *propertyView_ = nullptr;
    CommentPane *commentPane_ = nullptr;
    ProblemReporter *problems_ = nullptr;
    GameInfoPanel *gameInfoPanel_ = nullptr;
    GameListPanel *gameListPanel_ = nullptr;
    QDockWidget *gameListDock_ = nullptr;
    BoardWidget *board_ = nullptr;
    TreeMapView *treeMap_ = nullptr;
    WindowLayout *layout_ = nullptr;
    FindBar *findBar_ = nullptr;
    ClipboardActions *clipboard_ = nullptr;
    ReloadBar *reloadBar_ = nullptr;
    WindowMenus *menus_ = nullptr;
    WindowStatus *status_ = nullptr;
};

} // namespace sgfview
