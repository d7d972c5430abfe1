// What the position cursor keeps to undo its path stays bounded: a line of nodes that each
// fill or clear a 52x52 board keeps a checkpoint every so many nodes, not every change, and
// stepping back past checkpoints (one at a time, or far jumps) gives the position a replay
// from the root gives. The warnings of a node are capped.
#include "hostile_sgf.h"
#include "position_snapshot.h"
#include "sgf/parser.h"

#include <random>

using namespace testdata::position;
namespace hostile = testdata::hostile;

namespace {

// A game of random moves on 9x9 (many captures, moves on occupied points, some setup), with a
// side variation every so often, so that checkpoints fall inside lines and between branches.
std::string randomGame(int moves, unsigned seed, int bigSetupPercent = 0)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> coordinate(0, 8), roll(0, 99);
    const auto point = [&] {
        return std::string{char('a' + coordinate(random)), char('a' + coordinate(random))};
    };
    std::string text = "(;GM[1]SZ[9]";
    for (int i = 0; i < moves; ++i) {
        const int r = roll(random);
        if (r < 3) text += ";AE[" + point() + "]AB[" + point() + "]";
        // Rectangles of any size: those over the cursor's logging limit are applied in bulk
        // and undone by replaying from a checkpoint; "aa:ii" fills the whole board.
        if (r >= 3 && r < 3 + bigSetupPercent) {
            const char *id[] = {"AB", "AW", "AE"};
            text += std::string(";") + id[roll(random) % 3] + "[" +
                    (r % 2 ? "aa:ii" : point() + ":" + point()) + "]";
        }
        text += std::string(i % 2 ? ";W[" : ";B[") + (r == 50 ? "" : point()) + "]";
        if (r == 99) text += "(;B[" + point() + "];W[" + point() + "])(";
    }
    // Close the variations that were opened: each "(" above wants its ")".
    std::size_t open = 0;
    for (char c : text) open += c == '(' ? 1 : c == ')' ? -1 : 0;
    return text + std::string(open, ')');
}

// From root, each node's last child: randomGame's long line (its first children turn into
// the short side lines).
std::vector<Node> longestLine(Node root)
{
    std::vector<Node> line;
    for (Node n = root; n;) {
        line.push_back(n);
        n = n.firstChild();
        while (n && n.nextSibling()) n = n.nextSibling();
    }
    return line;
}

bool isFull(const sgf::Board &board, Color color)
{
    for (int y = 0; y < board.size().rows; ++y)
        for (int x = 0; x < board.size().columns; ++x)
            if (board.at({x, y}) != color) return false;
    return true;
}

} // namespace

class TestPositionCheckpoints : public QObject {
    Q_OBJECT

private slots:
    void wholeBoardFlipsKeepBoundedUndo();
    void stepsAndJumpsAcrossCheckpoints();
    void bigSetupsAreUndoneByReplay();
    void aBigSetupClearsTheOriginsItCovers();
    void aJumpJudgesTheTargetsSetup();
    void warningsOfANodeAreCapped();
    void warningsQuoteValuesShortAndEscaped();
    void costToCountsTheNodesApplied();
    void aCursorMadeAheadGivesTheSamePositions();
};

void TestPositionCheckpoints::wholeBoardFlipsKeepBoundedUndo()
{
    constexpr int pairs = 1500; // 3,000 nodes each changing 2,704 points
    const auto tree = sgf::parse(hostile::setupFlips(pairs));
    PositionCursor cursor(tree.root());
    int depth = 0;
    std::size_t mostKept = 0;
    for (Node n = tree.root().firstChild(); n; n = n.firstChild()) {
        cursor.moveTo(n);
        ++depth;
        if (!isFull(cursor.board(), depth % 2 ? Color::Black : Color::Empty))
            QFAIL(qPrintable(QStringLiteral("wrong board at depth %1").arg(depth)));
        mostKept = std::max(mostKept, cursor.undoBytes());
    }
    QCOMPARE(depth, 2 * pairs);
    // Every change kept would be 3,000 x 2,704 of them, over 100 MB; the logs between two
    // checkpoints (a few hundred nodes) and a board a checkpoint are far less.
    const std::size_t everyChange = std::size_t(2 * pairs) * 52 * 52 * 12;
    QVERIFY2(mostKept < everyChange / 4, qPrintable(QString::number(mostKept)));
    QVERIFY2(mostKept < 40'000'000, qPrintable(QString::number(mostKept)));

    // Back to the root a step at a time, past every checkpoint.
    while (cursor.node().parent()) {
        cursor.moveTo(cursor.node().parent());
        --depth;
        if (!isFull(cursor.board(), depth % 2 ? Color::Black : Color::Empty))
            QFAIL(qPrintable(QStringLiteral("wrong board back at depth %1").arg(depth)));
    }
    QCOMPARE(depth, 0);
    cursor.moveTo(tree.root().lastInLine());
    QVERIFY(isFull(cursor.board(), Color::Empty));
    cursor.moveTo(tree.root().lastInLine().parent());
    QVERIFY(isFull(cursor.board(), Color::Black));
}

void TestPositionCheckpoints::stepsAndJumpsAcrossCheckpoints()
{
    const auto tree = sgf::parse(randomGame(12000, 18));
    const auto nodes = nodesOf(tree);
    QVERIFY(nodes.size() > 12000);
    PositionCursor cursor(tree.root());
    // Down the longest line (each node's last child) to its end, past many checkpoints, then
    // back, checking as it goes.
    const std::vector<Node> line = longestLine(tree.root());
    QVERIFY(line.size() > 10000);
    cursor.moveTo(line.back());
    const Snapshot end = replayFromRoot(line.back());
    QVERIFY(snapshot(cursor) == end);
    QVERIFY(end.capturedByBlack + end.capturedByWhite > 1000);
    for (std::size_t i = line.size() - 1; i-- > 0;) {
        cursor.moveTo(line[i]);
        if (i % 997 == 0 || i % 256 == 0)
            QVERIFY2(snapshot(cursor) == replayFromRoot(line[i]), qPrintable(QString::number(i)));
    }
    // Far jumps anywhere, and back and forth over the first checkpoint.
    std::mt19937 random(20261201);
    std::uniform_int_distribution<std::size_t> pick(0, nodes.size() - 1);
    for (int i = 0; i < 100; ++i) {
        const Node target = i % 3 == 2 ? line[8190 + std::size_t(i % 5)] : nodes[pick(random)];
        cursor.moveTo(target);
        QVERIFY2(snapshot(cursor) == replayFromRoot(target),
                 qPrintable(QString::number(target.index())));
    }
}

void TestPositionCheckpoints::bigSetupsAreUndoneByReplay()
{
    const auto tree = sgf::parse(randomGame(4000, 7, 12));
    const auto nodes = nodesOf(tree);
    PositionCursor cursor(tree.root());
    const std::vector<Node> line = longestLine(tree.root());
    QVERIFY(line.size() > 4000);
    // Down a step at a time, then back, every position checked against a forward replay.
    std::vector<Snapshot> forward;
    for (const Node n : line) {
        cursor.moveTo(n);
        forward.push_back(snapshot(cursor));
    }
    QVERIFY(forward.back() == replayFromRoot(line.back()));
    for (std::size_t i = line.size(); i-- > 0;) {
        cursor.moveTo(line[i]);
        QVERIFY2(snapshot(cursor) == forward[i], qPrintable(QString::number(i)));
    }
    std::mt19937 random(20261202);
    std::uniform_int_distribution<std::size_t> pick(0, nodes.size() - 1);
    for (int i = 0; i < 300; ++i) {
        const Node target = nodes[pick(random)];
        cursor.moveTo(target);
        QVERIFY2(snapshot(cursor) == replayFromRoot(target),
                 qPrintable(QString::number(target.index())));
    }
}

// A setup too big to log (72 points here) turns the moves' stones it covers into setup
// stones: they lose their move numbers, the stones outside it keep theirs, and going back
// gives them back.
void TestPositionCheckpoints::aBigSetupClearsTheOriginsItCovers()
{
    const auto tree = sgf::parse("(;SZ[9];B[aa];W[ii];AB[aa:ih];B[ee];W[ei])");
    std::vector<Node> line;
    for (Node n = tree.root(); n; n = n.firstChild()) line.push_back(n);
    PositionCursor cursor(line[3]);
    QCOMPARE(cursor.board().at({0, 0}), Color::Black);
    QVERIFY(!cursor.playedBy({0, 0}));
    QCOMPARE(*cursor.playedBy({8, 8}), (sgf::StoneOrigin{line[2], 2}));
    cursor.moveTo(line[5]);
    QCOMPARE(*cursor.playedBy({4, 4}), (sgf::StoneOrigin{line[4], 3})); // on a setup stone
    QCOMPARE(*cursor.playedBy({4, 8}), (sgf::StoneOrigin{line[5], 4}));
    QVERIFY(!cursor.playedBy({0, 0}));
    cursor.moveTo(line[2]);
    QCOMPARE(*cursor.playedBy({0, 0}), (sgf::StoneOrigin{line[1], 1}));
    QCOMPARE(cursor.board().at({4, 4}), Color::Empty);
    cursor.moveTo(line[4]);
    QVERIFY(!cursor.playedBy({0, 0}));
    QCOMPARE(*cursor.playedBy({4, 4}), (sgf::StoneOrigin{line[4], 3}));
}

// Setup values without effect are judged for the node the cursor ends on, however it got
// there: a jump from the root judges the target as a step from its parent does.
void TestPositionCheckpoints::aJumpJudgesTheTargetsSetup()
{
    const auto tree = sgf::parse("(;SZ[9];AB[aa:ii];C[between];AB[ab:ii];C[after])");
    const Node third = tree.root().firstChild().firstChild().firstChild();
    PositionCursor jumped(tree.root());
    jumped.moveTo(third);
    PositionCursor stepped(tree.root());
    for (Node n = tree.root().firstChild(); n != third.firstChild(); n = n.firstChild())
        stepped.moveTo(n);
    for (const PositionCursor *cursor : {&jumped, &stepped}) {
        QCOMPARE(cursor->events().size(), std::size_t(1));
        const auto &event = cursor->events().front();
        QCOMPARE(event.kind, sgf::PositionEvent::Kind::SetupWithoutEffect);
        QCOMPARE(event.points, 72);
        QCOMPARE(event.count, 72); // every point of b1..i9 holds a black stone already
        QCOMPARE(event.point, (Point{0, 1}));
    }
    jumped.moveTo(third.firstChild());
    QVERIFY(jumped.events().empty());
    jumped.moveTo(third); // back over the bulk setup: replayed, judged again
    QCOMPARE(jumped.events().size(), std::size_t(1));
}

void TestPositionCheckpoints::warningsOfANodeAreCapped()
{
    const auto tree = sgf::parse(hostile::offBoardSetup(5000));
    PositionCursor cursor(tree.root());
    const auto &list = cursor.warnings();
    QCOMPARE(list.size(), PositionCursor::maxWarnings);
    QCOMPARE(list.front().message, std::string("AB[ja] is not a point on the board; skipped"));
    QCOMPARE(list.front().code, sgf::DiagnosticCode::SetupPointSkipped);
    QCOMPARE(list.front().arguments, (std::vector<std::string>{"AB", "ja"}));
    QCOMPARE(list.back().message,
             std::to_string(5000 - PositionCursor::maxWarnings + 1) + " more problems not listed");
    QCOMPARE(list.back().code, sgf::DiagnosticCode::ProblemsNotListed);
    cursor.moveTo(tree.root().firstChild());
    QVERIFY(cursor.warnings().empty());
}

void TestPositionCheckpoints::warningsQuoteValuesShortAndEscaped()
{
    using namespace std::string_literals;
    const auto tree = sgf::parse("(;SZ[9]AB[" + std::string(1'000'000, 'z') + "]PL[\x1b\0]"s + ")");
    const PositionCursor cursor(tree.root());
    std::vector<std::string> messages;
    for (const sgf::Diagnostic &warning : cursor.warnings()) messages.push_back(warning.message);
    QCOMPARE(messages, (std::vector<std::string>{"AB[" + std::string(32, 'z') +
                                                     "...] is not a point on the board; skipped",
                                                 "PL[\\x1B\\x00] is not a colour"}));
}

// costTo counts what seek would apply: the nodes down from the path, the target again when
// it is on the path, the nodes replayed after a checkpoint on the way back, and for another
// game tree its depth plus one (reset applies the root too).
void TestPositionCheckpoints::costToCountsTheNodesApplied()
{
    const auto tree = sgf::parse("(;GM[1]SZ[9];B[aa];W[bb];B[cc](;W[dd];B[ee])(;W[ff]))");
    const auto nodes = nodesOf(tree); // root aa bb cc dd ee ff
    PositionCursor cursor(tree.root());
    QCOMPARE(cursor.costTo(nodes[0]), std::size_t(0));
    QCOMPARE(cursor.costTo(nodes[1]), std::size_t(1));
    QCOMPARE(cursor.costTo(nodes[5]), std::size_t(5));
    QCOMPARE(cursor.costTo(nodes[6]), std::size_t(4));
    QCOMPARE(cursor.costTo(Node()), PositionCursor::unreachable);
    cursor.moveTo(nodes[5]);
    QCOMPARE(cursor.costTo(nodes[6]), std::size_t(1)); // dd and ee undone from the logs
    QCOMPARE(cursor.costTo(nodes[3]), std::size_t(1)); // on the path: cc applied again
    const auto other = sgf::parse("(;GM[1];B[aa];W[bb])");
    QCOMPARE(cursor.costTo(other.root().firstChild().firstChild()), std::size_t(3));

    // A line of 5,000 moves: from its end, back to depth 10 replays from the empty board (no
    // checkpoint lies before it): depths 0 to 9, then the target.
    const auto line = sgf::parse(randomGame(5000, 3));
    const std::vector<Node> main = longestLine(line.root());
    QVERIFY(main.size() > 5000);
    PositionCursor atEnd(main.back());
    QCOMPARE(atEnd.costTo(main[10]), std::size_t(11));
    QCOMPARE(atEnd.costTo(main.back()), std::size_t(0));
    const PositionCursor atRoot(line.root());
    QCOMPARE(atRoot.costTo(main.back()), main.size() - 1);
    QVERIFY(atRoot.costTo(main.back(), 100) > 100);
    // Back from the end to a node past the first checkpoints replays less than its depth.
    QVERIFY(atEnd.costTo(main[main.size() / 2]) < 10000);
    QVERIFY(atEnd.costTo(main[main.size() / 2]) < main.size() / 2);
}

// A cursor moved to the end of the long line beforehand (as the window does on a thread of
// its own) is where a jump far down starts from: every position reached through it is the
// one a replay from the root gives, a step near the root does not copy it, and what the copies
// do leaves it as it was.
void TestPositionCheckpoints::aCursorMadeAheadGivesTheSamePositions()
{
    const auto tree = sgf::parse(randomGame(12000, 29));
    const auto nodes = nodesOf(tree);
    const std::vector<Node> main = longestLine(tree.root());
    QVERIFY(main.size() > 12000);
    PositionCursor ahead(tree.root());
    ahead.moveTo(main.back());

    PositionCursor cursor(tree.root());
    QVERIFY(cursor.costTo(main.back()) > ahead.costTo(main.back()) + 2048);
    cursor.seek(main.back(), ahead);
    QVERIFY(snapshot(cursor) == replayFromRoot(main.back()));
    QVERIFY(snapshot(cursor) == snapshot(ahead));
    cursor.seek(main[1], ahead); // back near the root: undone along the copy
    QVERIFY(snapshot(cursor) == replayFromRoot(main[1]));

    // From the root a step down is taken here, not through a copy of the checkpoints.
    PositionCursor near(tree.root());
    near.seek(main[1], ahead);
    QVERIFY(snapshot(near) == replayFromRoot(main[1]));
    QVERIFY2(near.undoBytes() * 10 < ahead.undoBytes(),
             qPrintable(QStringLiteral("%1 of %2").arg(near.undoBytes()).arg(ahead.undoBytes())));

    std::mt19937 random(20261203);
    std::uniform_int_distribution<std::size_t> pick(0, nodes.size() - 1);
    for (int i = 0; i < 100; ++i) {
        const Node target = i % 2 ? main[main.size() - 1 - std::size_t(i)] : nodes[pick(random)];
        cursor.seek(target, ahead);
        QVERIFY2(snapshot(cursor) == replayFromRoot(target),
                 qPrintable(QString::number(target.index())));
    }
    // A node of another game tree starts over, whatever ahead holds.
    const auto other = sgf::parse("(;GM[1]SZ[9];B[ee])");
    cursor.seek(other.root().firstChild(), ahead);
    QVERIFY(snapshot(cursor) == replayFromRoot(other.root().firstChild()));
    // The copies share ahead's checkpoints; their moves left them as they were: ahead steps
    // back across them to the same positions.
    for (const std::size_t back : {main.size() / 2, std::size_t(1)}) {
        ahead.moveTo(main[back]);
        QVERIFY(snapshot(ahead) == replayFromRoot(main[back]));
    }
}

QTEST_APPLESS_MAIN(TestPositionCheckpoints)
#include "tst_position_checkpoints.moc"
