// The map's state: it follows the controller (game, current node, the highlighted path along
// the line Right follows), and folds subtrees with the counts they hide.
#include "document_fixture.h"
#include "models/documentviews.h"
#include "models/gamecontroller.h"
#include "models/treemap.h"
#include "sgf/parser.h"
#include "tree_shapes.h"

#include <QSignalSpy>
#include <QTest>
#include <functional>
#include <random>

using sgfview::GameController;
using sgfview::TreeMap;

class TestTreeMap : public QObject {
    Q_OBJECT

private slots:
    void init();
    void pathFollowsTheLine();
    void stepsAlongThePathKeepIt();
    void pathOnRandomTrees();
    void games();
    void folding();
    void foldingHidesTheCurrentNode();
    void walkingIntoAFoldUnfoldsIt();
    void foldOffPath_data();
    void foldOffPath();
    void unfolding();
    void foldsStayWithTheirGame();
    void newDocument();
    void layoutMadeWithTheDocument();
    void heavyNodesAreReadOnce();
    void heavyNodesComeDescribedWithTheDocument();

private:
    QString path() const
    {
        QStringList names;
        for (std::uint32_t d = 0; d < map->pathLength(); ++d)
            names << QString::fromStdString(
                std::string(controller->collection().node(map->pathAt(d)).raw("N")));
        return names.join(' ');
    }
    sgf::Node node(std::uint32_t index) const { return controller->collection().node(index); }
    std::unique_ptr<GameController> controller;
    std::unique_ptr<TreeMap> map;
};

//  r - 1 - a - a2 - a3         game 1        g2   game 2
//          b - b2 - c
//                   d
//          e
// Nodes in document order: r 0, 1 1, a 2, a2 3, a3 4, b 5, b2 6, c 7, d 8, e 9, g2 10.
static const char *const tree =
    "(;N[r];N[1](;N[a];N[a2];N[a3])(;N[b];N[b2](;N[c])(;N[d]))(;N[e]))(;N[g2])";

void TestTreeMap::init()
{
    controller = std::make_unique<GameController>();
    map = std::make_unique<TreeMap>(controller.get());
    testdata::show(*controller, sgf::parseCollection(tree));
}

void TestTreeMap::pathFollowsTheLine()
{
    QCOMPARE(map->current(), 0u);
    QCOMPARE(path(), "r 1 a a2 a3");
    QVERIFY(map->onPath(3));
    QVERIFY(!map->onPath(5));
    QCOMPARE(map->pathAt(5), TreeMap::none);
    controller->setCurrent(node(8)); // d
    QCOMPARE(path(), "r 1 b b2 d");
    QVERIFY(map->onPath(5));
    QVERIFY(!map->onPath(2));
    // Back up to the root: Right would come down to d again, so the path stays.
    controller->firstNode();
    QCOMPARE(path(), "r 1 b b2 d");
    controller->nextMove();
    controller->nextMove();
    controller->nextVariation(); // b -> e
    QCOMPARE(path(), "r 1 e");
    controller->previousVariation(); // e -> b, which remembers d below
    QCOMPARE(path(), "r 1 b b2 d");
}

void TestTreeMap::stepsAlongThePathKeepIt()
{
    QSignalSpy relaid(map.get(), &TreeMap::layoutChanged);
    QSignalSpy moved(map.get(), &TreeMap::currentChanged);
    for (int i = 0; i < 4; ++i) controller->nextMove();
    controller->previousMove();
    QCOMPARE(map->current(), 3u);
    QCOMPARE(path(), "r 1 a a2 a3");
    QCOMPARE(moved.count(), 5);
    QCOMPARE(relaid.count(), 0);
}

// On random trees (long lines, forks, variations of variations), after each of many jumps
// and steps the path is the current node's ancestors, the node, and the line nextInLine
// follows from it, node by node.
void TestTreeMap::pathOnRandomTrees()
{
    std::mt19937 random(4);
    for (int round = 0; round < 20; ++round) {
        // A tree of about 400 nodes: a line of random length, then up to three variations
        // sharing what is left of the nodes, each a tree of the same kind.
        std::string text;
        int nodes = 0;
        const std::function<void(int)> write = [&](int budget) {
            text += '(';
            const int line = 1 + int(random() % unsigned(std::max(1, budget / 2)));
            for (int i = 0; i < line; ++i) text += ";N[" + std::to_string(nodes++) + "]";
            const int rest = budget - line;
            const int variations = rest > 0 ? int(random() % 4) : 0;
            for (int v = 0; v < variations; ++v) write(rest / variations);
            text += ')';
        };
        write(400);
        init();
        testdata::show(*controller, sgf::parseCollection(text));
        const auto count = std::uint32_t(controller->collection().nodeCount());
        for (int step = 0; step < 200; ++step) {
            if (step % 3 == 0)
                controller->setCurrent(node(std::uint32_t(random() % count)));
            else if (step % 3 == 1)
                controller->nextMove();
            else
                controller->nextVariation();
            std::vector<std::uint32_t> expected;
            for (sgf::Node n = controller->current(); n; n = n.parent())
                expected.insert(expected.begin(), n.index());
            for (sgf::Node n = controller->nextInLine(controller->current()); n;
                 n = controller->nextInLine(n))
                expected.push_back(n.index());
            QCOMPARE(map->pathLength(), std::uint32_t(expected.size()));
            for (std::uint32_t d = 0; d < expected.size(); ++d)
                QCOMPARE(map->pathAt(d), expected[d]);
            QCOMPARE(map->pathNodes(), expected);
            QCOMPARE(map->pathAt(map->pathLength()), TreeMap::none);
        }
    }
}

void TestTreeMap::games()
{
    QCOMPARE(map->layout().first(), 0u);
    QCOMPARE(map->layout().end(), 10u);
    QSignalSpy relaid(map.get(), &TreeMap::layoutChanged);
    controller->nextGame();
    QCOMPARE(relaid.count(), 1);
    QCOMPARE(map->root().index(), 10u);
    QCOMPARE(map->layout().first(), 10u);
    QCOMPARE(map->layout().end(), 11u);
    QVERIFY(!map->layout().shows(0));
    QCOMPARE(path(), "g2");
}

void TestTreeMap::folding()
{
    QVERIFY(map->canFold(5));
    QVERIFY(!map->canFold(7)); // c is a leaf
    QSignalSpy relaid(map.get(), &TreeMap::layoutChanged);
    map->setFolded(5, true); // b hides b2, c and d
    QCOMPARE(relaid.count(), 1);
    QVERIFY(map->isFolded(5));
    QVERIFY(map->hasFolds());
    QCOMPARE(map->hiddenCount(5), 3u);
    QCOMPARE(map->hiddenCount(2), 0u);
    QVERIFY(map->layout().shows(5));
    for (std::uint32_t hidden : {6u, 7u, 8u}) QVERIFY(!map->layout().shows(hidden));
    QVERIFY(map->layout().shows(9));
    map->setFolded(7, true); // a leaf: nothing to fold
    QVERIFY(!map->isFolded(7));
    map->toggleFolded(5);
    QVERIFY(!map->isFolded(5));
    QVERIFY(!map->hasFolds());
    QVERIFY(map->layout().shows(8));
    QCOMPARE(relaid.count(), 2);
}

void TestTreeMap::foldingHidesTheCurrentNode()
{
    controller->setCurrent(node(8)); // d, under b
    map->setFolded(5, true);
    QCOMPARE(controller->current().index(), 5u);
    QCOMPARE(map->current(), 5u);
    QCOMPARE(path(), "r 1 b b2 d"); // the line below the fold is still the one Right takes
}

void TestTreeMap::walkingIntoAFoldUnfoldsIt()
{
    map->setFolded(1, true);
    map->setFolded(5, true);
    QVERIFY(!map->layout().shows(7));
    controller->setCurrent(node(7)); // c, under both folds
    QVERIFY(!map->isFolded(1));
    QVERIFY(!map->isFolded(5));
    QVERIFY(map->layout().shows(7));
    QCOMPARE(path(), "r 1 b b2 c");
}

void TestTreeMap::foldOffPath_data()
{
    QTest::addColumn<std::uint32_t>("current");
    QTest::addColumn<QString>("folded"); // node numbers with their hidden counts
    // Off the path r 1 a a2 a3: b (hiding 3); e and c are leaves.
    QTest::newRow("main line") << 3u << "5:3";
    // Off r 1 b b2 d: a (hiding a2 and a3); c and e are leaves.
    QTest::newRow("variation") << 8u << "2:2";
    // From the root, the path is the main line.
    QTest::newRow("root") << 0u << "5:3";
}

void TestTreeMap::foldOffPath()
{
    QFETCH(std::uint32_t, current);
    QFETCH(QString, folded);
    map->setFolded(6, true); // b2, on the variation's path: unfolded by folding off the path
    controller->setCurrent(node(current));
    map->foldOffPath();
    QStringList folds;
    for (std::uint32_t n = 0; n < 10; ++n)
        if (map->isFolded(n)) folds << QStringLiteral("%1:%2").arg(n).arg(map->hiddenCount(n));
    QCOMPARE(folds.join(' '), folded);
    QCOMPARE(map->current(), current);
    for (std::uint32_t d = 0; d < map->pathLength(); ++d)
        QVERIFY(map->layout().shows(map->pathAt(d)));
}

void TestTreeMap::unfolding()
{
    map->setFolded(6, true);
    map->setFolded(5, true);
    map->setFolded(2, true);
    map->unfoldSubtree(5); // b and b2 inside it
    QVERIFY(!map->isFolded(5));
    QVERIFY(!map->isFolded(6));
    QVERIFY(map->isFolded(2));
    map->unfoldAll();
    QVERIFY(!map->hasFolds());
    for (std::uint32_t n = 0; n < 10; ++n) QVERIFY(map->layout().shows(n));
}

void TestTreeMap::foldsStayWithTheirGame()
{
    map->setFolded(5, true);
    controller->nextGame();
    QVERIFY(!map->hasFolds());
    map->unfoldAll(); // in game 2: game 1's fold stays
    controller->previousGame();
    QVERIFY(map->isFolded(5));
    QVERIFY(!map->layout().shows(6));
}

void TestTreeMap::newDocument()
{
    map->setFolded(5, true);
    QSignalSpy relaid(map.get(), &TreeMap::layoutChanged);
    testdata::show(*controller, sgf::parseCollection("(;N[x](;N[y])(;N[z];N[w]))"));
    QCOMPARE(relaid.count(), 1);
    QVERIFY(!map->hasFolds());
    QCOMPARE(map->layout().end(), 4u);
    QCOMPARE(path(), "x y");
    controller->setDocument(nullptr);
    QVERIFY(map->root().isNull());
    QCOMPARE(map->pathLength(), 0u);
    QCOMPARE(map->layout().shownCount(), 0u);
}

// What a node draws is read from its properties; a node with more than heavyNode of them is
// read once per document and kept (a repaint read 100,000,000 of them), the others each time.
// The first game comes laid out with a loaded document (DocumentViews, made on the loading
// thread): the map takes that layout instead of making its own on the GUI thread, for the
// first game with nothing folded only.
void TestTreeMap::layoutMadeWithTheDocument()
{
    const sgf::Collection collection = sgf::parseCollection(tree);
    const sgfview::DocumentViews views = sgfview::DocumentViews::of(collection);
    controller->setDocument(testdata::documentOf(collection), views);
    QCOMPARE(&map->layout(), views.firstMap.get());
    QCOMPARE(map->layout().end(), 10u);
    map->setFolded(5, true);
    QVERIFY(&map->layout() != views.firstMap.get());
    QVERIFY(!map->layout().shows(6));
    map->setFolded(5, false);
    QCOMPARE(&map->layout(), views.firstMap.get());
    controller->nextGame();
    QCOMPARE(map->layout().first(), 10u);
    controller->previousGame();
    QCOMPARE(&map->layout(), views.firstMap.get());
    QCOMPARE(path(), "r 1 a a2 a3");
}

static void compareDescription(const sgfview::MapNode &described, const sgfview::MapNode &expected)
{
    QCOMPARE(int(described.glyph), int(expected.glyph));
    QCOMPARE(int(described.annotation), int(expected.annotation));
    QCOMPARE(described.commented, expected.commented);
    QCOMPARE(described.hotspot, expected.hotspot);
}

void TestTreeMap::heavyNodesAreReadOnce()
{
    // A move, an annotation and a comment, then unknown properties XAA, XBA, ... past the bound.
    std::string heavy =
        "(;SZ[19]B[dd]TE[1]C[x]" + testdata::unknownProperties(TreeMap::heavyNode + 1);
    heavy += ";W[pp]BM[1])(;AB[aa]HO[1])";
    const sgf::Collection collection = sgf::parseCollection(heavy);
    QVERIFY(collection.node(0).propertyCount() > TreeMap::heavyNode);
    testdata::show(*controller, collection);
    QCOMPARE(map->describedHeavyNodes(), std::size_t(0));
    for (int twice = 0; twice < 2; ++twice) {
        for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
            const sgf::Node node = collection.node(n);
            compareDescription(map->describe(n), sgfview::describeForMap(node, sgf::Game(node)));
            if (QTest::currentTestFailed()) return;
        }
        QCOMPARE(map->describedHeavyNodes(), std::size_t(1));
    }
    QCOMPARE(int(map->describe(0).glyph), int(sgfview::MapNode::Glyph::BlackMove));
    QCOMPARE(int(map->describe(0).annotation), int(sgfview::MapNode::Annotation::Good));
    QVERIFY(map->describe(0).commented);
    testdata::show(*controller, sgf::parseCollection(tree));
    QCOMPARE(map->describedHeavyNodes(), std::size_t(0));
}

// The heavy nodes among the first game's first nodes are described on the loading thread
// (DocumentViews) and the map takes those descriptions; a heavy node further on is described
// when asked.
void TestTreeMap::heavyNodesComeDescribedWithTheDocument()
{
    const std::string properties = testdata::unknownProperties(TreeMap::heavyNode + 1);
    const std::uint32_t far = sgfview::DocumentViews::heavyNodesLookedAt + 2;
    const std::string text = "(;SZ[19]C[root]" + properties + ";B[dd]TE[1]" + properties +
                             std::string(far - 1, ';') + "W[pp]HO[1]" + properties + ")";
    const sgf::Collection collection = sgf::parseCollection(text);
    QCOMPARE(collection.node(far).raw("HO"), std::string_view("1"));
    const sgfview::DocumentViews views = sgfview::DocumentViews::of(collection);
    QCOMPARE(views.firstHeavyNodes.size(), std::size_t(2));
    controller->setDocument(testdata::documentOf(collection), views);
    QCOMPARE(map->describedHeavyNodes(), std::size_t(2));
    for (const std::uint32_t n : {0u, 1u, far}) {
        const sgf::Node node = collection.node(n);
        compareDescription(map->describe(n), sgfview::describeForMap(node, sgf::Game(node)));
        if (QTest::currentTestFailed()) return;
    }
    QCOMPARE(map->describedHeavyNodes(), std::size_t(3));
    QCOMPARE(int(map->describe(1).annotation), int(sgfview::MapNode::Annotation::Good));
    QVERIFY(map->describe(far).hotspot);
}

QTEST_GUILESS_MAIN(TestTreeMap)
#include "tst_treemap.moc"
