// decodeSgf on issue 18's charset cases: a collection whose games are in different charsets
// and name none is guessed game by game; a CA that lies about UTF-8 text is caught whatever
// charset it names, while real text in a CJK charset is kept even where its bytes are UTF-8
// too; charset warnings are capped as the parser caps its own, and quote names short and
// escaped.
#include "hostile_sgf.h"
#include "io/charsetdecoder.h"
#include "sgf/parser.h"
#include "tree_description.h"

#include <QStringEncoder>
#include <QTest>

using sgfview::decodeSgf;
namespace hostile = testdata::hostile;
using namespace std::string_literals;

namespace {

// The comments (C) of every game, decoded.
QStringList comments(const sgfview::DecodedText &decoded)
{
    const auto collection = sgf::parseCollection(decoded.utf8, sgf::ParseOptions::lenient());
    QStringList out;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i)
        if (const auto c = collection.node(i).find("C"))
            out << QString::fromStdString(c->value(0).text());
    return out;
}

const QString japanese = QStringLiteral("黒番の先手で対局が始まりました。白は星に打ちました。");
const QString chinese = QStringLiteral("中国围棋协会的对局记录，黑方先行，白方贴目。");

} // namespace

class TestCharsetLies : public QObject {
    Q_OBJECT

private slots:
    void eachGameGuessedOnItsOwn();
    void aLongCollectionKeepsItsGuess();
    void lieAboutUtf8_data();
    void lieAboutUtf8();
    void trueDoubleByteTextIsKept();
    void honestCjkTextIsKept_data();
    void honestCjkTextIsKept();
    void warningsAreCapped();
    void charsetNamesQuotedShortAndEscaped_data();
    void charsetNamesQuotedShortAndEscaped();
};

void TestCharsetLies::eachGameGuessedOnItsOwn()
{
    const auto decoded = decodeSgf(hostile::mixedCharsetGames(3));
    QCOMPARE(decoded.encoding, QStringLiteral("mixed: Shift_JIS, GB18030"));
    QCOMPARE(comments(decoded), (QStringList{japanese.repeated(3), chinese.repeated(3)}));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             (QStringList{"1:1: warning: no CA and not UTF-8: charset guessed as Shift_JIS",
                          "2:1: warning: no CA and not UTF-8: charset guessed as GB18030"}));
    // Alone, the second game reads the same.
    const auto alone = decodeSgf("(;GM[1]SZ[19]C[" + hostile::chineseGb18030() + "];B[dp])");
    QCOMPARE(comments(alone), QStringList{chinese});
}

// Many games in one charset: one guess, one warning, each game read right.
void TestCharsetLies::aLongCollectionKeepsItsGuess()
{
    std::string text;
    for (int i = 0; i < 200; ++i) text += "(;GM[1]C[" + hostile::japaneseShiftJis() + "])\n";
    const auto decoded = decodeSgf(text);
    QCOMPARE(decoded.encoding, QStringLiteral("Shift_JIS"));
    QCOMPARE(decoded.diagnostics.size(), std::size_t(1));
    QCOMPARE(comments(decoded), QStringList(200, japanese));
}

void TestCharsetLies::lieAboutUtf8_data()
{
    QTest::addColumn<QByteArray>("named");
    QTest::addColumn<QString>("text");
    for (const char *charset : {"UTF-16LE", "UTF-16BE", "UTF-32LE", "GB18030", "GBK", "Big5",
                                "Shift_JIS", "EUC-KR", "ISO-8859-1", "windows-1251", "KOI8-R"})
        QTest::newRow(charset) << QByteArray(charset) << japanese;
    // European words, whose bytes in UTF-8 also decode in double-byte charsets ("élégamment"
    // in GBK is "矇l矇gamment"), under every multi-byte CJK charset.
    for (const char *charset : {"GBK", "GB18030", "GB2312", "Big5", "Big5-HKSCS", "Shift_JIS",
                                "EUC-JP", "ISO-2022-JP", "EUC-KR", "CP949"})
        for (const QString &word :
             {QStringLiteral("élégamment"), QStringLiteral("Größe"), QStringLiteral("Łódź"),
              QStringLiteral("Привет"), QStringLiteral("Peña")})
            QTest::addRow("%s %s", charset, qPrintable(word)) << QByteArray(charset) << word;
}

// UTF-8 text under a CA naming any other charset reads as UTF-8, and says so.
void TestCharsetLies::lieAboutUtf8()
{
    QFETCH(QByteArray, named);
    QFETCH(QString, text);
    const auto decoded =
        decodeSgf("(;GM[1]CA[" + named.toStdString() + "]C[" + text.toStdString() + "])");
    QCOMPARE(decoded.encoding, QStringLiteral("UTF-8"));
    QCOMPARE(comments(decoded), QStringList{text});
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:11: warning: CA[" + QString::fromLatin1(named) +
                         "] does not fit the text, which is UTF-8: read as UTF-8"});
}

// Text truly in the charset its CA names stays so, even where its bytes would be UTF-8.
void TestCharsetLies::trueDoubleByteTextIsKept()
{
    const auto decoded = decodeSgf("(;GM[1]CA[GB18030]C[" + hostile::chineseGb18030() + "])");
    QCOMPARE(decoded.encoding, QStringLiteral("GB18030"));
    QCOMPARE(comments(decoded), QStringList{chinese});
    QVERIFY(decoded.diagnostics.empty());
    // "调查" in GBK is B5 F7 B2 E9; "ÄÄ" (C3 84 C3 84) is valid UTF-8 and GBK's "脛脛" too.
    const auto names = decodeSgf("(;GM[1]CA[GBK]C[\xB5\xF7\xB2\xE9])");
    QCOMPARE(comments(names), QStringList{QStringLiteral("调查")});
}

void TestCharsetLies::honestCjkTextIsKept_data()
{
    QTest::addColumn<QByteArray>("named");
    QTest::addColumn<QByteArray>("encoder"); // what makes the bytes
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("validUtf8"); // whether the bytes are also valid UTF-8
    const auto rows = [](const char *named, const char *encoder,
                         std::initializer_list<QString> texts, bool validUtf8) {
        for (const QString &text : texts)
            QTest::addRow("%s %s", named, qPrintable(text))
                << QByteArray(named) << QByteArray(encoder) << text << validUtf8;
    };
    const QString kaikyoku = QStringLiteral("囲碁の対局");
    const QString shusaku = QStringLiteral("本因坊秀策");
    for (const char *gb : {"GBK", "GB18030", "GB2312"}) {
        rows(gb, gb, {shusaku, QStringLiteral("李昌镐"), chinese}, false);
        // Short text valid both ways: "一些" is "һЩ" in UTF-8, "沙小沫" (a Fox player) is
        // "ɳСĭ", "同时也" is "ͬʱҲ".
        rows(gb, gb, {QStringLiteral("一些"), QStringLiteral("沙小沫"), QStringLiteral("同时也")},
             true);
    }
    for (const char *big5 : {"Big5", "Big5-HKSCS"}) {
        rows(big5, big5, {shusaku, QStringLiteral("李昌鎬"), QStringLiteral("圍棋對局")}, false);
        rows(big5, big5, {QStringLiteral("聽覺")}, true); // "ťı"
    }
    for (const char *japaneseCharset : {"Shift_JIS", "EUC-JP"})
        rows(japaneseCharset, japaneseCharset, {shusaku, kaikyoku, japanese}, false);
    rows("EUC-JP", "EUC-JP", {QStringLiteral("八分"), QStringLiteral("八名")}, true); // "Ȭʬ", "Ȭ̾"
    rows("ISO-2022-JP", "ISO-2022-JP", {kaikyoku, japanese}, true); // seven-bit: always
    for (const char *korean : {"EUC-KR", "CP949"}) {
        rows(korean, "windows-949",
             {QStringLiteral("이세돌"), QStringLiteral("바둑 대국"), QStringLiteral("李昌鎬")},
             false);
        rows(korean, "windows-949", {QStringLiteral("호화"), QStringLiteral("처처")},
             true); // "ȣȭ", "óó"
    }
}

// Real text in the CJK charset its CA names is decoded so, without a warning, even where its
// bytes are valid UTF-8 by accident.
void TestCharsetLies::honestCjkTextIsKept()
{
    QFETCH(QByteArray, named);
    QFETCH(QByteArray, encoder);
    QFETCH(QString, text);
    QFETCH(bool, validUtf8);
    QStringEncoder encode(encoder.constData());
    QVERIFY(encode.isValid());
    QByteArray bytes = encode.encode(text);
    QVERIFY(!encode.hasError());
    if (encoder == "ISO-2022-JP") bytes += "\x1B(B"; // Qt's encoder does not end in ASCII
    QCOMPARE(QByteArrayView(bytes).isValidUtf8(), validUtf8);
    const auto decoded =
        decodeSgf("(;GM[1]CA[" + named.toStdString() + "]C[" + bytes.toStdString() + "])");
    QCOMPARE(decoded.encoding, QString::fromLatin1(named));
    QCOMPARE(comments(decoded), QStringList{text});
    QCOMPARE(testdata::describe(decoded.diagnostics), QStringList{});
}

void TestCharsetLies::warningsAreCapped()
{
    const auto decoded = decodeSgf(hostile::unknownCharsetGames(3000));
    const std::size_t cap = sgf::ParseOptions().maxDiagnostics;
    QCOMPARE(decoded.diagnostics.size(), cap + 1);
    QCOMPARE(decoded.unlistedDiagnostics, 3000 - cap);
    QCOMPARE(testdata::describe(decoded.diagnostics).front(),
             QStringLiteral("1:6: warning: unknown charset 'nope' in CA: read as UTF-8"));
    QCOMPARE(
        testdata::describe(decoded.diagnostics).back(),
        QStringLiteral("%1:6: warning: %2 more problems not listed").arg(cap + 1).arg(3000 - cap));
}

void TestCharsetLies::charsetNamesQuotedShortAndEscaped_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("warning");
    QTest::newRow("4 MB name") << QByteArray::fromStdString(hostile::longCharsetName(4'000'000))
                               << "1:6: warning: unknown charset '" + QString(32, 'x') +
                                      "...' in CA: read as UTF-8";
    QTest::newRow("NUL and escape")
        << QByteArray::fromStdString("(;CA[x\0y\x1b[31m]C[a])"s)
        << "1:6: warning: unknown charset 'x\\x00y\\x1B[31m' in CA: read as UTF-8";
}

void TestCharsetLies::charsetNamesQuotedShortAndEscaped()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, warning);
    const auto decoded = decodeSgf(bytes.toStdString());
    QCOMPARE(testdata::describe(decoded.diagnostics), QStringList{warning});
}

QTEST_APPLESS_MAIN(TestCharsetLies)
#include "tst_charsetlies.moc"
