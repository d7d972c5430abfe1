// The FF[4] property table: every standard property with its name, value type and category,
// plus the Go-specific ones (HA, KM, TB, TW) and the few FF[3] ones viewers still meet.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace sgf {

// The type of a property's values, as the spec names them.
enum class ValueType : std::uint8_t {
    None,           // no value: "[]"
    Number,         // integer
    Real,           // decimal number
    Double,         // "1" normal, "2" emphasized
    Color,          // "B" or "W"
    SimpleText,     // text, line breaks become spaces
    Text,           // text with line breaks
    Move,           // a point, or "" / "tt" for a pass
    Point,          // one point
    PointList,      // one or more points, compressed "aa:cc" allowed
    EPointList,     // like PointList but may be empty "[]"
    StoneList,      // points where stones are put (AB, AW)
    PointPairList,  // compose point:point (AR, LN)
    LabelList,      // compose point:SimpleText (LB)
    NumberOrPair,   // number, or compose number:number (SZ)
    SimpleTextPair, // compose SimpleText:SimpleText (AP)
    FigureValue,    // none, or compose number:SimpleText (FG)
    Unknown,        // a property this table does not know
};

enum class Category : std::uint8_t {
    Move,
    Setup,
    NodeAnnotation,
    MoveAnnotation,
    Markup,
    Root,
    GameInfo,
    Timing,
    Misc,
    Legacy, // FF[1]-FF[3] properties dropped from FF[4]
    Unknown,
};

// How many values a property takes: FF[4]'s "list of" and "elist of" (a list, or one empty
// value for none), or a single one.
enum class Arity : std::uint8_t { Single, List, EList };

// The file formats a property is defined in, as flags: FF[1] (FF[2] was never published and
// is read as FF[1]), FF[3], FF[4]. From the spec's property index of FF[1]-FF[4]
// (https://www.red-bean.com/sgf/proplist_ff.html).
namespace fileformats {
inline constexpr std::uint8_t ff1 = 1, ff3 = 2, ff4 = 4;
inline constexpr std::uint8_t all = ff1 | ff3 | ff4;
} // namespace fileformats

struct PropertyInfo {
    std::string_view id;
    std::string_view name; // English, for people: "Black move", "Komi"
    ValueType type;
    Category category;
    std::uint8_t fileFormats = fileformats::all; // fileformats:: flags
    Arity arity = Arity::Single;                 // from the type: lists and elists
    // Whether an empty value "[]" is one of the type's values: a pass, a none, an empty list,
    // an empty text (which says nothing, but is a text).
    bool mayBeEmpty = false;

    // Whether it is defined in FF[version] (1 to 4; 2 reads as 1).
    bool inFileFormat(int version) const;
};

// The entry for an identifier, or nullptr when the table does not know it.
const PropertyInfo *findProperty(std::string_view id);

// Every known property, in the spec's order (by category).
std::span<const PropertyInfo> allProperties();

std::string_view categoryName(Category category);
std::string_view valueTypeName(ValueType type);

} // namespace sgf
