#include "sgf/game.h"

#include "game_p.h"
#include "sgf/grammar.h"
#include "sgf/text.h"
#include "sgf/values.h"
#include "tree_data_p.h"

#include <algorithm>

namespace sgf {

namespace {

std::string_view firstRaw(const Property &property)
{
    return property.valueCount() > 0 ? property.value(0).raw() : std::string_view();
}

// Identifiers compared as the storage numbers them: the hot loop of the tree's rows
// compares integers, not strings.
const std::uint32_t blackId = detail::shortId("B");
const std::uint32_t whiteId = detail::shortId("W");
const std::uint32_t numberId = detail::shortId("MN");

// The raw first value of the property at p, an empty view when it has none.
inline std::string_view firstRawAt(const detail::TreeData &data, std::uint32_t p)
{
    const std::uint32_t v = data.firstValue(p);
    if (v == data.valueEnd(p)) return {};
    return data.valueRaw(v);
}

} // namespace

GameType gameTypeOf(Node root)
{
    const auto gm = root ? root.find("GM") : std::nullopt;
    if (!gm) return {};
    if (const auto number = parseInteger(firstRaw(*gm))) return {*number, GameType::Source::Number};
    return {GameType::go, GameType::Source::Invalid};
}

FileFormat fileFormatOf(Node root)
{
    const auto ff = root ? root.find("FF") : std::nullopt;
    if (!ff) return {};
    const auto number = parseInteger(firstRaw(*ff));
    if (!number) return {1, FileFormat::Source::Invalid};
    if (*number < 1 || *number > 4) return {*number < 1 ? 1 : 4, FileFormat::Source::OutOfRange};
    return {*number, FileFormat::Source::Number};
}

GameBoardSize boardSizeOf(Node root)
{
    const auto sz = root ? root.find("SZ") : std::nullopt;
    if (!sz) return {};
    const BoardSizeValue value = parseBoardSize(firstRaw(*sz));
    return {value.valid() ? value.size : BoardSize{}, value};
}

std::optional<int> parseMoveNumber(std::string_view raw)
{
    return parseInteger(raw, 1, maxMoveNumber);
}

std::string_view NodeMove::raw() const
{
    return property ? firstRaw(*property) : std::string_view();
}

Game::Game(Node node)
{
    const Node root = node ? node.root() : Node();
    type_ = gameTypeOf(root);
    fileFormat_ = fileFormatOf(root);
    board_ = boardSizeOf(root);
}

namespace {

// Where a node's B/W (the first and any second) and MN are among its properties, read
// straight from the storage: this runs for every node when a file's rows are laid out.
struct MoveProperties {
    std::uint32_t first = 0; // the node's first property
    std::uint32_t move = detail::none, ignored = detail::none, number = detail::none;
};

inline MoveProperties findMoveProperties(const detail::TreeData &data, std::uint32_t node)
{
    MoveProperties found;
    found.first = data.firstProperty(node);
    const std::uint32_t end = data.propertyEnd(node);
    for (std::uint32_t p = found.first; p < end; ++p) {
        const std::uint32_t id = data.propertyId(p);
        if (id == numberId)
            found.number = p;
        else if (id != blackId && id != whiteId)
            continue;
        else if (found.move == detail::none)
            found.move = p;
        else if (found.ignored == detail::none)
            found.ignored = p;
    }
    return found;
}

} // namespace

NodeMove Game::moveOf(Node node) const
{
    NodeMove move;
    if (!node) return move;
    const detail::TreeData &data = detail::NodeAccess::data(node);
    const MoveProperties found = findMoveProperties(data, node.index());
    if (found.move != detail::none) {
        move.property = node.property(found.move - found.first);
        move.color = data.propertyId(found.move) == blackId ? Color::Black : Color::White;
        static_cast<GameMove &>(move) = readMove(firstRawAt(data, found.move));
    }
    if (found.ignored != detail::none) move.ignored = node.property(found.ignored - found.first);
    if (found.number != detail::none) {
        move.number = node.property(found.number - found.first);
        move.numberSet = parseMoveNumber(firstRawAt(data, found.number));
    }
    return move;
}

MoveCount Game::countMove(Node node, int previous) const
{
    if (!node) return {previous, false};
    return detail::countMoveAt(*this, detail::NodeAccess::data(node), node.index(), previous);
}

MoveCount detail::countMoveAt(const Game &game, const TreeData &data, std::uint32_t node,
                              int previous)
{
    const MoveProperties found = findMoveProperties(data, node);
    const bool counts =
        found.move != detail::none && game.countsAsMove(firstRawAt(data, found.move));
    const std::optional<int> numberSet = counts && found.number != detail::none
                                             ? parseMoveNumber(firstRawAt(data, found.number))
                                             : std::nullopt;
    return {nextMoveNumber(previous, counts, numberSet), counts};
}

int Game::moveNumberOf(Node node) const
{
    // Up the tree to the nearest move that MN numbers, counting the moves on the way.
    int counted = 0;
    for (Node n = node; n; n = n.parent()) {
        const NodeMove move = moveOf(n);
        if (!move.counts()) continue;
        if (move.numberSet)
            return *move.numberSet + std::min(counted, maxMoveNumber - *move.numberSet);
        ++counted;
    }
    return std::min(counted, maxMoveNumber);
}

namespace {

using Fault = ValueFault;

// One point of a Go board, or why it is none: off this board when it is two coordinate
// letters of the largest one.
Fault pointFault(std::string_view raw, BoardSize size)
{
    if (parsePoint(raw, size)) return Fault::None;
    return parsePoint(raw, {BoardSize::maximum, BoardSize::maximum}) ? Fault::OffBoard
                                                                     : Fault::NotAPoint;
}

// A point, or a rectangle "aa:cc" of two.
Fault pointListFault(std::string_view raw, BoardSize size)
{
    const RawCompose pair = splitCompose(raw);
    const Fault first = pointFault(pair.first, size);
    if (first != Fault::None || !pair.isCompose) return first;
    return pointFault(pair.second, size);
}

} // namespace

ValueFault valueFault(std::string_view raw, ValueType type, const Game &game)
{
    using T = ValueType;
    const BoardSize size = game.size();
    // The points of another game are its own: only Go's are checked.
    const bool go = game.isGo();
    const bool empty = grammar::trimWhiteSpace(raw).empty();
    switch (type) {
    case T::None:
        return empty ? Fault::None : Fault::NotEmpty;
    case T::SimpleText:
    case T::Text:
    case T::Unknown:
        return Fault::None;
    case T::Move:
        if (game.readMove(raw).kind != MoveKind::NotAPoint) return Fault::None;
        return pointFault(raw, size);
    case T::EPointList:
        if (empty) return Fault::None;
        break;
    case T::FigureValue:
        if (raw.empty()) return Fault::None;
        break;
    default:
        break;
    }
    if (empty) return Fault::Empty;
    switch (type) {
    case T::Number:
        return parseNumber(raw) ? Fault::None : Fault::NotANumber;
    case T::Real:
        return parseReal(raw) ? Fault::None : Fault::NotAReal;
    case T::Double:
        return parseDouble(raw) ? Fault::None : Fault::NotADouble;
    case T::Color:
        return parseColor(raw) ? Fault::None : Fault::NotAColor;
    case T::Point:
        return go ? pointFault(raw, size) : Fault::None;
    case T::EPointList:
    case T::PointList:
    case T::StoneList:
        return go ? pointListFault(raw, size) : Fault::None;
    case T::PointPairList: {
        if (!go) return Fault::None;
        const RawCompose pair = splitCompose(raw);
        if (!pair.isCompose) return Fault::NotAPointPair;
        const auto from = parsePoint(pair.first, size), to = parsePoint(pair.second, size);
        if (!from || !to) {
            const Fault fault = pointFault(from ? pair.second : pair.first, size);
            return fault == Fault::OffBoard ? fault : Fault::NotAPointPair;
        }
        return *from == *to ? Fault::OnePointPair : Fault::None;
    }
    case T::LabelList: {
        const RawCompose pair = splitCompose(raw);
        if (!pair.isCompose) return Fault::NotALabel;
        if (!go) return Fault::None;
        const Fault fault = pointFault(pair.first, size);
        return fault == Fault::OffBoard ? fault : fault == Fault::None ? fault : Fault::NotALabel;
    }
    case T::NumberOrPair: {
        const BoardSizeValue value = parseBoardSize(raw);
        if (value.valid()) return Fault::None;
        return value.form == BoardSizeValue::Form::OutOfRange ? Fault::BoardSizeOutOfRange
                                                              : Fault::NotABoardSize;
    }
    case T::SimpleTextPair:
        return splitCompose(raw).isCompose ? Fault::None : Fault::NotAPair;
    case T::FigureValue: {
        const RawCompose pair = splitCompose(raw);
        return pair.isCompose && parseNumber(pair.first) ? Fault::None : Fault::NotAFigure;
    }
    default:
        break;
    }
    return Fault::None;
}

bool isValidValue(std::string_view raw, ValueType type, const Game &game)
{
    return valueFault(raw, type, game) == ValueFault::None;
}

} // namespace sgf
