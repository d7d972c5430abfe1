// Private: reading UTF-8 one character at a time, for messages and columns.
#pragma once

#include <cstddef>

namespace sgf::detail {

// The length of the well-formed UTF-8 character at p (1 to 4), or 0 when the bytes there are
// not one: a stray continuation byte, a lead byte 0xC0, 0xC1 or 0xF5-0xFF, an overlong form,
// a surrogate, a code point past U+10FFFF, or a sequence cut short by end.
inline std::size_t utf8Length(const char *p, const char *end)
{
    const auto byte = [p](std::size_t i) { return static_cast<unsigned char>(p[i]); };
    const unsigned char c = byte(0);
    if (c < 0x80) return 1;
    std::size_t length;
    unsigned char low = 0x80, high = 0xBF; // allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        if (c == 0xE0) low = 0xA0;  // overlong
        if (c == 0xED) high = 0x9F; // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        if (c == 0xF0) low = 0x90;  // overlong
        if (c == 0xF4) high = 0x8F; // past U+10FFFF
    } else {
        return 0;
    }
    if (end - p < static_cast<std::ptrdiff_t>(length)) return 0;
    if (byte(1) < low || byte(1) > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if ((byte(i) & 0xC0) != 0x80) return 0;
    return length;
}

} // namespace sgf::detail
