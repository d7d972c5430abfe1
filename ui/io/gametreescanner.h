// Finds the game trees of an SGF file and the CA[] of each root in the raw bytes, before they
// are decoded. Reading is charset-aware: a value ends at a ']' that is not the second byte of
// a Shift_JIS, GBK or Big5 character nor inside ISO-2022-JP's two-byte mode, and in a tree
// whose values are UTF-16 or UTF-32 it steps through whole code units.
#pragma once

#include "io/charset.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <string_view>

namespace sgfview {

// A value's bytes: contents [begin, end), then its closing bracket [end, afterClose), which is
// empty when the input ends inside the value. wide: made of UTF-16 or UTF-32 code units.
struct ValueBytes {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t afterClose = 0;
    bool wide = false;
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
    // each value on the way when onValue is given.
    std::size_t findTreeEnd(std::size_t start, Charset::Layout layout,
                            const std::function<void(const ValueBytes &)> &onValue = {}) const;

private:
    // Visits values from start until visit returns false or the tree closes; returns where
    // it stopped (one past the closing ')' when the tree closed).
    std::size_t
    walk(std::size_t start, Charset::Layout layout,
         const std::function<bool(const ValueBytes &, bool inRoot, bool isCharset)> &visit) const;

    std::string_view bytes_;
};

} // namespace sgfview
