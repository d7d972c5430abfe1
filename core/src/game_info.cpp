#include "sgf/game_info.h"

#include "sgf/grammar.h"

#include <algorithm>

namespace sgf {

namespace {

bool sameLetters(std::string_view a, std::string_view b)
{
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [&](char x, char y) { return lower(x) == lower(y); });
}

// The word as FF[4] spells it, when s is it in any case: exact tells whether it is spelt so.
bool isWord(std::string_view s, std::string_view word, bool &exact)
{
    if (!sameLetters(s, word)) return false;
    exact = exact && s == word;
    return true;
}

} // namespace

std::optional<GameResult> parseResult(std::string_view raw)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    GameResult result;
    bool exact = true;
    if (s == "0" || isWord(s, "Draw", exact)) {
        result.kind = GameResult::Kind::Draw;
        result.written = s == "0" ? "0" : "Draw";
    } else if (isWord(s, "Void", exact)) {
        result.kind = GameResult::Kind::Void;
        result.written = "Void";
    } else if (s == "?") {
        result.written = "?";
    } else {
        if (s.size() < 2 || s[1] != '+') return std::nullopt;
        const char who = s[0];
        if (who == 'B' || who == 'b')
            result.winner = Color::Black;
        else if (who == 'W' || who == 'w')
            result.winner = Color::White;
        else
            return std::nullopt;
        exact = who == 'B' || who == 'W';
        result.kind = GameResult::Kind::Win;
        result.written = result.winner == Color::Black ? "B+" : "W+";
        const std::string_view how = s.substr(2);
        using R = GameResult::Reason;
        constexpr std::pair<std::string_view, R> words[] = {
            {"R", R::Resign},  {"Resign", R::Resign}, {"T", R::Time},
            {"Time", R::Time}, {"F", R::Forfeit},     {"Forfeit", R::Forfeit},
        };
        if (!how.empty()) {
            const auto word = std::find_if(std::begin(words), std::end(words), [&](const auto &w) {
                return sameLetters(how, w.first);
            });
            if (word != std::end(words)) {
                exact = exact && how == word->first;
                result.reason = word->second;
                result.written += word->first;
            } else {
                // A score is an unsigned Real: "B+-3" says nothing a reader could take.
                const auto score =
                    how.front() >= '0' && how.front() <= '9' ? parseReal(how) : std::nullopt;
                if (!score) return std::nullopt;
                result.reason = R::Score;
                result.score = *score;
                result.written += how;
            }
        }
    }
    result.exact = exact;
    return result;
}

namespace {

// One item of a DT list: which parts it has.
enum class DateForm { Year, YearMonth, Full, MonthDay, Month, Day };

bool digits(std::string_view s, std::size_t n)
{
    return s.size() == n &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int number(std::string_view s)
{
    int n = 0;
    for (char c : s) n = n * 10 + (c - '0');
    return n;
}

int daysIn(int year, int month)
{
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : days[month - 1];
}

} // namespace

namespace {

DateSpan spanOf(int year, int month, int day)
{
    if (month == 0) return {year * 10000 + 101, year * 10000 + 1231};
    const int yearMonth = year * 10000 + month * 100;
    if (day == 0) return {yearMonth + 1, yearMonth + daysIn(year, month)};
    return {yearMonth + day, yearMonth + day};
}

} // namespace

std::optional<std::vector<DateSpan>> parseDates(std::string_view raw)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    if (s.empty()) return std::nullopt;
    std::vector<DateSpan> dates;
    std::optional<DateForm> previous;
    int year = 0, month = 0;
    for (std::size_t start = 0; start <= s.size();) {
        const std::size_t comma = std::min(s.find(',', start), s.size());
        const std::string_view item = s.substr(start, comma - start);
        start = comma + 1;
        // Its parts, split at '-'.
        std::string_view parts[3];
        std::size_t count = 0;
        for (std::size_t from = 0; count < 3;) {
            const std::size_t dash = std::min(item.find('-', from), item.size());
            parts[count++] = item.substr(from, dash - from);
            if (dash == item.size()) break;
            from = dash + 1;
            if (count == 3) return std::nullopt; // a fourth part
        }
        DateForm form;
        int day = 0;
        if (digits(parts[0], 4)) {
            year = number(parts[0]);
            form = count == 1 ? DateForm::Year : count == 2 ? DateForm::YearMonth : DateForm::Full;
            if (count >= 2 && !digits(parts[1], 2)) return std::nullopt;
            if (count >= 2) month = number(parts[1]);
            if (count == 3 && !digits(parts[2], 2)) return std::nullopt;
            if (count == 3) day = number(parts[2]);
        } else {
            // Shortcuts take the year, and the month, of the dates before them.
            if (!previous || *previous == DateForm::Year) return std::nullopt;
            if (count == 2) {
                if (!digits(parts[0], 2) || !digits(parts[1], 2)) return std::nullopt;
                form = DateForm::MonthDay;
                month = number(parts[0]);
                day = number(parts[1]);
            } else if (count == 1 && digits(parts[0], 2)) {
                const bool afterMonth =
                    *previous == DateForm::YearMonth || *previous == DateForm::Month;
                form = afterMonth ? DateForm::Month : DateForm::Day;
                (afterMonth ? month : day) = number(parts[0]);
            } else {
                return std::nullopt;
            }
        }
        if (form != DateForm::Year && (month < 1 || month > 12)) return std::nullopt;
        const bool hasDay =
            form == DateForm::Full || form == DateForm::MonthDay || form == DateForm::Day;
        if (hasDay && (day < 1 || day > daysIn(year, month))) return std::nullopt;
        dates.push_back(spanOf(year, form == DateForm::Year ? 0 : month, hasDay ? day : 0));
        previous = form;
        if (comma == s.size()) break;
    }
    return dates;
}

bool isDate(std::string_view raw)
{
    return parseDates(raw).has_value();
}

std::vector<DateSpan> readDates(std::string_view raw)
{
    if (auto dates = parseDates(raw)) return std::move(*dates);
    const auto isDigit = [](char c) { return c >= '0' && c <= '9'; };
    // The first run of exactly four digits is the year.
    std::size_t at = 0;
    while (at < raw.size()) {
        if (!isDigit(raw[at])) {
            ++at;
            continue;
        }
        std::size_t end = at;
        while (end < raw.size() && isDigit(raw[end])) ++end;
        if (end - at == 4) break;
        at = end;
    }
    if (at >= raw.size()) return {};
    const int year = number(raw.substr(at, 4));
    at += 4;
    // A separator and one or two digits, when they follow.
    const auto part = [&](int &value) {
        if (at + 1 >= raw.size() || (raw[at] != '-' && raw[at] != '.' && raw[at] != '/') ||
            !isDigit(raw[at + 1]))
            return false;
        std::size_t end = at + 1;
        while (end < raw.size() && isDigit(raw[end]) && end - at <= 2) ++end;
        if (end < raw.size() && isDigit(raw[end])) return false; // three digits or more
        value = number(raw.substr(at + 1, end - at - 1));
        at = end;
        return true;
    };
    int month = 0, day = 0;
    if (!part(month) || month < 1 || month > 12) return {spanOf(year, 0, 0)};
    if (!part(day) || day < 1 || day > daysIn(year, month)) return {spanOf(year, month, 0)};
    return {spanOf(year, month, day)};
}

} // namespace sgf
