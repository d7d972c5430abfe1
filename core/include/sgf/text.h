// SGF value text: decoding Text and SimpleText, splitting compose values, and the inverse
// (escaping) for the writer. All functions take and return UTF-8.
#pragma once

#include <string>
#include <string_view>
#include <utility>

namespace sgf {

// Text (FF[4] spec, "Text"): a line break right after '\' is removed (soft break); other
// line breaks (CR, LF, CRLF, LFCR) become LF; other white space becomes a space; '\'
// inserts the next character as is unless it is white space, which follows the rules above.
std::string decodeText(std::string_view raw);

// SimpleText: as Text, but every remaining line break becomes a space too.
std::string decodeSimpleText(std::string_view raw);

// The inverse of decodeText for text already in its decoded form: escapes '\' and ']'
// (and ':' when the text is one side of a compose value).
enum class ColonEscaping : bool { Keep, Escape };
std::string encodeText(std::string_view text, ColonEscaping colon = ColonEscaping::Keep);

// A compose value "a:b" split at its first unescaped ':', both sides still raw. A value
// without such a colon is not a compose value: second is empty and isCompose is false.
struct RawCompose {
    std::string_view first;
    std::string_view second;
    bool isCompose = false;
};
RawCompose splitCompose(std::string_view raw);

} // namespace sgf
