#include "sgf/game_filter.h"

#include "sgf/grammar.h"
#include "sgf/text.h"
#include "sgf/unicode_text.h"

#include <algorithm>

namespace sgf {

namespace {

std::string folded(std::string_view text)
{
    std::string out;
    foldCase(text, out);
    return out;
}

// The property's first value as SimpleText, case folded.
std::string foldedValue(Node root, std::string_view id)
{
    return folded(decodeSimpleText(root.raw(id)));
}

bool playerMatches(Node root, const std::string &prefix)
{
    const std::string wanted = folded(prefix);
    for (const std::string_view id : {"PB", "PW"})
        if (grammar::trimWhiteSpace(foldedValue(root, id)).starts_with(wanted)) return true;
    return false;
}

bool resultMatches(Node root, ResultFilter wanted)
{
    const std::optional<GameResult> result = parseResult(root.raw("RE"));
    const bool decided =
        result && (result->kind == GameResult::Kind::Win || result->kind == GameResult::Kind::Draw);
    switch (wanted) {
    case ResultFilter::Any:
        return true;
    case ResultFilter::BlackWins:
        return decided && result->winner == Color::Black;
    case ResultFilter::WhiteWins:
        return decided && result->winner == Color::White;
    case ResultFilter::Draw:
        return decided && result->kind == GameResult::Kind::Draw;
    case ResultFilter::NoResult:
        return !decided;
    }
    return false;
}

bool dateMatches(Node root, std::optional<int> firstDay, std::optional<int> lastDay)
{
    const std::vector<DateSpan> dates = readDates(decodeSimpleText(root.raw("DT")));
    return std::any_of(dates.begin(), dates.end(), [&](const DateSpan &date) {
        return (!firstDay || date.last >= *firstDay) && (!lastDay || date.first <= *lastDay);
    });
}

} // namespace

std::optional<DateSpan> parseDateBound(std::string_view text)
{
    const std::string_view s = grammar::trimWhiteSpace(text);
    const auto dates = parseDates(s);
    if (!dates || dates->size() != 1) return std::nullopt;
    return dates->front();
}

bool matches(const GameFilter &filter, Node root)
{
    if (!root) return false;
    if (!filter.player.empty() && !playerMatches(root, filter.player)) return false;
    if (!filter.event.empty() &&
        foldedValue(root, "EV").find(folded(filter.event)) == std::string::npos)
        return false;
    if ((filter.firstDay || filter.lastDay) && !dateMatches(root, filter.firstDay, filter.lastDay))
        return false;
    return resultMatches(root, filter.result);
}

} // namespace sgf
