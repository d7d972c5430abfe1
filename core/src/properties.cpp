#include "sgf/properties.h"

#include <algorithm>
#include <array>

namespace sgf {

namespace {

using T = ValueType;
using C = Category;

// An entry of the table: how many values and whether an empty one is allowed follow from
// the value type.
constexpr PropertyInfo entry(std::string_view id, std::string_view name, ValueType type,
                             Category category, std::uint8_t fileFormats)
{
    const bool list = type == T::PointList || type == T::StoneList || type == T::PointPairList ||
                      type == T::LabelList;
    const bool elist = type == T::EPointList;
    const bool mayBeEmpty = type == T::None || type == T::Move || elist || type == T::SimpleText ||
                            type == T::Text || type == T::FigureValue || type == T::Unknown;
    return {id,        name,        type,
            category,  fileFormats, elist ? Arity::EList : list ? Arity::List : Arity::Single,
            mayBeEmpty};
}

using namespace fileformats;

// The FF[4] properties (https://www.red-bean.com/sgf/properties.html) with Go's own
// (HA, KM, TB, TW), then the FF[1] and FF[3] ones that FF[4] dropped but old files still carry. The
// file formats of each are the spec's property index of FF[1]-FF[4].
constexpr PropertyInfo table[] = {
    // Move
    entry("B", "Black move", T::Move, C::Move, all),
    entry("KO", "Execute illegal move", T::None, C::Move, ff3 | ff4),
    entry("MN", "Set move number", T::Number, C::Move, ff3 | ff4),
    entry("W", "White move", T::Move, C::Move, all),
    // Setup
    entry("AB", "Add Black", T::StoneList, C::Setup, all),
    entry("AE", "Add Empty", T::PointList, C::Setup, all),
    entry("AW", "Add White", T::StoneList, C::Setup, all),
    entry("PL", "Player to play", T::Color, C::Setup, all),
    // Node annotation
    entry("C", "Comment", T::Text, C::NodeAnnotation, all),
    entry("DM", "Even position", T::Double, C::NodeAnnotation, ff3 | ff4),
    entry("GB", "Good for Black", T::Double, C::NodeAnnotation, all),
    entry("GW", "Good for White", T::Double, C::NodeAnnotation, all),
    entry("HO", "Hotspot", T::Double, C::NodeAnnotation, ff3 | ff4),
    entry("N", "Node name", T::SimpleText, C::NodeAnnotation, all),
    entry("UC", "Unclear position", T::Double, C::NodeAnnotation, ff3 | ff4),
    entry("V", "Value", T::Real, C::NodeAnnotation, all),
    // Move annotation
    entry("BM", "Bad move", T::Double, C::MoveAnnotation, all),
    entry("DO", "Doubtful move", T::None, C::MoveAnnotation, ff3 | ff4),
    entry("IT", "Interesting move", T::None, C::MoveAnnotation, ff3 | ff4),
    entry("TE", "Tesuji", T::Double, C::MoveAnnotation, all),
    // Markup
    entry("AR", "Arrow", T::PointPairList, C::Markup, ff4),
    entry("CR", "Circle", T::PointList, C::Markup, ff3 | ff4),
    entry("DD", "Dim points", T::EPointList, C::Markup, ff4),
    entry("LB", "Label", T::LabelList, C::Markup, ff3 | ff4),
    entry("LN", "Line", T::PointPairList, C::Markup, ff4),
    entry("MA", "Mark (X)", T::PointList, C::Markup, ff3 | ff4),
    entry("SL", "Selected points", T::PointList, C::Markup, all),
    entry("SQ", "Square", T::PointList, C::Markup, ff4),
    entry("TR", "Triangle", T::PointList, C::Markup, ff3 | ff4),
    // Root
    entry("AP", "Application", T::SimpleTextPair, C::Root, ff4),
    entry("CA", "Charset", T::SimpleText, C::Root, ff4),
    entry("FF", "File format", T::Number, C::Root, all),
    entry("GM", "Game", T::Number, C::Root, all),
    entry("ST", "Variation style", T::Number, C::Root, ff4),
    entry("SZ", "Board size", T::NumberOrPair, C::Root, all),
    // Game info
    entry("AN", "Annotator", T::SimpleText, C::GameInfo, ff3 | ff4),
    entry("BR", "Black rank", T::SimpleText, C::GameInfo, all),
    entry("BT", "Black team", T::SimpleText, C::GameInfo, ff3 | ff4),
    entry("CP", "Copyright", T::SimpleText, C::GameInfo, ff3 | ff4),
    entry("DT", "Date", T::SimpleText, C::GameInfo, all),
    entry("EV", "Event", T::SimpleText, C::GameInfo, all),
    entry("GC", "Game comment", T::Text, C::GameInfo, all),
    entry("GN", "Game name", T::SimpleText, C::GameInfo, all),
    entry("HA", "Handicap", T::Number, C::GameInfo, all),
    entry("KM", "Komi", T::Real, C::GameInfo, all),
    entry("ON", "Opening", T::SimpleText, C::GameInfo, ff3 | ff4),
    entry("OT", "Overtime", T::SimpleText, C::GameInfo, ff4),
    entry("PB", "Black player", T::SimpleText, C::GameInfo, all),
    entry("PC", "Place", T::SimpleText, C::GameInfo, all),
    entry("PW", "White player", T::SimpleText, C::GameInfo, all),
    entry("RE", "Result", T::SimpleText, C::GameInfo, all),
    entry("RO", "Round", T::SimpleText, C::GameInfo, all),
    entry("RU", "Rules", T::SimpleText, C::GameInfo, ff3 | ff4),
    entry("SO", "Source", T::SimpleText, C::GameInfo, all),
    entry("TM", "Time limit", T::Real, C::GameInfo, all),
    entry("US", "User", T::SimpleText, C::GameInfo, all),
    entry("WR", "White rank", T::SimpleText, C::GameInfo, all),
    entry("WT", "White team", T::SimpleText, C::GameInfo, ff3 | ff4),
    // Timing
    entry("BL", "Black time left", T::Real, C::Timing, all),
    entry("OB", "Black moves left", T::Number, C::Timing, ff3 | ff4),
    entry("OW", "White moves left", T::Number, C::Timing, ff3 | ff4),
    entry("WL", "White time left", T::Real, C::Timing, all),
    // Miscellaneous
    entry("FG", "Figure", T::FigureValue, C::Misc, all),
    entry("PM", "Print move mode", T::Number, C::Misc, ff4),
    entry("VW", "View", T::EPointList, C::Misc, all),
    entry("TB", "Black territory", T::EPointList, C::Markup, all),
    entry("TW", "White territory", T::EPointList, C::Markup, all),
    // FF[3] and earlier
    entry("L", "Letters (old)", T::PointList, C::Legacy, ff1),
    entry("M", "Marked points (old)", T::PointList, C::Legacy, ff1),
    entry("ID", "Game identifier (old)", T::SimpleText, C::Legacy, ff3),
    entry("LT", "Lose on time (old)", T::None, C::Legacy, ff3),
    entry("OM", "Moves per overtime (old)", T::Number, C::Legacy, ff3),
    entry("OP", "Overtime length (old)", T::Real, C::Legacy, ff3),
    entry("OV", "Operator overhead (old)", T::Real, C::Legacy, ff3),
    entry("RG", "Region (old)", T::PointList, C::Legacy, ff1 | ff3),
    entry("SC", "Secure stones (old)", T::PointList, C::Legacy, ff1 | ff3),
    entry("SE", "Self test moves (old)", T::PointList, C::Legacy, ff3),
    entry("SI", "Sigma (old)", T::Double, C::Legacy, ff3),
    entry("TC", "Territory count (old)", T::Number, C::Legacy, ff3),
    entry("EL", "Evaluation (old)", T::Number, C::Legacy, ff1),
    entry("EX", "Expected move (old)", T::Move, C::Legacy, ff1),
    entry("CH", "Check mark (old)", T::Double, C::Legacy, ff1 | ff3),
    entry("BS", "Black species (old)", T::Number, C::Legacy, ff1 | ff3),
    entry("WS", "White species (old)", T::Number, C::Legacy, ff1 | ff3),
    entry("KI", "Komi times two (old)", T::Number, C::Legacy, ff1),
};

// Index of each one- or two-letter identifier into table (or -1), built once.
struct Index {
    std::array<short, 26 + 26 * 26> slots;
    Index()
    {
        slots.fill(-1);
        for (std::size_t i = 0; i < std::size(table); ++i) slots[slotOf(table[i].id)] = short(i);
    }
    static int slotOf(std::string_view id)
    {
        auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
        if (id.size() == 1 && upper(id[0])) return id[0] - 'A';
        if (id.size() == 2 && upper(id[0]) && upper(id[1]))
            return 26 + (id[0] - 'A') * 26 + (id[1] - 'A');
        return -1;
    }
};

} // namespace

bool PropertyInfo::inFileFormat(int version) const
{
    const std::uint8_t flag = version >= 4 ? ff4 : version == 3 ? ff3 : ff1;
    return (fileFormats & flag) != 0;
}

const PropertyInfo *findProperty(std::string_view id)
{
    static const Index index;
    const int slot = Index::slotOf(id);
    if (slot < 0 || index.slots[slot] < 0) return nullptr;
    return &table[index.slots[slot]];
}

std::span<const PropertyInfo> allProperties()
{
    return table;
}

std::string_view categoryName(Category category)
{
    switch (category) {
    case C::Move:
        return "move";
    case C::Setup:
        return "setup";
    case C::NodeAnnotation:
        return "node annotation";
    case C::MoveAnnotation:
        return "move annotation";
    case C::Markup:
        return "markup";
    case C::Root:
        return "root";
    case C::GameInfo:
        return "game info";
    case C::Timing:
        return "timing";
    case C::Misc:
        return "miscellaneous";
    case C::Legacy:
        return "FF[3]";
    case C::Unknown:
        break;
    }
    return "unknown";
}

std::string_view valueTypeName(ValueType type)
{
    switch (type) {
    case T::None:
        return "none";
    case T::Number:
        return "number";
    case T::Real:
        return "real";
    case T::Double:
        return "double";
    case T::Color:
        return "color";
    case T::SimpleText:
        return "SimpleText";
    case T::Text:
        return "Text";
    case T::Move:
        return "move";
    case T::Point:
        return "point";
    case T::PointList:
        return "list of point";
    case T::EPointList:
        return "elist of point";
    case T::StoneList:
        return "list of stone";
    case T::PointPairList:
        return "list of point:point";
    case T::LabelList:
        return "list of point:SimpleText";
    case T::NumberOrPair:
        return "number | number:number";
    case T::SimpleTextPair:
        return "SimpleText:SimpleText";
    case T::FigureValue:
        return "none | number:SimpleText";
    case T::Unknown:
        break;
    }
    return "unknown";
}

} // namespace sgf
