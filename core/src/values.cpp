#include "sgf/values.h"

#include "sgf/grammar.h"

#include <charconv>
#include <cmath>

namespace sgf {

namespace {

constexpr bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

std::size_t digitsAt(std::string_view s, std::size_t at)
{
    std::size_t end = at;
    while (end < s.size() && isDigit(s[end])) ++end;
    return end - at;
}

// The grammar of Number and, with fractionAllowed, Real.
std::optional<Decimal> parseDecimal(std::string_view raw, bool fractionAllowed)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    std::size_t at = 0;
    const bool minus = !s.empty() && s[0] == '-';
    if (minus || (!s.empty() && s[0] == '+')) ++at;
    const std::size_t wholeDigits = digitsAt(s, at);
    if (wholeDigits == 0) return std::nullopt;
    std::string_view whole = s.substr(at, wholeDigits);
    at += wholeDigits;
    std::string_view fraction;
    if (fractionAllowed && at < s.size() && s[at] == '.') {
        const std::size_t fractionDigits = digitsAt(s, at + 1);
        if (fractionDigits == 0) return std::nullopt;
        fraction = s.substr(at + 1, fractionDigits);
        at += 1 + fractionDigits;
    }
    if (at != s.size()) return std::nullopt;
    while (whole.size() > 1 && whole.front() == '0') whole.remove_prefix(1);
    while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
    const bool zero = whole == "0" && fraction.empty();
    return Decimal{minus && !zero, whole, fraction};
}

} // namespace

std::string Decimal::text() const
{
    std::string out;
    if (negative) out += '-';
    out += whole;
    if (!fraction.empty()) {
        out += '.';
        out += fraction;
    }
    return out;
}

double Decimal::toDouble() const
{
    // From the text, as the views need not be contiguous (a Fox komi's are not).
    const std::string digits = text();
    double value = 0;
    const auto [last, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error == std::errc::result_out_of_range)
        value = digits.front() == '-' ? -HUGE_VAL : HUGE_VAL;
    return value;
}

std::optional<Decimal> parseNumber(std::string_view raw)
{
    return parseDecimal(raw, false);
}

std::optional<int> parseInteger(std::string_view raw, int minimum, int maximum)
{
    const auto number = parseNumber(raw);
    if (!number) return std::nullopt;
    long long value = 0;
    // More digits than long long holds are beyond any int bound anyway.
    const auto [last, error] =
        std::from_chars(number->whole.data(), number->whole.data() + number->whole.size(), value);
    if (error != std::errc()) return number->negative ? minimum : maximum;
    if (number->negative) value = -value;
    if (value < minimum) return minimum;
    if (value > maximum) return maximum;
    return int(value);
}

std::optional<Decimal> parseReal(std::string_view raw)
{
    return parseDecimal(raw, true);
}

std::optional<Komi> parseKomi(std::string_view raw)
{
    const auto real = parseReal(raw);
    if (!real) return std::nullopt;
    const std::string_view whole = real->whole;
    const bool writtenWhole = grammar::trimWhiteSpace(raw).find('.') == std::string_view::npos;
    if (!writtenWhole || whole.size() < 3) return Komi{*real, false};
    const std::string_view cents = whole.substr(whole.size() - 2);
    if (cents != "00" && cents != "25" && cents != "50" && cents != "75") return Komi{*real, false};
    std::string_view points = whole.substr(0, whole.size() - 2);
    std::string_view fraction = cents;
    while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
    return Komi{Decimal{real->negative, points, fraction}, true};
}

std::optional<Emphasis> parseDouble(std::string_view raw)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    if (s == "1") return Emphasis::Normal;
    if (s == "2") return Emphasis::Emphasized;
    return std::nullopt;
}

std::optional<Color> parseColor(std::string_view raw)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    if (s == "B") return Color::Black;
    if (s == "W") return Color::White;
    return std::nullopt;
}

} // namespace sgf
