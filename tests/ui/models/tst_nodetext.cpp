// Board sizes from SZ and the headline of a node.
#include "models/nodetext.h"
#include "sgf/parser.h"

#include <QTest>

class TestNodeText : public QObject {
    Q_OBJECT

private slots:
    void boardSize_data();
    void boardSize();
    void headline_data();
    void headline();
};

void TestNodeText::boardSize_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::newRow("absent") << QByteArray("(;FF[4])") << 19 << 19;
    QTest::newRow("9") << QByteArray("(;SZ[9])") << 9 << 9;
    QTest::newRow("rectangular") << QByteArray("(;SZ[19:13])") << 19 << 13;
    QTest::newRow("0 falls back") << QByteArray("(;SZ[0])") << 19 << 19;
    QTest::newRow("999 falls back") << QByteArray("(;SZ[999])") << 19 << 19;
    QTest::newRow("abc falls back") << QByteArray("(;SZ[abc])") << 19 << 19;
}

void TestNodeText::boardSize()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, columns);
    QFETCH(int, rows);
    const auto size = sgfview::boardSizeOf(sgf::parse(sgf.toStdString()).root());
    QCOMPARE(size, (sgf::BoardSize{columns, rows}));
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
