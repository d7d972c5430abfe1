// The rules of a node's properties together (FF[4], properties.html and sgf.html): one
// move a node, setup and move apart, move annotations with a move and not contradicting
// each other, root properties in the root, one game-info node on a line, unique points.
#include "check_p.h"
#include "sgf/properties.h"

#include <algorithm>
#include <array>
#include <unordered_set>
#include <utility>

namespace sgf::detail {

namespace {

using C = DiagnosticCode;

std::string written(Property property)
{
    return std::string(property.id()) + "[" + shownValue(property.value(0).raw()) + "]";
}

} // namespace

void NodeRules::reset(const Game &game)
{
    game_ = game;
    path_.clear();
    // A use names its node, and no node of this game is one of an earlier game's: what they
    // left stays (clearing a board's worth for each of 70,000 games cost more than a check).
    const std::size_t points = std::size_t(GroupCount) * std::size_t(game.size().pointCount());
    if (uses_.size() < points) uses_.assign(points, Use{});
}

void NodeRules::check(const NodeFacts &facts, FindingLog &log)
{
    const Node node = facts.node;
    if (facts.secondMove)
        log.atProperty(node, *facts.secondMove,
                       {Severity::Error,
                        C::TwoMoves,
                        {std::string(facts.secondMove->id()),
                         shownValue(facts.secondMove->value(0).raw()), written(*facts.move)}});
    if (facts.firstSetup && facts.moveProperty)
        log.atProperty(
            node, *facts.firstSetup,
            {Severity::Warning,
             C::SetupWithMove,
             {std::string(facts.firstSetup->id()), std::string(facts.moveProperty->id())}});
    if (!facts.isRoot && facts.rootProperty)
        for (std::uint32_t p = 0; p < facts.properties.size() && !facts.cancelledAt(p); ++p)
            if (const PropertyInfo *info = facts.rules(p).info;
                info && info->category == Category::Root)
                log.atProperty(node, facts.property(p),
                               {Severity::Error,
                                C::RootPropertyOutsideRoot,
                                {std::string(facts.property(p).id())}});
    if (facts.annotation) checkAnnotations(facts, log);
    checkGameInfo(facts, log);
    if (game_.isGo() && facts.uniquePoints) checkUniquePoints(facts, log);
}

void NodeRules::checkAnnotations(const NodeFacts &facts, FindingLog &log)
{
    std::optional<Property> moveAnnotation, positionAnnotation;
    for (std::uint32_t p = 0; p < facts.properties.size() && !facts.cancelledAt(p); ++p) {
        const Role role = facts.rules(p).role;
        if (role != Role::MoveAnnotation && role != Role::Ko && role != Role::PositionAnnotation)
            continue;
        const Property property = facts.property(p);
        const std::string_view id = property.id();
        if (role != Role::PositionAnnotation) {
            // "Move annotation properties without a move ... within the same node are
            // senseless and therefore illegal"; "A KO property without a black or white
            // move within the same node is illegal."
            if (!facts.move)
                log.atProperty(
                    facts.node, property,
                    {Severity::Warning, C::MoveAnnotationWithoutMove, {std::string(id)}});
            if (id == "KO") continue;
            // "BM, TE, DO and IT are mutual exclusive".
            if (!moveAnnotation) {
                moveAnnotation = property;
                continue;
            }
            const std::string first(moveAnnotation->id());
            const bool badAndTesuji =
                (id == "BM" && first == "TE") || (id == "TE" && first == "BM");
            log.atProperty(facts.node, property,
                           {Severity::Warning,
                            badAndTesuji ? C::BadMoveAndTesuji : C::AnnotationConflict,
                            {std::string(id), first}});
        } else {
            // "GB must not be mixed with GW, DM or UC within a node", and so on for each.
            if (!positionAnnotation) {
                positionAnnotation = property;
                continue;
            }
            log.atProperty(facts.node, property,
                           {Severity::Warning,
                            C::AnnotationConflict,
                            {std::string(id), std::string(positionAnnotation->id())}});
        }
    }
}

// Takes the path back to the parent of the node to check (none for a root: no run holds it).
// Nodes come in document order, so the parent is on the path and ends it once cut there.
void NodeRules::leaveFor(std::uint32_t parent)
{
    while (!path_.empty() && !(path_.back().first <= parent && parent <= path_.back().last))
        path_.pop_back();
    if (!path_.empty()) path_.back().last = parent;
}

// Appends a child of the path's last node.
void NodeRules::push(std::uint32_t node, std::uint64_t gameInfo)
{
    if (!path_.empty() && node == path_.back().last + 1 && gameInfo == path_.back().gameInfo)
        path_.back().last = node;
    else
        path_.push_back({node, node, gameInfo});
}

void NodeRules::checkPlainMove(std::uint32_t node, std::uint32_t parent)
{
    leaveFor(parent);
    push(node, parentGameInfo());
}

void NodeRules::checkGameInfo(const NodeFacts &facts, FindingLog &log)
{
    leaveFor(facts.parent);
    std::uint64_t gameInfo = parentGameInfo();
    // "There may be only one game-info node on any path within the tree".
    if (facts.firstGameInfo) {
        if (gameInfo != noGameInfo) {
            FindingLog::Finding finding{
                Severity::Warning, C::GameInfoAgain, {std::string(facts.firstGameInfo->id())}};
            finding.referenceOffset = gameInfo;
            log.atProperty(facts.node, *facts.firstGameInfo, std::move(finding));
        } else {
            gameInfo = identifierOffset(text_, *facts.firstGameInfo);
        }
    }
    push(facts.node.index(), gameInfo);
}

void NodeRules::checkUniquePoints(const NodeFacts &facts, FindingLog &log)
{
    const Node node = facts.node;
    const BoardSize size = game_.size();
    // The node's arrows and lines so far, by kind and ends (a line's in either order): a
    // node with a million of them is checked in one pass, not each against every earlier one.
    std::unordered_set<std::uint64_t> lines;
    const auto points = std::uint64_t(size.pointCount());
    for (std::uint32_t p = 0; p < facts.properties.size() && !facts.cancelledAt(p); ++p) {
        const IdRules &rules = facts.rules(p);
        if (rules.role != Role::Line && rules.group == NoGroup) continue;
        const Property property = facts.property(p);
        const std::string_view id = property.id();
        if (rules.role == Role::Line) {
            // "It's illegal to specify the same arrow twice" (or line, either way round).
            for (std::size_t v = 0; v < property.valueCount(); ++v) {
                const RawCompose pair = property.value(v).compose();
                const auto from = parsePoint(pair.first, size), to = parsePoint(pair.second, size);
                if (!pair.isCompose || !from || !to) continue;
                const bool line = id == "LN";
                auto a = std::uint64_t(from->y * size.columns + from->x);
                auto b = std::uint64_t(to->y * size.columns + to->x);
                if (line && b < a) std::swap(a, b);
                if (!lines.insert((a * points + b) * 2 + (line ? 1 : 0)).second)
                    log.atValue(node, property, v,
                                {Severity::Warning,
                                 C::LineRepeated,
                                 {std::string(id), shownValue(property.value(v).raw())}});
            }
            continue;
        }
        const Group group = rules.group;
        for (std::size_t v = 0; v < property.valueCount(); ++v) {
            const std::string_view raw = property.value(v).raw();
            points_.clear();
            if (!appendPoints(group == Label ? splitCompose(raw).first : raw, size, points_))
                continue; // not a point: the value's own finding says so
            std::optional<std::uint32_t> before;
            for (const Point point : points_) {
                Use &use = uses_[std::size_t(group) * std::size_t(size.pointCount()) +
                                 std::size_t(point.y * size.columns + point.x)];
                if (use.node == node.index()) {
                    if (!before) before = use.property;
                    continue;
                }
                use = {node.index(), p};
            }
            if (before)
                log.atValue(
                    node, property, v,
                    {Severity::Warning,
                     group == Setup ? C::SetupPointRepeated : C::MarkupRepeated,
                     {std::string(id), shownValue(raw), std::string(node.property(*before).id())}});
        }
    }
}

} // namespace sgf::detail
