// What the board shows at a node: markup, inherited VW and DD, hints (ST honoured) and
// move numbers (FF[4] spec: markup, VW, DD, ST).
#include "hostile_sgf.h"
#include "models/boardscene.h"
#include "models/treerows.h"
#include "sgf/parser.h"

#include <QTest>

using namespace sgfview;

class TestBoardScene : public QObject {
    Q_OBJECT

private slots:
    void markup();
    void viewAndDimmedAreInherited();
    void hintsForChildren();
    void oneHintAPoint();
    void hintsUntilEveryPointHasOne();
    void variationStyle_data();
    void variationStyle();
    void moveNumbers_data();
    void moveNumbers();
    void numbersSinceTheVariationStarted();
    void otherGame();
    void markupBoundedByTheBoard_data();
    void markupBoundedByTheBoard();
    void labelsReadLbThenL();
    void eachMarkOncePerPointAndShape();
    void eachArrowAndLineOnce();
    void oneLabelAPointShortened();

private:
    // The scene at the node reached by following first children `steps` times.
    BoardScene sceneAt(const std::string &sgf, int steps, SceneOptions options = {})
    {
        collection = sgf::parseCollection(sgf);
        rows = std::make_unique<TreeRows>(collection);
        sgf::Node node = collection[0].root();
        for (int i = 0; i < steps; ++i) node = node.firstChild();
        position.reset(node);
        return buildScene(position, *rows, options);
    }
    static QStringList numbersOf(const BoardScene &scene)
    {
        QStringList out;
        for (int y = 0; y < scene.size.rows; ++y)
            for (int x = 0; x < scene.size.columns; ++x)
                if (int n = scene.numbers[scene.index({x, y})])
                    out << QString::fromStdString(sgf::formatPoint({x, y})) + '=' +
                               QString::number(n);
        return out;
    }

    sgf::Collection collection;
    std::unique_ptr<TreeRows> rows;
    sgf::PositionCursor position;
};

void TestBoardScene::markup()
{
    const BoardScene scene = sceneAt(
        "(;SZ[9]TR[aa]SQ[bb:cb]CR[dd]MA[ee]SL[ff]LB[gg:A][hh:12]AR[aa:ii]LN[ia:ai]TB[ab]TW[ba])",
        0);
    QCOMPARE(scene.marks.size(), std::size_t(6)); // SQ's rectangle is two points
    QCOMPARE(scene.marks[0].shape, BoardScene::Shape::Triangle);
    QCOMPARE(scene.marks[1].point, (sgf::Point{1, 1}));
    QCOMPARE(scene.marks[2].point, (sgf::Point{2, 1}));
    QCOMPARE(scene.labels.size(), std::size_t(2));
    QCOMPARE(scene.labels[1].text, QStringLiteral("12"));
    QCOMPARE(scene.segments.size(), std::size_t(2));
    QVERIFY(scene.segments[0].arrow);
    QVERIFY(!scene.segments[1].arrow);
    QCOMPARE(scene.territory[scene.index({0, 1})], sgf::Color::Black);
    QCOMPARE(scene.territory[scene.index({1, 0})], sgf::Color::White);
}

void TestBoardScene::viewAndDimmedAreInherited()
{
    const char *sgf = "(;SZ[19]VW[aa:ii]DD[cc];B[bb];VW[]DD[];W[dd])";
    BoardScene scene = sceneAt(sgf, 1);
    QCOMPARE(scene.viewRight, 8);
    QCOMPARE(scene.viewBottom, 8);
    QVERIFY(scene.dimmed[scene.index({2, 2})]);
    scene = sceneAt(sgf, 3); // VW[] and DD[] reset both
    QCOMPARE(scene.viewRight, 18);
    QVERIFY(!scene.dimmed[scene.index({2, 2})]);
}

// Variations that play on the same point show one hint there, the first one's: a node with
// a million children costs a board's worth of hints to draw.
void TestBoardScene::oneHintAPoint()
{
    const BoardScene scene = sceneAt("(;SZ[9](;B[cc])(;B[dd])(;W[cc])(;B[dd])(;B[ee]))", 0);
    QCOMPARE(scene.hints.size(), std::size_t(3));
    QCOMPARE(scene.hints[0].point, (sgf::Point{2, 2}));
    QCOMPARE(scene.hints[0].node, 1u);
    QVERIFY(scene.hints[0].main);
    QCOMPARE(scene.hints[1].node, 2u);
    QCOMPARE(scene.hints[2].node, 5u);
}

// Once every point has its hint the other children are not read; up to then every child is,
// so the last point's first variation is found however late it comes.
void TestBoardScene::hintsUntilEveryPointHasOne()
{
    const std::string sgf = "(;SZ[2](;B[aa])(;W[aa])(;B[ba])(;W[ab])(;W[ba])(;B[bb])(;W[bb]))";
    QStringList shown;
    for (const auto &hint : sceneAt(sgf, 0).hints)
        shown << QString(hint.color == sgf::Color::Black ? "B[" : "W[") +
                     QString::fromStdString(sgf::formatPoint(hint.point)) + "]" +
                     QString::number(hint.node);
    QCOMPARE(shown, (QStringList{"B[aa]1", "B[ba]3", "W[ab]4", "B[bb]6"}));
}

void TestBoardScene::hintsForChildren()
{
    BoardScene scene = sceneAt("(;SZ[9](;B[cc])(;B[dd])(;W[])(;B[ee]))", 0);
    QCOMPARE(scene.hints.size(), std::size_t(3)); // a pass has no point
    QVERIFY(scene.hints[0].main);
    QCOMPARE(scene.hints[0].point, (sgf::Point{2, 2}));
    QVERIFY(!scene.hints[1].main);
    // A lone next move is not a variation.
    scene = sceneAt("(;SZ[9];B[cc];W[dd])", 1);
    QVERIFY(scene.hints.empty());
    SceneOptions off;
    off.hints = VariationHints::Hidden;
    QVERIFY(sceneAt("(;SZ[9](;B[cc])(;B[dd]))", 0, off).hints.empty());
}

void TestBoardScene::variationStyle_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("choice");
    QTest::addColumn<QStringList>("hints");
    const QByteArray tree = ";B[aa](;W[bb](;B[ee])(;B[ff]))(;W[cc])(;W[dd]))";
    const int file = int(VariationHints::AsTheFileSays);
    QTest::newRow("ST[0]: children")
        << QByteArray("(;SZ[9]ST[0]" + tree) << 2 << file << QStringList{"ee", "ff"};
    QTest::newRow("no ST: children")
        << QByteArray("(;SZ[9]" + tree) << 2 << file << QStringList{"ee", "ff"};
    QTest::newRow("ST[1]: siblings")
        << QByteArray("(;SZ[9]ST[1]" + tree) << 2 << file << QStringList{"cc", "dd"};
    QTest::newRow("ST[2]: none") << QByteArray("(;SZ[9]ST[2]" + tree) << 2 << file << QStringList{};
    QTest::newRow("ST[3]: none") << QByteArray("(;SZ[9]ST[3]" + tree) << 2 << file << QStringList{};
    // The user's choice overrules ST: a dictionary's hidden hints shown, either meaning.
    const int next = int(VariationHints::NextMoves), other = int(VariationHints::Alternatives);
    QTest::newRow("ST[2], next moves chosen")
        << QByteArray("(;SZ[9]ST[2]" + tree) << 2 << next << QStringList{"ee", "ff"};
    QTest::newRow("ST[3], alternatives chosen")
        << QByteArray("(;SZ[9]ST[3]" + tree) << 2 << other << QStringList{"cc", "dd"};
    QTest::newRow("ST[1], next moves chosen")
        << QByteArray("(;SZ[9]ST[1]" + tree) << 2 << next << QStringList{"ee", "ff"};
    QTest::newRow("ST[0], alternatives chosen")
        << QByteArray("(;SZ[9]ST[0]" + tree) << 2 << other << QStringList{"cc", "dd"};
    QTest::newRow("ST[0], hidden chosen")
        << QByteArray("(;SZ[9]ST[0]" + tree) << 2 << int(VariationHints::Hidden) << QStringList{};
}

void TestBoardScene::variationStyle()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, steps);
    QFETCH(int, choice);
    QFETCH(QStringList, hints);
    SceneOptions options;
    options.hints = VariationHints(choice);
    const BoardScene scene = sceneAt(sgf.constData(), steps, options);
    QStringList shown;
    for (const auto &hint : scene.hints)
        shown << QString::fromStdString(sgf::formatPoint(hint.point));
    QCOMPARE(shown, hints);
}

void TestBoardScene::moveNumbers_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QStringList>("numbers");
    // 12 moves on the main line (W ab captures B aa at move 10, W cb captures B ca at 12).
    QTest::newRow("last ten") << int(MoveNumbers::LastTen) << 12
                              << QStringList{"da=4", "ea=5",  "fa=6",  "ga=7", "ha=8",
                                             "ia=9", "ab=10", "bb=11", "cb=12"};
    QTest::newRow("main line: since the start")
        << int(MoveNumbers::SinceVariationStart) << 3 << QStringList{"aa=1", "ba=2", "ca=3"};
    QTest::newRow("off") << int(MoveNumbers::Off) << 12 << QStringList{};
}

void TestBoardScene::moveNumbers()
{
    QFETCH(int, mode);
    QFETCH(int, steps);
    QFETCH(QStringList, numbers);
    SceneOptions options;
    options.moveNumbers = MoveNumbers(mode);
    const char *sgf = "(;SZ[9];B[aa];W[ba];B[ca];W[da];B[ea];W[fa];B[ga];W[ha];B[ia];W[ab]"
                      "(;B[bb];W[cb])(;B[gg];W[hh]))";
    QCOMPARE(numbersOf(sceneAt(sgf, steps, options)), numbers);
    // Set anew on a scene built in any mode, the numbers are the same.
    for (const MoveNumbers before :
         {MoveNumbers::Off, MoveNumbers::LastTen, MoveNumbers::SinceVariationStart}) {
        SceneOptions built;
        built.moveNumbers = before;
        BoardScene scene = sceneAt(sgf, steps, built);
        setMoveNumbers(scene, position, *rows, MoveNumbers(mode));
        QCOMPARE(numbersOf(scene), numbers);
    }
}

// In a variation, "since the start" numbers only the variation's own moves.
void TestBoardScene::numbersSinceTheVariationStarted()
{
    collection = sgf::parseCollection("(;SZ[9];B[aa];W[ba](;B[ca];W[da])(;B[gg];W[hh]))");
    rows = std::make_unique<TreeRows>(collection);
    const sgf::Node fork = collection[0].root().firstChild().firstChild(); // W ba
    position.reset(fork.child(1).firstChild());                            // W hh
    SceneOptions options;
    options.moveNumbers = MoveNumbers::SinceVariationStart;
    QCOMPARE(numbersOf(buildScene(position, *rows, options)), (QStringList{"gg=3", "hh=4"}));
}

void TestBoardScene::otherGame()
{
    const BoardScene scene = sceneAt("(;GM[6];B[aa])", 1);
    QVERIFY(!scene.isGo);
    QCOMPARE(scene.game, 6);
}

namespace hostile = testdata::hostile;

// What a node draws is bounded by its board (52x52: 2,704 points), not by its values.
void TestBoardScene::markupBoundedByTheBoard_data()
{
    QTest::addColumn<std::string>("sgf");
    QTest::addColumn<int>("marks");
    QTest::addColumn<int>("labels");
    QTest::addColumn<int>("segments");
    QTest::addColumn<int>("hints");
    QTest::addColumn<int>("hiddenLabels");
    QTest::addColumn<int>("unreadLabels");
    QTest::addColumn<int>("hiddenSegments");
    QTest::addColumn<int>("unreadSegments");
    QTest::newRow("1,000 TR[aa:ZZ]")
        << hostile::markupRectangles(1000) << 2704 << 0 << 0 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("2,000 different arrows")
        << hostile::arrows(2000) << 0 << 0 << 2000 << 0 << 0 << 0 << 0 << 0;
    QTest::newRow("3,000 different arrows")
        << hostile::arrows(3000) << 0 << 0 << 2704 << 0 << 0 << 0 << 3000 - 2704 << 0;
    QTest::newRow("20,000 labels")
        << hostile::labels(20000) << 0 << 2704 << 0 << 0 << 20000 - 2704 << 0 << 0 << 0;
    // Past the first 65,536 labels the values are counted, not read.
    QTest::newRow("65,536 labels")
        << hostile::labels(65536) << 0 << 2704 << 0 << 0 << 65536 - 2704 << 0 << 0 << 0;
    QTest::newRow("70,000 labels")
        << hostile::labels(70000) << 0 << 2704 << 0 << 0 << 65536 - 2704 << 70000 - 65536 << 0 << 0;
    QTest::newRow("2,000 variations on 19x19")
        << hostile::variations(2000) << 0 << 0 << 0 << 361 << 0 << 0 << 0 << 0;
    // Past the first 65,536 arrows and lines the values are counted, not read.
    QTest::newRow("70,000 different arrows")
        << hostile::arrows(70000) << 0 << 0 << 2704 << 0 << 0 << 0 << 65536 - 2704 << 70000 - 65536;
}

void TestBoardScene::markupBoundedByTheBoard()
{
    QFETCH(std::string, sgf);
    QFETCH(int, marks);
    QFETCH(int, labels);
    QFETCH(int, segments);
    QFETCH(int, hints);
    QFETCH(int, hiddenLabels);
    QFETCH(int, unreadLabels);
    QFETCH(int, hiddenSegments);
    QFETCH(int, unreadSegments);
    const BoardScene scene = sceneAt(sgf, 0);
    QCOMPARE(int(scene.marks.size()), marks);
    QCOMPARE(int(scene.labels.size()), labels);
    QCOMPARE(int(scene.segments.size()), segments);
    QCOMPARE(int(scene.hints.size()), hints);
    QCOMPARE(scene.hidden.labels, hiddenLabels);
    QCOMPARE(scene.hidden.unreadLabels, unreadLabels);
    QCOMPARE(scene.hidden.segments, hiddenSegments);
    QCOMPARE(scene.hidden.unreadSegments, unreadSegments);
    QCOMPARE(scene.hidden.any(), hiddenLabels + unreadLabels + hiddenSegments + unreadSegments > 0);
}

// FF[3]'s L counts against the same 65,536 values as LB, after it.
void TestBoardScene::labelsReadLbThenL()
{
    std::string sgf = hostile::labels(65'530); // every point of 52x52 labelled
    sgf.pop_back();                            // its ')'
    sgf += "L";
    for (int i = 0; i < 10; ++i) sgf += "[aa]";
    const BoardScene scene = sceneAt(sgf + ")", 0);
    QCOMPARE(int(scene.labels.size()), 2704);
    QCOMPARE(scene.hidden.labels, 65'530 - 2704 + 6);
    QCOMPARE(scene.hidden.unreadLabels, 4);
}

void TestBoardScene::eachMarkOncePerPointAndShape()
{
    // MA and FF[3]'s M are both crosses; a triangle and a cross on one point are two marks.
    const BoardScene scene = sceneAt("(;SZ[9]TR[aa:bb][ab]MA[aa][bb]M[aa:ba]SQ[cc][cc:cc])", 0);
    QStringList marks;
    for (const auto &mark : scene.marks)
        marks << QString::fromStdString(sgf::formatPoint(mark.point)) + '=' +
                     QString::number(int(mark.shape));
    using Shape = BoardScene::Shape;
    const auto mark = [](const char *point, Shape shape) {
        return QString::fromLatin1(point) + '=' + QString::number(int(shape));
    };
    QCOMPARE(marks, (QStringList{mark("aa", Shape::Triangle), mark("ba", Shape::Triangle),
                                 mark("ab", Shape::Triangle), mark("bb", Shape::Triangle),
                                 mark("cc", Shape::Square), mark("aa", Shape::Cross),
                                 mark("ba", Shape::Cross), mark("bb", Shape::Cross)}));
}

// An arrow has a direction, a line none (FF[4]: AR, LN): the same one twice is drawn once.
void TestBoardScene::eachArrowAndLineOnce()
{
    const BoardScene scene =
        sceneAt("(;SZ[9]AR[aa:bb][aa:bb][bb:aa][ee:ee]LN[aa:bb][bb:aa][cc:dd])", 0);
    QStringList segments;
    for (const auto &s : scene.segments)
        segments << QString::fromStdString(sgf::formatPoint(s.from) + ":" +
                                           sgf::formatPoint(s.to)) +
                        (s.arrow ? "->" : "--");
    QCOMPARE(segments, (QStringList{"aa:bb->", "bb:aa->", "aa:bb--", "cc:dd--"}));
    QVERIFY(!scene.hidden.any());
}

// FF[4]: a point must not get two labels; the first shows, shortened to a point's room.
void TestBoardScene::oneLabelAPointShortened()
{
    const BoardScene scene =
        sceneAt("(;SZ[9]LB[aa:first][aa:second][bb:" + std::string(1'000'000, 'x') + "])", 0);
    QCOMPARE(scene.labels.size(), std::size_t(2));
    QCOMPARE(scene.labels[0].text, QStringLiteral("first"));
    QCOMPARE(scene.labels[1].text, QString(BoardScene::labelLimit, u'x') + QChar(0x2026));
    QCOMPARE(scene.hidden.labels, 1);
}

QTEST_APPLESS_MAIN(TestBoardScene)
#include "tst_boardscene.moc"
