// decodeSgf on synthetic cases: trail bytes, forced encodings, byte order marks, guesses and
// the fast path (the corpus files are tst_charsetcorpus's).
#include "charset_test_helpers.h"
#include "io/charsetdecoder.h"

#include <QStringEncoder>
#include <QTest>

using namespace charsettest;
using sgfview::decodeSgf;

class TestCharsetDecoder : public QObject {
    Q_OBJECT

private slots:
    void trailBytesDoNotEndValues_data();
    void trailBytesDoNotEndValues();
    void trailBytesEscapedEitherWay_data();
    void trailBytesEscapedEitherWay();
    void positionsAfterAnInsertedEscape();
    void unicodeWholeFile_data();
    void unicodeWholeFile();
    void validUtf8IsMovedThrough_data();
    void validUtf8IsMovedThrough();
    void escapeAtEveryPlace();
    void textNeedingNoDecodingIsNotCopied_data();
    void textNeedingNoDecodingIsNotCopied();
    void invalidUtf8WithoutCharset();
    void guessIsWarnedOnce();
    void invalidUtf8NamedUtf8();
    void invalidBytesAfterTheTree();
    void lyingSingleByteCharset();
    void collectionMixingCharsets();
    void forcedEncodings_data();
    void forcedEncodings();
    void unknownForcedEncoding();
    void positionsAreThoseOfTheFile();
    void availableEncodingsAllWork();
};

void TestCharsetDecoder::trailBytesDoNotEndValues_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // describe() of the first tree

    // Shift_JIS: ソ 83 5C, ゾ 83 5D, 表 95 5C, ‐ 81 5D (checked with iconv).
    QTest::newRow("Shift_JIS")
        << QByteArray("(;CA[Shift_JIS]PB[\x83\x5C\x83\x5D\x95\x5C]PW[\x81\x5D];C[\x83\x5C])")
        << "{CA=[Shift_JIS],PB=[ソゾ表],PW=[‐]}({C=[ソ]})";
    QTest::newRow("Shift_JIS, CA after the value")
        << QByteArray("(;PB[\x83\x5C]CA[SJIS]C[\x83\x5D\\]x])") << "{PB=[ソ],CA=[SJIS],C=[ゾ]x]}";
    // GBK: 運 DF 5C, 揮 93 5D.
    QTest::newRow("GBK") << QByteArray("(;CA[GBK]C[\xDF\x5C\x93\x5D])") << "{CA=[GBK],C=[運揮]}";
    // Big5: 許 B3 5C, 功 A5 5C.
    QTest::newRow("Big5") << QByteArray("(;CA[Big5]C[\xB3\x5C\xA5\x5C])") << "{CA=[Big5],C=[許功]}";
    // ISO-2022-JP: ぼ 24 5C and ぽ 24 5D between ESC $ B and ESC ( B.
    QTest::newRow("ISO-2022-JP") << QByteArray("(;CA[ISO-2022-JP]C[\x1B$B$\\$]\x1B(B\\]])")
                                 << "{CA=[ISO-2022-JP],C=[ぼぽ]]}";
}

void TestCharsetDecoder::trailBytesDoNotEndValues()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const auto decoded = decodeSgf(bytesOf(bytes));
    QVERIFY2(decoded.diagnostics.empty(), qPrintable(messages(decoded)));
    const auto collection = sgf::parseCollection(decoded.utf8); // strict: nothing stray left
    QCOMPARE(testdata::describe(collection[0].root()), expected);
}

// The same text in both ways of writing a '\' or ']' second byte: as it is, and byte-level
// escaped with a '\' before it (SGFC, MultiGo). The bytes were checked with iconv: GB18030
// 揮 93 5D, 運 DF 5C, 指 D6 B8; Big5 因 A6 5D, 許 B3 5C, 本 A5 BB, 坊 A7 7B; Shift_JIS
// ゾ 83 5D, ソ 83 5C, 十 8F 5C.
void TestCharsetDecoder::trailBytesEscapedEitherWay_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("expected"); // describe() of the first tree

    struct Text {
        const char *charset;
        QByteArray bracketLast;   // C[...] ending in a character whose second byte is ]
        QByteArray beforeEscaped; // C[...] with a \ second byte before an escaped \]
        QByteArray backslashLast; // PB[...] ending in a character whose second byte is \ .
        const char *bracketText;  // what they say
        const char *beforeEscapedText;
        const char *backslashText;
    };
    const Text texts[] = {
        {"GB18030", "\xD6\xB8\x93\x5D", "\xDF\x5C\\]x", "\xDF\x5C", "指揮", "運]x", "運"},
        {"Big5", "\xA5\xBB\xA6\x5D", "\xB3\x5C\\]x", "\xB3\x5C", "本因", "許]x", "許"},
        {"Shift_JIS", "\x83\x5D", "\x8F\x5C\\]x", "\x83\x5C", "ゾ", "十]x", "ソ"},
    };
    // A '\' before every '\' and ']' byte, as the byte-level writers do.
    const auto byteLevel = [](QByteArray text) {
        QByteArray escaped;
        for (const char c : text) {
            if (c == '\\' || c == ']') escaped += '\\';
            escaped += c;
        }
        return escaped;
    };
    // The as-written text already escapes its ASCII ']': take that escape away first.
    const auto unescaped = [](QByteArray text) { return text.replace("\\]", "]"); };
    for (const Text &t : texts) {
        const QByteArray ca = QByteArray("CA[") + t.charset + "]";
        const QString name(t.charset);
        const QString caText = "{CA=[" + name + "],";
        const QByteArray bracketLast[] = {t.bracketLast, byteLevel(t.bracketLast)};
        const QByteArray beforeEscaped[] = {t.beforeEscaped, byteLevel(unescaped(t.beforeEscaped))};
        const QByteArray backslashLast[] = {t.backslashLast, byteLevel(t.backslashLast)};
        const char *ways[] = {"as written", "byte-level"};
        for (int way = 0; way < 2; ++way) {
            const QString row = name + ", " + ways[way] + ": ";
            QTest::newRow(qPrintable(row + "] second byte last"))
                << "(;" + ca + "C[" + bracketLast[way] + "]PB[x])"
                << caText + "C=[" + t.bracketText + "],PB=[x]}";
            QTest::newRow(qPrintable(row + "\\ second byte before an escaped ]"))
                << "(;" + ca + "C[" + beforeEscaped[way] + "];B[aa])"
                << caText + "C=[" + t.beforeEscapedText + "]}({B=[aa]})";
            // Here both readings end where SGF goes on: PB[x\]PW[y] or PB[x] PW[y]. The value
            // after it decides, as one program wrote the whole tree.
            QTest::newRow(qPrintable(row + "\\ second byte last, decided by another value"))
                << "(;" + ca + "PB[" + backslashLast[way] + "]PW[y]C[" + bracketLast[way] + "])"
                << caText + "PB=[" + t.backslashText + "],PW=[y],C=[" + t.bracketText + "]}";
        }
    }
    // Big5 本因坊 as MultiGo wrote it (A. Brouwer's SGF notes): A5BB A65C5D A77B.
    QTest::newRow("Big5, byte-level: Honinbo")
        << QByteArray("(;CA[big5]C[\xA5\xBB\xA6\x5C\x5D\xA7\x7B])") << "{CA=[big5],C=[本因坊]}";
    // Where nothing else in the tree says otherwise, a value whose ends are grammatical both
    // ways is read as written: here 運, an escaped ']' and "PB[x" in one comment.
    QTest::newRow("GB18030, as written: ] then a property in a comment")
        << QByteArray("(;CA[GB18030]C[\xDF\x5C\\]PB[x])") << "{CA=[GB18030],C=[運]PB[x]}";
}

void TestCharsetDecoder::trailBytesEscapedEitherWay()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, expected);
    const auto decoded = decodeSgf(bytesOf(bytes));
    QVERIFY2(decoded.diagnostics.empty(), qPrintable(messages(decoded)));
    try {
        const auto collection = sgf::parseCollection(decoded.utf8); // strict: nothing stray
        QCOMPARE(testdata::describe(collection[0].root()), expected);
    } catch (const sgf::ParseError &error) {
        QFAIL(qPrintable(QString::fromStdString(
            sgf::format({sgf::Severity::Error, error.what(), error.position()}))));
    }
}

// A warning after a dropped byte-level escape points where the text is: CA[foo]'s value is on
// column 14 (counted by hand: ( ; C [ 指 揮 權 古 力 ] C A [ f), 23 bytes into the UTF-8.
void TestCharsetDecoder::positionsAfterAnInsertedEscape()
{
    const QByteArray gb("(;C[\xD6\xB8\x93\x5C\x5D\x99\xE0\xB9\xC5\xC1\xA6]CA[foo]"
                        "C[\xB9\xC5\xC1\xA6\xBF\xC2\xBD\xE0])");
    const auto decoded = decodeSgf(bytesOf(gb));
    QCOMPARE(decoded.encoding, QStringLiteral("GB18030"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:14: warning: unknown charset 'foo' in CA: read as GB18030 (guessed)"});
    QCOMPARE(int(decoded.diagnostics[0].position.offset), 23);
    QCOMPARE(allTexts(parse(decoded)).first(), QStringLiteral("指揮權古力"));
}

void TestCharsetDecoder::unicodeWholeFile_data()
{
    QTest::addColumn<QByteArray>("codec");
    QTest::addColumn<bool>("byteOrderMark");
    QTest::addColumn<QString>("encoding");

    QTest::newRow("UTF-16LE with BOM") << QByteArray("UTF-16LE") << true << "UTF-16LE";
    QTest::newRow("UTF-16LE without BOM") << QByteArray("UTF-16LE") << false << "UTF-16LE";
    QTest::newRow("UTF-16BE with BOM") << QByteArray("UTF-16BE") << true << "UTF-16BE";
    QTest::newRow("UTF-16BE without BOM") << QByteArray("UTF-16BE") << false << "UTF-16BE";
    QTest::newRow("UTF-32LE with BOM") << QByteArray("UTF-32LE") << true << "UTF-32LE";
    QTest::newRow("UTF-32LE without BOM") << QByteArray("UTF-32LE") << false << "UTF-32LE";
    QTest::newRow("UTF-32BE with BOM") << QByteArray("UTF-32BE") << true << "UTF-32BE";
    QTest::newRow("UTF-32BE without BOM") << QByteArray("UTF-32BE") << false << "UTF-32BE";
}

void TestCharsetDecoder::unicodeWholeFile()
{
    QFETCH(QByteArray, codec);
    QFETCH(bool, byteOrderMark);
    QFETCH(QString, encoding);
    const QString text("(;CA[GB2312]PB[井山]C[黒\\]白 𠀋])"); // the CA is ignored: the BOM decides
    QStringEncoder encoder(codec.constData(), byteOrderMark ? QStringConverter::Flag::WriteBom
                                                            : QStringConverter::Flag::Default);
    const QByteArray bytes = encoder.encode(text);
    const auto decoded = decodeSgf(bytesOf(bytes));
    QCOMPARE(decoded.encoding, encoding);
    QVERIFY2(decoded.diagnostics.empty(), qPrintable(messages(decoded)));
    QCOMPARE(QString::fromStdString(decoded.utf8), text); // no BOM left
}

void TestCharsetDecoder::validUtf8IsMovedThrough_data()
{
    QTest::addColumn<QByteArray>("header");
    QTest::newRow("no CA") << QByteArray("(;GM[1]");
    QTest::newRow("CA[UTF-8]") << QByteArray("(;CA[UTF-8]");
    QTest::newRow("CA[utf8]") << QByteArray("(;CA[utf8]");
    QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF(;GM[1]");
}

void TestCharsetDecoder::validUtf8IsMovedThrough()
{
    QFETCH(QByteArray, header);
    std::string bytes = header.toStdString() + "C[围棋 Го]";
    for (int i = 0; i < 1000; ++i) bytes += ";B[dd]";
    bytes += ")";
    const char *buffer = bytes.data();
    const auto decoded = decodeSgf(std::move(bytes));
    QCOMPARE(static_cast<const void *>(decoded.utf8.data()), static_cast<const void *>(buffer));
    QCOMPARE(decoded.encoding, QStringLiteral("UTF-8"));
    QVERIFY(decoded.diagnostics.empty());
    QVERIFY(decoded.utf8.starts_with("(;")); // the BOM is gone
}

// An ESC byte is text to decode (ISO-2022-JP) wherever it falls in the eight-byte words the
// decoder looks for one in.
void TestCharsetDecoder::escapeAtEveryPlace()
{
    for (int pad = 0; pad <= 16; ++pad) {
        const std::string bytes =
            "(;CA[ISO-2022-JP]C[" + std::string(std::size_t(pad), 'a') + "\x1B$B$\\$]\x1B(B])";
        const auto decoded = decodeSgf(bytes);
        QVERIFY2(decoded.utf8.find("ぼぽ") != std::string::npos,
                 qPrintable(QString::number(pad) + ": " + QString::fromStdString(decoded.utf8)));
    }
}

// ASCII read through a charset the decoder knows, or under a CA it does not know, comes out
// as it went in: the input itself, not a copy (a file of a 40 MB CA value copied its 40 MB
// into fresh memory before its first paint).
void TestCharsetDecoder::textNeedingNoDecodingIsNotCopied_data()
{
    QTest::addColumn<QByteArray>("trees");
    QTest::addColumn<int>("warnings");
    QTest::newRow("unknown CA") << QByteArray("(;CA[no-such-charset]C[x])") << 1;
    QTest::newRow("two trees, unknown CAs")
        << QByteArray("(;CA[nope]C[x])\n(;CA[nope either]C[y])") << 2;
    QTest::newRow("CA[ISO-8859-1], ASCII") << QByteArray("(;CA[ISO-8859-1]C[x])") << 0;
    QTest::newRow("UTF-8 tree, then one of unknown CA")
        << QByteArray("(;C[\xE5\x9B\xB4])(;CA[nope]C[y])") << 1;
}

void TestCharsetDecoder::textNeedingNoDecodingIsNotCopied()
{
    QFETCH(QByteArray, trees);
    QFETCH(int, warnings);
    std::string bytes = trees.toStdString();
    bytes += std::string(1000, '\n'); // past the short-string buffer
    const std::string expected = bytes;
    const char *buffer = bytes.data();
    const auto decoded = decodeSgf(std::move(bytes));
    QCOMPARE(decoded.utf8, expected);
    QCOMPARE(static_cast<const void *>(decoded.utf8.data()), static_cast<const void *>(buffer));
    QCOMPARE(int(decoded.diagnostics.size()), warnings);
}

void TestCharsetDecoder::invalidUtf8WithoutCharset()
{
    // German in Latin-1: not UTF-8, no CA.
    const auto decoded = decodeSgf("(;GM[1]\nC[Gr\xF6\xDF"
                                   "e und \xDC"
                                   "berma\xDF])");
    QCOMPARE(decoded.encoding, QStringLiteral("windows-1252"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:1: warning: no CA and not UTF-8: charset guessed as windows-1252"});
    QCOMPARE(allTexts(parse(decoded)), (QStringList{"1", "Größe und Übermaß"}));
}

// A collection guessed as one charset says so once, not once per game.
void TestCharsetDecoder::guessIsWarnedOnce()
{
    const auto decoded = decodeSgf("(;C[\xB9\xC5\xC1\xA6])\n(;C[\xBF\xC2\xBD\xE0])");
    QCOMPARE(decoded.encoding, QStringLiteral("GB18030"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:1: warning: no CA and not UTF-8: charset guessed as GB18030"});
    QCOMPARE(allTexts(parse(decoded)), (QStringList{"古力", "柯洁"}));
}

// The tree is UTF-8; the junk after it is not, and is replaced with a warning too.
void TestCharsetDecoder::invalidBytesAfterTheTree()
{
    const auto decoded = decodeSgf("(;C[\xE5\x8F\xA4])\xFF\n");
    QCOMPARE(decoded.encoding, QStringLiteral("UTF-8"));
    QCOMPARE(decoded.utf8, std::string("(;C[\xE5\x8F\xA4])\xEF\xBF\xBD\n"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:8: warning: bytes not valid in UTF-8 replaced by U+FFFD"});
}

void TestCharsetDecoder::invalidUtf8NamedUtf8()
{
    const auto decoded = decodeSgf("(;CA[UTF-8]C[ok \xFF here])");
    QCOMPARE(decoded.encoding, QStringLiteral("UTF-8"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:17: warning: bytes not valid in UTF-8 replaced by U+FFFD"});
    QCOMPARE(allTexts(parse(decoded)), (QStringList{"UTF-8", "ok \uFFFD here"}));
}

void TestCharsetDecoder::lyingSingleByteCharset()
{
    // UTF-8 "é" labelled Latin-1: as Latin-1 it would be "Ã©".
    const auto decoded = decodeSgf("(;CA[ISO-8859-1]C[caf\xC3\xA9])");
    QCOMPARE(decoded.encoding, QStringLiteral("UTF-8"));
    QCOMPARE(testdata::describe(decoded.diagnostics),
             QStringList{"1:6: warning: CA[ISO-8859-1] does not fit the text, which is UTF-8: "
                         "read as UTF-8"});
    QCOMPARE(allTexts(parse(decoded)).last(), QStringLiteral("café"));
}

void TestCharsetDecoder::collectionMixingCharsets()
{
    const QByteArray bytes("(;CA[GB2312]C[\xB9\xC5\xC1\xA6])\n(;CA[Shift_JIS]C[\x88\xE4\x8E\x52])\n"
                           "(;C[plain])");
    const auto decoded = decodeSgf(bytesOf(bytes));
    QCOMPARE(decoded.encoding, QStringLiteral("mixed: GB2312, Shift_JIS, UTF-8"));
    QVERIFY(decoded.diagnostics.empty());
    QCOMPARE(testdata::describe(parse(decoded)),
             QStringLiteral("{CA=[GB2312],C=[古力]} {CA=[Shift_JIS],C=[井山]} {C=[plain]}"));
}

void TestCharsetDecoder::forcedEncodings_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("forced");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("comment");

    // 古力 in GB2312 is B9C5 C1A6; the same bytes are 嘉薯 in Big5 and ¹ÅÁ¦ in Latin-1.
    const QByteArray gb("(;CA[GB2312]C[\xB9\xC5\xC1\xA6])");
    QTest::newRow("as named") << gb << QByteArray("GB18030") << "GB18030"
                              << "古力";
    QTest::newRow("over the CA") << gb << QByteArray("Big5") << "Big5"
                                 << "嘉薯";
    QTest::newRow("Latin-1 over the CA") << gb << QByteArray("ISO-8859-1") << "ISO-8859-1"
                                         << "¹ÅÁ¦";
    QTest::newRow("over detection")
        << QByteArray("(;C[\x88\xE4\x8E\x52])") << QByteArray("SJIS") << "Shift_JIS"
        << "井山";
    QTest::newRow("UTF-8 over a CA")
        << QByteArray("(;CA[Big5]C[\xE5\x8F\xA4])") << QByteArray("UTF-8") << "UTF-8"
        << "古";
    QTest::newRow("not over a BOM")
        << QByteArray("\xEF\xBB\xBF(;C[\xE5\x8F\xA4])") << QByteArray("Big5") << "UTF-8"
        << "古";
}

void TestCharsetDecoder::forcedEncodings()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, forced);
    QFETCH(QString, encoding);
    QFETCH(QString, comment);
    const auto decoded = decodeSgf(bytesOf(bytes), forced);
    QCOMPARE(decoded.encoding, encoding);
    QVERIFY2(decoded.diagnostics.empty(), qPrintable(messages(decoded)));
    QCOMPARE(allTexts(parse(decoded)).last(), comment);
}

void TestCharsetDecoder::unknownForcedEncoding()
{
    const auto decoded = decodeSgf("(;CA[GB2312]C[\xB9\xC5\xC1\xA6])", "no-such-charset");
    QCOMPARE(decoded.encoding, QStringLiteral("GB2312"));
    QCOMPARE(
        testdata::describe(decoded.diagnostics),
        QStringList{"1:1: warning: unknown encoding 'no-such-charset' chosen: detected instead"});
}

// Characters are kept one for one, so a line and column in the decoded text are those an
// editor shows in the file: here the unknown CA's value is on line 3, column 6 of the file
// (counted by hand: 中 ] C A [ f), after CRLF and LF breaks and double-byte characters.
void TestCharsetDecoder::positionsAreThoseOfTheFile()
{
    const QByteArray gb("(;GM[1]\r\nC[\xD6\xD0\xCE\xC4]\n\xD6\xD0]CA[foo])");
    const auto decoded = decodeSgf(bytesOf(gb));
    QCOMPARE(decoded.encoding, QStringLiteral("GB18030"));
    QCOMPARE(int(decoded.diagnostics.size()), 1);
    const auto &position = decoded.diagnostics[0].position;
    QCOMPARE(int(position.line), 3);
    QCOMPARE(int(position.column), 6);
    // The offset counts bytes of the decoded UTF-8: "(;GM[1]\r\nC[" 11, 中文 6, "]\n" 2,
    // 中 3, "]CA[" 4.
    QCOMPARE(int(position.offset), 26);
    QCOMPARE(decoded.utf8.substr(position.offset, 3), std::string("foo"));
}

void TestCharsetDecoder::availableEncodingsAllWork()
{
    const QStringList names = sgfview::availableEncodings();
    for (const char *expected : {"UTF-8", "UTF-16LE", "GB18030", "Big5", "Shift_JIS", "EUC-KR",
                                 "ISO-2022-JP", "windows-1252", "windows-1251"})
        QVERIFY2(names.contains(expected), expected);
    for (const QString &name : names) {
        const auto decoded = decodeSgf("(;C[x])", name.toLatin1());
        QCOMPARE(decoded.encoding, name);
        QVERIFY2(decoded.diagnostics.empty(), qPrintable(name));
    }
}

QTEST_APPLESS_MAIN(TestCharsetDecoder)
#include "tst_charsetdecoder.moc"
