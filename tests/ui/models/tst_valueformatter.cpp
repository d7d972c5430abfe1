// Values as a player reads them, by type (FF[4] value types; Go coordinates A-T without I,
// rows from the bottom).
#include "models/qtsgf.h"
#include "models/valueformatter.h"
#include "sgf/parser.h"

#include <QTest>

using sgfview::ValueFormatter;

class TestValueFormatter : public QObject {
    Q_OBJECT

private slots:
    void format_data();
    void format();
    void hugeValuesAreCut();
};

void TestValueFormatter::format_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QString>("root"); // the game's root properties
    QTest::addColumn<QString>("expected");

    QTest::newRow("move") << QByteArray("B[pd]") << "SZ[19]"
                          << "Q16";
    QTest::newRow("pass") << QByteArray("W[]") << "SZ[19]"
                          << "pass";
    QTest::newRow("tt pass") << QByteArray("W[tt]") << "SZ[19]"
                             << "pass";
    QTest::newRow("tt on 21x21") << QByteArray("W[tt]") << "SZ[21]"
                                 << "U2";
    QTest::newRow("invalid move") << QByteArray("B[zz]") << "SZ[19]"
                                  << "invalid (zz)";
    QTest::newRow("stones") << QByteArray("AB[aa][ss]") << "SZ[19]"
                            << "A19, T1";
    QTest::newRow("compressed") << QByteArray("AW[aa:cc]") << "SZ[19]"
                                << "A19–C17";
    QTest::newRow("empty elist") << QByteArray("DD[]") << "SZ[19]"
                                 << "none";
    QTest::newRow("colour") << QByteArray("PL[W]") << "SZ[19]"
                            << "White";
    QTest::newRow("double") << QByteArray("GB[2]") << "SZ[19]"
                            << "emphasized";
    QTest::newRow("none") << QByteArray("KO[]") << "SZ[19]"
                          << "(set)";
    QTest::newRow("number") << QByteArray("HA[ 3 ]") << "SZ[19]"
                            << "3";
    QTest::newRow("real") << QByteArray("KM[6.5]") << "SZ[19]"
                          << "6.5";
    QTest::newRow("size") << QByteArray("SZ[19]") << "SZ[19]"
                          << "19×19";
    QTest::newRow("rectangular size") << QByteArray("SZ[19:13]") << "SZ[19]"
                                      << "19×13";
    QTest::newRow("bad size") << QByteArray("SZ[abc]") << "SZ[19]"
                              << "invalid (abc)";
    QTest::newRow("labels") << QByteArray("LB[pd:A][dp:tenuki\\:x]") << "SZ[19]"
                            << "Q16: A, D4: tenuki:x";
    QTest::newRow("arrow") << QByteArray("AR[aa:bb]") << "SZ[19]"
                           << "A19 → B18";
    QTest::newRow("line") << QByteArray("LN[aa:bb]") << "SZ[19]"
                          << "A19 — B18";
    QTest::newRow("application") << QByteArray("AP[CGoban:3]") << "SZ[19]"
                                 << "CGoban 3";
    QTest::newRow("text keeps line breaks") << QByteArray("C[a\\\nb\nc]") << "SZ[19]"
                                            << "ab\nc";
    QTest::newRow("simple text joins lines") << QByteArray("GN[a\nb]") << "SZ[19]"
                                             << "a b";
    QTest::newRow("figure") << QByteArray("FG[257:Figure 1]") << "SZ[19]"
                            << "257: Figure 1";
    QTest::newRow("unknown as text") << QByteArray("XX[a\\]b]") << "SZ[19]"
                                     << "a]b";
    QTest::newRow("move with white space") << QByteArray("B[ pd ]") << "SZ[19]"
                                           << "Q16";
    QTest::newRow("move off a small board") << QByteArray("B[pd]") << "SZ[9]"
                                            << "invalid (pd)";
    QTest::newRow("another game's move") << QByteArray("B[e2e4]") << "GM[3]"
                                         << "e2e4";
    QTest::newRow("another game's points") << QByteArray("AB[aa:bb]") << "GM[2]"
                                           << "aa–bb";
    QTest::newRow("not a colour") << QByteArray("PL[x]") << "SZ[19]"
                                  << "x";
    QTest::newRow("lower-case colour") << QByteArray("PL[b]") << "SZ[19]"
                                       << "b";
    QTest::newRow("normal") << QByteArray("TE[1]") << "SZ[19]"
                            << "normal";
    QTest::newRow("not a double") << QByteArray("TE[3]") << "SZ[19]"
                                  << "3";
    QTest::newRow("not a number: as written") << QByteArray("HA[two]") << "SZ[19]"
                                              << "two";
    QTest::newRow("square size as a pair") << QByteArray("SZ[19:19]") << "SZ[19]"
                                           << "19×19";
    QTest::newRow("size out of range") << QByteArray("SZ[53]") << "SZ[19]"
                                       << "invalid (53)";
    QTest::newRow("rectangular board point") << QByteArray("B[sm]") << "SZ[19:13]"
                                             << "T1";
}

void TestValueFormatter::format()
{
    QFETCH(QByteArray, property);
    QFETCH(QString, root);
    QFETCH(QString, expected);
    const auto tree = sgf::parse("(;" + property.toStdString() + ")");
    const auto game = sgf::parse("(;" + root.toStdString() + ")");
    QCOMPARE(ValueFormatter(sgf::Game(game.root())).format(tree.root().property(0)), expected);
}

// A cell shows at most 5,000 characters, ending in "…": a 10 MB comment or a 100,000-point
// list must not reach the table's layout whole.
void TestValueFormatter::hugeValuesAreCut()
{
    const std::string comment(10 << 20, 'x');
    std::string points;
    for (int i = 0; i < 100000; ++i) points += "[aa]";
    const auto tree = sgf::parse("(;C[" + comment + "]AB" + points + ")");
    const ValueFormatter formatter{sgf::Game()};
    const QString text = formatter.format(tree.root().property(0));
    QCOMPARE(text.size(), 5001);
    QVERIFY(text.endsWith(QChar(0x2026)));
    QVERIFY(text.startsWith(QStringLiteral("xxxx")));
    const QString list = formatter.format(tree.root().property(1));
    QVERIFY(list.size() <= 5001 && list.endsWith(QChar(0x2026)));
    QVERIFY(list.startsWith(QStringLiteral("A19, A19")));
    QVERIFY(ValueFormatter::raw(tree.root().property(0)).size() <= 5001);
    // Short values are not touched.
    QCOMPARE(sgfview::shownText("a\\]b", 5), QStringLiteral("a]b"));
    QCOMPARE(sgfview::shownText("abcdef", 3), QStringLiteral("abc") + QChar(0x2026));
}

QTEST_APPLESS_MAIN(TestValueFormatter)
#include "tst_valueformatter.moc"
