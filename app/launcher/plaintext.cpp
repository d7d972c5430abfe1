#include "plaintext.h"

#include "plainutf8.h"
#include "sgf/charset_values.h"

#include <algorithm>
#include <iterator>

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

std::optional<std::size_t> bytesBeforeText(std::string_view bytes)
{
    if (bytes.starts_with(utf8Mark)) {
        // A UTF-8 mark decides for the whole file: valid UTF-8 after it goes through as it is.
        if (!isValidUtf8(bytes.substr(utf8Mark.size()))) return std::nullopt;
        return utf8Mark.size();
    }
    // NUL bytes may be UTF-16 or UTF-32 without a mark; escape bytes ISO-2022-JP.
    if (bytes.substr(0, 4096).find('\0') != std::string_view::npos) return std::nullopt;
    if (!isValidUtf8WithoutEscapes(bytes)) return std::nullopt;
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
