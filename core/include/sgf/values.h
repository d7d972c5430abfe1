// SGF's general value types read as what they mean: one interpreter per type of FF[4]'s
// "Property Value Types" (Number, Real, Double, Color), the property table (sgf/properties.h)
// saying which type a property has. Go's Point, Move and Stone are in sgf/point.h, SZ's
// number-or-pair there too; sgf/game.h puts them together per game.
//
// Every interpreter takes the raw value (as Value::raw() gives it) and ignores SGF white
// space around it (grammar::trimWhiteSpace), as viewers meet " 7 " in real files; inside the
// value nothing is forgiven. None of these types has escapes worth decoding.
#pragma once

#include "sgf/color.h"

#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace sgf {

// A Number or Real as written, reduced to its digits: no '+', no leading zeros in the whole
// part, no trailing zeros in the fraction, no sign on zero. The views point into the raw
// value, so it must outlive them. "+007.50" is {false, "7", "5"}, "-0.0" is {false, "0", ""}.
struct Decimal {
    bool negative = false;
    std::string_view whole;    // never empty: "0" for zero
    std::string_view fraction; // empty for a whole number
    // "-6.5", "7", "0": the value without what does not change it, exactly as written.
    std::string text() const;
    // The nearest double (a Real's digits are decimal, so 0.1 is not exact).
    double toDouble() const;
};

// Number: ["+"|"-"] Digit {Digit}. nullopt when the value is not one.
std::optional<Decimal> parseNumber(std::string_view raw);

// A Number as an int, clamped to [minimum, maximum] (a value of any length is read: a
// hundred digits are the maximum). nullopt when the value is not a Number.
std::optional<int> parseInteger(std::string_view raw, int minimum = INT_MIN, int maximum = INT_MAX);

// Real: Number ["." Digit {Digit}]. "1.5", "-3", "+0.25" are Reals; ".5", "-.5", "1.",
// "1e3" and "6,5" are not (the spec's grammar asks for a digit on both sides of the point).
std::optional<Decimal> parseReal(std::string_view raw);

// KM, Go's komi: a Real. Fox (AP[foxwq], and the YuanYu client that writes its archives)
// writes komi as a whole number of hundredths of a point: KM[750] is 7.5, KM[375] 3.75
// (Chinese counting's half of 7.5), KM[325] 3.25. No game gives 100 points of komi, and
// komi come in quarter points at the finest, so a KM written without a fraction that is 100
// or more and a multiple of 25 is read as hundredths; every other KM is a Real as the spec
// says. The views point into the raw value.
struct Komi {
    Decimal points;
    bool hundredths = false; // read by Fox's convention
};
std::optional<Komi> parseKomi(std::string_view raw);

// Double: "1" normal, "2" emphasized (TE[2] is a very good move). Anything else is not a
// Double.
enum class Emphasis : std::uint8_t { Normal = 1, Emphasized = 2 };
std::optional<Emphasis> parseDouble(std::string_view raw);

// Color: "B" or "W", capitals as the spec writes them; never Color::Empty.
std::optional<Color> parseColor(std::string_view raw);

} // namespace sgf
