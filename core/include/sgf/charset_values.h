// The values of the CA properties anywhere in the bytes of an SGF file, its structure read as
// ASCII and before any decoding: how a reader tells that a file names no charset but UTF-8
// without finding its game trees. Each run of identifier letters whose capitals are CA
// (grammar::identifierOf), then '[', counts, wherever it stands.
#pragma once

#include "sgf/grammar.h"

#include <string_view>

namespace sgf::grammar {

// True when accept(value) holds for the first value of every such CA (or there is none);
// stops at the first that does not.
template <typename Accept> bool everyCharsetValue(std::string_view bytes, Accept accept)
{
    // Each run of letters holding an 'A' is looked at once.
    for (auto a = bytes.find('A'); a != std::string_view::npos;) {
        std::size_t begin = a;
        while (begin > 0 && isIdentifierLetter(bytes[begin - 1])) --begin;
        const std::size_t end = skipIdentifierLetters(bytes, a);
        const std::size_t open = propertyValueStart(bytes, begin);
        if (open != npos && identifierOf(bytes.substr(begin, end - begin)) == "CA") {
            const std::size_t close = findValueEnd(bytes, open + 1);
            if (!accept(bytes.substr(open + 1, close - open - 1))) return false;
        }
        a = bytes.find('A', end);
    }
    return true;
}

} // namespace sgf::grammar
