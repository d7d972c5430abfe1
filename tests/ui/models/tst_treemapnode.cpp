// What the map draws for a node, from its properties (FF[4]: B and W are moves, "" and, on
// boards up to 19x19, "tt" a pass; AB, AW and AE setup; TE, BM, DO and IT move annotations;
// HO a hotspot; C and N a comment and a name).
#include "models/treemapnode.h"
#include "sgf/parser.h"

#include <QTest>

using sgfview::MapNode;

Q_DECLARE_METATYPE(MapNode::Glyph)
Q_DECLARE_METATYPE(MapNode::Annotation)

class TestTreeMapNode : public QObject {
    Q_OBJECT

private slots:
    void describe_data();
    void describe();
    void roots();
};

void TestTreeMapNode::describe_data()
{
    QTest::addColumn<QByteArray>("node"); // properties of the node after a plain root
    QTest::addColumn<int>("size");
    QTest::addColumn<MapNode::Glyph>("glyph");
    QTest::addColumn<MapNode::Annotation>("annotation");
    QTest::addColumn<bool>("commented");
    QTest::addColumn<bool>("hotspot");

    using G = MapNode::Glyph;
    using A = MapNode::Annotation;
    QTest::newRow("black move") << QByteArray("B[pd]") << 19 << G::BlackMove << A::None << false
                                << false;
    QTest::newRow("white move") << QByteArray("W[dp]") << 19 << G::WhiteMove << A::None << false
                                << false;
    QTest::newRow("pass") << QByteArray("W[]") << 19 << G::WhitePass << A::None << false << false;
    QTest::newRow("tt on 19x19") << QByteArray("B[tt]") << 19 << G::BlackPass << A::None << false
                                 << false;
    QTest::newRow("tt on 21x21") << QByteArray("B[tt]") << 21 << G::BlackMove << A::None << false
                                 << false;
    QTest::newRow("no point") << QByteArray("B[zz]") << 19 << G::Other << A::None << false << false;
    QTest::newRow("setup") << QByteArray("AB[dd][pp]AW[dp]") << 19 << G::Setup << A::None << false
                           << false;
    QTest::newRow("setup and move")
        << QByteArray("AB[dd]W[pp]") << 19 << G::WhiteMove << A::None << false << false;
    QTest::newRow("markup only") << QByteArray("TR[aa]") << 19 << G::Other << A::None << false
                                 << false;
    QTest::newRow("comment") << QByteArray("C[hello]") << 19 << G::Other << A::None << true
                             << false;
    QTest::newRow("name") << QByteArray("B[aa]N[joseki]") << 19 << G::BlackMove << A::None << true
                          << false;
    QTest::newRow("hotspot") << QByteArray("B[aa]HO[1]") << 19 << G::BlackMove << A::None << false
                             << true;
    QTest::newRow("tesuji") << QByteArray("B[aa]TE[1]") << 19 << G::BlackMove << A::Good << false
                            << false;
    QTest::newRow("bad move") << QByteArray("W[aa]BM[2]") << 19 << G::WhiteMove << A::Bad << false
                              << false;
    QTest::newRow("doubtful") << QByteArray("B[aa]DO[]") << 19 << G::BlackMove << A::Doubtful
                              << false << false;
    QTest::newRow("interesting") << QByteArray("B[aa]IT[]") << 19 << G::BlackMove << A::Interesting
                                 << false << false;
    // Two annotations on one move: the bad one shows.
    QTest::newRow("two annotations")
        << QByteArray("B[aa]IT[]BM[1]") << 19 << G::BlackMove << A::Bad << false << false;
}

// A game's root is drawn as one, with or without setup; its move, if any, wins.
void TestTreeMapNode::roots()
{
    const auto collection = sgf::parseCollection("(;GM[1]AB[dd])(;B[pd])(;C[x])");
    QCOMPARE(sgfview::describeForMap(collection.node(0), sgf::Game(collection.node(0))).glyph,
             MapNode::Glyph::Root);
    QCOMPARE(sgfview::describeForMap(collection.node(1), sgf::Game(collection.node(1))).glyph,
             MapNode::Glyph::BlackMove);
    QCOMPARE(sgfview::describeForMap(collection.node(2), sgf::Game(collection.node(2))).glyph,
             MapNode::Glyph::Root);
    QVERIFY(sgfview::describeForMap(collection.node(2), sgf::Game(collection.node(2))).commented);
}

void TestTreeMapNode::describe()
{
    QFETCH(QByteArray, node);
    QFETCH(int, size);
    QFETCH(MapNode::Glyph, glyph);
    QFETCH(MapNode::Annotation, annotation);
    QFETCH(bool, commented);
    QFETCH(bool, hotspot);
    const auto collection =
        sgf::parseCollection("(;GM[1]SZ[" + std::to_string(size) + "];" + node.toStdString() + ")");
    const MapNode facts =
        sgfview::describeForMap(collection.node(1), sgf::Game(collection.node(1)));
    QCOMPARE(facts.glyph, glyph);
    QCOMPARE(facts.annotation, annotation);
    QCOMPARE(facts.commented, commented);
    QCOMPARE(facts.hotspot, hotspot);
}

QTEST_GUILESS_MAIN(TestTreeMapNode)
#include "tst_treemapnode.moc"
