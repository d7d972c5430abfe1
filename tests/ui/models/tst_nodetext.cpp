// A node in a few words for the tree: its summary, a root's players, its headline.
#include "models/nodetext.h"
#include "sgf/game.h"
#include "sgf/parser.h"

#include <QTest>

class TestNodeText : public QObject {
    Q_OBJECT

private slots:
    void summary_data();
    void summary();
    void players_data();
    void players();
    void headline_data();
    void headline();
};

// The Node column: the node's move as its game reads it (sgf/game.h), written as the
// property view writes a move (ValueFormatter::move), else what kind of node it is.
void TestNodeText::summary_data()
{
    QTest::addColumn<QByteArray>("sgf"); // the last node of the main line is described
    QTest::addColumn<QString>("expected");
    QTest::newRow("point") << QByteArray("(;;B[pd])") << "B Q16";
    QTest::newRow("9x9 point") << QByteArray("(;SZ[9];W[cc])") << "W C7";
    QTest::newRow("rectangular board") << QByteArray("(;SZ[19:13];B[sm])") << "B T1";
    QTest::newRow("pass") << QByteArray("(;;W[])") << "W pass";
    QTest::newRow("tt pass") << QByteArray("(;;B[tt])") << "B pass";
    QTest::newRow("tt on 21x21") << QByteArray("(;SZ[21];B[tt])") << "B U2";
    QTest::newRow("white space") << QByteArray("(;;B[ pd ])") << "B Q16";
    QTest::newRow("off the board") << QByteArray("(;SZ[9];W[ss])") << "W invalid (ss)";
    QTest::newRow("no point") << QByteArray("(;;W[x])") << "W invalid (x)";
    QTest::newRow("the first of B and W") << QByteArray("(;;W[pd]B[dp])") << "W Q16";
    QTest::newRow("another game: as written") << QByteArray("(;GM[3];W[e7e5])") << "W e7e5";
    QTest::newRow("setup") << QByteArray("(;;AB[aa])") << "Setup";
    QTest::newRow("markup") << QByteArray("(;;TR[aa])") << "Markup";
    QTest::newRow("comment") << QByteArray("(;;C[hi])") << "Comment";
    QTest::newRow("MN alone") << QByteArray("(;;MN[5])") << "Empty";
    QTest::newRow("root") << QByteArray("(;FF[4])") << "Root";
    QTest::newRow("root with game info") << QByteArray("(;KM[6.5])") << "Game info";
    QTest::newRow("root with a name") << QByteArray("(;GN[Joseki])") << "Joseki";
    QTest::newRow("root with players")
        << QByteArray("(;PB[Shusaku]PW[Gennan]GN[x])") << "Shusaku (B) vs Gennan (W)";
}

void TestNodeText::summary()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QString, expected);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::Node node = collection[0].root().lastInLine();
    QCOMPARE(sgfview::nodetext::summary(node, sgf::Game(node)), expected);
}

// Said once for the tree's root row and the window title.
void TestNodeText::players_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QString>("expected");
    QTest::newRow("both") << QByteArray("(;PB[Lee Sedol]PW[AlphaGo])")
                          << "Lee Sedol (B) vs AlphaGo (W)";
    QTest::newRow("black only") << QByteArray("(;PB[Honinbo])") << "Honinbo (B) vs White (W)";
    QTest::newRow("white only") << QByteArray("(;PW[Gennan])") << "Black (B) vs Gennan (W)";
    QTest::newRow("neither") << QByteArray("(;GN[x])") << "";
    QTest::newRow("empty names") << QByteArray("(;PB[ ]PW[])") << "";
    QTest::newRow("escapes decoded")
        << QByteArray("(;PB[a\\\\b]PW[c\\]d])") << "a\\b (B) vs c]d (W)";
}

void TestNodeText::players()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QString, expected);
    QCOMPARE(sgfview::nodetext::players(sgf::parse(sgf.toStdString()).root()), expected);
}

void TestNodeText::headline_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QString>("expected");
    QTest::newRow("name wins") << QByteArray("(;N[Joseki\nA]C[comment])") << "Joseki A";
    QTest::newRow("first line of comment")
        << QByteArray("(;C[  line one\nline two])") << "line one";
    QTest::newRow("soft break joins") << QByteArray("(;C[one\\\ntwo\nthree])") << "onetwo";
    QTest::newRow("nothing") << QByteArray("(;B[aa])") << "";
}

void TestNodeText::headline()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QString, expected);
    QCOMPARE(sgfview::nodetext::headline(sgf::parse(sgf.toStdString()).root()), expected);
}

QTEST_APPLESS_MAIN(TestNodeText)
#include "tst_nodetext.moc"
