// The Go position as the game is played (what the position cursor found applying a node),
// and the games of one file together.
#include "check_p.h"
#include "sgf/grammar.h"
#include "tree_data_p.h"

#include <algorithm>

namespace sgf::detail {

namespace {

using C = DiagnosticCode;

} // namespace

namespace {

const std::uint32_t clearId = shortId('A', 'E');
const std::uint32_t blackSetupId = shortId('A', 'B');
const std::uint32_t whiteSetupId = shortId('A', 'W');

} // namespace

void PositionRules::reset(const Game &game, Node root)
{
    data_ = &NodeAccess::data(root);
    size_ = game.size();
    game_ = game;
    board_ = Board(size_);
    empty_.assign(std::size_t(size_.pointCount()), Color::Empty);
    forkCount_ = 0;
    current_ = none;
    // Copies of a 19x19 board are 361 bytes: some 23,000 of them fit in 8 MB.
    maxForks_ = std::max<std::size_t>(64, (std::size_t(8) << 20) / empty_.size());
}

void PositionRules::check(Node node, FindingLog &log)
{
    enter(node.index());
    apply(node.index(), &node, &log);
    leave(node.index());
}

void PositionRules::checkPlainMove(Node node, const PlainMove &move, FindingLog &log)
{
    enter(node.index());
    play(move.property, move.point, move.color, &node, &log);
    leave(node.index());
}

void PositionRules::resumeAt(std::uint32_t node, std::span<const std::uint32_t> ancestors)
{
    board_.restore(empty_);
    for (std::size_t i = ancestors.size(); i-- > 0;) {
        apply(ancestors[i], nullptr, nullptr);
        const std::uint32_t onPath = i > 0 ? ancestors[i - 1] : node;
        if (data_->nextSibling(onPath) != none) keepFork(ancestors[i]);
    }
    current_ = ancestors.empty() ? none : ancestors.front();
}

// The board before node: its parent's.
void PositionRules::enter(std::uint32_t node)
{
    const std::uint32_t parent = data_->parent(node);
    if (parent == none)
        board_.restore(empty_);
    else if (parent != current_)
        startVariation(parent, data_->nextSibling(node) == none);
}

void PositionRules::leave(std::uint32_t node)
{
    current_ = node;
    const std::uint32_t child = data_->firstChild(node);
    if (child != none && data_->nextSibling(child) != none) keepFork(node);
}

// The board at parent, whose earlier variations are done: its copy is the last one kept,
// unless copies were thinned out, when the line from the nearest copy above is replayed.
void PositionRules::startVariation(std::uint32_t parent, bool lastVariation)
{
    const TreeData &data = *data_;
    if (forkCount_ > 0 && forks_[forkCount_ - 1].node == parent) {
        board_.restore(forks_[forkCount_ - 1].stones);
        if (lastVariation) --forkCount_;
        return;
    }
    const std::uint32_t from = forkCount_ > 0 ? forks_[forkCount_ - 1].node : none;
    replay_.clear();
    for (std::uint32_t a = parent; a != from; a = data.parent(a)) replay_.push_back(a);
    board_.restore(from == none ? empty_ : forks_[forkCount_ - 1].stones);
    for (auto a = replay_.rbegin(); a != replay_.rend(); ++a) apply(*a, nullptr, nullptr);
    if (!lastVariation) keepFork(parent);
}

// Past maxForks_ copies, every other one is dropped (the last kept): the lines replayed
// between copies get longer, memory does not.
void PositionRules::keepFork(std::uint32_t node)
{
    if (forkCount_ == maxForks_) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < forkCount_; ++i)
            if (i % 2 == 1 || i + 1 == forkCount_) std::swap(forks_[kept++], forks_[i]);
        forkCount_ = kept;
    }
    if (forkCount_ == forks_.size()) forks_.emplace_back();
    Fork &fork = forks_[forkCount_++];
    fork.node = node;
    fork.stones = board_.stones();
}

// Setup first (AE, AB, AW, each judged against the board before it), then the move, as
// sgf/position_cursor.h applies a node. node and log are null when the node is replayed.
void PositionRules::apply(std::uint32_t n, const Node *node, FindingLog *log)
{
    const TreeData &data = *data_;
    const std::uint32_t first = data.firstProperty(n), end = data.propertyEnd(n);
    std::uint32_t clear = none, black = none, white = none, move = none;
    for (std::uint32_t p = first; p < end; ++p) {
        const std::uint32_t id = data.propertyId(p);
        if (id == clearId)
            clear = p;
        else if (id == blackSetupId)
            black = p;
        else if (id == whiteSetupId)
            white = p;
        else if ((id == blackMoveId || id == whiteMoveId) && move == none)
            move = p;
    }
    if (clear != none) applySetup(clear, Color::Empty, node, log);
    if (black != none) applySetup(black, Color::Black, node, log);
    if (white != none) applySetup(white, Color::White, node, log);
    if (move == none) return;
    const std::uint32_t value = data.firstValue(move);
    const GameMove read =
        game_.readMove(value == data.valueEnd(move) ? std::string_view() : data.valueRaw(value));
    if (read.kind != MoveKind::Point) return;
    play(move, read.point, data.propertyId(move) == blackMoveId ? Color::Black : Color::White, node,
         log);
}

// The move of property (an index of the tree's), a point of the board.
void PositionRules::play(std::uint32_t move, Point point, Color color, const Node *node,
                         FindingLog *log)
{
    changes_.clear();
    const PlayResult result = board_.play(point, color, changes_);
    if (!log || (result.replaced == Color::Empty && result.suicided == 0)) return;
    const Property property = node->property(move - data_->firstProperty(node->index()));
    const auto arguments = [&] {
        return std::vector<std::string>{std::string(property.id()),
                                        shownValue(property.value(0).raw()),
                                        humanCoordinate(point, size_)};
    };
    if (result.replaced != Color::Empty)
        log->atValue(*node, property, 0,
                     log->finding(Severity::Warning, C::MoveOnOccupiedPoint, arguments));
    // Legal under some rules (New Zealand's, Ing's), and SGF plays it as written: a note.
    if (result.suicided > 0)
        log->atValue(*node, property, 0, log->finding(Severity::Note, C::Suicide, [&] {
            auto all = arguments();
            all.push_back(std::to_string(result.suicided));
            return all;
        }));
}

// Each value is judged against the board before the property ("AB, AW and AE values which
// don't change the board ... is bad style"), within a budget of four boards' worth of points
// (100,000 "[aa:ZZ]" stay bounded); then all are put down, many points as one set.
void PositionRules::applySetup(std::uint32_t p, Color color, const Node *node, FindingLog *log)
{
    const TreeData &data = *data_;
    const std::uint32_t firstValue = data.firstValue(p), end = data.valueEnd(p);
    std::size_t budget = log ? 4 * std::size_t(size_.pointCount()) : 0;
    rectangles_.clear();
    bool single = true;
    for (std::uint32_t v = firstValue; v < end; ++v) {
        const auto rectangle = parsePointListValue(data.valueRaw(v), size_);
        if (!rectangle) continue; // the value's own finding says it is no point
        rectangles_.push_back(*rectangle);
        const bool onePoint = rectangle->first == rectangle->second;
        single = single && onePoint;
        if (budget == 0) continue;
        int count = 1, unchanged = 0;
        if (onePoint) {
            unchanged = board_.at(rectangle->first) == color ? 1 : 0;
            --budget;
        } else {
            PointSet points(size_);
            points.insertRectangle(rectangle->first, rectangle->second);
            count = points.count();
            if (std::size_t(count) > budget) {
                budget = 0;
                continue;
            }
            budget -= std::size_t(count);
            unchanged = board_.count(points, color);
        }
        if (unchanged > 0)
            reportSetup(*node, node->property(p - data.firstProperty(node->index())),
                        v - firstValue, count, unchanged, *log);
    }
    if (single) {
        for (const auto &rectangle : rectangles_) board_.set(rectangle.first, color);
        return;
    }
    PointSet points(size_);
    for (const auto &rectangle : rectangles_)
        points.insertRectangle(rectangle.first, rectangle.second);
    board_.fill(points, color);
}

void PositionRules::reportSetup(Node node, Property property, std::uint32_t value, int points,
                                int unchanged, FindingLog &log)
{
    const auto arguments = [&] {
        return std::vector<std::string>{std::string(property.id()),
                                        shownValue(property.value(value).raw())};
    };
    if (unchanged == points) {
        log.atValue(node, property, value,
                    log.finding(Severity::Warning, C::SetupWithoutEffect, arguments));
        return;
    }
    log.atValue(node, property, value,
                log.finding(Severity::Warning, C::SetupPartlyWithoutEffect, [&] {
                    auto all = arguments();
                    all.push_back(std::to_string(unchanged));
                    all.push_back(std::to_string(points));
                    return all;
                }));
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

bool CollectionRules::observeRoot(Node root)
{
    visit(root, nullptr);
    return fileFormat_.seen && game_.seen && charset_.seen;
}

void CollectionRules::visit(Node root, FindingLog *log)
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
        if (!log || key == rule.first.key) continue;
        // Said where the game says it, or at its first property when it says nothing.
        std::optional<Property> at = root.find(rule.id);
        if (!at && root.propertyCount() > 0) at = root.property(0);
        if (!at) continue;
        // "Applications must be able to deal with different file formats within a
        // collection", "Different kind of games may appear within a collection": allowed,
        // though some programs stumble on it; a note.
        log->atProperty(
            root, *at,
            {Severity::Note, rule.code, {std::string(rule.id), *rule.value, rule.first.value}});
    }
}

} // namespace sgf::detail
