#include "diagnostic_log_p.h"

#include <algorithm>

namespace sgf::detail {

void DiagnosticLog::record(Severity severity, std::string message, std::uint64_t offset)
{
    if (pending_.size() < maximum_ || severity == Severity::Error) {
        pending_.push_back({severity, std::move(message), offset});
        return;
    }
    if (dropped_ == 0) firstDropped_ = offset;
    ++dropped_;
}

std::vector<Diagnostic> DiagnosticLog::resolve(std::string_view text)
{
    if (dropped_ > 0)
        pending_.push_back({Severity::Warning,
                            std::to_string(dropped_) + " more problems not listed", firstDropped_});
    std::stable_sort(pending_.begin(), pending_.end(),
                     [](const Pending &a, const Pending &b) { return a.offset < b.offset; });
    std::vector<std::uint64_t> offsets;
    offsets.reserve(pending_.size());
    for (const Pending &p : pending_) offsets.push_back(p.offset);
    const std::vector<Position> positions = positionsAt(text, offsets);
    std::vector<Diagnostic> diagnostics;
    diagnostics.reserve(pending_.size());
    for (std::size_t i = 0; i < pending_.size(); ++i)
        diagnostics.push_back({pending_[i].severity, std::move(pending_[i].message), positions[i]});
    return diagnostics;
}

} // namespace sgf::detail
