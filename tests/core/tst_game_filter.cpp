// The game list's filter (sgf/game_filter.h): a player by the start of the name in either
// colour, an event, a range of dates (DT read as FF[4] writes it, or as files often do), a
// result; and the dates DT stands for.
#include "sgf/game_filter.h"
#include "sgf/parser.h"

#include <QTest>

namespace {

// "first-last" for each date, as YYYYMMDD.
QStringList spans(const std::vector<sgf::DateSpan> &dates)
{
    QStringList out;
    for (const sgf::DateSpan &date : dates)
        out << QStringLiteral("%1-%2").arg(date.first).arg(date.last);
    return out;
}

} // namespace

class TestGameFilter : public QObject {
    Q_OBJECT

private slots:
    void dates_data();
    void dates();
    void dateBound_data();
    void dateBound();
    void filter_data();
    void filter();
};

void TestGameFilter::dates_data()
{
    QTest::addColumn<QString>("dt");
    QTest::addColumn<bool>("isDate"); // written as FF[4] writes DT
    QTest::addColumn<QStringList>("spans");

    // FF[4] (properties.html, DT): "YYYY-MM-DD", partial dates, and shortcuts after a comma.
    QTest::newRow("a day") << "1996-05-06" << true << QStringList{"19960506-19960506"};
    QTest::newRow("a month") << "1996-05" << true << QStringList{"19960501-19960531"};
    QTest::newRow("a year") << "1996" << true << QStringList{"19960101-19961231"};
    QTest::newRow("February of a leap year")
        << "1996-02" << true << QStringList{"19960201-19960229"};
    QTest::newRow("February of 1900") << "1900-02" << true << QStringList{"19000201-19000228"};
    QTest::newRow("days of one month: 1996-05-06,07,08")
        << "1996-05-06,07,08" << true
        << QStringList{"19960506-19960506", "19960507-19960507", "19960508-19960508"};
    QTest::newRow("months: 1996-05,06")
        << "1996-05,06" << true << QStringList{"19960501-19960531", "19960601-19960630"};
    QTest::newRow("month and day after a day: 1996-05-06,06-07")
        << "1996-05-06,06-07" << true << QStringList{"19960506-19960506", "19960607-19960607"};
    QTest::newRow("another year: 1996-12-27,28,1997-01-03")
        << "1996-12-27,28,1997-01-03" << true
        << QStringList{"19961227-19961227", "19961228-19961228", "19970103-19970103"};
    QTest::newRow("white space around")
        << " 1996-05-06 " << true << QStringList{"19960506-19960506"};
    // Not FF[4]: the first date as written elsewhere, each part kept only when it exists.
    QTest::newRow("dots") << "2003.10.05" << false << QStringList{"20031005-20031005"};
    QTest::newRow("slashes, one digit") << "2003/10/5" << false << QStringList{"20031005-20031005"};
    QTest::newRow("words around a year")
        << "5 Oct 2003" << false << QStringList{"20030101-20031231"};
    QTest::newRow("a day that does not exist: the month")
        << "2003-02-30" << false << QStringList{"20030201-20030228"};
    QTest::newRow("a month that does not exist: the year")
        << "2003-13-01" << false << QStringList{"20030101-20031231"};
    QTest::newRow("a date with a note after it")
        << "2003-10-05 (day 1)" << false << QStringList{"20031005-20031005"};
    QTest::newRow("no year") << "yesterday" << false << QStringList{};
    QTest::newRow("eight digits are no year") << "20031005" << false << QStringList{};
    QTest::newRow("empty") << "" << false << QStringList{};
}

void TestGameFilter::dates()
{
    QFETCH(QString, dt);
    QFETCH(bool, isDate);
    QFETCH(QStringList, spans);
    const std::string raw = dt.toStdString();
    QCOMPARE(sgf::isDate(raw), isDate);
    QCOMPARE(sgf::parseDates(raw).has_value(), isDate);
    QCOMPARE(::spans(sgf::readDates(raw)), spans);
}

void TestGameFilter::dateBound_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("span");
    QTest::newRow("year") << "2003" << QStringList{"20030101-20031231"};
    QTest::newRow("month") << "2003-10" << QStringList{"20031001-20031031"};
    QTest::newRow("day") << " 2003-10-05 " << QStringList{"20031005-20031005"};
    QTest::newRow("two dates") << "2003-10-05,06" << QStringList{};
    QTest::newRow("not a date") << "2003.10" << QStringList{};
    QTest::newRow("empty") << "" << QStringList{};
}

void TestGameFilter::dateBound()
{
    QFETCH(QString, text);
    QFETCH(QStringList, span);
    const auto bound = sgf::parseDateBound(text.toStdString());
    QCOMPARE(bound ? spans({*bound}) : QStringList{}, span);
}

Q_DECLARE_METATYPE(sgf::GameFilter)

void TestGameFilter::filter_data()
{
    QTest::addColumn<sgf::GameFilter>("filter");
    QTest::addColumn<QList<int>>("games"); // the games (0-based) it keeps

    // 0: Lee Sedol (B) beats Gu Li at the Samsung Cup, 2004-05-06.
    // 1: Cho Chikun (B) and Lee Changho (W), White wins, 1996, event "Kisei".
    // 2: Gu Li (B) and Lee Sedol (W), "jigo", dated "2014.01.26" (not FF[4]).
    // 3: no game info at all.
    // 4: Ли Чанхо in Cyrillic, capitals, result "Void", DT 2004-05,06.
    sgf::GameFilter none;
    QTest::newRow("empty keeps all") << none << QList<int>{0, 1, 2, 3, 4};
    sgf::GameFilter f;
    f.player = "Lee";
    QTest::newRow("player, either colour") << f << QList<int>{0, 1, 2};
    f.player = "lee s";
    QTest::newRow("player, case ignored") << f << QList<int>{0, 2};
    f.player = "Sedol";
    QTest::newRow("player by the start of the name only") << f << QList<int>{};
    f.player = "ли";
    QTest::newRow("player in Cyrillic, case folded") << f << QList<int>{4};
    f = {};
    f.event = "cup";
    QTest::newRow("event contains, case ignored") << f << QList<int>{0};
    f = {};
    f.firstDay = 20040101;
    QTest::newRow("from 2004") << f << QList<int>{0, 2, 4};
    f.lastDay = 20041231;
    QTest::newRow("2004 only") << f << QList<int>{0, 4};
    f.firstDay = 20040507;
    f.lastDay = 20040531;
    QTest::newRow("a range inside a DT month, not its day") << f << QList<int>{4};
    f.firstDay = {};
    f.lastDay = 19961231;
    QTest::newRow("up to 1996, a year's DT") << f << QList<int>{1};
    f = {};
    f.result = sgf::ResultFilter::BlackWins;
    QTest::newRow("black wins") << f << QList<int>{0};
    f.result = sgf::ResultFilter::WhiteWins;
    QTest::newRow("white wins") << f << QList<int>{1};
    f.result = sgf::ResultFilter::Draw;
    QTest::newRow("draw, jigo written 0") << f << QList<int>{2};
    f.result = sgf::ResultFilter::NoResult;
    QTest::newRow("no result: none, Void") << f << QList<int>{3, 4};
    f = {};
    f.player = "Lee";
    f.result = sgf::ResultFilter::BlackWins;
    f.firstDay = 20000101;
    QTest::newRow("all at once") << f << QList<int>{0};
}

void TestGameFilter::filter()
{
    QFETCH(sgf::GameFilter, filter);
    QFETCH(QList<int>, games);
    const auto collection =
        sgf::parseCollection("(;PB[Lee Sedol]PW[Gu Li]EV[Samsung Cup]DT[2004-05-06]RE[B+R])"
                             "(;PB[Cho Chikun]PW[Lee Changho]EV[Kisei]DT[1996]RE[W+2.5])"
                             "(;PB[Gu Li]PW[ Lee Sedol]DT[2014.01.26]RE[0])"
                             "(;B[aa])"
                             "(;PB[ЛИ ЧАНХО]RE[Void]DT[2004-05,06])");
    QList<int> kept;
    for (std::size_t game = 0; game < collection.size(); ++game)
        if (sgf::matches(filter, collection.tree(game).root())) kept << int(game);
    QCOMPARE(kept, games);
}

QTEST_APPLESS_MAIN(TestGameFilter)
#include "tst_game_filter.moc"
