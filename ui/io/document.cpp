#include "document.h"

#include <algorithm>

namespace sgfview {

bool Document::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const auto &d) { return d.severity == sgf::Severity::Error; });
}

sgf::SeverityCounts Document::unlistedProblems(const sgf::SeverityCounts &checked) const
{
    sgf::SeverityCounts unlisted = sgf::unlistedProblems(collection, checked);
    unlisted[std::size_t(sgf::Severity::Warning)] += unlistedDecodeWarnings;
    return unlisted;
}

} // namespace sgfview
