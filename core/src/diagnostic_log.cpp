#include "diagnostic_log_p.h"

#include <algorithm>

namespace sgf::detail {

void DiagnosticLog::record(Severity severity, DiagnosticCode code,
                           std::vector<std::string> arguments, std::uint64_t offset)
{
    if (pending_.size() < maximum_ || severity == Severity::Error) {
        pending_.push_back({severity, code, std::move(arguments), offset});
        return;
    }
    if (dropped_ == 0) firstDropped_ = offset;
    ++dropped_;
}

std::vector<Diagnostic> DiagnosticLog::resolve(std::string_view text)
{
    if (dropped_ > 0)
        pending_.push_back({Severity::Warning,
                            DiagnosticCode::ProblemsNotListed,
                            {std::to_string(dropped_)},
                            firstDropped_});
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const Pending &a, const Pending &b) { return a.offset < b.offset; });
    std::vector<std::uint64_t> offsets;
    offsets.reserve(pending_.size());
    for (const Pending &p : pending_) offsets.push_back(p.offset);
    const std::vector<Position> positions = positionsAt(text, offsets);
    std::vector<Diagnostic> diagnostics;
    diagnostics.reserve(pending_.size());
    for (std::size_t i = 0; i < pending_.size(); ++i) {
        Pending &p = pending_[i];
        std::string message = describe(p.code, p.arguments);
        diagnostics.emplace_back(p.severity, std::move(message), positions[i], p.code,
                                 std::move(p.arguments));
    }
    return diagnostics;
}

} // namespace sgf::detail
