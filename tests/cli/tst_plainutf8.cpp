// The launcher's UTF-8 check (app/launcher/plainutf8.h) against the well-formed byte sequences
// of RFC 3629 (Unicode's table 3-7) and against Qt's own check, at every place its ASCII chunks
// of sixteen bytes can meet a character.
#include "plainutf8.h"

#include <QByteArrayView>
#include <QRandomGenerator>
#include <QTest>
#include <string>

namespace {

std::string bytes(std::initializer_list<int> values)
{
    std::string out;
    for (const int v : values) out += char(v);
    return out;
}

} // namespace

class TestPlainUtf8 : public QObject {
    Q_OBJECT
private slots:
    void sequences_data();
    void sequences();
    void escapes();
    void againstQt();
    void everyShortSequence();
    void halves();
};

void TestPlainUtf8::sequences_data()
{
    QTest::addColumn<QByteArray>("sequence");
    QTest::addColumn<bool>("valid");
    const auto row = [](const char *name, const std::string &sequence, bool valid) {
        QTest::newRow(name) << QByteArray(sequence.data(), qsizetype(sequence.size())) << valid;
    };
    // Table 3-7: the first and last well-formed sequence of each row, and the bytes just
    // outside each row's ranges.
    row("U+0000..U+007F", bytes({0x00, 0x41, 0x7F}), true);
    row("C2 80 (U+0080)", bytes({0xC2, 0x80}), true);
    row("DF BF (U+07FF)", bytes({0xDF, 0xBF}), true);
    row("C0 80 (overlong)", bytes({0xC0, 0x80}), false);
    row("C1 BF (overlong)", bytes({0xC1, 0xBF}), false);
    row("E0 A0 80 (U+0800)", bytes({0xE0, 0xA0, 0x80}), true);
    row("E0 9F BF (overlong)", bytes({0xE0, 0x9F, 0xBF}), false);
    row("E0 80 80 (overlong)", bytes({0xE0, 0x80, 0x80}), false);
    row("E1 80 80 (U+1000)", bytes({0xE1, 0x80, 0x80}), true);
    row("EC BF BF (U+CFFF)", bytes({0xEC, 0xBF, 0xBF}), true);
    row("ED 80 80 (U+D000)", bytes({0xED, 0x80, 0x80}), true);
    row("ED 9F BF (U+D7FF)", bytes({0xED, 0x9F, 0xBF}), true);
    row("ED A0 80 (surrogate D800)", bytes({0xED, 0xA0, 0x80}), false);
    row("ED BF BF (surrogate DFFF)", bytes({0xED, 0xBF, 0xBF}), false);
    row("EE 80 80 (U+E000)", bytes({0xEE, 0x80, 0x80}), true);
    row("EF BF BF (U+FFFF)", bytes({0xEF, 0xBF, 0xBF}), true);
    row("F0 90 80 80 (U+10000)", bytes({0xF0, 0x90, 0x80, 0x80}), true);
    row("F0 8F BF BF (overlong)", bytes({0xF0, 0x8F, 0xBF, 0xBF}), false);
    row("F1 80 80 80 (U+40000)", bytes({0xF1, 0x80, 0x80, 0x80}), true);
    row("F3 BF BF BF (U+FFFFF)", bytes({0xF3, 0xBF, 0xBF, 0xBF}), true);
    row("F4 80 80 80 (U+100000)", bytes({0xF4, 0x80, 0x80, 0x80}), true);
    row("F4 8F BF BF (U+10FFFF)", bytes({0xF4, 0x8F, 0xBF, 0xBF}), true);
    row("F4 90 80 80 (past U+10FFFF)", bytes({0xF4, 0x90, 0x80, 0x80}), false);
    row("F4 A0 80 80 (past U+10FFFF)", bytes({0xF4, 0xA0, 0x80, 0x80}), false);
    row("F5 80 80 80 (no such lead)", bytes({0xF5, 0x80, 0x80, 0x80}), false);
    row("F7 BF BF BF (no such lead)", bytes({0xF7, 0xBF, 0xBF, 0xBF}), false);
    row("F8 88 80 80 80 (five bytes)", bytes({0xF8, 0x88, 0x80, 0x80, 0x80}), false);
    row("FE", bytes({0xFE}), false);
    row("FF", bytes({0xFF}), false);
    // Continuation bytes where none may be, and leads without theirs.
    row("80 alone", bytes({0x80}), false);
    row("BF alone", bytes({0xBF}), false);
    row("C2 80 80 (one too many)", bytes({0xC2, 0x80, 0x80}), false);
    row("E1 80 80 80 (one too many)", bytes({0xE1, 0x80, 0x80, 0x80}), false);
    row("F1 80 80 80 80 (one too many)", bytes({0xF1, 0x80, 0x80, 0x80, 0x80}), false);
    row("C2 then ASCII", bytes({0xC2, 0x41}), false);
    row("C2 then a lead", bytes({0xC2, 0xC2, 0x80}), false);
    row("E1 80 then ASCII", bytes({0xE1, 0x80, 0x41}), false);
    row("F1 80 80 then ASCII", bytes({0xF1, 0x80, 0x80, 0x41}), false);
    row("C2 at the end", bytes({0xC2}), false);
    row("E1 80 at the end", bytes({0xE1, 0x80}), false);
    row("F1 80 80 at the end", bytes({0xF1, 0x80, 0x80}), false);
    row("Japanese", "\xE9\xBB\x92\xE3\x81\xAE\xE5\xA5\xBD\xE6\x89\x8B", true);
}

// Each sequence at every place in ASCII around it, across the sixteen-byte chunks and the end.
void TestPlainUtf8::sequences()
{
    QFETCH(QByteArray, sequence);
    QFETCH(bool, valid);
    QCOMPARE(QByteArrayView(sequence).isValidUtf8(), valid); // the expectation is Qt's too
    for (int before = 0; before <= 40; ++before) {
        for (const int after : {0, 1, 2, 3, 15, 16, 17, 40}) {
            const std::string text = std::string(std::size_t(before), 'a') +
                                     sequence.toStdString() + std::string(std::size_t(after), 'b');
            QVERIFY2(
                sgfview::plain::isValidUtf8(text) == valid,
                qPrintable(QStringLiteral("%1 bytes before, %2 after").arg(before).arg(after)));
            QVERIFY(sgfview::plain::isValidUtf8WithoutEscapes(text) == valid);
        }
    }
}

// An ESC byte is well-formed UTF-8, but not for the check without escapes, wherever it is.
void TestPlainUtf8::escapes()
{
    for (int at = 0; at < 48; ++at) {
        std::string text(48, 'x');
        text[std::size_t(at)] = '\x1B';
        QVERIFY(sgfview::plain::isValidUtf8(text));
        QVERIFY2(!sgfview::plain::isValidUtf8WithoutEscapes(text), qPrintable(QString::number(at)));
    }
    QVERIFY(sgfview::plain::isValidUtf8WithoutEscapes(std::string(48, 'x')));
    QVERIFY(sgfview::plain::isValidUtf8(""));
    QVERIFY(sgfview::plain::isValidUtf8WithoutEscapes(""));
}

// Random texts of characters and stray bytes, judged as Qt judges them.
void TestPlainUtf8::againstQt()
{
    const std::string pieces[] = {"a",
                                  "(;",
                                  "]",
                                  "\xC3\xA9",
                                  "\xE5\x9B\xB2",
                                  "\xF0\x9F\x98\x80",
                                  "\xED\x9F\xBF",
                                  "\xEF\xBF\xBF",
                                  "\xF4\x8F\xBF\xBF",
                                  "\xC2\x80"};
    QRandomGenerator random(20261204);
    int invalid = 0;
    for (int round = 0; round < 20000; ++round) {
        std::string text;
        const int count = int(random.bounded(60));
        for (int i = 0; i < count; ++i) {
            if (random.bounded(40) == 0)
                text += char(random.bounded(256)); // any byte: often one that does not fit
            else
                text += pieces[random.bounded(int(std::size(pieces)))];
        }
        const bool expected = QByteArrayView(text.data(), qsizetype(text.size())).isValidUtf8();
        invalid += expected ? 0 : 1;
        QVERIFY2(sgfview::plain::isValidUtf8(text) == expected,
                 qPrintable(QByteArray::fromStdString(text).toHex(' ')));
    }
    QVERIFY(invalid > 1000 && invalid < 19000); // both kinds were tried, many times
}

// Every sequence of up to four bytes drawn from the bytes at the edges of the ranges of table
// 3-7, and every pair of bytes, at each place across the boundary of two blocks of sixteen
// bytes that the check reads whole, judged as Qt judges them (and without escapes, as Qt's
// judgement plus no ESC byte).
void TestPlainUtf8::everyShortSequence()
{
    const auto check = [](const std::string &sequence) {
        const bool valid =
            QByteArrayView(sequence.data(), qsizetype(sequence.size())).isValidUtf8();
        const bool withoutEscapes = valid && sequence.find('\x1B') == std::string::npos;
        for (std::size_t before = 12; before <= 16; ++before) {
            const std::string text = std::string(before, 'a') + sequence + std::string(20, 'b');
            if (sgfview::plain::isValidUtf8(text) != valid ||
                sgfview::plain::isValidUtf8WithoutEscapes(text) != withoutEscapes)
                return false;
        }
        return true;
    };
    for (int first = 0; first < 256; ++first) {
        for (int second = 0; second < 256; ++second) {
            const std::string pair = bytes({first, second});
            QVERIFY2(check(pair), qPrintable(QByteArray::fromStdString(pair).toHex(' ')));
        }
    }
    const int edges[] = {0x00, 0x1B, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF,
                         0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
                         0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF};
    int valid = 0;
    for (const int a : edges) {
        for (const int b : edges) {
            for (const int c : edges) {
                for (const int d : edges) {
                    for (const std::string &sequence : {bytes({a, b, c}), bytes({a, b, c, d})}) {
                        QVERIFY2(check(sequence),
                                 qPrintable(QByteArray::fromStdString(sequence).toHex(' ')));
                        valid += QByteArrayView(sequence.data(), qsizetype(sequence.size()))
                                         .isValidUtf8()
                                     ? 1
                                     : 0;
                    }
                }
            }
        }
    }
    QVERIFY(valid > 10000); // well-formed characters were among them, not only faults
}

// From a megabyte on, a text is checked in two halves at once, cut near the middle where no
// character goes on: a malformed byte on either side of the cut is found.
void TestPlainUtf8::halves()
{
    const std::string japanese = "\xE9\xBB\x92\xE3\x81\xAE";
    std::string text = "a"; // so that the middle falls inside a character
    while (text.size() < (std::size_t(3) << 19)) text += japanese;
    const std::size_t middle = text.size() / 2;
    QVERIFY((middle - 1) % 3 != 0);
    QVERIFY(sgfview::plain::isValidUtf8(text));
    for (std::size_t at = middle - 8; at < middle + 8; ++at) {
        std::string broken = text;
        broken[at] = '\xFF';
        QVERIFY2(!sgfview::plain::isValidUtf8(broken), qPrintable(QString::number(at)));
    }
    std::string lastCut = text;
    lastCut.pop_back();
    QVERIFY(!sgfview::plain::isValidUtf8(lastCut));
}

QTEST_APPLESS_MAIN(TestPlainUtf8)
#include "tst_plainutf8.moc"
