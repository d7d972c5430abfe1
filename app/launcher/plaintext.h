// Which bytes the Qt program's charset decoding (ui/io/charsetdecoder.cpp) hands to the parser
// unchanged and without a word, so that the command line can parse them without Qt: valid
// UTF-8 (after a UTF-8 byte order mark, which is dropped) whose every CA names UTF-8, or
// plain ASCII whose every CA names a charset that reads ASCII as ASCII. Anything else (other
// marks, NUL bytes, escapes, CA values to look up in Qt, bytes to convert) is not claimed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace sgfview::plain {

// When decoding would leave text as it is, how many bytes it drops from the start (a UTF-8
// byte order mark: 3, else 0); nothing when the Qt program must decode it.
std::optional<std::size_t> bytesBeforeText(std::string_view text);

} // namespace sgfview::plain
