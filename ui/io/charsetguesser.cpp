#include "io/charsetguesser.h"

#include "io/commoncharacters.h"

#include <QList>
#include <QStringDecoder>
#include <array>
#include <bitset>
#include <limits>
#include <memory>
#include <optional>

namespace sgfview {

namespace {

enum class Script : std::uint8_t { Any, Cjk, Latin, Cyrillic };

using CharacterSet = std::bitset<0x10000>;

// Byte rows whose characters make up most text in a double-byte charset.
struct Rows {
    unsigned char leadFirst, leadLast, trailFirst, trailLast;
};

struct Candidate {
    const char *name;
    Script script;
    std::u16string_view frequent;
    std::array<Rows, 2> coreRows; // for CJK candidates only
};

// The candidates, in the order that wins a tie: UTF-8 (damaged), GB18030, Big5, Shift_JIS,
// EUC-JP, EUC-KR, windows-1252, windows-1251.
const std::array<Candidate, 8> &candidateTable()
{
    using namespace commoncharacters;
    static const std::array<Candidate, 8> table{{
        {"UTF-8", Script::Any, {}, {}},
        // GB2312 punctuation and symbols, then the 3755 level-1 hanzi.
        {"GB18030",
         Script::Cjk,
         simplifiedChinese,
         {{{0xA1, 0xA3, 0xA1, 0xFE}, {0xB0, 0xD7, 0xA1, 0xFE}}}},
        // Big5 symbols, then the 5401 frequent hanzi.
        {"Big5",
         Script::Cjk,
         traditionalChinese,
         {{{0xA1, 0xA3, 0x40, 0xFE}, {0xA4, 0xC6, 0x40, 0xFE}}}},
        // Shift_JIS symbols and kana, then the JIS level-1 kanji.
        {"Shift_JIS",
         Script::Cjk,
         japanese,
         {{{0x81, 0x83, 0x40, 0xFC}, {0x88, 0x98, 0x40, 0xFC}}}},
        {"EUC-JP", Script::Cjk, japanese, {{{0xA1, 0xA5, 0xA1, 0xFE}, {0xB0, 0xCF, 0xA1, 0xFE}}}},
        // KS X 1001 symbols, then its 2350 Hangul syllables.
        {"EUC-KR",
         Script::Cjk,
         commoncharacters::korean,
         {{{0xA1, 0xA1, 0xA1, 0xFE}, {0xB0, 0xC8, 0xA1, 0xFE}}}},
        {"windows-1252", Script::Latin, {}, {}},
        {"windows-1251", Script::Cyrillic, {}, {}},
    }};
    return table;
}

bool isJunk(char32_t c)
{
    return (c >= 0x80 && c <= 0x9F) || (c >= 0xD800 && c <= 0xF8FF) || c >= 0xF0000 ||
           QChar::category(c) == QChar::Other_NotAssigned || QChar::isNonCharacter(c);
}

bool isAsciiLetter(char32_t c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

bool isLatinLetter(char32_t c)
{
    return c >= 0xC0 && c <= 0x24F && c != 0xD7 && c != 0xF7;
}

// Quotes, dashes, the ellipsis and the euro sign of windows-1252's 0x80-0x9F.
bool isWesternPunctuation(char32_t c)
{
    return (c >= 0x2013 && c <= 0x2014) || (c >= 0x2018 && c <= 0x2022) || c == 0x2026 ||
           c == 0x20AC;
}

bool isCyrillicUpper(char32_t c)
{
    return (c >= 0x400 && c <= 0x42F);
}
bool isCyrillicLower(char32_t c)
{
    return c >= 0x430 && c <= 0x45F;
}

QString decode(std::string_view bytes, const char *charset)
{
    const auto decoderName = Charset::fromName(charset)->decoderName();
    QStringDecoder decoder(decoderName.constData(), QStringConverter::Flag::Stateless);
    return decoder.decode(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
}

void addCharacters(CharacterSet &set, const QString &text)
{
    for (QChar c : text)
        if (c.unicode() >= 0x80 && !isJunk(c.unicode()) && c.unicode() != 0xFFFD)
            set.set(c.unicode());
}

// The characters of a candidate's core rows, found by decoding every byte pair in them.
CharacterSet coreCharacters(const Candidate &candidate)
{
    QByteArray pairs;
    for (const Rows &rows : candidate.coreRows)
        for (int lead = rows.leadFirst; lead <= rows.leadLast; ++lead)
            for (int trail = rows.trailFirst; trail <= rows.trailLast; ++trail) {
                if (trail == 0x7F) continue;
                pairs += char(lead);
                pairs += char(trail);
            }
    CharacterSet set;
    addCharacters(set, decode({pairs.constData(), std::size_t(pairs.size())}, candidate.name));
    return set;
}

CharacterSet frequentCharacters(const Candidate &candidate)
{
    CharacterSet set;
    for (char16_t c : candidate.frequent) set.set(c);
    if (candidate.name == std::string_view("Shift_JIS") ||
        candidate.name == std::string_view("EUC-JP"))
        for (char16_t kana = 0x3041; kana <= 0x30FE; ++kana) set.set(kana);
    return set;
}

struct CharacterSets {
    std::array<CharacterSet, 8> core;
    std::array<CharacterSet, 8> frequent;
};

// Built once: the UTF-8 candidate's sets are the union of the others'.
const CharacterSets &characterSets()
{
    static const std::unique_ptr<CharacterSets> sets = [] {
        auto built = std::make_unique<CharacterSets>();
        const auto &table = candidateTable();
        for (std::size_t i = 1; i < table.size(); ++i) {
            if (table[i].script == Script::Cjk) built->core[i] = coreCharacters(table[i]);
            built->frequent[i] = frequentCharacters(table[i]);
            built->core[0] |= built->core[i];
            built->frequent[0] |= built->frequent[i];
        }
        return built;
    }();
    return *sets;
}

// The first sampleLimit bytes, cut after an ASCII byte so no character is split.
std::string_view sample(std::string_view bytes)
{
    if (bytes.size() <= CharsetGuesser::sampleLimit) return bytes;
    std::size_t end = CharsetGuesser::sampleLimit;
    while (end > 0 && static_cast<unsigned char>(bytes[end - 1]) >= 0x80) --end;
    return bytes.substr(0, end);
}

long long scoreCharacter(Script script, std::size_t index, const QList<uint> &text,
                         const CharacterSet &core, const CharacterSet &frequent)
{
    const char32_t c = text[qsizetype(index)];
    const char32_t previous = index > 0 ? text[qsizetype(index - 1)] : U' ';
    const char32_t next = index + 1 < std::size_t(text.size()) ? text[qsizetype(index + 1)] : U' ';
    if (c == 0xFFFD || c == 0x1A) return -10; // replacement, or ICU's substitute character
    if (c < 0x80) return 0;
    if (isJunk(c)) return -5;
    const bool inBmp = c < 0x10000;
    switch (script) {
    case Script::Any:
        if (inBmp && frequent.test(c)) return 3;
        return (inBmp && core.test(c)) || isLatinLetter(c) || isCyrillicLower(c) ||
                       isCyrillicUpper(c) || isWesternPunctuation(c)
                   ? 1
                   : 0;
    case Script::Cjk:
        if (isAsciiLetter(previous) && isAsciiLetter(next)) return -3; // "s丐n"
        return inBmp && frequent.test(c) ? 3 : inBmp && core.test(c) ? 1 : 0;
    case Script::Latin:
        if (!isLatinLetter(c) && !isWesternPunctuation(c)) return 0;
        return previous >= 0x80 && next >= 0x80 ? -1 : 1; // three accented letters in a row
    case Script::Cyrillic:
        if (!isCyrillicUpper(c) && !isCyrillicLower(c)) return 0;
        if (isAsciiLetter(previous) || isAsciiLetter(next)) return -2;
        return isCyrillicLower(previous) && isCyrillicUpper(c) ? -2 : 1;
    }
    return 0;
}

// A byte >= 0x80 between two ASCII letters: an accented letter inside a word in a single-byte
// charset, but in a double-byte one a character glued to a letter that is its own second
// byte ("s\xA4h" read as Big5 is "s" and one hanzi), which real text hardly ever has.
long long lettersAroundHighBytes(std::string_view bytes)
{
    long long count = 0;
    for (std::size_t i = 1; i + 1 < bytes.size(); ++i)
        count += static_cast<unsigned char>(bytes[i]) >= 0x80 &&
                 isAsciiLetter(static_cast<unsigned char>(bytes[i - 1])) &&
                 isAsciiLetter(static_cast<unsigned char>(bytes[i + 1]));
    return count;
}

enum class Alphabet : std::uint8_t { None, Latin, Greek, Cyrillic };

// The alphabet of a letter European text is written in: ASCII letters and the accented ones of
// Latin-1 and Latin Extended-A, basic Greek, basic Cyrillic. Rarer letters (IPA, Latin
// Extended-B, Cyrillic Supplement) are where real CJK text read as UTF-8 lands, and belong to
// none.
Alphabet alphabetOf(char32_t c)
{
    if (isAsciiLetter(c) || (isLatinLetter(c) && c <= 0x17F)) return Alphabet::Latin;
    if (c >= 0x386 && c <= 0x3CE && QChar::isLetter(c)) return Alphabet::Greek;
    if (isCyrillicUpper(c) || isCyrillicLower(c)) return Alphabet::Cyrillic;
    return Alphabet::None;
}

// Whether the letters [begin, end), of alphabets all, are spelled as a word: of one alphabet,
// and lower case, capitals, or one capital then lower case. Real CJK text read as UTF-8 mixes
// alphabets and cases ("一些" in GBK is "һЩ").
bool spelledAsAWord(const QList<uint> &text, qsizetype begin, qsizetype end)
{
    const Alphabet alphabet = alphabetOf(text[begin]);
    const bool capitals =
        end - begin > 1 && QChar::isUpper(text[begin]) && QChar::isUpper(text[begin + 1]);
    bool lowerSeen = false;
    for (qsizetype i = begin; i < end; ++i) {
        const char32_t c = text[i];
        if (alphabetOf(c) != alphabet) return false;
        if (QChar::isUpper(c) ? lowerSeen : capitals) return false;
        lowerSeen |= QChar::isLower(c);
    }
    return true;
}

// Points for how the non-ASCII letters of text sit among its words, counted alike for both
// readings of bytes that are valid UTF-8 and also decode in the charset a CA names. European
// text in UTF-8 has its accented letters inside words of ASCII letters ("élégamment"), or
// whole words of Greek or Cyrillic; the CJK reading of the same bytes glues CJK characters
// inside those words ("矇l矇gamment") or runs rare ones together, and is often as common, letter
// for letter, as the UTF-8 one ("ó" is EUC-KR's frequent "처"). Real CJK text may touch an
// ASCII word on one side ("的shell"), which counts neither way.
long long wordShape(const QList<uint> &text)
{
    // A letter of a word is worth, with its own point, a frequent CJK character: a tie, which
    // keeps the named charset, so UTF-8 wins only by more than that one letter.
    constexpr long long letterOfAWord = 2;
    // What a frequent character earns, as the guesser's "s丐n".
    constexpr long long gluedIntoAWord = 3;
    long long total = 0;
    const qsizetype size = text.size();
    const auto asciiLetterAt = [&](qsizetype i) {
        return i >= 0 && i < size && isAsciiLetter(text[i]);
    };
    for (qsizetype i = 0; i < size;) {
        qsizetype end = i + 1;
        if (alphabetOf(text[i]) != Alphabet::None) {
            long long beyondAscii = 0;
            for (end = i; end < size && alphabetOf(text[end]) != Alphabet::None; ++end)
                beyondAscii += text[end] >= 0x80;
            const bool hasAscii = beyondAscii < end - i;
            // Two letters tell nothing: real CJK text read as UTF-8 makes such "words" of
            // doubled letters ("茫茫" in GBK is "ãã"), European text has "où" and "да".
            const bool tells = end - i >= 3 && beyondAscii > 0;
            if (tells && spelledAsAWord(text, i, end)) {
                // Accented Latin letters count only among ASCII ones: alone, they are CJK text.
                if (hasAscii || alphabetOf(text[i]) != Alphabet::Latin)
                    total += letterOfAWord * beyondAscii;
            } else if (tells && hasAscii) {
                total -= gluedIntoAWord * beyondAscii; // "root的shell" in EUC-JP: "rootŪshell"
            }
        } else if (text[i] >= 0x80 && QChar::isLetter(text[i])) {
            while (end < size && text[end] >= 0x80 && QChar::isLetter(text[end]) &&
                   alphabetOf(text[end]) == Alphabet::None)
                ++end;
            if (asciiLetterAt(i - 1) && asciiLetterAt(end)) total -= gluedIntoAWord * (end - i);
        }
        i = end;
    }
    return total;
}

struct Score {
    long long total = 0;
    std::size_t beyondAscii = 0; // characters scored
};

// The text scored as the candidate's script with the candidate's sets (index into the table).
Score scoreText(const QString &decoded, std::string_view sampled, std::size_t candidate)
{
    const auto &entry = candidateTable()[candidate];
    const auto &sets = characterSets();
    const QList<uint> text = decoded.toUcs4();
    Score score;
    score.total = entry.script == Script::Cjk ? -4 * lettersAroundHighBytes(sampled) : 0;
    for (std::size_t i = 0; i < std::size_t(text.size()); ++i) {
        score.beyondAscii += text[qsizetype(i)] >= 0x80;
        score.total +=
            scoreCharacter(entry.script, i, text, sets.core[candidate], sets.frequent[candidate]);
    }
    return score;
}

long long scoreCandidate(std::string_view bytes, std::size_t candidate)
{
    const std::string_view sampled = sample(bytes);
    return scoreText(decode(sampled, candidateTable()[candidate].name), sampled, candidate).total;
}

std::optional<std::size_t> candidateIndex(const Charset &charset)
{
    const auto &table = candidateTable();
    for (std::size_t i = 0; i < table.size(); ++i)
        if (charset.name() == table[i].name) return i;
    return std::nullopt;
}

} // namespace

long long CharsetGuesser::score(std::string_view bytes, const QByteArray &candidate)
{
    const auto &table = candidateTable();
    for (std::size_t i = 0; i < table.size(); ++i)
        if (candidate == table[i].name) return scoreCandidate(bytes, i);
    return std::numeric_limits<long long>::min();
}

Charset CharsetGuesser::guess(std::string_view bytes)
{
    const auto &table = candidateTable();
    std::size_t best = 0;
    long long bestScore = std::numeric_limits<long long>::min();
    for (std::size_t i = 0; i < table.size(); ++i) {
        const long long value = scoreCandidate(bytes, i);
        if (value > bestScore) {
            best = i;
            bestScore = value;
        }
    }
    return *Charset::fromName(table[best].name);
}

bool CharsetGuesser::plausible(std::string_view bytes, const Charset &charset)
{
    const auto candidate = candidateIndex(charset);
    if (!candidate) return false;
    const std::string_view sampled = sample(bytes);
    QStringDecoder decoder(charset.decoderName().constData(), QStringConverter::Flag::Stateless);
    const QString decoded =
        decoder.decode(QByteArrayView(sampled.data(), qsizetype(sampled.size())));
    if (decoder.hasError()) return false;
    const Score score = scoreText(decoded, sampled, *candidate);
    return score.total * 2 >= (long long)score.beyondAscii;
}

bool CharsetGuesser::readsBetterAsUtf8(std::string_view bytes, const Charset &named)
{
    const std::string_view sampled = sample(bytes);
    QStringDecoder decoder(named.decoderName().constData(), QStringConverter::Flag::Stateless);
    const QString asNamed =
        decoder.decode(QByteArrayView(sampled.data(), qsizetype(sampled.size())));
    const QString asUtf8 = QString::fromUtf8(sampled.data(), qsizetype(sampled.size()));
    // Candidate 0 (UTF-8) scores any script with the sets of all the others; how the letters
    // sit in words tells European text in UTF-8 from what a CJK charset makes of it.
    return scoreText(asUtf8, sampled, 0).total + wordShape(asUtf8.toUcs4()) >
           scoreText(asNamed, sampled, 0).total + wordShape(asNamed.toUcs4());
}

} // namespace sgfview
