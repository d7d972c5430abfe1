// What searching needs to know of Unicode, without a Unicode library: simple case folding
// and word boundaries, over UTF-8.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sgf {

// Simple case folding (Unicode's CaseFolding.txt, status C and S) for the scripts with case
// that SGF files are written in: Latin (Basic, Latin-1, Extended-A and -B, Extended
// Additional), Greek (with its accented and final forms: "ς" folds to "σ"), Cyrillic,
// Armenian and the fullwidth Latin letters. A fold that would change the length of the
// character in UTF-8 (the Kelvin sign to "k", "ſ" to "s") is left out, so the folded text
// has every character at the same byte offset as the original. CJK has no case.
char32_t foldCase(char32_t c);

// text folded character by character into out (replacing it); out.size() == text.size().
// Bytes that are no well-formed UTF-8 are copied as they are.
void foldCase(std::string_view text, std::string &out);

// Whether there is a word boundary at byte offset i of UTF-8 text (i at a character's
// start; 0 and text.size() always are): Unicode's word boundaries (UAX #29), simplified.
// Letters, digits, combining marks, "_", Katakana and Hangul join into words; CJK
// ideographs and Hiragana are each a word of their own; a "'" or "." between two letters
// and a "," or "." between two digits do not break a word ("don't", "3.5").
bool isWordBoundary(std::string_view text, std::size_t i);

} // namespace sgf
