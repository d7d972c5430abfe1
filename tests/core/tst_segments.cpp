// A node's arrows and lines as a board shows them (sgf/segments.h): each once, a line either
// way round being one line, an arrow not; no value from a point to itself or off the board;
// at most the limit, the rest counted; at most so many values read.
#include "sgf/parser.h"
#include "sgf/segments.h"

#include <QTest>

class TestSegments : public QObject {
    Q_OBJECT

private slots:
    void eachOnce();
    void boundedByTheBoard();
    void readsTheFirstValuesOnly();
};

void TestSegments::eachOnce()
{
    const auto collection = sgf::parseCollection(
        "(;SZ[3]AR[aa:bb][aa:bb][bb:aa][aa:aa][aa:zz][x]LN[cc:ac][ac:cc][ab:cb])",
        sgf::ParseOptions::lenient());
    const sgf::Segments segments = sgf::segmentsOf(collection[0].root(), {3, 3});
    const std::vector<sgf::Segment> expected{{{0, 0}, {1, 1}, true},
                                             {{1, 1}, {0, 0}, true},
                                             {{2, 2}, {0, 2}, false},
                                             {{0, 1}, {2, 1}, false}};
    QVERIFY(segments.shown == expected);
    QCOMPARE(segments.hidden, std::size_t(0));
}

// Every arrow between the nine points of a 3x3 board: 72 distinct ones, 9 shown by default
// (the board's points), the rest counted; a limit given is kept.
void TestSegments::boundedByTheBoard()
{
    std::string sgf = "(;SZ[3]AR";
    const std::string letters = "abc";
    for (char a : letters)
        for (char b : letters)
            for (char c : letters)
                for (char d : letters)
                    if (a != c || b != d) sgf += std::string("[") + a + b + ':' + c + d + ']';
    sgf += ")";
    const auto collection = sgf::parseCollection(sgf);
    const sgf::Node root = collection[0].root();
    const sgf::Segments byBoard = sgf::segmentsOf(root, {3, 3});
    QCOMPARE(byBoard.shown.size(), std::size_t(9));
    QCOMPARE(byBoard.hidden, std::size_t(72 - 9));
    const sgf::Segments limited = sgf::segmentsOf(root, {3, 3}, 5);
    QCOMPARE(limited.shown.size(), std::size_t(5));
    QCOMPARE(limited.hidden, std::size_t(67));
}

// AR and LN together are read up to Segments::valuesRead values; the rest are counted, so a
// segment only found past them is neither shown nor counted hidden.
void TestSegments::readsTheFirstValuesOnly()
{
    const std::size_t arrows = sgf::Segments::valuesRead - 2;
    std::string sgf = "(;SZ[3]AR";
    for (std::size_t i = 0; i < arrows; ++i) sgf += "[aa:bb]";
    sgf += "LN[aa:cc][bb:cc][cc:aa][ab:ac])";
    const auto collection = sgf::parseCollection(sgf);
    const sgf::Node root = collection[0].root();
    const sgf::Segments limited = sgf::segmentsOf(root, {3, 3}, 1);
    const std::vector<sgf::Segment> first{{{0, 0}, {1, 1}, true}};
    QVERIFY(limited.shown == first);
    QCOMPARE(limited.hidden, std::size_t(2)); // the lines read, not [ab:ac]
    QCOMPARE(limited.unread, std::size_t(2));
    const sgf::Segments byBoard = sgf::segmentsOf(root, {3, 3});
    const std::vector<sgf::Segment> read{
        {{0, 0}, {1, 1}, true}, {{0, 0}, {2, 2}, false}, {{1, 1}, {2, 2}, false}};
    QVERIFY(byBoard.shown == read);
    QCOMPARE(byBoard.hidden, std::size_t(0));
    QCOMPARE(byBoard.unread, std::size_t(2));
}

QTEST_APPLESS_MAIN(TestSegments)
#include "tst_segments.moc"
