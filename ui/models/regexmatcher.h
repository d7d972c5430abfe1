// Regular expressions for sgf::search, by QRegularExpression (PCRE2, compiled by its JIT):
// Perl's syntax, Unicode-aware (\w, \b and case follow Unicode's properties).
#pragma once

#include "sgf/text_matcher.h"

#include <QRegularExpression>

namespace sgfview {

class RegexMatcher final : public sgf::TextMatcher {
public:
    RegexMatcher(const QString &pattern, sgf::CaseSensitivity caseSensitivity,
                 sgf::WordMatching words);
    bool isValid() const { return expression_.isValid(); }
    QString errorString() const { return expression_.errorString(); }
    // Matches are reported in UTF-8 byte offsets of text; an empty match is skipped. A whole
    // word is one with sgf::isWordBoundary at both ends, as for plain text.
    void findAll(std::string_view text,
                 const std::function<bool(sgf::TextMatch)> &found) const override;

private:
    QRegularExpression expression_;
    sgf::WordMatching words_;
};

} // namespace sgfview
