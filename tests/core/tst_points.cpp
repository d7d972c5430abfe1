// Go points, board sizes, compressed lists and human coordinates (FF[4] spec, "Go").
#include "sgf/point.h"
#include "sgf/point_set.h"

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
    QTest::newRow("white space around") << " pd\n" << 19 << 19 << true << 15 << 3;
    QTest::newRow("white space inside") << "p d" << 19 << 19 << false << 0 << 0;
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

// FF[4], Go: "A pass move is shown as '[]' or alternatively as '[tt]' (only for boards <=
// 19x19)".
void TestPoints::parseMove_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("pass");
    QTest::addColumn<bool>("invalid");

    QTest::newRow("empty is a pass") << "" << 19 << 19 << true << false;
    QTest::newRow("tt on 19x19 is a pass") << "tt" << 19 << 19 << true << false;
    QTest::newRow("tt on 9x9 is a pass") << "tt" << 9 << 9 << true << false;
    QTest::newRow("tt on 21x21 is a point") << "tt" << 21 << 21 << false << false;
    QTest::newRow("tt on 20x20 is a point") << "tt" << 20 << 20 << false << false;
    QTest::newRow("tt on 19x21 is no move") << "tt" << 19 << 21 << false << true;
    QTest::newRow("tt on 21x20 is a point") << "tt" << 21 << 20 << false << false;
    QTest::newRow("point") << "dd" << 19 << 19 << false << false;
    QTest::newRow("rectangular point") << "sm" << 19 << 13 << false << false;
    QTest::newRow("off a rectangular board") << "ms" << 19 << 13 << false << true;
    QTest::newRow("outside") << "zz" << 19 << 19 << false << true;
    QTest::newRow("garbage") << "c   c" << 19 << 19 << false << true;
    QTest::newRow("white space is a pass") << " \t" << 19 << 19 << true << false;
    QTest::newRow("tt with white space") << " tt\n" << 19 << 19 << true << false;
    QTest::newRow("point with white space") << " dd " << 19 << 19 << false << false;
}

void TestPoints::parseMove()
{
    QFETCH(QString, raw);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(bool, pass);
    QFETCH(bool, invalid);
    const auto move = sgf::parseMove(raw.toStdString(), {columns, rows});
    QCOMPARE(move.isPass(), pass);
    QCOMPARE(move.invalid, invalid);
    QCOMPARE(move.point.has_value(), !pass && !invalid);
}

// FF[4], SZ: "If only a single value is given, the board is a square; with two numbers
// given, rectangular boards are possible", "For Go games the maximum size is limited to
// 52x52", "Square boards must not be defined using the compose type value: e.g. SZ[19:19]
// is illegal" (read all the same, and told apart).
void TestPoints::boardSize_data()
{
    using Form = sgf::BoardSizeValue::Form;
    QTest::addColumn<QString>("raw");
    QTest::addColumn<Form>("form");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");

    QTest::newRow("19") << "19" << Form::Square << 19 << 19;
    QTest::newRow("9") << "9" << Form::Square << 9 << 9;
    QTest::newRow("1") << "1" << Form::Square << 1 << 1;
    QTest::newRow("52") << "52" << Form::Square << 52 << 52;
    QTest::newRow("a Number may have a sign") << "+13" << Form::Square << 13 << 13;
    QTest::newRow("rectangular") << "19:13" << Form::Pair << 19 << 13;
    QTest::newRow("tall") << "5:52" << Form::Pair << 5 << 52;
    QTest::newRow("square as a pair") << "19:19" << Form::Pair << 19 << 19;
    QTest::newRow("spaces") << " 13 " << Form::Square << 13 << 13;
    QTest::newRow("spaces in a pair") << " 19 : 13 " << Form::Pair << 19 << 13;
    QTest::newRow("line breaks") << "\n9\r\n" << Form::Square << 9 << 9;
    QTest::newRow("0") << "0" << Form::OutOfRange << 19 << 19;
    QTest::newRow("53") << "53" << Form::OutOfRange << 19 << 19;
    QTest::newRow("999") << "999" << Form::OutOfRange << 19 << 19;
    QTest::newRow("-10") << "-10" << Form::OutOfRange << 19 << 19;
    QTest::newRow("huge") << "99999999999999999999" << Form::OutOfRange << 19 << 19;
    QTest::newRow("too many rows") << "10:53" << Form::OutOfRange << 19 << 19;
    QTest::newRow("no columns") << "0:9" << Form::OutOfRange << 19 << 19;
    QTest::newRow("abc") << "abc" << Form::NotNumbers << 19 << 19;
    QTest::newRow("a real") << "19.0" << Form::NotNumbers << 19 << 19;
    QTest::newRow("half pair") << "19:" << Form::NotNumbers << 19 << 19;
    QTest::newRow("three numbers") << "19:13:1" << Form::NotNumbers << 19 << 19;
    QTest::newRow("x") << "19x19" << Form::NotNumbers << 19 << 19;
    QTest::newRow("empty") << "" << Form::NotNumbers << 19 << 19;
}

void TestPoints::boardSize()
{
    using Form = sgf::BoardSizeValue::Form;
    QFETCH(QString, raw);
    QFETCH(Form, form);
    QFETCH(int, columns);
    QFETCH(int, rows);
    const auto size = sgf::parseBoardSize(raw.toStdString());
    QCOMPARE(size.form, form);
    QCOMPARE(size.valid(), form == Form::Square || form == Form::Pair);
    QCOMPARE(size.size, (sgf::BoardSize{columns, rows}));
    QCOMPARE(size.squareAsPair(), form == Form::Pair && columns == rows);
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
    // A point set takes the same value to the same points, in the same order.
    sgf::PointSet set({19, 19});
    QCOMPARE(set.insertValue(raw.toStdString()), valid);
    QStringList inSet;
    set.forEach([&](sgf::Point p) { inSet << QString::fromStdString(sgf::formatPoint(p)); });
    QCOMPARE(inSet.join(' '), points);
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
