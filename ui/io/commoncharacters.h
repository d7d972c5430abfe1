// Frequent characters of the languages whose legacy charsets SGF files use without saying so,
// written from general knowledge of each language plus the vocabulary of Go records. The
// charset guesser counts them: text decoded with the right charset is full of them, text
// decoded with a wrong one only meets them by chance.
#pragma once

#include <string_view>

namespace sgfview::commoncharacters {

// Simplified Chinese: the most frequent characters, then Go terms.
extern const std::u16string_view simplifiedChinese;
// Traditional Chinese: the same words in traditional forms.
extern const std::u16string_view traditionalChinese;
// Japanese kanji (kana count on their own).
extern const std::u16string_view japanese;
// Korean: the most frequent Hangul syllables, then Go terms.
extern const std::u16string_view korean;

} // namespace sgfview::commoncharacters
