// Issue 18, point 1: a file of 30,000 variations nested inside each other, opened in the real
// window (offscreen): going to its deepest node, as a jump from the Problems panel or the
// game list does, and walking from there, shows the node in the outline without Qt's tree
// view recursing once per level (which overflowed its stack). The outline's nesting is
// bounded by TreeRows (tests/ui/models/tst_treerows.cpp checks the rule); here, the window.
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/treerows.h"
#include "tree_shapes.h"
#include "widgets/gametreeview.h"
#include "window_fixture.h"

using namespace sgfview;

class TestDeepOutline : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void deepestNodeShown_data();
    void deepestNodeShown();

private:
    QTemporaryDir dir_;
};

void TestDeepOutline::initTestCase()
{
    QVERIFY(dir_.isValid());
    testdata::isolateSettings(dir_);
}

void TestDeepOutline::deepestNodeShown_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("30,000 nested variations")
        << QByteArray::fromStdString(testdata::staircaseSgf(30000));
    QTest::newRow("100,000 nested parentheses")
        << QByteArray::fromStdString(testdata::nestedSgf(100000));
    // 120,000 rows under the root: the outline shows GameTreeModel::maxRows of them at a time.
    QTest::newRow("a line of 120,000 nodes") << QByteArray::fromStdString(
        "(;N[r]" + std::string(99999, ';') + "(;N[a]" + std::string(20000, ';') + ")(;N[b]))");
}

void TestDeepOutline::deepestNodeShown()
{
    QFETCH(QByteArray, sgf);
    const QString path = testdata::writeFile(dir_, QStringLiteral("deep.sgf"), sgf);
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(testdata::openAndWait(window, path), qPrintable(window.lastError()));
    GameController *controller = window.controller();
    GameTreeView *view = window.treeView();
    const sgf::Collection &collection = window.document()->collection;
    const sgf::Node deepest = collection.node(std::uint32_t(collection.nodeCount() - 1));

    // A jump to the deepest node: the outline opens the rows above it and shows it.
    QVERIFY(controller->setCurrent(deepest));
    QTest::qWait(0); // the view lays out what it opened
    // Its Node cell is in view (its Move cell may be all indentation, that deep).
    const QModelIndex cell = view->currentIndex().siblingAtColumn(GameTreeModel::NodeColumn);
    QVERIFY(view->viewport()->rect().intersects(view->visualRect(cell)));
    QCOMPARE(view->nodeAt(view->currentIndex()), deepest);
    int depth = 0;
    for (QModelIndex up = view->currentIndex().parent(); up.isValid(); up = up.parent()) ++depth;
    QVERIFY(depth <= int(TreeRows::maxNesting) + 2);

    // Walking from there, through the keys, the outline following each step.
    for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Home, Qt::Key_End, Qt::Key_Left})
        QTest::keyClick(&window, key);
    QTest::qWait(0);
    QCOMPARE(view->nodeAt(view->currentIndex()), controller->current());
    window.repaint();
}

QTEST_MAIN(TestDeepOutline)
#include "tst_deepoutline.moc"
