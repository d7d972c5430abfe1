// The Go position as the game is played (what the position cursor found applying a node),
// and the games of one file together.
#include "check_p.h"
#include "sgf/grammar.h"

#include <algorithm>

namespace sgf::detail {

namespace {

using C = DiagnosticCode;

} // namespace

void checkPosition(const PositionCursor &cursor, FindingLog &log)
{
    const Node node = cursor.node();
    const BoardSize size = cursor.size();
    for (const PositionEvent &event : cursor.events()) {
        const std::string id(event.property.id());
        const std::string value = shownValue(event.property.value(event.value).raw());
        const std::string point = humanCoordinate(event.point, size);
        switch (event.kind) {
        case PositionEvent::Kind::OccupiedPoint:
            log.atValue(node, event.property, event.value,
                        {Severity::Warning, C::MoveOnOccupiedPoint, {id, value, point}});
            break;
        case PositionEvent::Kind::Suicide:
            // Legal under some rules (New Zealand's, Ing's), and SGF plays it as written: a
            // note.
            log.atValue(
                node, event.property, event.value,
                {Severity::Note, C::Suicide, {id, value, point, std::to_string(event.count)}});
            break;
        case PositionEvent::Kind::SetupWithoutEffect:
            if (event.count == event.points)
                log.atValue(node, event.property, event.value,
                            {Severity::Warning, C::SetupWithoutEffect, {id, value}});
            else
                log.atValue(
                    node, event.property, event.value,
                    {Severity::Warning,
                     C::SetupPartlyWithoutEffect,
                     {id, value, std::to_string(event.count), std::to_string(event.points)}});
            break;
        }
    }
}

namespace {

// A charset's name as names are compared: "utf8" is "UTF-8".
std::string charsetKey(std::string_view name)
{
    std::string key;
    for (char c : grammar::trimWhiteSpace(name)) {
        if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
        if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) key += c;
    }
    return key;
}

} // namespace

void CollectionRules::checkRoot(Node root, FindingLog &log)
{
    // FF and GM as the game is read ("Default value: 1" for both); CA only as written.
    const std::optional<Property> charset = root.find("CA");
    const struct {
        std::string_view id;
        First &first;
        DiagnosticCode code;
        std::optional<std::string> value; // nullopt: nothing to compare
        std::string key;                  // what is compared
    } rules[] = {
        {"FF", fileFormat_, C::MixedFileFormats, std::to_string(fileFormatOf(root).version), {}},
        {"GM", game_, C::MixedGames, std::to_string(gameTypeOf(root).number), {}},
        {"CA", charset_, C::MixedCharsets,
         charset ? std::optional(shownValue(charset->value(0).raw())) : std::nullopt,
         charset ? charsetKey(charset->value(0).raw()) : std::string()},
    };
    for (const auto &rule : rules) {
        if (!rule.value) continue;
        const std::string key = rule.key.empty() ? *rule.value : rule.key;
        if (!rule.first.seen) {
            rule.first = {*rule.value, key, true};
            continue;
        }
        if (key == rule.first.key) continue;
        // Said where the game says it, or at its first property when it says nothing.
        std::optional<Property> at = root.find(rule.id);
        if (!at && root.propertyCount() > 0) at = root.property(0);
        if (!at) continue;
        // "Applications must be able to deal with different file formats within a
        // collection", "Different kind of games may appear within a collection": allowed,
        // though some programs stumble on it; a note.
        log.atProperty(
            root, *at,
            {Severity::Note, rule.code, {std::string(rule.id), *rule.value, rule.first.value}});
    }
}

} // namespace sgf::detail
