#include "plaintext.h"

#include "sgf/charset_values.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <iterator>
#include <system_error>
#include <thread>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgfview::plain {

namespace {

constexpr std::string_view utf8Mark = "\xEF\xBB\xBF";

// The lookup keys of ui/io/charset.cpp (letters lowercased, digits kept, the rest dropped)
// whose charsets read ASCII bytes as ASCII and need no Qt decoder to be known: UTF-16 and
// UTF-32 are left out, and so is every name charset.cpp hands to Qt.
constexpr std::string_view asciiReadingKeys[] = {
    "utf8",     "gb2312",  "euccn",       "gb231280",   "gbk",        "cp936",
    "gb18030",  "big5",    "cp950",       "big5hkscs",  "shiftjis",   "sjis",
    "mskanji",  "xsjis",   "cp932",       "windows31j", "eucjp",      "iso2022jp",
    "euckr",    "ksc5601", "ksc56011987", "cp949",      "windows949", "uhc",
    "iso88591", "latin1",  "l1",          "ascii",      "usascii"};

std::string lookupKey(std::string_view name)
{
    std::string key;
    for (const char c : name) {
        if (c >= 'A' && c <= 'Z')
            key += char(c - 'A' + 'a');
        else if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
            key += c;
    }
    return key;
}

enum class Names { OnlyUtf8, AsciiReading, Other };

// What the CA values anywhere in the bytes name, found as the Qt program's namesOnlyUtf8
// finds them.
Names charsetNames(std::string_view bytes)
{
    Names names = Names::OnlyUtf8;
    const bool known = sgf::grammar::everyCharsetValue(bytes, [&names](std::string_view value) {
        const std::string key = lookupKey(value);
        if (key == "utf8") return true;
        if (std::find(std::begin(asciiReadingKeys), std::end(asciiReadingKeys), key) ==
            std::end(asciiReadingKeys))
            return false;
        names = Names::AsciiReading;
        return true;
    });
    return known ? names : Names::Other;
}

bool isAscii(std::string_view bytes)
{
    return std::none_of(bytes.begin(), bytes.end(),
                        [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
}

} // namespace

namespace {

bool isContinuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

// The length of the well-formed character at p, which is not ASCII; 0 when it is malformed
// (RFC 3629: no overlong form, surrogate or code point past U+10FFFF, nor one cut short).
std::size_t multiByteLength(const unsigned char *p, const unsigned char *end)
{
    const unsigned char lead = p[0];
    const std::ptrdiff_t room = end - p;
    if (lead < 0xC2) return 0; // a continuation byte, or an overlong lead
    if (lead < 0xE0) return room >= 2 && isContinuation(p[1]) ? 2 : 0;
    if (lead < 0xF0) {
        if (room < 3 || !isContinuation(p[1]) || !isContinuation(p[2])) return 0;
        if ((lead == 0xE0 && p[1] < 0xA0) || (lead == 0xED && p[1] > 0x9F)) return 0;
        return 3;
    }
    if (lead < 0xF5) {
        if (room < 4 || !isContinuation(p[1]) || !isContinuation(p[2]) || !isContinuation(p[3]))
            return 0;
        if ((lead == 0xF0 && p[1] < 0x90) || (lead == 0xF4 && p[1] > 0x8F)) return 0;
        return 4;
    }
    return 0;
}

// Whether the bytes are well-formed UTF-8, and with withoutEscapes also free of ESC bytes
// (ISO-2022-JP's), in one pass: the first pass over a mapped file is its dearest.
template <bool withoutEscapes> bool isValidUtf8Run(const unsigned char *p, const unsigned char *end)
{
    while (p < end) {
        // ASCII sixteen bytes at a time: most of an SGF file.
#ifdef __SSE2__
        while (end - p >= 16) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            int special = _mm_movemask_epi8(chunk);
            if constexpr (withoutEscapes)
                special |= _mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('\x1B')));
            if (special != 0) {
                p += std::countr_zero(unsigned(special)); // past the ASCII before it
                break;
            }
            p += 16;
        }
#endif
        // Then character by character while they are not ASCII (a comment in Japanese, say).
        while (p < end) {
            if (*p < 0x80) {
                if (withoutEscapes && *p == 0x1B) return false;
                ++p;
                break;
            }
            const std::size_t length = multiByteLength(p, end);
            if (length == 0) return false;
            p += length;
        }
    }
    return true;
}

// Texts from this size on are checked in two halves at once.
constexpr std::size_t twoHalvesFrom = std::size_t(1) << 20;

template <bool withoutEscapes> bool isValidUtf8Text(std::string_view bytes)
{
    const auto *begin = reinterpret_cast<const unsigned char *>(bytes.data());
    const auto *end = begin + bytes.size();
    if (bytes.size() < twoHalvesFrom) return isValidUtf8Run<withoutEscapes>(begin, end);
    // Halves cut where no character continues (past at most three continuation bytes; a
    // fourth would make the text malformed, and the second half then says so): each is
    // well-formed exactly when the whole is.
    const auto *middle = begin + bytes.size() / 2;
    for (int i = 0; i < 3 && isContinuation(*middle); ++i) ++middle;
    bool secondValid = false;
    try {
        std::thread second([&] { secondValid = isValidUtf8Run<withoutEscapes>(middle, end); });
        const bool firstValid = isValidUtf8Run<withoutEscapes>(begin, middle);
        second.join();
        return firstValid && secondValid;
    } catch (const std::system_error &) {
        return isValidUtf8Run<withoutEscapes>(begin, end); // no thread to be had
    }
}

} // namespace

bool isValidUtf8(std::string_view bytes)
{
    return isValidUtf8Text<false>(bytes);
}

std::optional<std::size_t> bytesBeforeText(std::string_view bytes)
{
    if (bytes.starts_with(utf8Mark)) {
        // A UTF-8 mark decides for the whole file: valid UTF-8 after it goes through as it is.
        if (!isValidUtf8(bytes.substr(utf8Mark.size()))) return std::nullopt;
        return utf8Mark.size();
    }
    // NUL bytes may be UTF-16 or UTF-32 without a mark; escape bytes ISO-2022-JP.
    if (bytes.substr(0, 4096).find('\0') != std::string_view::npos) return std::nullopt;
    if (!isValidUtf8Text<true>(bytes)) return std::nullopt;
    switch (charsetNames(bytes)) {
    case Names::OnlyUtf8:
        return 0;
    case Names::AsciiReading:
        // Each game tree is then decoded with its own CA, which leaves ASCII as it is.
        if (isAscii(bytes)) return 0;
        break;
    case Names::Other:
        break;
    }
    return std::nullopt;
}

} // namespace sgfview::plain
