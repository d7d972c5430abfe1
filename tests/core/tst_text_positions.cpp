// Lines and columns of byte offsets (sgf::positionAt, sgf::positionsAt): CR, LF, CRLF and LFCR
// each end one line, a column is a character (a malformed byte is one), and an offset inside a
// character or a line break pair is placed before it. Texts long enough for the walk's runs of
// eight bytes, with the break or the character before, at and after a run's end.
#include "sgf/diagnostic.h"

#include <QTest>
#include <algorithm>

class TestTextPositions : public QObject {
    Q_OBJECT

private slots:
    void position_data();
    void position();
    void manyAtOnce();
    void farApart_data();
    void farApart();
};

void TestTextPositions::position_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    const QByteArray ascii = "(;FF[4]C[a long comment of plain ASCII text])";
    QTest::newRow("the start") << ascii << 0 << 1 << 1;
    QTest::newRow("within a first run") << ascii << 5 << 1 << 6;
    QTest::newRow("at a run's end") << ascii << 8 << 1 << 9;
    QTest::newRow("far on") << ascii << 40 << 1 << 41;
    QTest::newRow("the end") << ascii << int(ascii.size()) << 1 << int(ascii.size()) + 1;
    QTest::newRow("past the end") << ascii << 1000 << 1 << int(ascii.size()) + 1;
    for (const char *lineBreak : {"\n", "\r", "\r\n", "\n\r"}) {
        for (const int before : {0, 3, 7, 8, 9, 15, 16}) {
            const QByteArray text = QByteArray(before, 'a') + lineBreak + "bcdefghijklmnop";
            const int size = int(qstrlen(lineBreak));
            QTest::addRow("%d bytes, %s", before,
                          qPrintable(QByteArray(lineBreak).toPercentEncoding()))
                << text << before + size + 10 << 2 << 11;
            QTest::addRow("%d bytes, %s, at it", before,
                          qPrintable(QByteArray(lineBreak).toPercentEncoding()))
                << text << before << 1 << before + 1;
            if (size == 2)
                QTest::addRow("%d bytes, %s, inside it", before,
                              qPrintable(QByteArray(lineBreak).toPercentEncoding()))
                    << text << before + 1 << 1 << before + 1;
        }
    }
    // Lines are counted sixteen bytes at a time, in counters that must not wrap.
    const QByteArray shortLines = QByteArray("a\n").repeated(5000) + "xyz";
    QTest::newRow("5,000 short lines") << shortLines << 10000 << 5001 << 1;
    QTest::newRow("5,000 short lines, then a character") << shortLines << 10001 << 5001 << 2;
    QTest::newRow("5,000 short CRLF lines")
        << QByteArray("a\r\n").repeated(5000) + "xyz" << 15001 << 5001 << 2;
    QTest::newRow("two line feeds are two lines")
        << QByteArray("abcdefghij\n\nabcdefghij") << 15 << 3 << 4;
    // é is two bytes, 黒 three: one column each.
    for (const int before : {0, 6, 7, 8, 12}) {
        const QByteArray text = QByteArray(before, 'a') + "\xC3\xA9\xE9\xBB\x92" + "bcdefghijklm";
        QTest::addRow("%d bytes, then characters", before)
            << text << before + 5 + 9 << 1 << before + 2 + 9 + 1;
        QTest::addRow("%d bytes, inside a character", before)
            << text << before + 3 << 1 << before + 2;
    }
    QTest::newRow("a malformed byte is a column") << QByteArray("abcdefgh\xFF"
                                                                "abcdefghij")
                                                  << 14 << 1 << 15;
}

void TestTextPositions::position()
{
    QFETCH(QByteArray, text);
    QFETCH(int, offset);
    QFETCH(int, line);
    QFETCH(int, column);
    const std::string_view view(text.constData(), std::size_t(text.size()));
    const sgf::Position at = sgf::positionAt(view, std::uint64_t(offset));
    QCOMPARE(int(at.line), line);
    QCOMPARE(int(at.column), column);
    QCOMPARE(at.offset, std::uint64_t(std::min<qsizetype>(offset, text.size())));
}

// Many offsets in one walk are those one at a time.
void TestTextPositions::manyAtOnce()
{
    QByteArray text;
    for (int i = 0; i < 200; ++i) {
        text += QByteArray(i % 17, 'x');
        text += i % 3 == 0 ? "\r\n" : i % 3 == 1 ? "\xE9\xBB\x92" : "\n";
    }
    const std::string_view view(text.constData(), std::size_t(text.size()));
    std::vector<std::uint64_t> offsets;
    for (std::uint64_t offset = 0; offset <= view.size(); offset += 3) offsets.push_back(offset);
    const std::vector<sgf::Position> positions = sgf::positionsAt(view, offsets);
    QCOMPARE(positions.size(), offsets.size());
    for (std::size_t i = 0; i < offsets.size(); ++i)
        QCOMPARE(positions[i], sgf::positionAt(view, offsets[i]));
}

namespace {

// The rule walked byte by byte from the start, for texts made of ASCII, whole UTF-8
// characters of two and three bytes and malformed single bytes (0xFF, a stray 0x80).
sgf::Position referencePosition(std::string_view text, std::size_t target)
{
    target = std::min(target, text.size());
    std::uint32_t line = 1, column = 0;
    const auto isBreak = [](char c) { return c == '\n' || c == '\r'; };
    for (std::size_t at = 0; at < target;) {
        const auto c = static_cast<unsigned char>(text[at]);
        std::size_t length = 1;
        if (isBreak(char(c))) {
            if (at + 1 < text.size() && isBreak(text[at + 1]) && text[at + 1] != char(c))
                length = 2;
        } else if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
        }
        if (at + length > target) break;
        at += length;
        if (isBreak(char(c))) {
            ++line;
            column = 0;
        } else {
            ++column;
        }
    }
    return {line, column + 1, target};
}

} // namespace

// Offsets far apart (the walk counts the lines between them without their characters) are
// placed as the byte-by-byte rule places them: long lines, runs of breaks of every kind, pairs
// split by an offset, characters and malformed bytes right before and after.
void TestTextPositions::farApart_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("step");
    QTest::addColumn<bool>("returns");
    for (const int seed : {1, 2, 3, 4})
        for (const int step : {1, 7, 65, 66, 300, 5000})
            QTest::addRow("seed %d, every %d bytes", seed, step) << seed << step << true;
    // Without CR each LF is a line, and lines are counted sixteen bytes at a time: thousands
    // of bytes between two offsets.
    for (const int seed : {5, 6})
        for (const int step : {65, 4100, 9000})
            QTest::addRow("seed %d, every %d bytes, no CR", seed, step) << seed << step << false;
}

void TestTextPositions::farApart()
{
    QFETCH(int, seed);
    QFETCH(int, step);
    QFETCH(bool, returns);
    const char *const pieces[] = {"a",    "bcdefgh", "\n",       "\r",
                                  "\r\n", "\n\r",    "\xC3\xA9", "\xE9\xBB\x92",
                                  "\xFF", "\x80",    "(;B[aa]",  "0123456789abcdefghij"};
    std::uint32_t state = std::uint32_t(seed) * 2654435761u;
    std::string text;
    while (text.size() < 20000) {
        state = state * 1664525u + 1013904223u;
        const std::uint32_t pick = (state >> 16) % 40;
        // Mostly long lines, now and then runs of breaks.
        text += pieces[pick < 12 ? pick : pick < 30 ? 11 : pick < 36 ? 1 : 2 + pick % 4];
    }
    if (!returns) std::replace(text.begin(), text.end(), '\r', '\n');
    std::vector<std::uint64_t> offsets;
    for (std::size_t offset = 0; offset <= text.size() + 1; offset += std::size_t(step))
        offsets.push_back(offset);
    const std::vector<sgf::Position> positions = sgf::positionsAt(text, offsets);
    QCOMPARE(positions.size(), offsets.size());
    for (std::size_t i = 0; i < offsets.size(); ++i) {
        const sgf::Position expected = referencePosition(text, offsets[i]);
        if (positions[i] != expected)
            QFAIL(qPrintable(QStringLiteral("offset %1: %2:%3, expected %4:%5")
                                 .arg(offsets[i])
                                 .arg(positions[i].line)
                                 .arg(positions[i].column)
                                 .arg(expected.line)
                                 .arg(expected.column)));
        if (i % 97 == 0) QCOMPARE(sgf::positionAt(text, offsets[i]), expected);
    }
}

QTEST_APPLESS_MAIN(TestTextPositions)
#include "tst_text_positions.moc"
