// Private: how the parser classifies bytes and quotes text in its messages.
#pragma once

#include "sgf/grammar.h"
#include "sgf/message_text.h"
#include "utf8_p.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

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

// The character at p as a message shows it: a printable ASCII character or a whole UTF-8
// one; empty for a control character or a byte that starts no UTF-8 character.
inline std::string printableCharacter(const char *p, const char *end)
{
    const auto c = static_cast<unsigned char>(*p);
    if (c >= 0x20 && c < 0x7F) return std::string(1, char(c));
    if (const std::size_t length = utf8Length(p, end); length > 1) return std::string(p, length);
    return {};
}

// A byte's value as a message shows it: "0x80".
inline std::string byteValue(const char *p)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    const auto c = static_cast<unsigned char>(*p);
    return std::string("0x") + hex[c >> 4] + hex[c & 15];
}

// How a message shows the character at p: "character 'x'", or "byte 0x80".
inline std::string describeCharacter(const char *p, const char *end)
{
    const std::string printable = printableCharacter(p, end);
    return printable.empty() ? "byte " + byteValue(p) : "character '" + printable + "'";
}

// A short quote of skipped text for a one-line message: sgf/message_text.h's rule (white
// space runs one space, control characters and bytes that are not UTF-8 as \xNN) at 24
// characters, so that skipped text never carries a NUL or a terminal escape into a message.
inline std::string excerpt(const char *begin, const char *end)
{
    return quoteText(std::string_view(begin, std::size_t(end - begin)), 24);
}

} // namespace sgf::detail
