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

void DiagnosticLog::append(DiagnosticLog &&later)
{
    // The later log kept all it recorded up to its first drop, and errors after: replayed in
    // order, they meet this log's maximum where they would have; what it dropped comes after
    // any of them this log drops, and would have been dropped here too.
    for (Pending &p : later.pending_) {
        if (pending_.size() < maximum_ || p.severity == Severity::Error) {
            pending_.push_back(std::move(p));
            continue;
        }
        if (dropped_ == 0) firstDropped_ = p.offset;
        ++dropped_;
    }
    if (later.dropped_ > 0) {
        if (dropped_ == 0) firstDropped_ = later.firstDropped_;
        dropped_ += later.dropped_;
    }
}

std::size_t DiagnosticLog::forget(DiagnosticCode code, const std::vector<std::uint64_t> &offsets)
{
    const std::size_t before = pending_.size();
    std::erase_if(pending_, [&](const Pending &p) {
        return p.code == code && std::binary_search(offsets.begin(), offsets.end(), p.offset);
    });
    return before - pending_.size();
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
