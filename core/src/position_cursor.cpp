#include "sgf/position_cursor.h"

#include "sgf/message_text.h"
#include "sgf/point_set.h"
#include "sgf/values.h"
#include "tree_data_p.h"

#include <algorithm>
#include <bit>
#include <span>
#include <stdexcept>

namespace sgf {

namespace {

constexpr std::uint32_t noNode = 0xFFFFFFFFu;

std::string_view firstRaw(const Property &property)
{
    return property.valueCount() > 0 ? property.value(0).raw() : std::string_view();
}

// A warning of the board: its code, its arguments (an identifier and a value quoted as
// messages quote them, then any more), and its English words.
Diagnostic boardWarning(DiagnosticCode code, std::vector<std::string> arguments)
{
    std::string message = describe(code, arguments);
    return Diagnostic(Severity::Warning, std::move(message), {}, code, std::move(arguments));
}

std::vector<std::string> quoted(std::string_view id, std::string_view raw)
{
    return {quoteText(id), quoteText(raw)};
}

// How often the undo logs give way to a checkpoint: once the nodes since the last one reach
// the first figure and their changes four boards' worth, or the nodes the second. Stepping
// back past one replays at most that many nodes.
constexpr std::size_t checkpointNodes = 256;
constexpr std::size_t checkpointMaxNodes = 8192;
constexpr std::size_t checkpointBoards = 4;
constexpr std::size_t checkpointBytesPerNode = 16;
// A setup putting down more points than this is applied in bulk and not logged.
constexpr int loggedSetupPoints = 64;
constexpr std::size_t noDepth = std::size_t(-1);
// Starting from a copy of a cursor made ahead must spare at least this many nodes.
constexpr std::size_t aheadCopyNodes = 2048;

constexpr std::uint32_t clearId = detail::shortId('A', 'E');
constexpr std::uint32_t blackId = detail::shortId('A', 'B');
constexpr std::uint32_t whiteId = detail::shortId('A', 'W');
constexpr std::uint32_t turnId = detail::shortId('P', 'L');

int colorSlot(Color color)
{
    return color == Color::Black ? 0 : 1;
}

} // namespace

void PositionCursor::reset(Node node)
{
    pathSize_ = 0;
    runs_.clear();
    entries_.clear();
    changes_.clear();
    originChanges_.clear();
    checkpoints_.clear();
    unloggedDepth_ = noDepth;
    unloggedChanges_ = 0;
    rootWarnings_.clear();
    warnings_.clear();
    events_.clear();
    lastMove_.reset();
    toMove_ = Color::Black;
    const Node root = node ? node.root() : Node();
    data_ = root ? &detail::NodeAccess::data(root) : nullptr;
    rootEnd_ = root ? root.subtreeEnd() : 0;
    game_ = Game(root);
    const BoardSize size = game_.size();
    if (root) {
        if (!game_.board().valid())
            rootWarnings_.push_back(
                boardWarning(DiagnosticCode::BoardSizeReplaced, quoted("SZ", root.raw("SZ"))));
        if (game_.type().source == GameType::Source::Invalid)
            rootWarnings_.push_back(
                boardWarning(DiagnosticCode::GameReadAsGo, quoted("GM", root.raw("GM"))));
        else if (!game_.isGo())
            rootWarnings_.push_back(
                boardWarning(DiagnosticCode::NotGoNoStones, quoted("GM", root.raw("GM"))));
    }
    board_ = Board(size);
    origins_.assign(std::size_t(size.pointCount()), {noNode, 0});
    played_ = PointSet(size);
    if (!root) return;
    applyNode(root.index(), node == root);
    if (node != root) moveTo(node);
}

void PositionCursor::moveTo(Node target)
{
    if (target.isNull()) throw std::invalid_argument("moving to a null node");
    if (target == node()) return;
    if (!holds(target)) throw std::invalid_argument("node of another game tree");
    const std::uint32_t t = target.index();
    const std::size_t ancestorDepth = climbToPath(t, &descent_, unreachable).depth;
    if (descent_.empty()) { // target is on the path: apply it again for its own warnings
        undoTo(ancestorDepth);
        applyNode(t, true);
        return;
    }
    undoTo(ancestorDepth + 1);
    for (auto line = descent_.rbegin(); line != descent_.rend(); ++line)
        for (std::uint32_t n = line->first; n <= line->second; ++n) applyNode(n, n == t);
}

void PositionCursor::seek(Node target)
{
    if (holds(target))
        moveTo(target);
    else
        reset(target);
}

bool PositionCursor::holds(Node node) const
{
    return node && pathSize_ > 0 && &detail::NodeAccess::data(node) == data_ &&
           runs_.front().first <= node.index() && node.index() < rootEnd_;
}

std::size_t PositionCursor::costTo(Node target, std::size_t limit) const
{
    if (!target) return unreachable;
    if (!holds(target)) { // reset(): the root and each node down to target
        std::size_t depth = 0;
        for (Node n = target; n.parent() && depth <= limit; n = n.parent()) ++depth;
        return depth + 1;
    }
    if (target == node()) return 0;
    const Climb climb = climbToPath(target.index(), nullptr, limit);
    if (climb.steps > limit) return climb.steps;
    // What undoTo(keep) replays: nothing while the logs reach back, else the nodes from the
    // last checkpoint before keep.
    const std::size_t keep = climb.steps == 0 ? climb.depth : climb.depth + 1;
    std::size_t replayed = 0;
    if (keep < pathSize_ && !logsReach(keep)) {
        const auto after =
            std::partition_point(checkpoints_.begin(), checkpoints_.end(),
                                 [keep](const Checkpoint &c) { return c.depth < keep; });
        replayed = after == checkpoints_.begin() ? keep : keep - (after[-1].depth + 1);
    }
    return replayed + std::max<std::size_t>(climb.steps, 1);
}

void PositionCursor::seek(Node target, const PositionCursor &ahead)
{
    const std::size_t viaAhead = ahead.costTo(target);
    if (viaAhead != unreachable) {
        // A copy costs about what applying a few thousand nodes does (a board a checkpoint):
        // worth it only where it spares many more.
        const std::size_t limit = 2 * viaAhead + aheadCopyNodes;
        if (costTo(target, limit) > limit) *this = ahead;
    }
    seek(target);
}

std::uint32_t PositionCursor::nodeAt(std::size_t depth) const
{
    const auto run = std::partition_point(runs_.begin(), runs_.end(),
                                          [depth](const PathRun &r) { return r.depth <= depth; });
    return run[-1].first + std::uint32_t(depth - run[-1].depth);
}

Node PositionCursor::handle(std::uint32_t index) const
{
    return detail::NodeAccess::node(*data_, index);
}

// Subtrees are ranges of document order and the path's nodes ascend, so walking up from the
// target (its indices descending) meets the path's runs from the last one back: one pass.
PositionCursor::Climb PositionCursor::climbToPath(std::uint32_t target, Descent *descent,
                                                  std::size_t limit) const
{
    if (descent) descent->clear();
    std::size_t run = runs_.size() - 1;
    std::uint32_t n = target, last = target; // the line of first children being climbed
    for (std::size_t steps = 0;; ++steps) {
        while (runs_[run].first > n) --run; // the root's run holds the smallest index
        const std::size_t runEnd = run + 1 < runs_.size() ? runs_[run + 1].depth : pathSize_;
        if (n - runs_[run].first < runEnd - runs_[run].depth) {
            if (descent && last != n) descent->emplace_back(n + 1, last);
            return {runs_[run].depth + (n - runs_[run].first), steps};
        }
        if (steps > limit) return {0, steps};
        const std::uint32_t parent = data_->parent(n);
        if (parent + 1 != n) { // a later child: the line above it is another one
            if (descent) descent->emplace_back(n, last);
            last = parent;
        }
        n = parent;
    }
}

int PositionCursor::capturedBy(Color color) const
{
    if (pathSize_ == 0 || color == Color::Empty) return 0;
    return int(entries_.back().captured[colorSlot(color)]);
}

std::optional<StoneOrigin> PositionCursor::playedBy(Point p) const
{
    if (board_.at(p) == Color::Empty) return std::nullopt;
    const Origin origin = origins_[std::size_t(p.y * size().columns + p.x)];
    if (origin.node == noNode) return std::nullopt;
    return StoneOrigin{handle(origin.node), int(origin.moveNumber)};
}

std::size_t PositionCursor::undoBytes() const
{
    std::size_t bytes = changes_.capacity() * sizeof(StoneChange) +
                        originChanges_.capacity() * sizeof(OriginChange) +
                        checkpoints_.capacity() * sizeof(Checkpoint) +
                        entries_.capacity() * sizeof(PathEntry) +
                        runs_.capacity() * sizeof(PathRun);
    // Boards shared with a copy count in each.
    for (const Checkpoint &c : checkpoints_)
        bytes += c.board->stones.capacity() * sizeof(Color) +
                 c.board->origins.capacity() * sizeof(Origin);
    return bytes;
}

void PositionCursor::applyNode(std::uint32_t index, bool current)
{
    judging_ = current;
    if (current) {
        warnings_.clear();
        unlistedWarnings_ = 0;
        events_.clear();
    }
    lastMove_.reset();
    unloggedNode_ = false;
    PathEntry entry{};
    if (pathSize_ == 0) {
        entry.nextToMove = defaultFirstPlayer(handle(index));
        if (current) warnings_ = rootWarnings_;
    } else {
        entry = entries_.back();
    }

    std::optional<Color> player;
    // A node without properties changes nothing: a line of a million of them costs little.
    if (data_->firstProperty(index) != data_->propertyEnd(index)) {
        const Node node = handle(index);
        const NodeMove move = game_.moveOf(node);
        if (game_.isGo()) {
            std::optional<Property> clear, black, white, turn;
            const std::uint32_t first = data_->firstProperty(index);
            for (std::uint32_t p = first, end = data_->propertyEnd(index); p < end; ++p) {
                const std::uint32_t id = data_->propertyId(p);
                if (id == clearId)
                    clear = node.property(p - first);
                else if (id == blackId)
                    black = node.property(p - first);
                else if (id == whiteId)
                    white = node.property(p - first);
                else if (id == turnId)
                    turn = node.property(p - first);
            }
            if (move.ignored)
                warnQuoted(DiagnosticCode::SecondMoveIgnored, move.ignored->id(),
                           firstRaw(*move.ignored));
            if (clear) applySetup(*clear, Color::Empty);
            if (black) applySetup(*black, Color::Black);
            if (white) applySetup(*white, Color::White);
            if (turn) {
                player = parseColor(firstRaw(*turn));
                if (!player) warnQuoted(DiagnosticCode::TurnNotAColor, "PL", firstRaw(*turn));
            }
            if (move.property) applyMove(move, index, entry);
        } else { // another game's moves are numbered, never played
            entry.moveNumber = std::uint32_t(move.numberAfter(int(entry.moveNumber)));
        }
    }

    // The node's PL says who is to play here; below it, a move made here says more.
    toMove_ = player ? *player : lastMove_ ? opponent(lastMove_->color) : entry.nextToMove;
    if (lastMove_)
        entry.nextToMove = opponent(lastMove_->color);
    else if (player)
        entry.nextToMove = *player;
    entry.changesEnd = std::uint32_t(changes_.size());
    entry.originsEnd = std::uint32_t(originChanges_.size());
    if (unloggedNode_) unloggedDepth_ = pathSize_;
    if (runs_.empty() || currentIndex() + 1 != index)
        runs_.push_back({std::uint32_t(pathSize_), index});
    ++pathSize_;
    entries_.push_back(entry);
    if (unlistedWarnings_ > 0)
        warnings_.push_back(
            boardWarning(DiagnosticCode::ProblemsNotListed, {std::to_string(unlistedWarnings_)}));
    maybeCheckpoint();
}

bool PositionCursor::listsWarning()
{
    if (!judging_) return false;
    if (warnings_.size() + 1 < maxWarnings) return true;
    ++unlistedWarnings_;
    return false;
}

void PositionCursor::warn(DiagnosticCode code, std::vector<std::string> arguments)
{
    if (listsWarning()) warnings_.push_back(boardWarning(code, std::move(arguments)));
}

void PositionCursor::warnQuoted(DiagnosticCode code, std::string_view id, std::string_view raw)
{
    if (listsWarning()) warnings_.push_back(boardWarning(code, quoted(id, raw)));
}

// The points of all the values once each: 100,000 "[aa:ZZ]" are one board's worth. More than
// a few points are put down a row's run at a time and not logged: undoing such a node replays
// from the last checkpoint instead (a few hundred nodes at most), so a line of whole-board
// setups costs its rows per node, not its points.
void PositionCursor::applySetup(Property property, Color color)
{
    PointSet points(size());
    // For the checks, which values change nothing: judged against the board before this
    // property, within a budget of four boards' worth of points (so that 100,000 "[aa:ZZ]"
    // stay bounded; past it the values are applied, not judged).
    std::size_t budget = 4 * std::size_t(size().columns) * std::size_t(size().rows);
    std::uint32_t index = 0;
    for (Value value : property) {
        // Read once, for the union and for judging it.
        const auto rectangle = parsePointListValue(value.raw(), size());
        if (!rectangle) {
            warnQuoted(DiagnosticCode::SetupPointSkipped, property.id(), value.raw());
        } else {
            points.insertRectangle(rectangle->first, rectangle->second);
            if (judging_ && budget > 0) judgeSetupValue(property, index, *rectangle, color, budget);
        }
        ++index;
    }
    const int count = points.count();
    if (count <= loggedSetupPoints) {
        points.forEach([&](Point p) {
            board_.set(p, color, changes_);
            setOrigin(p.y * size().columns + p.x, {noNode, 0});
        });
        return;
    }
    board_.fill(points, color);
    // Only the points a move put a stone on have an origin to clear: none on a board of setup.
    const int columns = size().columns;
    for (int y = 0; y < size().rows; ++y)
        for (std::uint64_t bits = points.row(y) & played_.row(y); bits != 0; bits &= bits - 1) {
            const int x = std::countr_zero(bits);
            origins_[std::size_t(y * columns + x)] = {noNode, 0};
            played_.erase({x, y});
        }
    unloggedNode_ = true;
    unloggedChanges_ += std::size_t(count);
}

// A setup value's points that already hold its colour: a PositionEvent when there are any.
void PositionCursor::judgeSetupValue(Property property, std::uint32_t value,
                                     std::pair<Point, Point> rectangle, Color color,
                                     std::size_t &budget)
{
    PointSet points(size());
    points.insertRectangle(rectangle.first, rectangle.second);
    const auto count = std::size_t(points.count());
    if (count > budget) {
        budget = 0;
        return;
    }
    budget -= count;
    PositionEvent unchanged{PositionEvent::Kind::SetupWithoutEffect, property, value, {}, 0, 0};
    unchanged.points = int(count);
    unchanged.count = board_.count(points, color, &unchanged.point);
    if (unchanged.count > 0) events_.push_back(unchanged);
}

void PositionCursor::applyMove(const NodeMove &move, std::uint32_t node, PathEntry &entry)
{
    if (move.kind == MoveKind::NotAPoint) {
        if (!judging_) return;
        // Two coordinate letters that parse on the largest board are a point off this one.
        const auto raw = move.raw();
        const bool offBoard = parsePoint(raw, {BoardSize::maximum, BoardSize::maximum}).has_value();
        warnQuoted(offBoard ? DiagnosticCode::MoveOffBoardSkipped : DiagnosticCode::NotAMoveSkipped,
                   move.property->id(), raw);
        return;
    }
    if (move.number && judging_) {
        const auto mn = firstRaw(*move.number);
        if (!move.numberSet)
            warnQuoted(DiagnosticCode::NotAMoveNumber, "MN", mn);
        else if (parseInteger(mn) != move.numberSet)
            warn(DiagnosticCode::MoveNumberClamped,
                 {quoteText("MN"), quoteText(mn), std::to_string(*move.numberSet)});
    }
    entry.moveNumber = std::uint32_t(move.numberAfter(int(entry.moveNumber)));
    const Color color = move.color;
    lastMove_ =
        Move{color, move.kind == MoveKind::Point ? std::optional(move.point) : std::nullopt};
    if (move.kind != MoveKind::Point) return;

    const Point p = move.point;
    const PlayResult result = board_.play(p, color, changes_);
    if (judging_) {
        if (result.replaced != Color::Empty) {
            warn(DiagnosticCode::MoveOnAStone, {humanCoordinate(p, size())});
            events_.push_back({PositionEvent::Kind::OccupiedPoint, *move.property, 0, p, 0, 0});
        }
        if (result.suicided > 0)
            events_.push_back(
                {PositionEvent::Kind::Suicide, *move.property, 0, p, result.suicided, 0});
    }
    entry.captured[colorSlot(color)] += std::uint32_t(result.captured);
    entry.captured[colorSlot(opponent(color))] += std::uint32_t(result.suicided);
    setOrigin(p.y * size().columns + p.x, {node, entry.moveNumber});
}

void PositionCursor::setOrigin(int point, Origin origin)
{
    auto &at = origins_[std::size_t(point)];
    if (at == origin) return;
    originChanges_.push_back({std::uint32_t(point), at});
    at = origin;
    markPlayed(point);
}

void PositionCursor::markPlayed(int point)
{
    const Point p{point % size().columns, point / size().columns};
    if (origins_[std::size_t(point)].node == noNode)
        played_.erase(p);
    else
        played_.insert(p);
}

void PositionCursor::truncatePath(std::size_t size)
{
    pathSize_ = size;
    while (!runs_.empty() && runs_.back().depth >= size) runs_.pop_back();
}

bool PositionCursor::logsReach(std::size_t keep) const
{
    return (checkpoints_.empty() || checkpoints_.back().depth < keep) &&
           (unloggedDepth_ == noDepth || unloggedDepth_ < keep);
}

void PositionCursor::undoTo(std::size_t keep)
{
    if (keep >= pathSize_) return;
    if (logsReach(keep)) {
        // Nothing kept (keep 0, the root to be applied again) undoes all the logs.
        const std::size_t changes = keep > 0 ? entries_[keep - 1 - base()].changesEnd : 0;
        const std::size_t origins = keep > 0 ? entries_[keep - 1 - base()].originsEnd : 0;
        board_.undo(std::span(changes_).subspan(changes));
        changes_.resize(changes);
        for (auto i = originChanges_.size(); i-- > origins;) {
            origins_[originChanges_[i].point] = originChanges_[i].before;
            markPlayed(int(originChanges_[i].point));
        }
        originChanges_.resize(origins);
        entries_.resize(keep - base());
        truncatePath(keep);
        return;
    }
    // Back past a checkpoint: from the last one still on the kept path (or the empty board),
    // the nodes after it are applied again.
    while (!checkpoints_.empty() && checkpoints_.back().depth >= keep) checkpoints_.pop_back();
    changes_.clear();
    originChanges_.clear();
    unloggedDepth_ = noDepth;
    unloggedChanges_ = 0;
    std::size_t from = 0;
    if (checkpoints_.empty()) {
        board_ = Board(size());
        std::fill(origins_.begin(), origins_.end(), Origin{noNode, 0});
        played_.clear();
        entries_.clear();
    } else {
        board_.restore(checkpoints_.back().board->stones);
        origins_ = checkpoints_.back().board->origins;
        played_.clear();
        for (std::size_t i = 0; i < origins_.size(); ++i) markPlayed(int(i));
        entries_.assign(1, checkpoints_.back().entry);
        from = checkpoints_.back().depth + 1;
    }
    replay_.clear();
    for (std::size_t depth = from; depth < keep; ++depth) replay_.push_back(nodeAt(depth));
    truncatePath(from);
    for (const std::uint32_t node : replay_) applyNode(node, false);
}

// A checkpoint costs a board's stones and origins, so on big boards it is taken less often:
// at most checkpointBytesPerNode bytes for each node of the path.
void PositionCursor::maybeCheckpoint()
{
    const std::size_t first = checkpoints_.empty() ? 0 : checkpoints_.back().depth + 1;
    const std::size_t nodes = pathSize_ - first;
    const std::size_t changes = changes_.size() + originChanges_.size() + unloggedChanges_;
    const auto points = std::size_t(size().pointCount());
    const std::size_t fewestNodes = std::max(
        checkpointNodes, points * (sizeof(Color) + sizeof(Origin)) / checkpointBytesPerNode);
    const bool enough = nodes >= fewestNodes && changes >= checkpointBoards * points;
    if (!enough && nodes < checkpointMaxNodes) return;
    Checkpoint checkpoint{std::uint32_t(pathSize_ - 1), entries_.back(),
                          std::make_shared<const Snapshot>(Snapshot{board_.stones(), origins_})};
    checkpoint.entry.changesEnd = 0;
    checkpoint.entry.originsEnd = 0;
    entries_.assign(1, checkpoint.entry);
    checkpoints_.push_back(std::move(checkpoint));
    changes_.clear();
    originChanges_.clear();
    unloggedDepth_ = noDepth;
    unloggedChanges_ = 0;
}

// A handicap game starts with White to play once Black's stones are on the board.
Color PositionCursor::defaultFirstPlayer(Node root) const
{
    const auto handicap = parseInteger(root.raw("HA"));
    return handicap && *handicap >= 2 && root.has("AB") ? Color::White : Color::Black;
}

} // namespace sgf
