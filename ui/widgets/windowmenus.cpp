#include "windowmenus.h"

#include "boardwidget.h"
#include "clipboardactions.h"
#include "findbar.h"
#include "gametreeview.h"
#include "io/charsetdecoder.h"
#include "io/foldersiblings.h"
#include "jumpactions.h"
#include "mainwindow.h"
#include "models/documentsession.h"
#include "models/encodingnames.h"
#include "models/gamecontroller.h"
#include "models/recentfiles.h"
#include "models/settingskeys.h"
#include "models/settingswriter.h"
#include "printactions.h"
#include "propertyview.h"
#include "reloadbar.h"
#include "shortcutsdialog.h"
#include "treemapview.h"
#include "windowlayout.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <algorithm>

namespace sgfview {

WindowMenus::WindowMenus(MainWindow *window) : QObject(window), window_(window)
{
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createGoMenu();
    createHelpMenu();
    connect(window->controller(), &GameController::documentChanged, this,
            &WindowMenus::documentChanged);
    connect(window->session()->recentFiles(), &RecentFiles::changed, this,
            &WindowMenus::updateRecentMenu);
}

void WindowMenus::createFileMenu()
{
    DocumentSession *session = window_->session();
    QMenu *file = window_->menuBar()->addMenu(tr("&File"));
    QAction *openAction = file->addAction(tr("&Open..."), this, &WindowMenus::openDialog);
    openAction->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    reloadAction_ = file->addAction(tr("Re&load"), session, &DocumentSession::reload);
    reloadAction_->setShortcuts({QKeySequence::Refresh, QKeySequence(tr("Ctrl+R"))});
    file->addAction(window_->reloadBar()->autoReloadAction());
    closeAction_ = file->addAction(tr("&Close"), window_, &MainWindow::closeDocument);
    closeAction_->setShortcut(QKeySequence::Close);
    file->addSeparator();
    nextFileAction_ = file->addAction(tr("Ne&xt File in Folder"), this, [this] { openSibling(1); });
    nextFileAction_->setShortcut(QKeySequence(tr("Alt+PgDown")));
    previousFileAction_ =
        file->addAction(tr("Pre&vious File in Folder"), this, [this] { openSibling(-1); });
    previousFileAction_->setShortcut(QKeySequence(tr("Alt+PgUp")));
    window_->addActions({nextFileAction_, previousFileAction_}); // also without the menu bar
    file->addSeparator();
    file->addAction(tr("&Export Board Image..."), this, &WindowMenus::exportBoard)
        ->setShortcut(QKeySequence(tr("Ctrl+E")));
    auto *printing = new PrintActions(window_);
    file->addAction(printing->exportAction());
    file->addAction(printing->printAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence(tr("Ctrl+Q")));
    updateRecentMenu();
}

void WindowMenus::createEditMenu()
{
    QMenu *edit = window_->menuBar()->addMenu(tr("&Edit"));
    window_->clipboard()->addTo(edit);
    edit->addSeparator();
    FindBar *find = window_->findBar();
    for (QAction *action :
         {find->findAction(), find->findNextAction(), find->findPreviousAction()}) {
        edit->addAction(action);
        window_->addAction(action); // keys work while the menu bar is hidden too
    }
}

void WindowMenus::createViewMenu()
{
    QMenu *view = window_->menuBar()->addMenu(tr("&View"));
    createBoardActions(view);
    view->addSeparator();
    for (QDockWidget *dock : window_->findChildren<QDockWidget *>())
        view->addAction(dock->toggleViewAction());
    view->addAction(window_->treeMap()->verticalAction());
    view->addAction(window_->windowLayout()->boardOnlyAction());
    QAction *currentGameOnly = view->addAction(tr("Show Only the Current &Game in the Tree"));
    currentGameOnly->setCheckable(true);
    connect(currentGameOnly, &QAction::toggled, this, [this](bool only) {
        window_->treeView()->setCurrentGameOnly(only);
        QSettings().setValue(settingskeys::currentGameOnly, only);
    });
    // By default: the game list already lists every game of a collection.
    currentGameOnly->setChecked(QSettings().value(settingskeys::currentGameOnly, true).toBool());
    view->addAction(window_->treeView()->expandToCurrentAction());
    view->addAction(window_->treeView()->collapseAllAction());
    view->addSeparator();
    QMenu *encodingMenu = view->addMenu(tr("&Encoding"));
    encodingGroup_ = new QActionGroup(this);
    QAction *automatic = encodingMenu->addAction(tr("Detect automatically"));
    automatic->setCheckable(true);
    automatic->setChecked(true);
    encodingGroup_->addAction(automatic);
    encodingMenu->addSeparator();
    int group = -1;
    for (const QString &name : availableEncodings()) {
        const int next = encodingnames::group(name);
        if (group >= 0 && next != group) encodingMenu->addSeparator(); // a language apart
        group = next;
        QAction *action = encodingMenu->addAction(encodingnames::label(name));
        action->setData(name.toLatin1());
        action->setCheckable(true);
        encodingGroup_->addAction(action);
    }
    connect(encodingGroup_, &QActionGroup::triggered, this, [this](QAction *action) {
        if (const auto &document = window_->document())
            window_->open(document->path, action->data().toByteArray());
    });
}

// A submenu of choices, one checked: the saved one (an index into choices), applied now and
// whenever another is chosen, and saved.
void WindowMenus::addChoiceMenu(QMenu *parent, const QString &title, const QStringList &choices,
                                const char *settingsKey, const std::function<void(int)> &apply)
{
    QMenu *menu = parent->addMenu(title);
    auto *group = new QActionGroup(menu);
    const int saved =
        std::clamp(QSettings().value(settingsKey, 0).toInt(), 0, int(choices.size()) - 1);
    for (int i = 0; i < choices.size(); ++i) {
        QAction *action = menu->addAction(choices[i]);
        action->setCheckable(true);
        action->setChecked(i == saved);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [apply, settingsKey, i] {
            apply(i);
            QSettings().setValue(settingsKey, i);
        });
    }
    apply(saved);
}

void WindowMenus::createBoardActions(QMenu *view)
{
    BoardWidget *board = window_->board();
    QSettings settings;
    // In the order of MoveNumbers and VariationHints, whose values are saved.
    addChoiceMenu(view, tr("Move &Numbers"),
                  {tr("&Off"), tr("&Last 10 Moves"), tr("&All Since the Variation Started")},
                  settingskeys::moveNumbers,
                  [board](int mode) { board->setMoveNumbers(MoveNumbers(mode)); });
    addChoiceMenu(view, tr("Variation &Hints"),
                  {tr("As the &File Says"), tr("&Next Moves"), tr("&Alternatives to This Move"),
                   tr("&Hidden")},
                  settingskeys::variationHints,
                  [board](int hints) { board->setVariationHints(VariationHints(hints)); });
    QAction *coordinates = view->addAction(tr("&Coordinates"));
    coordinates->setCheckable(true);
    coordinates->setChecked(settings.value(settingskeys::coordinates, true).toBool());
    board->setCoordinates(coordinates->isChecked());
    connect(coordinates, &QAction::toggled, this, [board](bool shown) {
        board->setCoordinates(shown);
        QSettings().setValue(settingskeys::coordinates, shown);
    });
}

QAction *WindowMenus::addGoAction(QMenu *menu, const QString &text, const QKeySequence &keys,
                                  bool (GameController::*move)())
{
    QAction *action = menu->addAction(text);
    action->setShortcut(keys);
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, window_->controller(), move);
    window_->addAction(action); // keys work while the menu bar is hidden too
    return action;
}

void WindowMenus::createGoMenu()
{
    QMenu *go = window_->menuBar()->addMenu(tr("&Go"));
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
    new JumpActions(window_->controller(), go, window_);
}

void WindowMenus::createHelpMenu()
{
    QMenu *help = window_->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, &WindowMenus::showShortcuts)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About sgfview"), this, &WindowMenus::showAbout);
}

void WindowMenus::documentChanged()
{
    const bool shown = bool(window_->document());
    const QByteArray encoding = window_->session()->chosenEncoding();
    for (QAction *action : encodingGroup_->actions())
        action->setChecked(action->data().toByteArray() == encoding);
    const bool named = shown && !window_->document()->path.isEmpty();
    reloadAction_->setEnabled(named);
    nextFileAction_->setEnabled(named);
    previousFileAction_->setEnabled(named);
    closeAction_->setEnabled(shown);
}

void WindowMenus::updateRecentMenu()
{
    RecentFiles *recent = window_->session()->recentFiles();
    recentMenu_->clear();
    for (const QString &path : recent->files())
        recentMenu_->addAction(QDir::toNativeSeparators(path), this,
                               [this, path] { window_->open(path); });
    recentMenu_->setEnabled(!recent->files().isEmpty());
    if (!recent->files().isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear List"), recent, &RecentFiles::clear);
    }
}

void WindowMenus::openSibling(int step)
{
    const auto &document = window_->document();
    if (!document || document->path.isEmpty()) return;
    const QString next = siblingFile(document->path, step);
    if (next.isEmpty()) {
        window_->statusBar()->showMessage(step > 0 ? tr("This is the folder's last SGF file.")
                                                   : tr("This is the folder's first SGF file."),
                                          4000);
        return;
    }
    window_->open(next);
}

void WindowMenus::openDialog()
{
    settingswriter::flush();
    const QString folder = QSettings().value(settingskeys::lastFolder).toString();
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open Game Record"), folder,
                                     tr("SGF game records (*.sgf *.SGF);;All files (*)"));
    if (path.isEmpty()) return;
    settingswriter::write(settingskeys::lastFolder, QFileInfo(path).absolutePath());
    window_->open(path);
}

void WindowMenus::exportBoard()
{
    const auto &document = window_->document();
    if (!document) return;
    QSettings settings;
    const QString folder =
        settings.value(settingskeys::lastExportFolder, QFileInfo(document->path).absolutePath())
            .toString();
    const QString suggested = folder + QLatin1Char('/') + window_->exportFileName();
    const QString path = QFileDialog::getSaveFileName(window_, tr("Export Board Image"), suggested,
                                                      tr("PNG image (*.png);;SVG image (*.svg)"));
    if (path.isEmpty()) return;
    settings.setValue(settingskeys::lastExportFolder, QFileInfo(path).absolutePath());
    int side = BoardWidget::defaultExportSide;
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) != 0) {
        const QStringList sizes{QStringLiteral("512"), QStringLiteral("1024"),
                                QStringLiteral("2048"), QStringLiteral("4096")};
        bool ok = false;
        const QString chosen = QInputDialog::getItem(
            window_, tr("Export Board Image"), tr("Size in pixels:"), sizes,
            int(sizes.indexOf(settings.value(settingskeys::exportSide, "1024").toString())), false,
            &ok);
        if (!ok) return;
        side = chosen.toInt();
        settings.setValue(settingskeys::exportSide, chosen);
    }
    QString error;
    if (!window_->board()->exportImage(path, &error, side))
        QMessageBox::warning(window_, tr("Export Failed"),
                             tr("Cannot save %1: %2").arg(path, error));
}

void WindowMenus::showShortcuts()
{
    const QString properties =
        window_->findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->windowTitle();
    auto *dialog = new ShortcutsDialog(window_->menuBar()->actions(),
                                       {{properties, window_->propertyView()->actions()}}, window_);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void WindowMenus::showAbout()
{
    auto *box = new QMessageBox(
        QMessageBox::NoIcon, tr("About sgfview"),
        tr("<h3>sgfview %1</h3><p>A fast, exact viewer for SGF game records.</p>"
           "<p>Built with Qt %2 (running on Qt %3).</p><p>License: MIT.</p>")
            .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), qVersion()),
        QMessageBox::Ok, window_);
    box->setIconPixmap(window_->windowIcon().pixmap(64, 64));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace sgfview
