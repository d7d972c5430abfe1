#include "sgf/text.h"

#include "text_p.h"

#include <bit>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgf {

namespace {

bool isLineBreak(char c)
{
    return c == '\n' || c == '\r';
}

// White space other than line breaks, which Text turns into a space.
bool isOtherSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

// Length of the line break starting at raw[i]: CRLF and LFCR count as one.
std::size_t lineBreakLength(std::string_view raw, std::size_t i)
{
    if (i + 1 < raw.size() && isLineBreak(raw[i + 1]) && raw[i + 1] != raw[i]) return 2;
    return 1;
}

// Whether a byte needs decoding: an escape, a line break, or white space other than ' '.
bool needsDecoding(char c)
{
    return c == '\\' || isLineBreak(c) || c == '\t' || c == '\v' || c == '\f';
}

// The first byte at or after i that needs decoding (raw.size() when none).
std::size_t nextToDecode(std::string_view raw, std::size_t i)
{
#ifdef __SSE2__
    // Sixteen bytes at a time: a comment is mostly runs of plain text between line breaks.
    while (raw.size() - i >= 16) {
        const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(raw.data() + i));
        // '\t' '\n' '\v' '\f' '\r' are 9 to 13: below 5 once 9 is taken away.
        const __m128i fromTab = _mm_sub_epi8(chunk, _mm_set1_epi8('\t'));
        const __m128i spaces = _mm_cmpeq_epi8(_mm_min_epu8(fromTab, _mm_set1_epi8(4)), fromTab);
        const __m128i escapes = _mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'));
        const auto found = unsigned(_mm_movemask_epi8(_mm_or_si128(spaces, escapes)));
        if (found != 0) return i + std::size_t(std::countr_zero(found));
        i += 16;
    }
#endif
    while (i < raw.size() && !needsDecoding(raw[i])) ++i;
    return i;
}

void decode(std::string_view raw, char lineBreak, std::string &out)
{
    out.clear();
    out.reserve(raw.size());
    for (std::size_t i = 0; i < raw.size();) {
        // Plain text is copied a run at a time.
        if (const std::size_t end = nextToDecode(raw, i); end > i) {
            out.append(raw.substr(i, end - i));
            i = end;
            continue;
        }
        char c = raw[i];
        if (c == '\\') {
            if (++i == raw.size()) break;
            c = raw[i];
            if (isLineBreak(c)) { // soft line break: removed
                i += lineBreakLength(raw, i);
                continue;
            }
            if (isOtherSpace(c)) c = ' ';
            out += c;
            ++i;
        } else if (isLineBreak(c)) {
            out += lineBreak;
            i += lineBreakLength(raw, i);
        } else {
            out += isOtherSpace(c) ? ' ' : c;
            ++i;
        }
    }
}

} // namespace

std::string decodeText(std::string_view raw)
{
    std::string out;
    decode(raw, '\n', out);
    return out;
}

std::string decodeSimpleText(std::string_view raw)
{
    std::string out;
    decode(raw, ' ', out);
    return out;
}

std::string_view detail::decodeSimpleText(std::string_view raw, std::string &buffer)
{
    if (nextToDecode(raw, 0) == raw.size()) return raw; // nothing to decode
    decode(raw, ' ', buffer);
    return buffer;
}

std::string encodeText(std::string_view text, ColonEscaping colon)
{
    std::string out;
    out.reserve(text.size() + 8);
    for (char c : text) {
        if (c == '\\' || c == ']' || (c == ':' && colon == ColonEscaping::Escape)) out += '\\';
        out += c;
    }
    return out;
}

RawCompose splitCompose(std::string_view raw)
{
    for (std::size_t i = 0; i < raw.size(); ++i) {
        if (raw[i] == '\\') {
            ++i; // the escaped character cannot be the separator
        } else if (raw[i] == ':') {
            return {raw.substr(0, i), raw.substr(i + 1), true};
        }
    }
    return {raw, {}, false};
}

} // namespace sgf
