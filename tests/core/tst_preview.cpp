// Which position a thumbnail shows (sgf/preview.h): a game's last position on the main line,
// a problem's first.
#include "sgf/parser.h"
#include "sgf/preview.h"

#include <QTest>

class TestPreview : public QObject {
    Q_OBJECT

private slots:
    void previewNode_data();
    void previewNode();
};

void TestPreview::previewNode_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QByteArray>("shown"); // N of the node shown
    QTest::addColumn<bool>("problem");
    QTest::newRow("game: the main line's end, not a variation's")
        << QByteArray("(;N[r];B[pd]N[1](;W[dd]N[2];B[pp]N[3])(;W[dp]N[x];B[qq]N[y];W[aa]N[z]))")
        << QByteArray("3") << false;
    QTest::newRow("problem: setup of both colours, solution hidden")
        << QByteArray("(;N[r]AB[aa]AW[bb];B[cc]N[1];W[dd]N[2])") << QByteArray("r") << true;
    QTest::newRow("problem: setup in the second node, before any move")
        << QByteArray("(;N[r]GN[p1];N[s]AW[bb]AB[cc];B[dd]N[1])") << QByteArray("s") << true;
    QTest::newRow("problem: black stones alone, no handicap")
        << QByteArray("(;N[r]AB[aa][bb];W[cc]N[1])") << QByteArray("r") << true;
    QTest::newRow("handicap game: black stones and HA")
        << QByteArray("(;N[r]HA[2]AB[dd][pp];W[dp]N[1];B[pd]N[2])") << QByteArray("2") << false;
    QTest::newRow("setup after the first move is part of the game")
        << QByteArray("(;N[r];B[aa]N[1];AW[bb]N[2])") << QByteArray("2") << false;
    QTest::newRow("no moves at all, no setup")
        << QByteArray("(;N[r];N[s])") << QByteArray("s") << false;
}

void TestPreview::previewNode()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QByteArray, shown);
    QFETCH(bool, problem);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::PreviewNode preview = sgf::previewNode(collection[0].root());
    QCOMPARE(QByteArray::fromStdString(preview.node.text("N")), shown);
    QCOMPARE(preview.problem, problem);
    QVERIFY(!sgf::previewNode({}).node);
}

QTEST_APPLESS_MAIN(TestPreview)
#include "tst_preview.moc"
