// The game tree view showing only the current game: one top-level row, the current game's
// root, following Next/Previous Game and jumps into other games; selecting a row still makes
// its node current; switching back shows every game through the tree model itself.
#include "document_fixture.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "sgf/parser.h"
#include "widgets/gametreeview.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTest>

using namespace sgfview;

class TestGameTreeView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void showsEveryGameByDefault();
    void showsOnlyTheCurrentGame();
    void followsGameChanges();
    void selectingARowMakesItCurrent();
    void switchingBackShowsEveryGame();
    void newCollection();
    void currentRowStaysInView();
    void closingTheCurrentBranchKeepsItClosed();
    void moveColumnFitsTheRowsScrolledTo();
    void openRowsStayOpenWhenTheWindowMoves();

private:
    void showLine(int moves);
    QString currentName() const
    {
        return QString::fromStdString(std::string(controller->current().raw("N")));
    }
    // The node shown at the view's current row.
    QString shownName() const
    {
        return view->currentIndex().siblingAtColumn(GameTreeModel::CommentColumn).data().toString();
    }

    sgf::Collection collection;
    std::unique_ptr<GameController> controller;
    std::unique_ptr<GameTreeModel> model;
    std::unique_ptr<GameTreeView> view;
};

//  g1 - a - b          g2 - c         g3 - d - e
//           b2                              e2
static const char *const games =
    "(;N[g1];N[a](;N[b])(;N[b2]))(;N[g2];N[c])(;N[g3];N[d](;N[e])(;N[e2]))";

void TestGameTreeView::init()
{
    collection = sgf::parseCollection(games);
    controller = std::make_unique<GameController>();
    model = std::make_unique<GameTreeModel>(controller.get());
    view = std::make_unique<GameTreeView>(model.get(), controller.get());
    testdata::show(*controller, collection);
}

void TestGameTreeView::cleanup()
{
    view.reset();
    model.reset();
    controller.reset();
}

void TestGameTreeView::showsEveryGameByDefault()
{
    QVERIFY(!view->currentGameOnly());
    QCOMPARE(view->model(), model.get());
    QCOMPARE(view->model()->rowCount(), 3);
}

void TestGameTreeView::showsOnlyTheCurrentGame()
{
    controller->nextGame();
    view->setCurrentGameOnly(true);
    QVERIFY(view->currentGameOnly());
    const QAbstractItemModel *shown = view->model();
    QCOMPARE(shown->rowCount(), 1);
    QCOMPARE(shown->index(0, GameTreeModel::CommentColumn).data().toString(), "g2");
    QCOMPARE(shown->rowCount(shown->index(0, 0)), 1); // c
    QCOMPARE(shownName(), QStringLiteral("g2"));
    // The header keeps its sections across the switch.
    QCOMPARE(view->header()->count(), int(GameTreeModel::ColumnCount));
    QCOMPARE(view->columnWidth(GameTreeModel::NodeColumn), 110);
    QCOMPARE(view->header()->sectionResizeMode(GameTreeModel::MoveColumn),
             QHeaderView::ResizeToContents);
}

void TestGameTreeView::followsGameChanges()
{
    view->setCurrentGameOnly(true);
    QCOMPARE(shownName(), QStringLiteral("g1"));
    controller->nextGame();
    controller->nextGame();
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(shownName(), QStringLiteral("g3"));
    controller->lastNode();
    QCOMPARE(shownName(), QStringLiteral("e"));
    controller->previousGame();
    QCOMPARE(shownName(), QStringLiteral("g2"));
    // A jump into another game, as the game list makes.
    controller->setCurrent(collection[0].root().firstChild().firstChild().nextSibling());
    QCOMPARE(currentName(), QStringLiteral("b2"));
    QCOMPARE(shownName(), QStringLiteral("b2"));
    QCOMPARE(view->model()->index(0, GameTreeModel::CommentColumn).data().toString(), "g1");
}

void TestGameTreeView::selectingARowMakesItCurrent()
{
    controller->nextGame();
    controller->nextGame();
    view->setCurrentGameOnly(true);
    const QModelIndex root = view->model()->index(0, 0);
    const QModelIndex d = view->model()->index(0, 0, root);
    view->setCurrentIndex(d);
    QCOMPARE(currentName(), QStringLiteral("d"));
    const QModelIndex e = view->model()->index(1, 0, root);
    const QModelIndex e2 = view->model()->index(0, 0, e);
    view->setCurrentIndex(e2);
    QCOMPARE(currentName(), QStringLiteral("e2"));
    view->setCurrentIndex(root);
    QCOMPARE(currentName(), QStringLiteral("g3"));
}

void TestGameTreeView::switchingBackShowsEveryGame()
{
    view->setCurrentGameOnly(true);
    controller->nextGame();
    controller->nextMove();
    view->setCurrentGameOnly(false);
    QCOMPARE(view->model(), model.get());
    QCOMPARE(view->model()->rowCount(), 3);
    QCOMPARE(view->currentIndex(), model->indexOf(controller->current()));
    view->setCurrentIndex(model->index(2, 0));
    QCOMPARE(currentName(), QStringLiteral("g3"));
}

void TestGameTreeView::newCollection()
{
    view->setCurrentGameOnly(true);
    controller->nextGame();
    controller->nextGame();
    const sgf::Collection other = sgf::parseCollection("(;N[x];N[y])");
    testdata::show(*controller, other);
    QCOMPARE(view->model()->rowCount(), 1);
    QCOMPARE(shownName(), QStringLiteral("x"));
    controller->setDocument(nullptr);
    QCOMPARE(view->model()->rowCount(), 0);
}

// A game of one line: the root, then moves, the last named "last".
void TestGameTreeView::showLine(int moves)
{
    std::string text = "(;N[root]";
    for (int move = 1; move <= moves; ++move) text += move % 2 ? ";B[aa]" : ";W[bb]";
    text += "N[last])";
    collection = sgf::parseCollection(text);
    testdata::show(*controller, collection);
}

// Runs what the view put off (layouts, section resizes: zero-time timers).
static void settle()
{
    for (int round = 0; round < 3; ++round) QCoreApplication::processEvents();
}

// After a jump to the end of a long line the current row is whole in the viewport, though
// the jump opens the line, whose rows bring a vertical scroll bar and so a horizontal one under
// the rows. Widths around the one where that happens, which the style and fonts decide.
void TestGameTreeView::currentRowStaysInView()
{
    showLine(300);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    bool barAppeared = false;
    for (int width = 250; width <= 600; width += 10) {
        controller->firstNode();
        view->collapseAll();
        view->resize(width, 400);
        settle();
        const bool barBefore = view->horizontalScrollBar()->isVisible();
        QVERIFY(controller->lastNode());
        settle(); // the delayed layout and section resizes
        QCOMPARE(shownName(), QStringLiteral("last"));
        barAppeared |= !barBefore && view->horizontalScrollBar()->isVisible();
        const QRect row = view->visualRect(view->currentIndex());
        QVERIFY2(view->viewport()->rect().contains(row),
                 qPrintable(QStringLiteral("width %1: row at y %2..%3, viewport height %4")
                                .arg(width)
                                .arg(row.top())
                                .arg(row.bottom())
                                .arg(view->viewport()->height())));
    }
    QVERIFY(barAppeared);
    // The Move column fits the numbers in view, measured on those rows alone (not a thousand
    // rows around them at every update).
    QCOMPARE(view->header()->resizeContentsPrecision(), 0);
    const QRect number = view->visualRect(view->currentIndex().siblingAtColumn(0));
    const int needed = view->fontMetrics().horizontalAdvance(QStringLiteral("300"));
    QVERIFY2(view->columnWidth(GameTreeModel::MoveColumn) >= number.left() + needed,
             qPrintable(QStringLiteral("%1 < %2 + %3")
                            .arg(view->columnWidth(GameTreeModel::MoveColumn))
                            .arg(number.left())
                            .arg(needed)));
}

// The view keeps the current row in view as its geometry changes, but a user who closes the
// branch holding it gets a closed branch (scrollTo would open it again).
void TestGameTreeView::closingTheCurrentBranchKeepsItClosed()
{
    showLine(50);
    view->resize(340, 300);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    QVERIFY(controller->lastNode());
    settle();
    const QModelIndex root = view->model()->index(0, 0);
    QVERIFY(view->isExpanded(root));
    view->collapse(root);
    view->resize(360, 320); // a geometry update, as a dock being dragged makes
    settle();
    QVERIFY(!view->isExpanded(root));
    QCOMPARE(controller->current(), collection.node(50)); // still the current node
}

// A jump along a line that is open already scrolls without a layout: the Move column is fitted
// to the rows scrolled to all the same, so that "168" is not elided to "…" after End.
void TestGameTreeView::moveColumnFitsTheRowsScrolledTo()
{
    showLine(300);
    view->resize(300, 300);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
    settle();
    QVERIFY(view->isExpanded(view->model()->index(0, 0)));
    const int twoDigits = view->columnWidth(GameTreeModel::MoveColumn);
    QVERIFY(controller->lastNode());
    settle();
    const QRect number = view->visualRect(view->currentIndex().siblingAtColumn(0));
    const int needed = view->fontMetrics().horizontalAdvance(QStringLiteral("300"));
    QVERIFY2(view->columnWidth(GameTreeModel::MoveColumn) >= number.left() + needed,
             qPrintable(QStringLiteral("%1 (%2 at the start) < %3 + %4")
                            .arg(view->columnWidth(GameTreeModel::MoveColumn))
                            .arg(twoDigits)
                            .arg(number.left())
                            .arg(needed)));
}

// The root's 60,000 rows are shown 50,000 at a time. End moves the window (a reset of the
// model); the row of a, a fork's first child at row 29,999, lies in both windows and stays
// open as the user left it.
void TestGameTreeView::openRowsStayOpenWhenTheWindowMoves()
{
    collection = sgf::parseCollection("(;N[r]" + std::string(29999, ';') + "(;N[a]" +
                                      std::string(30000, ';') + ")(;N[b]))");
    testdata::show(*controller, collection);
    const sgf::Node a = collection.node(30000);
    QCOMPARE(a.raw("N"), std::string_view("a"));
    QVERIFY(!view->isExpanded(model->indexOf(a)));
    view->expand(model->indexOf(a));
    QVERIFY(controller->lastNode());
    QVERIFY(model->isShown(controller->current()));
    QCOMPARE(model->indexOf(a).row(), 29999 - 10000); // the window: the last 50,000 rows
    QVERIFY(view->isExpanded(model->indexOf(a)));
    QCOMPARE(view->nodeAt(view->currentIndex()), controller->current());
    QVERIFY(controller->firstNode()); // the root is a top-level row: the window stays
    QCOMPARE(model->indexOf(a).row(), 29999 - 10000);
    QVERIFY(controller->setCurrent(collection.node(1))); // the first row: back to rows 0 on
    QCOMPARE(model->indexOf(a).row(), 29999);
    QVERIFY(view->isExpanded(model->indexOf(a)));
    QCOMPARE(view->nodeAt(view->currentIndex()), collection.node(1));
}

QTEST_MAIN(TestGameTreeView)
#include "tst_gametreeview.moc"
