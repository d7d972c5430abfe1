// Private: the parser's byte scanning, sixteen bytes at a time where SSE2 is there. What the
// bytes mean is sgf/grammar.h's; these only find them fast.
#pragma once

#include "tree_data_p.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgf::detail {

// The length of the value starting at start when it is short and plain, as most are (points,
// moves, numbers): its ']' comes within 16 bytes with no backslash before it. none for any
// other value, which grammar::findValueEnd reads. end is the end of the text.
inline std::uint32_t shortValueLength(const char *start, const char *end)
{
#ifdef __SSE2__
    if (end - start >= 16) [[likely]] {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(start));
        const auto closes = unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8(']'))));
        const auto escapes =
            unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'))));
        const unsigned before = (closes & (0u - closes)) - 1; // below the first ']'
        if (closes != 0 && (escapes & before) == 0)
            return static_cast<std::uint32_t>(std::countr_zero(closes));
        return none;
    }
#endif
    // Points: two bytes, neither ']', then a ']' with no backslash before it.
    if (end - start >= 3 && start[2] == ']' && start[0] != ']' && start[1] != ']' &&
        start[1] != '\\')
        return 2;
    return none;
}

// How many ';' and '[' the text holds: every node but those lenient repairs make starts at a
// ';', every value at a '['.
struct TokenCounts {
    std::size_t semicolons = 0;
    std::size_t brackets = 0;
};

inline TokenCounts countTokens(const char *q, const char *end)
{
    TokenCounts counts;
#ifdef __SSE2__
    // Byte-wise counters (a match subtracts -1), summed every 255 rounds before they wrap.
    const __m128i semicolon = _mm_set1_epi8(';'), bracket = _mm_set1_epi8('[');
    const __m128i zero = _mm_setzero_si128();
    const auto sum = [&zero](__m128i lanes) {
        const __m128i sums = _mm_sad_epu8(lanes, zero);
        return std::size_t(_mm_cvtsi128_si64(sums)) +
               std::size_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
    };
    for (std::size_t chunks = std::size_t(end - q) / 16; chunks > 0;) {
        const std::size_t rounds = std::min<std::size_t>(chunks, 255);
        chunks -= rounds;
        __m128i semicolons = zero, brackets = zero;
        for (const char *stop = q + 16 * rounds; q != stop; q += 16) {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
            semicolons = _mm_sub_epi8(semicolons, _mm_cmpeq_epi8(chunk, semicolon));
            brackets = _mm_sub_epi8(brackets, _mm_cmpeq_epi8(chunk, bracket));
        }
        counts.semicolons += sum(semicolons);
        counts.brackets += sum(brackets);
    }
#endif
    for (; q < end; ++q) {
        counts.semicolons += *q == ';';
        counts.brackets += *q == '[';
    }
    return counts;
}

} // namespace sgf::detail
