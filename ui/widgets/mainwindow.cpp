#include "mainwindow.h"

#include "boardwidget.h"
#include "commentpane.h"
#include "gameinfopanel.h"
#include "gamelistpanel.h"
#include "gametreeview.h"
#include "io/charsetdecoder.h"
#include "models/backgroundloader.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/nodetext.h"
#include "models/propertytablemodel.h"
#include "models/qtsgf.h"
#include "models/recentfiles.h"
#include "problemspanel.h"
#include "propertyview.h"
#include "shortcutsdialog.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <algorithm>

namespace sgfview {

namespace {

// How long a load may take before the progress bar shows: a blink.
constexpr int progressDelayMs = 250;

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), controller_(new GameController(this)),
      treeModel_(new GameTreeModel(controller_, this)),
      propertyModel_(new PropertyTableModel(this)), loader_(new BackgroundLoader(this)),
      recentFiles_(new RecentFiles(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.sgfview.SgfView.svg")));
    setAcceptDrops(true);
    board_ = new BoardWidget(controller_, this);
    setCentralWidget(board_);
    createDocks();
    createActions();
    createStatusBar();
    restoreLayout();
    updateTitle();

    connect(controller_, &GameController::documentChanged, this, &MainWindow::documentChanged);
    connect(controller_, &GameController::currentChanged, this, &MainWindow::currentChanged);
    connect(loader_, &BackgroundLoader::finished, this, &MainWindow::loadFinished);
    connect(loader_, &BackgroundLoader::progressChanged, this, &MainWindow::showProgress);
    connect(recentFiles_, &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    connect(problemsPanel_, &ProblemsPanel::problemActivated, this, &MainWindow::goToProblem);
}

MainWindow::~MainWindow() = default;

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
    propertyView_ = new PropertyView(this);
    propertyView_->setModel(propertyModel_);
    propertyView_->horizontalHeader()->resizeSection(PropertyTableModel::IdColumn, 40);
    propertyView_->horizontalHeader()->resizeSection(PropertyTableModel::NameColumn, 120);
    propertyView_->horizontalHeader()->resizeSection(PropertyTableModel::ValueColumn, 200);
    addDock(propertyView_, tr("Properties"), QStringLiteral("propertiesDock"),
            Qt::RightDockWidgetArea);
    commentPane_ = new CommentPane(this);
    addDock(commentPane_, tr("Comment"), QStringLiteral("commentDock"), Qt::RightDockWidgetArea);
    problemsPanel_ = new ProblemsPanel(this);
    addDock(problemsPanel_, tr("Problems"), QStringLiteral("problemsDock"),
            Qt::BottomDockWidgetArea)
        ->hide();
    gameInfoPanel_ = new GameInfoPanel(controller_, this);
    QDockWidget *gameInfoDock = addDock(gameInfoPanel_, tr("Game Info"),
                                        QStringLiteral("gameInfoDock"), Qt::RightDockWidgetArea);
    gameInfoDock->toggleViewAction()->setShortcut(QKeySequence(tr("Ctrl+I")));
    addAction(gameInfoDock->toggleViewAction()); // keys work while the menu bar is hidden too
    gameInfoDock->hide();
    gameListPanel_ = new GameListPanel(controller_, this);
    gameListDock_ = addDock(gameListPanel_, tr("Game List"), QStringLiteral("gameListDock"),
                            Qt::BottomDockWidgetArea);
    gameListDock_->hide(); // shown for collections
}

QAction *MainWindow::addGoAction(QMenu *menu, const QString &text, const QKeySequence &keys,
                                 bool (GameController::*move)())
{
    QAction *action = menu->addAction(text);
    action->setShortcut(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, controller_, move);
    addAction(action); // keys work while the menu bar is hidden too
    return action;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *openAction = file->addAction(tr("&Open..."), this, &MainWindow::openDialog);
    openAction->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    reloadAction_ = file->addAction(tr("Re&load"), this, &MainWindow::reload);
    reloadAction_->setShortcuts({QKeySequence::Refresh, QKeySequence(tr("Ctrl+R"))});
    closeAction_ = file->addAction(tr("&Close"), this, &MainWindow::closeDocument);
    closeAction_->setShortcut(QKeySequence::Close);
    file->addSeparator();
    file->addAction(tr("&Export Board Image..."), this, &MainWindow::exportBoard)
        ->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence(tr("Ctrl+Q")));
    updateRecentMenu();

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    createBoardActions(viewMenu_);
    viewMenu_->addSeparator();
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        viewMenu_->addAction(dock->toggleViewAction());
    QAction *currentGameOnly = viewMenu_->addAction(tr("Show Only the Current &Game in the Tree"));
    currentGameOnly->setCheckable(true);
    connect(currentGameOnly, &QAction::toggled, this, [this](bool only) {
        treeView_->setCurrentGameOnly(only);
        QSettings().setValue(QStringLiteral("view/currentGameOnly"), only);
    });
    currentGameOnly->setChecked(QSettings().value(QStringLiteral("view/currentGameOnly")).toBool());
    viewMenu_->addSeparator();
    QMenu *encodingMenu = viewMenu_->addMenu(tr("&Encoding"));
    encodingGroup_ = new QActionGroup(this);
    QAction *automatic = encodingMenu->addAction(tr("Detect automatically"));
    automatic->setCheckable(true);
    automatic->setChecked(true);
    encodingGroup_->addAction(automatic);
    encodingMenu->addSeparator();
    for (const QString &name : availableEncodings()) {
        QAction *action = encodingMenu->addAction(name);
        action->setData(name.toLatin1());
        action->setCheckable(true);
        encodingGroup_->addAction(action);
    }
    connect(encodingGroup_, &QActionGroup::triggered, this, [this](QAction *action) {
        if (document()) open(document()->path, action->data().toByteArray());
    });

    QMenu *go = menuBar()->addMenu(tr("&Go"));
    addGoAction(go, tr("&Next Move"), Qt::Key_Right, &GameController::nextMove);
    addGoAction(go, tr("&Previous Move"), Qt::Key_Left, &GameController::previousMove);
    addGoAction(go, tr("Next &Variation"), Qt::Key_Down, &GameController::nextVariation);
    addGoAction(go, tr("Previous V&ariation"), Qt::Key_Up, &GameController::previousVariation);
    go->addSeparator();
    addGoAction(go, tr("&First Node"), Qt::Key_Home, &GameController::firstNode);
    addGoAction(go, tr("&Last Node"), Qt::Key_End, &GameController::lastNode);
    addGoAction(go, tr("Next F&ork"), QKeySequence(Qt::CTRL | Qt::Key_Down),
                &GameController::nextFork);
    addGoAction(go, tr("Previous Fo&rk"), QKeySequence(Qt::CTRL | Qt::Key_Up),
                &GameController::previousFork);
    go->addSeparator();
    addGoAction(go, tr("Next &Game"), QKeySequence(Qt::CTRL | Qt::Key_PageDown),
                &GameController::nextGame);
    addGoAction(go, tr("Previous Ga&me"), QKeySequence(Qt::CTRL | Qt::Key_PageUp),
                &GameController::previousGame);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About sgfview"), this, &MainWindow::showAbout);
}

void MainWindow::createBoardActions(QMenu *view)
{
    QSettings settings;
    QMenu *numbers = view->addMenu(tr("Move &Numbers"));
    auto *group = new QActionGroup(this);
    const std::pair<QString, MoveNumbers> modes[] = {
        {tr("&Off"), MoveNumbers::Off},
        {tr("&Last 10 Moves"), MoveNumbers::LastTen},
        {tr("&All Since the Variation Started"), MoveNumbers::SinceVariationStart},
    };
    const int saved = settings.value(QStringLiteral("view/moveNumbers"), 0).toInt();
    for (const auto &[text, mode] : modes) {
        QAction *action = numbers->addAction(text);
        action->setCheckable(true);
        action->setChecked(int(mode) == saved);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, mode = mode] {
            board_->setMoveNumbers(mode);
            QSettings().setValue(QStringLiteral("view/moveNumbers"), int(mode));
        });
    }
    board_->setMoveNumbers(MoveNumbers(std::clamp(saved, 0, 2)));
    QAction *coordinates = view->addAction(tr("&Coordinates"));
    coordinates->setCheckable(true);
    coordinates->setChecked(settings.value(QStringLiteral("view/coordinates"), true).toBool());
    board_->setCoordinates(coordinates->isChecked());
    connect(coordinates, &QAction::toggled, this, [this](bool shown) {
        board_->setCoordinates(shown);
        QSettings().setValue(QStringLiteral("view/coordinates"), shown);
    });
}

QString MainWindow::exportFileName() const
{
    if (!document()) return {};
    return QFileInfo(document()->path).completeBaseName() +
           QStringLiteral("-%1.png").arg(controller_->position().moveNumber());
}

void MainWindow::exportBoard()
{
    if (!document()) return;
    QSettings settings;
    const QString folder =
        settings
            .value(QStringLiteral("lastExportFolder"), QFileInfo(document()->path).absolutePath())
            .toString();
    const QString suggested = folder + QLatin1Char('/') + exportFileName();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Board Image"), suggested,
                                                      tr("PNG image (*.png);;SVG image (*.svg)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("lastExportFolder"), QFileInfo(path).absolutePath());
    QString error;
    if (!board_->exportImage(path, &error))
        QMessageBox::warning(this, tr("Export Failed"), tr("Cannot save %1: %2").arg(path, error));
}

void MainWindow::createStatusBar()
{
    positionLabel_ = new QLabel(this);
    problemsLabel_ = new QLabel(this);
    encodingLabel_ = new QLabel(this);
    progressBar_ = new QProgressBar(this);
    progressBar_->setRange(0, 1000);
    progressBar_->setMaximumWidth(200);
    progressBar_->hide();
    cancelButton_ = new QToolButton(this);
    cancelButton_->setText(tr("Cancel"));
    cancelButton_->hide();
    connect(cancelButton_, &QToolButton::clicked, loader_, &BackgroundLoader::cancel);
    statusBar()->addWidget(positionLabel_, 1);
    statusBar()->addPermanentWidget(progressBar_);
    statusBar()->addPermanentWidget(cancelButton_);
    statusBar()->addPermanentWidget(problemsLabel_);
    statusBar()->addPermanentWidget(encodingLabel_);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1320, 860);
    if (restoreState(settings.value(QStringLiteral("window/state")).toByteArray())) return;
    // First run: room for the tree's comments and the properties' values.
    const auto dock = [this](const char *name) {
        return findChild<QDockWidget *>(QLatin1String(name));
    };
    resizeDocks({dock("treeDock"), dock("propertiesDock")}, {340, 400}, Qt::Horizontal);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    loader_->cancel();
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

void MainWindow::openDialog()
{
    QSettings settings;
    const QString folder = settings.value(QStringLiteral("lastFolder")).toString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Game Record"), folder, tr("SGF game records (*.sgf *.SGF);;All files (*)"));
    if (path.isEmpty()) return;
    settings.setValue(QStringLiteral("lastFolder"), QFileInfo(path).absolutePath());
    open(path);
}

void MainWindow::open(const QString &path, const QByteArray &encoding)
{
    LoadOptions options;
    options.forcedEncoding = encoding;
    loader_->start(path, options);
    encoding_ = encoding;
    QTimer::singleShot(progressDelayMs, this, [this] {
        if (!loader_->isRunning()) return;
        progressBar_->show();
        cancelButton_->show();
    });
}

void MainWindow::reload()
{
    if (document()) open(document()->path, encoding_);
}

void MainWindow::closeDocument()
{
    controller_->setDocument(nullptr);
    emit documentShown();
}

void MainWindow::showProgress(double fraction)
{
    progressBar_->setValue(int(fraction * 1000));
}

void MainWindow::loadFinished(const QString &path, const LoadResult &result,
                              std::shared_ptr<const TreeRows> rows)
{
    progressBar_->hide();
    cancelButton_->hide();
    if (result.cancelled) {
        statusBar()->showMessage(tr("Opening %1 was cancelled.").arg(QFileInfo(path).fileName()),
                                 5000);
        return;
    }
    if (!result.document) {
        // The window keeps what it showed; the message names the file, problem and place.
        const QString shown = QDir::toNativeSeparators(path);
        lastError_ = result.position
                         ? tr("Cannot open %1\nline %2, column %3: %4")
                               .arg(shown, QString::number(result.position->line),
                                    QString::number(result.position->column), result.error)
                         : tr("Cannot open %1\n%2").arg(shown, result.error);
        if (QFileInfo::exists(path) == false) recentFiles_->remove(path);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Cannot Open File"), lastError_,
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        emit loadFailed(lastError_);
        return;
    }
    lastError_.clear();
    recentFiles_->add(path);
    // File > Open starts where the last file came from, however it was opened.
    QSettings().setValue(QStringLiteral("lastFolder"), QFileInfo(path).absolutePath());
    controller_->setDocument(result.document, std::move(rows));
    emit documentShown();
}

void MainWindow::documentChanged()
{
    const std::shared_ptr<const Document> &document = controller_->document();
    problemsPanel_->setDiagnostics(document ? document->diagnostics
                                            : std::vector<sgf::Diagnostic>());
    if (!document) encoding_.clear();
    for (QAction *action : encodingGroup_->actions())
        action->setChecked(action->data().toByteArray() == encoding_);
    gameListDock_->setVisible(document && document->collection.size() > 1);
    reloadAction_->setEnabled(bool(document));
    closeAction_->setEnabled(bool(document));
}

void MainWindow::currentChanged()
{
    const sgf::Node node = controller_->current();
    propertyModel_->setNode(node, treeModel_->game(node));
    commentPane_->showNode(node);
    updateStatus();
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (!document()) {
        setWindowTitle(QStringLiteral("sgfview"));
        return;
    }
    QStringList parts{QFileInfo(document()->path).fileName()};
    if (const sgf::Node root = controller_->currentRoot()) {
        if (const QString players = nodetext::players(root); !players.isEmpty()) parts << players;
        if (const QString result = simpleText(root.raw("RE")); !result.isEmpty()) parts << result;
        if (const QString name = simpleText(root.raw("GN")); !name.isEmpty()) parts << name;
    }
    parts << QStringLiteral("sgfview");
    setWindowTitle(parts.join(QStringLiteral(" — ")));
}

QString MainWindow::statusText() const
{
    return positionLabel_->text();
}

void MainWindow::updateStatus()
{
    const sgf::Node node = controller_->current();
    const std::shared_ptr<const Document> &document = controller_->document();
    if (!document || !node) {
        positionLabel_->clear();
        problemsLabel_->clear();
        encodingLabel_->clear();
        return;
    }
    const TreeRows &rows = *controller_->rows();
    const sgf::PositionCursor &position = controller_->position();
    QStringList parts;
    // The board's number (sgf/game.h counts it, as for the tree's Move column).
    parts << tr("Move %1").arg(position.moveNumber());
    if (position.isGo()) {
        parts << (position.toMove() == sgf::Color::White ? tr("White to play")
                                                         : tr("Black to play"));
        parts << tr("Captures: Black %1, White %2")
                     .arg(position.capturedBy(sgf::Color::Black))
                     .arg(position.capturedBy(sgf::Color::White));
    }
    if (document->collection.size() > 1)
        parts << tr("Game %1 of %2")
                     .arg(rows.gameOf(node.index()) + 1)
                     .arg(document->collection.size());
    // What the board had to repair at this node (a move on a stone, a point off the board),
    // as the core words it.
    for (const std::string &warning : position.warnings()) parts << QString::fromStdString(warning);
    positionLabel_->setText(parts.join(QStringLiteral(" · ")));
    const int problems = document->problemCount();
    problemsLabel_->setText(problems == 0 ? QString() : tr("%n problem(s)", nullptr, problems));
    encodingLabel_->setText(document->encoding);
}

void MainWindow::updateRecentMenu()
{
    recentMenu_->clear();
    for (const QString &path : recentFiles_->files())
        recentMenu_->addAction(QDir::toNativeSeparators(path), this, [this, path] { open(path); });
    recentMenu_->setEnabled(!recentFiles_->files().isEmpty());
    if (!recentFiles_->files().isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear List"), recentFiles_, &RecentFiles::clear);
    }
}

void MainWindow::goToProblem(quint64 offset)
{
    if (const sgf::Node node = controller_->collection().nodeAt(offset))
        controller_->setCurrent(node);
}

void MainWindow::showShortcuts()
{
    const QString properties =
        findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->windowTitle();
    auto *dialog =
        new ShortcutsDialog(menuBar()->actions(), {{properties, propertyView_->actions()}}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MainWindow::showAbout()
{
    auto *box = new QMessageBox(
        QMessageBox::NoIcon, tr("About sgfview"),
        tr("<h3>sgfview %1</h3><p>A fast, exact viewer for SGF game records.</p>"
           "<p>Built with Qt %2 (running on Qt %3).</p><p>License: MIT.</p>")
            .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), qVersion()),
        QMessageBox::Ok, this);
    box->setIconPixmap(windowIcon().pixmap(64, 64));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace sgfview
