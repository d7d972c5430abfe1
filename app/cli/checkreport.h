// What --check prints for each file, in one place and plain C++: every problem of reading
// and checking at or above the level asked for, in the order of the text, in the compiler's
// form "FILE:LINE:COLUMN: SEVERITY: MESSAGE" (English, exactly), and the counts the summary
// line gives.
#pragma once

#include "sgf/check.h"
#include "sgf/diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sgfview {

struct CheckTotals {
    int files = 0;
    int withErrors = 0;           // files that could not be read, or have an error
    sgf::SeverityCounts counts{}; // problems of each severity, shown or not
};

// "error", "warning" or "note" as --level takes them.
std::optional<sgf::Severity> severityFromName(std::string_view name);

// Appends the lines of the problems of one file at or above level to out and adds them to
// totals.
void appendProblems(std::string &out, std::string_view name,
                    const std::vector<sgf::Diagnostic> &problems,
                    const sgf::SeverityCounts &unlisted, sgf::Severity level, CheckTotals &totals);

} // namespace sgfview
