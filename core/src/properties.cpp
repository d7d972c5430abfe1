#include "sgf/properties.h"

#include <algorithm>
#include <array>

namespace sgf {

namespace {

using T = ValueType;
using C = Category;

// The FF[4] properties (https://www.red-bean.com/sgf/properties.html) with Go's own
// (HA, KM, TB, TW), then the FF[3] ones that FF[4] dropped but old files still carry.
constexpr PropertyInfo table[] = {
    // Move
    {"B", "Black move", T::Move, C::Move},
    {"KO", "Execute illegal move", T::None, C::Move},
    {"MN", "Set move number", T::Number, C::Move},
    {"W", "White move", T::Move, C::Move},
    // Setup
    {"AB", "Add Black", T::StoneList, C::Setup},
    {"AE", "Add Empty", T::PointList, C::Setup},
    {"AW", "Add White", T::StoneList, C::Setup},
    {"PL", "Player to play", T::Color, C::Setup},
    // Node annotation
    {"C", "Comment", T::Text, C::NodeAnnotation},
    {"DM", "Even position", T::Double, C::NodeAnnotation},
    {"GB", "Good for Black", T::Double, C::NodeAnnotation},
    {"GW", "Good for White", T::Double, C::NodeAnnotation},
    {"HO", "Hotspot", T::Double, C::NodeAnnotation},
    {"N", "Node name", T::SimpleText, C::NodeAnnotation},
    {"UC", "Unclear position", T::Double, C::NodeAnnotation},
    {"V", "Value", T::Real, C::NodeAnnotation},
    // Move annotation
    {"BM", "Bad move", T::Double, C::MoveAnnotation},
    {"DO", "Doubtful move", T::None, C::MoveAnnotation},
    {"IT", "Interesting move", T::None, C::MoveAnnotation},
    {"TE", "Tesuji", T::Double, C::MoveAnnotation},
    // Markup
    {"AR", "Arrow", T::PointPairList, C::Markup},
    {"CR", "Circle", T::PointList, C::Markup},
    {"DD", "Dim points", T::EPointList, C::Markup},
    {"LB", "Label", T::LabelList, C::Markup},
    {"LN", "Line", T::PointPairList, C::Markup},
    {"MA", "Mark (X)", T::PointList, C::Markup},
    {"SL", "Selected points", T::PointList, C::Markup},
    {"SQ", "Square", T::PointList, C::Markup},
    {"TR", "Triangle", T::PointList, C::Markup},
    // Root
    {"AP", "Application", T::SimpleTextPair, C::Root},
    {"CA", "Charset", T::SimpleText, C::Root},
    {"FF", "File format", T::Number, C::Root},
    {"GM", "Game", T::Number, C::Root},
    {"ST", "Variation style", T::Number, C::Root},
    {"SZ", "Board size", T::NumberOrPair, C::Root},
    // Game info
    {"AN", "Annotator", T::SimpleText, C::GameInfo},
    {"BR", "Black rank", T::SimpleText, C::GameInfo},
    {"BT", "Black team", T::SimpleText, C::GameInfo},
    {"CP", "Copyright", T::SimpleText, C::GameInfo},
    {"DT", "Date", T::SimpleText, C::GameInfo},
    {"EV", "Event", T::SimpleText, C::GameInfo},
    {"GC", "Game comment", T::Text, C::GameInfo},
    {"GN", "Game name", T::SimpleText, C::GameInfo},
    {"HA", "Handicap", T::Number, C::GameInfo},
    {"KM", "Komi", T::Real, C::GameInfo},
    {"ON", "Opening", T::SimpleText, C::GameInfo},
    {"OT", "Overtime", T::SimpleText, C::GameInfo},
    {"PB", "Black player", T::SimpleText, C::GameInfo},
    {"PC", "Place", T::SimpleText, C::GameInfo},
    {"PW", "White player", T::SimpleText, C::GameInfo},
    {"RE", "Result", T::SimpleText, C::GameInfo},
    {"RO", "Round", T::SimpleText, C::GameInfo},
    {"RU", "Rules", T::SimpleText, C::GameInfo},
    {"SO", "Source", T::SimpleText, C::GameInfo},
    {"TM", "Time limit", T::Real, C::GameInfo},
    {"US", "User", T::SimpleText, C::GameInfo},
    {"WR", "White rank", T::SimpleText, C::GameInfo},
    {"WT", "White team", T::SimpleText, C::GameInfo},
    // Timing
    {"BL", "Black time left", T::Real, C::Timing},
    {"OB", "Black moves left", T::Number, C::Timing},
    {"OW", "White moves left", T::Number, C::Timing},
    {"WL", "White time left", T::Real, C::Timing},
    // Miscellaneous
    {"FG", "Figure", T::FigureValue, C::Misc},
    {"PM", "Print move mode", T::Number, C::Misc},
    {"VW", "View", T::EPointList, C::Misc},
    {"TB", "Black territory", T::EPointList, C::Markup},
    {"TW", "White territory", T::EPointList, C::Markup},
    // FF[3] and earlier
    {"L", "Letters (old)", T::PointList, C::Legacy},
    {"M", "Marked points (old)", T::PointList, C::Legacy},
    {"ID", "Game identifier (old)", T::SimpleText, C::Legacy},
    {"LT", "Lose on time (old)", T::None, C::Legacy},
    {"OM", "Moves per overtime (old)", T::Number, C::Legacy},
    {"OP", "Overtime length (old)", T::Real, C::Legacy},
    {"OV", "Operator overhead (old)", T::Real, C::Legacy},
    {"RG", "Region (old)", T::PointList, C::Legacy},
    {"SC", "Secure stones (old)", T::PointList, C::Legacy},
    {"SE", "Self test moves (old)", T::PointList, C::Legacy},
    {"SI", "Sigma (old)", T::Double, C::Legacy},
    {"TC", "Territory count (old)", T::Number, C::Legacy},
    {"EL", "Evaluation (old)", T::Number, C::Legacy},
    {"EX", "Expected move (old)", T::Move, C::Legacy},
    {"CH", "Check mark (old)", T::Double, C::Legacy},
    {"BS", "Black species (old)", T::Number, C::Legacy},
    {"WS", "White species (old)", T::Number, C::Legacy},
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
