#include "mainwindow.h"

#include "boardwidget.h"
#include "clipboardactions.h"
#include "commentpane.h"
#include "findbar.h"
#include "findresultspanel.h"
#include "gameinfopanel.h"
#include "gamelistpanel.h"
#include "gametreeview.h"
#include "models/backgroundloader.h"
#include "models/documentsession.h"
#include "models/findsession.h"
#include "models/gametreemodel.h"
#include "models/nodetext.h"
#include "models/propertytablemodel.h"
#include "models/qtsgf.h"
#include "models/settingskeys.h"
#include "models/treemap.h"
#include "problemreporter.h"
#include "propertyview.h"
#include "reloadbar.h"
#include "starthint.h"
#include "treemappanel.h"
#include "treemapview.h"
#include "windowlayout.h"
#include "windowmenus.h"
#include "windowstatus.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolButton>

namespace sgfview {

MainWindow::MainWindow(QWidget *parent) : MainWindow(QString(), QByteArray(), parent) {}

MainWindow::MainWindow(const QString &file, const QByteArray &encoding, QWidget *parent)
    : QMainWindow(parent), controller_(new GameController(this)),
      session_(new DocumentSession(controller_, this)),
      treeModel_(new GameTreeModel(controller_, this)), propertyModel_(new PropertyTableModel(this))
{
    // What the load finds comes through the event loop, so after the widgets below are made.
    if (!file.isEmpty()) session_->open(file, encoding);
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.sgfview.SgfView.svg")));
    setAcceptDrops(true);
    board_ = new BoardWidget(controller_, this);
    setCentralWidget(board_);
    findBar_ = new FindBar(controller_, this);
    addToolBar(Qt::BottomToolBarArea, findBar_);
    connect(board_, &BoardWidget::pointSearchRequested, findBar_, &FindBar::findPoint);
    createDocks();
    commentPane_->setFindSession(findBar_->session());
    connect(findBar_->session(), &FindSession::hitsChanged, this, [this] {
        std::vector<std::uint32_t> hits = findBar_->session()->hitNodes();
        treeView_->setMarked(hits);
        treeMap_->map()->setMarked(std::move(hits));
    });
    layout_ = new WindowLayout(this);
    clipboard_ = new ClipboardActions(this);
    reloadBar_ = new ReloadBar(this);
    menus_ = new WindowMenus(this);
    status_ =
        new WindowStatus(controller_, session_->loader(), statusBar(), problems_->statusButton());
    auto *hint = new StartHint(controller_, session_->recentFiles(), board_);
    connect(hint, &StartHint::openRequested, this, [this](const QString &path) { open(path); });
    connect(hint, &StartHint::openDialogRequested, menus_, &WindowMenus::openDialog);
    updateTitle();

    connect(controller_, &GameController::documentChanged, this, &MainWindow::documentChanged);
    connect(controller_, &GameController::currentChanged, this, &MainWindow::currentChanged);
    connect(session_, &DocumentSession::shown, this, &MainWindow::documentShown);
    connect(session_, &DocumentSession::failed, this, &MainWindow::showLoadFailure);
}

MainWindow::~MainWindow() = default;

BackgroundLoader *MainWindow::loader() const
{
    return session_->loader();
}

QString MainWindow::lastError() const
{
    return session_->lastError();
}

ProblemsPanel *MainWindow::problemsPanel() const
{
    return problems_->panel();
}

QString MainWindow::statusText() const
{
    return status_->text();
}

QString MainWindow::exportFileName() const
{
    if (!document()) return {};
    const QString name = QFileInfo(document()->path).completeBaseName();
    return (name.isEmpty() ? QStringLiteral("sgfview") : name) +
           QStringLiteral("-%1.png").arg(controller_->position().moveNumber());
}

void MainWindow::createDocks()
{
    const auto addDock = [this](QWidget *widget, const QString &title, const QString &name,
                                Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(name); // saveState() needs names
        dock->setWidget(widget);
        addDockWidget(area, dock);
        return dock;
    };
    treeView_ = new GameTreeView(treeModel_, controller_, this);
    addDock(treeView_, tr("Game Tree"), QStringLiteral("treeDock"), Qt::LeftDockWidgetArea);
    auto *treeMap = new TreeMapPanel(controller_, this);
    treeMap_ = treeMap->view();
    addDock(treeMap, tr("Game Tree Map"), QStringLiteral("treeMapDock"), Qt::BottomDockWidgetArea);
    propertyView_ = new PropertyView(this);
    propertyView_->setModel(propertyModel_);
    // Each node's properties start unselected and scrolled to the top, as they always have.
    connect(propertyModel_, &PropertyTableModel::nodeChanged, propertyView_, &PropertyView::reset);
    addDock(propertyView_, tr("Properties"), QStringLiteral("propertiesDock"),
            Qt::RightDockWidgetArea);
    commentPane_ = new CommentPane(this);
    addDock(commentPane_, tr("Comment"), QStringLiteral("commentDock"), Qt::RightDockWidgetArea);
    gameInfoPanel_ = new GameInfoPanel(controller_, this);
    QDockWidget *gameInfoDock = addDock(gameInfoPanel_, tr("Game Info"),
                                        QStringLiteral("gameInfoDock"), Qt::RightDockWidgetArea);
    gameInfoDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+I")));
    addAction(gameInfoDock->toggleViewAction()); // keys work while the menu bar is hidden too
    gameInfoDock->hide();
    gameListPanel_ = new GameListPanel(controller_, this);
    gameListDock_ = addDock(gameListPanel_, tr("Game List"), QStringLiteral("gameListDock"),
                            Qt::BottomDockWidgetArea);
    gameListDock_->hide();                                              // shown for collections
    problems_ = new ProblemReporter(controller_, propertyModel_, this); // a dock of its own
    QDockWidget *findResultsDock =
        addDock(new FindResultsPanel(findBar_->session(), this), tr("Find Results"),
                QStringLiteral("findResultsDock"), Qt::BottomDockWidgetArea);
    findResultsDock->hide();
    findBar_->addAction(findResultsDock->toggleViewAction()); // the bar's button for the list
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(settingskeys::windowGeometry, saveGeometry());
    settings.setValue(settingskeys::windowState, saveState());
    loader()->cancel();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            open(url.toLocalFile());
            event->acceptProposedAction();
            return;
        }
    }
}

void MainWindow::open(const QString &path, const QByteArray &encoding)
{
    session_->open(path, encoding);
}

void MainWindow::reload()
{
    session_->reload();
}

void MainWindow::closeDocument()
{
    session_->close();
}

// The window keeps what it showed; the message names the file, problem and place.
void MainWindow::showLoadFailure(const QString &message)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot Open File"), message,
                                QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    emit loadFailed(message);
}

void MainWindow::documentChanged()
{
    const auto &shown = document();
    if (!layout_->boardOnly()) gameListDock_->setVisible(shown && shown->collection.size() > 1);
}

void MainWindow::currentChanged()
{
    const sgf::Node node = controller_->current();
    propertyModel_->setNode(node, treeModel_->game(node));
    problems_->currentChanged();
    commentPane_->showNode(node);
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (!document()) {
        setWindowTitle(QStringLiteral("sgfview"));
        return;
    }
    QStringList parts{document()->path.isEmpty() ? tr("Pasted Game")
                                                 : QFileInfo(document()->path).fileName()};
    if (const sgf::Node root = controller_->currentRoot()) {
        if (const QString players = nodetext::players(root); !players.isEmpty()) parts << players;
        // RE[?] says the result is unknown: nothing worth a place in the title.
        if (const QString result = simpleText(root.raw("RE"));
            !result.isEmpty() && result != QLatin1String("?"))
            parts << result;
        if (const QString name = simpleText(root.raw("GN")); !name.isEmpty()) parts << name;
    }
    parts << QStringLiteral("sgfview");
    setWindowTitle(parts.join(QStringLiteral(" — ")));
}

} // namespace sgfview
