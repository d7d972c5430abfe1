#include "io/gametreescanner.h"

#include "sgf/grammar.h"

#include <cstdint>
#include <string>

namespace sgfview {

namespace {

using Layout = Charset::Layout;
namespace grammar = sgf::grammar;

bool inRange(unsigned char c, unsigned char low, unsigned char high)
{
    return c >= low && c <= high;
}

// Steps over one character at a time in a layout, keeping ISO-2022-JP's shift state.
class CharacterStepper {
public:
    CharacterStepper(std::string_view bytes, Layout layout,
                     TrailEscaping preferred = TrailEscaping::AsWritten)
        : b_(bytes), layout_(layout), preferred_(preferred)
    {}

    // Bytes taken by the character (or escape sequence) at p; at least 1.
    std::size_t length(std::size_t p)
    {
        if (layout_ == Layout::Ascii) return 1;
        const auto c = byte(p);
        const auto next = p + 1 < b_.size() ? byte(p + 1) : 0;
        switch (layout_) {
        case Layout::DoubleByte: // GB18030's four-byte form is two such pairs
            return inRange(c, 0x81, 0xFE) &&
                           (inRange(next, 0x30, 0x39) || inRange(next, 0x40, 0x7E) ||
                            inRange(next, 0x80, 0xFE))
                       ? 2
                       : 1;
        case Layout::ShiftJis:
            return (inRange(c, 0x81, 0x9F) || inRange(c, 0xE0, 0xFC)) &&
                           (inRange(next, 0x40, 0x7E) || inRange(next, 0x80, 0xFC))
                       ? 2
                       : 1;
        case Layout::Iso2022Jp:
            if (c == 0x1B) return escapeSequence(p);
            return twoByteMode_ && inRange(c, 0x21, 0x7E) && inRange(next, 0x21, 0x7E) ? 2 : 1;
        default:
            return 1;
        }
    }

    // A value's extent, from the byte after its '['.
    ValueBytes value(std::size_t begin)
    {
        if (unitSize() > 1) {
            // In a tree that names UTF-16 or UTF-32, values with NUL bytes are code units;
            // the others (FF[4], CA[UTF-16LE] itself) are ASCII.
            const ValueBytes ascii = byteValue(begin);
            if (b_.substr(ascii.begin, ascii.end - ascii.begin).find('\0') !=
                std::string_view::npos)
                return unitValue(begin);
            return ascii;
        }
        return byteValue(begin);
    }

    // The '\' bytes a value read with byte-level escapes holds before second bytes.
    std::vector<std::size_t> insertedEscapes(const ValueBytes &value)
    {
        std::vector<std::size_t> escapes;
        if (value.byteLevelEscapes) readValue(value.begin, TrailEscaping::ByteLevel, &escapes);
        return escapes;
    }

private:
    struct Reading {
        ValueBytes value;
        bool conventionsPart = false; // somewhere the two ways of escaping read differently
    };

    // Where a lead byte is followed by '\' and then '\' or ']', the two conventions part: as
    // written, lead and '\' are a character and what follows is an escape or the value's end;
    // with byte-level escapes, the '\' was put in and lead and the byte after it are the
    // character. GB18030 93 5C 5D is 揬 and the end of the value, or 揮 (93 5D) going on;
    // Shift_JIS 83 5C 5C 5D is ソ and an escaped ']', or ソ (83 5C) and the end. Everywhere
    // else the two read the same. So, as A. Brouwer's sgfcharset does, a ']' is taken to end
    // a value only where SGF can go on after it (see structureFollows): a value is read the
    // preferred way, kept when the conventions never part in it or its end is grammatical,
    // else read the other way, kept when that end is grammatical. Preferring the text as
    // written (the default) reads files without byte-level escapes as they always were; a
    // value like SGFC's PB[ソ] (83 5C 5C 5D) followed by PW[x], whose ends are grammatical
    // both ways, needs the whole tree's say (GameTreeScanner::findTreeEnd).
    ValueBytes byteValue(std::size_t begin)
    {
        if (layout_ == Layout::Ascii) return asciiValue(begin);
        if (layout_ != Layout::DoubleByte && layout_ != Layout::ShiftJis)
            return readValue(begin, TrailEscaping::AsWritten).value;
        const Reading preferred = readValue(begin, preferred_);
        if (!preferred.conventionsPart || endsGrammatically(preferred.value))
            return preferred.value;
        const TrailEscaping other = preferred_ == TrailEscaping::AsWritten
                                        ? TrailEscaping::ByteLevel
                                        : TrailEscaping::AsWritten;
        const Reading second = readValue(begin, other);
        return endsGrammatically(second.value) ? second.value : preferred.value;
    }

    // Reads a value from the byte after its '['; with byte-level escapes, notes in escapes
    // where the inserted '\' bytes are.
    Reading readValue(std::size_t begin, TrailEscaping escaping,
                      std::vector<std::size_t> *escapes = nullptr)
    {
        // The characters of this layout for grammar::findValueEnd; where the two conventions
        // part, the one asked for.
        struct Characters {
            CharacterStepper &stepper;
            TrailEscaping escaping;
            std::vector<std::size_t> *escapes;
            bool conventionsPart = false;

            std::size_t size() const { return stepper.b_.size(); }
            bool is(std::size_t p, char c) const
            {
                return stepper.b_[p] == c && !stepper.inTwoByteMode();
            }
            std::size_t next(std::size_t p)
            {
                const std::size_t n = stepper.length(p);
                if (n == 2 && p + 2 < size() && stepper.b_[p + 1] == '\\' &&
                    (stepper.b_[p + 2] == '\\' || stepper.b_[p + 2] == ']')) {
                    conventionsPart = true;
                    if (escaping == TrailEscaping::ByteLevel) {
                        if (escapes) escapes->push_back(p + 1);
                        return p + 3;
                    }
                }
                return p + n;
            }
        };
        Characters characters{*this, escaping, escapes};
        const std::size_t close = grammar::findValueEnd(characters, begin);
        Reading reading;
        reading.value = close == grammar::npos ? ValueBytes{begin, b_.size(), b_.size()}
                                               : ValueBytes{begin, close, close + 1};
        reading.conventionsPart = characters.conventionsPart;
        reading.value.byteLevelEscapes =
            escaping == TrailEscaping::ByteLevel && reading.conventionsPart;
        return reading;
    }

    bool endsGrammatically(const ValueBytes &value) const
    {
        return value.afterClose > value.end && structureFollows(value.afterClose);
    }

    // The common case, fast: '\' and ']' are never part of another character.
    ValueBytes asciiValue(std::size_t begin) const
    {
        const std::size_t close = grammar::findValueEnd(b_, begin);
        if (close == grammar::npos) return {begin, b_.size(), b_.size()};
        return {begin, close, close + 1};
    }

    unsigned char byte(std::size_t p) const { return static_cast<unsigned char>(b_[p]); }

    bool inTwoByteMode() const { return layout_ == Layout::Iso2022Jp && twoByteMode_; }

    std::size_t unitSize() const
    {
        return layout_ == Layout::Utf16Le || layout_ == Layout::Utf16Be   ? 2
               : layout_ == Layout::Utf32Le || layout_ == Layout::Utf32Be ? 4
                                                                          : 1;
    }

    // ESC $ @, ESC $ B and ESC $ ( D start two-byte characters; ESC ( B, J or I end them.
    std::size_t escapeSequence(std::size_t p)
    {
        const std::string_view rest = b_.substr(p);
        if (rest.starts_with("\x1B$@") || rest.starts_with("\x1B$B")) {
            twoByteMode_ = true;
            return 3;
        }
        if (rest.starts_with("\x1B$(D")) {
            twoByteMode_ = true;
            return 4;
        }
        if (rest.starts_with("\x1B(B") || rest.starts_with("\x1B(J") ||
            rest.starts_with("\x1B(I")) {
            twoByteMode_ = false;
            return 3;
        }
        return 1;
    }

    // Is the code unit at p the character c (in the layout's byte order)?
    bool unitIs(std::size_t p, char c) const
    {
        const std::size_t unit = unitSize();
        if (b_.size() - p < unit) return false;
        const bool bigEndian = layout_ == Layout::Utf16Be || layout_ == Layout::Utf32Be;
        for (std::size_t i = 0; i < unit; ++i) {
            const bool low = bigEndian ? i == unit - 1 : i == 0;
            if (b_[p + i] != (low ? c : '\0')) return false;
        }
        return true;
    }

    // Tells an ASCII ']' from a UTF-16 character whose low byte is 0x5D, and the two ways of
    // escaping double-byte text apart.
    bool structureFollows(std::size_t p) const { return grammar::canFollowValue(b_, p); }

    // A value of UTF-16 or UTF-32 code units inside ASCII structure: it ends at the code unit
    // ']' or at a single ASCII ']' on a unit boundary that structure follows.
    ValueBytes unitValue(std::size_t begin) const
    {
        struct Units {
            const CharacterStepper &stepper;
            std::size_t unit;

            std::size_t size() const { return stepper.b_.size(); }
            bool is(std::size_t p, char c) const
            {
                return stepper.unitIs(p, c) ||
                       (c == ']' && stepper.b_[p] == ']' && stepper.structureFollows(p + 1));
            }
            std::size_t next(std::size_t p) const { return p + unit; }
        };
        Units units{*this, unitSize()};
        const std::size_t close = grammar::findValueEnd(units, begin);
        if (close == grammar::npos) return {begin, b_.size(), b_.size(), true};
        return {begin, close, close + (unitIs(close, ']') ? units.unit : 1), true};
    }

    std::string_view b_;
    Layout layout_;
    bool twoByteMode_ = false;
    TrailEscaping preferred_;
};

} // namespace

std::size_t GameTreeScanner::findTreeStart(std::size_t from) const
{
    return grammar::findTreeStart(bytes_, from);
}

std::optional<ValueBytes> GameTreeScanner::findRootCharset(std::size_t start) const
{
    std::optional<ValueBytes> first;
    for (const Layout layout : {Layout::Ascii, Layout::DoubleByte, Layout::ShiftJis}) {
        const auto found = findRootCharset(start, layout);
        if (!found) continue;
        const auto named =
            Charset::fromName(bytes_.substr(found->begin, found->end - found->begin));
        const Layout namedLayout = named ? named->layout() : Layout::Ascii;
        if (namedLayout == layout) return found;
        if (!first) first = found;
    }
    if (!first) return first;
    // Read the root again as the charset found says, in case that finds another CA value.
    const auto named = Charset::fromName(bytes_.substr(first->begin, first->end - first->begin));
    if (named && named->isAsciiCompatible())
        if (const auto again = findRootCharset(start, named->layout())) return again;
    return first;
}

std::optional<ValueBytes> GameTreeScanner::findRootCharset(std::size_t start, Layout layout) const
{
    std::optional<ValueBytes> found;
    walk(start, layout, TrailEscaping::AsWritten,
         [&](const ValueBytes &value, bool inRoot, bool isCharset) {
             if (inRoot && isCharset) found = value;
             return inRoot && !found;
         });
    return found;
}

std::size_t GameTreeScanner::findTreeEnd(std::size_t start, Layout layout,
                                         const std::function<void(const ValueBytes &)> &onValue,
                                         TrailEscaping preferred) const
{
    return walk(start, layout, preferred, [&](const ValueBytes &value, bool, bool) {
        if (onValue) onValue(value);
        return true;
    });
}

std::vector<std::size_t> GameTreeScanner::insertedEscapes(const ValueBytes &value,
                                                          Layout layout) const
{
    return CharacterStepper(bytes_, layout).insertedEscapes(value);
}

std::size_t
GameTreeScanner::walk(std::size_t start, Layout layout, TrailEscaping preferred,
                      const std::function<bool(const ValueBytes &, bool, bool)> &visit) const
{
    CharacterStepper stepper(bytes_, layout, preferred);
    std::size_t depth = 0;
    std::size_t nodes = 0;
    bool rootDone = false;
    bool sawValue = false;
    // The uppercase letters of the identifier the next value belongs to ("CA" for "CharSet"
    // is not a case: FF[4] identifiers are uppercase, old lowercase letters are dropped).
    std::string identifier;
    bool inIdentifier = false;
    std::size_t p = start;
    while (p < bytes_.size()) {
        const auto c = static_cast<unsigned char>(bytes_[p]);
        if (c == '[') {
            const ValueBytes value = stepper.value(p + 1);
            sawValue = true;
            inIdentifier = false;
            if (!visit(value, !rootDone, identifier == "CA")) return value.afterClose;
            p = value.afterClose;
            continue;
        }
        if (c == '(' || c == ')') {
            if (nodes > 0 || sawValue) rootDone = true;
            identifier.clear();
            inIdentifier = false;
            if (c == '(') {
                ++depth;
            } else if (depth <= 1) {
                return p + 1;
            } else {
                --depth;
            }
        } else if (c == ';') {
            if (++nodes > 1) rootDone = true;
            identifier.clear();
            inIdentifier = false;
        } else if (grammar::isIdentifierLetter(char(c))) {
            if (!inIdentifier) identifier.clear();
            inIdentifier = true;
            if (grammar::isUpper(char(c))) identifier += char(c);
        } else if (grammar::isWhiteSpace(char(c))) {
            inIdentifier = false; // "CA [x]" still names CA
        } else {
            identifier.clear();
            inIdentifier = false;
        }
        p += stepper.length(p);
    }
    return bytes_.size();
}

} // namespace sgfview
