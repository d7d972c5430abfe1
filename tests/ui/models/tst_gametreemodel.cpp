// The game tree model: QAbstractItemModelTester (fatal) on test trees and the whole corpus,
// index/parent round trips, a full traversal, and what each column shows.
#include "corpus_document.h"
#include "model_traversal.h"
#include "models/documentviews.h"
#include "models/gametreemodel.h"
#include "sgf/parser.h"
#include "shared_data.h"
#include "tree_model_fixture.h"
#include "tree_shapes.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using sgfview::GameTreeModel;

class TestGameTreeModel : public QObject {
    Q_OBJECT

private slots:
    void tester_data();
    void tester();
    void corpus_data();
    void corpus();
    void indexOfRoundTrips();
    void columns_data();
    void columns();
    void resetKeepsTesterHappy();
    void longListsAreShownAWindowAtATime();
    void aNewDocumentShowsItsWindowsFromTheStart();
    void heavyNodesAreSummarizedOnce();
    void heavyNodesComeSummarizedWithTheDocument();

private:
    static void traverseAll(GameTreeModel &model);
};

// Each node appears exactly once, reached through consistent rows and parents.
void TestGameTreeModel::traverseAll(GameTreeModel &model)
{
    QCOMPARE(testdata::countConsistentRows(model), model.collection().nodeCount());
}

void TestGameTreeModel::tester_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("single") << QByteArray("(;FF[4])");
    QTest::newRow("line") << QByteArray("(;FF[4];B[pd];W[dp];B[pp];W[dd])");
    QTest::newRow("forks") << QByteArray("(;N[r](;N[x];N[x1])(;N[y](;N[y1])(;N[z];N[z1]))(;N[w]))");
    QTest::newRow("collection") << QByteArray("(;A[1])(;B[2];C[3])(;D[4](;E[5])(;F[6]))");
}

void TestGameTreeModel::tester()
{
    QFETCH(QByteArray, sgf);
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    shown.show(sgf::parseCollection(sgf.toStdString()));
    traverseAll(model);
}

void TestGameTreeModel::corpus_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestGameTreeModel::corpus()
{
    QFETCH(QString, file);
    SGFVIEW_CORPUS_DOCUMENT(document, file);
    const sgf::Collection &collection = document.collection;
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    shown.show(collection);
    traverseAll(model);
}

void TestGameTreeModel::indexOfRoundTrips()
{
    const auto collection =
        sgf::parseCollection("(;N[r];N[1](;N[a];N[a2])(;N[b](;N[b1])(;N[c1];N[c2]))(;N[d]))");
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
        const QModelIndex index = model.indexOf(collection.node(n));
        QCOMPARE(model.node(index), collection.node(n));
        QCOMPARE(model.index(index.row(), 0, model.parent(index)), index);
    }
    QVERIFY(!model.indexOf({}).isValid());
    QVERIFY(model.node({}).isNull());
}

void TestGameTreeModel::columns_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<int>("node");
    QTest::addColumn<QStringList>("expected"); // move, node, annotation, comment

    const QByteArray game = "(;SZ[19]PB[Honinbo]C[Game start];B[pd]TE[1];W[]C[First line\nsecond];"
                            "AB[aa]AW[bb];TR[aa]N[Marked];B[tt]BM[2]GB[1];W[zz])";
    QTest::newRow("root: its players")
        << game << 0 << QStringList{"", "Honinbo (B) vs White (W)", "", "Game start"};
    QTest::newRow("root: both players")
        << QByteArray("(;PB[Shusaku]PW[Gennan]GN[Ear-reddening]SZ[19])") << 0
        << QStringList{"", "Shusaku (B) vs Gennan (W)", "", ""};
    QTest::newRow("root: game name")
        << QByteArray("(;GN[Joseki]SZ[19])") << 0 << QStringList{"", "Joseki", "", ""};
    QTest::newRow("root: game info")
        << QByteArray("(;KM[6.5])") << 0 << QStringList{"", "Game info", "", ""};
    QTest::newRow("move") << game << 1 << QStringList{"1", "B Q16", "!", ""};
    QTest::newRow("pass") << game << 2 << QStringList{"2", "W pass", "", "First line"};
    QTest::newRow("setup") << game << 3 << QStringList{"", "Setup", "", ""};
    QTest::newRow("markup, name") << game << 4 << QStringList{"", "Markup", "", "Marked"};
    QTest::newRow("tt pass, annotations")
        << game << 5 << QStringList{"3", "B pass", "?? Good for B", ""};
    // No point on the board is no move: not numbered (sgf/game.h).
    QTest::newRow("outside the board") << game << 6 << QStringList{"", "W invalid (zz)", "", ""};
    QTest::newRow("MN numbers its node's move")
        << QByteArray("(;SZ[19];B[aa];W[bb]MN[ 7 ])") << 2 << QStringList{"7", "W B18", "", ""};
    QTest::newRow("MN without a move")
        << QByteArray("(;SZ[19];B[aa];MN[10];W[bb])") << 2 << QStringList{"", "Empty", "", ""};
    QTest::newRow("after MN without a move")
        << QByteArray("(;SZ[19];B[aa];MN[10];W[bb])") << 3 << QStringList{"2", "W B18", "", ""};
    QTest::newRow("another game's move")
        << QByteArray("(;GM[2];B[aa];W[bb])") << 2 << QStringList{"2", "W bb", "", ""};
    // FF[4]: IT interesting (!?), DO doubtful (?!), TE[2] a very good move (!!), the
    // position's judgements GW, DM, UC and the hotspot HO.
    const QByteArray annotated = "(;SZ[9];B[aa]IT[];W[bb]DO[];B[cc]GW[2]HO[1];W[dd]DM[1];"
                                 "B[ee]UC[1]TE[2])";
    QTest::newRow("interesting") << annotated << 1 << QStringList{"1", "B A9", "!?", ""};
    QTest::newRow("doubtful") << annotated << 2 << QStringList{"2", "W B8", "?!", ""};
    QTest::newRow("good for White, hotspot")
        << annotated << 3 << QStringList{"3", "B C7", "Good for W Hotspot", ""};
    QTest::newRow("even") << annotated << 4 << QStringList{"4", "W D6", "Even", ""};
    QTest::newRow("very good move, unclear")
        << annotated << 5 << QStringList{"5", "B E5", "!! Unclear", ""};
    QTest::newRow("9x9 coordinates")
        << QByteArray("(;SZ[9];B[cc])") << 1 << QStringList{"1", "B C7", "", ""};
}

void TestGameTreeModel::columns()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, node);
    QFETCH(QStringList, expected);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    const QModelIndex index = model.indexOf(collection.node(std::uint32_t(node)));
    QStringList cells;
    for (int column = 0; column < GameTreeModel::ColumnCount; ++column)
        cells << model.data(index.siblingAtColumn(column)).toString();
    QCOMPARE(cells, expected);
}

void TestGameTreeModel::resetKeepsTesterHappy()
{
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    shown.show(sgf::parseCollection("(;A[1](;B[2])(;C[3]))"));
    shown.show(sgf::parseCollection("(;D[4])"));
    QCOMPARE(model.rowCount(), 1);
    shown.clear();
    QCOMPARE(model.rowCount(), 0);
}

namespace {

// A line of 100,000 nodes to a fork, then 10 after its first child a (node 100,000); b, the
// fork's other child, is node 100,011.
const std::string longLineToAFork =
    "(;N[r]" + std::string(99999, ';') + "(;N[a]" + std::string(10, ';') + ")(;N[b]))";

} // namespace

// The root's 100,010 rows (its line: 100,000 nodes to a fork, then the 10 after the first) are
// shown 50,000 at a time; b, the fork's other child, sits under the row of a, the first.
void TestGameTreeModel::longListsAreShownAWindowAtATime()
{
    const auto collection = sgf::parseCollection(longLineToAFork);
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    const QModelIndex root = model.index(0, 0);
    QCOMPARE(std::uint32_t(model.rowCount(root)), GameTreeModel::maxRows);
    QCOMPARE(testdata::countConsistentRows(model), std::size_t(1 + GameTreeModel::maxRows));
    const sgf::Node last = collection.node(GameTreeModel::maxRows); // row 49,999
    QCOMPARE(model.indexOf(last).row(), int(GameTreeModel::maxRows) - 1);
    const sgf::Node a = collection.node(100000), b = collection.node(100011);
    QCOMPARE(b.raw("N"), std::string_view("b"));
    QVERIFY(!model.isShown(a) && !model.isShown(b));
    QVERIFY(!model.indexOf(b).isValid());

    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.reveal(b);
    QCOMPARE(resets.count(), 1);
    QVERIFY(model.isShown(a) && model.isShown(b));
    // The window is centred on a's row (99,999 under the root) as far as the list allows: its
    // last 50,000 rows, from 50,010 on.
    QCOMPARE(model.indexOf(a).row(), 99999 - 50010);
    QCOMPARE(model.index(0, 0, root), model.indexOf(collection.node(50011)));
    QCOMPARE(model.rowCount(model.indexOf(a)), 1);
    const QModelIndex bIndex = model.indexOf(b);
    QCOMPARE(bIndex.row(), 0);
    QCOMPARE(model.parent(bIndex), model.indexOf(a));
    QCOMPARE(model.node(bIndex), b);
    QCOMPARE(testdata::countConsistentRows(model), std::size_t(1 + GameTreeModel::maxRows + 1));
    QVERIFY(!model.isShown(last));
    model.reveal(a); // shown already: no reset
    QCOMPARE(resets.count(), 1);
    model.reveal(collection.node(1)); // back to the line's start: rows 0 to 49,999 again
    QCOMPARE(resets.count(), 2);
    QCOMPARE(model.indexOf(collection.node(1)).row(), 0);
    QCOMPARE(model.indexOf(last).row(), int(GameTreeModel::maxRows) - 1);
}

// The same file shown again (a reload) starts with every window at its start: a node shown
// before only because it was revealed is not shown now.
void TestGameTreeModel::aNewDocumentShowsItsWindowsFromTheStart()
{
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(sgf::parseCollection(longLineToAFork));
    const sgf::Node b = model.collection().node(100011);
    QVERIFY(!model.isShown(b));
    model.reveal(b);
    QVERIFY(model.isShown(b));
    shown.show(sgf::parseCollection(longLineToAFork));
    QVERIFY(!model.isShown(model.collection().node(100011)));
    QVERIFY(!model.indexOf(model.collection().node(100011)).isValid());
}

// A node of more than heavyNode properties is summarized once per document (the text is the
// same as read afresh); a lighter one is read at each ask.
void TestGameTreeModel::heavyNodesAreSummarizedOnce()
{
    const std::string heavy =
        "(;SZ[19];B[pd]" + testdata::unknownProperties(GameTreeModel::heavyNode);
    const auto collection = sgf::parseCollection(heavy + "C[many];W[dd])");
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    const auto nodeText = [&](std::uint32_t node) {
        return model.data(model.indexOf(collection.node(node), GameTreeModel::NodeColumn))
            .toString();
    };
    QCOMPARE(nodeText(2), QStringLiteral("W D16"));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(0));
    QCOMPARE(nodeText(1), QStringLiteral("B Q16"));
    QCOMPARE(nodeText(1), QStringLiteral("B Q16"));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(1));
    shown.show(sgf::parseCollection("(;SZ[9];B[aa])"));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(0));
    QCOMPARE(
        model.data(model.index(0, 0, model.index(0, 0)).siblingAtColumn(GameTreeModel::NodeColumn))
            .toString(),
        QStringLiteral("B A9"));
}

// The heavy nodes among the first game's first nodes come summarized with a loaded document
// (DocumentViews, on the loading thread): the model has their text before a view asks, the
// same as read afresh; a heavy node further on is read when asked.
void TestGameTreeModel::heavyNodesComeSummarizedWithTheDocument()
{
    const std::string properties = testdata::unknownProperties(GameTreeModel::heavyNode + 1);
    const std::uint32_t far = sgfview::DocumentViews::heavyNodesLookedAt + 2;
    const auto collection = sgf::parseCollection(
        "(;SZ[19];B[pd]" + properties + std::string(far - 1, ';') + "W[dd]" + properties + ")");
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.controller.setDocument(testdata::documentOf(collection),
                                 sgfview::DocumentViews::of(collection));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(1));
    const auto nodeText = [&](std::uint32_t node) {
        return model.data(model.indexOf(collection.node(node), GameTreeModel::NodeColumn))
            .toString();
    };
    QCOMPARE(nodeText(1), QStringLiteral("B Q16"));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(1));
    QCOMPARE(nodeText(far), QStringLiteral("W D16"));
    QCOMPARE(model.summarizedHeavyNodes(), std::size_t(2));
}

QTEST_APPLESS_MAIN(TestGameTreeModel)
#include "tst_gametreemodel.moc"
