// Private: how the parser classifies bytes and quotes text in its messages.
#pragma once

#include "sgf/grammar.h"
#include "utf8_p.h"

#include <array>
#include <cstdint>
#include <string>

namespace sgf::detail {

// The parser's names for the lexical classes of sgf/grammar.h.
using CharClass = grammar::CharClass;
inline constexpr CharClass Other = CharClass::Other;
inline constexpr CharClass Space = CharClass::Space;
inline constexpr CharClass Upper = CharClass::Upper;
inline constexpr CharClass Lower = CharClass::Lower;
using grammar::classOf;
inline bool isLetter(char c)
{
    return grammar::isIdentifierLetter(c);
}

// How a message shows the character at p: 'x', a whole UTF-8 character, or its byte value.
inline std::string describeCharacter(const char *p, const char *end)
{
    const auto c = static_cast<unsigned char>(*p);
    if (c >= 0x20 && c < 0x7F) return std::string("character '") + char(c) + "'";
    if (const std::size_t length = utf8Length(p, end); length > 1)
        return "character '" + std::string(p, length) + "'";
    static constexpr char hex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + hex[c >> 4] + hex[c & 15];
}

// A short quote of skipped text for a one-line message: white space runs become one space,
// long text is cut at a character boundary.
inline std::string quote(const char *begin, const char *end)
{
    constexpr std::size_t limit = 24;
    std::string text;
    bool space = false;
    const char *q = begin;
    for (; q < end && text.size() <= limit; ++q) {
        if (classOf(*q) == Space) {
            space = !text.empty();
            continue;
        }
        if (space) text += ' ';
        space = false;
        text += *q;
    }
    const bool cut = q < end && text.size() > limit;
    if (cut) {
        std::size_t length = limit;
        while (length > 0 && (static_cast<unsigned char>(text[length]) & 0xC0) == 0x80) --length;
        text.resize(length);
        while (!text.empty() && text.back() == ' ') text.pop_back();
        text += "...";
    }
    return "'" + text + "'";
}

} // namespace sgf::detail
