// Values against their property's type and the property itself, from FF[4]'s text
// (https://www.red-bean.com/sgf/ sgf.html "Property Value Types", properties.html, go.html
// and the FF[1]-FF[4] property index). Each finding at the value's '[' or the identifier, in
// document order, with its severity: an error when the value cannot be used, a warning when
// a rule is broken but the value is usable, a note for style and for properties the file
// format does not define.
#include "check_findings.h"

#include <QTest>

using testdata::findingsOf;
using testdata::placed;

class TestCheckValues : public QObject {
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void repeatedIdentifierIsNotTooManyValues();
};

void TestCheckValues::values_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QStringList>("expected"); // "MARKER: SEVERITY: MESSAGE"

    // Move: "two lowercase letters" ('A'-'Z' past 26), a pass "[]", or "[tt]" on boards up
    // to 19x19 (go.html).
    QTest::newRow("a move on the board") << QByteArray("(;FF[4];B[pd];W[])") << QStringList();
    QTest::newRow("off the board") << QByteArray("(;FF[4]SZ[9];B[jj])")
                                   << QStringList{"[jj]: error: B[jj] is off the 9x9 board"};
    QTest::newRow("three letters")
        << QByteArray("(;FF[4];B[abc])") << QStringList{"[abc]: error: B[abc] is not a point"};
    QTest::newRow("digits") << QByteArray("(;FF[4];W[90])")
                            << QStringList{"[90]: error: W[90] is not a point"};
    QTest::newRow("tt is a point on 21x21") << QByteArray("(;FF[4]SZ[21];B[tt])") << QStringList();
    QTest::newRow("FF[4] pass in FF[3]")
        << QByteArray("(;FF[3];B[])")
        << QStringList{
               "[]: warning: B[] is an FF[4] pass, but this game is FF[3], where a pass is B[tt]"};
    QTest::newRow("FF[3] pass in FF[3]") << QByteArray("(;FF[3];W[tt])") << QStringList();
    // The issue's file: the ']' after "nc" is missing, and B's value runs to "rd".
    QTest::newRow("value running into the next node")
        << QByteArray("(;GM[1]FF[4]SZ[19](;B[qd];W[od])(;B[pd];W[qf];B[nc\n;W[rd];B[qc]))")
        << QStringList{"[nc: error: B value 'nc' runs past the end of its line into what looks "
                       "like the next node: a ']' is probably missing there"};
    QTest::newRow("a line break inside a bad value, nothing after it")
        << QByteArray("(;FF[4];B[n\n c])") << QStringList{"[n: error: B[n c] is not a point"};

    // Number, Real, Double, Color, None.
    QTest::newRow("number") << QByteArray("(;FF[4];B[aa]MN[two])")
                            << QStringList{"[two]: error: MN[two] is not a number"};
    QTest::newRow("real with a comma") << QByteArray("(;FF[4]KM[6,5])")
                                       << QStringList{"[6,5]: error: KM[6,5] is not a real number"};
    QTest::newRow("real without digits before the point")
        << QByteArray("(;FF[4]KM[.5])") << QStringList{"[.5]: error: KM[.5] is not a real number"};
    QTest::newRow("Fox's komi times ten is a Real")
        << QByteArray("(;FF[4]KM[750])") << QStringList();
    QTest::newRow("double") << QByteArray("(;FF[4]GB[3])")
                            << QStringList{"[3]: error: GB[3] is neither 1 nor 2"};
    QTest::newRow("empty double") << QByteArray("(;FF[4]DM[])")
                                  << QStringList{"[]: error: DM[] is empty; DM needs a value"};
    QTest::newRow("color is B or W")
        << QByteArray("(;FF[4]PL[w])") << QStringList{"[w]: error: PL[w] is neither B nor W"};
    QTest::newRow("none with a value")
        << QByteArray("(;FF[4];B[aa]KO[x])") << QStringList{"[x]: warning: KO[x] takes no value"};

    // Lists of points, compressed rectangles, elists.
    QTest::newRow("a point off the board in a list")
        << QByteArray("(;FF[4]AB[aa][zz])")
        << QStringList{"[zz]: error: AB[zz] is off the 19x19 board"};
    QTest::newRow("a rectangle past the board")
        << QByteArray("(;FF[4]AB[aa:tt])")
        << QStringList{"[aa:tt]: error: AB[aa:tt] is off the 19x19 board"};
    QTest::newRow("one letter") << QByteArray("(;FF[4]AE[a])")
                                << QStringList{"[a]: error: AE[a] is not a point"};
    QTest::newRow("an empty list of stone")
        << QByteArray("(;FF[4]AW[])") << QStringList{"[]: error: AW[] is empty; AW needs a value"};
    QTest::newRow("an empty elist") << QByteArray("(;FF[4]TB[])") << QStringList();
    // "VW[] clears any setting, i.e. the whole board is visible again."
    QTest::newRow("values after VW[]")
        << QByteArray("(;FF[4]VW[][aa])")
        << QStringList{"[]: warning: VW[] and more values: [] alone shows the whole board"};
    QTest::newRow("[] among points")
        << QByteArray("(;FF[4]DD[aa][])")
        << QStringList{"[]: warning: DD[] among other values: an empty list stands alone"};
    QTest::newRow("rectangles in FF[3]")
        << QByteArray("(;FF[3]AB[aa:bb])")
        << QStringList{
               "[aa:bb]: warning: AB[aa:bb] is a composed value, which FF[3] does not have"};

    // Compose values: AR and LN "point ':' point", LB "point ':' simpletext", AP
    // "simpletext ':' simpletext", SZ "number ':' number", FG "number ':' simpletext".
    QTest::newRow("arrow without its second point")
        << QByteArray("(;FF[4]AR[aa:bb][cc])")
        << QStringList{"[cc]: error: AR[cc] is not two points (point:point)"};
    // "It's illegal to specify a one point arrow, e.g. AR[cc:cc]"; LN likewise.
    QTest::newRow("one point arrow")
        << QByteArray("(;FF[4]AR[cc:cc])")
        << QStringList{"[cc:cc]: warning: AR[cc:cc] goes from a point to itself"};
    QTest::newRow("one point line")
        << QByteArray("(;FF[4]LN[dd:dd])")
        << QStringList{"[dd:dd]: warning: LN[dd:dd] goes from a point to itself"};
    QTest::newRow("line off the board")
        << QByteArray("(;FF[4]LN[aa:zz])")
        << QStringList{"[aa:zz]: error: LN[aa:zz] is off the 19x19 board"};
    QTest::newRow("label without its text")
        << QByteArray("(;FF[4]LB[aa])")
        << QStringList{"[aa]: error: LB[aa] is not a point and a text (point:text)"};
    QTest::newRow("label off the board")
        << QByteArray("(;FF[4]LB[zz:A])")
        << QStringList{"[zz:A]: error: LB[zz:A] is off the 19x19 board"};
    QTest::newRow("label with an empty text") << QByteArray("(;FF[4]LB[aa:])") << QStringList();
    QTest::newRow("application without version")
        << QByteArray("(;FF[4]AP[YuanYu])")
        << QStringList{"[YuanYu]: warning: AP[YuanYu] lacks the version (name:version)"};
    // "Square boards must not be defined using the compose type value: e.g. SZ[19:19] is
    // illegal." "For Go games the maximum size is limited to 52x52."
    QTest::newRow("square board as a pair")
        << QByteArray("(;FF[4]SZ[19:19])")
        << QStringList{"[19:19]: warning: SZ[19:19] is a square board, written SZ[19]"};
    QTest::newRow("rectangular board") << QByteArray("(;FF[4]SZ[19:13])") << QStringList();
    QTest::newRow("board too big")
        << QByteArray("(;FF[4]SZ[53])")
        << QStringList{"[53]: error: SZ[53] is out of range: a Go board has 1 to 52 lines"};
    QTest::newRow("no board size")
        << QByteArray("(;FF[4]SZ[x])") << QStringList{"[x]: error: SZ[x] is not a board size"};
    QTest::newRow("rectangular board in FF[3]")
        << QByteArray("(;FF[3]SZ[19:13])")
        << QStringList{
               "[19:13]: warning: SZ[19:13] is a composed value, which FF[3] does not have"};
    QTest::newRow("figure") << QByteArray("(;FF[4]FG[257:Figure 1];FG[])") << QStringList();
    QTest::newRow("figure without its number")
        << QByteArray("(;FF[4]FG[x:Figure])")
        << QStringList{"[x:Figure]: error: FG[x:Figure] is not a number and a text (number:text)"};

    // Root values: "FF ... number (range: 1-4)", GM "Go = 1", "ST ... number (range: 0-3)";
    // PM's modes are 0, 1 and 2.
    QTest::newRow("unknown file format")
        << QByteArray("(;FF[7])") << QStringList{"[7]: error: FF[7] is not a file format (1 to 4)"};
    QTest::newRow("a game other than Go")
        << QByteArray("(;FF[4]GM[2])")
        << QStringList{"[2]: warning: GM[2] is not Go: moves and points are not checked"};
    QTest::newRow("variation style out of range")
        << QByteArray("(;FF[4]ST[4])")
        << QStringList{"[4]#2: warning: ST[4] is out of range (0 to 3)"};
    QTest::newRow("print mode out of range")
        << QByteArray("(;FF[4]PM[3])")
        << QStringList{"[3]: warning: PM[3] is out of range (0 to 2)"};
    QTest::newRow("move number 0")
        << QByteArray("(;FF[4];B[aa]MN[0])")
        << QStringList{"[0]: warning: MN[0] is out of range (1 to 999999999)"};

    // RE: "It is MANDATORY to use the following format": "0" or "Draw", "B+"/"W+" with an
    // optional Real score, R/Resign, T/Time, F/Forfeit, "Void", "?".
    for (const char *result : {"0", "Draw", "B+", "W+0.5", "B+12.5", "W+64", "B+R", "W+Resign",
                               "B+T", "W+Time", "B+F", "W+Forfeit", "Void", "?"})
        QTest::newRow(qPrintable(QStringLiteral("result %1").arg(result)))
            << QByteArray("(;FF[4]RE[") + result + "])" << QStringList();
    QTest::newRow("result in lower case")
        << QByteArray("(;FF[4]RE[draw])")
        << QStringList{"[draw]: warning: RE[draw] is written RE[Draw] in FF[4]"};
    QTest::newRow("resignation in lower case")
        << QByteArray("(;FF[4]RE[b+r])")
        << QStringList{"[b+r]: warning: RE[b+r] is written RE[B+R] in FF[4]"};
    // "Applications must not write "Black resigns"."
    QTest::newRow("result in words")
        << QByteArray("(;FF[4]RE[Black resigns])")
        << QStringList{"[Black resigns]: warning: RE[Black resigns] is not a result as FF[4] "
                       "writes it (such as B+R, W+2.5, 0, Void, ?)"};
    QTest::newRow("negative score")
        << QByteArray("(;FF[4]RE[B+-3])")
        << QStringList{"[B+-3]: warning: RE[B+-3] is not a result as FF[4] writes it (such as "
                       "B+R, W+2.5, 0, Void, ?)"};

    // DT: "YYYY-MM-DD", partial dates and the spec's own examples of several dates.
    for (const char *date : {"1996", "1996-05", "2018-03-20", "1996-05,06", "1996-05-06,07,08",
                             "1996,1997", "1996-12-27,28,1997-01-03,04", "2000-02-29"})
        QTest::newRow(qPrintable(QStringLiteral("date %1").arg(date)))
            << QByteArray("(;FF[4]DT[") + date + "])" << QStringList();
    for (const char *date : {"25.02.2014", "2001/10/11", "1996-13-01", "1996-02-30", "1900-02-29",
                             "1996,05", "1996-05-06, 07", "96-05-06", "1996-05-06-07"})
        QTest::newRow(qPrintable(QStringLiteral("no date %1").arg(date)))
            << QByteArray("(;FF[4]DT[") + date + "])"
            << QStringList{QStringLiteral("[%1]: warning: DT[%1] is not a date as FF[4] writes "
                                          "it (YYYY-MM-DD)")
                               .arg(date)};

    // Text: empty says nothing (a note); control characters are none of SGF's white space.
    QTest::newRow("empty game name")
        << QByteArray("(;FF[4]GN[]C[  ])")
        << QStringList{"[]: note: GN[] is empty", "[  ]: note: C[] is empty"};
    QTest::newRow("control character")
        << QByteArray("(;FF[4]C[a\x01z])")
        << QStringList{"[a: warning: C[a\\x01z] holds the control character U+0001"};

    // Properties: unknown ones and those of another file format are notes.
    QTest::newRow("unknown property") << QByteArray("(;FF[4]XX[1]MULTIGOGM[1])")
                                      << QStringList{"XX: note: unknown property XX",
                                                     "MULTIGOGM: note: unknown property MULTIGOGM"};
    QTest::newRow("an FF[3] property in FF[4]")
        << QByteArray("(;FF[4]TC[5])") << QStringList{"TC: note: TC is not a property of FF[4]"};
    QTest::newRow("an FF[3] property in FF[3]")
        << QByteArray("(;FF[3]TC[5])")
        << QStringList{"TC: note: TC is an old property, no longer in FF[4]"};
    // "FF ... Default value: 1": CA came with FF[4].
    QTest::newRow("CA without FF")
        << QByteArray("(;CA[UTF-8])") << QStringList{"CA: note: CA is not a property of FF[1]"};
    QTest::newRow("one value only")
        << QByteArray("(;FF[4]GN[a][b])") << QStringList{"[b]: error: GN takes one value, not 2"};
}

void TestCheckValues::values()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QStringList, expected);
    QCOMPARE(findingsOf(sgf), placed(sgf, expected));
}

// "GN[a]GN[b]" is a repeated property, which reading merges and reports: the check does not
// report its second value again.
void TestCheckValues::repeatedIdentifierIsNotTooManyValues()
{
    QCOMPARE(findingsOf("(;FF[4]GN[a]GN[b])"), QStringList());
    QCOMPARE(findingsOf("(;FF[4]GN[a] [b])"),
             placed("(;FF[4]GN[a] [b])", {"[b]: error: GN takes one value, not 2"}));
}

QTEST_APPLESS_MAIN(TestCheckValues)
#include "tst_check_values.moc"
