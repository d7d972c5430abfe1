#include "document.h"

#include <algorithm>

namespace sgfview {

bool Document::hasErrors() const
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const auto &d) { return d.severity == sgf::Severity::Error; });
}

} // namespace sgfview
