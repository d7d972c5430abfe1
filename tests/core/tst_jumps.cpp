// The Go menu's jumps on a hand-made tree, each expected node stated by its number in
// document order.
#include "sgf/jumps.h"
#include "sgf/parser.h"

#include <QTest>

namespace {

// Node numbers (document order) and move numbers:
//   0 root (C) 0 - 1 B 1 - 2 W TE 2 - 3 B C 3 - 4 W 4 - 5 B 5           (the first line)
//                                   \ 6 B 3 - 7 W BM C 4 - 8 B 5 - 9 W 6
//                                                        \ 10 B HO 5
//   second game: 11 root (C) - 12 B IT 1
const char *const treeText = "(;GM[1]SZ[19]C[root]\n"
                             ";B[aa];W[bb]TE[1]\n"
                             "(;B[cc]C[main];W[dd];B[ee])\n"
                             "(;B[ff];W[gg]BM[1]C[var](;B[hh];W[ii])(;B[jj]HO[2])))\n"
                             "(;C[second];B[kk]IT[])";

const sgf::Collection &tree()
{
    static const sgf::Collection collection = sgf::parseCollection(treeText);
    return collection;
}

sgf::Node node(int i)
{
    return i < 0 ? sgf::Node() : tree().node(std::uint32_t(i));
}

int numberOf(sgf::Node n)
{
    return n ? int(n.index()) : -1;
}

sgf::Node firstChild(sgf::Node n)
{
    return n.firstChild();
}

} // namespace

class TestJumps : public QObject {
    Q_OBJECT

private slots:
    void nextAndPreviousComment_data();
    void nextAndPreviousComment();
    void annotatedMeansAMoveAnnotation_data();
    void annotatedMeansAMoveAnnotation();
    void nextAndPreviousAnnotated_data();
    void nextAndPreviousAnnotated();
    void mainLine_data();
    void mainLine();
    void moveNumber_data();
    void moveNumber();
    void variation_data();
    void variation();
    void variationOfNodes_data();
    void variationOfNodes();
    void place_data();
    void place();
};

void TestJumps::nextAndPreviousComment_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("next");
    QTest::addColumn<int>("previous");
    QTest::newRow("root") << 0 << 3 << -1;
    QTest::newRow("between") << 5 << 7 << 3;
    QTest::newRow("comment") << 7 << 11 << 3;
    QTest::newRow("into the next game and back") << 11 << -1 << 7;
}

void TestJumps::nextAndPreviousComment()
{
    QFETCH(int, from);
    QFETCH(int, next);
    QFETCH(int, previous);
    QCOMPARE(numberOf(sgf::nextNodeWhere(tree(), node(from), sgf::hasComment)), next);
    QCOMPARE(numberOf(sgf::previousNodeWhere(tree(), node(from), sgf::hasComment)), previous);
}

// The five: good (TE), bad (BM), interesting (IT), doubtful (DO) and hotspot (HO);
// position judgements (GB, GW, DM, UC), a value (V) and a comment are not move annotations.
void TestJumps::annotatedMeansAMoveAnnotation_data()
{
    QTest::addColumn<QString>("node");
    QTest::addColumn<bool>("annotated");
    for (const char *id : {"TE", "BM", "IT", "DO", "HO"})
        QTest::newRow(id) << QStringLiteral(";B[aa]%1[1]").arg(id) << true;
    QTest::newRow("IT empty") << ";B[aa]IT[]" << true;
    for (const char *id : {"GB", "GW", "DM", "UC", "V"})
        QTest::newRow(id) << QStringLiteral(";B[aa]%1[1]").arg(id) << false;
    QTest::newRow("comment") << ";B[aa]C[good move]" << false;
}

void TestJumps::annotatedMeansAMoveAnnotation()
{
    QFETCH(QString, node);
    QFETCH(bool, annotated);
    const sgf::Collection game = sgf::parseCollection("(;GM[1]" + node.toStdString() + ")");
    QCOMPARE(sgf::isAnnotated(game.node(1)), annotated);
}

void TestJumps::nextAndPreviousAnnotated_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("next");
    QTest::addColumn<int>("previous");
    QTest::newRow("root to TE") << 0 << 2 << -1;
    QTest::newRow("TE to BM") << 2 << 7 << -1;
    QTest::newRow("BM to HO") << 7 << 10 << 2;
    QTest::newRow("HO to IT in the next game") << 10 << 12 << 7;
    QTest::newRow("the last") << 12 << -1 << 10;
}

void TestJumps::nextAndPreviousAnnotated()
{
    QFETCH(int, from);
    QFETCH(int, next);
    QFETCH(int, previous);
    QCOMPARE(numberOf(sgf::nextNodeWhere(tree(), node(from), sgf::isAnnotated)), next);
    QCOMPARE(numberOf(sgf::previousNodeWhere(tree(), node(from), sgf::isAnnotated)), previous);
}

void TestJumps::mainLine_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("expected");
    QTest::newRow("on it already") << 3 << 3;
    QTest::newRow("the root") << 0 << 0;
    QTest::newRow("move 3 of the variation") << 6 << 3;
    QTest::newRow("move 4") << 7 << 4;
    QTest::newRow("move 5") << 8 << 5;
    QTest::newRow("move 6: the first line ends at 5") << 9 << 5;
    QTest::newRow("the other branch's move 5") << 10 << 5;
}

void TestJumps::mainLine()
{
    QFETCH(int, from);
    QFETCH(int, expected);
    const sgf::Game game(node(0));
    QCOMPARE(numberOf(sgf::mainLineNodeFor(node(from), game)), expected);
}

void TestJumps::moveNumber_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("number");
    QTest::addColumn<bool>("secondChild"); // the line goes on by the second child at forks
    QTest::addColumn<int>("expected");
    QTest::newRow("behind, on the path") << 7 << 2 << false << 2;
    QTest::newRow("itself") << 7 << 4 << false << 7;
    QTest::newRow("ahead by the first child") << 7 << 5 << false << 8;
    QTest::newRow("ahead by the line followed") << 7 << 5 << true << 10;
    QTest::newRow("past the end: the last node") << 7 << 9 << false << 9;
    QTest::newRow("zero: the root") << 4 << 0 << false << 0;
    QTest::newRow("negative: the root") << 4 << -10 << false << 0;
    QTest::newRow("from the root down the first line") << 0 << 4 << false << 4;
}

void TestJumps::moveNumber()
{
    QFETCH(int, from);
    QFETCH(int, number);
    QFETCH(bool, secondChild);
    QFETCH(int, expected);
    const sgf::Game game(node(0));
    const auto next = [secondChild](sgf::Node n) {
        return secondChild && n.childCount() > 1 ? n.child(1) : n.firstChild();
    };
    QCOMPARE(numberOf(sgf::nodeWithMoveNumber(node(from), number, game, next)), expected);
    QCOMPARE(numberOf(sgf::nodeWithMoveNumber(node(from), number, game, firstChild)),
             secondChild && expected == 10 ? 8 : expected);
}

void TestJumps::variation_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("expected");
    QTest::newRow("empty: the root") << "" << 0;
    QTest::newRow("1: the first fork's first child") << "1" << 3;
    QTest::newRow("2") << "2" << 6;
    QTest::newRow("2.1: down to the next fork") << "2.1" << 8;
    QTest::newRow("2.2") << "2.2" << 10;
    QTest::newRow("3: no such child") << "3" << -2;
    QTest::newRow("1.1: the line ends first") << "1.1" << -2;
    QTest::newRow("0") << "0" << -2;
    QTest::newRow("not a number") << "x" << -2;
    QTest::newRow("a trailing dot") << "2." << -2;
}

void TestJumps::variation()
{
    QFETCH(QString, path);
    QFETCH(int, expected);
    const auto found = sgf::nodeOfVariation(node(0), path.toStdString());
    QCOMPARE(found ? numberOf(*found) : -2, expected);
}

void TestJumps::variationOfNodes_data()
{
    QTest::addColumn<int>("of");
    QTest::addColumn<QString>("path");
    QTest::newRow("before the first fork") << 1 << "";
    QTest::newRow("the first line") << 5 << "1";
    QTest::newRow("second, first") << 9 << "2.1";
    QTest::newRow("second, second") << 10 << "2.2";
}

void TestJumps::variationOfNodes()
{
    QFETCH(int, of);
    QFETCH(QString, path);
    QCOMPARE(QString::fromStdString(sgf::variationOf(node(of))), path);
    // And back: the path leads to the first node after the fork, on the node's line.
    const auto back = sgf::nodeOfVariation(node(0), path.toStdString());
    QVERIFY(back);
    QVERIFY(back->index() <= node(of).index() && node(of).index() < back->subtreeEnd());
}

void TestJumps::place_data()
{
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("expected");
    // Line 2 is ";B[aa];W[bb]TE[1]": column 10 is inside W's value.
    QTest::newRow("in a value") << 2 << 10 << 2;
    QTest::newRow("in B's value") << 2 << 4 << 1;
    // Line 3 is "(;B[cc]C[main];W[dd];B[ee])": column 18 is in W's "dd".
    QTest::newRow("third line") << 3 << 18 << 4;
    QTest::newRow("the first line") << 1 << 17 << 0;
    QTest::newRow("a column past the line's end: its end") << 4 << 200 << 10;
    QTest::newRow("a line past the text") << 99 << 1 << -1;
}

void TestJumps::place()
{
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, expected);
    QCOMPARE(numberOf(sgf::nodeAtPlace(tree(), std::uint32_t(line), std::uint32_t(column))),
             expected);
}

QTEST_APPLESS_MAIN(TestJumps)
#include "tst_jumps.moc"
