// Finds the game trees of an SGF file and the CA[] of each root in the raw bytes, before they
// are decoded. Reading is charset-aware: a value ends at a ']' that is not the second byte of
// a Shift_JIS, GBK or Big5 character nor inside ISO-2022-JP's two-byte mode, and in a tree
// whose values are UTF-16 or UTF-32 it steps through whole code units.
//
// Double-byte text comes in two conventions. Most files leave a second byte 0x5C '\' or 0x5D
// ']' as it is (the file is real text in its charset); some writers (SGFC, MultiGo) escape
// bytes, not characters, and put a '\' before it: 揮 (GB18030 93 5D) becomes 93 5C 5D. Both
// are read: a value is read as written unless only byte-level escapes let it end where SGF
// can go on (see CharacterStepper in the .cpp), and a tree in which some value needs them is
// read again preferring them (findTreeEnd).
#pragma once

#include "io/charset.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>
#include <vector>

namespace sgfview {

// A value's bytes: contents [begin, end), then its closing bracket [end, afterClose), which is
// empty when the input ends inside the value. wide: made of UTF-16 or UTF-32 code units.
// byteLevelEscapes: read with a '\' before each '\' or ']' second byte of a character, which
// is no part of the text (see GameTreeScanner::insertedEscapes).
struct ValueBytes {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t afterClose = 0;
    bool wide = false;
    bool byteLevelEscapes = false;
};

// How double-byte text writes a '\' or ']' that is the second byte of a character.
enum class TrailEscaping : std::uint8_t {
    AsWritten, // as it is: the two bytes are the character (files that are real text)
    ByteLevel, // after a '\', like every '\' and ']' byte (SGFC, MultiGo): 93 5C 5D for 揮
};

class GameTreeScanner {
public:
    explicit GameTreeScanner(std::string_view bytes) : bytes_(bytes) {}

    // Where the next game tree at or after from starts: a '(' followed by ';', '(' or a
    // property, as the lenient parser decides. The input's size when there is none.
    std::size_t findTreeStart(std::size_t from) const;

    // The CA value of the root node of the tree starting at start. The charset is unknown
    // until it is found, so the root is read in each layout in turn; a value found in the
    // layout of the charset it names wins, else the first one found.
    std::optional<ValueBytes> findRootCharset(std::size_t start) const;

    // The CA value of the root as read in one layout.
    std::optional<ValueBytes> findRootCharset(std::size_t start, Charset::Layout layout) const;

    // One past the ')' that closes the tree starting at start, or the input's size. Reports
    // each value on the way when onValue is given. In a double-byte layout, each value whose
    // end is grammatical both as written and with byte-level escapes is read the preferred way.
    // One program wrote the tree, so when some value of it was read with byte-level escapes
    // (ValueBytes::byteLevelEscapes), the tree is to be read again with them preferred.
    std::size_t findTreeEnd(std::size_t start, Charset::Layout layout,
                            const std::function<void(const ValueBytes &)> &onValue = {},
                            TrailEscaping preferred = TrailEscaping::AsWritten) const;

    // Where the '\' bytes put before second bytes are in a value read with byte-level escapes
    // (in order; none for other values): they are to be dropped before decoding, so that
    // 93 5C 5D decodes as 揮, not as 揬 and ']'.
    std::vector<std::size_t> insertedEscapes(const ValueBytes &value, Charset::Layout layout) const;

private:
    // Visits values from start until visit returns false or the tree closes; returns where
    // it stopped (one past the closing ')' when the tree closed).
    std::size_t
    walk(std::size_t start, Charset::Layout layout, TrailEscaping preferred,
         const std::function<bool(const ValueBytes &, bool inRoot, bool isCharset)> &visit) const;

    std::string_view bytes_;
};

} // namespace sgfview
