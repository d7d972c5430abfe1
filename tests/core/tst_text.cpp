// Text, SimpleText and compose values (FF[4] spec, "Text" and "SimpleText"; the seeds' rules).
#include "sgf/text.h"

#include <QTest>

Q_DECLARE_METATYPE(std::string)

class TestText : public QObject {
    Q_OBJECT

private slots:
    void decodeText_data();
    void decodeText();
    void decodeSimpleText_data();
    void decodeSimpleText();
    void decodedAnywhereInALongValue_data();
    void decodedAnywhereInALongValue();
    void encodeThenDecodeIsIdentity_data();
    void encodeThenDecodeIsIdentity();
    void encodeEscapes();
    void splitCompose_data();
    void splitCompose();
};

void TestText::decodeText_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("plain") << QByteArray("hello") << QByteArray("hello");
    QTest::newRow("empty") << QByteArray("") << QByteArray("");
    QTest::newRow("seed example") << QByteArray("\\]b\nc\\\nd\t\te\\\\ \\\n\\]")
                                  << QByteArray("]b\ncd  e\\ ]");
    QTest::newRow("tab") << QByteArray("a\tb") << QByteArray("a b");
    QTest::newRow("vertical tab and form feed") << QByteArray("a\vb\fc") << QByteArray("a b c");
    QTest::newRow("escaped tab") << QByteArray("a\\\tb") << QByteArray("a b");
    QTest::newRow("escaped space") << QByteArray("a\\ b") << QByteArray("a b");
    QTest::newRow("LF stays") << QByteArray("a\nb") << QByteArray("a\nb");
    QTest::newRow("CR becomes LF") << QByteArray("a\rb") << QByteArray("a\nb");
    QTest::newRow("CRLF is one break") << QByteArray("a\r\nb") << QByteArray("a\nb");
    QTest::newRow("LFCR is one break") << QByteArray("a\n\rb") << QByteArray("a\nb");
    QTest::newRow("two LF are two breaks") << QByteArray("a\n\nb") << QByteArray("a\n\nb");
    QTest::newRow("CRLFCRLF is two breaks") << QByteArray("a\r\n\r\nb") << QByteArray("a\n\nb");
    QTest::newRow("soft LF") << QByteArray("a\\\nb") << QByteArray("ab");
    QTest::newRow("soft CRLF") << QByteArray("a\\\r\nb") << QByteArray("ab");
    QTest::newRow("soft LFCR") << QByteArray("a\\\n\rb") << QByteArray("ab");
    QTest::newRow("soft CR") << QByteArray("a\\\rb") << QByteArray("ab");
    QTest::newRow("soft break then break") << QByteArray("a\\\n\nb") << QByteArray("a\nb");
    QTest::newRow("\\t is t") << QByteArray("\\t\\n") << QByteArray("tn");
    QTest::newRow("escaped bracket") << QByteArray("\\]") << QByteArray("]");
    QTest::newRow("escaped backslash") << QByteArray("\\\\") << QByteArray("\\");
    QTest::newRow("escaped colon") << QByteArray("a\\:b") << QByteArray("a:b");
    QTest::newRow("unescaped colon") << QByteArray("a:b") << QByteArray("a:b");
    QTest::newRow("brackets and parens") << QByteArray("[x](;)") << QByteArray("[x](;)");
    QTest::newRow("UTF-8 kept") << QByteArray("黒\\番") << QByteArray("黒番");
}

void TestText::decodeText()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, text);
    QCOMPARE(QByteArray::fromStdString(sgf::decodeText(raw.toStdString())), text);
}

void TestText::decodeSimpleText_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QByteArray>("text");

    QTest::newRow("LF becomes space") << QByteArray("a\nb") << QByteArray("a b");
    QTest::newRow("CRLF becomes one space") << QByteArray("a\r\nb") << QByteArray("a b");
    QTest::newRow("soft break removed") << QByteArray("a\\\nb") << QByteArray("ab");
    QTest::newRow("tab") << QByteArray("a\tb") << QByteArray("a b");
    QTest::newRow("escapes") << QByteArray("Go \\] \\\\") << QByteArray("Go ] \\");
}

void TestText::decodeSimpleText()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, text);
    QCOMPARE(QByteArray::fromStdString(sgf::decodeSimpleText(raw.toStdString())), text);
}

// The decoder looks for what needs decoding sixteen bytes at a time: each kind of byte, and
// its neighbours that need none, at every place of a run and across runs.
void TestText::decodedAnywhereInALongValue_data()
{
    QTest::addColumn<QByteArray>("piece");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("simpleText");
    QTest::newRow("tab") << QByteArray("\t") << QByteArray(" ") << QByteArray(" ");
    QTest::newRow("vertical tab") << QByteArray("\v") << QByteArray(" ") << QByteArray(" ");
    QTest::newRow("form feed") << QByteArray("\f") << QByteArray(" ") << QByteArray(" ");
    QTest::newRow("LF") << QByteArray("\n") << QByteArray("\n") << QByteArray(" ");
    QTest::newRow("CR") << QByteArray("\r") << QByteArray("\n") << QByteArray(" ");
    QTest::newRow("CRLF") << QByteArray("\r\n") << QByteArray("\n") << QByteArray(" ");
    QTest::newRow("escaped bracket") << QByteArray("\\]") << QByteArray("]") << QByteArray("]");
    QTest::newRow("soft break") << QByteArray("\\\n") << QByteArray() << QByteArray();
    QTest::newRow("backspace, below tab")
        << QByteArray("\b") << QByteArray("\b") << QByteArray("\b");
    QTest::newRow("shift out, above CR")
        << QByteArray("\x0e") << QByteArray("\x0e") << QByteArray("\x0e");
    QTest::newRow("space") << QByteArray(" ") << QByteArray(" ") << QByteArray(" ");
    QTest::newRow("UTF-8") << QByteArray("黒") << QByteArray("黒") << QByteArray("黒");
}

void TestText::decodedAnywhereInALongValue()
{
    QFETCH(QByteArray, piece);
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, simpleText);
    const QByteArray after(20, 'b');
    for (int before = 0; before <= 40; ++before) {
        const QByteArray lead(before, 'a');
        const std::string raw = (lead + piece + after + piece + after).toStdString();
        QCOMPARE(QByteArray::fromStdString(sgf::decodeText(raw)),
                 lead + text + after + text + after);
        QCOMPARE(QByteArray::fromStdString(sgf::decodeSimpleText(raw)),
                 lead + simpleText + after + simpleText + after);
    }
}

void TestText::encodeThenDecodeIsIdentity_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("plain") << QByteArray("hello");
    QTest::newRow("brackets") << QByteArray("a]b[c]");
    QTest::newRow("backslashes") << QByteArray("\\\\ \\] \\");
    QTest::newRow("line breaks") << QByteArray("one\ntwo\n\nthree\n");
    QTest::newRow("colon") << QByteArray("a:b");
    QTest::newRow("ends with backslash") << QByteArray("C:\\");
}

// Text already in its decoded form (LF line breaks, no other control white space) survives.
void TestText::encodeThenDecodeIsIdentity()
{
    QFETCH(QByteArray, text);
    const std::string original = text.toStdString();
    QCOMPARE(sgf::decodeText(sgf::encodeText(original)), original);
    const std::string escaped = sgf::encodeText(original, sgf::ColonEscaping::Escape);
    QCOMPARE(sgf::decodeText(escaped), original);
    // An escaped compose side never splits at its own colons.
    QVERIFY(!sgf::splitCompose(escaped).isCompose);
}

void TestText::encodeEscapes()
{
    QCOMPARE(sgf::encodeText("a]b\\c:d"), std::string("a\\]b\\\\c:d"));
    QCOMPARE(sgf::encodeText("a:b", sgf::ColonEscaping::Escape), std::string("a\\:b"));
}

void TestText::splitCompose_data()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<bool>("isCompose");
    QTest::addColumn<QByteArray>("first");
    QTest::addColumn<QByteArray>("second");

    QTest::newRow("point pair") << QByteArray("aa:bb") << true << QByteArray("aa")
                                << QByteArray("bb");
    QTest::newRow("label") << QByteArray("dd:A") << true << QByteArray("dd") << QByteArray("A");
    QTest::newRow("only first colon")
        << QByteArray("dd:a:b") << true << QByteArray("dd") << QByteArray("a:b");
    QTest::newRow("escaped colon skipped")
        << QByteArray("a\\:b:c") << true << QByteArray("a\\:b") << QByteArray("c");
    QTest::newRow("escaped backslash then colon")
        << QByteArray("a\\\\:b") << true << QByteArray("a\\\\") << QByteArray("b");
    QTest::newRow("no colon") << QByteArray("19") << false << QByteArray("19") << QByteArray();
    QTest::newRow("empty sides") << QByteArray(":") << true << QByteArray() << QByteArray();
}

void TestText::splitCompose()
{
    QFETCH(QByteArray, raw);
    QFETCH(bool, isCompose);
    QFETCH(QByteArray, first);
    QFETCH(QByteArray, second);
    const std::string input = raw.toStdString();
    const sgf::RawCompose split = sgf::splitCompose(input);
    QCOMPARE(split.isCompose, isCompose);
    QCOMPARE(QByteArray::fromStdString(std::string(split.first)), first);
    QCOMPARE(QByteArray::fromStdString(std::string(split.second)), second);
}

QTEST_APPLESS_MAIN(TestText)
#include "tst_text.moc"
