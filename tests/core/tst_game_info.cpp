// RE and DT read as FF[4] writes them (properties.html): RE "0" or "Draw", "B+"/"W+" with an
// optional score given "as a real value", "B+R"/"B+Resign", "B+T"/"B+Time",
// "B+F"/"B+Forfeit", "Void", "?"; DT "YYYY-MM-DD", partial dates, and lists where shortcuts
// "acquire the last preceding YYYY and MM". Words also read in any case, as servers write
// them, saying they are not FF[4]'s spelling.
#include "sgf/game_info.h"

#include <QTest>

Q_DECLARE_METATYPE(sgf::GameResult::Kind)
Q_DECLARE_METATYPE(sgf::GameResult::Reason)
Q_DECLARE_METATYPE(sgf::Color)

using Kind = sgf::GameResult::Kind;
using Reason = sgf::GameResult::Reason;

class TestGameInfo : public QObject {
    Q_OBJECT

private slots:
    void result_data();
    void result();
    void noResult_data();
    void noResult();
    void date_data();
    void date();
};

void TestGameInfo::result_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<sgf::Color>("winner");
    QTest::addColumn<Reason>("reason");
    QTest::addColumn<QString>("score");
    QTest::addColumn<bool>("exact");
    QTest::addColumn<QString>("written");

    const auto E = sgf::Color::Empty, B = sgf::Color::Black, W = sgf::Color::White;
    QTest::newRow("zero") << "0" << Kind::Draw << E << Reason::None << "" << true << "0";
    QTest::newRow("Draw") << "Draw" << Kind::Draw << E << Reason::None << "" << true << "Draw";
    QTest::newRow("draw") << "draw" << Kind::Draw << E << Reason::None << "" << false << "Draw";
    QTest::newRow("Void") << "Void" << Kind::Void << E << Reason::None << "" << true << "Void";
    QTest::newRow("?") << "?" << Kind::Unknown << E << Reason::None << "" << true << "?";
    QTest::newRow("B+") << "B+" << Kind::Win << B << Reason::None << "" << true << "B+";
    QTest::newRow("B+0.5") << "B+0.5" << Kind::Win << B << Reason::Score << "0.5" << true
                           << "B+0.5";
    QTest::newRow("W+64") << "W+64" << Kind::Win << W << Reason::Score << "64" << true << "W+64";
    QTest::newRow("B+12.5 in spaces")
        << " B+12.5 " << Kind::Win << B << Reason::Score << "12.5" << true << "B+12.5";
    QTest::newRow("B+R") << "B+R" << Kind::Win << B << Reason::Resign << "" << true << "B+R";
    QTest::newRow("W+Resign") << "W+Resign" << Kind::Win << W << Reason::Resign << "" << true
                              << "W+Resign";
    QTest::newRow("w+resign") << "w+resign" << Kind::Win << W << Reason::Resign << "" << false
                              << "W+Resign";
    QTest::newRow("B+T") << "B+T" << Kind::Win << B << Reason::Time << "" << true << "B+T";
    QTest::newRow("W+Time") << "W+Time" << Kind::Win << W << Reason::Time << "" << true << "W+Time";
    QTest::newRow("B+F") << "B+F" << Kind::Win << B << Reason::Forfeit << "" << true << "B+F";
    QTest::newRow("W+Forfeit") << "W+Forfeit" << Kind::Win << W << Reason::Forfeit << "" << true
                               << "W+Forfeit";
    QTest::newRow("b+r") << "b+r" << Kind::Win << B << Reason::Resign << "" << false << "B+R";
}

void TestGameInfo::result()
{
    QFETCH(QString, raw);
    QFETCH(Kind, kind);
    QFETCH(sgf::Color, winner);
    QFETCH(Reason, reason);
    QFETCH(QString, score);
    QFETCH(bool, exact);
    QFETCH(QString, written);
    const std::string text = raw.toStdString();
    const auto result = sgf::parseResult(text);
    QVERIFY(result);
    QCOMPARE(result->kind, kind);
    QCOMPARE(result->winner, winner);
    QCOMPARE(result->reason, reason);
    QCOMPARE(QString::fromStdString(reason == Reason::Score ? result->score.text() : ""), score);
    QCOMPARE(result->exact, exact);
    QCOMPARE(QString::fromStdString(result->written), written);
}

void TestGameInfo::noResult_data()
{
    QTest::addColumn<QString>("raw");
    QTest::newRow("empty") << "";
    // "Applications must not write "Black resigns"."
    QTest::newRow("words") << "Black resigns";
    QTest::newRow("negative score") << "B+-3";
    QTest::newRow("score not a Real") << "W+2,5";
    QTest::newRow("unknown reason") << "B+Timeout";
    QTest::newRow("no plus") << "B3.5";
    QTest::newRow("jigo") << "jigo";
}

void TestGameInfo::noResult()
{
    QFETCH(QString, raw);
    QVERIFY(!sgf::parseResult(raw.toStdString()));
}

void TestGameInfo::date_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<bool>("valid");
    QTest::newRow("YYYY-MM-DD") << "2018-03-20" << true;
    QTest::newRow("YYYY") << "1996" << true;
    QTest::newRow("YYYY-MM") << "1996-05" << true;
    // The spec's examples.
    QTest::newRow("1996-05,06") << "1996-05,06" << true;
    QTest::newRow("1996-05-06,07,08") << "1996-05-06,07,08" << true;
    QTest::newRow("1996,1997") << "1996,1997" << true;
    QTest::newRow("1996-12-27,28,1997-01-03,04") << "1996-12-27,28,1997-01-03,04" << true;
    QTest::newRow("1997-05-05,06") << "1997-05-05,06" << true;
    QTest::newRow("MM-DD after YYYY-MM") << "1996-05,06-01" << true;
    QTest::newRow("leap day") << "2000-02-29" << true;
    QTest::newRow("white space around") << " 2018-03-20 " << true;
    QTest::newRow("no leap day") << "1900-02-29" << false;
    QTest::newRow("30 February") << "1996-02-30" << false;
    QTest::newRow("month 13") << "1996-13-01" << false;
    QTest::newRow("day 0") << "1996-05-00" << false;
    QTest::newRow("dots") << "25.02.2014" << false;
    QTest::newRow("slashes") << "2001/10/11" << false;
    QTest::newRow("two-digit year") << "96-05-06" << false;
    QTest::newRow("space after a comma") << "1996-05-06, 07" << false;
    QTest::newRow("DD after YYYY") << "1996,05" << false;
    QTest::newRow("MM after a day") << "1996-05-06,07-08,09" << true; // 07-08 then DD 09
    QTest::newRow("trailing comma") << "1996," << false;
    QTest::newRow("words") << "a sunny afternoon last summer" << false;
    QTest::newRow("empty") << "" << false;
}

void TestGameInfo::date()
{
    QFETCH(QString, raw);
    QFETCH(bool, valid);
    QCOMPARE(sgf::isDate(raw.toStdString()), valid);
}

QTEST_APPLESS_MAIN(TestGameInfo)
#include "tst_game_info.moc"
