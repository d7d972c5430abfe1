// Long walks of the position: a million-move ko, 100,000 nested variations, random far
// jumps in a real dictionary, and real games whose captures GNU Go counted.
#include "position_snapshot.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"
#include "shared_data.h"

#include <random>

using sgf::Color;
using sgf::Node;
using sgf::PositionCursor;
using testdata::diagram;
using namespace testdata::position;

class TestPositionWalks : public QObject {
    Q_OBJECT

private slots:
    void millionMoveLine();
    void hundredThousandNestedVariations();
    void randomJumpsInTheJosekiDictionary();
    void realGamesMatchGnuGo_data();
    void realGamesMatchGnuGo();
};

// A ko fought a million times: White takes at bb, Black retakes at cb, each move capturing
// one stone, so after every Black move the board is the starting position again.
namespace {

std::string koFight(int moves, bool nested)
{
    std::string sgf = "(;SZ[19]AB[ba][ab][bc][cb]AW[ca][db][cc]";
    sgf.reserve(std::size_t(moves) * 8 + 64);
    for (int i = 0; i < moves; ++i) {
        if (nested) sgf += '(';
        sgf += i % 2 == 0 ? ";W[bb]" : ";B[cb]";
    }
    sgf.append(nested ? std::size_t(moves) + 1 : 1, ')');
    return sgf;
}

void checkKoPosition(const PositionCursor &cursor, int moves, const QStringList &start)
{
    QCOMPARE(cursor.moveNumber(), moves);
    QCOMPARE(cursor.capturedBy(Color::White), (moves + 1) / 2);
    QCOMPARE(cursor.capturedBy(Color::Black), moves / 2);
    if (moves % 2 == 0) QCOMPARE(diagram(cursor.board()), start);
    QVERIFY(cursor.warnings().empty());
}

} // namespace

void TestPositionWalks::millionMoveLine()
{
    constexpr int moves = 1000000;
    const auto tree = sgf::parse(koFight(moves, false));
    PositionCursor cursor(tree.root());
    const QStringList start = diagram(cursor.board());
    int played = 0;
    for (Node n = tree.root().firstChild(); n; n = n.firstChild()) {
        cursor.moveTo(n);
        ++played;
        if (cursor.capturedBy(Color::White) != (played + 1) / 2) QFAIL("wrong count on the way");
    }
    QCOMPARE(played, moves);
    checkKoPosition(cursor, moves, start);
    QCOMPARE(cursor.toMove(), Color::White);
    QCOMPARE(describe(cursor.lastMove()), QStringLiteral("B[cb]"));
    QCOMPARE(*cursor.playedBy({2, 1}), (sgf::StoneOrigin{tree.root().lastInLine(), moves}));
    const Snapshot end = snapshot(cursor);

    while (cursor.node().parent()) cursor.moveTo(cursor.node().parent());
    checkKoPosition(cursor, 0, start);
    cursor.moveTo(tree.root().lastInLine()); // one jump down the whole line
    QVERIFY(snapshot(cursor) == end);
    cursor.moveTo(tree.root().firstChild()); // and back up nearly all of it
    checkKoPosition(cursor, 1, start);
}

void TestPositionWalks::hundredThousandNestedVariations()
{
    constexpr int depth = 100000;
    const auto collection = sgf::parseCollection(koFight(depth, true));
    const Node root = collection[0].root();
    const Node deepest = root.lastInLine();
    QCOMPARE(deepest.depth(), std::size_t(depth));
    PositionCursor cursor(root);
    const QStringList start = diagram(cursor.board());
    cursor.moveTo(deepest);
    checkKoPosition(cursor, depth, start);
    cursor.moveTo(deepest.parent().parent().parent());
    checkKoPosition(cursor, depth - 3, start);
    cursor.moveTo(root);
    checkKoPosition(cursor, 0, start);
}

// Random far jumps through Kogo's joseki dictionary, each compared with a replay.
void TestPositionWalks::randomJumpsInTheJosekiDictionary()
{
    SGFVIEW_REQUIRE_SHARED();
    const QByteArray bytes = testdata::readCorpusFile(QStringLiteral("big/kjd_2014_original.sgf"));
    const auto collection = sgf::parseCollection(bytes.toStdString(), sgf::ParseOptions::lenient());
    const sgf::GameTree tree = collection[0];
    const auto first = tree.root().index();
    const auto count = std::uint32_t(tree.nodeCount());
    QVERIFY(count > 60000);
    std::mt19937 random(20140225);
    std::uniform_int_distribution<std::uint32_t> pick(first, first + count - 1);
    PositionCursor cursor(tree.root());
    int captures = 0;
    for (int i = 0; i < 3000; ++i) {
        const Node target = collection.node(pick(random));
        cursor.moveTo(target);
        const Snapshot expected = replayFromRoot(target);
        QVERIFY2(snapshot(cursor) == expected, qPrintable(QString::number(target.index())));
        captures += expected.capturedByBlack + expected.capturedByWhite > 0;
    }
    QVERIFY(captures > 100); // the jumps went through positions with captures
}

void TestPositionWalks::realGamesMatchGnuGo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("game");         // index of the game tree in the file
    QTest::addColumn<QString>("identity"); // PB and DT, to be sure it is the right game
    QTest::addColumn<int>("capturedByBlack");
    QTest::addColumn<int>("capturedByWhite");
    QTest::addColumn<QStringList>("board");

    // Every number and board below comes from GNU Go 3.8 (Debian package gnugo 3.8-11), not
    // from this code: the game alone saved to a file, then over GTP `loadsgf FILE`,
    // `captures black`, `captures white` and `showboard` (its board copied with X for
    // Black, O for White and '.' for empty and star points).
    QTest::newRow("NNGS game, leading prose")
        << "small/gnugo_ego3_leading_text.sgf" << 0 << "FSF (GNU Go 3.1.30) 2002-04-04" << 0 << 1
        << QStringList{"......XXXXX........", "......O.OOOXXX.....", "...O.X.O.OOOO.XX...",
                       "...O.O...OOX.OO.X..", "......O.O...XXOX...", "...O......XXOOOX...",
                       ".......X.XO.XOO.X..", "......OOX.XX.O.X...", "....OOXXOO.XO.OOX..",
                       "...O.X.XXOOO.OX.X..", "....OX..XOOXOOXX...", "..O.OX...XOXXX.....",
                       ".O..OX...XXO.......", "OXXOOOX.....O......", ".O..OX.........X...",
                       "OX.OXX.X...........", ".OOXXOOOXX..X..X...", "..OOX..OX..........",
                       "...X..XX..........."};
    QTest::newRow("Fox game 44")
        << "big/collection_fox_jinmao.sgf" << 44 << "tlearn 2018-03-23" << 65 << 17
        << QStringList{"XO.O.OOX.X.X.X.OXX.", "XOO.OOXXXXXOX.XO.OO", "XOO.OOOXXXOOXXOOOOO",
                       "XXXOOXOOXOOX.XXXXOX", ".XOXXXXXOOXXXXXXXXX", ".XO..XOOOOXX.X....X",
                       ".XO..O..OXX..XX.XXX", ".OO....O.OOX.....XX", "......XO.OXXXX.XXX.",
                       "OO.O..OOOOOXX..XX..", "XOO..OO.OXOX..XXX..", "XXOOOXOOXXXX..XX...",
                       "OXXOXXXOOX.X.....X.", "OOXXXXXOOOXX.XX.XXX", ".OXXXOXXOOX..XXXX..",
                       "O.X.XOXOXXXX.X..X..", "XXXXOOOOOOX....XX..", "XOOO.O.XXXX.....XX.",
                       "XXXOOOOOOX....X..X."};
    QTest::newRow("Fox game 133")
        << "big/collection_fox_jinmao.sgf" << 133 << QStringLiteral("金毛测试 2018-04-04") << 23
        << 33 << QStringList{"...OXX.XXXX.XX.....", ".OOOX.X.OOOX..XX...", "O...OXXOO.OOXXOX...",
                             "XOOOOX.OXXOXXXO....", ".X.OXXOO.OXXOXO.O..", ".OO.OXXXOOOOOOXXXXO",
                             "..O..OOXO.O..OOXXO.", ".OXOOOXXXOXOOOX.XOX", ".OXXOOO.XOXXXX.X.X.",
                             "OOOXOX.XXOOOOXXXX..", ".OXXX..XO....OOOOXX", "XXX.XOOOOOO.O..OXX.",
                             ".OXXOOXXO..O.OOOXXO", "..XOOOXOOXOO...OXOO", "..XXO.XXX...OO.OXXO",
                             "XXXOOX..XXOOOXOXXO.", "XOOOX.X.XOXXOXOOOOO", "OO.OXX.XOOOXXXXO...",
                             "..OXX.XXXXOO.X.O..."};
}

void TestPositionWalks::realGamesMatchGnuGo()
{
    QFETCH(QString, file);
    QFETCH(int, game);
    QFETCH(QString, identity);
    QFETCH(int, capturedByBlack);
    QFETCH(int, capturedByWhite);
    QFETCH(QStringList, board);
    SGFVIEW_REQUIRE_SHARED();
    const QByteArray bytes = testdata::readCorpusFile(file);
    const auto collection = sgf::parseCollection(bytes.toStdString(), sgf::ParseOptions::lenient());
    const Node root = collection[std::size_t(game)].root();
    QCOMPARE(QString::fromStdString(root.text("PB") + ' ' + root.text("DT")), identity);
    PositionCursor cursor(root.lastInLine());
    QCOMPARE(cursor.capturedBy(Color::Black), capturedByBlack);
    QCOMPARE(cursor.capturedBy(Color::White), capturedByWhite);
    QCOMPARE(diagram(cursor.board()), board);
}
QTEST_APPLESS_MAIN(TestPositionWalks)
#include "tst_position_walks.moc"
