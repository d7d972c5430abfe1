#include "plainutf8.h"

#include <bit>
#include <cstdint>
#include <system_error>
#include <thread>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgfview::plain {

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

bool isValidUtf8WithoutEscapes(std::string_view bytes)
{
    return isValidUtf8Text<true>(bytes);
}

} // namespace sgfview::plain
