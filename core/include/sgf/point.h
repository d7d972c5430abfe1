// Go points as SGF writes them ("pd"), board sizes, compressed point lists and the
// coordinates players use ("Q16").
#pragma once

#include "sgf/grammar.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sgf {

// A point on the board: x is the column from the left, y the row from the top, both 0-based.
// "aa" is {0, 0}; letters a-z are 0-25 and A-Z are 26-51.
struct Point {
    int x = 0;
    int y = 0;
    friend bool operator==(const Point &, const Point &) = default;
};

struct BoardSize {
    int columns = 19;
    int rows = 19;
    static constexpr int maximum = 52;
    constexpr bool contains(Point p) const
    {
        return p.x >= 0 && p.y >= 0 && p.x < columns && p.y < rows;
    }
    int pointCount() const { return columns * rows; }
    friend bool operator==(const BoardSize &, const BoardSize &) = default;
};

// SZ's value (Number or composed Number ":" Number): "19" for a square board, "columns:rows"
// for any other, each 1..52 (FF[4]: "For Go games the maximum size is limited to 52x52").
// White space around the value and around each number is ignored.
struct BoardSizeValue {
    enum class Form : std::uint8_t {
        Square,     // "19"
        Pair,       // "19:13"; "19:19" too, which FF[4] calls illegal but means 19x19
        NotNumbers, // anything but one Number or two composed
        OutOfRange, // a number outside 1..52
    };
    Form form = Form::NotNumbers;
    BoardSize size; // the size the value gives when valid(), else 19x19
    bool valid() const { return form == Form::Square || form == Form::Pair; }
    // FF[4]: "Square boards must not be defined using the compose type value".
    bool squareAsPair() const { return form == Form::Pair && size.columns == size.rows; }
};
BoardSizeValue parseBoardSize(std::string_view raw);

namespace detail {
// 'a'-'z' are 0-25 and 'A'-'Z' are 26-51; anything else is -1.
inline constexpr std::array<std::int8_t, 256> pointCoordinates = [] {
    std::array<std::int8_t, 256> table{};
    table.fill(-1);
    for (int c = 'a'; c <= 'z'; ++c) table[std::size_t(c)] = std::int8_t(c - 'a');
    for (int c = 'A'; c <= 'Z'; ++c) table[std::size_t(c)] = std::int8_t(c - 'A' + 26);
    return table;
}();

// Two coordinate letters inside the board, the value already trimmed.
constexpr std::optional<Point> pointOf(std::string_view raw, BoardSize size)
{
    if (raw.size() != 2) return std::nullopt;
    const Point p{pointCoordinates[static_cast<unsigned char>(raw[0])],
                  pointCoordinates[static_cast<unsigned char>(raw[1])]};
    if (!size.contains(p)) return std::nullopt;
    return p;
}
} // namespace detail

// One point "pd"; nullopt if it is not two coordinate letters inside the board. White
// space around the value is ignored (here and in parseMove and appendPoints).
// (Inline, as parseMove: laying out a file's rows reads every node's move.)
constexpr std::optional<Point> parsePoint(std::string_view raw, BoardSize size)
{
    return detail::pointOf(grammar::trimWhiteSpace(raw), size);
}

// A Go move's value: nullopt for a pass ("" always, "tt" on boards up to 19x19), otherwise
// the point. invalid is set when the value is neither a pass nor a point on the board.
struct MoveValue {
    std::optional<Point> point; // empty for a pass
    bool invalid = false;
    constexpr bool isPass() const { return !point && !invalid; }
};
namespace detail {
// parseMove past its first look: passes, white space, values that are no move.
MoveValue parseOtherMove(std::string_view raw, BoardSize size);
} // namespace detail

constexpr MoveValue parseMove(std::string_view raw, BoardSize size)
{
    // Nearly every move is two letters naming a point, with no white space to trim.
    if (const auto p = detail::pointOf(raw, size)) return {p, false};
    return detail::parseOtherMove(raw, size);
}

// A list value: "pd", or a rectangle "aa:cc" (any two opposite corners), as its two corners
// (the point twice for "pd"); nullopt when the value is not points on the board.
std::optional<std::pair<Point, Point>> parsePointListValue(std::string_view raw, BoardSize size);

// The same value expanded to every point in it, appended to out. Returns false (adding
// nothing) when the value is not valid. A rectangle is as many points as it covers: where a
// property may repeat it, use a PointSet (sgf/point_set.h), which stays board-sized.
bool appendPoints(std::string_view raw, BoardSize size, std::vector<Point> &out);

// The SGF letters of a point: {15, 3} -> "pd".
std::string formatPoint(Point p);

// Coordinates as players write them: columns A-T skipping I (then AA, AB, ... past 25
// columns), rows counted from the bottom. "pd" on 19x19 is "Q16".
std::string columnLabel(int x);
std::string rowLabel(int y, BoardSize size);
std::string humanCoordinate(Point p, BoardSize size);

} // namespace sgf
