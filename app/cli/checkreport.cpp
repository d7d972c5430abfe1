#include "checkreport.h"

#include <charconv>
#include <cstdint>

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
    // NAME:sgf::format(problem), written into out as format() words it: no string a line.
    const auto appendNumber = [&out](std::uint32_t n) {
        char digits[10];
        out.append(digits, std::to_chars(digits, digits + sizeof digits, n).ptr);
    };
    for (const sgf::Diagnostic &problem : problems) {
        if (problem.severity < level) continue;
        out.append(name);
        out += ':';
        appendNumber(problem.position.line);
        out += ':';
        appendNumber(problem.position.column);
        out += ": ";
        out.append(sgf::severityName(problem.severity));
        out += ": ";
        out.append(problem.message);
        out += '\n';
    }
    const sgf::SeverityCounts counts = sgf::countSeverities(problems, unlisted);
    for (std::size_t s = 0; s < counts.size(); ++s) totals.counts[s] += counts[s];
    if (counts[std::size_t(sgf::Severity::Error)] > 0) ++totals.withErrors;
}

} // namespace sgfview
