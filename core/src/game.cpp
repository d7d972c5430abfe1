#include "sgf/game.h"

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

bool isPointList(std::string_view raw, BoardSize size)
{
    const RawCompose pair = splitCompose(raw);
    return parsePoint(pair.first, size) && (!pair.isCompose || parsePoint(pair.second, size));
}

} // namespace

GameType gameTypeOf(Node root)
{
    const auto gm = root ? root.find("GM") : std::nullopt;
    if (!gm) return {};
    if (const auto number = parseInteger(firstRaw(*gm))) return {*number, GameType::Source::Number};
    return {GameType::go, GameType::Source::Invalid};
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
    board_ = boardSizeOf(root);
}

GameMove Game::readMove(std::string_view raw) const
{
    if (!isGo()) return {MoveKind::OtherGame, {}};
    const MoveValue value = parseMove(raw, size());
    if (value.invalid) return {MoveKind::NotAPoint, {}};
    if (!value.point) return {MoveKind::Pass, {}};
    return {MoveKind::Point, *value.point};
}

NodeMove Game::moveOf(Node node) const
{
    NodeMove move;
    if (!node) return move;
    const detail::TreeData &data = detail::NodeAccess::data(node);
    const std::uint32_t first = data.nodes[node.index()].firstProperty;
    const std::uint32_t end = data.propertyEnd(node.index());
    for (std::uint32_t p = first; p < end; ++p) {
        const std::uint32_t id = data.properties[p].id;
        if (id == numberId) {
            move.number = node.property(p - first);
        } else if (id == blackId || id == whiteId) {
            if (move.property) {
                if (!move.ignored) move.ignored = node.property(p - first);
                continue;
            }
            move.property = node.property(p - first);
            move.color = id == blackId ? Color::Black : Color::White;
        }
    }
    if (move.property) static_cast<GameMove &>(move) = readMove(firstRaw(*move.property));
    if (move.number) move.numberSet = parseMoveNumber(firstRaw(*move.number));
    return move;
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

bool isValidValue(std::string_view raw, ValueType type, const Game &game)
{
    using T = ValueType;
    const BoardSize size = game.size();
    // The points of another game are its own: only Go's are checked.
    const bool go = game.isGo();
    switch (type) {
    case T::None:
        return grammar::trimWhiteSpace(raw).empty();
    case T::Number:
        return parseNumber(raw).has_value();
    case T::Real:
        return parseReal(raw).has_value();
    case T::Double:
        return parseDouble(raw).has_value();
    case T::Color:
        return parseColor(raw).has_value();
    case T::SimpleText:
    case T::Text:
    case T::Unknown:
        return true;
    case T::Move:
        return game.readMove(raw).kind != MoveKind::NotAPoint;
    case T::Point:
        return !go || parsePoint(raw, size).has_value();
    case T::EPointList:
        if (grammar::trimWhiteSpace(raw).empty()) return true;
        [[fallthrough]];
    case T::PointList:
    case T::StoneList:
        return !go || isPointList(raw, size);
    case T::PointPairList: {
        const RawCompose pair = splitCompose(raw);
        return !go ||
               (pair.isCompose && parsePoint(pair.first, size) && parsePoint(pair.second, size));
    }
    case T::LabelList: {
        const RawCompose pair = splitCompose(raw);
        return pair.isCompose && (!go || parsePoint(pair.first, size));
    }
    case T::NumberOrPair:
        return parseBoardSize(raw).valid();
    case T::SimpleTextPair:
        return splitCompose(raw).isCompose;
    case T::FigureValue: {
        if (raw.empty()) return true;
        const RawCompose pair = splitCompose(raw);
        return pair.isCompose && parseNumber(pair.first).has_value();
    }
    }
    return false;
}

} // namespace sgf
