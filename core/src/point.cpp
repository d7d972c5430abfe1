#include "sgf/point.h"

#include "sgf/grammar.h"
#include "sgf/text.h"
#include "sgf/values.h"

#include <algorithm>

namespace sgf {

namespace {

char letter(int v)
{
    return v < 26 ? char('a' + v) : char('A' + v - 26);
}

} // namespace

BoardSizeValue parseBoardSize(std::string_view raw)
{
    using Form = BoardSizeValue::Form;
    const RawCompose pair = splitCompose(raw);
    // Read past the bounds, so that SZ[0] and SZ[99999] are out of range, not "not numbers".
    const auto columns = parseInteger(pair.first, 0, BoardSize::maximum + 1);
    const auto rows =
        pair.isCompose ? parseInteger(pair.second, 0, BoardSize::maximum + 1) : columns;
    if (!columns || !rows) return {Form::NotNumbers, {}};
    const auto inRange = [](int n) { return n >= 1 && n <= BoardSize::maximum; };
    if (!inRange(*columns) || !inRange(*rows)) return {Form::OutOfRange, {}};
    return {pair.isCompose ? Form::Pair : Form::Square, {*columns, *rows}};
}

MoveValue detail::parseOtherMove(std::string_view raw, BoardSize size)
{
    raw = grammar::trimWhiteSpace(raw);
    if (raw.empty()) return {};
    if (const auto p = pointOf(raw, size)) return {p, false};
    // FF[4], Go: "A pass move is shown as '[]' or alternatively as '[tt]' (only for boards
    // <= 19x19)". On larger boards "tt" is a point, found above.
    if (raw == "tt" && size.columns <= 19 && size.rows <= 19) return {};
    return {std::nullopt, true};
}

std::optional<std::pair<Point, Point>> parsePointListValue(std::string_view raw, BoardSize size)
{
    const auto colon = raw.find(':');
    if (colon == std::string_view::npos) {
        const auto p = parsePoint(raw, size);
        if (!p) return std::nullopt;
        return std::pair{*p, *p};
    }
    const auto a = parsePoint(raw.substr(0, colon), size);
    const auto b = parsePoint(raw.substr(colon + 1), size);
    if (!a || !b) return std::nullopt;
    return std::pair{*a, *b};
}

bool appendPoints(std::string_view raw, BoardSize size, std::vector<Point> &out)
{
    const auto corners = parsePointListValue(raw, size);
    if (!corners) return false;
    const auto [a, b] = *corners;
    const int left = std::min(a.x, b.x), right = std::max(a.x, b.x);
    const int top = std::min(a.y, b.y), bottom = std::max(a.y, b.y);
    for (int y = top; y <= bottom; ++y)
        for (int x = left; x <= right; ++x) out.push_back({x, y});
    return true;
}

std::string formatPoint(Point p)
{
    return {letter(p.x), letter(p.y)};
}

std::string columnLabel(int x)
{
    static constexpr std::string_view letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"; // no I
    constexpr int n = int(letters.size());
    if (x < n) return std::string(1, letters[x]);
    x -= n;
    return {letters[(x / n) % n], letters[x % n]};
}

std::string rowLabel(int y, BoardSize size)
{
    return std::to_string(size.rows - y);
}

std::string humanCoordinate(Point p, BoardSize size)
{
    return columnLabel(p.x) + rowLabel(p.y, size);
}

} // namespace sgf
