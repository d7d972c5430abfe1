// Private: the diagnostics a lenient parse collects, capped, given positions at the end.
#pragma once

#include "sgf/diagnostic.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sgf::detail {

class DiagnosticLog {
public:
    explicit DiagnosticLog(std::size_t maximum) : maximum_(maximum) {}

    // Keeps a problem met at a byte offset; past the maximum, warnings are only counted
    // (errors are always kept). Its English message is the code's pattern with the arguments.
    void record(Severity severity, DiagnosticCode code, std::vector<std::string> arguments,
                std::uint64_t offset);

    // What a parse of the text after this one's recorded, as if recorded here after what this
    // log holds: the same maximum applies, so the same problems are kept and counted.
    void append(DiagnosticLog &&later);
    // Forgets the problems kept with this code at these offsets (in ascending order); how many
    // there were.
    std::size_t forget(DiagnosticCode code, const std::vector<std::uint64_t> &offsets);

    // Everything kept, in the order of the text, with lines and columns found in one pass;
    // one more warning, placed at the first problem left out, counts them.
    std::vector<Diagnostic> resolve(std::string_view text);
    // How many warnings were counted past the maximum and not kept.
    std::size_t dropped() const { return dropped_; }

private:
    struct Pending {
        Severity severity;
        DiagnosticCode code;
        std::vector<std::string> arguments;
        std::uint64_t offset;
    };
    std::size_t maximum_;
    std::vector<Pending> pending_;
    std::size_t dropped_ = 0;
    std::uint64_t firstDropped_ = 0;
};

} // namespace sgf::detail
