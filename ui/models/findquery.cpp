#include "findquery.h"

#include "regexmatcher.h"

#include <QCoreApplication>

namespace sgfview {

std::unique_ptr<sgf::TextMatcher> makeMatcher(const FindQuery &query, QString *error)
{
    const auto fail = [error](const QString &reason) {
        if (error) *error = reason;
        return nullptr;
    };
    if (query.pattern.isEmpty())
        return fail(QCoreApplication::translate("FindQuery", "Nothing to find"));
    const auto caseSensitivity =
        query.matchCase ? sgf::CaseSensitivity::Sensitive : sgf::CaseSensitivity::Insensitive;
    const auto words = query.wholeWord ? sgf::WordMatching::WholeWord : sgf::WordMatching::Anywhere;
    if (!query.regularExpression)
        return std::make_unique<sgf::SubstringMatcher>(
            query.pattern.toStdString(), sgf::SubstringOptions{caseSensitivity, words});
    auto matcher = std::make_unique<RegexMatcher>(query.pattern, caseSensitivity, words);
    if (!matcher->isValid())
        return fail(QCoreApplication::translate("FindQuery", "Not a regular expression: %1")
                        .arg(matcher->errorString()));
    return matcher;
}

sgf::SearchOptions searchOptions(const FindQuery &query)
{
    sgf::SearchOptions options;
    options.scope = query.scope;
    options.identifier = query.identifier.trimmed().toUpper().toStdString();
    return options;
}

} // namespace sgfview
