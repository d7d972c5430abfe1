// GameTreeScanner: finding trees and each root's CA in raw bytes, reading values the way their
// charset lays characters out.
#include "io/gametreescanner.h"

#include <QTest>

using sgfview::Charset;
using sgfview::GameTreeScanner;
using sgfview::ValueBytes;
using Layout = Charset::Layout;
Q_DECLARE_METATYPE(Layout)

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), std::size_t(bytes.size())};
}

QByteArray text(const QByteArray &bytes, const ValueBytes &value)
{
    return bytes.mid(qsizetype(value.begin), qsizetype(value.end - value.begin));
}

} // namespace

class TestGameTreeScanner : public QObject {
    Q_OBJECT

private slots:
    void treeStarts_data();
    void treeStarts();
    void rootCharset_data();
    void rootCharset();
    void treeEnds_data();
    void treeEnds();
    void wideValues();
};

void TestGameTreeScanner::treeStarts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("start");

    QTest::newRow("at once") << QByteArray("(;GM[1])") << 0 << 0;
    QTest::newRow("space before ;") << QByteArray("  ( \n;GM[1])") << 0 << 2;
    QTest::newRow("prose with parentheses first")
        << QByteArray("Game (c) 1999 (see below)\n(;GM[1])") << 0 << 26;
    QTest::newRow("root without ;") << QByteArray("(GM [1])") << 0 << 0;
    QTest::newRow("tree of trees") << QByteArray("((;GM[1]))") << 0 << 0;
    QTest::newRow("from after the first") << QByteArray("(;A[1])\n(;B[2])") << 7 << 8;
    QTest::newRow("none") << QByteArray("no game here (really)") << 0 << 21;
    QTest::newRow("empty") << QByteArray("") << 0 << 0;
}

void TestGameTreeScanner::treeStarts()
{
    QFETCH(QByteArray, input);
    QFETCH(int, from);
    QFETCH(int, start);
    QCOMPARE(int(GameTreeScanner(view(input)).findTreeStart(std::size_t(from))), start);
}

void TestGameTreeScanner::rootCharset_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("charset"); // empty: none found

    QTest::newRow("first property") << QByteArray("(;CA[GB2312]C[x])") << QByteArray("GB2312");
    QTest::newRow("after others") << QByteArray("(;FF[4]GM[1]\nCA[UTF-8])") << QByteArray("UTF-8");
    QTest::newRow("space before [") << QByteArray("(;CA [UTF-8])") << QByteArray("UTF-8");
    QTest::newRow("root without ;") << QByteArray("(CA[UTF-8];B[aa])") << QByteArray("UTF-8");
    QTest::newRow("tree of trees") << QByteArray("((;CA[Big5]))") << QByteArray("Big5");
    QTest::newRow("none") << QByteArray("(;FF[4];B[aa])") << QByteArray();
    QTest::newRow("only in the second node") << QByteArray("(;FF[4];CA[GBK])") << QByteArray();
    QTest::newRow("only in a variation") << QByteArray("(;FF[4](;CA[GBK]))") << QByteArray();
    QTest::newRow("CA inside a comment") << QByteArray("(;C[say CA\\[x\\]])") << QByteArray();
    QTest::newRow("XCA is not CA") << QByteArray("(;XCA[x])") << QByteArray();
    // ソ is 83 5C in Shift_JIS: read byte by byte its '\' would escape the ']' after it.
    QTest::newRow("after a Shift_JIS \\ trail byte")
        << QByteArray("(;PB[\x83\x5C]CA[SJIS]PW[x])") << QByteArray("SJIS");
    // 運 is DF 5C and 揮 93 5D in GBK.
    QTest::newRow("after GBK trail bytes")
        << QByteArray("(;PB[\xDF\x5C\x93\x5D]CA[GBK])") << QByteArray("GBK");
    // 許 is B3 5C in Big5.
    QTest::newRow("after a Big5 \\ trail byte")
        << QByteArray("(;PB[\xB3\x5C]CA[Big5]PW[x])") << QByteArray("Big5");
}

void TestGameTreeScanner::rootCharset()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, charset);
    const GameTreeScanner scanner(view(input));
    const auto found = scanner.findRootCharset(scanner.findTreeStart(0));
    QCOMPARE(found ? text(input, *found) : QByteArray(), charset);
}

void TestGameTreeScanner::treeEnds_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<int>("end");

    QTest::newRow("simple") << QByteArray("(;A[1])(;B[2])") << Layout::Ascii << 7;
    QTest::newRow("variations") << QByteArray("(;A[1](;B[2])(;C[3]))x") << Layout::Ascii << 21;
    QTest::newRow("parentheses in values") << QByteArray("(;C[:-)])(;)") << Layout::Ascii << 9;
    QTest::newRow("escaped bracket") << QByteArray("(;C[a\\])b])(;)") << Layout::Ascii << 11;
    QTest::newRow("unclosed") << QByteArray("(;A[1](;B[2])") << Layout::Ascii << 13;
    // ソ (83 5C) ends the value; byte by byte its '\' would escape the ']' and run on.
    QTest::newRow("Shift_JIS \\ trail byte")
        << QByteArray("(;C[\x83\x5C])(;C[x])") << Layout::ShiftJis << 8;
    QTest::newRow("Shift_JIS trail byte read byte by byte")
        << QByteArray("(;C[\x83\x5C])(;C[x])") << Layout::Ascii << 15;
    // ゾ (83 5D): its ']' does not end the value.
    QTest::newRow("Shift_JIS ] trail byte")
        << QByteArray("(;C[\x83\x5D)])(;)") << Layout::ShiftJis << 9;
    QTest::newRow("halfwidth katakana are one byte")
        << QByteArray("(;C[\xB1])(;)") << Layout::ShiftJis << 7;
    QTest::newRow("GBK ] trail byte")
        << QByteArray("(;C[\x93\x5D)])(;)") << Layout::DoubleByte << 9;
    QTest::newRow("GB18030 four bytes")
        << QByteArray("(;C[\x81\x30\x81\x30])(;)") << Layout::DoubleByte << 10;
    // ぽ is JIS 24 5D: inside ESC $ B its ']' is half a character.
    QTest::newRow("ISO-2022-JP two-byte mode")
        << QByteArray("(;C[\x1B$B$]\x1B(B])(;)") << Layout::Iso2022Jp << 14;
    QTest::newRow("ISO-2022-JP read byte by byte")
        << QByteArray("(;C[\x1B$B$]\x1B(B])(;)") << Layout::Ascii << 17;
}

void TestGameTreeScanner::treeEnds()
{
    QFETCH(QByteArray, input);
    QFETCH(Layout, layout);
    QFETCH(int, end);
    QCOMPARE(int(GameTreeScanner(view(input)).findTreeEnd(0, layout)), end);
}

// UTF-16LE text values inside ASCII structure, as in SGFC's mixed-encoding test file.
void TestGameTreeScanner::wideValues()
{
    // C[h九段] then C[ö] closed by the code unit ']' (5D 00); 九 is U+4E5D (5D 4E in
    // UTF-16LE), whose first byte is ']' but is followed by no structure.
    const QByteArray input("(;FF[4]CA[UTF-16LE]C[h\0\x5D\x4E\xB5\x6B]C[\xF6\0]\0)", 35);
    const GameTreeScanner scanner(view(input));
    std::vector<ValueBytes> values;
    const auto end = scanner.findTreeEnd(0, Layout::Utf16Le,
                                         [&](const ValueBytes &value) { values.push_back(value); });
    QCOMPARE(int(end), input.size());
    QCOMPARE(int(values.size()), 4);
    QCOMPARE(text(input, values[0]), QByteArray("4"));
    QVERIFY(!values[0].wide);
    QCOMPARE(text(input, values[1]), QByteArray("UTF-16LE"));
    QCOMPARE(text(input, values[2]), QByteArray("h\0\x5D\x4E\xB5\x6B", 6));
    QVERIFY(values[2].wide);
    QCOMPARE(int(values[2].afterClose - values[2].end), 1); // an ASCII ']'
    QCOMPARE(text(input, values[3]), QByteArray("\xF6\0", 2));
    QCOMPARE(int(values[3].afterClose - values[3].end), 2); // the code unit ']'
}

QTEST_APPLESS_MAIN(TestGameTreeScanner)
#include "tst_gametreescanner.moc"
