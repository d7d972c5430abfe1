// The position at a node: how nodes are applied (setup, PL, moves, MN, passes, bad values),
// whose turn it is, and that moving by any route gives the position a replay from the root
// gives, on hand-made trees, long lines, deep nesting and real files.
#include "position_snapshot.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"

using sgf::Color;
using sgf::Node;
using sgf::Point;
using sgf::PositionCursor;
using testdata::diagram;
using namespace testdata::position;

Q_DECLARE_METATYPE(sgf::Color)

class TestPositionCursor : public QObject {
    Q_OBJECT

private slots:
    void events_data();
    void events();
    void boardSize_data();
    void boardSize();
    void otherGamesShowNoStones();
    void setup_data();
    void setup();
    void moves_data();
    void moves();
    void toMove_data();
    void toMove();
    void moveNumbers();
    void capturesAndSuicideAreCounted();
    void playedBy();
    void everyRouteGivesTheReplayedPosition();
    void undoRestoresTheExactState();
    void nodesOfAnotherTreeAreRejected();
    void seekCrossesGames();
};

void TestPositionCursor::boardSize_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("warning");

    QTest::newRow("absent") << "(;;B[aa])" << 19 << 19 << QString();
    QTest::newRow("9") << "(;SZ[9];B[aa])" << 9 << 9 << QString();
    QTest::newRow("rectangular") << "(;SZ[19:13];B[aa])" << 19 << 13 << QString();
    QTest::newRow("1x1") << "(;SZ[1];B[aa])" << 1 << 1 << QString();
    QTest::newRow("52x52") << "(;SZ[52];B[aa])" << 52 << 52 << QString();
    QTest::newRow("0") << "(;SZ[0];B[aa])" << 19 << 19 << "SZ[0] is not a board size; using 19x19";
    QTest::newRow("999") << "(;SZ[999];B[aa])" << 19 << 19
                         << "SZ[999] is not a board size; using 19x19";
    QTest::newRow("abc") << "(;SZ[abc];B[aa])" << 19 << 19
                         << "SZ[abc] is not a board size; using 19x19";
}

void TestPositionCursor::boardSize()
{
    QFETCH(QString, sgf);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(QString, warning);
    const auto tree = sgf::parse(sgf.toStdString());
    PositionCursor cursor(tree.root());
    QCOMPARE(cursor.size(), (sgf::BoardSize{columns, rows}));
    QVERIFY(cursor.isGo());
    QCOMPARE(warnings(cursor), warning.isEmpty() ? QStringList() : QStringList{warning});
    // The warning belongs to the root; the move is played on the board the size gives.
    cursor.moveTo(tree.root().firstChild());
    QVERIFY(cursor.warnings().empty());
    QCOMPARE(cursor.board().at({0, 0}), columns == 1 ? Color::Empty : Color::Black);
    QCOMPARE(cursor.capturedBy(Color::White), columns == 1 ? 1 : 0); // 1x1: suicide
}

void TestPositionCursor::otherGamesShowNoStones()
{
    const auto chess = sgf::parse("(;GM[3]SZ[8]AB[aa];B[bb];W[cc])");
    PositionCursor cursor(chess.root());
    QVERIFY(!cursor.isGo());
    QCOMPARE(cursor.size(), (sgf::BoardSize{8, 8}));
    QCOMPARE(warnings(cursor), QStringList{"not a game of Go (GM[3]); no stones are shown"});
    cursor.moveTo(chess.root().lastInLine());
    QVERIFY(stones(cursor.board()).isEmpty());
    QVERIFY(!cursor.lastMove());
    QCOMPARE(cursor.moveNumber(), 2); // numbered all the same

    // A GM that is no Number: a Go viewer reads the game as Go, and says so.
    const auto unnamed = sgf::parse("(;GM[Go];B[aa])");
    cursor.reset(unnamed.root());
    QVERIFY(cursor.isGo());
    QCOMPARE(warnings(cursor), QStringList{"GM[Go] is not a game number; read as Go"});
    cursor.moveTo(unnamed.root().firstChild());
    QCOMPARE(stones(cursor.board()), QStringList{"B[aa]"});

    const auto go = sgf::parse("(;GM[1];B[aa])");
    cursor.reset(go.root().firstChild());
    QVERIFY(cursor.isGo());
    QCOMPARE(stones(cursor.board()), QStringList{"B[aa]"});
}

void TestPositionCursor::setup_data()
{
    QTest::addColumn<QString>("sgf"); // the position at the last node is checked
    QTest::addColumn<QStringList>("board");
    QTest::addColumn<QStringList>("warnings");

    QTest::newRow("AB and AW") << "(;SZ[3]AB[aa][bb]AW[cc])" << QStringList{"X..", ".X.", "..O"}
                               << QStringList();
    QTest::newRow("compressed list")
        << "(;SZ[3]AB[aa:cb])" << QStringList{"XXX", "XXX", "..."} << QStringList();
    QTest::newRow("compressed list, other corners")
        << "(;SZ[3]AW[cb:ba])" << QStringList{".OO", ".OO", "..."} << QStringList();
    QTest::newRow("setup replaces a stone")
        << "(;SZ[3]AB[aa][ba];AW[aa])" << QStringList{"OX.", "...", "..."} << QStringList();
    QTest::newRow("setup replaces a played stone")
        << "(;SZ[3];B[aa];AW[aa])" << QStringList{"O..", "...", "..."} << QStringList();
    QTest::newRow("AE clears") << "(;SZ[3]AB[aa:cc];AE[bb][ab])" << QStringList{"XXX", "..X", "XXX"}
                               << QStringList();
    QTest::newRow("AE before AB in one node")
        << "(;SZ[3]AB[aa];AB[bb]AE[aa])" << QStringList{"...", ".X.", "..."} << QStringList();
    QTest::newRow("setup captures nothing")
        << "(;SZ[3]AB[ba][ab];AW[aa])" << QStringList{"OX.", "X..", "..."} << QStringList();
    QTest::newRow("bad point skipped")
        << "(;SZ[3]AB[aa][dd][bb:zz])" << QStringList{"X..", "...", "..."}
        << QStringList{"AB[dd] is not a point on the board; skipped",
                       "AB[bb:zz] is not a point on the board; skipped"};
}

void TestPositionCursor::setup()
{
    QFETCH(QString, sgf);
    QFETCH(QStringList, board);
    QFETCH(QStringList, warnings);
    const auto tree = sgf::parse(sgf.toStdString());
    PositionCursor cursor(tree.root().lastInLine());
    QCOMPARE(diagram(cursor.board()), board);
    QCOMPARE(::warnings(cursor), warnings);
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 3; ++x) QVERIFY(!cursor.playedBy({x, y})); // setup stones
}

void TestPositionCursor::moves_data()
{
    QTest::addColumn<QString>("sgf"); // the position at the last node is checked
    QTest::addColumn<QStringList>("stones");
    QTest::addColumn<QString>("lastMove");
    QTest::addColumn<int>("moveNumber");
    QTest::addColumn<QStringList>("warnings");

    QTest::newRow("move") << "(;;B[pd])" << QStringList{"B[pd]"} << "B[pd]" << 1 << QStringList();
    QTest::newRow("pass []") << "(;;B[pd];W[])" << QStringList{"B[pd]"} << "W[]" << 2
                             << QStringList();
    QTest::newRow("pass tt on 19x19")
        << "(;;B[tt])" << QStringList() << "B[]" << 1 << QStringList();
    QTest::newRow("pass tt on 9x9")
        << "(;SZ[9];W[tt])" << QStringList() << "W[]" << 1 << QStringList();
    QTest::newRow("tt is a point on 21x21")
        << "(;SZ[21];B[tt])" << QStringList{"B[tt]"} << "B[tt]" << 1 << QStringList();
    QTest::newRow("last point of 52x52")
        << "(;SZ[52];W[ZZ])" << QStringList{"W[ZZ]"} << "W[ZZ]" << 1 << QStringList();
    QTest::newRow("rectangular, last row")
        << "(;SZ[19:13];B[sm])" << QStringList{"B[sm]"} << "B[sm]" << 1 << QStringList();
    QTest::newRow("outside the board")
        << "(;SZ[9];B[aa];W[jj])" << QStringList{"B[aa]"} << QString() << 1
        << QStringList{"W[jj]: point outside the board; move skipped"};
    QTest::newRow("outside a rectangular board")
        << "(;SZ[19:13];B[ms])" << QStringList() << QString() << 0
        << QStringList{"B[ms]: point outside the board; move skipped"};
    QTest::newRow("garbage") << "(;;B[c c])" << QStringList() << QString() << 0
                             << QStringList{"B[c c] is not a move; skipped"};
    QTest::newRow("occupied point") << "(;SZ[5];B[cc];W[cc])" << QStringList{"W[cc]"} << "W[cc]"
                                    << 2 << QStringList{"move on an occupied point C3"};
    QTest::newRow("two moves in a node")
        << "(;SZ[5];B[aa]W[bb])" << QStringList{"B[aa]"} << "B[aa]" << 1
        << QStringList{"a second move in the node, W[bb], is ignored"};
    QTest::newRow("setup, then the move")
        << "(;SZ[5];AW[ab][ba]B[aa])" << QStringList{"W[ba]", "W[ab]"} << "B[aa]" << 1
        << QStringList(); // the black stone is suicide once the setup is in place
    QTest::newRow("no move") << "(;SZ[5];B[aa];C[hi])" << QStringList{"B[aa]"} << QString() << 1
                             << QStringList();
    QTest::newRow("white space around a move")
        << "(;;B[ pd\n])" << QStringList{"B[pd]"} << "B[pd]" << 1 << QStringList();
    QTest::newRow("two moves in a node, White first")
        << "(;SZ[5];W[bb]B[aa])" << QStringList{"W[bb]"} << "W[bb]" << 1
        << QStringList{"a second move in the node, B[aa], is ignored"};
    QTest::newRow("MN out of range") << "(;;B[pd]MN[0])" << QStringList{"B[pd]"} << "B[pd]" << 1
                                     << QStringList{"MN[0] is out of range; read as 1"};
    QTest::newRow("MN on a skipped move")
        << "(;SZ[9];B[aa];W[jj]MN[50])" << QStringList{"B[aa]"} << QString() << 1
        << QStringList{"W[jj]: point outside the board; move skipped"};
    // The five files, at their last node (sgf/game.h's rules; tst_game checks each).
    QTest::newRow("issue: MN without a move")
        << "(;SZ[19];B[aa];MN[10];W[bb])" << QStringList{"B[aa]", "W[bb]"} << "W[bb]" << 2
        << QStringList();
    QTest::newRow("issue: MN with the move")
        << "(;SZ[19];B[aa];W[bb]MN[ 7 ])" << QStringList{"B[aa]", "W[bb]"} << "W[bb]" << 7
        << QStringList();
    QTest::newRow("issue: off the board")
        << "(;SZ[9];B[aa];W[ss];B[cc])" << QStringList{"B[aa]", "B[cc]"} << "B[cc]" << 2
        << QStringList();
    QTest::newRow("issue: another game")
        << "(;GM[2];B[aa];W[bb])" << QStringList() << QString() << 2 << QStringList();
    QTest::newRow("issue: no point")
        << "(;B[aa];W[x];B[cc])" << QStringList{"B[aa]", "B[cc]"} << "B[cc]" << 2 << QStringList();
}

void TestPositionCursor::moves()
{
    QFETCH(QString, sgf);
    QFETCH(QStringList, stones);
    QFETCH(QString, lastMove);
    QFETCH(int, moveNumber);
    QFETCH(QStringList, warnings);
    const auto tree = sgf::parse(sgf.toStdString());
    PositionCursor cursor(tree.root().lastInLine());
    QCOMPARE(::stones(cursor.board()), stones);
    QCOMPARE(describe(cursor.lastMove()), lastMove);
    QCOMPARE(cursor.moveNumber(), moveNumber);
    QCOMPARE(::warnings(cursor), warnings);
}

void TestPositionCursor::toMove_data()
{
    QTest::addColumn<QString>("sgf"); // at the last node
    QTest::addColumn<Color>("player");

    QTest::newRow("empty game") << "(;)" << Color::Black;
    QTest::newRow("after Black") << "(;;B[dd])" << Color::White;
    QTest::newRow("after White") << "(;;B[dd];W[pp])" << Color::Black;
    QTest::newRow("after a pass") << "(;;B[dd];W[])" << Color::Black;
    QTest::newRow("node without a move") << "(;;B[dd];C[x])" << Color::White;
    QTest::newRow("handicap") << "(;HA[2]AB[dd][pp])" << Color::White;
    QTest::newRow("handicap, first move made") << "(;HA[2]AB[dd][pp];W[dp])" << Color::Black;
    QTest::newRow("HA without stones") << "(;HA[2])" << Color::Black;
    QTest::newRow("HA 1") << "(;HA[1]AB[dd])" << Color::Black;
    QTest::newRow("PL at the root") << "(;AB[dd]PL[W])" << Color::White;
    QTest::newRow("PL beats the last mover") << "(;;B[dd];PL[B])" << Color::Black;
    QTest::newRow("PL with a move in the node") << "(;;B[dd]PL[B])" << Color::Black;
    QTest::newRow("move after PL") << "(;PL[W];W[dd])" << Color::Black;
    QTest::newRow("PL holds below it") << "(;AB[dd]PL[W];C[think])" << Color::White;
    QTest::newRow("a move below PL decides") << "(;;B[dd]PL[B];C[x])" << Color::White;
    QTest::newRow("bad PL ignored") << "(;;B[dd]PL[x])" << Color::White;
    QTest::newRow("lower-case PL is no Color") << "(;;W[dd]PL[w])" << Color::Black;
    QTest::newRow("PL with white space") << "(;;W[dd]PL[ W ])" << Color::White;
}

void TestPositionCursor::toMove()
{
    QFETCH(QString, sgf);
    QFETCH(Color, player);
    const auto tree = sgf::parse(sgf.toStdString());
    PositionCursor cursor(tree.root().lastInLine());
    QCOMPARE(cursor.toMove(), player);
}

void TestPositionCursor::moveNumbers()
{
    const auto tree =
        sgf::parse("(;SZ[5];B[aa];W[bb]MN[10];AB[ee];B[cc];W[];B[dd]MN[x];W[ed]MN[3])");
    PositionCursor cursor(tree.root());
    QList<int> numbers{cursor.moveNumber()};
    for (Node n = tree.root().firstChild(); n; n = n.firstChild()) {
        cursor.moveTo(n);
        numbers << cursor.moveNumber();
    }
    // MN sets the number of its node's move; the moves after it count on from there.
    QCOMPARE(numbers, (QList<int>{0, 1, 10, 10, 11, 12, 13, 3}));
    QCOMPARE(cursor.playedBy({1, 1})->moveNumber, 10);
    QCOMPARE(cursor.playedBy({2, 2})->moveNumber, 11);
    cursor.moveTo(tree.root().lastInLine().parent());
    QCOMPARE(warnings(cursor), QStringList{"MN[x] is not a move number"});
}

// Prisoners: what a colour has taken, and the stones the other side killed itself.
void TestPositionCursor::capturesAndSuicideAreCounted()
{
    // 1 W[aa] is suicide; 5 W[ed] takes the black stone in the other corner.
    const auto tree = sgf::parse("(;SZ[5]AB[ba][ab];W[aa];B[ee];W[de];B[];W[ed])");
    PositionCursor cursor(tree.root());
    QList<QPair<int, int>> counts;
    for (Node n = tree.root().firstChild(); n; n = n.firstChild()) {
        cursor.moveTo(n);
        counts << qMakePair(cursor.capturedBy(Color::Black), cursor.capturedBy(Color::White));
    }
    QCOMPARE(counts, (QList<QPair<int, int>>{{1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 1}}));
    QCOMPARE(cursor.board().at({4, 4}), Color::Empty);
    QCOMPARE(cursor.capturedBy(Color::Empty), 0);
    cursor.moveTo(tree.root());
    QCOMPARE(cursor.capturedBy(Color::Black), 0);
}

void TestPositionCursor::playedBy()
{
    // 4 W[ab] takes B[aa]; 6 W[aa] plays on the same point; 7 AW turns dd into a setup stone.
    const auto tree = sgf::parse("(;SZ[5]AB[cc];B[aa];W[ba];B[ee];W[ab];B[dd];W[aa];AW[dd])");
    std::vector<Node> line;
    for (Node n = tree.root(); n; n = n.firstChild()) line.push_back(n);
    PositionCursor cursor(line[3]);
    QCOMPARE(*cursor.playedBy({0, 0}), (sgf::StoneOrigin{line[1], 1}));
    QCOMPARE(*cursor.playedBy({1, 0}), (sgf::StoneOrigin{line[2], 2}));
    QVERIFY(!cursor.playedBy({2, 2}));  // setup stone
    QVERIFY(!cursor.playedBy({3, 3}));  // empty point
    QVERIFY(!cursor.playedBy({-1, 0})); // off the board
    cursor.moveTo(line[4]);
    QVERIFY(!cursor.playedBy({0, 0})); // captured
    cursor.moveTo(line[6]);
    QCOMPARE(*cursor.playedBy({0, 0}), (sgf::StoneOrigin{line[6], 6}));
    QCOMPARE(*cursor.playedBy({3, 3}), (sgf::StoneOrigin{line[5], 5}));
    cursor.moveTo(line[7]);
    QVERIFY(!cursor.playedBy({3, 3}));
    cursor.moveTo(line[3]);
    QCOMPARE(*cursor.playedBy({0, 0}), (sgf::StoneOrigin{line[1], 1}));
}

// A tree with captures, suicide, replacement, passes, MN, PL and setup in its variations.
static const char *const variations = "(;SZ[5]AB[ab][ba]AW[cb]"
                                      "(;W[aa]C[suicide];B[bb]"
                                      "  (;W[ca];B[da];W[cc]AE[ab])"
                                      "  (;W[]MN[20];B[bc]PL[W])"
                                      "  (;W[bb];B[ee]))"
                                      "(;B[cc];W[bc];B[bd];W[ac]"
                                      "  (;B[cb])"
                                      "  (;AE[ab]AB[ee];W[aa]))"
                                      "(;W[bb];B[bc];W[ee];B[ca];W[ed];B[db];W[dd];B[cc]"
                                      "  ;W[bb];B[cb]))";

void TestPositionCursor::everyRouteGivesTheReplayedPosition()
{
    const auto tree = sgf::parse(variations);
    const auto nodes = nodesOf(tree);
    QCOMPARE(nodes.size(), tree.nodeCount());
    std::vector<Snapshot> expected;
    for (Node n : nodes) expected.push_back(replayFromRoot(n));
    // Each pair covers a step to a child, the parent, a sibling or a far node somewhere.
    for (Node from : nodes) {
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            PositionCursor cursor(from);
            cursor.moveTo(nodes[i]);
            QVERIFY2(snapshot(cursor) == expected[i],
                     qPrintable(QStringLiteral("from node %1 to node %2")
                                    .arg(from.index())
                                    .arg(nodes[i].index())));
        }
    }
    // Sanity: the tree does capture, or the test would prove little.
    QCOMPARE(expected.back().capturedByBlack, 2 + 1);
}

void TestPositionCursor::undoRestoresTheExactState()
{
    const auto tree = sgf::parse(variations);
    PositionCursor cursor(tree.root());
    for (Node n : nodesOf(tree)) {
        cursor.moveTo(n);
        const Snapshot before = snapshot(cursor);
        for (Node child : n.children()) {
            cursor.moveTo(child);
            cursor.moveTo(n);
            QVERIFY(snapshot(cursor) == before);
        }
    }
}

void TestPositionCursor::nodesOfAnotherTreeAreRejected()
{
    const auto collection = sgf::parseCollection("(;;B[aa])(;;W[bb];B[cc])");
    PositionCursor cursor(collection[0].root());
    const Snapshot before = snapshot(cursor);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cursor.moveTo(collection[1].root()));
    const auto other = sgf::parse("(;;W[bb])");
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cursor.moveTo(other.root().firstChild()));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cursor.moveTo(Node()));
    QVERIFY(snapshot(cursor) == before);
    cursor.reset(collection[1].root().lastInLine());
    QCOMPARE(cursor.moveNumber(), 2);
    cursor.reset(Node());
    QVERIFY(cursor.node().isNull());
}

void TestPositionCursor::seekCrossesGames()
{
    // Game 0: B aa, W bb; game 1 (SZ 9): B cc. Nodes 0-2, then 3-4.
    const auto collection = sgf::parseCollection("(;;B[aa];W[bb])(;SZ[9];B[cc])");
    PositionCursor cursor;
    cursor.seek(collection.node(2));
    QCOMPARE(cursor.moveNumber(), 2);
    QCOMPARE(cursor.board().at({1, 1}), Color::White);
    cursor.seek(collection.node(1)); // back within the game: the path between
    QCOMPARE(cursor.board().at({1, 1}), Color::Empty);
    QCOMPARE(cursor.board().at({0, 0}), Color::Black);
    cursor.seek(collection.node(4)); // another game: starts over on its board
    QCOMPARE(cursor.root(), collection.node(3));
    QCOMPARE(cursor.size().columns, 9);
    QCOMPARE(cursor.board().at({2, 2}), Color::Black);
    QCOMPARE(cursor.board().at({0, 0}), Color::Empty);
    QVERIFY(snapshot(cursor) == snapshot(PositionCursor(collection.node(4))));
    cursor.seek(Node());
    QVERIFY(cursor.node().isNull());
}

// What applying a node did that the rules frown on (the checks report these): a stone
// played on a stone ("no matter what was there before"), a suicide with the stones it
// removed, a setup value that changes nothing (per value, counting its points).
void TestPositionCursor::events_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QStringList>(
        "expected"); // at the last node: "kind property[value] point count/points"
    QTest::newRow("nothing") << "(;B[aa];W[bb])" << QStringList();
    QTest::newRow("occupied") << "(;B[aa];W[aa])" << QStringList{"occupied W[aa] aa 0/0"};
    QTest::newRow("suicide") << "(;SZ[3]AB[ba][ab];W[aa])" << QStringList{"suicide W[aa] aa 1/0"};
    QTest::newRow("capture, no suicide") << "(;SZ[3]AB[ba]AW[bb][ca];B[ab];W[aa])" << QStringList();
    QTest::newRow("setup already there")
        << "(;AB[aa][bb];AB[bb][cc])" << QStringList{"setup AB[bb] bb 1/1"};
    QTest::newRow("a rectangle partly")
        << "(;AW[ab];AE[aa:ab][cc])"
        << QStringList{"setup AE[aa:ab] aa 1/2", "setup AE[cc] cc 1/1"};
}

void TestPositionCursor::events()
{
    QFETCH(QString, sgf);
    QFETCH(QStringList, expected);
    const auto tree = sgf::parse(sgf.toStdString());
    PositionCursor cursor(tree.root().lastInLine());
    QStringList got;
    for (const sgf::PositionEvent &e : cursor.events()) {
        const char *kind = e.kind == sgf::PositionEvent::Kind::OccupiedPoint ? "occupied"
                           : e.kind == sgf::PositionEvent::Kind::Suicide     ? "suicide"
                                                                             : "setup";
        got << QStringLiteral("%1 %2[%3] %4 %5/%6")
                   .arg(
                       kind,
                       QString::fromUtf8(e.property.id().data(), qsizetype(e.property.id().size())),
                       QString::fromUtf8(e.property.value(e.value).raw().data(),
                                         qsizetype(e.property.value(e.value).raw().size())),
                       QString::fromStdString(sgf::formatPoint(e.point)))
                   .arg(e.count)
                   .arg(e.points);
    }
    QCOMPARE(got, expected);
}

QTEST_APPLESS_MAIN(TestPositionCursor)
#include "tst_position_cursor.moc"
