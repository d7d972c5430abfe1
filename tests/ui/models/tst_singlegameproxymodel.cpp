// The tree's "only the current game" window: QAbstractItemModelTester (fatal) showing every
// game and each one alone, on test collections and the corpus; every node of the shown game
// reachable exactly once and nothing else; mappings that round-trip; source resets.
#include "corpus_document.h"
#include "model_traversal.h"
#include "models/gametreemodel.h"
#include "models/singlegameproxymodel.h"
#include "tree_model_fixture.h"

#include <QAbstractItemModelTester>
#include <QTest>

using sgfview::GameTreeModel;
using sgfview::SingleGameProxyModel;

class TestSingleGameProxyModel : public QObject {
    Q_OBJECT

private slots:
    void tester_data();
    void tester();
    void corpus_data();
    void corpus();
    void mappingsRoundTrip();
    void sourceResets();
    void longListsInWindows_data();
    void longListsInWindows();

private:
    static void checkEveryGame(GameTreeModel &model);
};

// All games, then each game alone (a few of them for big collections): the tester watches the
// switches, and each view holds exactly its game's nodes.
void TestSingleGameProxyModel::checkEveryGame(GameTreeModel &model)
{
    SingleGameProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSourceModel(&model);
    const sgf::Collection &collection = model.collection();
    QCOMPARE(testdata::countConsistentRows(proxy), collection.nodeCount());
    const std::size_t games = collection.size();
    for (std::size_t game = 0; game<games; game += games> 20 ? games / 7 : 1) {
        proxy.setGame(int(game));
        QCOMPARE(proxy.rowCount(), 1);
        const sgf::Node root = collection[game].root();
        QCOMPARE(model.node(proxy.mapToSource(proxy.index(0, 0))), root);
        QCOMPARE(testdata::countConsistentRows(proxy),
                 std::size_t(root.subtreeEnd() - root.index()));
    }
    proxy.setGame(-1);
    QCOMPARE(proxy.rowCount(), int(games));
}

void TestSingleGameProxyModel::tester_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("single") << QByteArray("(;FF[4])");
    QTest::newRow("forks") << QByteArray("(;N[r](;N[x];N[x1])(;N[y](;N[y1])(;N[z];N[z1]))(;N[w]))");
    QTest::newRow("collection") << QByteArray("(;A[1])(;B[2];C[3])(;D[4](;E[5])(;F[6]))");
}

void TestSingleGameProxyModel::tester()
{
    QFETCH(QByteArray, sgf);
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(sgf::parseCollection(sgf.toStdString()));
    checkEveryGame(model);
}

void TestSingleGameProxyModel::corpus_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestSingleGameProxyModel::corpus()
{
    QFETCH(QString, file);
    SGFVIEW_CORPUS_DOCUMENT(document, file);
    const sgf::Collection &collection = document.collection;
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    checkEveryGame(model);
}

void TestSingleGameProxyModel::mappingsRoundTrip()
{
    const auto collection =
        sgf::parseCollection("(;N[r];N[1](;N[a])(;N[b];N[b1]))(;N[g2](;N[c])(;N[d]))(;N[g3])");
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    SingleGameProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setGame(1);
    const std::uint32_t first = collection[1].root().index(), end = collection[2].root().index();
    for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
        const QModelIndex source = model.indexOf(collection.node(n), 1);
        const QModelIndex shown = proxy.mapFromSource(source);
        QCOMPARE(shown.isValid(), first <= n && n < end);
        if (!shown.isValid()) continue;
        QCOMPARE(proxy.mapToSource(shown), source);
        QCOMPARE(shown.column(), 1);
        QCOMPARE(proxy.index(shown.row(), 1, proxy.parent(shown)), shown);
    }
    QCOMPARE(proxy.mapFromSource(model.indexOf(collection[1].root())).row(), 0);
    QCOMPARE(proxy.headerData(GameTreeModel::NodeColumn, Qt::Horizontal).toString(),
             QStringLiteral("Node"));
}

void TestSingleGameProxyModel::sourceResets()
{
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    SingleGameProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSourceModel(&model);
    shown.show(sgf::parseCollection("(;N[a])(;N[b])(;N[c];N[c1])"));
    proxy.setGame(2);
    QCOMPARE(testdata::countConsistentRows(proxy), std::size_t(2));
    shown.show(sgf::parseCollection("(;N[x];N[x1];N[x2])")); // game 2 is gone: the first
    QCOMPARE(proxy.game(), 0);
    QCOMPARE(testdata::countConsistentRows(proxy), std::size_t(3));
    shown.clear();
    QCOMPARE(proxy.rowCount(), 0);
    QCOMPARE(proxy.headerData(GameTreeModel::MoveColumn, Qt::Horizontal).toString(),
             QStringLiteral("Move"));
}

void TestSingleGameProxyModel::longListsInWindows_data()
{
    QTest::addColumn<int>("game");
    QTest::newRow("every game") << -1;
    QTest::newRow("the long game alone") << 1;
}

// Rows below the top level are asked of the source by node, not mapped (the view asks for each
// row it lays out): through a moved window too they are the source's rows, with its flags.
void TestSingleGameProxyModel::longListsInWindows()
{
    QFETCH(int, game);
    const auto collection = sgf::parseCollection("(;N[g1])(;N[r]" + std::string(99999, ';') +
                                                 "(;N[a]" + std::string(10, ';') + ")(;N[b]))");
    testdata::ShownTree shown;
    GameTreeModel &model = shown.model;
    shown.show(collection);
    SingleGameProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSourceModel(&model);
    proxy.setGame(game);
    const sgf::Node root = collection[1].root(), a = collection.node(100001),
                    b = collection.node(100012);
    QCOMPARE(b.raw("N"), std::string_view("b"));
    const auto compareRows = [&] { // a few of the window's rows, against the source's
        const QModelIndex top = proxy.mapFromSource(model.indexOf(root));
        QCOMPARE(std::uint32_t(proxy.rowCount(top)), GameTreeModel::maxRows);
        for (const std::uint32_t row : {0u, 1u, GameTreeModel::maxRows - 1}) {
            const QModelIndex index = proxy.index(int(row), GameTreeModel::CommentColumn, top);
            const QModelIndex source = model.index(int(row), index.column(), model.indexOf(root));
            QCOMPARE(proxy.mapToSource(index), source);
            QCOMPARE(proxy.flags(index), model.flags(source));
            QCOMPARE(proxy.rowCount(index.siblingAtColumn(0)),
                     model.rowCount(source.siblingAtColumn(0)));
        }
    };
    const std::size_t otherGames = game < 0 ? 1 : 0;
    compareRows();
    QCOMPARE(testdata::countConsistentRows(proxy), otherGames + 1 + GameTreeModel::maxRows);
    QVERIFY(!proxy.mapFromSource(model.indexOf(b)).isValid());

    model.reveal(b); // the window under the root moves to its last 50,000 rows
    compareRows();
    QCOMPARE(testdata::countConsistentRows(proxy), otherGames + 1 + GameTreeModel::maxRows + 1);
    const QModelIndex bShown = proxy.mapFromSource(model.indexOf(b));
    QCOMPARE(model.node(proxy.mapToSource(bShown)), b);
    QCOMPARE(proxy.parent(bShown), proxy.mapFromSource(model.indexOf(a)));
    QCOMPARE(proxy.index(0, 0, proxy.parent(bShown)), bShown);
    const QModelIndex top = proxy.index(game < 0 ? 1 : 0, 0);
    QCOMPARE(model.node(proxy.mapToSource(proxy.index(0, 0, top))), collection.node(50012));
}

QTEST_APPLESS_MAIN(TestSingleGameProxyModel)
#include "tst_singlegameproxymodel.moc"
