// The tree view's row rule, checked on small trees laid out by hand; its move numbers, and
// that they are the board's at every node of the real-file corpus.
#include "corpus_document.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"
#include "shared_data.h"

#include <QTest>

using sgfview::TreeRows;

class TestTreeRows : public QObject {
    Q_OBJECT

private slots:
    void layout_data();
    void layout();
    void longLineIsShallow();
    void moveNumbers_data();
    void moveNumbers();
    void corpusNumbersAreTheBoards_data();
    void corpusNumbersAreTheBoards();
    void gameOf();
};

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
    }
}

void TestTreeRows::gameOf()
{
    const auto collection = sgf::parseCollection("(;A[1];B[2])(;C[3])(;D[4](;E[5])(;F[6]))");
    const TreeRows rows(collection);
    const std::uint32_t expected[] = {0, 0, 1, 2, 2, 2};
    for (std::uint32_t n = 0; n < 6; ++n) QCOMPARE(rows.gameOf(n), expected[n]);
}

QTEST_APPLESS_MAIN(TestTreeRows)
#include "tst_treerows.moc"
