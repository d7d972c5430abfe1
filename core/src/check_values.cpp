// Values against their property's type (the table's, read by the interpreters of
// sgf/game.h and sgf/game_info.h), and the property itself: known, of the game's file
// format, with as many values as it takes.
#include "check_p.h"
#include "sgf/game_info.h"
#include "sgf/grammar.h"
#include "sgf/properties.h"
#include "sgf/values.h"

#include <algorithm>

namespace sgf::detail {

namespace {

using C = DiagnosticCode;
using Finding = FindingLog::Finding;

std::string boardName(BoardSize size)
{
    return std::to_string(size.columns) + "x" + std::to_string(size.rows);
}

// A value that is not of its type and holds a line break after which comes what looks like
// SGF (a node, a variation, a property): its ']' is probably missing, and the value has
// swallowed what follows.
bool runsOn(std::string_view raw)
{
    const std::size_t lineBreak = raw.find_first_of("\r\n");
    if (lineBreak == std::string_view::npos) return false;
    const std::size_t next = grammar::skipWhiteSpace(raw, lineBreak);
    return next < raw.size() && grammar::canFollowValue(raw, next);
}

// What is wrong with a value, as a finding; nullopt when its type finds nothing wrong.
std::optional<Finding> typeFinding(const PropertyInfo &info, std::string_view raw, const Game &game)
{
    const ValueFault fault = valueFault(raw, info.type, game);
    if (fault == ValueFault::None) return std::nullopt;
    const std::string id(info.id);
    const std::string shown = shownValue(raw);
    if (fault != ValueFault::Empty && runsOn(raw)) {
        const std::size_t lineBreak = raw.find_first_of("\r\n");
        return Finding{Severity::Error, C::ValueRunsOn, {id, shownValue(raw.substr(0, lineBreak))}};
    }
    switch (fault) {
    case ValueFault::None:
        break;
    case ValueFault::NotEmpty:
        return Finding{Severity::Warning, C::ValueNotEmpty, {id, shown}};
    case ValueFault::Empty:
        return Finding{Severity::Error, C::EmptyValue, {id}};
    case ValueFault::NotANumber:
        return Finding{Severity::Error, C::NotANumber, {id, shown}};
    case ValueFault::NotAReal:
        return Finding{Severity::Error, C::NotAReal, {id, shown}};
    case ValueFault::NotADouble:
        return Finding{Severity::Error, C::NotADouble, {id, shown}};
    case ValueFault::NotAColor:
        return Finding{Severity::Error, C::NotAColor, {id, shown}};
    case ValueFault::NotAPoint:
        return Finding{Severity::Error, C::NotAPoint, {id, shown}};
    case ValueFault::OffBoard:
        return Finding{Severity::Error, C::PointOffBoard, {id, shown, boardName(game.size())}};
    case ValueFault::NotAPointPair:
        return Finding{Severity::Error, C::NotAPointPair, {id, shown}};
    case ValueFault::OnePointPair:
        return Finding{Severity::Warning, C::PointPairOnePoint, {id, shown}};
    case ValueFault::NotALabel:
        return Finding{Severity::Error, C::NotALabel, {id, shown}};
    case ValueFault::NotAPair:
        return Finding{Severity::Warning, C::NotAnApplication, {id, shown}};
    case ValueFault::NotABoardSize:
        return Finding{Severity::Error, C::NotABoardSize, {id, shown}};
    case ValueFault::BoardSizeOutOfRange:
        return Finding{Severity::Error, C::BoardSizeOutOfRange, {id, shown}};
    case ValueFault::NotAFigure:
        return Finding{Severity::Error, C::NotAFigure, {id, shown}};
    }
    return std::nullopt;
}

Finding outOfRange(Severity severity, const std::string &id, std::string_view raw, int least,
                   int greatest)
{
    return {severity,
            C::OutOfRange,
            {id, shownValue(raw), std::to_string(least), std::to_string(greatest)}};
}

// What a valid value's property asks beyond its type: ranges, the forms of RE and DT, the
// values older file formats write differently.
std::optional<Finding> propertyFinding(const PropertyInfo &info, std::string_view raw,
                                       const Game &game)
{
    const std::string_view id = info.id;
    const int version = game.fileFormat().version;
    const std::string_view value = grammar::trimWhiteSpace(raw);
    if (id == "B" || id == "W") {
        if (game.isGo() && value.empty() && version < 4)
            return Finding{
                Severity::Warning, C::PassInOldFormat, {std::string(id), std::to_string(version)}};
    } else if (id == "SZ") {
        const BoardSizeValue size = parseBoardSize(raw);
        if (size.squareAsPair())
            return Finding{Severity::Warning,
                           C::SquareBoardAsPair,
                           {std::string(id), shownValue(raw), std::to_string(size.size.columns)}};
        if (size.form == BoardSizeValue::Form::Pair && version < 4)
            return Finding{Severity::Warning,
                           C::ComposeNotInFileFormat,
                           {std::string(id), shownValue(raw), std::to_string(version)}};
    } else if (id == "FF") {
        const int number = *parseInteger(raw);
        if (number < 1 || number > 4)
            return Finding{
                Severity::Error, C::UnknownFileFormat, {std::string(id), shownValue(raw)}};
    } else if (id == "GM") {
        if (*parseInteger(raw) != GameType::go)
            return Finding{Severity::Warning, C::NotGo, {std::string(id), shownValue(raw)}};
    } else if (id == "ST") {
        const int style = *parseInteger(raw);
        if (style < 0 || style > 3)
            return outOfRange(Severity::Warning, std::string(id), raw, 0, 3);
    } else if (id == "PM") {
        const int mode = *parseInteger(raw);
        if (mode < 0 || mode > 2) return outOfRange(Severity::Warning, std::string(id), raw, 0, 2);
    } else if (id == "MN") {
        if (parseInteger(raw) != parseMoveNumber(raw))
            return outOfRange(Severity::Warning, std::string(id), raw, 1, maxMoveNumber);
    } else if (id == "RE") {
        if (value.empty()) return std::nullopt; // an empty text: said elsewhere
        const auto result = parseResult(raw);
        if (!result)
            return Finding{Severity::Warning, C::NotAResult, {std::string(id), shownValue(raw)}};
        if (!result->exact)
            return Finding{Severity::Warning,
                           C::NotCanonical,
                           {std::string(id), shownValue(raw), shownValue(result->written)}};
    } else if (id == "DT") {
        if (!value.empty() && !isDate(raw))
            return Finding{Severity::Warning, C::NotADate, {std::string(id), shownValue(raw)}};
    } else if (version < 4 && game.isGo() && info.arity != Arity::Single &&
               info.type != ValueType::LabelList && splitCompose(raw).isCompose) {
        // Rectangles of points, "aa:cc", came with FF[4].
        return Finding{Severity::Warning,
                       C::ComposeNotInFileFormat,
                       {std::string(id), shownValue(raw), std::to_string(version)}};
    }
    return std::nullopt;
}

// Whether the property's second value comes from a second occurrence of its identifier in
// the node, which reading merged into the first (and reported).
bool repeated(std::string_view text, Property property)
{
    const std::uint64_t firstEnd = property.value(0).offset() + property.value(0).raw().size();
    const std::uint64_t secondOpen = property.value(1).offset() - 1;
    return grammar::skipWhiteSpace(text, std::size_t(firstEnd) + 1) != secondOpen;
}

bool isText(ValueType type)
{
    return type == ValueType::Text || type == ValueType::SimpleText;
}

// A control character in a text: none of SGF's white space, and nothing a reader can see
// (a NUL byte often means a binary file or a broken writer).
std::optional<char> controlCharacter(std::string_view raw)
{
    const auto found = std::find_if(raw.begin(), raw.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 || u == 0x7F) && !grammar::isWhiteSpace(c);
    });
    return found == raw.end() ? std::nullopt : std::optional(*found);
}

std::string codePoint(char c)
{
    static constexpr char hex[] = "0123456789ABCDEF";
    const auto u = static_cast<unsigned char>(c);
    return std::string("U+00") + hex[u >> 4] + hex[u & 15];
}

void checkProperty(const NodeFacts &facts, Property property, const PropertyInfo *info,
                   const Game &game, FindingLog &log)
{
    const Node node = facts.node;
    // A file may hold these on every property: their words are made only while listed.
    if (!info) {
        log.atProperty(node, property, log.finding(Severity::Note, C::UnknownProperty, [&] {
            return std::vector<std::string>{shownValue(property.id())};
        }));
        return;
    }
    const int version = game.fileFormat().version;
    const std::string_view id = info->id; // made a string only for a finding
    if (!info->inFileFormat(version))
        log.atProperty(node, property, log.finding(Severity::Note, C::NotInFileFormat, [&] {
            return std::vector<std::string>{std::string(id), std::to_string(version)};
        }));
    else if (info->category == Category::Legacy)
        log.atProperty(node, property, {Severity::Note, C::ObsoleteProperty, {std::string(id)}});

    const std::size_t count = property.valueCount();
    if (info->arity == Arity::Single && count > 1 && !repeated(log.text(), property))
        log.atValue(node, property, 1,
                    {Severity::Error, C::TooManyValues, {std::string(id), std::to_string(count)}});
    for (std::size_t i = 0; i < count; ++i) {
        // A single value property's later values are not read: said above.
        if (info->arity == Arity::Single && i > 0) break;
        const std::string_view raw = property.value(i).raw();
        const bool empty = grammar::trimWhiteSpace(raw).empty();
        if (isText(info->type)) {
            if (empty) {
                log.atValue(node, property, i, {Severity::Note, C::EmptyText, {std::string(id)}});
                continue;
            }
            if (const auto c = controlCharacter(raw))
                log.atValue(node, property, i,
                            {Severity::Warning,
                             C::ControlCharacter,
                             {std::string(id), shownValue(raw), codePoint(*c)}});
        }
        if (info->arity == Arity::EList && empty && count > 1) {
            // "[]" is the empty list, alone: VW[] shows the whole board again.
            if (id == "VW" && i == 0)
                log.atValue(node, property, i,
                            {Severity::Warning, C::ViewAfterEmpty, {std::string(id)}});
            else
                log.atValue(node, property, i,
                            {Severity::Warning, C::EmptyAmongPoints, {std::string(id)}});
            continue;
        }
        if (auto finding = typeFinding(*info, raw, game)) {
            log.atValue(node, property, i, std::move(*finding));
            continue;
        }
        if (auto finding = propertyFinding(*info, raw, game))
            log.atValue(node, property, i, std::move(*finding));
    }
}

} // namespace

void checkProperties(const NodeFacts &facts, const Game &game, FindingLog &log)
{
    const int version = game.fileFormat().version;
    for (std::uint32_t p = 0; p < facts.properties.size() && !facts.cancelledAt(p); ++p) {
        const PropertyInfo *info = facts.rules(p).info;
        // Nearly every property of a game is a move of two letters: nothing to find in it
        // (typeFinding() and propertyFinding() find nothing), unless B or W is not of the
        // file format.
        if (facts.properties[p].plainMove && info && info->inFileFormat(version) &&
            info->category != Category::Legacy)
            continue;
        checkProperty(facts, facts.property(p), info, game, log);
    }
}

} // namespace sgf::detail
