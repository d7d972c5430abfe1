#include "regexmatcher.h"

#include "sgf/unicode_text.h"

#include <algorithm>

namespace sgfview {

RegexMatcher::RegexMatcher(const QString &pattern, sgf::CaseSensitivity caseSensitivity,
                           sgf::WordMatching words)
    : words_(words)
{
    QRegularExpression::PatternOptions options = QRegularExpression::UseUnicodePropertiesOption;
    if (caseSensitivity == sgf::CaseSensitivity::Insensitive)
        options |= QRegularExpression::CaseInsensitiveOption;
    expression_.setPattern(pattern);
    expression_.setPatternOptions(options);
    expression_.optimize(); // compile now, not in the first value searched
}

namespace {

// Walks a UTF-16 string and its UTF-8 original side by side, forward only: offsets of
// matches come in order, so each value is walked once.
class OffsetMap {
public:
    explicit OffsetMap(const QString &text) : text_(text) {}
    std::size_t utf8Offset(qsizetype utf16Offset)
    {
        while (utf16_ < utf16Offset && utf16_ < text_.size()) {
            const char16_t c = text_.at(utf16_).unicode();
            if (QChar::isHighSurrogate(c) && utf16_ + 1 < text_.size()) {
                utf8_ += 4;
                utf16_ += 2;
                continue;
            }
            utf8_ += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
            ++utf16_;
        }
        return utf8_;
    }

private:
    const QString &text_;
    qsizetype utf16_ = 0;
    std::size_t utf8_ = 0;
};

} // namespace

void RegexMatcher::findAll(std::string_view text,
                           const std::function<bool(sgf::TextMatch)> &found) const
{
    if (!expression_.isValid() || text.empty()) return;
    const QString utf16 = QString::fromUtf8(text.data(), qsizetype(text.size()));
    const bool ascii = std::size_t(utf16.size()) == text.size(); // offsets are the same
    OffsetMap map(utf16);
    const auto toUtf8 = [&](qsizetype offset) {
        return std::min(ascii ? std::size_t(offset) : map.utf8Offset(offset), text.size());
    };
    QRegularExpressionMatchIterator it = expression_.globalMatch(utf16);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedLength() == 0) continue;
        const std::size_t begin = toUtf8(match.capturedStart());
        const std::size_t end = toUtf8(match.capturedEnd());
        if (words_ == sgf::WordMatching::WholeWord &&
            (!sgf::isWordBoundary(text, begin) || !sgf::isWordBoundary(text, end)))
            continue;
        if (!found({begin, end})) return;
    }
}

} // namespace sgfview
