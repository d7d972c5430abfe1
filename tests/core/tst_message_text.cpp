// How messages quote text from a file (one short line, control characters and bytes that are
// not UTF-8 escaped) and how long their lists grow.
#include "sgf/message_text.h"

#include <QTest>

using namespace std::string_literals;

class TestMessageText : public QObject {
    Q_OBJECT

private slots:
    void quoteText_data();
    void quoteText();
    void quotePropertyShortensBothParts();
    void listCapCountsWhatItDoesNotList();
};

void TestMessageText::quoteText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QByteArray>("quoted");
    const auto bytes = [](const std::string &s) { return QByteArray::fromStdString(s); };
    QTest::newRow("short") << bytes("pd") << 32 << bytes("pd");
    QTest::newRow("empty") << bytes("") << 32 << bytes("");
    QTest::newRow("exactly the limit")
        << bytes(std::string(32, 'a')) << 32 << bytes(std::string(32, 'a'));
    QTest::newRow("one past the limit")
        << bytes(std::string(33, 'a')) << 32 << bytes(std::string(32, 'a') + "...");
    QTest::newRow("four megabytes")
        << bytes(std::string(4'000'000, 'Q')) << 32 << bytes(std::string(32, 'Q') + "...");
    QTest::newRow("white space one space, none at the ends")
        << bytes("  Honinbo \n\t Shusaku \r\n") << 32 << bytes("Honinbo Shusaku");
    QTest::newRow("NUL") << bytes("a\0b"s) << 32 << bytes("a\\x00b");
    QTest::newRow("terminal escape") << bytes("\x1b[31mred") << 32 << bytes("\\x1B[31mred");
    QTest::newRow("BEL and DEL") << bytes("\x07\x7f") << 32 << bytes("\\x07\\x7F");
    QTest::newRow("not UTF-8") << bytes("caf\xe9") << 32 << bytes("caf\\xE9");
    // A character is one, whatever its bytes; an escape takes the room of its four.
    QTest::newRow("UTF-8 counted by characters") << bytes("黒黒黒黒黒") << 3 << bytes("黒黒黒...");
    QTest::newRow("escapes counted by their width")
        << bytes(std::string(10, '\0')) << 9 << bytes("\\x00\\x00...");
}

void TestMessageText::quoteText()
{
    QFETCH(QByteArray, text);
    QFETCH(int, limit);
    QFETCH(QByteArray, quoted);
    QCOMPARE(QByteArray::fromStdString(sgf::quoteText(text.toStdString(), std::size_t(limit))),
             quoted);
}

void TestMessageText::quotePropertyShortensBothParts()
{
    QCOMPARE(sgf::quoteProperty("AB", "zz"), "AB[zz]"s);
    QCOMPARE(sgf::quoteProperty(std::string(100, 'Q'), "x\0"s),
             std::string(sgf::quoteLimit, 'Q') + "...[x\\x00]");
    QCOMPARE(sgf::quoteProperty("C", std::string(1000, 'c')),
             "C[" + std::string(sgf::quoteLimit, 'c') + "...]");
}

void TestMessageText::listCapCountsWhatItDoesNotList()
{
    sgf::ListCap cap(3);
    int admitted = 0;
    for (int i = 0; i < 1'000'000; ++i) admitted += cap.admit();
    QCOMPARE(admitted, 3);
    QCOMPARE(cap.listed(), std::size_t(3));
    QCOMPARE(cap.unlisted(), std::size_t(999'997));
    cap.reset();
    QVERIFY(cap.admit());
    QCOMPARE(cap.unlisted(), std::size_t(0));
}

QTEST_APPLESS_MAIN(TestMessageText)
#include "tst_message_text.moc"
