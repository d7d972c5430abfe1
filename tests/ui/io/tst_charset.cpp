// Charset names as SGF files write them, and the layout that decides where values end.
#include "io/charset.h"

#include <QStringDecoder>
#include <QTest>

using sgfview::Charset;
using Layout = Charset::Layout;
Q_DECLARE_METATYPE(Layout)

class TestCharset : public QObject {
    Q_OBJECT

private slots:
    void names_data();
    void names();
    void unknownNames_data();
    void unknownNames();
    void namesInTurn();
    void singleByte_data();
    void singleByte();
};

void TestCharset::names_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<Layout>("layout");

    QTest::newRow("UTF-8") << QByteArray("UTF-8") << QByteArray("UTF-8") << Layout::Ascii;
    QTest::newRow("UTF8") << QByteArray("UTF8") << QByteArray("UTF-8") << Layout::Ascii;
    QTest::newRow("utf-8 lowercase") << QByteArray("utf-8") << QByteArray("UTF-8") << Layout::Ascii;
    QTest::newRow("spaces around") << QByteArray(" UTF-8 ") << QByteArray("UTF-8") << Layout::Ascii;
    // 40 characters, the longest a name may be (RFC 2978), with spaces around it.
    QTest::newRow("40 characters")
        << "  UTF-8" + QByteArray(35, '-') + "  " << QByteArray("UTF-8") << Layout::Ascii;
    QTest::newRow("UTF-16LE") << QByteArray("UTF-16LE") << QByteArray("UTF-16LE")
                              << Layout::Utf16Le;
    QTest::newRow("UTF16LE") << QByteArray("UTF16LE") << QByteArray("UTF-16LE") << Layout::Utf16Le;
    QTest::newRow("UTF-16BE") << QByteArray("UTF-16BE") << QByteArray("UTF-16BE")
                              << Layout::Utf16Be;
    QTest::newRow("GB2312") << QByteArray("GB2312") << QByteArray("GB2312") << Layout::DoubleByte;
    QTest::newRow("EUC-CN") << QByteArray("EUC-CN") << QByteArray("GB2312") << Layout::DoubleByte;
    QTest::newRow("GBK") << QByteArray("GBK") << QByteArray("GBK") << Layout::DoubleByte;
    QTest::newRow("GB18030") << QByteArray("GB18030") << QByteArray("GB18030")
                             << Layout::DoubleByte;
    QTest::newRow("Big5") << QByteArray("Big5") << QByteArray("Big5") << Layout::DoubleByte;
    QTest::newRow("Shift_JIS") << QByteArray("Shift_JIS") << QByteArray("Shift_JIS")
                               << Layout::ShiftJis;
    QTest::newRow("SHIFT_JIS") << QByteArray("SHIFT_JIS") << QByteArray("Shift_JIS")
                               << Layout::ShiftJis;
    QTest::newRow("SJIS") << QByteArray("SJIS") << QByteArray("Shift_JIS") << Layout::ShiftJis;
    QTest::newRow("MS_KANJI") << QByteArray("MS_KANJI") << QByteArray("Shift_JIS")
                              << Layout::ShiftJis;
    QTest::newRow("EUC-JP") << QByteArray("EUC-JP") << QByteArray("EUC-JP") << Layout::Ascii;
    QTest::newRow("ISO-2022-JP") << QByteArray("ISO-2022-JP") << QByteArray("ISO-2022-JP")
                                 << Layout::Iso2022Jp;
    QTest::newRow("EUC-KR") << QByteArray("EUC-KR") << QByteArray("EUC-KR") << Layout::DoubleByte;
    QTest::newRow("ISO-8859-1") << QByteArray("ISO-8859-1") << QByteArray("ISO-8859-1")
                                << Layout::Ascii;
    QTest::newRow("ISO8859_1") << QByteArray("ISO8859_1") << QByteArray("ISO-8859-1")
                               << Layout::Ascii;
    QTest::newRow("Latin1") << QByteArray("Latin1") << QByteArray("ISO-8859-1") << Layout::Ascii;
    QTest::newRow("ISO-8859-15") << QByteArray("ISO-8859-15") << QByteArray("ISO-8859-15")
                                 << Layout::Ascii;
    QTest::newRow("Windows-1251") << QByteArray("Windows-1251") << QByteArray("windows-1251")
                                  << Layout::Ascii;
    QTest::newRow("cp1252") << QByteArray("cp1252") << QByteArray("windows-1252") << Layout::Ascii;
}

void TestCharset::names()
{
    QFETCH(QByteArray, written);
    QFETCH(QByteArray, name);
    QFETCH(Layout, layout);
    const auto charset = Charset::fromName(written);
    QVERIFY(charset);
    QCOMPARE(charset->name(), name);
    QCOMPARE(charset->layout(), layout);
    // Every charset named decodes with a decoder Qt really has.
    QVERIFY(QStringDecoder(charset->decoderName().constData()).isValid());
}

void TestCharset::unknownNames_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("foo") << QByteArray("foo");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("punctuation only") << QByteArray("-_ ");
    // 41 characters, past the longest a charset's name may be (RFC 2978): not read as UTF-8.
    QTest::newRow("too long") << QByteArray("UTF-8") + QByteArray(36, '-');
}

void TestCharset::unknownNames()
{
    QFETCH(QByteArray, written);
    QVERIFY(!Charset::fromName(written));
}

// The last name looked up is remembered: names asked in turn, again and alike (a prefix, a
// suffix, known and unknown) each get their own charset.
void TestCharset::namesInTurn()
{
    const std::pair<const char *, const char *> turns[] = {
        {"UTF-8", "UTF-8"},      {"UTF-8", "UTF-8"},     {"nope", nullptr},
        {"nope", nullptr},       {"SJIS", "Shift_JIS"},  {"nope", nullptr},
        {"UTF-8", "UTF-8"},      {"UTF-16", "UTF-16LE"}, {"UTF-16BE", "UTF-16BE"},
        {"UTF-16", "UTF-16LE"},  {"KOI8-R", "KOI8-R"},   {"SJIS", "Shift_JIS"},
        {" SJIS ", "Shift_JIS"}, {"SJIS-", "Shift_JIS"}, {"UTF-8", "UTF-8"},
        {"nopf", nullptr},       {"GB2312", "GB2312"},
    };
    for (const auto &[written, name] : turns) {
        const auto charset = Charset::fromName(written);
        QCOMPARE(charset.has_value(), name != nullptr);
        if (charset) QCOMPARE(charset->name(), QByteArray(name));
    }
}

void TestCharset::singleByte_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<bool>("singleByte");
    QTest::newRow("ISO-8859-1") << QByteArray("ISO-8859-1") << true;
    QTest::newRow("windows-1251") << QByteArray("windows-1251") << true;
    QTest::newRow("KOI8-R") << QByteArray("KOI8-R") << true;
    QTest::newRow("UTF-8") << QByteArray("UTF-8") << false;
    QTest::newRow("EUC-JP") << QByteArray("EUC-JP") << false;
    QTest::newRow("GB2312") << QByteArray("GB2312") << false;
    QTest::newRow("Shift_JIS") << QByteArray("Shift_JIS") << false;
    QTest::newRow("ISO-2022-JP") << QByteArray("ISO-2022-JP") << false;
    QTest::newRow("UTF-16LE") << QByteArray("UTF-16LE") << false;
}

void TestCharset::singleByte()
{
    QFETCH(QByteArray, written);
    QFETCH(bool, singleByte);
    QCOMPARE(Charset::fromName(written)->isSingleByte(), singleByte);
}

QTEST_APPLESS_MAIN(TestCharset)
#include "tst_charset.moc"
