#include "sgf/diagnostic.h"

#include "utf8_p.h"

#include <algorithm>
#include <bit>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgf {

namespace {

constexpr std::uint64_t lowBits = 0x0101010101010101u;
constexpr std::uint64_t highBits = 0x8080808080808080u;

// The high bit of each byte of word that is c; of the lowest one at least, exactly (a byte
// above it may be marked too).
constexpr std::uint64_t bytesEqual(std::uint64_t word, char c)
{
    const std::uint64_t x = word ^ (lowBits * static_cast<unsigned char>(c));
    return (x - lowBits) & ~x & highBits;
}

// The high bit of each byte of word that is c, exactly.
constexpr std::uint64_t bytesExactlyEqual(std::uint64_t word, char c)
{
    const std::uint64_t x = word ^ (lowBits * static_cast<unsigned char>(c));
    return ~(((x & ~highBits) + ~highBits) | x) & highBits;
}

constexpr bool isLineBreak(char c)
{
    return c == '\n' || c == '\r';
}

// Walks text once, turning byte offsets into lines and columns as it goes.
class PositionCounter {
public:
    explicit PositionCounter(std::string_view text) : text_(text) {}

    Position advanceTo(std::uint64_t target)
    {
        target = std::min<std::uint64_t>(target, text_.size());
        if (target - std::min(target, offset_) > 64) skipLines(target);
        while (offset_ < target) {
            // Eight bytes at a time up to the next that is not ASCII or is a line break: each
            // byte before it is a column.
            while (target - offset_ >= 8) {
                std::uint64_t word;
                std::memcpy(&word, text_.data() + offset_, 8);
                const std::uint64_t special =
                    (word & highBits) | bytesEqual(word, '\n') | bytesEqual(word, '\r');
                const int plain = special == 0 ? 8
                                  : std::endian::native == std::endian::little
                                      ? std::countr_zero(special) / 8
                                      : 0; // the byte-wise walk below finds it
                column_ += static_cast<std::uint32_t>(plain);
                offset_ += static_cast<std::uint64_t>(plain);
                if (special) break;
            }
            if (offset_ == target) break;
            const char c = text_[offset_];
            // Nearly every byte is ASCII and no line break: one column, no more to ask.
            if (static_cast<unsigned char>(c) < 0x80 && c != '\n' && c != '\r') {
                ++column_;
                ++offset_;
                continue;
            }
            if (c == '\n' || c == '\r') {
                // CRLF and LFCR are one line break; stop inside the pair rather than split it.
                const bool pair = offset_ + 1 < text_.size() &&
                                  (text_[offset_ + 1] == '\n' || text_[offset_ + 1] == '\r') &&
                                  text_[offset_ + 1] != c;
                const std::uint64_t length = pair ? 2 : 1;
                if (offset_ + length > target) break;
                offset_ += length;
                ++line_;
                column_ = 0;
                continue;
            }
            // A character is one column; so is each byte that is not part of a well-formed
            // one (editors show each as U+FFFD).
            const char *at = text_.data() + offset_;
            const std::size_t length = detail::utf8Length(at, text_.data() + text_.size());
            const std::uint64_t step = length == 0 ? 1 : length;
            if (offset_ + step > target) break; // the target is inside this character
            ++column_;
            offset_ += step;
        }
        return Position{line_, column_ + 1, target};
    }

private:
    // Far ahead, only the columns of the target's line matter: the lines before the last run
    // of line breaks before target are counted without their characters, and the walk goes
    // on from that run.
    void skipLines(std::uint64_t target)
    {
        const char *begin = text_.data() + offset_, *end = text_.data() + target;
        const char *last = lastLineBreak(begin, end);
        if (!last) return;
        const char *run = last;
        while (run > begin && isLineBreak(run[-1])) --run;
        // A lone break that pairs with the one at target would leave the column before it.
        if (run == last && last + 1 == end && end < text_.data() + text_.size() &&
            isLineBreak(*end) && *end != *last)
            return;
        line_ += linesIn(begin, run);
        column_ = 0; // the run ahead starts a line before anything is counted
        offset_ = static_cast<std::uint64_t>(run - text_.data());
    }

    static const char *lastLineBreak(const char *begin, const char *end)
    {
        while (end - begin >= 8 && std::endian::native == std::endian::little) {
            std::uint64_t word;
            std::memcpy(&word, end - 8, 8);
            const std::uint64_t breaks =
                bytesExactlyEqual(word, '\n') | bytesExactlyEqual(word, '\r');
            if (breaks) return end - 1 - std::countl_zero(breaks) / 8;
            end -= 8;
        }
        while (end > begin)
            if (isLineBreak(*--end)) return end;
        return nullptr;
    }

    // The lines that end in [from, to), whose last byte is no line break: CRLF and LFCR one
    // line each, read from the start as the walk reads them.
    std::uint32_t linesIn(const char *from, const char *to) const
    {
        std::uint32_t lines = 0;
        for (const char *p = from; p < to;) {
#ifdef __SSE2__
            // Sixteen bytes at a time while no '\r' can make a pair: each '\n' is a line,
            // counted in byte-wise counters (a match subtracts -1) summed before they wrap.
            const __m128i zero = _mm_setzero_si128();
            __m128i counters = zero;
            const auto sum = [&] {
                const __m128i sums = _mm_sad_epu8(counters, zero);
                lines += static_cast<std::uint32_t>(
                    _mm_cvtsi128_si64(sums) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
                counters = zero;
            };
            for (unsigned rounds = 1; to - p > 16; ++rounds) {
                const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
                const __m128i feeds = _mm_cmpeq_epi8(chunk, _mm_set1_epi8('\n'));
                const auto returns =
                    unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('\r'))));
                const auto feedBits = unsigned(_mm_movemask_epi8(feeds));
                if (returns != 0 || (feedBits >> 15 != 0 && p[16] == '\r')) {
                    p += std::countr_zero(feedBits | returns); // that break is read below
                    break;
                }
                counters = _mm_sub_epi8(counters, feeds);
                if (rounds % 255 == 0) sum();
                p += 16;
            }
            sum();
#endif
            while (to - p >= 8 && std::endian::native == std::endian::little) {
                std::uint64_t word;
                std::memcpy(&word, p, 8);
                const std::uint64_t breaks =
                    bytesExactlyEqual(word, '\n') | bytesExactlyEqual(word, '\r');
                if (breaks) {
                    p += std::countr_zero(breaks) / 8;
                    break;
                }
                p += 8;
            }
            while (p < to && !isLineBreak(*p)) ++p;
            if (p == to) break;
            const bool pair = isLineBreak(p[1]) && p[1] != *p; // p + 1 < to: to - 1 is none
            p += pair ? 2 : 1;
            ++lines;
        }
        return lines;
    }

    std::string_view text_;
    std::uint64_t offset_ = 0;
    std::uint32_t line_ = 1;
    std::uint32_t column_ = 0;
};

} // namespace

Position positionAt(std::string_view text, std::uint64_t offset)
{
    return PositionCounter(text).advanceTo(offset);
}

std::vector<Position> positionsAt(std::string_view text, const std::vector<std::uint64_t> &offsets)
{
    PositionCounter counter(text);
    std::vector<Position> positions;
    positions.reserve(offsets.size());
    for (std::uint64_t offset : offsets) positions.push_back(counter.advanceTo(offset));
    return positions;
}

std::string_view severityName(Severity severity)
{
    switch (severity) {
    case Severity::Note:
        return "note";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        break;
    }
    return "error";
}

std::string format(const Diagnostic &diagnostic)
{
    std::string out = std::to_string(diagnostic.position.line) + ':' +
                      std::to_string(diagnostic.position.column) + ": ";
    out += severityName(diagnostic.severity);
    out += ": ";
    out += diagnostic.message;
    return out;
}

ParseError::ParseError(const std::string &message, Position position)
    : std::runtime_error(message), position_(position)
{}

} // namespace sgf
