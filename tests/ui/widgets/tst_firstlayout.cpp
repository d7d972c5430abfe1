// Issue 16 point 3, the first window on the screen it opens on, in the real window offscreen:
// it fits the available area (1024x700 to a second screen), the board takes the height with
// the map kept short on a low screen, and Board Only hides and restores every dock.
#include "widgets/boardwidget.h"
#include "widgets/gametreeview.h"
#include "widgets/windowlayout.h"
#include "window_fixture.h"

#include <QDockWidget>
#include <QScreen>

using namespace sgfview;

class TestFirstLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void firstWindowFitsTheScreen_data();
    void firstWindowFitsTheScreen();
    void firstWindowOnThisScreen();
    void boardTakesTheHeight_data();
    void boardTakesTheHeight();
    void boardOnlyHidesAndRestoresTheDocks();

private:
    bool open(const QByteArray &sgf, const QString &name = QStringLiteral("game.sgf"))
    {
        return first.open(sgf, name);
    }

    testdata::FirstWindow first;
    std::unique_ptr<MainWindow> &window = first.window;
};

void TestFirstLayout::initTestCase()
{
    QVERIFY(first.prepare());
}

void TestFirstLayout::init()
{
    QVERIFY(first.start());
}

void TestFirstLayout::cleanup()
{
    first.stop();
}

void TestFirstLayout::firstWindowFitsTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::newRow("1024x700") << QRect(0, 0, 1024, 700);
    QTest::newRow("1024x700 below a panel") << QRect(0, 32, 1024, 668);
    QTest::newRow("1400x900") << QRect(0, 0, 1400, 900);
    QTest::newRow("1920x1080") << QRect(0, 0, 1920, 1080);
    QTest::newRow("second screen") << QRect(1920, 0, 1280, 1024);
    QTest::newRow("800x600") << QRect(0, 0, 800, 600);
}

// The window lies inside the available area (never 1320x860 on a 1024x700 screen), and the
// board, a square as tall as the central area, leaves each dock a readable width.
void TestFirstLayout::firstWindowFitsTheScreen()
{
    QFETCH(QRect, available);
    const QRect frame = WindowLayout::firstGeometry(available);
    QVERIFY2(available.contains(frame), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                       .arg(frame.x())
                                                       .arg(frame.y())
                                                       .arg(frame.width())
                                                       .arg(frame.height())));
    QVERIFY(frame.width() <= 1400 && frame.height() <= 900);
    QVERIFY(frame.width() >= std::min(available.width() - 12, 1000));
    // Room for a title bar above it and a border around it.
    QVERIFY(frame.top() - available.top() >= 20 && available.bottom() - frame.bottom() >= 20);
    QVERIFY(frame.left() > available.left() && frame.right() < available.right());
    // Menu bar, status bar and title take about 80 pixels.
    const int boardHeight = frame.height() - 80;
    const WindowLayout::DockWidths docks = WindowLayout::dockWidths(frame.width(), boardHeight);
    QVERIFY(docks.left >= 200 && docks.right >= 200);
    const int board = frame.width() - docks.left - docks.right;
    QVERIFY2(board >= std::min(boardHeight, frame.width() - 400),
             qPrintable(QString::number(board)));
    // The board is the largest part of the window.
    QVERIFY(board >= docks.left && board >= docks.right);
}

// This screen (offscreen: 800x600 unless told otherwise), as the real window does it.
void TestFirstLayout::firstWindowOnThisScreen()
{
    const QRect available = window->screen()->availableGeometry();
    QVERIFY2(available.contains(window->geometry()),
             qPrintable(QStringLiteral("%1x%2").arg(window->width()).arg(window->height())));
    QVERIFY(window->board()->width() >= window->treeView()->width());
}

void TestFirstLayout::boardTakesTheHeight_data()
{
    QTest::addColumn<QSize>("size"); // the first window's, as firstGeometry gives it
    QTest::addColumn<int>("smallestBoard");
    QTest::addColumn<bool>("problems"); // a file with an error: the Problems panel opens
    // 1024x700 (a 1012x656 window): the board was 350 pixels, the docks given 630 of the
    // width. It can be as tall as the window less the menu and status bars (about 60
    // pixels) and the map at its shortest there (120, and its title): about 450. Two thirds of
    // the window's height, then; the docks' readable 200 pixels each leave 600 of the width.
    QTest::newRow("1024x700") << WindowLayout::firstGeometry(QRect(0, 0, 1024, 700)).size()
                              << 656 * 2 / 3 << false;
    // The Problems panel open below it takes a sixth of the height: the board keeps four
    // sevenths of the window (with the panel's former 180 pixels it kept half, 329).
    QTest::newRow("1024x700, Problems open")
        << WindowLayout::firstGeometry(QRect(0, 0, 1024, 700)).size() << 656 * 4 / 7 << true;
    // 1400x900: room for the map (200 pixels) and a 550-pixel board.
    QTest::newRow("1400x900") << WindowLayout::firstGeometry(QRect(0, 0, 1400, 900)).size() << 500
                              << false;
    QTest::newRow("1400x900, Problems open")
        << WindowLayout::firstGeometry(QRect(0, 0, 1400, 900)).size() << 810 * 4 / 7 << true;
}

// The board, a square, gets the height, the map across the bottom kept short on a low
// screen.
void TestFirstLayout::boardTakesTheHeight()
{
    QFETCH(QSize, size);
    QFETCH(int, smallestBoard);
    QFETCH(bool, problems);
    QVERIFY(first.start(size));
    QTest::qWait(0);
    QVERIFY(open(problems ? "(;GM[1]SZ[19];B[pd];W[zz])" : "(;GM[1]SZ[19];B[pd];W[dd])"));
    if (problems) {
        const auto *panel = window->findChild<QDockWidget *>(QStringLiteral("problemsDock"));
        QTRY_VERIFY(panel->isVisible());
        QVERIFY(panel->height() >= 100);
    }
    QTest::qWait(0);
    auto *map = window->findChild<QDockWidget *>(QStringLiteral("treeMapDock"));
    QVERIFY(map && map->isVisible());
    QCOMPARE(window->dockWidgetArea(map), Qt::BottomDockWidgetArea);
    // With the Problems panel too, the map gives way down to its least height.
    QVERIFY(map->height() >= (problems ? map->minimumSizeHint().height() : 100));
    const QWidget *board = window->board();
    const int side = std::min(board->width(), board->height());
    QVERIFY2(side >= smallestBoard, qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                                   .arg(board->width())
                                                   .arg(board->height())
                                                   .arg(window->width())
                                                   .arg(window->height())));
    // Still the largest part of the window, the docks readable beside it.
    for (const char *name : {"treeDock", "propertiesDock"}) {
        const auto *dock = window->findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY(dock->width() >= 190 && dock->width() <= board->width());
    }
}

void TestFirstLayout::boardOnlyHidesAndRestoresTheDocks()
{
    QVERIFY(open(testdata::fourGames, QStringLiteral("four.sgf")));
    QList<QDockWidget *> shown;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        if (dock->isVisible()) shown << dock;
    QVERIFY(shown.size() >= 3); // tree, properties, comment, game list
    const int boardWidth = window->board()->width();
    QAction *boardOnly = window->windowLayout()->boardOnlyAction();
    QCOMPARE(boardOnly->shortcut(), QKeySequence(QStringLiteral("Ctrl+B")));
    QTest::keyClick(window.get(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY(boardOnly->isChecked());
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) QVERIFY(!dock->isVisible());
    QTest::qWait(0);
    QVERIFY(window->board()->width() > boardWidth);
    // Another collection opened meanwhile does not bring the game list back.
    QVERIFY(open(testdata::fourGames, QStringLiteral("again.sgf")));
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) QVERIFY(!dock->isVisible());
    QTest::keyClick(window.get(), Qt::Key_B, Qt::ControlModifier);
    QVERIFY(!boardOnly->isChecked());
    QList<QDockWidget *> after;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        if (dock->isVisible()) after << dock;
    QCOMPARE(after, shown);
}

QTEST_MAIN(TestFirstLayout)
#include "tst_firstlayout.moc"
