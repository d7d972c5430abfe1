// GameTreeScanner: finding trees and each root's CA in raw bytes, reading values the way their
// charset lays characters out.
#include "io/gametreescanner.h"

#include <QTest>

using sgfview::Charset;
using sgfview::GameTreeScanner;
using sgfview::TrailEscaping;
using sgfview::ValueBytes;
using Layout = Charset::Layout;
Q_DECLARE_METATYPE(Layout)
Q_DECLARE_METATYPE(TrailEscaping)

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
    void byteLevelEscapes_data();
    void byteLevelEscapes();
};

// The rule is sgf::grammar::findTreeStart's (tests/core/tst_grammar.cpp has it row by row,
// tst_treestarts checks the scanner against the parser); here, that the scanner applies it.
void TestGameTreeScanner::treeStarts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("start");

    QTest::newRow("at once") << QByteArray("(;GM[1])") << 0 << 0;
    QTest::newRow("root without ;") << QByteArray("(GM [1])") << 0 << 0;
    QTest::newRow("tree of trees") << QByteArray("((;GM[1]))") << 0 << 0;
    QTest::newRow("parenthesised prose, then a tree")
        << QByteArray("((see below)) (;C[a])") << 0 << 14;
    QTest::newRow("from after the first") << QByteArray("(;A[1])\n(;B[2])") << 7 << 8;
    QTest::newRow("none") << QByteArray("no game here (really)") << 0 << 21;
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

// A '\\' before a '\\' or ']' second byte (SGFC, MultiGo) is read where only it lets the value
// end where SGF goes on, or everywhere when preferred; its position is reported for dropping.
// Positions counted by hand from the bytes.
void TestGameTreeScanner::byteLevelEscapes_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<TrailEscaping>("preferred");
    QTest::addColumn<QList<QByteArray>>("values");
    QTest::addColumn<QList<int>>("escapes");

    const auto asWritten = TrailEscaping::AsWritten;
    // GB18030 指揮權 with 揮 (93 5D) as 93 5C 5D: as written the value would end at 5D, before
    // 99, where SGF cannot go on.
    QTest::newRow("] second byte escaped")
        << QByteArray("(;C[\xD6\xB8\x93\x5C\x5D\x99\xE0])") << Layout::DoubleByte << asWritten
        << QList<QByteArray>{"\xD6\xB8\x93\x5C\x5D\x99\xE0"} << QList<int>{7};
    QTest::newRow("] second byte as written")
        << QByteArray("(;C[\xD6\xB8\x93\x5D\x99\xE0])") << Layout::DoubleByte << asWritten
        << QList<QByteArray>{"\xD6\xB8\x93\x5D\x99\xE0"} << QList<int>{};
    // Big5 本因坊 as MultiGo wrote it: A5BB A65C5D A77B.
    QTest::newRow("Big5 Honinbo") << QByteArray("(;C[\xA5\xBB\xA6\x5C\x5D\xA7\x7B])")
                                  << Layout::DoubleByte << asWritten
                                  << QList<QByteArray>{"\xA5\xBB\xA6\x5C\x5D\xA7\x7B"}
                                  << QList<int>{7};
    // Shift_JIS 十 (8F 5C) then an escaped ']', byte-level: 8F 5C5C 5C5D. As written it is 十,
    // an escaped '\\' and the end, before "x]", which is no property.
    QTest::newRow("\\ second byte before an escaped ]")
        << QByteArray("(;C[\x8F\x5C\x5C\x5C\x5Dx];B[aa])") << Layout::ShiftJis << asWritten
        << QList<QByteArray>{"\x8F\x5C\x5C\x5C\x5Dx", "aa"} << QList<int>{5};
    // 運 (DF 5C) last: ending after it or after "PW[y" are both grammatical; the preferred
    // reading decides.
    const QByteArray backslashLast("(;PB[\xDF\x5C\x5C]PW[y])");
    QTest::newRow("\\ second byte last, as written preferred")
        << backslashLast << Layout::DoubleByte << asWritten
        << QList<QByteArray>{"\xDF\x5C\x5C]PW[y"} << QList<int>{};
    QTest::newRow("\\ second byte last, byte-level preferred")
        << backslashLast << Layout::DoubleByte << TrailEscaping::ByteLevel
        << QList<QByteArray>{"\xDF\x5C\x5C", "y"} << QList<int>{6};
    // Byte-level escapes preferred, but read so the value never ends.
    QTest::newRow("as written where byte-level cannot end")
        << QByteArray("(;C[\x93\x5C\x5D)") << Layout::DoubleByte << TrailEscaping::ByteLevel
        << QList<QByteArray>{"\x93\x5C"} << QList<int>{};
    // Neither reading ends where SGF goes on: read as written, as before.
    QTest::newRow("neither grammatical")
        << QByteArray("(;C[\x93\x5C\x5D]])") << Layout::DoubleByte << asWritten
        << QList<QByteArray>{"\x93\x5C"} << QList<int>{};
    // Byte by byte there are no second bytes.
    QTest::newRow("single-byte layout")
        << QByteArray("(;C[\x93\x5C\x5D\x99\xE0])") << Layout::Ascii << TrailEscaping::ByteLevel
        << QList<QByteArray>{"\x93\x5C\x5D\x99\xE0"} << QList<int>{};
}

void TestGameTreeScanner::byteLevelEscapes()
{
    QFETCH(QByteArray, input);
    QFETCH(Layout, layout);
    QFETCH(TrailEscaping, preferred);
    QFETCH(QList<QByteArray>, values);
    QFETCH(QList<int>, escapes);
    const GameTreeScanner scanner(view(input));
    QList<QByteArray> found;
    QList<int> foundEscapes;
    const auto end = scanner.findTreeEnd(
        0, layout,
        [&](const ValueBytes &value) {
            found << text(input, value);
            const auto inserted = scanner.insertedEscapes(value, layout);
            QCOMPARE(value.byteLevelEscapes, !inserted.empty());
            for (const std::size_t escape : inserted) foundEscapes << int(escape);
        },
        preferred);
    QCOMPARE(found, values);
    QCOMPARE(foundEscapes, escapes);
    QCOMPARE(int(end), int(input.lastIndexOf(')')) + 1);
}

QTEST_APPLESS_MAIN(TestGameTreeScanner)
#include "tst_gametreescanner.moc"
