// The game-info values whose SimpleText FF[4] gives a mandatory form: RE, the result, and
// DT, the date (https://www.red-bean.com/sgf/properties.html). What they mean is read here
// for every view (the game info panel, the checks).
#pragma once

#include "sgf/color.h"
#include "sgf/values.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sgf {

// RE: "0" or "Draw", "B+" or "W+" with an optional score (a Real, "W+2.5"), R or Resign,
// T or Time, F or Forfeit; "Void" for no result, "?" for an unknown one. The words are also
// read without regard to case, as servers write them ("draw", "B+r"); exact says whether
// the value is written as FF[4] writes it, and written how it would be.
struct GameResult {
    enum class Kind : std::uint8_t { Draw, Win, Void, Unknown };
    enum class Reason : std::uint8_t { None, Score, Resign, Time, Forfeit };
    Kind kind = Kind::Unknown;
    Color winner = Color::Empty; // for a win
    Reason reason = Reason::None;
    Decimal score;       // for Reason::Score: an unsigned Real; views into the raw value
    bool exact = true;   // written as FF[4] writes it (white space around aside)
    std::string written; // the value as FF[4] writes it: "Draw" for "draw", "B+R" for "b+r"
};
// nullopt when the value is no result in any of these forms ("Black wins", "B+-3").
std::optional<GameResult> parseResult(std::string_view raw);

// DT: dates as ISO writes them, "YYYY-MM-DD", "YYYY-MM" or "YYYY", several separated by
// commas with no spaces, where a later one may leave out what the one before says: "MM-DD"
// after any date with a month, "MM" after "YYYY-MM" or "MM", "DD" after a date with a day.
// Months are 01-12 and days exist in their month of the Gregorian calendar (so 1996-02-30
// is none). White space around the whole value is ignored.
bool isDate(std::string_view raw);

// The days a date stands for, each as the number YYYYMMDD: "1996" is 19960101 to 19961231,
// "1996-02" 19960201 to 19960229.
struct DateSpan {
    int first = 0;
    int last = 0;
    friend bool operator==(const DateSpan &, const DateSpan &) = default;
};
// DT's dates, in the order written; nullopt when isDate() is false.
std::optional<std::vector<DateSpan>> parseDates(std::string_view raw);
// What a reader takes a DT to mean: its dates when it is one, else the first date written
// in a common other way ("2003.10.05", "2003/10/5", "5 Oct 2003" gives 2003): four digits
// for the year, then a month and a day of one or two digits after '-', '.' or '/', each kept
// only when it exists. Empty when the value holds no year.
std::vector<DateSpan> readDates(std::string_view raw);

} // namespace sgf
