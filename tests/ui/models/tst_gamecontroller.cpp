// Walking a game tree: the Go menu's moves and what Right remembers at forks.
#include "document_fixture.h"
#include "hostile_sgf.h"
#include "models/documentviews.h"
#include "models/gamecontroller.h"
#include "sgf/parser.h"

#include <QSignalSpy>
#include <QTest>

using sgfview::GameController;

class TestGameController : public QObject {
    Q_OBJECT

private slots:
    void init();
    void walkAlongLine();
    void variations();
    void rightFollowsLastVisitedChild();
    void homeAndEnd();
    void forks();
    void forkOrEndIsTheCoresAnswer();
    void games();
    void jumpIsRemembered();
    void signals_();
    void endStartsFromThePositionWorkedOutAhead();
    void rootPositionComesWithTheDocument_data();
    void rootPositionComesWithTheDocument();

private:
    QString current() const
    {
        return QString::fromStdString(std::string(controller->current().raw("N")));
    }
    std::unique_ptr<GameController> controller;
};

//  r - 1 - a - a2 - a3         game 1        g2   game 2
//          b - b2 - c
//                   d
//          e
static const char *const tree =
    "(;N[r];N[1](;N[a];N[a2];N[a3])(;N[b];N[b2](;N[c])(;N[d]))(;N[e]))(;N[g2])";

void TestGameController::init()
{
    controller = std::make_unique<GameController>();
    testdata::show(*controller, sgf::parseCollection(tree));
}

void TestGameController::walkAlongLine()
{
    QCOMPARE(current(), "r");
    QVERIFY(!controller->previousMove());
    for (const char *expected : {"1", "a", "a2", "a3"}) {
        QVERIFY(controller->nextMove());
        QCOMPARE(current(), expected);
    }
    QVERIFY(!controller->nextMove());
    QVERIFY(controller->previousMove());
    QCOMPARE(current(), "a2");
}

void TestGameController::variations()
{
    controller->nextMove();
    controller->nextMove(); // a
    QVERIFY(controller->nextVariation());
    QCOMPARE(current(), "b");
    QVERIFY(controller->nextVariation());
    QCOMPARE(current(), "e");
    QVERIFY(!controller->nextVariation());
    QVERIFY(controller->previousVariation());
    QCOMPARE(current(), "b");
    // From inside a line, Down goes to the next sibling of the nearest node that has one.
    controller->previousVariation(); // a
    controller->nextMove();          // a2
    QVERIFY(controller->nextVariation());
    QCOMPARE(current(), "b");
    controller->nextMove();
    controller->nextMove(); // c
    QVERIFY(controller->nextVariation());
    QCOMPARE(current(), "d");
    QVERIFY(controller->previousVariation());
    QCOMPARE(current(), "c");
}

void TestGameController::rightFollowsLastVisitedChild()
{
    controller->nextMove();
    controller->nextMove();      // a
    controller->nextVariation(); // b
    controller->nextMove();
    controller->nextMove();      // c
    controller->nextVariation(); // d
    controller->previousMove();
    controller->previousMove();
    controller->previousMove(); // 1
    QCOMPARE(current(), "1");
    QVERIFY(controller->nextMove());
    QCOMPARE(current(), "b");
    controller->nextMove();
    QVERIFY(controller->nextMove());
    QCOMPARE(current(), "d");
}

void TestGameController::homeAndEnd()
{
    QVERIFY(controller->lastNode());
    QCOMPARE(current(), "a3");
    QVERIFY(controller->firstNode());
    QCOMPARE(current(), "r");
    QVERIFY(!controller->firstNode());
}

void TestGameController::forks()
{
    QVERIFY(controller->nextFork());
    QCOMPARE(current(), "1");
    controller->nextMove();
    controller->nextVariation(); // b
    controller->previousMove();  // 1, remembering b
    QVERIFY(controller->nextFork());
    QCOMPARE(current(), "b2");
    QVERIFY(controller->previousFork());
    QCOMPARE(current(), "1");
    QVERIFY(!controller->previousFork());
    // No fork ahead: to the end of the line.
    controller->setCurrent(controller->collection().node(2)); // a
    QVERIFY(controller->nextFork());
    QCOMPARE(current(), "a3");
}

// The line last walked answers for each node in it, and a node of another line, game or
// document is walked again: every node gives what the core's walk gives, asked deepest first
// (the walk from a3 must not answer for a2) and again after a document with other lines in
// the same node numbers.
void TestGameController::forkOrEndIsTheCoresAnswer()
{
    const auto check = [this] {
        const sgf::Collection &collection = controller->collection();
        for (std::uint32_t i = std::uint32_t(collection.nodeCount()); i-- > 0;) {
            const sgf::Node node = collection.node(i);
            QCOMPARE(controller->forkOrEnd(node).index(), node.nextForkOrEnd().index());
        }
        for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
            const sgf::Node node = collection.node(i);
            QCOMPARE(controller->forkOrEnd(node).index(), node.nextForkOrEnd().index());
        }
    };
    check();
    QCOMPARE(controller->forkOrEnd(controller->collection().node(0)).raw("N"), "1");
    testdata::show(*controller, sgf::parseCollection("(;N[r];N[1];N[2](;N[3])(;N[x]))"));
    QCOMPARE(controller->forkOrEnd(controller->collection().node(1)).raw("N"), "2");
    check();
    // No node, no line: nothing, also with no document.
    QVERIFY(!controller->forkOrEnd(sgf::Node()));
    controller->setDocument(nullptr);
    QVERIFY(!controller->forkOrEnd(sgf::Node()));
    QVERIFY(!controller->lastNode());
}

void TestGameController::games()
{
    controller->nextMove();
    QVERIFY(controller->nextGame());
    QCOMPARE(current(), "g2");
    QVERIFY(!controller->nextGame());
    QVERIFY(controller->previousGame());
    QCOMPARE(current(), "r");
    QVERIFY(!controller->previousGame());
}

void TestGameController::jumpIsRemembered()
{
    controller->nextMove();
    controller->nextMove();
    controller->nextVariation();                                       // b: forks now remember b
    QVERIFY(controller->setCurrent(controller->collection().node(8))); // d, by a click
    QVERIFY(controller->firstNode());
    QVERIFY(controller->lastNode());
    QCOMPARE(current(), "d");
    // A jump into the other branch overrides what was remembered above it.
    QVERIFY(controller->setCurrent(controller->collection().node(3))); // a2
    controller->firstNode();
    controller->lastNode();
    QCOMPARE(current(), "a3");
}

void TestGameController::signals_()
{
    QSignalSpy spy(controller.get(), &GameController::currentChanged);
    controller->nextMove();
    controller->nextMove();
    QVERIFY(!controller->setCurrent(controller->current())); // no change, no signal
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<sgf::Node>(), controller->current());
    QCOMPARE(spy.at(1).at(1).value<sgf::Node>(), controller->collection().node(1));
}

// A long game's main line is worked out to its end off the GUI thread as soon as the game is
// shown; End lands on the position a replay from the root gives. A short game gets none, and
// going back to the long one works it out again.
void TestGameController::endStartsFromThePositionWorkedOutAhead()
{
    const auto collection =
        sgf::parseCollection(testdata::hostile::gameInfoEveryNode(6000) + "(;B[aa])");
    GameController game;
    testdata::show(game, collection);
    sgfview::PositionsAhead &ahead = game.aheadOfTime();
    QCOMPARE(ahead.root(), collection[0].root());
    ahead.wait();
    QVERIFY(ahead.cursor());
    const sgf::Node last = collection[0].root().lastInLine();
    QCOMPARE(ahead.cursor()->node(), last);
    QVERIFY(game.lastNode());
    QCOMPARE(game.current(), last);
    const sgf::PositionCursor replayed(last);
    const sgf::PositionCursor &position = game.position();
    QCOMPARE(position.node(), last);
    QVERIFY(position.board().stones() == replayed.board().stones());
    QCOMPARE(position.moveNumber(), 6000);
    QCOMPARE(position.capturedBy(sgf::Color::Black), replayed.capturedBy(sgf::Color::Black));
    QCOMPARE(position.capturedBy(sgf::Color::White), replayed.capturedBy(sgf::Color::White));
    QCOMPARE(position.toMove(), replayed.toMove());
    QVERIFY(game.firstNode());
    QVERIFY(position.board().stones() ==
            sgf::PositionCursor(collection[0].root()).board().stones());

    QVERIFY(game.nextGame());
    QCOMPARE(ahead.root(), collection[1].root());
    ahead.wait();
    QVERIFY(!ahead.cursor()); // two nodes: nothing to work out
    QVERIFY(game.previousGame());
    QCOMPARE(ahead.root(), collection[0].root());
    ahead.wait();
    QVERIFY(ahead.cursor());
    QCOMPARE(ahead.cursor()->node(), last);
}

void TestGameController::rootPositionComesWithTheDocument_data()
{
    QTest::addColumn<bool>("madeAtTheRoot");
    QTest::newRow("the loading thread's, at the root") << true;
    QTest::newRow("one elsewhere: not taken") << false;
}

// The position at the first root, made with the document on the loading thread, is the one a
// fresh cursor reads there (setup, its warnings, whose turn), and steps on from there; one
// made at another node is not taken for it.
void TestGameController::rootPositionComesWithTheDocument()
{
    QFETCH(bool, madeAtTheRoot);
    const auto collection =
        sgf::parseCollection("(;SZ[9]AB[aa][bb][zz]AW[cc]PL[W];W[dd];B[ee])(;SZ[5]AB[aa])");
    const sgf::Node root = collection[0].root();
    sgfview::DocumentViews views = sgfview::DocumentViews::of(collection);
    QVERIFY(views.firstPosition);
    QCOMPARE(views.firstPosition->node(), root);
    if (!madeAtTheRoot) views.firstPosition->moveTo(root.firstChild().firstChild());
    GameController game;
    game.setDocument(testdata::documentOf(collection), std::move(views));
    const sgf::PositionCursor fresh(root);
    const sgf::PositionCursor &position = game.position();
    QCOMPARE(position.node(), root);
    QVERIFY(position.board().stones() == fresh.board().stones());
    QCOMPARE(position.warnings().size(), std::size_t(1)); // zz is off the 9x9 board
    QCOMPARE(position.warnings().front().message, fresh.warnings().front().message);
    QCOMPARE(position.toMove(), sgf::Color::White);
    QCOMPARE(position.moveNumber(), 0);
    QVERIFY(game.nextMove());
    QVERIFY(game.nextMove());
    QVERIFY(position.board().stones() ==
            sgf::PositionCursor(root.firstChild().firstChild()).board().stones());
    QCOMPARE(position.moveNumber(), 2);
}

QTEST_GUILESS_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
