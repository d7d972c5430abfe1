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

    static constexpr std::size_t sampleLimit = 256 * 1024;
};

} // namespace sgfview
