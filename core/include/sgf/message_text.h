// How messages show text read from a file, and how long a list of messages may grow: one
// place for the parser, the position, the charset reader and the checks, so that no message
// is megabytes long or holds a NUL byte or a terminal escape, and no list grows with the file.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sgf {

// How many characters of a value, identifier or charset name a message quotes.
inline constexpr std::size_t quoteLimit = 32;

// Text as a message quotes it: one line of at most `limit` characters (UTF-8 code points),
// cut with "..."; runs of white space one space, none at the ends; control characters and
// bytes that are not UTF-8 written as \xNN, so that a message never carries them raw.
std::string quoteText(std::string_view text, std::size_t limit = quoteLimit);

// "AB[zz]": a property as messages show it, its identifier and value quoted so.
std::string quoteProperty(std::string_view id, std::string_view raw);

// The entries of a list of messages past its maximum: listed until then, counted after.
class ListCap {
public:
    explicit constexpr ListCap(std::size_t maximum) : maximum_(maximum) {}
    // Whether one more entry is listed; if not, it is counted.
    bool admit()
    {
        if (listed_ < maximum_) {
            ++listed_;
            return true;
        }
        ++unlisted_;
        return false;
    }
    std::size_t listed() const { return listed_; }
    std::size_t unlisted() const { return unlisted_; }
    void reset() { listed_ = unlisted_ = 0; }

private:
    std::size_t maximum_;
    std::size_t listed_ = 0;
    std::size_t unlisted_ = 0;
};

} // namespace sgf
