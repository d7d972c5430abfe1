// A record split into diagrams (sgf/record_diagrams.h): a 250-move game at 50 and 100 moves
// a diagram, and the pages they fill; a ko retaken on one diagram ("5 at 1"), on the next
// over a stone from before it ("8 at a"), a pass; setup in the middle starts a diagram.
#include "sgf/parser.h"
#include "sgf/point.h"
#include "sgf/record_diagrams.h"

#include <QTest>

using Stone = sgf::RecordDiagram::Stone;
using Label = sgf::RecordDiagram::Label;

Q_DECLARE_METATYPE(std::vector<Stone>)

class TestRecordDiagrams : public QObject {
    Q_OBJECT

private slots:
    void longGame_data();
    void longGame();
    void ko();
    void koOverAStoneFromBefore();
    void setupStartsADiagram();
    void otherGameHasNone();
};

namespace {

// The main line from the root.
std::vector<sgf::Node> mainLine(const sgf::Collection &collection)
{
    std::vector<sgf::Node> line;
    for (sgf::Node node = collection[0].root(); node; node = node.firstChild())
        line.push_back(node);
    return line;
}

// 250 moves without a capture: Black fills the top seven rows from the top left, White the
// bottom seven from the bottom right; the empty rows between keep every group's liberties.
std::string game250()
{
    std::string sgf = "(;SZ[19]";
    for (int move = 0; move < 250; ++move) {
        const int k = move / 2;
        const sgf::Point p =
            move % 2 == 0 ? sgf::Point{k % 19, k / 19} : sgf::Point{18 - k % 19, 18 - k / 19};
        sgf += (move % 2 == 0 ? ";B[" : ";W[") + sgf::formatPoint(p) + "]";
    }
    return sgf + ")";
}

std::vector<std::string> notes(const sgf::RecordDiagram &diagram)
{
    std::vector<std::string> texts;
    for (const auto &note : diagram.notes) texts.push_back(note.text());
    return texts;
}

// Black ba ab bc and White ca db cc make a ko at bb / cb. 1 W bb, 2 B cb takes it, 3 and 4
// elsewhere, 5 W bb retakes, 6 and 7 elsewhere, 8 B cb retakes, 9 White passes.
const char *const koGame = "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc];W[bb];B[cb];W[ee];B[ef];W[bb];"
                           "B[ff];W[gg];B[cb];W[])";

constexpr sgf::Point bb{1, 1}, cb{2, 1}, ee{4, 4}, ef{4, 5}, ff{5, 5}, gg{6, 6};

} // namespace

void TestRecordDiagrams::longGame_data()
{
    QTest::addColumn<int>("perDiagram");
    QTest::addColumn<QList<int>>("ranges"); // first, last of each diagram
    QTest::addColumn<int>("pagesAtTwo");
    QTest::addColumn<int>("pagesAtFour");
    QTest::newRow("50 a diagram") << 50 << QList<int>{1, 50, 51, 100, 101, 150, 151, 200, 201, 250}
                                  << 3 << 2;
    QTest::newRow("100 a diagram") << 100 << QList<int>{1, 100, 101, 200, 201, 250} << 2 << 1;
}

void TestRecordDiagrams::longGame()
{
    QFETCH(int, perDiagram);
    QFETCH(QList<int>, ranges);
    QFETCH(int, pagesAtTwo);
    QFETCH(int, pagesAtFour);
    const auto collection = sgf::parseCollection(game250());
    const std::vector<sgf::Node> line = mainLine(collection);
    QCOMPARE(line.size(), std::size_t(251));
    const auto diagrams = sgf::splitRecord(line, {perDiagram});
    QList<int> found;
    for (const auto &diagram : diagrams) {
        found << diagram.first << diagram.last;
        QCOMPARE(int(diagram.stones.size()), diagram.last - diagram.first + 1); // all shown
        QVERIFY(diagram.notes.empty());
        QCOMPARE(diagram.stones.front().number, diagram.first);
    }
    QCOMPARE(found, ranges);
    // Each diagram starts from the position after the last one's last move.
    for (std::size_t i = 1; i < diagrams.size(); ++i)
        QCOMPARE(diagrams[i].start, diagrams[i - 1].nodes.back());
    QCOMPARE(diagrams.front().start, line.front());
    QCOMPARE(sgf::pageCount(int(diagrams.size()), 2), pagesAtTwo);
    QCOMPARE(sgf::pageCount(int(diagrams.size()), 4), pagesAtFour);
}

void TestRecordDiagrams::ko()
{
    const auto collection = sgf::parseCollection(koGame);
    const auto diagrams = sgf::splitRecord(mainLine(collection));
    QCOMPARE(diagrams.size(), std::size_t(1));
    const auto &diagram = diagrams[0];
    QCOMPARE(diagram.first, 1);
    QCOMPARE(diagram.last, 9);
    const std::vector<Stone> stones{{bb, sgf::Color::White, 1}, {cb, sgf::Color::Black, 2},
                                    {ee, sgf::Color::White, 3}, {ef, sgf::Color::Black, 4},
                                    {ff, sgf::Color::Black, 6}, {gg, sgf::Color::White, 7}};
    QCOMPARE(diagram.stones, stones);
    QCOMPARE(notes(diagram), (std::vector<std::string>{"5 at 1", "8 at 2", "9 pass"}));
    QVERIFY(diagram.labels.empty());
}

// Four a diagram: the second starts after 4 with Black's cb on the board, unnumbered; 5
// takes it, and 8 is played there again: its point gets the letter a.
void TestRecordDiagrams::koOverAStoneFromBefore()
{
    const auto collection = sgf::parseCollection(koGame);
    const auto diagrams = sgf::splitRecord(mainLine(collection), {4});
    QCOMPARE(diagrams.size(), std::size_t(3));
    QCOMPARE(diagrams[0].stones, (std::vector<Stone>{{bb, sgf::Color::White, 1},
                                                     {cb, sgf::Color::Black, 2},
                                                     {ee, sgf::Color::White, 3},
                                                     {ef, sgf::Color::Black, 4}}));
    QVERIFY(diagrams[0].notes.empty());
    QCOMPARE(diagrams[1].first, 5);
    QCOMPARE(diagrams[1].last, 8);
    QCOMPARE(diagrams[1].stones, (std::vector<Stone>{{bb, sgf::Color::White, 5},
                                                     {ff, sgf::Color::Black, 6},
                                                     {gg, sgf::Color::White, 7}}));
    QCOMPARE(notes(diagrams[1]), std::vector<std::string>{"8 at a"});
    QCOMPARE(diagrams[1].labels, (std::vector<Label>{{cb, 'a'}}));
    QCOMPARE(notes(diagrams[2]), std::vector<std::string>{"9 pass"});
    QVERIFY(diagrams[2].stones.empty());
}

void TestRecordDiagrams::setupStartsADiagram()
{
    const auto collection = sgf::parseCollection("(;SZ[9];B[aa];W[bb];AB[cc]C[setup];W[dd])");
    const auto line = mainLine(collection);
    const auto diagrams = sgf::splitRecord(line);
    QCOMPARE(diagrams.size(), std::size_t(2));
    QCOMPARE(diagrams[0].first, 1);
    QCOMPARE(diagrams[0].last, 2);
    QCOMPARE(diagrams[1].start, line[3]);
    QCOMPARE(diagrams[1].first, 3);
    QCOMPARE(diagrams[1].stones, (std::vector<Stone>{{{3, 3}, sgf::Color::White, 3}}));
}

void TestRecordDiagrams::otherGameHasNone()
{
    const auto collection = sgf::parseCollection("(;GM[2];B[aa])");
    QVERIFY(sgf::splitRecord(mainLine(collection)).empty());
    QVERIFY(sgf::splitRecord({}).empty());
}

QTEST_APPLESS_MAIN(TestRecordDiagrams)
#include "tst_record_diagrams.moc"
