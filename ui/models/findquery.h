// What the user asks to find (the find bar's fields, the command line's options, a point
// of the board) and the matcher it makes: sgf::SubstringMatcher for plain text, RegexMatcher
// for a regular expression.
#pragma once

#include "sgf/search.h"
#include "sgf/text_matcher.h"

#include <QString>
#include <memory>
#include <optional>

namespace sgfview {

struct FindQuery {
    QString pattern;
    bool matchCase = false;
    bool wholeWord = false;
    bool regularExpression = false;
    sgf::SearchScope scope = sgf::SearchScope::CommentsAndNames;
    QString identifier; // for sgf::SearchScope::Identifier
    // Search by point (sgf::searchMoves): the stones played at point, by color (either colour
    // when Empty). The pattern and the text options are then not used.
    std::optional<sgf::Point> point;
    sgf::Color color = sgf::Color::Empty;

    // Nothing to search for: no pattern and no point.
    bool isEmpty() const { return !point && pattern.isEmpty(); }
    bool operator==(const FindQuery &) const = default;
};

// The matcher for a query; null, with the reason in *error, when the pattern is no valid
// regular expression (or is empty).
std::unique_ptr<sgf::TextMatcher> makeMatcher(const FindQuery &query, QString *error = nullptr);

// The scope's options for the whole collection.
sgf::SearchOptions searchOptions(const FindQuery &query);

} // namespace sgfview
