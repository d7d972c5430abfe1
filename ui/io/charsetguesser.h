// Guesses the charset of text that names none and is not valid UTF-8, by how plausible the
// text each candidate decodes it to is: decoding errors and private-use or control characters
// count against a candidate, characters common in its language count for it, and scripts mixed
// the way mojibake mixes them (accented letters piled together, Cyrillic case flipping inside a
// word, a CJK character between two Latin letters) count against it.
#pragma once

#include "io/charset.h"

#include <QByteArray>
#include <string_view>

namespace sgfview {

class CharsetGuesser {
public:
    // How plausible bytes are as the candidate (higher is better); bytes past the first
    // sampleLimit are not looked at.
    static long long score(std::string_view bytes, const QByteArray &candidate);

    // The candidate with the best score.
    static Charset guess(std::string_view bytes);

    // Whether bytes read well as charset, one of the candidates: they decode without errors
    // and their characters past ASCII score half a point each on average. A guess for one game
    // of a collection is kept for the next only while it reads so (a Shift_JIS game followed
    // by a GB18030 one decodes without errors as Shift_JIS, into half-width katakana).
    static bool plausible(std::string_view bytes, const Charset &charset);

    // Whether text that is valid UTF-8 reads better as UTF-8 than as the charset a CA names
    // (both scored alike, by every candidate's common characters and by how letters sit in
    // words): UTF-8 bytes decode without errors in GB18030 and other double-byte charsets, into
    // text no one wrote ("élégamment" in Big5 is "矇l矇gamment").
    static bool readsBetterAsUtf8(std::string_view bytes, const Charset &named);

    static constexpr std::size_t sampleLimit = 256 * 1024;
};

} // namespace sgfview
