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

bool isDate(std::string_view raw)
{
    const std::string_view s = grammar::trimWhiteSpace(raw);
    if (s.empty()) return false;
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
            if (count == 3) return false; // a fourth part
        }
        DateForm form;
        int day = 0;
        if (digits(parts[0], 4)) {
            year = number(parts[0]);
            form = count == 1 ? DateForm::Year : count == 2 ? DateForm::YearMonth : DateForm::Full;
            if (count >= 2 && !digits(parts[1], 2)) return false;
            if (count >= 2) month = number(parts[1]);
            if (count == 3 && !digits(parts[2], 2)) return false;
            if (count == 3) day = number(parts[2]);
        } else {
            // Shortcuts take the year, and the month, of the dates before them.
            if (!previous || *previous == DateForm::Year) return false;
            if (count == 2) {
                if (!digits(parts[0], 2) || !digits(parts[1], 2)) return false;
                form = DateForm::MonthDay;
                month = number(parts[0]);
                day = number(parts[1]);
            } else if (count == 1 && digits(parts[0], 2)) {
                const bool afterMonth =
                    *previous == DateForm::YearMonth || *previous == DateForm::Month;
                form = afterMonth ? DateForm::Month : DateForm::Day;
                (afterMonth ? month : day) = number(parts[0]);
            } else {
                return false;
            }
        }
        if (form != DateForm::Year && (month < 1 || month > 12)) return false;
        const bool hasDay =
            form == DateForm::Full || form == DateForm::MonthDay || form == DateForm::Day;
        if (hasDay && (day < 1 || day > daysIn(year, month))) return false;
        previous = form;
        if (comma == s.size()) break;
    }
    return true;
}

} // namespace sgf
