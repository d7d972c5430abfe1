// Whether bytes are well-formed UTF-8, checked without Qt for the launcher's commands: ASCII
// sixteen bytes at a time, a text of a megabyte or more in two halves at once.
#pragma once

#include <string_view>

namespace sgfview::plain {

// Well-formed UTF-8 (RFC 3629: no overlong forms, surrogates or code points past U+10FFFF),
// as QByteArrayView::isValidUtf8 reads it.
bool isValidUtf8(std::string_view bytes);

// The same, and free of ESC bytes (0x1B, which ISO-2022-JP's escapes start with), in one pass.
bool isValidUtf8WithoutEscapes(std::string_view bytes);

} // namespace sgfview::plain
