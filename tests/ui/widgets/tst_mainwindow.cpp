// The window driven offscreen: open a file, select nodes, check the property table and the
// comment pane, walk variations with the keys, keep the old document when a file is bad.
#include "english_plurals.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "widgets/boardwidget.h"
#include "widgets/commentpane.h"
#include "widgets/gametreeview.h"
#include "widgets/propertyview.h"
#include "widgets/shortcutsdialog.h"
#include "widgets/windowstatus.h"
#include "window_fixture.h"

#include <QClipboard>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <atomic>
#include <chrono>
#include <thread>

using namespace sgfview;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensAndShowsTheTree();
    void opensTheFileItIsMadeWith();
    void selectingARowMakesItCurrent();
    void propertyTableAndComment();
    void copyFromPropertyTable();
    void statusNamesWhatTheBoardRepaired();
    void keysWalkTheTreeWhereverFocusIs_data();
    void keysWalkTheTreeWhereverFocusIs();
    void badFileKeepsTheOldDocument_data();
    void badFileKeepsTheOldDocument();
    void titleNamesFileThenGame();
    void recentFilesAreKeptAcrossWindows();
    void reloadAndClose();
    void shortcutsAreListed();
    void noTwoActionsShareAKey();
    void layoutIsRemembered();
    void viewOptionsAreRemembered();
    void geometryIsRemembered();
    void numberedBoardOpensASmallerFile();
    void openDialogStartsInTheLastFolder();
    void droppingAFileOpensIt();
    void heldLoadShowsProgressAndCancels();
    void aboutNamesVersionsAndLicense();

private:
    bool statusShows(const QString &text) const
    {
        const QList<QLabel *> labels = window->statusBar()->findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(),
                           [&](const QLabel *label) { return label->text() == text; });
    }
    QString current() const
    {
        return QString::fromStdString(window->controller()->current().text("N"));
    }

    QTemporaryDir dir;
    QString game;
    std::unique_ptr<MainWindow> window;
};

//  r - 1 - a - a2          (first game)        g2 (second game)
//          b - b2 - c
//                   d
static const QByteArray gameText =
    "(;GM[1]FF[4]SZ[19]PB[Shusaku]PW[Gennan]RE[B+2]GN[Ear-reddening game]N[r]C[Root comment]"
    "\n;B[pd]N[1]C[First line\nsecond line](;W[dp]N[a];B[pp]N[a2])"
    "(;W[dd]N[b]TE[1];B[dp]N[b2](;W[pp]N[c])(;W[qq]N[d]LB[aa:x])))\n(;GM[1]N[g2])";

void TestMainWindow::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
    QVERIFY(testdata::installEnglishPlurals());
    game = testdata::writeFile(dir, QStringLiteral("game.sgf"), gameText);
}

void TestMainWindow::init()
{
    // These tests read both games in one outline (the window shows only the current game's
    // by default: tst_gamepanels).
    QSettings().setValue(QStringLiteral("view/currentGameOnly"), false);
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, game));
}

void TestMainWindow::cleanup()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget)) box->close();
    window.reset();
}

void TestMainWindow::opensAndShowsTheTree()
{
    QVERIFY(window->document());
    const auto *model = qobject_cast<GameTreeModel *>(window->treeView()->model());
    QVERIFY(model);
    QCOMPARE(model->rowCount(), 2); // two games
    QCOMPARE(current(), QStringLiteral("r"));
    QCOMPARE(window->treeView()->currentIndex(), model->indexOf(window->controller()->current()));
}

// As sgfview does with a file on its command line: the load starts before the widgets are
// made and shows in them, in the charset asked for.
void TestMainWindow::opensTheFileItIsMadeWith()
{
    // "Привет" in KOI8-R, which no guess would take it for.
    const QString path = testdata::writeFile(dir, QStringLiteral("koi8.sgf"),
                                             "(;GM[1]SZ[19]N[\xF0\xD2\xC9\xD7\xC5\xD4];B[pd])");
    MainWindow made(path, "KOI8-R");
    QSignalSpy shown(&made, &MainWindow::documentShown);
    made.show();
    QVERIFY(shown.wait());
    QVERIFY(made.document());
    QCOMPARE(made.document()->path, path);
    QCOMPARE(QString::fromStdString(made.controller()->current().text("N")),
             QStringLiteral("\u041F\u0440\u0438\u0432\u0435\u0442"));
    QVERIFY(made.windowTitle().startsWith(QStringLiteral("koi8.sgf")));
    QVERIFY(!made.loader()->isRunning());
}

void TestMainWindow::selectingARowMakesItCurrent()
{
    auto *model = qobject_cast<GameTreeModel *>(window->treeView()->model());
    // Under the root: its line "1", "a", "a2"; "a" holds the alternative "b".
    const QModelIndex root = model->index(0, 0);
    const QModelIndex a = model->index(1, 0, root);
    const QModelIndex b = model->index(0, 0, a);
    QCOMPARE(model->node(b).text("N"), std::string("b"));
    window->treeView()->setCurrentIndex(b);
    QCOMPARE(current(), QStringLiteral("b"));
    QCOMPARE(window->commentPane()->name(), QStringLiteral("b"));
}

void TestMainWindow::propertyTableAndComment()
{
    window->controller()->nextMove(); // "1"
    const QAbstractItemModel *table = window->propertyView()->model();
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->index(0, 0).data().toString(), QStringLiteral("B"));
    QCOMPARE(table->index(0, 1).data().toString(), QStringLiteral("Black move"));
    QCOMPARE(table->index(0, 2).data().toString(), QStringLiteral("Q16"));
    QCOMPARE(table->index(0, 3).data().toString(), QStringLiteral("[pd]"));
    QCOMPARE(window->commentPane()->name(), QStringLiteral("1"));
    QCOMPARE(window->commentPane()->comment(), QStringLiteral("First line\nsecond line"));
    QVERIFY(window->statusText().contains(QStringLiteral("Move 1")));
    QVERIFY(window->statusText().contains(QStringLiteral("White to play")));
}

// A move on an occupied point replaces the stone (real files hold them) and says so, at that
// node only; the prisoners counted along the way are in the status bar too.
void TestMainWindow::statusNamesWhatTheBoardRepaired()
{
    // White captures B A9 with B9 (A8 already White); Black then plays on W A8.
    const QString file = testdata::writeFile(dir, QStringLiteral("occupied.sgf"),
                                             "(;FF[4]SZ[9];B[aa];W[ab];B[ee];W[ba];B[ab];B[cc])");
    QVERIFY(testdata::openAndWait(*window, file));
    for (int move = 0; move < 4; ++move) QVERIFY(window->controller()->nextMove());
    QCOMPARE(
        window->statusText(),
        QStringLiteral("Move 4 · Black to play · Black has captured 0 · White has captured 1"));
    QVERIFY(window->controller()->nextMove());
    QCOMPARE(
        window->statusText(),
        QStringLiteral("Move 5 · White to play · Black has captured 0 · White has captured 1 · "
                       "move on an occupied point A8"));
    QVERIFY(window->controller()->nextMove());
    QCOMPARE(
        window->statusText(),
        QStringLiteral("Move 6 · White to play · Black has captured 0 · White has captured 1"));
}

void TestMainWindow::copyFromPropertyTable()
{
    window->controller()->nextMove();
    PropertyView *view = window->propertyView();
    view->selectionModel()->select(view->model()->index(0, 0), QItemSelectionModel::Select);
    view->selectionModel()->select(view->model()->index(0, 2), QItemSelectionModel::Select);
    QCOMPARE(view->selectedText(), QStringLiteral("B\tQ16"));
    view->copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("B\tQ16"));
}

void TestMainWindow::keysWalkTheTreeWhereverFocusIs_data()
{
    QTest::addColumn<QString>("focus");
    QTest::newRow("tree view") << "tree";
    QTest::newRow("board") << "board";
    QTest::newRow("property table") << "properties";
}

void TestMainWindow::keysWalkTheTreeWhereverFocusIs()
{
    QFETCH(QString, focus);
    QWidget *target = focus == "tree"         ? static_cast<QWidget *>(window->treeView())
                      : focus == "properties" ? static_cast<QWidget *>(window->propertyView())
                                              : static_cast<QWidget *>(window->board());
    window->activateWindow();
    target->setFocus();
    const auto press = [&](int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(target, Qt::Key(key), modifiers);
        return current();
    };
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("1"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("a"));
    QCOMPARE(press(Qt::Key_Down), QStringLiteral("b"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("b2"));
    QCOMPARE(press(Qt::Key_End), QStringLiteral("c"));
    QCOMPARE(press(Qt::Key_Down), QStringLiteral("d"));
    QCOMPARE(press(Qt::Key_Up), QStringLiteral("c"));
    QCOMPARE(press(Qt::Key_Left), QStringLiteral("b2"));
    QCOMPARE(press(Qt::Key_Home), QStringLiteral("r"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("1"));
    QCOMPARE(press(Qt::Key_Right), QStringLiteral("b")); // the child last visited
    QCOMPARE(press(Qt::Key_Up, Qt::ControlModifier), QStringLiteral("1"));
    QCOMPARE(press(Qt::Key_Down, Qt::ControlModifier), QStringLiteral("b2"));
    QCOMPARE(press(Qt::Key_PageDown, Qt::ControlModifier), QStringLiteral("g2"));
    QCOMPARE(press(Qt::Key_PageUp, Qt::ControlModifier), QStringLiteral("r"));
    // The tree view follows: its current row is the current node.
    const auto *model = qobject_cast<GameTreeModel *>(window->treeView()->model());
    QCOMPARE(model->node(window->treeView()->currentIndex()), window->controller()->current());
}

void TestMainWindow::badFileKeepsTheOldDocument_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected");
    // Plain words in the window; the command line keeps the parser's ("tree missing").
    QTest::newRow("not SGF") << QByteArray("hello\nworld")
                             << "Cannot open %1\nno SGF game was found in this file.";
    QTest::newRow("empty") << QByteArray() << "Cannot open %1\nthe file is empty.";
    QTest::newRow("only ()") << QByteArray("\n  ()")
                             << "line 2, column 3: the game tree holds no node (no ';' after its "
                                "'(').";
}

void TestMainWindow::badFileKeepsTheOldDocument()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const auto before = window->document();
    window->controller()->nextMove();
    const QString bad = testdata::writeFile(dir, QStringLiteral("bad.sgf"), bytes);
    QVERIFY(!testdata::openAndWait(*window, bad));
    QVERIFY(window->lastError().contains(QStringLiteral("bad.sgf")));
    QVERIFY2(window->lastError().contains(expected.arg(bad)), qPrintable(window->lastError()));
    QCOMPARE(window->document(), before);
    QCOMPARE(current(), QStringLiteral("1"));
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("game.sgf")));
    // The message is shown to the user, naming the file.
    QMessageBox *box = window->findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("bad.sgf")));
}

void TestMainWindow::titleNamesFileThenGame()
{
    QCOMPARE(window->windowTitle(),
             QStringLiteral("game.sgf — Shusaku (B) vs Gennan (W) — B+2 — Ear-reddening game — "
                            "sgfview"));
    window->controller()->nextGame();
    QCOMPARE(window->windowTitle(), QStringLiteral("game.sgf — sgfview"));
}

void TestMainWindow::recentFilesAreKeptAcrossWindows()
{
    MainWindow other;
    QMenu *file = other.menuBar()->actions().first()->menu();
    QMenu *recent = nullptr;
    for (QAction *action : file->actions())
        if (action->menu() && action->text().contains(QStringLiteral("Recent")))
            recent = action->menu();
    QVERIFY(recent);
    QVERIFY(!recent->actions().isEmpty());
    QCOMPARE(recent->actions().first()->text(), QDir::toNativeSeparators(game));
}

void TestMainWindow::reloadAndClose()
{
    const auto before = window->document();
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    window->reload();
    QTRY_COMPARE(shown.count(), 1);
    QVERIFY(window->document() != before);
    QCOMPARE(window->document()->path, before->path);
    window->closeDocument();
    QVERIFY(!window->document());
    QCOMPARE(window->windowTitle(), QStringLiteral("sgfview"));
    QCOMPARE(window->treeView()->model()->rowCount(), 0);
}

void TestMainWindow::shortcutsAreListed()
{
    // As Help > Keyboard Shortcuts opens it.
    QAction *shortcuts = nullptr;
    for (QAction *menu : window->menuBar()->actions())
        if (menu->text() == QStringLiteral("&Help")) shortcuts = menu->menu()->actions().value(0);
    QVERIFY(shortcuts);
    QCOMPARE(shortcuts->text(), QStringLiteral("&Keyboard Shortcuts"));
    shortcuts->trigger();
    const auto *dialog = window->findChild<ShortcutsDialog *>();
    QVERIFY(dialog);
    const QStringList rows = dialog->rows();
    const QString right = QKeySequence(Qt::Key_Right).toString(QKeySequence::NativeText);
    QVERIFY2(rows.contains(QStringLiteral("Go|Next Move|%1").arg(right)),
             qPrintable(rows.join('\n')));
    QVERIFY(rows.contains(
        QStringLiteral("Go|Next Fork|%1")
            .arg(QKeySequence(Qt::CTRL | Qt::Key_Down).toString(QKeySequence::NativeText))));
    // The property table's Copy, which is in its context menu, not in the menu bar.
    QVERIFY2(rows.contains(
                 QStringLiteral("Properties|Copy|%1")
                     .arg(QKeySequence(QKeySequence::Copy).toString(QKeySequence::NativeText))),
             qPrintable(rows.join('\n')));
    QVERIFY(rows.size() >= 14);
}

// A key shared by two window-wide actions does neither (Qt reports it ambiguous): Find Next
// on Ctrl+G, as GNOME's and macOS's FindNext has it, would take Go to Move's key.
void TestMainWindow::noTwoActionsShareAKey()
{
    QHash<QKeySequence, QString> owners;
    int checked = 0;
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcutContext() == Qt::WidgetShortcut) continue; // one widget's own
        for (const QKeySequence &keys : action->shortcuts()) {
            const QString owner = owners.value(keys);
            QVERIFY2(
                owner.isEmpty() || owner == action->text(),
                qPrintable(
                    QStringLiteral("%1: %2 and %3").arg(keys.toString(), owner, action->text())));
            owners.insert(keys, action->text());
            ++checked;
        }
    }
    QVERIFY(checked >= 30);
    QCOMPARE(owners.value(QKeySequence(Qt::Key_F3)), QStringLiteral("Find &Next"));
    QCOMPARE(owners.value(QKeySequence(Qt::SHIFT | Qt::Key_F3)), QStringLiteral("Find P&revious"));
    QCOMPARE(owners.value(QKeySequence(Qt::CTRL | Qt::Key_G)), QStringLiteral("Go to Mov&e..."));
}

void TestMainWindow::layoutIsRemembered()
{
    QDockWidget *problems = window->findChild<QDockWidget *>(QStringLiteral("problemsDock"));
    QVERIFY(problems);
    problems->setVisible(true);
    window->close(); // saves the layout
    MainWindow next;
    next.show();
    QVERIFY(QTest::qWaitForWindowExposed(&next));
    QVERIFY(next.findChild<QDockWidget *>(QStringLiteral("problemsDock"))->isVisible());
}

void TestMainWindow::viewOptionsAreRemembered()
{
    const auto findAction = [](QWidget *widget, const QString &text) -> QAction * {
        for (QAction *action : widget->findChildren<QAction *>())
            if (action->text() == text) return action;
        return nullptr;
    };
    QAction *lastTen = findAction(window.get(), QStringLiteral("&Last 10 Moves"));
    QAction *coordinates = findAction(window.get(), QStringLiteral("&Coordinates"));
    QVERIFY(lastTen && coordinates);
    lastTen->trigger();
    coordinates->setChecked(false);
    QCOMPARE(window->board()->moveNumbers(), MoveNumbers::LastTen);
    QVERIFY(!window->board()->coordinates());
    MainWindow next;
    QCOMPARE(next.board()->moveNumbers(), MoveNumbers::LastTen);
    QVERIFY(!next.board()->coordinates());
    findAction(&next, QStringLiteral("&Off"))->trigger();
    findAction(&next, QStringLiteral("&Coordinates"))->setChecked(true);
}

// With move numbers on, deep in a long game, opening a smaller file numbers the new game's
// stones; the board is not built for the old node against the new file's rows.
void TestMainWindow::numberedBoardOpensASmallerFile()
{
    QByteArray line = "(;SZ[19]";
    for (int move = 0; move < 300; ++move) line += move % 2 ? ";W[aa]" : ";B[ss]";
    line += ")";
    QVERIFY(
        testdata::openAndWait(*window, testdata::writeFile(dir, QStringLiteral("long.sgf"), line)));
    window->board()->setMoveNumbers(MoveNumbers::SinceVariationStart);
    QVERIFY(window->controller()->lastNode());
    QVERIFY(testdata::openAndWait(
        *window, testdata::writeFile(dir, QStringLiteral("short.sgf"), "(;SZ[9];B[ee])")));
    QVERIFY(window->controller()->nextMove());
    const std::vector<int> &numbers = window->board()->scene().numbers;
    QCOMPARE(std::count_if(numbers.begin(), numbers.end(), [](int n) { return n != 0; }), 1);
    window->board()->setMoveNumbers(MoveNumbers::Off);
}

void TestMainWindow::geometryIsRemembered()
{
    // A size the screen holds (a larger one is cut to the screen: tst_hostilewindow).
    const QSize size = QSize(1000, 700).boundedTo(window->screen()->availableGeometry().size());
    window->resize(size);
    QTRY_COMPARE(window->size(), size);
    window->close(); // saves it
    MainWindow next;
    QCOMPARE(next.size(), size);
}

// The last file came from a folder of its own, opened without the dialog (as a dropped file
// or one named on the command line would be): File > Open starts there.
void TestMainWindow::openDialogStartsInTheLastFolder()
{
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("games")));
    const QString folder = dir.filePath(QStringLiteral("games"));
    QVERIFY(testdata::openAndWait(
        *window, testdata::writeFile(dir, QStringLiteral("games/g.sgf"), "(;N[g])")));
    QString shownFolder;
    QTimer::singleShot(0, this, [&] {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            shownFolder = dialog->directory().absolutePath();
            dialog->reject();
        }
    });
    QAction *open = nullptr;
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == QStringLiteral("&Open...")) open = action;
    QVERIFY(open);
    open->trigger(); // returns when the dialog is rejected
    QCOMPARE(shownFolder, QDir(folder).absolutePath());
}

void TestMainWindow::droppingAFileOpensIt()
{
    const QString other = testdata::writeFile(dir, QStringLiteral("dropped.sgf"), "(;N[dropped])");
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(other)});
    const QPoint where = window->rect().center();
    QDragEnterEvent enter(where, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    QDropEvent drop(where, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(window.get(), &drop);
    QTRY_COMPARE(shown.count(), 1);
    QCOMPARE(current(), QStringLiteral("dropped"));
}

// A load that outlasts the delay shows a progress bar with Cancel while the window keeps
// answering; Cancel stops it and keeps what the window showed; a load let go to its end shows
// its document and hides them. The load is held at a latch in the worker, and the delay is
// set to nothing, so what is seen does not depend on the machine's speed.
void TestMainWindow::heldLoadShowsProgressAndCancels()
{
    struct Latch {
        std::atomic<bool> held{false}, released{false};
    };
    const auto latch = std::make_shared<Latch>();
    window->loader()->setLoad([latch](const QString &path, const LoadOptions &options,
                                      const DocumentLoader::Progress &progress) {
        latch->held = true;
        while (!latch->released) {
            if (!progress(0.5)) {
                LoadResult cancelled;
                cancelled.cancelled = true;
                return cancelled;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        return DocumentLoader::load(path, options, progress);
    });
    window->status()->setProgressDelay(0);
    auto *bar = window->findChild<QProgressBar *>();
    QToolButton *cancel = nullptr;
    for (QToolButton *button : window->statusBar()->findChildren<QToolButton *>())
        if (button->text() == QStringLiteral("Cancel")) cancel = button;
    QVERIFY(bar && cancel);
    QVERIFY(!bar->isVisible() && !cancel->isVisible());
    const QString path =
        testdata::writeFile(dir, QStringLiteral("held.sgf"), "(;GM[1]SZ[19]N[held];B[pd];W[dp])");
    const auto before = window->document();
    QSignalSpy shown(window.get(), &MainWindow::documentShown);

    window->open(path);
    QTRY_VERIFY(bar->isVisible() && cancel->isVisible());
    QTRY_VERIFY(latch->held); // the bar shows as the load is started, before a thread takes it
    // The worker's progress reaches the bar: the reading half of it (the rows are the rest).
    QTRY_COMPARE(bar->value(), 450);
    // The window answers meanwhile, on what it showed.
    QCOMPARE(current(), QStringLiteral("r"));
    QTest::keyClick(window.get(), Qt::Key_Right);
    QCOMPARE(current(), QStringLiteral("1"));
    QTest::mouseClick(cancel, Qt::LeftButton);
    QTRY_VERIFY(!bar->isVisible() && !cancel->isVisible());
    QVERIFY(!window->loader()->isRunning());
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("Opening held.sgf was cancelled."));
    QCOMPARE(shown.count(), 0);
    QCOMPARE(window->document(), before);
    QCOMPARE(current(), QStringLiteral("1"));

    latch->held = false;
    window->open(path);
    QTRY_VERIFY(bar->isVisible() && cancel->isVisible());
    QTRY_VERIFY(latch->held); // the bar shows as the load is started, before a thread takes it
    QCOMPARE(shown.count(), 0);
    latch->released = true;
    QTRY_COMPARE(shown.count(), 1);
    QVERIFY(!bar->isVisible() && !cancel->isVisible());
    QVERIFY(window->document() != before);
    QCOMPARE(window->document()->collection.nodeCount(), std::size_t(3));
    QCOMPARE(current(), QStringLiteral("held"));
}

void TestMainWindow::aboutNamesVersionsAndLicense()
{
    QMenu *help = window->menuBar()->actions().last()->menu();
    QAction *about = nullptr;
    for (QAction *action : help->actions())
        if (action->text().contains(QStringLiteral("About"))) about = action;
    QVERIFY(about);
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    about->trigger();
    QMessageBox *box = window->findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY(box->text().contains(QStringLiteral("sgfview 9.8.7")));
    QVERIFY(box->text().contains(QString::fromLatin1(qVersion())));
    QVERIFY(box->text().contains(QStringLiteral("MIT")));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
