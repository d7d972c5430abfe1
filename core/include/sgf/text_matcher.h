// What finds a pattern in a value's text. The search (sgf/search.h) walks the values and asks
// a matcher; the matcher is pluggable: plain and case-folded substrings here, without any
// library, and regular expressions where one is at hand (the window's QRegularExpression).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace sgf {

struct TextMatch {
    std::size_t begin = 0; // byte offsets in the text searched
    std::size_t end = 0;
};

class TextMatcher {
public:
    virtual ~TextMatcher() = default;
    // Calls found for each match in text (UTF-8), in order and not overlapping, until found
    // returns false. A match is never empty.
    virtual void findAll(std::string_view text,
                         const std::function<bool(TextMatch)> &found) const = 0;
};

enum class CaseSensitivity : bool { Sensitive, Insensitive };
enum class WordMatching : bool { Anywhere, WholeWord };

struct SubstringOptions {
    CaseSensitivity caseSensitivity = CaseSensitivity::Sensitive;
    WordMatching words = WordMatching::Anywhere;
};

// Finds needle as a substring; case-insensitively by sgf::foldCase (Unicode simple case
// folding), as a whole word by sgf::isWordBoundary at both ends. An empty needle matches
// nothing.
class SubstringMatcher final : public TextMatcher {
public:
    SubstringMatcher(std::string_view needle, SubstringOptions options = {});
    void findAll(std::string_view text, const std::function<bool(TextMatch)> &found) const override;

private:
    std::string needle_; // folded when the case does not matter
    SubstringOptions options_;
    mutable std::string folded_; // the text folded, reused from one value to the next
};

} // namespace sgf
