// Private: decoding SimpleText without allocating for each value, for the search's walk over
// every value in scope.
#pragma once

#include <string>
#include <string_view>

namespace sgf::detail {

// raw itself when it has nothing to decode (no escape, line break or white space other than
// ' '), else raw decoded as sgf::decodeSimpleText into buffer (replacing what it held).
std::string_view decodeSimpleText(std::string_view raw, std::string &buffer);

} // namespace sgf::detail
