// The lexical rules of SGF, in one place: which bytes are white space and which make
// identifiers, where a property and a game tree start, where a value ends. The parser reads
// with them, and so do tools that scan SGF bytes themselves (the viewer's charset-aware
// scanner), so that both agree on where things are.
//
// Positions are byte offsets into the text; npos means "not found". The structure of SGF is
// ASCII, so these rules read any ASCII-compatible text in which '\' and ']' are never part of
// another character (UTF-8, single-byte charsets). For text where they can be (double-byte
// charsets, UTF-16), findValueEnd also reads character by character (see below).
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>

namespace sgf::grammar {

inline constexpr std::size_t npos = std::string_view::npos;

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

// The first position at or after pos that is not white space (or the text's size).
constexpr std::size_t skipWhiteSpace(std::string_view text, std::size_t pos)
{
    while (pos < text.size() && isWhiteSpace(text[pos])) ++pos;
    return pos;
}

// The first position at or after pos that is not an identifier letter (or the text's size).
constexpr std::size_t skipIdentifierLetters(std::string_view text, std::size_t pos)
{
    while (pos < text.size() && isIdentifierLetter(text[pos])) ++pos;
    return pos;
}

// The identifier an old spelling stands for: its capitals ("CoPyright" is CP, FF[3] style).
// Empty when it has none.
inline std::string identifierOf(std::string_view spelling)
{
    std::string id;
    std::copy_if(spelling.begin(), spelling.end(), std::back_inserter(id), isUpper);
    return id;
}

// Where the identifier of a property starts, given the '[' of its first value: back over
// white space and identifier letters. open itself when no identifier comes before it.
constexpr std::size_t identifierStart(std::string_view text, std::size_t open)
{
    std::size_t end = open;
    while (end > 0 && isWhiteSpace(text[end - 1])) --end;
    std::size_t start = end;
    while (start > 0 && isIdentifierLetter(text[start - 1])) --start;
    return start < end ? start : open;
}

// Where the first '[' of a property is when its identifier starts at pos: identifier letters,
// white space, then '['. npos when no property starts at pos.
constexpr std::size_t propertyValueStart(std::string_view text, std::size_t pos)
{
    const std::size_t letters = skipIdentifierLetters(text, pos);
    if (letters == pos) return npos;
    const std::size_t open = skipWhiteSpace(text, letters);
    return open < text.size() && text[open] == '[' ? open : npos;
}

// Whether the '(' at pos opens a game tree: past white space and any further '(', a ';' or a
// property must follow. Prose around game trees often holds parentheses, "(see below)", and
// lenient reading skips those. decidedAt is where the answer was found; every '(' before it
// gets the same answer.
struct TreeStart {
    bool opens;
    std::size_t decidedAt;
};
constexpr TreeStart checkTreeStart(std::string_view text, std::size_t pos)
{
    for (;;) {
        pos = skipWhiteSpace(text, pos + 1);
        if (pos == text.size()) return {false, pos};
        if (text[pos] == ';') return {true, pos};
        if (text[pos] != '(') break;
    }
    const std::size_t letters = skipIdentifierLetters(text, pos);
    if (letters == pos) return {false, pos};
    const std::size_t open = skipWhiteSpace(text, letters);
    return {open < text.size() && text[open] == '[', open};
}

// The first '(' at or after from that opens a game tree, or the text's size.
constexpr std::size_t findTreeStart(std::string_view text, std::size_t from)
{
    for (std::size_t p = text.find('(', from); p != npos;) {
        const TreeStart start = checkTreeStart(text, p);
        if (start.opens) return p;
        p = text.find('(', std::max(p + 1, start.decidedAt));
    }
    return text.size();
}

// Whether the ']' at close ends the value whose text starts at begin (the byte after its '['):
// a '\' escapes the character after it, so it does when an even run of '\' comes before it.
constexpr bool endsValue(std::string_view text, std::size_t begin, std::size_t close)
{
    std::size_t run = close;
    while (run > begin && text[run - 1] == '\\') --run;
    return ((close - run) & 1) == 0;
}

// The ']' that ends the value starting at begin, or npos when the text ends first.
constexpr std::size_t findValueEnd(std::string_view text, std::size_t begin)
{
    for (std::size_t close = text.find(']', begin); close != npos;
         close = text.find(']', close + 1))
        if (endsValue(text, begin, close)) return close;
    return npos;
}

// Text read one character at a time, for text in which a '\' or ']' byte can be part of a
// longer character (double-byte charsets, UTF-16): size() is its length in bytes, is(pos, c)
// whether the character at pos is the ASCII c, next(pos) where the one after it starts. It
// may keep state (a shift state, say): each character is asked is() before next().
template <class Text>
concept Characters = requires(Text &text, std::size_t pos)
{
    {
        text.size()
        } -> std::convertible_to<std::size_t>;
    {
        text.is(pos, ']')
        } -> std::convertible_to<bool>;
    {
        text.next(pos)
        } -> std::convertible_to<std::size_t>;
};

// The same rule read forwards, character by character.
template <Characters Text> constexpr std::size_t findValueEnd(Text &text, std::size_t begin)
{
    for (std::size_t p = begin; p < text.size();) {
        if (text.is(p, ']')) return p;
        if (text.is(p, '\\')) p = text.next(p); // then the character it escapes
        if (p < text.size()) p = text.next(p);
    }
    return npos;
}

// Whether SGF can go on at pos after a value's ']': white space, then another value, a node,
// the start or end of a variation, a property, or the end of the text.
constexpr bool canFollowValue(std::string_view text, std::size_t pos)
{
    pos = skipWhiteSpace(text, pos);
    if (pos == text.size()) return true;
    const char c = text[pos];
    return c == '[' || c == ';' || c == '(' || c == ')' || propertyValueStart(text, pos) != npos;
}

} // namespace sgf::grammar
