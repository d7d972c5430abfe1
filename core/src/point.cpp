#include "sgf/point.h"

#include <algorithm>
#include <charconv>

namespace sgf {

namespace {

// 'a'-'z' are 0-25 and 'A'-'Z' are 26-51; anything else is -1.
int coordinate(char c)
{
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
    return -1;
}

char letter(int v)
{
    return v < 26 ? char('a' + v) : char('A' + v - 26);
}

std::optional<int> parseDimension(std::string_view s)
{
    int value = 0;
    const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (error != std::errc() || end != s.data() + s.size()) return std::nullopt;
    if (value < 1 || value > BoardSize::maximum) return std::nullopt;
    return value;
}

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

} // namespace

std::optional<BoardSize> parseBoardSize(std::string_view raw)
{
    raw = trim(raw);
    const auto colon = raw.find(':');
    if (colon == std::string_view::npos) {
        const auto n = parseDimension(raw);
        if (!n) return std::nullopt;
        return BoardSize{*n, *n};
    }
    const auto columns = parseDimension(trim(raw.substr(0, colon)));
    const auto rows = parseDimension(trim(raw.substr(colon + 1)));
    if (!columns || !rows) return std::nullopt;
    return BoardSize{*columns, *rows};
}

std::optional<Point> parsePoint(std::string_view raw, BoardSize size)
{
    if (raw.size() != 2) return std::nullopt;
    const Point p{coordinate(raw[0]), coordinate(raw[1])};
    if (!size.contains(p)) return std::nullopt;
    return p;
}

MoveValue parseMove(std::string_view raw, BoardSize size)
{
    if (raw.empty()) return {};
    if (raw == "tt" && size.columns <= 19 && size.rows <= 19) return {};
    if (const auto p = parsePoint(raw, size)) return {p, false};
    return {std::nullopt, true};
}

bool appendPoints(std::string_view raw, BoardSize size, std::vector<Point> &out)
{
    const auto colon = raw.find(':');
    if (colon == std::string_view::npos) {
        const auto p = parsePoint(raw, size);
        if (!p) return false;
        out.push_back(*p);
        return true;
    }
    const auto a = parsePoint(raw.substr(0, colon), size);
    const auto b = parsePoint(raw.substr(colon + 1), size);
    if (!a || !b) return false;
    const int left = std::min(a->x, b->x), right = std::max(a->x, b->x);
    const int top = std::min(a->y, b->y), bottom = std::max(a->y, b->y);
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
