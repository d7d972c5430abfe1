// The ASCII diagram (sgf/ascii_diagram.h) compared in full with diagrams written by hand
// from Sensei's Library's markup: X O . , for stones, empty points and star points; 1-9 and
// 0 for the numbered moves on the position before the first of them; B W C, # @ S, Y Q T,
// Z P M for circles, squares, triangles and crosses on black, white and empty points; a-z
// for labels; $$B or $$W for who plays 1; "$$ {AR D4 F6}" and "$$ {LN ...}" lines after it.
#include "sgf/ascii_diagram.h"
#include "sgf/parser.h"

#include <QTest>

class TestAsciiDiagram : public QObject {
    Q_OBJECT

private slots:
    void diagram_data();
    void diagram();
    void otherGameHasNone();
};

void TestAsciiDiagram::diagram_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QByteArray>("title");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<int>("firstNumber");
    QTest::addColumn<int>("numbered");

    // Setup in the root is the start; CR and SQ on the setup stones, TR and MA on empty points,
    // one-letter labels on empty points (not on a numbered stone, and "xy" is no letter).
    QTest::newRow("numbers, marks, labels, star points")
        << QByteArray("(;SZ[9]AB[dd]AW[fd];B[cc];W[gg];B[ef]CR[dd]SQ[fd]TR[aa]MA[ii]"
                      "LB[ea:a][ef:b][bb:xy])")
        << QByteArray()
        << QByteArray("$$B\n"
                      "$$ +-------------------+\n"
                      "$$ | T . . . a . . . . |\n"
                      "$$ | . . . . . . . . . |\n"
                      "$$ | . . 1 . . . , . . |\n"
                      "$$ | . . . B . @ . . . |\n"
                      "$$ | . . . . , . . . . |\n"
                      "$$ | . . . . 3 . . . . |\n"
                      "$$ | . . , . . . 2 . . |\n"
                      "$$ | . . . . . . . . . |\n"
                      "$$ | . . . . . . . . M |\n"
                      "$$ +-------------------+\n")
        << 1 << 3;
    // Black takes the ko at cb, White plays away, Black too, White retakes at bb: bb held a
    // white stone before Black's move, so the run starts after it, with White's move 2.
    QTest::newRow("ko: the run starts after the capture")
        << QByteArray("(;SZ[5]AB[ba][ab][bc]AW[bb][ca][db][cc];B[cb];W[ee];B[ae];W[bb])")
        << QByteArray()
        << QByteArray("$$W\n"
                      "$$ +-----------+\n"
                      "$$ | . X O . . |\n"
                      "$$ | X 3 X O . |\n"
                      "$$ | . X O . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | 2 . . . 1 |\n"
                      "$$ +-----------+\n")
        << 2 << 3;
    // Eleven moves: the last ten are numbered, the tenth as 0; aa, taken by move 6, is on the
    // position before move 2. The title follows the header.
    QTest::newRow("ten moves, 0 for the tenth, title")
        << QByteArray("(;SZ[5];B[aa];W[ba];B[ca];W[da];B[ea];W[ab];B[bb];W[cb];B[db];W[eb];B[ac])")
        << QByteArray("Moves 2-11")
        << QByteArray("$$W Moves 2-11\n"
                      "$$ +-----------+\n"
                      "$$ | X 1 2 3 4 |\n"
                      "$$ | 5 6 7 8 9 |\n"
                      "$$ | 0 . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ +-----------+\n")
        << 2 << 10;
    QTest::newRow("a pass ends the run") << QByteArray("(;SZ[5];B[aa];W[];B[cc])") << QByteArray()
                                         << QByteArray("$$B\n"
                                                       "$$ +-----------+\n"
                                                       "$$ | X . . . . |\n"
                                                       "$$ | . . . . . |\n"
                                                       "$$ | . . 1 . . |\n"
                                                       "$$ | . . . . . |\n"
                                                       "$$ | . . . . . |\n"
                                                       "$$ +-----------+\n")
                                         << 3 << 1;
    QTest::newRow("two moves of one colour: the run starts at the second")
        << QByteArray("(;SZ[5];B[aa];B[bb];W[cc])") << QByteArray()
        << QByteArray("$$B\n"
                      "$$ +-----------+\n"
                      "$$ | X . . . . |\n"
                      "$$ | . 1 . . . |\n"
                      "$$ | . . 2 . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ +-----------+\n")
        << 2 << 2;
    QTest::newRow("no move: the position, and who plays next")
        << QByteArray("(;SZ[5]AB[aa]AW[bb]PL[W]TR[bb]CR[ee])") << QByteArray()
        << QByteArray("$$W\n"
                      "$$ +-----------+\n"
                      "$$ | X . . . . |\n"
                      "$$ | . Q . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . C |\n"
                      "$$ +-----------+\n")
        << 0 << 0;
    // Arrows then lines after the board, in the board's coordinates (A-E from the left, 5-1
    // from the top); each once, a line either way round being one line; a value from a point
    // to itself, or that is no pair of points, is left out.
    QTest::newRow("arrows and lines")
        << QByteArray("(;SZ[5]LN[ee:ca][ca:ee]AR[aa:cc][aa:cc][cc:aa][bb:bb][b]LN[ab:ae])")
        << QByteArray()
        << QByteArray("$$B\n"
                      "$$ +-----------+\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ | . . . . . |\n"
                      "$$ +-----------+\n"
                      "$$ {AR A5 C3}\n"
                      "$$ {AR C3 A5}\n"
                      "$$ {LN E1 C5}\n"
                      "$$ {LN A4 A1}\n")
        << 0 << 0;
    QTest::newRow("line breaks in the title become spaces")
        << QByteArray("(;SZ[1])") << QByteArray("a\nb")
        << QByteArray("$$B a b\n"
                      "$$ +---+\n"
                      "$$ | . |\n"
                      "$$ +---+\n")
        << 0 << 0;
}

// The diagram of each input's last node on its first line.
void TestAsciiDiagram::diagram()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QByteArray, title);
    QFETCH(QByteArray, expected);
    QFETCH(int, firstNumber);
    QFETCH(int, numbered);
    const auto collection = sgf::parseCollection(sgf.toStdString(), sgf::ParseOptions::lenient());
    sgf::Node node = collection[0].root();
    while (node.firstChild()) node = node.firstChild();
    sgf::AsciiDiagramOptions options;
    options.title = title.toStdString();
    const sgf::AsciiDiagram diagram = sgf::asciiDiagram(node, options);
    QCOMPARE(QByteArray::fromStdString(diagram.text), expected);
    QCOMPARE(diagram.firstNumber, firstNumber);
    QCOMPARE(diagram.numbered, numbered);
}

void TestAsciiDiagram::otherGameHasNone()
{
    const auto collection = sgf::parseCollection("(;GM[2];B[aa])", sgf::ParseOptions::lenient());
    QCOMPARE(sgf::asciiDiagram(collection[0].root().firstChild()).text, std::string());
}

QTEST_APPLESS_MAIN(TestAsciiDiagram)
#include "tst_ascii_diagram.moc"
