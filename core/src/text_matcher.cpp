#include "sgf/text_matcher.h"

#include "sgf/unicode_text.h"

namespace sgf {

SubstringMatcher::SubstringMatcher(std::string_view needle, SubstringOptions options)
    : options_(options)
{
    if (options.caseSensitivity == CaseSensitivity::Insensitive)
        foldCase(needle, needle_);
    else
        needle_ = needle;
}

void SubstringMatcher::findAll(std::string_view text,
                               const std::function<bool(TextMatch)> &found) const
{
    if (needle_.empty() || text.size() < needle_.size()) return;
    std::string_view haystack = text;
    if (options_.caseSensitivity == CaseSensitivity::Insensitive) {
        foldCase(text, folded_); // same length, same offsets
        haystack = folded_;
    }
    const bool wholeWord = options_.words == WordMatching::WholeWord;
    for (std::size_t from = 0;;) {
        const std::size_t at = haystack.find(needle_, from);
        if (at == std::string_view::npos) return;
        const std::size_t end = at + needle_.size();
        if (wholeWord && (!isWordBoundary(text, at) || !isWordBoundary(text, end))) {
            from = at + 1; // a shorter step: the next whole word may start inside this match
            continue;
        }
        if (!found({at, end})) return;
        from = end;
    }
}

} // namespace sgf
