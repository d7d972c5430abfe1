// The general value types read as FF[4] defines them ("Property Value Types"):
//   Number = [("+"|"-")] Digit {Digit}      Real  = Number ["." Digit {Digit}]
//   Double = ("1" | "2")                     Color = ("B" | "W")
// plus the one leniency the viewer allows every type: SGF white space around the value.
#include "sgf/values.h"

#include <QTest>
#include <cmath>

class TestValues : public QObject {
    Q_OBJECT

private slots:
    void number_data();
    void number();
    void integer_data();
    void integer();
    void real_data();
    void real();
    void komi_data();
    void komi();
    void emphasis_data();
    void emphasis();
    void color_data();
    void color();
};

namespace {

QString text(const std::optional<sgf::Decimal> &decimal)
{
    return decimal ? QString::fromStdString(decimal->text()) : QStringLiteral("(none)");
}

} // namespace

void TestValues::number_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("normalized"); // "(none)": not a Number

    QTest::newRow("digits") << "19"
                            << "19";
    QTest::newRow("zero") << "0"
                          << "0";
    QTest::newRow("plus sign") << "+5"
                               << "5";
    QTest::newRow("minus sign") << "-5"
                                << "-5";
    QTest::newRow("leading zeros") << "007"
                                   << "7";
    QTest::newRow("minus zero") << "-0"
                                << "0";
    QTest::newRow("many digits") << "123456789012345678901234567890"
                                 << "123456789012345678901234567890";
    QTest::newRow("white space around") << " \t7\r\n"
                                        << "7";
    QTest::newRow("empty") << ""
                           << "(none)";
    QTest::newRow("white space only") << "  "
                                      << "(none)";
    QTest::newRow("sign only") << "-"
                               << "(none)";
    QTest::newRow("two signs") << "+-1"
                               << "(none)";
    QTest::newRow("a Real is no Number") << "1.5"
                                         << "(none)";
    QTest::newRow("space inside") << "1 0"
                                  << "(none)";
    QTest::newRow("letters") << "12a"
                             << "(none)";
    QTest::newRow("hex") << "0x10"
                         << "(none)";
}

void TestValues::number()
{
    QFETCH(QString, raw);
    QFETCH(QString, normalized);
    const std::string bytes = raw.toStdString();
    QCOMPARE(text(sgf::parseNumber(bytes)), normalized);
}

void TestValues::integer_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("minimum");
    QTest::addColumn<int>("maximum");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("value");

    QTest::newRow("plain") << "42" << INT_MIN << INT_MAX << true << 42;
    QTest::newRow("negative") << "-42" << INT_MIN << INT_MAX << true << -42;
    QTest::newRow("plus") << "+42" << INT_MIN << INT_MAX << true << 42;
    QTest::newRow("trimmed") << " 7 " << INT_MIN << INT_MAX << true << 7;
    QTest::newRow("int max") << "2147483647" << INT_MIN << INT_MAX << true << INT_MAX;
    QTest::newRow("past int max") << "2147483648" << INT_MIN << INT_MAX << true << INT_MAX;
    QTest::newRow("past int min") << "-2147483649" << INT_MIN << INT_MAX << true << INT_MIN;
    QTest::newRow("past long long")
        << "99999999999999999999999" << INT_MIN << INT_MAX << true << INT_MAX;
    QTest::newRow("past long long, negative")
        << "-99999999999999999999999" << INT_MIN << INT_MAX << true << INT_MIN;
    QTest::newRow("below a minimum") << "0" << 1 << 100 << true << 1;
    QTest::newRow("above a maximum") << "101" << 1 << 100 << true << 100;
    QTest::newRow("not a number") << "x" << 1 << 100 << false << 0;
    QTest::newRow("a real") << "2.0" << INT_MIN << INT_MAX << false << 0;
}

void TestValues::integer()
{
    QFETCH(QString, raw);
    QFETCH(int, minimum);
    QFETCH(int, maximum);
    QFETCH(bool, valid);
    QFETCH(int, value);
    const auto n = sgf::parseInteger(raw.toStdString(), minimum, maximum);
    QCOMPARE(n.has_value(), valid);
    if (valid) QCOMPARE(*n, value);
}

void TestValues::real_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("normalized"); // "(none)": not a Real
    QTest::addColumn<double>("value");

    QTest::newRow("komi") << "6.5"
                          << "6.5" << 6.5;
    QTest::newRow("a Number is a Real") << "-3"
                                        << "-3" << -3.0;
    QTest::newRow("plus sign") << "+0.25"
                               << "0.25" << 0.25;
    QTest::newRow("minus fraction") << "-1.5"
                                    << "-1.5" << -1.5;
    QTest::newRow("trailing zeros") << "7.50"
                                    << "7.5" << 7.5;
    QTest::newRow("whole fraction") << "375.0"
                                    << "375" << 375.0;
    QTest::newRow("leading zeros") << "005.5"
                                   << "5.5" << 5.5;
    QTest::newRow("minus zero") << "-0.0"
                                << "0" << 0.0;
    QTest::newRow("white space around") << " 0.5\n"
                                        << "0.5" << 0.5;
    // The grammar asks for a digit before the point and after it.
    QTest::newRow("no whole part") << ".5"
                                   << "(none)" << 0.0;
    QTest::newRow("no whole part, minus") << "-.5"
                                          << "(none)" << 0.0;
    QTest::newRow("no fraction digits") << "1."
                                        << "(none)" << 0.0;
    QTest::newRow("exponent") << "1e3"
                              << "(none)" << 0.0;
    QTest::newRow("comma") << "6,5"
                           << "(none)" << 0.0;
    QTest::newRow("two points") << "1.2.3"
                                << "(none)" << 0.0;
    QTest::newRow("empty") << ""
                           << "(none)" << 0.0;
    QTest::newRow("infinity") << "inf"
                              << "(none)" << 0.0;
}

void TestValues::real()
{
    QFETCH(QString, raw);
    QFETCH(QString, normalized);
    QFETCH(double, value);
    const std::string bytes = raw.toStdString();
    const auto decimal = sgf::parseReal(bytes);
    QCOMPARE(text(decimal), normalized);
    if (decimal) QCOMPARE(decimal->toDouble(), value);
}

void TestValues::komi_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("points"); // "(none)": not a Real
    QTest::addColumn<bool>("hundredths");
    QTest::addColumn<double>("value");

    // FF[4]: KM is a Real.
    QTest::newRow("6.5") << "6.5"
                         << "6.5" << false << 6.5;
    QTest::newRow("zero") << "0"
                          << "0" << false << 0.0;
    QTest::newRow("negative") << "-59.5"
                              << "-59.5" << false << -59.5;
    QTest::newRow("trailing zeros") << "0.500000"
                                    << "0.5" << false << 0.5;
    QTest::newRow("a whole 99") << "99"
                                << "99" << false << 99.0;
    QTest::newRow("not a Real") << "5 1/2"
                                << "(none)" << false << 0.0;
    // Fox's hundredths (the corpus: 2,710 files with KM[750], 24 with 375, 2 with 325).
    QTest::newRow("Fox 750") << "750"
                             << "7.5" << true << 7.5;
    QTest::newRow("Fox 375") << "375"
                             << "3.75" << true << 3.75;
    QTest::newRow("Fox 325") << "325"
                             << "3.25" << true << 3.25;
    QTest::newRow("Fox 650") << " 650 "
                             << "6.5" << true << 6.5;
    QTest::newRow("Fox 100") << "100"
                             << "1" << true << 1.0;
    QTest::newRow("Fox -375") << "-375"
                              << "-3.75" << true << -3.75;
    // Not quarter points, or written with a fraction: a Real as written.
    QTest::newRow("a whole 101") << "101"
                                 << "101" << false << 101.0;
    QTest::newRow("750.0") << "750.0"
                           << "750" << false << 750.0;
}

void TestValues::komi()
{
    QFETCH(QString, raw);
    QFETCH(QString, points);
    QFETCH(bool, hundredths);
    QFETCH(double, value);
    const std::string bytes = raw.toStdString();
    const auto komi = sgf::parseKomi(bytes);
    QCOMPARE(komi ? QString::fromStdString(komi->points.text()) : QStringLiteral("(none)"), points);
    if (!komi) return;
    QCOMPARE(komi->hundredths, hundredths);
    QCOMPARE(komi->points.toDouble(), value);
}

void TestValues::emphasis_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("expected"); // 0: not a Double

    QTest::newRow("normal") << "1" << 1;
    QTest::newRow("emphasized") << "2" << 2;
    QTest::newRow("white space") << " 2 " << 2;
    QTest::newRow("zero") << "0" << 0;
    QTest::newRow("three") << "3" << 0;
    QTest::newRow("empty") << "" << 0;
    QTest::newRow("a Number but no Double") << "+2" << 0;
    QTest::newRow("a Real") << "2.0" << 0;
}

void TestValues::emphasis()
{
    QFETCH(QString, raw);
    QFETCH(int, expected);
    const auto value = sgf::parseDouble(raw.toStdString());
    QCOMPARE(value ? int(*value) : 0, expected);
}

void TestValues::color_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<sgf::Color>("color"); // Empty: not a Color

    QTest::newRow("black") << "B" << sgf::Color::Black;
    QTest::newRow("white") << "W" << sgf::Color::White;
    QTest::newRow("white space") << "\tW " << sgf::Color::White;
    QTest::newRow("lower case") << "b" << sgf::Color::Empty;
    QTest::newRow("word") << "Black" << sgf::Color::Empty;
    QTest::newRow("empty") << "" << sgf::Color::Empty;
    QTest::newRow("both") << "BW" << sgf::Color::Empty;
}

void TestValues::color()
{
    QFETCH(QString, raw);
    QFETCH(sgf::Color, color);
    QCOMPARE(sgf::parseColor(raw.toStdString()).value_or(sgf::Color::Empty), color);
}

QTEST_APPLESS_MAIN(TestValues)
#include "tst_values.moc"
