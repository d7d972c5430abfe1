// The lexical rules of SGF, in one place: which bytes are white space and which make
// identifiers. The parser reads with them, and so do tools that scan SGF bytes themselves
// (the viewer's charset-aware scanner), so that both agree on where things are.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace sgf::grammar {

enum class CharClass : std::uint8_t { Other, Space, Upper, Lower };

// White space as FF[4] has it between tokens: space, tab, LF, CR, vertical tab, form feed.
inline constexpr std::array<CharClass, 256> charClasses = [] {
    std::array<CharClass, 256> table{};
    for (unsigned char c : {' ', '\t', '\n', '\r', '\v', '\f'}) table[c] = CharClass::Space;
    for (int c = 'A'; c <= 'Z'; ++c) table[c] = CharClass::Upper;
    for (int c = 'a'; c <= 'z'; ++c) table[c] = CharClass::Lower;
    return table;
}();

constexpr CharClass classOf(char c)
{
    return charClasses[static_cast<unsigned char>(c)];
}
constexpr bool isWhiteSpace(char c)
{
    return classOf(c) == CharClass::Space;
}
constexpr bool isUpper(char c)
{
    return classOf(c) == CharClass::Upper;
}
// A letter of an identifier: FF[4] allows capitals only, older files lower case too.
constexpr bool isIdentifierLetter(char c)
{
    return classOf(c) >= CharClass::Upper;
}

// A value without the white space around it.
constexpr std::string_view trimWhiteSpace(std::string_view s)
{
    while (!s.empty() && isWhiteSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isWhiteSpace(s.back())) s.remove_suffix(1);
    return s;
}

} // namespace sgf::grammar
