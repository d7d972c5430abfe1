#include "checkreport.h"

namespace sgfview {

std::optional<sgf::Severity> severityFromName(std::string_view name)
{
    for (const sgf::Severity severity :
         {sgf::Severity::Note, sgf::Severity::Warning, sgf::Severity::Error})
        if (name == sgf::severityName(severity)) return severity;
    return std::nullopt;
}

void appendProblems(std::string &out, std::string_view name,
                    const std::vector<sgf::Diagnostic> &problems,
                    const sgf::SeverityCounts &unlisted, sgf::Severity level, CheckTotals &totals)
{
    for (const sgf::Diagnostic &problem : problems) {
        if (problem.severity < level) continue;
        out.append(name);
        out += ':';
        out += sgf::format(problem);
        out += '\n';
    }
    const sgf::SeverityCounts counts = sgf::countSeverities(problems, unlisted);
    for (std::size_t s = 0; s < counts.size(); ++s) totals.counts[s] += counts[s];
    if (counts[std::size_t(sgf::Severity::Error)] > 0) ++totals.withErrors;
}

} // namespace sgfview
