// Which games of a collection a reader asks for, as Kombilo asks: a player by the start of
// the name (either colour), an event, a range of dates, a result. Read from the game's root
// (its game info), decoded as SimpleText; case is ignored by Unicode case folding.
#pragma once

#include "sgf/game_info.h"
#include "sgf/tree.h"

#include <optional>
#include <string>
#include <string_view>

namespace sgf {

enum class ResultFilter : std::uint8_t {
    Any,
    BlackWins,
    WhiteWins,
    Draw,
    NoResult, // no RE, "Void", "?", or a value that is no result
};

struct GameFilter {
    // PB or PW starts with this (case ignored): "lee" finds "Lee Sedol" as Black or White.
    std::string player;
    // EV contains this (case ignored).
    std::string event;
    // Some date of DT (sgf::readDates) falls on or between these days (DateSpan's numbers,
    // YYYYMMDD); either end may be open. A game without a date is then left out.
    std::optional<int> firstDay;
    std::optional<int> lastDay;
    ResultFilter result = ResultFilter::Any;

    bool isEmpty() const
    {
        return player.empty() && event.empty() && !firstDay && !lastDay &&
               result == ResultFilter::Any;
    }
};

// A bound typed by the user, "YYYY", "YYYY-MM" or "YYYY-MM-DD" (DT's form): the span it
// stands for; nullopt for anything else. "2003" as a first day is 20030101, as a last one
// 20031231.
std::optional<DateSpan> parseDateBound(std::string_view text);

// Whether the game of this root is one the filter asks for.
bool matches(const GameFilter &filter, Node root);

} // namespace sgf
