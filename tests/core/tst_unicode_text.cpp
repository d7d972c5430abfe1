// Case folding and word boundaries for search (Unicode's CaseFolding.txt, statuses C and S;
// UAX #29 word boundaries, simplified as sgf/unicode_text.h says).
#include "sgf/unicode_text.h"

#include <QTest>

class TestUnicodeText : public QObject {
    Q_OBJECT

private slots:
    void foldCharacter_data();
    void foldCharacter();
    void foldTextKeepsOffsets_data();
    void foldTextKeepsOffsets();
    void wordBoundary_data();
    void wordBoundary();
};

void TestUnicodeText::foldCharacter_data()
{
    QTest::addColumn<uint>("character");
    QTest::addColumn<uint>("folded");

    // Each pair as CaseFolding.txt lists it.
    QTest::newRow("A") << 0x41u << 0x61u;
    QTest::newRow("Z") << 0x5Au << 0x7Au;
    QTest::newRow("a stays") << 0x61u << 0x61u;
    QTest::newRow("@ stays") << 0x40u << 0x40u;
    QTest::newRow("[ stays") << 0x5Bu << 0x5Bu;
    QTest::newRow("micro sign to mu") << 0xB5u << 0x3BCu;
    QTest::newRow("À") << 0xC0u << 0xE0u;
    QTest::newRow("Þ") << 0xDEu << 0xFEu;
    QTest::newRow("× stays") << 0xD7u << 0xD7u;
    QTest::newRow("ß stays (full folding only)") << 0xDFu << 0xDFu;
    QTest::newRow("Ā") << 0x100u << 0x101u;
    QTest::newRow("ā stays") << 0x101u << 0x101u;
    QTest::newRow("İ stays (no simple folding)") << 0x130u << 0x130u;
    QTest::newRow("ı stays") << 0x131u << 0x131u;
    QTest::newRow("Ĳ") << 0x132u << 0x133u;
    QTest::newRow("Ĺ") << 0x139u << 0x13Au;
    QTest::newRow("Ł") << 0x141u << 0x142u;
    QTest::newRow("Ŋ") << 0x14Au << 0x14Bu;
    QTest::newRow("Ÿ") << 0x178u << 0xFFu;
    QTest::newRow("Ź") << 0x179u << 0x17Au;
    QTest::newRow("Ž") << 0x17Du << 0x17Eu;
    QTest::newRow("ſ stays (folds to one byte)") << 0x17Fu << 0x17Fu;
    QTest::newRow("Ɓ") << 0x181u << 0x253u;
    QTest::newRow("Ơ") << 0x1A0u << 0x1A1u;
    QTest::newRow("Ǆ") << 0x1C4u << 0x1C6u;
    QTest::newRow("ǅ") << 0x1C5u << 0x1C6u;
    QTest::newRow("Ǎ") << 0x1CDu << 0x1CEu;
    QTest::newRow("Ǟ") << 0x1DEu << 0x1DFu;
    QTest::newRow("Ș") << 0x218u << 0x219u;
    QTest::newRow("Ά") << 0x386u << 0x3ACu;
    QTest::newRow("Έ") << 0x388u << 0x3ADu;
    QTest::newRow("Ό") << 0x38Cu << 0x3CCu;
    QTest::newRow("Α") << 0x391u << 0x3B1u;
    QTest::newRow("Σ") << 0x3A3u << 0x3C3u;
    QTest::newRow("final sigma to sigma") << 0x3C2u << 0x3C3u;
    QTest::newRow("Ω") << 0x3A9u << 0x3C9u;
    QTest::newRow("Ϋ") << 0x3ABu << 0x3CBu;
    QTest::newRow("ω stays") << 0x3C9u << 0x3C9u;
    QTest::newRow("Ϙ") << 0x3D8u << 0x3D9u;
    QTest::newRow("Ѐ") << 0x400u << 0x450u;
    QTest::newRow("Ё") << 0x401u << 0x451u;
    QTest::newRow("А") << 0x410u << 0x430u;
    QTest::newRow("Я") << 0x42Fu << 0x44Fu;
    QTest::newRow("я stays") << 0x44Fu << 0x44Fu;
    QTest::newRow("Ѣ") << 0x462u << 0x463u;
    QTest::newRow("Ґ") << 0x490u << 0x491u;
    QTest::newRow("Ӂ") << 0x4C1u << 0x4C2u;
    QTest::newRow("Ӏ") << 0x4C0u << 0x4CFu;
    QTest::newRow("Ӑ") << 0x4D0u << 0x4D1u;
    QTest::newRow("Ա") << 0x531u << 0x561u;
    QTest::newRow("Ḁ") << 0x1E00u << 0x1E01u;
    QTest::newRow("Ạ") << 0x1EA0u << 0x1EA1u;
    QTest::newRow("Ỳ") << 0x1EF2u << 0x1EF3u;
    QTest::newRow("Ἀ") << 0x1F08u << 0x1F00u;
    QTest::newRow("Ὑ") << 0x1F59u << 0x1F51u;
    QTest::newRow("Ὰ") << 0x1FBAu << 0x1F70u;
    QTest::newRow("Ὸ") << 0x1FF8u << 0x1F78u;
    QTest::newRow("Ⅰ") << 0x2160u << 0x2170u;
    QTest::newRow("Ⓐ") << 0x24B6u << 0x24D0u;
    QTest::newRow("fullwidth A") << 0xFF21u << 0xFF41u;
    QTest::newRow("Kelvin sign stays (folds to one byte)") << 0x212Au << 0x212Au;
    QTest::newRow("黒 has no case") << 0x9ED2u << 0x9ED2u;
    QTest::newRow("হ has no case") << 0x09B9u << 0x09B9u;
}

void TestUnicodeText::foldCharacter()
{
    QFETCH(uint, character);
    QFETCH(uint, folded);
    QCOMPARE(uint(sgf::foldCase(char32_t(character))), folded);
}

void TestUnicodeText::foldTextKeepsOffsets_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("folded");

    QTest::newRow("ASCII") << "Lee Sedol 9P"
                           << "lee sedol 9p";
    QTest::newRow("Latin") << "ÉCOLE Łódź"
                           << "école łódź";
    QTest::newRow("Greek") << "ΟΔΥΣΣΕΥΣ"
                           << "οδυσσευσ";
    QTest::newRow("Greek final sigma") << "οδυσσευς"
                                       << "οδυσσευσ";
    QTest::newRow("Cyrillic") << "ЁЖИК Ли Седоль"
                              << "ёжик ли седоль";
    QTest::newRow("CJK and kana unchanged") << "黒番の勝ち"
                                            << "黒番の勝ち";
    QTest::newRow("Kelvin sign kept") << "\u212A"
                                      << "\u212A";
}

void TestUnicodeText::foldTextKeepsOffsets()
{
    QFETCH(QString, text);
    QFETCH(QString, folded);
    const std::string utf8 = text.toStdString();
    std::string out = "something before";
    sgf::foldCase(utf8, out);
    QCOMPARE(out.size(), utf8.size());
    QCOMPARE(QString::fromStdString(out), folded);
}

void TestUnicodeText::wordBoundary_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("characterIndex"); // a position in characters
    QTest::addColumn<bool>("boundary");

    QTest::newRow("start") << "tenuki" << 0 << true;
    QTest::newRow("end") << "tenuki" << 6 << true;
    QTest::newRow("inside a word") << "tenuki" << 3 << false;
    QTest::newRow("before a space") << "play tenuki" << 4 << true;
    QTest::newRow("after a space") << "play tenuki" << 5 << true;
    QTest::newRow("letter and digit join") << "move 3a" << 6 << false;
    QTest::newRow("underscore joins") << "a_b" << 1 << false;
    QTest::newRow("before a comma") << "atari, then" << 5 << true;
    QTest::newRow("apostrophe between letters") << "don't" << 3 << false;
    QTest::newRow("after the apostrophe") << "don't" << 4 << false;
    QTest::newRow("apostrophe at the end") << "players' turn" << 7 << true;
    QTest::newRow("point between digits") << "komi 6.5" << 6 << false;
    QTest::newRow("point after a word") << "end. Next" << 3 << true;
    QTest::newRow("comma between digits") << "1,000" << 1 << false;
    QTest::newRow("comma between letters") << "a,b" << 1 << true;
    QTest::newRow("Latin letters join") << "Łódź" << 1 << false;
    QTest::newRow("Greek letters join") << "αβγ" << 1 << false;
    QTest::newRow("Cyrillic letters join") << "Седоль" << 2 << false;
    QTest::newRow("Bengali with its marks joins") << "খেলা" << 1 << false;
    QTest::newRow("Arabic letters join") << "لعبة" << 2 << false;
    QTest::newRow("Hangul joins") << "이세돌" << 1 << false;
    QTest::newRow("Katakana joins") << "カタカナ" << 2 << false;
    QTest::newRow("ideographs are words of their own") << "黒番" << 1 << true;
    QTest::newRow("Hiragana is a word of its own") << "ので" << 1 << true;
    QTest::newRow("ideograph after a letter") << "a黒" << 1 << true;
    QTest::newRow("Katakana and letter") << "カa" << 1 << true;
}

void TestUnicodeText::wordBoundary()
{
    QFETCH(QString, text);
    QFETCH(int, characterIndex);
    QFETCH(bool, boundary);
    const std::string utf8 = text.toStdString();
    const std::size_t offset = text.left(characterIndex).toStdString().size();
    QCOMPARE(sgf::isWordBoundary(utf8, offset), boundary);
}

QTEST_APPLESS_MAIN(TestUnicodeText)
#include "tst_unicode_text.moc"
