// Charset names as View > Encoding offers them: under the language or script a player knows,
// "Japanese (Shift_JIS)", the codec's own name kept in brackets for those who know it.
#pragma once

#include <QString>

namespace sgfview::encodingnames {

// "Japanese (Shift_JIS)"; a name of no known group as it is.
QString label(const QString &codec);
// Charsets of one language share a group number, in the order of the menu; -1 for none.
int group(const QString &codec);

} // namespace sgfview::encodingnames
