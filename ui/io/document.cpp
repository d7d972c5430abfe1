#include "document.h"

#include <algorithm>

namespace sgfview {

bool Document::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const auto &d) { return d.severity == sgf::Severity::Error; });
}

namespace {

// The unlisted warnings beyond the one diagnostic that counts them.
int unlistedBeyondTheirLine(const sgf::Collection &collection)
{
    const std::size_t unlisted = collection.unlistedDiagnostics();
    return unlisted == 0 ? 0 : int(unlisted - 1);
}

} // namespace

int Document::warningCount() const
{
    return int(std::count_if(diagnostics.begin(), diagnostics.end(),
                             [](const auto &d) { return d.severity == sgf::Severity::Warning; })) +
           unlistedBeyondTheirLine(collection);
}

int Document::problemCount() const
{
    return int(diagnostics.size()) + unlistedBeyondTheirLine(collection);
}

} // namespace sgfview
