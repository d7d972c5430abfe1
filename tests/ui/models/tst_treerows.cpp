// The tree view's row rule, checked on small trees laid out by hand; its move numbers, and
// that they are the board's at every node of the real-file corpus.
#include "corpus_document.h"
#include "models/documentviews.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"
#include "shared_data.h"
#include "tree_shapes.h"

#include <QTest>

using sgfview::TreeRows;

class TestTreeRows : public QObject {
    Q_OBJECT

private slots:
    void layout_data();
    void layout();
    void longLineIsShallow();
    void nestingIsBounded_data();
    void nestingIsBounded();
    void flatBelowTheBound();
    void moveNumbers_data();
    void moveNumbers();
    void numbersAcrossBlocks();
    void corpusNumbersAreTheBoards_data();
    void corpusNumbersAreTheBoards();
    void gameOf();
    void inheritedMarkup_data();
    void inheritedMarkup();
    void runsOnThreadsAreOneRun_data();
    void runsOnThreadsAreOneRun();
    void documentViewsRows_data();
    void documentViewsRows();
    void watchCountsAndStops_data();
    void watchCountsAndStops();
};

// Where two layouts of one collection differ, or empty: every accessor at every node, the
// rows under it and each game's rules.
static QString difference(const sgf::Collection &collection, const TreeRows &a, const TreeRows &b)
{
    if (a.nodeCount() != b.nodeCount() || a.rootCount() != b.rootCount())
        return QStringLiteral("counts");
    if (a.hasInheritedMarkup() != b.hasInheritedMarkup()) return QStringLiteral("VW or DD");
    for (std::uint32_t r = 0; r < a.rootCount(); ++r)
        if (a.root(r) != b.root(r) || a.game(r).type().number != b.game(r).type().number ||
            a.game(r).board().size.columns != b.game(r).board().size.columns)
            return QStringLiteral("game %1").arg(r);
    for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
        bool same = a.row(n) == b.row(n) && a.rowParent(n) == b.rowParent(n) &&
                    a.rowCount(n) == b.rowCount(n) && a.isFlattened(n) == b.isFlattened(n) &&
                    a.moveNumber(n) == b.moveNumber(n) &&
                    a.hasNumberedMove(n) == b.hasNumberedMove(n) && a.gameOf(n) == b.gameOf(n);
        for (std::uint32_t r = 0; same && r < a.rowCount(n); ++r)
            same = a.childAt(n, r) == b.childAt(n, r);
        if (!same) return QStringLiteral("node %1").arg(n);
    }
    return {};
}

// The expected outline, one row per line as "indent + N[...]": a node's rows follow the rule
// (a line's first node holds the rest of its line; a first child with siblings holds the
// alternatives).
static QString outline(const sgf::Collection &collection, const TreeRows &rows)
{
    QStringList lines;
    std::vector<std::pair<std::uint32_t, int>> stack; // (node, depth), explicit
    for (std::uint32_t r = rows.rootCount(); r-- > 0;) stack.push_back({rows.root(r), 0});
    while (!stack.empty()) {
        const auto [node, depth] = stack.back();
        stack.pop_back();
        lines << QString(depth * 2, ' ') +
                     QString::fromStdString(std::string(collection.node(node).raw("N")));
        for (std::uint32_t r = rows.rowCount(node); r-- > 0;)
            stack.push_back({rows.childAt(node, r), depth + 1});
    }
    return lines.join('\n');
}

void TestTreeRows::layout_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QString>("expected");

    QTest::newRow("one line") << QByteArray("(;N[r];N[1];N[2];N[3])") << "r\n  1\n  2\n  3";
    QTest::newRow("two games") << QByteArray("(;N[a];N[a1])(;N[b])") << "a\n  a1\nb";
    // r has children x and y: x (first child) holds alternative y; y's line hangs under y.
    QTest::newRow("fork at root") << QByteArray("(;N[r](;N[x];N[x1])(;N[y];N[y1];N[y2]))")
                                  << "r\n  x\n    y\n      y1\n      y2\n  x1";
    // Fork after move 1 with three alternatives, one of which forks again.
    QTest::newRow("nested forks")
        << QByteArray("(;N[r];N[1](;N[a];N[a2])(;N[b](;N[b1])(;N[c1];N[c2]))(;N[d]))")
        << "r\n  1\n  a\n    b\n      b1\n        c1\n          c2\n    d\n  a2";
}

void TestTreeRows::layout()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QString, expected);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const TreeRows rows(collection);
    QCOMPARE(outline(collection, rows), expected);
    // row() and rowParent() invert childAt().
    for (std::uint32_t n = 0; n < rows.nodeCount(); ++n) {
        const auto up = rows.rowParent(n);
        QCOMPARE(rows.childAt(up, rows.row(n)), n);
    }
}

void TestTreeRows::longLineIsShallow()
{
    std::string input = "(;N[r]";
    for (int i = 0; i < 300; ++i) input += ";B[aa]";
    input += ')';
    const auto collection = sgf::parseCollection(input);
    const TreeRows rows(collection);
    QCOMPARE(rows.rowCount(0), std::uint32_t(300));
    QCOMPARE(rows.rowParent(300), std::uint32_t(0));
    QCOMPARE(rows.row(300), std::uint32_t(299));
}

// Each node's row depth (a root's is 0). A row's parent node always comes before it in
// document order, so one forward pass finds them all.
static std::vector<std::uint32_t> rowDepths(const TreeRows &rows)
{
    std::vector<std::uint32_t> depth(rows.nodeCount());
    for (std::uint32_t n = 0; n < rows.nodeCount(); ++n) {
        const auto up = rows.rowParent(n);
        if (up != TreeRows::none) {
            if (up >= n) qFatal("node %u's row parent %u comes after it", n, up);
            depth[n] = depth[up] + 1;
        }
    }
    return depth;
}

void TestTreeRows::nestingIsBounded_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<bool>("flattened");
    // Each fork's second child holds the next fork: two row levels per fork, 60,000 levels
    // by the rule alone (issue 18: Qt's view overflows its stack on 30,000).
    QTest::newRow("30,000 nested variations")
        << QByteArray::fromStdString(testdata::staircaseSgf(30000)) << true;
    QTest::newRow("just below the bound")
        << QByteArray::fromStdString(testdata::staircaseSgf(TreeRows::maxNesting / 2)) << false;
    QTest::newRow("just at the bound")
        << QByteArray::fromStdString(testdata::staircaseSgf(TreeRows::maxNesting / 2 + 1)) << true;
    // A straight line of nested parentheses is one line, however deep its text nests.
    QTest::newRow("100,000 nested parentheses")
        << QByteArray::fromStdString(testdata::nestedSgf(100000)) << false;
    QTest::newRow("many siblings")
        << QByteArray::fromStdString(testdata::siblingsSgf(10000)) << false;
}

// No row is deeper than the bound allows, every node has exactly one row (reached from the
// top as a view reaches it), and row(), rowParent() and childAt() agree.
void TestTreeRows::nestingIsBounded()
{
    QFETCH(QByteArray, sgf);
    QFETCH(bool, flattened);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const TreeRows rows(collection);
    const std::vector<std::uint32_t> depth = rowDepths(rows);
    QVERIFY(*std::max_element(depth.begin(), depth.end()) <= TreeRows::maxNesting + 2);
    bool anyFlattened = false;
    for (std::uint32_t n = 0; n < rows.nodeCount(); ++n) {
        anyFlattened = anyFlattened || rows.isFlattened(n);
        if (rows.childAt(rows.rowParent(n), rows.row(n)) != n)
            QFAIL(qPrintable(QStringLiteral("node %1 is not at its own row").arg(n)));
    }
    QCOMPARE(anyFlattened, flattened);
    std::vector<std::uint8_t> reached(rows.nodeCount());
    std::vector<std::uint32_t> stack(rows.rootCount());
    for (std::uint32_t r = 0; r < rows.rootCount(); ++r) stack[r] = rows.root(r);
    std::size_t count = 0;
    while (!stack.empty()) {
        const std::uint32_t node = stack.back();
        stack.pop_back();
        QVERIFY(!reached[node]);
        reached[node] = 1;
        ++count;
        for (std::uint32_t r = 0; r < rows.rowCount(node); ++r)
            stack.push_back(rows.childAt(node, r));
    }
    QCOMPARE(count, std::size_t(rows.nodeCount()));
}

// At the bound, an alternative lists its whole subtree under it in document order: its line,
// then the variation inside it, and so on, one level deeper and no more.
void TestTreeRows::flatBelowTheBound()
{
    const std::size_t forks = TreeRows::maxNesting / 2 + 3;
    const auto collection = sgf::parseCollection(testdata::staircaseSgf(forks));
    const TreeRows rows(collection);
    const std::vector<std::uint32_t> depth = rowDepths(rows);
    // Node 0 the root; fork i is node 1 + 2i (its B), its one-move variation 2 + 2i (its W).
    // The B of fork i is an alternative at row depth 2i, from fork 1 on.
    const std::uint32_t bound = 1 + 2 * (TreeRows::maxNesting / 2);
    QCOMPARE(depth[bound], TreeRows::maxNesting);
    QVERIFY(!rows.isFlattened(bound));
    QCOMPARE(rows.rowCount(bound), std::uint32_t(collection.nodeCount() - bound - 1));
    for (std::uint32_t n = bound + 1; n < collection.nodeCount(); ++n) {
        QVERIFY(rows.isFlattened(n));
        QCOMPARE(rows.rowParent(n), bound);
        QCOMPARE(rows.row(n), n - bound - 1);
        QCOMPARE(rows.rowCount(n), std::uint32_t(0));
    }
    // Above the bound, the rule as ever: fork 1's B sits under fork 0's W.
    QCOMPARE(rows.rowParent(3), std::uint32_t(2));
    QCOMPARE(depth[bound - 2], TreeRows::maxNesting - 2);
}

// Every node's number, in document order, and which nodes have a numbered move ('x'): the
// rules are sgf/game.h's (tests/core/tst_game.cpp); here, that the rows follow them through
// variations and from one game tree of a collection to the next.
void TestTreeRows::moveNumbers_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QList<int>>("numbers");
    QTest::addColumn<QString>("numbered");

    QTest::newRow("variations") << "(;AB[aa];B[bb];W[cc](;B[dd])(;C[x];MN[50]W[ee];B[ff]))"
                                << QList<int>{0, 1, 2, 3, 2, 50, 51} << "-xxx-xx";
    // The five files.
    QTest::newRow("MN without a move")
        << "(;SZ[19];B[aa];MN[10];W[bb])" << QList<int>{0, 1, 1, 2} << "-x-x";
    QTest::newRow("MN with a move")
        << "(;SZ[19];B[aa];W[bb]MN[ 7 ])" << QList<int>{0, 1, 7} << "-xx";
    QTest::newRow("off the board")
        << "(;SZ[9];B[aa];W[ss];B[cc])" << QList<int>{0, 1, 1, 2} << "-x-x";
    QTest::newRow("another game") << "(;GM[2];B[aa];W[bb])" << QList<int>{0, 1, 2} << "-xx";
    QTest::newRow("no point") << "(;B[aa];W[x];B[cc])" << QList<int>{1, 1, 2} << "x-x";
    // Each game tree has its own rules and counts from 0.
    QTest::newRow("games of a collection")
        << "(;GM[2];B[aa];W[zz])(;SZ[9];B[aa];W[zz])(;B[aa];W[zz])"
        << QList<int>{0, 1, 2, 0, 1, 1, 1, 1} << "-xx-x-x-";
}

void TestTreeRows::moveNumbers()
{
    QFETCH(QString, sgf);
    QFETCH(QList<int>, numbers);
    QFETCH(QString, numbered);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const TreeRows rows(collection);
    QList<int> shown;
    QString flags;
    for (std::uint32_t n = 0; n < rows.nodeCount(); ++n) {
        shown << int(rows.moveNumber(n));
        flags += rows.hasNumberedMove(n) ? 'x' : '-';
    }
    QCOMPARE(shown, numbers);
    QCOMPARE(flags, numbered);
}

// The numbers are kept as bits with a number every 64 nodes and at each node that does not
// follow from the one before (a variation, an MN, a root): at every node of games whose
// variations and MN fall on and around those 64-node blocks, in one run and in several, the
// number is the game's (sgf::Game::moveNumberOf, which counts up the tree).
void TestTreeRows::numbersAcrossBlocks()
{
    std::string text;
    for (int game = 0; game < 5; ++game) {
        text += "(;SZ[19]";
        for (int i = 1; i < 150 + 37 * game; ++i) {
            const char colour = i % 2 ? 'B' : 'W';
            text += ';';
            if (i % 9 != 4) text += std::string{colour, '[', char('a' + i % 19), 'a', ']'};
            if (i % 64 == 63 - game || i == 64 || i == 100)
                text += "MN[" + std::to_string(i * 7) + "]";
            if (i % 64 == 62 || i % 50 == 0) // a variation of three, and another of one
                text += "(;B[ss];W[rs]MN[5];B[qs])(;W[ps])(";
            if (i % 64 == 62 || i % 50 == 0) text += ";C[back on the line]";
        }
        for (int i = 1; i < 150 + 37 * game; ++i)
            if (i % 64 == 62 || i % 50 == 0) text += ')';
        text += ')';
    }
    const auto collection = sgf::parseCollection(text);
    QCOMPARE(collection.size(), std::size_t(5));
    for (unsigned threads : {1u, 3u}) {
        const TreeRows rows(collection, threads);
        for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
            const sgf::Node node = collection.node(n);
            const sgf::Game game(node);
            QCOMPARE(int(rows.moveNumber(n)), game.moveNumberOf(node));
            QCOMPARE(rows.hasNumberedMove(n), game.moveOf(node).counts());
        }
    }
}

void TestTreeRows::corpusNumbersAreTheBoards_data()
{
    SGFVIEW_CORPUS_ROWS();
}

// Every corpus file read as the window reads it (DocumentLoader: charsets decoded, lenient),
// laid out as the window lays it out: at every node, the tree's Move column (and, through it,
// nothing else: the status bar shows the cursor's) has the number the board's cursor has.
// A file that does not load fails, but for the two that hold no game tree at all
// (corpus_document.h).
void TestTreeRows::corpusNumbersAreTheBoards()
{
    QFETCH(QString, file);
    SGFVIEW_CORPUS_DOCUMENT(document, file);
    const sgf::Collection &collection = document.collection;
    const TreeRows rows(collection);
    QCOMPARE(rows.nodeCount(), std::uint32_t(collection.nodeCount()));
    // In runs of games on threads, the same rows (one run, when the file has one game).
    QCOMPARE(difference(collection, rows, TreeRows(collection, 3)), QString());
    sgf::PositionCursor cursor;
    for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
        const sgf::Node node = collection.node(n);
        if (!node.parent())
            cursor.reset(node);
        else
            cursor.moveTo(node);
        if (int(rows.moveNumber(n)) != cursor.moveNumber())
            QFAIL(qPrintable(QStringLiteral("%1, node %2: tree %3, board %4")
                                 .arg(file)
                                 .arg(n)
                                 .arg(rows.moveNumber(n))
                                 .arg(cursor.moveNumber())));
        // The Move cell shows a number exactly where the board played a move (in Go), or
        // where the node has one (another game's, never played).
        const bool moved =
            cursor.isGo() ? cursor.lastMove().has_value() : cursor.game().moveOf(node).counts();
        QCOMPARE(rows.hasNumberedMove(n), moved);
        // No real file nests deep enough to be listed flat.
        QVERIFY(!rows.isFlattened(n));
    }
}

void TestTreeRows::gameOf()
{
    const auto collection = sgf::parseCollection("(;A[1];B[2])(;C[3])(;D[4](;E[5])(;F[6]))");
    const TreeRows rows(collection);
    const std::uint32_t expected[] = {0, 0, 1, 2, 2, 2};
    for (std::uint32_t n = 0; n < 6; ++n) QCOMPARE(rows.gameOf(n), expected[n]);
}

// Whether some node has VW or DD: beside a move, alone, in a later game, or none at all (a
// node whose one property is a move is not looked at).
void TestTreeRows::inheritedMarkup_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<bool>("inherited");
    QTest::newRow("moves only") << QByteArray("(;SZ[9];B[aa];W[bb];B[])") << false;
    QTest::newRow("other markup") << QByteArray("(;SZ[9];B[aa]TR[bb];W[bb]CR[aa])") << false;
    QTest::newRow("VW beside a move") << QByteArray("(;SZ[9];B[aa];W[bb]VW[aa:cc])") << true;
    QTest::newRow("DD alone") << QByteArray("(;SZ[9];B[aa];DD[])") << true;
    QTest::newRow("DD in the root") << QByteArray("(;DD[aa];B[bb])") << true;
    QTest::newRow("VW with a move not played") << QByteArray("(;SZ[9];B[zz]VW[])") << true;
    QTest::newRow("in a later game") << QByteArray("(;B[aa])(;W[bb])(;B[cc];W[dd]VW[])") << true;
}

void TestTreeRows::inheritedMarkup()
{
    QFETCH(QByteArray, sgf);
    QFETCH(bool, inherited);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    QCOMPARE(TreeRows(collection).hasInheritedMarkup(), inherited);
}

// Games laid out in runs on threads give the rows one run gives: collections of games of
// every shape (a run may start at any of them), and games listed flat past the bound.
void TestTreeRows::runsOnThreadsAreOneRun_data()
{
    QTest::addColumn<QByteArray>("sgf");
    const std::string shapes[] = {testdata::siblingsSgf(30),
                                  testdata::nestedSgf(40),
                                  testdata::lineSgf(50),
                                  testdata::staircaseSgf(TreeRows::maxNesting + 5),
                                  "(;GM[3]SZ[8];B[aa]VW[aa:bb];MN[7]W[bb])",
                                  "(;SZ[9]MN[3];B[];W[tt])"};
    std::string all;
    for (const std::string &shape : shapes) all += shape;
    QTest::newRow("each shape once") << QByteArray::fromStdString(all);
    std::string mixed;
    for (int i = 0; i < 40; ++i) mixed += shapes[(i * 7) % std::size(shapes)];
    QTest::newRow("forty games") << QByteArray::fromStdString(mixed);
    QTest::newRow("one game") << QByteArray::fromStdString(shapes[3]);
    QTest::newRow("no game (an empty collection)") << QByteArray();
}

void TestTreeRows::runsOnThreadsAreOneRun()
{
    QFETCH(QByteArray, sgf);
    const sgf::Collection collection =
        sgf.isEmpty() ? sgf::Collection()
                      : sgf::parseCollection(sgf.toStdString(), sgf::ParseOptions::lenient());
    const TreeRows one(collection, 1);
    for (const unsigned threads : {2u, 3u, 7u, 64u})
        QVERIFY2(difference(collection, one, TreeRows(collection, threads)).isEmpty(),
                 qPrintable(QStringLiteral("%1 threads: %2")
                                .arg(threads)
                                .arg(difference(collection, one, TreeRows(collection, threads)))));
}

void TestTreeRows::documentViewsRows_data()
{
    QTest::addColumn<QByteArray>("sgf");
    const auto line = [](std::size_t nodes) {
        return "(;SZ[9]" + std::string(nodes - 1, ';') + "B[aa])";
    };
    QTest::newRow("a line one short of a thread of its own")
        << QByteArray::fromStdString(line(sgfview::DocumentViews::rowsApartFrom - 1));
    QTest::newRow("a line laid out on a thread of its own")
        << QByteArray::fromStdString(line(sgfview::DocumentViews::rowsApartFrom));
    std::string games = testdata::staircaseSgf(TreeRows::maxNesting + 5);
    while (games.size() < 12 * sgfview::DocumentViews::rowsApartFrom) // about 9 bytes a node
        games += testdata::siblingsSgf(30) + testdata::nestedSgf(40);
    QTest::newRow("many games with variations") << QByteArray::fromStdString(games);
    QTest::newRow("no game") << QByteArray();
}

// A loaded document's rows (on a second thread from DocumentViews::rowsApartFrom nodes, while
// the first game's views are made) are the rows TreeRows lays out alone.
void TestTreeRows::documentViewsRows()
{
    QFETCH(QByteArray, sgf);
    const sgf::Collection collection =
        sgf.isEmpty() ? sgf::Collection() : sgf::parseCollection(sgf.toStdString());
    const sgfview::DocumentViews views = sgfview::DocumentViews::of(collection);
    QVERIFY(views.rows);
    QVERIFY2(difference(collection, TreeRows(collection), *views.rows).isEmpty(),
             qPrintable(difference(collection, TreeRows(collection), *views.rows)));
    QCOMPARE(bool(views.firstMap), !collection.empty());
    QCOMPARE(bool(views.firstGameInfo), !collection.empty());
}

void TestTreeRows::watchCountsAndStops_data()
{
    QTest::addColumn<unsigned>("threads");
    QTest::newRow("one run") << 1u;
    QTest::newRow("two runs") << 2u;
}

// A watched layout counts the nodes it has laid out, a watchEvery at a time in each run, to
// the same rows; told to stop, it throws, at its start too.
void TestTreeRows::watchCountsAndStops()
{
    QFETCH(unsigned, threads);
    std::string games;
    for (int i = 0; i < 4; ++i) games += "(;SZ[9]" + std::string(50'000, ';') + "B[aa])";
    const sgf::Collection collection = sgf::parseCollection(games);
    const std::uint64_t count = collection.nodeCount();
    TreeRows::Watch watch;
    const TreeRows watched(collection, threads, &watch);
    QVERIFY2(difference(collection, TreeRows(collection, 1), watched).isEmpty(),
             qPrintable(difference(collection, TreeRows(collection, 1), watched)));
    QVERIFY(watch.nodes <= count);
    QVERIFY2(watch.nodes + threads * TreeRows::watchEvery > count,
             QByteArray::number(qulonglong(watch.nodes.load())).constData());
    TreeRows::Watch stopped;
    stopped.stop = true;
    QVERIFY_THROWS_EXCEPTION(TreeRows::Stopped, TreeRows(collection, threads, &stopped));
    // Told before it starts, it stops before its first watchEvery nodes, before it makes its
    // tables: on the 1 GB archive those took a quarter of a second.
    const sgf::Collection small = sgf::parseCollection("(;B[aa];W[bb])(;B[cc])");
    QVERIFY_THROWS_EXCEPTION(TreeRows::Stopped, TreeRows(small, threads, &stopped));
}

QTEST_APPLESS_MAIN(TestTreeRows)
#include "tst_treerows.moc"
