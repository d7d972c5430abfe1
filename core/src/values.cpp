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
    // The digits are contiguous in the raw value: whole, then '.', then the fraction.
    const char *end =
        fraction.empty() ? whole.data() + whole.size() : fraction.data() + fraction.size();
    double value = 0;
    const auto [last, error] = std::from_chars(whole.data(), end, value);
    if (error == std::errc::result_out_of_range) value = HUGE_VAL;
    return negative ? -value : value;
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
