// The rules of a node's properties together and of game info on a line, from FF[4]'s text:
// "B and W properties must not be mixed within a node"; move and setup properties "must not
// be mixed ... within the same node" (sgf.html); "Move annotation properties without a move
// ... within the same node are senseless and therefore illegal", "BM, TE, DO and IT are
// mutual exclusive"; "GB must not be mixed with GW, DM or UC within a node" (and so on for
// each); "Root properties may only appear in root nodes"; "There may be only one game-info
// node on any path within the tree" (sgf.html); "CR, MA, SL, SQ and TR points must be
// unique", LB's "Points must be unique", "it's illegal to list the same point in TB and TW",
// VW's "Points have to be unique"; "AB, AW and AE must have unique points"; "It's illegal to
// specify the same arrow twice" (and line).
#include "check_findings.h"

#include <QTest>

using testdata::findingsOf;
using testdata::placed;

class TestCheckNodes : public QObject {
    Q_OBJECT

private slots:
    void rules_data();
    void rules();
};

void TestCheckNodes::rules_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QStringList>("expected"); // "MARKER: SEVERITY: MESSAGE"

    QTest::newRow("one move") << QByteArray("(;FF[4];B[aa]C[x];W[bb])") << QStringList();
    QTest::newRow("black and white in one node")
        << QByteArray("(;FF[4];B[aa]W[bb])")
        << QStringList{"W[: error: W[bb] is ignored: a node has one move, and B[aa] comes first"};

    QTest::newRow("setup and move")
        << QByteArray("(;FF[4];B[aa]AB[bb])")
        << QStringList{"AB: warning: AB is setup, but the node has a move (B)"};
    QTest::newRow("player to play with a move")
        << QByteArray("(;FF[4];W[mo]PL[B])")
        << QStringList{"PL: warning: PL is setup, but the node has a move (W)"};
    // BL is of type "move" in the property index.
    QTest::newRow("setup and time left")
        << QByteArray("(;FF[4];AB[aa]BL[10])")
        << QStringList{"AB: warning: AB is setup, but the node has a move (BL)"};
    QTest::newRow("setup in the root") << QByteArray("(;FF[4]AB[aa];B[bb])") << QStringList();

    QTest::newRow("move annotation without a move")
        << QByteArray("(;FF[4];TE[1])")
        << QStringList{"TE: warning: TE is about a move, but the node has none"};
    QTest::newRow("KO without a move")
        << QByteArray("(;FF[4];KO[])")
        << QStringList{"KO: warning: KO is about a move, but the node has none"};
    QTest::newRow("KO with a move") << QByteArray("(;FF[4];B[aa]KO[])") << QStringList();
    QTest::newRow("bad move and tesuji")
        << QByteArray("(;FF[4];B[aa]BM[1]TE[1])")
        << QStringList{"TE: warning: TE with BM: a move cannot be bad and a tesuji at once"};
    QTest::newRow("doubtful and interesting")
        << QByteArray("(;FF[4];B[aa]DO[]IT[])")
        << QStringList{"IT: warning: IT contradicts DO in the same node"};
    QTest::newRow("good for both")
        << QByteArray("(;FF[4]GB[1]GW[1])")
        << QStringList{"GW: warning: GW contradicts GB in the same node"};
    QTest::newRow("even and unclear")
        << QByteArray("(;FF[4]DM[1]UC[1])")
        << QStringList{"UC: warning: UC contradicts DM in the same node"};
    QTest::newRow("hotspot with good for black")
        << QByteArray("(;FF[4]GB[1]HO[1])") << QStringList();

    QTest::newRow("root properties outside the root")
        << QByteArray("(;FF[4];SZ[9]CA[UTF-8];AP[a:1]ST[1])")
        << QStringList{
               "SZ: error: SZ belongs in the root node", "CA: error: CA belongs in the root node",
               "AP: error: AP belongs in the root node", "ST: error: ST belongs in the root node"};

    QTest::newRow("game info twice on a line")
        << QByteArray("(;FF[4]PB[a];B[aa];PW[b])")
        << QStringList{"PW: warning: PW is game info, but this line has its game info at 1:8"};
    // "When merging a set of games into a single gametree, game infos are stored at the nodes
    // where a game first becomes distinguishable from all other games in the tree."
    QTest::newRow("game info in each variation")
        << QByteArray("(;FF[4];B[aa](;PB[a])(;PB[b];W[bb]))") << QStringList();
    // Lines of moves alone between the game info and the variations.
    QTest::newRow("game info after moves, in later variations")
        << QByteArray("(;FF[4]PB[a];B[aa](;W[bb];B[cc];PW[b])(;W[cc](;B[dd])(;B[ee];RE[W+R])))")
        << QStringList{"PW: warning: PW is game info, but this line has its game info at 1:8",
                       "RE: warning: RE is game info, but this line has its game info at 1:8"};
    QTest::newRow("game info in variations after moves")
        << QByteArray("(;FF[4];B[aa];W[bb](;B[cc];PB[a];W[dd])(;B[dd];W[ee];PB[b]))")
        << QStringList();
    // The path is kept as runs of first children: the second variation leaves the first's
    // line in the middle of a run, above its game info, which must not count on the new line.
    QTest::newRow("game info in a variation forking from the middle of a line")
        << QByteArray("(;FF[4];B[aa](;W[bb];B[cc];W[dd];PB[a])(;W[cc];PB[b];W[dd];RE[0]))")
        << QStringList{"RE: warning: RE is game info, but this line has its game info at 1:48"};
    QTest::newRow("game info below a variation's game info")
        << QByteArray("(;FF[4](;PB[a];RE[B+R])(;PB[b]))")
        << QStringList{"RE: warning: RE is game info, but this line has its game info at 1:10"};

    QTest::newRow("markup twice in one property")
        << QByteArray("(;FF[4]MA[aa][ab][aa])")
        << QStringList{"[aa]#2: warning: MA[aa]: the point already has MA in this node"};
    QTest::newRow("two markups on a point")
        << QByteArray("(;FF[4]TR[aa]CR[aa])")
        << QStringList{"[aa]#2: warning: CR[aa]: the point already has TR in this node"};
    QTest::newRow("a square inside a marked rectangle")
        << QByteArray("(;FF[4]MA[aa:bb]SQ[bb])")
        << QStringList{"[bb]: warning: SQ[bb]: the point already has MA in this node"};
    QTest::newRow("a label and a mark on a point")
        << QByteArray("(;FF[4]LB[aa:A]MA[aa])") << QStringList();
    QTest::newRow("two labels on a point")
        << QByteArray("(;FF[4]LB[aa:A][aa:B])")
        << QStringList{"[aa:B]: warning: LB[aa:B]: the point already has LB in this node"};
    QTest::newRow("black and white territory on a point")
        << QByteArray("(;FF[4]TB[aa]TW[aa])")
        << QStringList{"[aa]#2: warning: TW[aa]: the point already has TB in this node"};
    QTest::newRow("a point twice in the view")
        << QByteArray("(;FF[4]VW[aa:cc][bb])")
        << QStringList{"[bb]: warning: VW[bb]: the point already has VW in this node"};
    QTest::newRow("black and white on a point")
        << QByteArray("(;FF[4]AB[aa]AW[aa])")
        << QStringList{"[aa]#2: warning: AW[aa]: the point is already set up by AB in this node"};
    QTest::newRow("markup again in the next node")
        << QByteArray("(;FF[4]MA[aa];MA[aa])") << QStringList();
    QTest::newRow("the same arrow twice")
        << QByteArray("(;FF[4]AR[aa:bb][aa:bb])")
        << QStringList{"[aa:bb]#2: warning: AR[aa:bb] is already in this node"};
    QTest::newRow("arrows both ways") << QByteArray("(;FF[4]AR[aa:bb][bb:aa])") << QStringList();
    QTest::newRow("an arrow again after another, then a line alike")
        << QByteArray("(;FF[4]AR[aa:bb][cc:dd][aa:bb]LN[aa:bb])")
        << QStringList{"[aa:bb]#2: warning: AR[aa:bb] is already in this node"};
    QTest::newRow("the same line both ways")
        << QByteArray("(;FF[4]LN[aa:bb][bb:aa])")
        << QStringList{"[bb:aa]: warning: LN[bb:aa] is already in this node"};
    // Another game's points are its own.
    QTest::newRow("points of another game")
        << QByteArray("(;FF[4]GM[2]MA[aa][aa])")
        << QStringList{"[2]: warning: GM[2] is not Go: moves and points are not checked"};
}

void TestCheckNodes::rules()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QStringList, expected);
    QCOMPARE(findingsOf(sgf), placed(sgf, expected));
}

QTEST_APPLESS_MAIN(TestCheckNodes)
#include "tst_check_nodes.moc"
