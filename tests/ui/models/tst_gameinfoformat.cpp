// Game-info values as people read them, checked against the FF[4] spec's formats
// (https://www.red-bean.com/sgf/properties.html: RE, TM, KM, HA; the Real and Number types):
// the spec's own examples first, then what real files write, then what stays as written.
#include "english_plurals.h"
#include "models/gameinfoformat.h"

#include <QTest>

using sgfview::GameInfoFormat;

class TestGameInfoFormat : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void result_data();
    void result();
    void timeLimit_data();
    void timeLimit();
    void real_data();
    void real();
    void number_data();
    void number();
    void player_data();
    void player();
};

void TestGameInfoFormat::initTestCase()
{
    QVERIFY(testdata::installEnglishPlurals()); // "%n hour(s)" reads "1 hour", "2 hours"
}

void TestGameInfoFormat::result_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    // The spec's forms.
    QTest::newRow("0 is a draw") << "0"
                                 << "Draw";
    QTest::newRow("Draw") << "Draw"
                          << "Draw";
    QTest::newRow("B+ without score") << "B+"
                                      << "Black wins";
    QTest::newRow("W+ without score") << "W+"
                                      << "White wins";
    QTest::newRow("B+0.5") << "B+0.5"
                           << "Black wins by 0.5 points";
    QTest::newRow("W+64") << "W+64"
                          << "White wins by 64 points";
    QTest::newRow("B+12.5") << "B+12.5"
                            << "Black wins by 12.5 points";
    QTest::newRow("W+12.5") << "W+12.5"
                            << "White wins by 12.5 points";
    QTest::newRow("B+R") << "B+R"
                         << "Black wins by resignation";
    QTest::newRow("B+Resign") << "B+Resign"
                              << "Black wins by resignation";
    QTest::newRow("W+R") << "W+R"
                         << "White wins by resignation";
    QTest::newRow("W+Resign") << "W+Resign"
                              << "White wins by resignation";
    QTest::newRow("B+T") << "B+T"
                         << "Black wins on time";
    QTest::newRow("W+T") << "W+T"
                         << "White wins on time";
    QTest::newRow("W+Time") << "W+Time"
                            << "White wins on time";
    QTest::newRow("B+F") << "B+F"
                         << "Black wins by forfeit";
    QTest::newRow("B+Forfeit") << "B+Forfeit"
                               << "Black wins by forfeit";
    QTest::newRow("W+F") << "W+F"
                         << "White wins by forfeit";
    QTest::newRow("Void") << "Void"
                          << "No result";
    QTest::newRow("?") << "?"
                       << "Unknown";
    // What servers write: lower case (Fox's "draw"), a trailing zero, one point.
    QTest::newRow("draw in lower case") << "draw"
                                        << "Draw";
    QTest::newRow("b+r in lower case") << "b+r"
                                       << "Black wins by resignation";
    QTest::newRow("trailing zero") << "B+2.50"
                                   << "Black wins by 2.5 points";
    QTest::newRow("one point") << "W+1"
                               << "White wins by 1 point";
    QTest::newRow("surrounding space") << " B+R "
                                       << "Black wins by resignation";
    // Anything else, as written.
    QTest::newRow("prose") << "Black resigns"
                           << "Black resigns";
    QTest::newRow("Jigo") << "Jigo"
                          << "Jigo";
    QTest::newRow("unknown reason") << "B+X"
                                    << "B+X";
    QTest::newRow("signed score") << "W+-3"
                                  << "W+-3";
    QTest::newRow("score with text") << "B+3 points"
                                     << "B+3 points";
    QTest::newRow("no plus") << "B3.5"
                             << "B3.5";
    QTest::newRow("Japanese") << "黒中押し勝"
                              << "黒中押し勝";
}

void TestGameInfoFormat::result()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(GameInfoFormat::result(value), expected);
}

void TestGameInfoFormat::timeLimit_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("90 minutes") << "5400"
                                << "1 hour 30 minutes";
    QTest::newRow("one hour") << "3600"
                              << "1 hour";
    QTest::newRow("two hours") << "7200"
                               << "2 hours";
    QTest::newRow("one minute") << "60"
                                << "1 minute";
    QTest::newRow("twenty minutes") << "1200"
                                    << "20 minutes";
    QTest::newRow("one of each") << "3661"
                                 << "1 hour 1 minute 1 second";
    QTest::newRow("seconds only") << "45"
                                  << "45 seconds";
    QTest::newRow("fraction") << "90.5"
                              << "1 minute 30.5 seconds";
    QTest::newRow("whole real") << "7200.0"
                                << "2 hours";
    QTest::newRow("zero") << "0"
                          << "0 seconds";
    QTest::newRow("three days in hours") << "259200"
                                         << "72 hours";
    QTest::newRow("beyond splitting") << "12345678901234"
                                      << "12345678901234 seconds";
    QTest::newRow("not a number") << "1h"
                                  << "1h";
    QTest::newRow("negative") << "-60"
                              << "-60";
}

void TestGameInfoFormat::timeLimit()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(GameInfoFormat::timeLimit(value), expected);
}

void TestGameInfoFormat::real_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("6.5") << "6.5"
                         << "6.5";
    QTest::newRow("zero") << "0"
                          << "0";
    QTest::newRow("negative") << "-3"
                              << "-3";
    QTest::newRow("plus sign") << "+7.5"
                               << "7.5";
    QTest::newRow("trailing zeros") << "6.50"
                                    << "6.5";
    QTest::newRow("leading zeros") << "005.5"
                                   << "5.5";
    QTest::newRow("whole") << "375.0"
                           << "375";
    QTest::newRow("negative zero") << "-0.0"
                                   << "0";
    QTest::newRow("spaces") << " 5.5 "
                            << "5.5";
    QTest::newRow("comma") << "6,5"
                           << "6,5";
    QTest::newRow("no integer part") << ".5"
                                     << ".5";
    QTest::newRow("no fraction digits") << "6."
                                        << "6.";
    QTest::newRow("words") << "six and a half"
                           << "six and a half";
}

void TestGameInfoFormat::real()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(GameInfoFormat::real(value), expected);
}

void TestGameInfoFormat::number_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("2") << "2"
                       << "2";
    QTest::newRow("leading zero") << "09"
                                  << "9";
    QTest::newRow("zero") << "0"
                          << "0";
    QTest::newRow("a real is not a number") << "2.0"
                                            << "2.0";
    QTest::newRow("words") << "two"
                           << "two";
}

void TestGameInfoFormat::number()
{
    QFETCH(QString, value);
    QFETCH(QString, expected);
    QCOMPARE(GameInfoFormat::number(value), expected);
}

void TestGameInfoFormat::player_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("rank");
    QTest::addColumn<QString>("expected");
    QTest::newRow("name and rank") << "Honinbo Shusaku"
                                   << "4d"
                                   << "Honinbo Shusaku (4d)";
    QTest::newRow("name only") << "Gennan"
                               << ""
                               << "Gennan";
    QTest::newRow("rank only") << ""
                               << "9段"
                               << "9段";
    QTest::newRow("neither") << ""
                             << ""
                             << "";
}

void TestGameInfoFormat::player()
{
    QFETCH(QString, name);
    QFETCH(QString, rank);
    QFETCH(QString, expected);
    QCOMPARE(GameInfoFormat::player(name, rank), expected);
}

// An application: translators are installed on it.
QTEST_GUILESS_MAIN(TestGameInfoFormat)
#include "tst_gameinfoformat.moc"
