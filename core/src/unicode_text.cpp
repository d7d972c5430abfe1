#include "sgf/unicode_text.h"

#include "utf8_p.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <utility>

namespace sgf {

namespace {

// In [first, last], the upper case letters are the ones of this parity and their lower case
// is the next code point (the layout of Latin Extended-A, Cyrillic's extensions, ...).
char32_t foldAlternating(char32_t c, char32_t first, char32_t last, bool upperIsEven)
{
    if (c < first || c > last) return 0;
    return ((c % 2 == 0) == upperIsEven) ? c + 1 : c;
}

// Latin Extended-B: mostly irregular pairs (CaseFolding.txt).
char32_t foldLatinExtendedB(char32_t c)
{
    struct Pair {
        char16_t from, to;
    };
    static constexpr std::array<Pair, 54> pairs{{
        {0x0181, 0x0253}, {0x0182, 0x0183}, {0x0184, 0x0185}, {0x0186, 0x0254}, {0x0187, 0x0188},
        {0x0189, 0x0256}, {0x018A, 0x0257}, {0x018B, 0x018C}, {0x018E, 0x01DD}, {0x018F, 0x0259},
        {0x0190, 0x025B}, {0x0191, 0x0192}, {0x0193, 0x0260}, {0x0194, 0x0263}, {0x0196, 0x0269},
        {0x0197, 0x0268}, {0x0198, 0x0199}, {0x019C, 0x026F}, {0x019D, 0x0272}, {0x019F, 0x0275},
        {0x01A0, 0x01A1}, {0x01A2, 0x01A3}, {0x01A4, 0x01A5}, {0x01A6, 0x0280}, {0x01A7, 0x01A8},
        {0x01A9, 0x0283}, {0x01AC, 0x01AD}, {0x01AE, 0x0288}, {0x01AF, 0x01B0}, {0x01B1, 0x028A},
        {0x01B2, 0x028B}, {0x01B3, 0x01B4}, {0x01B5, 0x01B6}, {0x01B7, 0x0292}, {0x01B8, 0x01B9},
        {0x01BC, 0x01BD}, {0x01C4, 0x01C6}, {0x01C5, 0x01C6}, {0x01C7, 0x01C9}, {0x01C8, 0x01C9},
        {0x01CA, 0x01CC}, {0x01CB, 0x01CC}, {0x01F1, 0x01F3}, {0x01F2, 0x01F3}, {0x01F4, 0x01F5},
        {0x01F6, 0x0195}, {0x01F7, 0x01BF}, {0x0220, 0x019E}, {0x023B, 0x023C}, {0x023D, 0x019A},
        {0x0241, 0x0242}, {0x0243, 0x0180}, {0x0244, 0x0289}, {0x0245, 0x028C},
    }};
    for (const Pair &pair : pairs)
        if (pair.from == c) return pair.to;
    if (char32_t f = foldAlternating(c, 0x01CD, 0x01DC, false)) return f;
    if (char32_t f = foldAlternating(c, 0x01DE, 0x01EF, true)) return f;
    if (char32_t f = foldAlternating(c, 0x01F8, 0x021F, true)) return f;
    if (char32_t f = foldAlternating(c, 0x0222, 0x0233, true)) return f;
    if (char32_t f = foldAlternating(c, 0x0246, 0x024F, true)) return f;
    return c;
}

char32_t foldGreek(char32_t c)
{
    if (c >= 0x0391 && c <= 0x03AB && c != 0x03A2) return c + 0x20;
    if (c >= 0x0388 && c <= 0x038A) return c + 0x25;
    switch (c) {
    case 0x0370:
    case 0x0372:
    case 0x0376:
        return c + 1;
    case 0x037F:
        return 0x03F3;
    case 0x0386:
        return 0x03AC;
    case 0x038C:
        return 0x03CC;
    case 0x038E:
        return 0x03CD;
    case 0x038F:
        return 0x03CE;
    case 0x03C2:
        return 0x03C3; // final sigma
    case 0x03CF:
        return 0x03D7;
    case 0x03D0:
        return 0x03B2;
    case 0x03D1:
        return 0x03B8;
    case 0x03D5:
        return 0x03C6;
    case 0x03D6:
        return 0x03C0;
    case 0x03F0:
        return 0x03BA;
    case 0x03F1:
        return 0x03C1;
    case 0x03F4:
        return 0x03B8;
    case 0x03F5:
        return 0x03B5;
    case 0x03F7:
        return 0x03F8;
    case 0x03F9:
        return 0x03F2;
    case 0x03FA:
        return 0x03FB;
    case 0x03FD:
    case 0x03FE:
    case 0x03FF:
        return c - 0x82;
    default:
        break;
    }
    if (char32_t f = foldAlternating(c, 0x03D8, 0x03EF, true)) return f;
    return c;
}

char32_t foldCyrillic(char32_t c)
{
    if (c <= 0x040F) return c + 0x50;
    if (c <= 0x042F) return c + 0x20;
    if (c == 0x04C0) return 0x04CF;
    if (char32_t f = foldAlternating(c, 0x0460, 0x0481, true)) return f;
    if (char32_t f = foldAlternating(c, 0x048A, 0x04BF, true)) return f;
    if (char32_t f = foldAlternating(c, 0x04C1, 0x04CE, false)) return f;
    if (char32_t f = foldAlternating(c, 0x04D0, 0x052F, true)) return f;
    return c;
}

// Greek Extended: capitals sit 8 above their small letters, with a few exceptions.
char32_t foldGreekExtended(char32_t c)
{
    const char32_t low = c & 0xF;
    const char32_t row = c & ~char32_t{0xF};
    switch (c) {
    case 0x1FBA:
    case 0x1FBB:
        return c - 0x4A;
    case 0x1FC8:
    case 0x1FC9:
    case 0x1FCA:
    case 0x1FCB:
        return c - 0x56;
    case 0x1FDA:
    case 0x1FDB:
        return c - 0x64;
    case 0x1FEA:
    case 0x1FEB:
        return c - 0x70;
    case 0x1FEC:
        return 0x1FE5;
    case 0x1FF8:
    case 0x1FF9:
        return c - 0x80;
    case 0x1FFA:
    case 0x1FFB:
        return c - 0x7E;
    case 0x1FBC:
    case 0x1FCC:
    case 0x1FFC:
        return c - 9;
    default:
        break;
    }
    if (low < 8) return c;
    switch (row) {
    case 0x1F00:
    case 0x1F20:
    case 0x1F30:
    case 0x1F60:
    case 0x1F80:
    case 0x1F90:
    case 0x1FA0:
        return c - 8;
    case 0x1F10:
    case 0x1F40:
        return low <= 0xD ? c - 8 : c;
    case 0x1F50:
        return (low % 2 == 1) ? c - 8 : c;
    case 0x1FB0:
    case 0x1FD0:
    case 0x1FE0:
        return low <= 9 ? c - 8 : c;
    default:
        return c;
    }
}

char32_t decodeAt(const char *p, std::size_t length)
{
    const auto byte = [p](std::size_t i) { return static_cast<unsigned char>(p[i]); };
    switch (length) {
    case 1:
        return byte(0);
    case 2:
        return (char32_t{byte(0)} & 0x1F) << 6 | (byte(1) & 0x3F);
    case 3:
        return (char32_t{byte(0)} & 0x0F) << 12 | (char32_t{byte(1)} & 0x3F) << 6 |
               (byte(2) & 0x3F);
    default:
        return (char32_t{byte(0)} & 0x07) << 18 | (char32_t{byte(1)} & 0x3F) << 12 |
               (char32_t{byte(2)} & 0x3F) << 6 | (byte(3) & 0x3F);
    }
}

void encodeAt(char32_t c, std::size_t length, char *out)
{
    switch (length) {
    case 1:
        out[0] = static_cast<char>(c);
        break;
    case 2:
        out[0] = static_cast<char>(0xC0 | (c >> 6));
        out[1] = static_cast<char>(0x80 | (c & 0x3F));
        break;
    case 3:
        out[0] = static_cast<char>(0xE0 | (c >> 12));
        out[1] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out[2] = static_cast<char>(0x80 | (c & 0x3F));
        break;
    default:
        out[0] = static_cast<char>(0xF0 | (c >> 18));
        out[1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out[2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out[3] = static_cast<char>(0x80 | (c & 0x3F));
        break;
    }
}

std::size_t utf8Size(char32_t c)
{
    return c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
}

} // namespace

char32_t foldCase(char32_t c)
{
    if (c < 0x80) return (c >= 'A' && c <= 'Z') ? c + 0x20 : c;
    if (c < 0x100) {
        if (c == 0xB5) return 0x03BC; // micro sign
        if ((c >= 0xC0 && c <= 0xDE) && c != 0xD7) return c + 0x20;
        return c;
    }
    if (c < 0x180) {
        if (c == 0x0178) return 0x00FF;
        if (c == 0x0130 || c == 0x0131 || c == 0x0138 || c == 0x0149 || c == 0x017F) return c;
        if (c < 0x0138) return foldAlternating(c, 0x0100, 0x0137, true);
        if (c < 0x0149) return foldAlternating(c, 0x0139, 0x0148, false);
        if (c < 0x0178) return foldAlternating(c, 0x014A, 0x0177, true);
        return foldAlternating(c, 0x0179, 0x017E, false);
    }
    if (c < 0x0250) return foldLatinExtendedB(c);
    if (c >= 0x0370 && c <= 0x03FF) return foldGreek(c);
    if (c >= 0x0400 && c <= 0x052F) return foldCyrillic(c);
    if (c >= 0x0531 && c <= 0x0556) return c + 0x30;
    if (c >= 0x10A0 && c <= 0x10C5) return c + 0x1C60; // Georgian capitals to Nuskhuri
    if (c >= 0x1E00 && c <= 0x1EFF) {
        if (c == 0x1E9B) return 0x1E61;
        if (c >= 0x1E96 && c <= 0x1E9F) return c;
        return foldAlternating(c, 0x1E00, 0x1EFF, true);
    }
    if (c >= 0x1F00 && c <= 0x1FFF) return foldGreekExtended(c);
    if (c >= 0x2160 && c <= 0x216F) return c + 0x10; // Roman numerals
    if (c >= 0x24B6 && c <= 0x24CF) return c + 26;   // circled letters
    if (c >= 0xFF21 && c <= 0xFF3A) return c + 0x20; // fullwidth Latin
    return c;
}

void foldCase(std::string_view text, std::string &out)
{
    out.assign(text);
    const char *begin = text.data();
    const char *end = begin + text.size();
    for (const char *p = begin; p < end;) {
        const auto lead = static_cast<unsigned char>(*p);
        if (lead < 0x80) {
            if (lead >= 'A' && lead <= 'Z') out[static_cast<std::size_t>(p - begin)] += 0x20;
            ++p;
            continue;
        }
        const std::size_t length = detail::utf8Length(p, end);
        if (length == 0) { // not UTF-8: kept
            ++p;
            continue;
        }
        const char32_t c = decodeAt(p, length);
        const char32_t folded = foldCase(c);
        if (folded != c && utf8Size(folded) == length)
            encodeAt(folded, length, out.data() + (p - begin));
        p += length;
    }
}

namespace {

enum class WordClass : std::uint8_t {
    Other,     // spaces, punctuation, symbols, ideographs: a word boundary on both sides
    Letter,    // letters of alphabets, combining marks, "_", Hangul
    Digit,     // decimal digits
    Katakana,  // joins with Katakana only
    MidLetter, // ":", "·": inside a word between two letters
    MidNumLet, // "'", ".": between two letters or two digits
    MidNumber, // ",", ";": between two digits
};

bool inRanges(char32_t c, std::initializer_list<std::pair<char32_t, char32_t>> ranges)
{
    for (const auto &[first, last] : ranges)
        if (c >= first && c <= last) return true;
    return false;
}

WordClass classOf(char32_t c)
{
    if (c < 0x80) {
        if (c >= '0' && c <= '9') return WordClass::Digit;
        if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_') return WordClass::Letter;
        if (c == '\'' || c == '.') return WordClass::MidNumLet;
        if (c == ':') return WordClass::MidLetter;
        if (c == ',' || c == ';') return WordClass::MidNumber;
        return WordClass::Other;
    }
    if (c == 0x2018 || c == 0x2019 || c == 0x2024 || c == 0xFF07 || c == 0xFF0E)
        return WordClass::MidNumLet;
    if (c == 0x00B7 || c == 0x0387 || c == 0x05F4 || c == 0x2027) return WordClass::MidLetter;
    if (c == 0x060C || c == 0x066C || c == 0x037E) return WordClass::MidNumber;
    if (inRanges(c, {{0x0660, 0x0669},
                     {0x06F0, 0x06F9},
                     {0x0966, 0x096F},
                     {0x09E6, 0x09EF},
                     {0xFF10, 0xFF19}}))
        return WordClass::Digit;
    if (inRanges(c, {{0x30A1, 0x30FA}, {0x30FC, 0x30FF}, {0x31F0, 0x31FF}, {0xFF66, 0xFF9F}}))
        return WordClass::Katakana;
    if (inRanges(c, {{0x00AA, 0x00AA}, {0x00B5, 0x00B5}, {0x00BA, 0x00BA}, {0x00C0, 0x00D6},
                     {0x00D8, 0x00F6}, {0x00F8, 0x036F}, {0x0370, 0x0374}, {0x0376, 0x037D},
                     {0x037F, 0x037F}, {0x0386, 0x0386}, {0x0388, 0x0481}, {0x0483, 0x052F},
                     {0x0531, 0x0556}, {0x0561, 0x0587}, {0x0591, 0x05BD}, {0x05BF, 0x05BF},
                     {0x05C1, 0x05C2}, {0x05C4, 0x05C5}, {0x05C7, 0x05C7}, {0x05D0, 0x05F3},
                     {0x0610, 0x061A}, {0x0620, 0x065F}, {0x066E, 0x06D3}, {0x06D5, 0x06EF},
                     {0x06FA, 0x06FF}, {0x0900, 0x0963}, {0x0971, 0x09E5}, {0x09F0, 0x0DFF},
                     {0x0E00, 0x0E7F}, {0x10A0, 0x10FF}, {0x1100, 0x11FF}, {0x1E00, 0x1FFF},
                     {0x200C, 0x200D}, {0x2D00, 0x2D2F}, {0x3099, 0x309A}, {0xAC00, 0xD7A3},
                     {0xFE00, 0xFE0F}, {0xFF21, 0xFF3A}, {0xFF41, 0xFF5A}}))
        return WordClass::Letter;
    return WordClass::Other;
}

// The character that ends just before byte i (i > 0), and where it starts.
std::pair<char32_t, std::size_t> characterBefore(std::string_view text, std::size_t i)
{
    std::size_t start = i - 1;
    while (start > 0 && i - start < 4 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80)
        --start;
    const char *p = text.data() + start;
    const std::size_t length = detail::utf8Length(p, text.data() + i);
    if (length != i - start) return {0xFFFD, i - 1};
    return {decodeAt(p, length), start};
}

std::pair<char32_t, std::size_t> characterAt(std::string_view text, std::size_t i)
{
    const char *p = text.data() + i;
    const std::size_t length = detail::utf8Length(p, text.data() + text.size());
    if (length == 0) return {0xFFFD, i + 1};
    return {decodeAt(p, length), i + length};
}

bool joinsWith(WordClass a, WordClass b)
{
    const auto isAlphanumeric = [](WordClass k) {
        return k == WordClass::Letter || k == WordClass::Digit;
    };
    if (isAlphanumeric(a) && isAlphanumeric(b)) return true;
    return a == WordClass::Katakana && b == WordClass::Katakana;
}

} // namespace

bool isWordBoundary(std::string_view text, std::size_t i)
{
    if (i == 0 || i >= text.size()) return true;
    const auto [before, beforeStart] = characterBefore(text, i);
    const auto [after, afterEnd] = characterAt(text, i);
    const WordClass left = classOf(before);
    const WordClass right = classOf(after);
    if (joinsWith(left, right)) return false;
    // UAX #29 rules WB6, WB7, WB11, WB12: "don|'t", "don'|t", "3|.5", "3.|5" are inside words.
    const auto joinsAcross = [](WordClass middle, WordClass around) {
        if (around == WordClass::Letter)
            return middle == WordClass::MidLetter || middle == WordClass::MidNumLet;
        if (around == WordClass::Digit)
            return middle == WordClass::MidNumber || middle == WordClass::MidNumLet;
        return false;
    };
    if (joinsAcross(right, left) && afterEnd < text.size() &&
        classOf(characterAt(text, afterEnd).first) == left)
        return false;
    if (joinsAcross(left, right) && beforeStart > 0 &&
        classOf(characterBefore(text, beforeStart).first) == right)
        return false;
    return true;
}

} // namespace sgf
