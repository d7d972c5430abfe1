// Issue 16, what a new user meets in the first minutes, in the real window offscreen: the
// outline open on load, its context actions and a Move column that stays narrow (the first
// window's size and layout are tst_firstlayout's); the game list's highlight always the shown game;
// a pass marked on the board and in the status bar, the last move marked under move numbers, who
// captured whom; the title without an unknown result; the tree showing the current game of a
// collection; Fox's komi.
#include "models/gamecontroller.h"
#include "models/gameinfo.h"
#include "models/gamelistmodel.h"
#include "models/gamelistproxymodel.h"
#include "models/gametreemodel.h"
#include "tree_shapes.h"
#include "widgets/boardwidget.h"
#include "widgets/celldelegate.h"
#include "widgets/gameinfopanel.h"
#include "widgets/gamelistpanel.h"
#include "widgets/gametreeview.h"
#include "widgets/propertyview.h"
#include "widgets/starthint.h"
#include "widgets/windowlayout.h"
#include "window_fixture.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QScreen>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolTip>

using namespace sgfview;

class TestFirstMinutes : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void outlineIsOpenOnLoad();
    void outlineContextActions();
    void moveColumnStaysNarrow();
    void highlightedGameIsTheShownGame();
    void filterKeys();
    void passIsMarked();
    void lastMoveIsMarkedUnderNumbers();
    void titleLeavesOutAnUnknownResult();
    void collectionTreeShowsTheCurrentGame();
    void foxKomi();
    void emptyWindowShowsAHint();
    void cutCellsShowTheirTextInAToolTip();
    void textKeepsItsOwnDirection_data();
    void textKeepsItsOwnDirection();
    void annotationsTellApart();

private:
    bool open(const QByteArray &sgf, const QString &name = QStringLiteral("game.sgf"))
    {
        return first.open(sgf, name);
    }
    QTableView *list() const { return window->gameListPanel()->view(); }
    // The game (0-based) of the list's highlighted row, -1 for none.
    int highlightedGame() const
    {
        const QModelIndex index = list()->currentIndex();
        if (!index.isValid() || !list()->selectionModel()->isSelected(index)) return -1;
        return window->gameListPanel()->proxy()->mapToSource(index).row();
    }
    int shownGame() const
    {
        return window->gameListPanel()->model()->gameOf(window->controller()->current());
    }

    testdata::FirstWindow first;
    std::unique_ptr<MainWindow> &window = first.window;
};

void TestFirstMinutes::initTestCase()
{
    QVERIFY(first.prepare());
}

void TestFirstMinutes::init()
{
    QVERIFY(first.start());
}

void TestFirstMinutes::cleanup()
{
    first.stop();
}

// The sample's and the dictionary's first line is in view at once, not one closed root row.
void TestFirstMinutes::outlineIsOpenOnLoad()
{
    QVERIFY(open("(;GM[1]SZ[9]N[root];B[aa]N[one];W[bb]N[two](;B[cc]N[a])(;B[dd]N[b]))"));
    GameTreeView *tree = window->treeView();
    const QModelIndex root = tree->indexOf(window->controller()->current());
    QVERIFY(tree->isExpanded(root));
    const QModelIndex first = tree->model()->index(0, 0, root);
    QCOMPARE(tree->nodeAt(first).raw("N"), std::string_view("one"));
    QVERIFY(!tree->visualRect(first).isEmpty());
    // Another game's first line opens when the game is shown.
    QVERIFY(open(testdata::fourGames, QStringLiteral("four.sgf")));
    window->controller()->nextGame();
    window->controller()->nextGame();
    const QModelIndex third = tree->indexOf(window->controller()->current());
    QVERIFY(tree->isExpanded(third));
}

void TestFirstMinutes::outlineContextActions()
{
    QVERIFY(open("(;N[r];N[1](;N[a];N[a2])(;N[b];N[b2](;N[x])(;N[y])))"));
    GameTreeView *tree = window->treeView();
    const sgf::Collection &nodes = window->document()->collection;
    QCOMPARE(nodes.node(7).raw("N"), std::string_view("y"));
    window->controller()->setCurrent(nodes.node(7)); // y, nested two forks deep
    // Its row (the Node column: the Move column's cell can be all indentation until the
    // header fits the column to the rows, at the next layout).
    const QModelIndex y = tree->indexOf(nodes.node(7)).siblingAtColumn(GameTreeModel::NodeColumn);
    QVERIFY(y.parent().parent().isValid());
    QVERIFY(tree->isExpanded(y.parent()) && tree->isExpanded(y.parent().parent()));
    tree->collapseAllAction()->trigger();
    // All closed but the first line: y is out of view, the root's line in it.
    QVERIFY(tree->visualRect(y).isEmpty());
    QVERIFY(tree->isExpanded(tree->indexOf(nodes.node(0))));
    QVERIFY(!tree->visualRect(tree->indexOf(nodes.node(1))).isEmpty());
    tree->expandToCurrentAction()->trigger();
    QVERIFY(!tree->visualRect(y).isEmpty());
    QCOMPARE(tree->nodeAt(tree->currentIndex()), nodes.node(7));
    // The View menu has both.
    QVERIFY(window->findChildren<QAction *>().contains(tree->collapseAllAction()));
}

// The indentation of nested rows sits in the Move column: it must not push the comments out.
void TestFirstMinutes::moveColumnStaysNarrow()
{
    QVERIFY(open(QByteArray::fromStdString(testdata::staircaseSgf(40))));
    GameTreeView *tree = window->treeView();
    const sgf::Collection &nodes = window->document()->collection;
    window->controller()->setCurrent(nodes.node(std::uint32_t(nodes.nodeCount() - 1)));
    QTest::qWait(0);
    const int move = tree->columnWidth(GameTreeModel::MoveColumn);
    QVERIFY2(move <=
                 std::max(tree->viewport()->width() / 3,
                          tree->fontMetrics().horizontalAdvance("0000") + 2 * tree->indentation()),
             qPrintable(QString::number(move)));
    // At the top, the numbers fit.
    window->controller()->firstNode();
    window->controller()->nextMove();
    QTest::qWait(0);
    QVERIFY(tree->columnWidth(GameTreeModel::MoveColumn) >=
            tree->fontMetrics().horizontalAdvance("1"));
}

// After each way of changing it, the highlighted row is the shown game.
void TestFirstMinutes::highlightedGameIsTheShownGame()
{
    QVERIFY(open(testdata::fourGames, QStringLiteral("four.sgf")));
    QCOMPARE(highlightedGame(), 0);
    // A single click shows the game.
    const QRect row = list()->visualRect(list()->model()->index(2, GameListModel::BlackColumn));
    QTest::mouseClick(list()->viewport(), Qt::LeftButton, {}, row.center());
    QCOMPARE(shownGame(), 2);
    QCOMPARE(highlightedGame(), 2);
    // The arrow keys too.
    list()->setFocus();
    QTest::keyClick(list(), Qt::Key_Down);
    QCOMPARE(shownGame(), 3);
    QCOMPARE(highlightedGame(), 3);
    QTest::keyClick(list(), Qt::Key_Up);
    QCOMPARE(shownGame(), 2);
    // A jump elsewhere (the Problems panel, the tree, Next Game) moves the highlight.
    window->controller()->setCurrent(window->document()->collection[1].root().firstChild());
    QCOMPARE(highlightedGame(), 1);
    // Sorting keeps it on the shown game.
    list()->sortByColumn(GameListModel::WhiteColumn, Qt::DescendingOrder);
    QCOMPARE(shownGame(), 1);
    QCOMPARE(highlightedGame(), 1);
    // A filter that hides the shown game leaves no row highlighted, and shows no other game.
    QLineEdit *filter = window->gameListPanel()->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("ann"));
    QTest::keyClick(filter, Qt::Key_Return);
    QCOMPARE(list()->model()->rowCount(), 2);
    // Enter with the shown game hidden shows the first listed.
    QVERIFY(shownGame() == 0 || shownGame() == 3);
    QCOMPARE(highlightedGame(), shownGame());
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("eve"));
    QTRY_COMPARE(list()->model()->rowCount(), 1);
    QCOMPARE(highlightedGame(), -1);
    QVERIFY(shownGame() == 0 || shownGame() == 3);
    // Clearing the filter: the shown game is highlighted again.
    filter->clear();
    QTRY_COMPARE(list()->model()->rowCount(), 4);
    QCOMPARE(highlightedGame(), shownGame());
    window->controller()->nextGame();
    QCOMPARE(highlightedGame(), shownGame());
}

// Down from the filter field goes into the list, at the first game listed.
void TestFirstMinutes::filterKeys()
{
    QVERIFY(open(testdata::fourGames, QStringLiteral("four.sgf")));
    QLineEdit *filter = window->gameListPanel()->filterEdit();
    window->activateWindow();
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("eve"));
    QTest::keyClick(filter, Qt::Key_Down);
    QCOMPARE(list()->model()->rowCount(), 1);
    QCOMPARE(shownGame(), 2);
    QCOMPARE(highlightedGame(), 2);
    QVERIFY(list()->hasFocus());
    // With the shown game listed, Down just goes into the list.
    filter->setFocus();
    filter->clear();
    QTest::keyClick(filter, Qt::Key_Down);
    QCOMPARE(list()->model()->rowCount(), 4);
    QCOMPARE(shownGame(), 2);
    QCOMPARE(highlightedGame(), 2);
    QVERIFY(list()->hasFocus());
}

void TestFirstMinutes::passIsMarked()
{
    QVERIFY(open("(;SZ[9];B[cc];W[];B[tt];W[dd])"));
    GameController *controller = window->controller();
    controller->nextMove();
    QVERIFY(!window->board()->scene().passed);
    QVERIFY(!window->statusText().contains("passed"));
    const QImage move = window->board()->render(QSize(300, 300));
    controller->nextMove();
    QCOMPARE(window->board()->scene().passed, std::optional(sgf::Color::White));
    QVERIFY2(window->statusText().contains("White passed"), qPrintable(window->statusText()));
    const QImage pass = window->board()->render(QSize(300, 300));
    // The note is drawn in the middle of the board, where the move's board is plain.
    const QRect middle(120, 140, 60, 20);
    QVERIFY(move.copy(middle) != pass.copy(middle));
    controller->nextMove(); // tt: a pass on boards up to 19x19
    QCOMPARE(window->board()->scene().passed, std::optional(sgf::Color::Black));
    QVERIFY(window->statusText().contains("Black passed"));
    controller->nextMove();
    QVERIFY(!window->board()->scene().passed);
}

// With move numbers shown, the last move's number is drawn in red instead of the ring.
void TestFirstMinutes::lastMoveIsMarkedUnderNumbers()
{
    QVERIFY(open("(;SZ[9];B[cc];W[gg])"));
    BoardWidget *board = window->board();
    board->setMoveNumbers(MoveNumbers::SinceVariationStart);
    window->controller()->lastNode();
    board->resize(450, 450);
    const QImage image = board->render(board->size());
    const auto reddish = [&](sgf::Point p) {
        const QPoint c = board->pointPosition(p).toPoint();
        int count = 0;
        for (int y = c.y() - 10; y <= c.y() + 10; ++y)
            for (int x = c.x() - 10; x <= c.x() + 10; ++x) {
                const QColor color = image.pixelColor(x, y);
                if (color.red() > color.green() + 80 && color.red() > color.blue() + 80) ++count;
            }
        return count;
    };
    QVERIFY(reddish({6, 6}) > 5); // W gg, the last move
    QCOMPARE(reddish({2, 2}), 0); // B cc
    QCOMPARE(board->scene().numbers[board->scene().index({6, 6})], 2);
}

void TestFirstMinutes::titleLeavesOutAnUnknownResult()
{
    QVERIFY(open("(;RE[?];B[aa])", QStringLiteral("unknown.sgf")));
    QCOMPARE(window->windowTitle(), QStringLiteral("unknown.sgf — sgfview"));
    QVERIFY(open("(;PB[Ann]PW[Bob]RE[?])", QStringLiteral("players.sgf")));
    QCOMPARE(window->windowTitle(), QStringLiteral("players.sgf — Ann (B) vs Bob (W) — sgfview"));
}

// By default: the game list lists the games, the tree shows the current one.
void TestFirstMinutes::collectionTreeShowsTheCurrentGame()
{
    QVERIFY(open(testdata::fourGames, QStringLiteral("four.sgf")));
    QVERIFY(window->treeView()->currentGameOnly());
    QCOMPARE(window->treeView()->model()->rowCount(), 1);
}

// Fox writes KM[750] for 7.5: Game Info shows 7.5, the property table too, its tool tip says
// why.
void TestFirstMinutes::foxKomi()
{
    QVERIFY(open("(;AP[foxwq]KM[750];B[aa])"));
    QCOMPARE(window->gameInfoPanel()->info().value("KM"), QStringLiteral("7.5"));
    const QAbstractItemModel *table = window->propertyView()->model();
    int km = -1;
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->index(row, 0).data().toString() == "KM") km = row;
    QVERIFY(km >= 0);
    QCOMPARE(table->index(km, 2).data().toString(), QStringLiteral("7.5"));
    QCOMPARE(table->index(km, 3).data().toString(), QStringLiteral("[750]"));
    const QString tip = table->index(km, 2).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains("Fox writes komi in hundredths of a point: 750 is read as 7.5."),
             qPrintable(tip));
    QVERIFY(open("(;KM[6.5])", QStringLiteral("real.sgf")));
    QCOMPARE(window->gameInfoPanel()->info().value("KM"), QStringLiteral("6.5"));
}

// No file: an empty board, how to open one, and the recent files as links that open them.
void TestFirstMinutes::emptyWindowShowsAHint()
{
    QVERIFY(!window->document());
    const BoardScene &scene = window->board()->scene();
    QVERIFY(scene.isGo);
    QCOMPARE(scene.size, (sgf::BoardSize{19, 19}));
    QCOMPARE(std::count(scene.stones.begin(), scene.stones.end(), sgf::Color::Empty), 361);
    // The board is drawn: wood in the middle, not a grey void.
    const QImage image = window->board()->render(QSize(300, 300));
    int wooden = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor pixel = image.pixelColor(x, y);
            wooden += pixel.red() > 180 && pixel.blue() < 140 && pixel.alpha() == 255;
        }
    QVERIFY2(wooden > image.width() * image.height() / 2, qPrintable(QString::number(wooden)));
    auto *hint = window->findChild<StartHint *>();
    QVERIFY(hint);
    QVERIFY(hint->isVisible());
    QVERIFY2(hint->text().contains("Open a file (Ctrl+O) or drop one here"),
             qPrintable(hint->text()));
    QVERIFY(!hint->text().contains("Recent files"));
    const QString path =
        testdata::writeFile(first.dir, QStringLiteral("recent game.sgf"), "(;N[r];B[aa])");
    QVERIFY(testdata::openAndWait(*window, path));
    QVERIFY(!hint->isVisible());
    window->closeDocument();
    QVERIFY(hint->isVisible());
    QVERIFY(hint->text().contains("Recent files"));
    QVERIFY(hint->text().contains("recent game.sgf"));
    // Its link opens the file.
    const qsizetype at = hint->text().indexOf("href=\"file:");
    QVERIFY(at >= 0);
    const QString link = hint->text().mid(at + 6).section('"', 0, 0);
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    emit hint->linkActivated(link);
    QTRY_COMPARE(shown.count(), 1);
    QCOMPARE(window->document()->path, QFileInfo(path).absoluteFilePath());
}

// A cell whose text is cut shows it whole in its tool tip; one that fits keeps the model's.
void TestFirstMinutes::cutCellsShowTheirTextInAToolTip()
{
    const QString name = QStringLiteral("GNU Go 3.8 – the long name of an engine's game, cut here");
    QVERIFY(open("(;GN[" + name.toUtf8() + "]CA[UTF-8];B[aa])"));
    PropertyView *table = window->propertyView();
    table->resize(260, 200);
    int gn = -1;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        if (table->model()->index(row, 0).data().toString() == "GN") gn = row;
    QVERIFY(gn >= 0);
    const auto toolTipAt = [](QAbstractItemView *view, const QModelIndex &index) {
        QToolTip::hideText();
        const QPoint at = view->visualRect(index).center();
        QHelpEvent event(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &event);
        return QToolTip::text();
    };
    const QModelIndex value = table->model()->index(gn, 2);
    const QString tip = toolTipAt(table, value);
    QVERIFY2(tip.startsWith(name), qPrintable(tip));
    QVERIFY(tip.contains("GN (")); // the model's own tip follows
    // A cell that fits keeps the model's tip alone.
    const QModelIndex id = table->model()->index(gn, 0);
    QVERIFY(toolTipAt(table, id).startsWith("GN ("));
    QToolTip::hideText();
}

void TestFirstMinutes::textKeepsItsOwnDirection_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("direction"); // -1: none (follows the window)
    QTest::newRow("English") << "Where should White play?" << int(Qt::LeftToRight);
    QTest::newRow("English after a number") << "12. Where" << int(Qt::LeftToRight);
    QTest::newRow("Arabic") << "أين يلعب الأبيض؟" << int(Qt::RightToLeft);
    QTest::newRow("a number") << "123" << -1;
    QTest::newRow("raw SGF") << "[pd][dp]" << int(Qt::LeftToRight);
    QTest::newRow("empty") << "" << -1;
    // An Arabic message that starts with an isolated SGF value reads right to left.
    QTest::newRow("Arabic after isolated SGF")
        << QString(QChar(0x2066) + QStringLiteral("B[zz]") + QChar(0x2069) + " ليست نقطة")
        << int(Qt::RightToLeft);
    QTest::newRow("only isolated SGF")
        << QString(QChar(0x2066) + QStringLiteral("B[zz]") + QChar(0x2069)) << -1;
}

namespace {
struct DelegateProbe : CellDelegate {
    using CellDelegate::CellDelegate;
    using CellDelegate::initStyleOption;
};
} // namespace

// In a right-to-left window, English is laid out left to right (cut at its end, its
// punctuation in place) and kept at the cell's start, the right.
void TestFirstMinutes::textKeepsItsOwnDirection()
{
    QFETCH(QString, text);
    QFETCH(int, direction);
    const auto found = CellDelegate::textDirection(text);
    QCOMPARE(found ? int(*found) : -1, direction);
    QStandardItemModel model(1, 1);
    model.setData(model.index(0, 0), text);
    DelegateProbe delegate;
    QStyleOptionViewItem option;
    option.direction = Qt::RightToLeft;
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    delegate.initStyleOption(&option, model.index(0, 0));
    if (direction == int(Qt::LeftToRight)) {
        QCOMPARE(option.direction, Qt::LeftToRight);
        QCOMPARE(option.displayAlignment & Qt::AlignHorizontal_Mask,
                 Qt::AlignRight | Qt::AlignAbsolute);
    } else {
        QCOMPARE(option.direction, Qt::RightToLeft);
    }
}

// GB and GW read apart in the narrow column; the tool tip spells them out.
void TestFirstMinutes::annotationsTellApart()
{
    QVERIFY(open("(;SZ[9];B[aa]GB[1];W[bb]GW[1]HO[1])"));
    GameTreeView *tree = window->treeView();
    window->controller()->nextMove();
    const QModelIndex gb = tree->currentIndex().siblingAtColumn(GameTreeModel::AnnotationColumn);
    QCOMPARE(gb.data().toString(), QStringLiteral("Good for B"));
    QCOMPARE(gb.data(Qt::ToolTipRole).toString(), QStringLiteral("Good for Black"));
    window->controller()->nextMove();
    const QModelIndex gw = tree->currentIndex().siblingAtColumn(GameTreeModel::AnnotationColumn);
    QCOMPARE(gw.data().toString(), QStringLiteral("Good for W Hotspot"));
    QCOMPARE(gw.data(Qt::ToolTipRole).toString(), QStringLiteral("Good for White\nHotspot"));
}

QTEST_MAIN(TestFirstMinutes)
#include "tst_firstminutes.moc"
