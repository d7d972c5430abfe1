// The game info of a game: rows in reading order with the spec's formats, DT as written,
// game info in later nodes (FF[4] allows one game-info node per path, e.g. one per problem
// of a collection), and the tracker that recomputes it only when it can change.
#include "document_fixture.h"
#include "english_plurals.h"
#include "hostile_sgf.h"
#include "models/gamecontroller.h"
#include "models/gameinfo.h"
#include "models/gameinfonodes.h"
#include "models/gameinfotracker.h"
#include "sgf/parser.h"
#include "shared_data.h"

#include <QSignalSpy>
#include <QTest>
#include <bit>

using sgfview::GameController;
using sgfview::GameInfo;
using sgfview::GameInfoNodes;
using sgfview::GameInfoTracker;

class TestGameInfo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsInReadingOrder();
    void datesAsWritten_data();
    void datesAsWritten();
    void emptyValuesHaveNoRow();
    void textForCopying();
    void laterNodesApplyOnTheirPath_data();
    void laterNodesApplyOnTheirPath();
    void longLineIsScannedWithoutRecursion();
    void eachGameInfoPropertyHasItsOwnBit();
    void specExampleFile_data();
    void specExampleFile();
    void trackerSignalsWhenTheInfoChanges();
    void trackerFollowsGameInfoNodes_data();
    void trackerFollowsGameInfoNodes();
    void trackerFollowsNewCollections();
    void trackerStepsWhereEveryNodeHoldsGameInfo();
    void lastHoldersAreThePaths_data();
    void lastHoldersAreThePaths();

private:
    static sgf::Node named(const sgf::Collection &collection, std::string_view name)
    {
        for (std::uint32_t i = 0; i < collection.nodeCount(); ++i)
            if (collection.node(i).raw("N") == name) return collection.node(i);
        return {};
    }
    static GameInfo infoOfRoot(const char *sgf)
    {
        return GameInfo({sgf::parseCollection(sgf)[0].root()});
    }
};

void TestGameInfo::initTestCase()
{
    QVERIFY(testdata::installEnglishPlurals()); // "%n hour(s)" reads "1 hour", "2 hours"
}

void TestGameInfo::rowsInReadingOrder()
{
    const GameInfo info = infoOfRoot(
        "(;FF[4]GM[1]SZ[19]AP[CGoban:3]GC[Played over\nthree days]CP[none]US[me]SO[GoGoD]"
        "AN[Go Seigen]ON[Shusaku fuseki]OT[none]TM[5400]RU[Japanese]HA[0]KM[0]PC[Osaka]"
        "RO[1]EV[Castle game]DT[1846-09-11,14,15]RE[B+2]WT[Inoue]BT[Honinbo]WR[8d]"
        "PW[Inoue Gennan Inseki]BR[4d]PB[Honinbo Shusaku]GN[Ear-reddening game])");
    QStringList rows;
    for (const GameInfo::Row &row : info.rows()) rows << row.id + '|' + row.label + '|' + row.value;
    const QStringList expected = {
        "GN|Game name|Ear-reddening game",
        "PB|Black|Honinbo Shusaku (4d)",
        "PW|White|Inoue Gennan Inseki (8d)",
        "BT|Black team|Honinbo",
        "WT|White team|Inoue",
        "RE|Result|Black wins by 2 points",
        "DT|Date|1846-09-11,14,15",
        "EV|Event|Castle game",
        "RO|Round|1",
        "PC|Place|Osaka",
        "KM|Komi|0",
        "HA|Handicap|0",
        "RU|Rules|Japanese",
        "TM|Time limit|1 hour 30 minutes",
        "OT|Overtime|none",
        "ON|Opening|Shusaku fuseki",
        "AN|Annotator|Go Seigen",
        "SO|Source|GoGoD",
        "US|User|me",
        "CP|Copyright|none",
        "AP|Application|CGoban 3",
        "GC|Game comment|Played over\nthree days",
    };
    QCOMPARE(rows, expected);
    QCOMPARE(info.value("RE"), QStringLiteral("Black wins by 2 points"));
    QCOMPARE(info.value("XX"), QString());
}

// The spec's DT examples and partial dates: every one is shown exactly as the file has it.
void TestGameInfo::datesAsWritten_data()
{
    QTest::addColumn<QString>("date");
    QTest::newRow("full") << "2026-11-29";
    QTest::newRow("days of one month") << "2026-11-29,30";
    QTest::newRow("months") << "1996-05,06";
    QTest::newRow("three days") << "1996-05-06,07,08";
    QTest::newRow("years") << "1996,1997";
    QTest::newRow("across a year") << "1996-12-27,28,1997-01-03,04";
    QTest::newRow("year only") << "1846";
    QTest::newRow("not ISO") << "Spring 1846";
}

void TestGameInfo::datesAsWritten()
{
    QFETCH(QString, date);
    const QByteArray sgf = "(;DT[" + date.toUtf8() + "])";
    QCOMPARE(infoOfRoot(sgf.constData()).value("DT"), date);
}

void TestGameInfo::emptyValuesHaveNoRow()
{
    const GameInfo info = infoOfRoot("(;GN[]PB[]BR[3k]PW[ ]RE[]KM[]C[not game info])");
    QCOMPARE(info.rows().size(), 1);
    QCOMPARE(info.rows()[0].id, QStringLiteral("PB"));
    QCOMPARE(info.value("PB"), QStringLiteral("3k"));
    QVERIFY(infoOfRoot("(;FF[4]GM[1]SZ[19];B[pd])").isEmpty());
    QVERIFY(GameInfo().isEmpty());
}

void TestGameInfo::textForCopying()
{
    const GameInfo info = infoOfRoot("(;PB[a\\]b]RE[W+R]GN[two\nlines])");
    QCOMPARE(info.toText(), QStringLiteral("Game name: two lines\nBlack: a]b\n"
                                           "Result: White wins by resignation"));
}

//  root (GM only)
//   ├ p1: GN[Problem 1] ─ p1a ─ p1b
//   │                   └ x: GN[Nested] ─ xa      (two game-info nodes on one path)
//   ├ p2: GN[Problem 2] PB[B2] ─ p2a
//   └ plain ─ plain2
static const char *const problems = "(;GM[1]FF[4]N[root]"
                                    "(;GN[Problem 1]N[p1](;N[p1a];N[p1b])(;GN[Nested]N[x];N[xa]))"
                                    "(;GN[Problem 2]PB[B2]N[p2];N[p2a])"
                                    "(;N[plain];N[plain2]))";

void TestGameInfo::laterNodesApplyOnTheirPath_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("name");
    QTest::newRow("root") << "root" << QStringList{"root"} << "";
    QTest::newRow("the game-info node itself") << "p1" << QStringList{"root", "p1"} << "Problem 1";
    QTest::newRow("below it") << "p1b" << QStringList{"root", "p1"} << "Problem 1";
    QTest::newRow("nested: the later wins") << "xa" << QStringList{"root", "p1", "x"} << "Nested";
    QTest::newRow("second problem") << "p2a" << QStringList{"root", "p2"} << "Problem 2";
    QTest::newRow("no game info below the root") << "plain2" << QStringList{"root"} << "";
}

void TestGameInfo::laterNodesApplyOnTheirPath()
{
    QFETCH(QString, at);
    QFETCH(QStringList, path);
    QFETCH(QString, name);
    const sgf::Collection collection = sgf::parseCollection(problems);
    const GameInfoNodes nodes(collection, collection[0].root());
    QStringList names;
    for (sgf::Node node : nodes.onPathTo(named(collection, at.toStdString())))
        names << QString::fromStdString(std::string(node.raw("N")));
    QCOMPARE(names, path);
    const GameInfo info(nodes.onPathTo(named(collection, at.toStdString())));
    QCOMPARE(info.value("GN"), name);
    QCOMPARE(info.value("PB"), at.startsWith("p2") ? QStringLiteral("B2") : QString());
}

void TestGameInfo::longLineIsScannedWithoutRecursion()
{
    std::string sgf = "(;GM[1]PB[root]";
    for (int i = 0; i < 100000; ++i) {
        sgf += i % 2 ? ";W[aa]" : ";B[bb]";
        if (i == 50000) sgf += "GN[half way]N[half]";
    }
    sgf += "N[last])";
    const sgf::Collection collection = sgf::parseCollection(sgf);
    const GameInfoNodes nodes(collection, collection[0].root());
    QCOMPARE(nodes.onPathTo(named(collection, "last")).size(), std::size_t(2));
    QCOMPARE(nodes.onPathTo(collection.node(1000)).size(), std::size_t(1));
    QCOMPARE(GameInfo(nodes.onPathTo(named(collection, "half"))).value("GN"),
             QStringLiteral("half way"));
}

// The FF[4] table's 23 game-info properties (the spec's list, section "Game info properties")
// each have a bit of their own, and no other property has one: a node holding them is told
// apart from one holding any other set, which is what the tracker's jumps rely on.
void TestGameInfo::eachGameInfoPropertyHasItsOwnBit()
{
    const QStringList gameInfo{"AN", "BR", "BT", "CP", "DT", "EV", "GC", "GN",
                               "HA", "KM", "ON", "OT", "PB", "PC", "PW", "RE",
                               "RO", "RU", "SO", "TM", "US", "WR", "WT"};
    GameInfoNodes::PropertySet seen = 0;
    for (const QString &id : gameInfo) {
        const sgf::Collection collection =
            sgf::parseCollection("(;" + id.toStdString() + "[1];" + id.toStdString() + "[2])");
        const GameInfoNodes::PropertySet bit = GameInfoNodes::propertiesOf(collection.node(1));
        QVERIFY2(std::has_single_bit(bit), qPrintable(id));
        QVERIFY2((seen & bit) == 0, qPrintable(id));
        seen |= bit;
    }
    const sgf::Collection others = sgf::parseCollection(
        "(;FF[4]GM[1]SZ[19]CA[UTF-8]AP[a:1]ST[2];B[aa]C[c]N[n]V[1]MN[3]TR[bb]XY[z]SBKV[50])");
    QCOMPARE(GameInfoNodes::propertiesOf(others.node(0)), GameInfoNodes::PropertySet(0));
    QCOMPARE(GameInfoNodes::propertiesOf(others.node(1)), GameInfoNodes::PropertySet(0));
    const sgf::Collection both = sgf::parseCollection("(;PB[a]C[b]RE[W+R])");
    QCOMPARE(std::popcount(GameInfoNodes::propertiesOf(both.node(0))), 2);
    const std::vector<GameInfoNodes::Holder> holders =
        GameInfoNodes(both, both.node(0)).holdersOnPathTo(both.node(0));
    QCOMPARE(holders.size(), std::size_t(1));
    QCOMPARE(holders[0].node, both.node(0).index());
    QCOMPARE(holders[0].properties, GameInfoNodes::propertiesOf(both.node(0)));
}

// The spec's own example file (FF[4] ex.sgf, SOURCES.tsv: GoGui's copy): its second game tree
// keeps four games' info in variation nodes, each with a comment saying what it means.
void TestGameInfo::specExampleFile_data()
{
    QTest::addColumn<QString>("move"); // White's move in the game-info node
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("W+3.5") << "dp" << QStringList{"B. Lack (5d)",
                                                  "W. Hite (6d)",
                                                  "White wins by 3.5 points",
                                                  "Go Congress",
                                                  "2",
                                                  "London",
                                                  ""};
    QTest::newRow("W+Resign") << "cp" << QStringList{"B. Lack (5d)",
                                                     "T. Suji (7d)",
                                                     "White wins by resignation",
                                                     "Go Congress",
                                                     "1",
                                                     "London",
                                                     ""};
    QTest::newRow("B+63.5") << "ed" << QStringList{"B. Lack (5d)",
                                                   "S. Abaki (1d)",
                                                   "Black wins by 63.5 points",
                                                   "Go Congress",
                                                   "3",
                                                   "London",
                                                   ""};
    QTest::newRow("B+R, komi") << "cd" << QStringList{"B. Lack (5d)",
                                                      "A. Tari (12k)",
                                                      "Black wins by resignation",
                                                      "Go Congress",
                                                      "4",
                                                      "London",
                                                      "-59.5"};
}

void TestGameInfo::specExampleFile()
{
    QFETCH(QString, move);
    QFETCH(QStringList, expected);
    SGFVIEW_REQUIRE_SHARED();
    const sgf::Collection collection =
        sgf::parseCollection(testdata::readCorpusFile("small/gogui_ff4_ex.sgf").toStdString(),
                             sgf::ParseOptions::lenient());
    QCOMPARE(collection.size(), std::size_t(2));
    const sgf::Node root = collection[1].root();
    sgf::Node node;
    for (std::uint32_t i = root.index(); i < root.subtreeEnd() && !node; ++i)
        if (collection.node(i).raw("W") == move.toStdString()) node = collection.node(i);
    QVERIFY(node);
    const GameInfoNodes nodes(collection, root);
    QVERIFY(GameInfo(nodes.onPathTo(node.parent())).value("PB").isEmpty());
    const GameInfo info(nodes.onPathTo(node));
    QStringList shown;
    for (const char *id : {"PB", "PW", "RE", "EV", "RO", "PC", "KM"}) shown << info.value(id);
    QCOMPARE(shown, expected);
}

void TestGameInfo::trackerSignalsWhenTheInfoChanges()
{
    GameController controller;
    testdata::show(controller, sgf::parseCollection(
                                   "(;PB[first]RE[B+R];B[aa];W[bb];B[cc])(;PB[second];B[aa])"));
    GameInfoTracker tracker(&controller);
    QCOMPARE(tracker.info().value("RE"), QStringLiteral("Black wins by resignation"));
    QSignalSpy changed(&tracker, &GameInfoTracker::changed);
    // Moves within the game change nothing.
    QVERIFY(controller.nextMove());
    QVERIFY(controller.nextMove());
    QVERIFY(controller.lastNode());
    QCOMPARE(changed.count(), 0);
    QVERIFY(controller.nextGame());
    QCOMPARE(changed.count(), 1);
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("second"));
    QCOMPARE(tracker.info().value("RE"), QString());
    QVERIFY(controller.nextMove());
    QCOMPARE(changed.count(), 1);
}

void TestGameInfo::trackerFollowsGameInfoNodes_data()
{
    QTest::addColumn<bool>("madeWithTheDocument");
    QTest::newRow("game-info nodes found by the tracker") << false;
    // As a loaded file comes (DocumentViews, made on the loading thread), for the first game.
    QTest::newRow("found with the document") << true;
}

void TestGameInfo::trackerFollowsGameInfoNodes()
{
    QFETCH(bool, madeWithTheDocument);
    GameController controller;
    const sgf::Collection collection = sgf::parseCollection(problems);
    controller.setDocument(testdata::documentOf(collection),
                           madeWithTheDocument ? sgfview::DocumentViews::of(collection)
                                               : sgfview::DocumentViews());
    GameInfoTracker tracker(&controller);
    QSignalSpy changed(&tracker, &GameInfoTracker::changed);
    QVERIFY(tracker.info().isEmpty());
    controller.setCurrent(named(collection, "p1a"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(tracker.info().value("GN"), QStringLiteral("Problem 1"));
    controller.nextMove(); // p1b: same game-info node
    QCOMPARE(changed.count(), 1);
    controller.setCurrent(named(collection, "xa"));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(tracker.info().value("GN"), QStringLiteral("Nested"));
    controller.setCurrent(named(collection, "plain2"));
    QCOMPARE(changed.count(), 3);
    QVERIFY(tracker.info().isEmpty());
}

void TestGameInfo::trackerFollowsNewCollections()
{
    GameController controller;
    GameInfoTracker tracker(&controller);
    QVERIFY(tracker.info().isEmpty());
    QSignalSpy changed(&tracker, &GameInfoTracker::changed);
    testdata::show(controller, sgf::parseCollection("(;PB[one])"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("one"));
    testdata::show(controller, sgf::parseCollection("(;PB[two])"));
    QCOMPARE(changed.count(), 2);
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("two"));
    controller.setDocument(nullptr);
    QCOMPARE(changed.count(), 3);
    QVERIFY(tracker.info().isEmpty());
}

// Every node with its own GC (issue 18): each step shows that node's, up and down the line, and
// what the tracker shows is GameInfo read from the whole path, also after jumps and with a
// PB far up the line that no later node overrides.
void TestGameInfo::trackerStepsWhereEveryNodeHoldsGameInfo()
{
    GameController controller;
    const sgf::Collection collection = sgf::parseCollection(
        "(;PB[far up];B[aa]" + testdata::hostile::gameInfoEveryNode(3000).substr(13));
    testdata::show(controller, collection);
    GameInfoTracker tracker(&controller);
    const GameInfoNodes nodes(collection, collection[0].root());
    const auto expected = [&] { return GameInfo(nodes.onPathTo(controller.current())); };
    int steps = 0;
    while (controller.nextMove()) {
        ++steps;
        if (steps % 97 == 0) QVERIFY(tracker.info() == expected());
    }
    QCOMPARE(steps, 3001);
    QCOMPARE(tracker.info().value("GC"), QStringLiteral("2999"));
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("far up"));
    for (int i = 0; i < 500; ++i) QVERIFY(controller.previousMove());
    QCOMPARE(tracker.info().value("GC"), QStringLiteral("2499"));
    QVERIFY(tracker.info() == expected());
    controller.setCurrent(collection.node(1500));
    QVERIFY(tracker.info() == expected());
    // Steps after a jump go on from the path the jump read.
    for (int i = 0; i < 3; ++i) QVERIFY(controller.previousMove());
    QVERIFY(tracker.info() == expected());
    QVERIFY(controller.nextMove());
    QVERIFY(tracker.info() == expected());
    controller.setCurrent(collection.node(2)); // a jump back up
    QVERIFY(tracker.info() == expected());
    QVERIFY(controller.previousMove());
    QCOMPARE(tracker.info().value("GC"), QString());
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("far up"));
    QVERIFY(controller.firstNode());
    QCOMPARE(tracker.info().value("GC"), QString());
    QCOMPARE(tracker.info().value("PB"), QStringLiteral("far up"));
}

namespace {

// A game of nested variations whose nodes hold game-info properties at random (a few ids,
// values naming the node), written as SGF.
std::string randomGameInfoTree(std::uint32_t seed, int lineLength, int depth)
{
    std::uint32_t state = seed * 2654435761u + 1;
    const auto next = [&state](std::uint32_t below) {
        state = state * 1664525u + 1013904223u;
        return (state >> 8) % below;
    };
    const char *const ids[] = {"GN", "EV", "GC", "PB", "RE", "DT", "BR"};
    int named = 0;
    std::string text = "(;GM[1]PB[root]EV[root]";
    const auto line = [&](auto &&self, int level) -> void {
        for (int i = 0; i < lineLength; ++i) {
            text += i % 2 ? ";W[aa]" : ";B[bb]";
            for (int p = 0; p < 3; ++p)
                if (next(4) == 0)
                    text += std::string(ids[next(7)]) + "[n" + std::to_string(++named) + ']';
        }
        if (level == depth) return;
        const int forks = int(next(3)) + 1;
        for (int f = 0; f < forks; ++f) {
            text += '(';
            self(self, level + 1);
            text += ')';
        }
    };
    line(line, 0);
    return text + ')';
}

} // namespace

void TestGameInfo::lastHoldersAreThePaths_data()
{
    QTest::addColumn<QByteArray>("sgf");
    for (std::uint32_t seed = 1; seed <= 4; ++seed)
        QTest::addRow("random tree %u", seed)
            << QByteArray::fromStdString(randomGameInfoTree(seed, 12, 4));
    QTest::newRow("problems") << QByteArray(problems);
    // A line of GC under an EV far up, and a side line with a property of its own: the climb
    // from the line's end goes past every GC to the EV, and never into the side line.
    std::string farUp = "(;GM[1]PB[root];B[aa]EV[far up]";
    for (int i = 0; i < 300; ++i) farUp += ";W[bb]GC[" + std::to_string(i) + ']';
    farUp += "(;B[cc]RO[side])(;B[dd]))";
    QTest::newRow("far up past a line") << QByteArray::fromStdString(farUp);
}

// What GameInfo reads from the last holder of each property is what it reads from every
// game-info node on the path, at every node; and the tracker, stepping and jumping, agrees.
void TestGameInfo::lastHoldersAreThePaths()
{
    QFETCH(QByteArray, sgf);
    // Lenient: a node may name a property twice, which the parser merges.
    const sgf::Collection collection =
        sgf::parseCollection(sgf.toStdString(), sgf::ParseOptions::lenient());
    const GameInfoNodes nodes(collection, collection[0].root());
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        const sgf::Node node = collection.node(i);
        if (!(GameInfo(nodes.nodesOf(nodes.lastHoldersOnPathTo(node))) ==
              GameInfo(nodes.onPathTo(node))))
            QFAIL(qPrintable(QStringLiteral("node %1").arg(i)));
    }
    GameController controller;
    testdata::show(controller, collection);
    GameInfoTracker tracker(&controller);
    std::uint32_t state = 7;
    for (int move = 0; move < 600; ++move) {
        state = state * 1664525u + 1013904223u;
        const std::uint32_t pick = state >> 8;
        if (pick % 5 == 0)
            controller.setCurrent(collection.node(pick % collection.nodeCount()));
        else if (pick % 5 < 3)
            controller.previousMove();
        else
            controller.nextMove();
        if (!(tracker.info() == GameInfo(nodes.onPathTo(controller.current()))))
            QFAIL(qPrintable(
                QStringLiteral("move %1, at node %2").arg(move).arg(controller.current().index())));
    }
}

// An application: translators are installed on it.
QTEST_GUILESS_MAIN(TestGameInfo)
#include "tst_gameinfo.moc"
