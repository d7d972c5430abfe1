// Go points, board sizes, compressed lists and human coordinates (FF[4] spec, "Go").
#include "sgf/point.h"

#include <QTest>

class TestPoints : public QObject {
    Q_OBJECT

private slots:
    void parsePoint_data();
    void parsePoint();
    void parseMove_data();
    void parseMove();
    void boardSize_data();
    void boardSize();
    void compressedLists_data();
    void compressedLists();
    void humanCoordinates_data();
    void humanCoordinates();
    void formatPointRoundTrip();
};

void TestPoints::parsePoint_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("x");
    QTest::addColumn<int>("y");

    QTest::newRow("aa is top left") << "aa" << 19 << 19 << true << 0 << 0;
    QTest::newRow("pd") << "pd" << 19 << 19 << true << 15 << 3;
    QTest::newRow("ss is bottom right") << "ss" << 19 << 19 << true << 18 << 18;
    QTest::newRow("tt is outside 19x19") << "tt" << 19 << 19 << false << 0 << 0;
    QTest::newRow("z is 26") << "zz" << 52 << 52 << true << 25 << 25;
    QTest::newRow("A is 27") << "AA" << 52 << 52 << true << 26 << 26;
    QTest::newRow("Z is 52") << "ZZ" << 52 << 52 << true << 51 << 51;
    QTest::newRow("rectangular inside") << "sm" << 19 << 13 << true << 18 << 12;
    QTest::newRow("rectangular outside") << "ms" << 19 << 13 << false << 0 << 0;
    QTest::newRow("one letter") << "a" << 19 << 19 << false << 0 << 0;
    QTest::newRow("three letters") << "aaa" << 19 << 19 << false << 0 << 0;
    QTest::newRow("digits") << "11" << 19 << 19 << false << 0 << 0;
    QTest::newRow("empty") << "" << 19 << 19 << false << 0 << 0;
}

void TestPoints::parsePoint()
{
    QFETCH(QString, raw);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(bool, valid);
    QFETCH(int, x);
    QFETCH(int, y);
    const auto p = sgf::parsePoint(raw.toStdString(), {columns, rows});
    QCOMPARE(p.has_value(), valid);
    if (valid) QCOMPARE(*p, (sgf::Point{x, y}));
}

void TestPoints::parseMove_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("size");
    QTest::addColumn<bool>("pass");
    QTest::addColumn<bool>("invalid");

    QTest::newRow("empty is a pass") << "" << 19 << true << false;
    QTest::newRow("tt on 19x19 is a pass") << "tt" << 19 << true << false;
    QTest::newRow("tt on 9x9 is a pass") << "tt" << 9 << true << false;
    QTest::newRow("tt on 21x21 is a point") << "tt" << 21 << false << false;
    QTest::newRow("point") << "dd" << 19 << false << false;
    QTest::newRow("outside") << "zz" << 19 << false << true;
    QTest::newRow("garbage") << "c   c" << 19 << false << true;
}

void TestPoints::parseMove()
{
    QFETCH(QString, raw);
    QFETCH(int, size);
    QFETCH(bool, pass);
    QFETCH(bool, invalid);
    const auto move = sgf::parseMove(raw.toStdString(), {size, size});
    QCOMPARE(move.isPass(), pass);
    QCOMPARE(move.invalid, invalid);
    QCOMPARE(move.point.has_value(), !pass && !invalid);
}

void TestPoints::boardSize_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");

    QTest::newRow("19") << "19" << true << 19 << 19;
    QTest::newRow("9") << "9" << true << 9 << 9;
    QTest::newRow("1") << "1" << true << 1 << 1;
    QTest::newRow("52") << "52" << true << 52 << 52;
    QTest::newRow("rectangular") << "19:13" << true << 19 << 13;
    QTest::newRow("spaces") << " 13 " << true << 13 << 13;
    QTest::newRow("0") << "0" << false << 0 << 0;
    QTest::newRow("53") << "53" << false << 0 << 0;
    QTest::newRow("999") << "999" << false << 0 << 0;
    QTest::newRow("-10") << "-10" << false << 0 << 0;
    QTest::newRow("abc") << "abc" << false << 0 << 0;
    QTest::newRow("half pair") << "19:" << false << 0 << 0;
    QTest::newRow("too many rows") << "10:53" << false << 0 << 0;
    QTest::newRow("empty") << "" << false << 0 << 0;
}

void TestPoints::boardSize()
{
    QFETCH(QString, raw);
    QFETCH(bool, valid);
    QFETCH(int, columns);
    QFETCH(int, rows);
    const auto size = sgf::parseBoardSize(raw.toStdString());
    QCOMPARE(size.has_value(), valid);
    if (valid) QCOMPARE(*size, (sgf::BoardSize{columns, rows}));
}

void TestPoints::compressedLists_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("points");

    QTest::newRow("single") << "cd" << true << "cd";
    QTest::newRow("rectangle") << "aa:bc" << true << "aa ba ab bb ac bc";
    QTest::newRow("one column") << "dd:df" << true << "dd de df";
    QTest::newRow("one point rectangle") << "dd:dd" << true << "dd";
    QTest::newRow("corners reversed") << "bb:aa" << true << "aa ba ab bb";
    QTest::newRow("other diagonal") << "ba:ab" << true << "aa ba ab bb";
    QTest::newRow("outside") << "aa:tt" << false << "";
    QTest::newRow("garbage") << "a a: c r" << false << "";
}

void TestPoints::compressedLists()
{
    QFETCH(QString, raw);
    QFETCH(bool, valid);
    QFETCH(QString, points);
    std::vector<sgf::Point> out;
    QCOMPARE(sgf::appendPoints(raw.toStdString(), {19, 19}, out), valid);
    QStringList formatted;
    for (auto p : out) formatted << QString::fromStdString(sgf::formatPoint(p));
    QCOMPARE(formatted.join(' '), points);
}

void TestPoints::humanCoordinates_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("human");

    QTest::newRow("pd is Q16") << "pd" << 19 << 19 << "Q16";
    QTest::newRow("aa is A19") << "aa" << 19 << 19 << "A19";
    QTest::newRow("ss is T1") << "ss" << 19 << 19 << "T1";
    QTest::newRow("ia skips I") << "ia" << 19 << 19 << "J19";
    QTest::newRow("hh is H12") << "hh" << 19 << 19 << "H12";
    QTest::newRow("dd on 9x9 is D6") << "dd" << 9 << 9 << "D6";
    QTest::newRow("rectangular rows") << "am" << 19 << 13 << "A1";
    QTest::newRow("column 25 is Z") << "ya" << 25 << 25 << "Z25";
    QTest::newRow("column 26 is AA") << "za" << 52 << 52 << "AA52";
    QTest::newRow("last of 52") << "ZZ" << 52 << 52 << "BB1";
}

void TestPoints::humanCoordinates()
{
    QFETCH(QString, raw);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(QString, human);
    const sgf::BoardSize size{columns, rows};
    const auto p = sgf::parsePoint(raw.toStdString(), size);
    QVERIFY(p);
    QCOMPARE(QString::fromStdString(sgf::humanCoordinate(*p, size)), human);
}

void TestPoints::formatPointRoundTrip()
{
    for (int x = 0; x < 52; ++x)
        for (int y = 0; y < 52; ++y) {
            const sgf::Point p{x, y};
            QCOMPARE(sgf::parsePoint(sgf::formatPoint(p), {52, 52}), std::optional(p));
        }
}

QTEST_APPLESS_MAIN(TestPoints)
#include "tst_points.moc"
