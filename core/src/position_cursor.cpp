#include "sgf/position_cursor.h"

#include "sgf/message_text.h"
#include "sgf/point_set.h"
#include "sgf/values.h"

#include <algorithm>
#include <span>
#include <stdexcept>

namespace sgf {

namespace {

constexpr std::uint32_t noOrigin = 0xFFFFFFFFu;

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
// A setup putting down more points than this is applied in bulk and not logged.
constexpr int loggedSetupPoints = 64;
constexpr std::size_t noDepth = std::size_t(-1);

int colorSlot(Color color)
{
    return color == Color::Black ? 0 : 1;
}

} // namespace

void PositionCursor::reset(Node node)
{
    path_.clear();
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
    origins_.assign(std::size_t(size.pointCount()), noOrigin);
    if (!root) return;
    applyNode(root, node == root);
    if (node != root) moveTo(node);
}

void PositionCursor::moveTo(Node target)
{
    if (target.isNull()) throw std::invalid_argument("moving to a null node");
    if (target == node()) return;
    const std::size_t ancestorDepth = commonAncestorDepth(target);
    const Node ancestor = path_[ancestorDepth].node;

    descent_.clear();
    Node n = target;
    while (n && n.index() > ancestor.index()) {
        descent_.push_back(n);
        n = n.parent();
    }
    if (n != ancestor) throw std::invalid_argument("node of another game tree");

    if (descent_.empty()) { // target is the ancestor: apply it again for its own warnings
        undoTo(ancestorDepth);
        applyNode(target, true);
        return;
    }
    undoTo(ancestorDepth + 1);
    for (auto i = descent_.rbegin(); i != descent_.rend(); ++i)
        applyNode(*i, i + 1 == descent_.rend());
}

void PositionCursor::seek(Node target)
{
    const Node start = root();
    if (start && target && start.index() <= target.index() && target.index() < start.subtreeEnd())
        moveTo(target);
    else
        reset(target);
}

std::size_t PositionCursor::commonAncestorDepth(Node target) const
{
    // The usual steps first: to a child, or to the parent.
    if (!path_.empty() && target.parent() == node()) return path_.size() - 1;
    if (path_.size() >= 2 && path_[path_.size() - 2].node == target) return path_.size() - 2;
    // Subtrees are ranges of document order, so the path's nodes whose subtree holds target
    // are a prefix of the path, and the last of them is the common ancestor.
    const auto t = target.index();
    const auto holdsTarget = [t](const PathEntry &e) {
        return e.node.index() <= t && t < e.subtreeEnd;
    };
    const auto end = std::partition_point(path_.begin(), path_.end(), holdsTarget);
    if (end == path_.begin()) throw std::invalid_argument("node of another game tree");
    return std::size_t(end - path_.begin()) - 1;
}

int PositionCursor::capturedBy(Color color) const
{
    if (path_.empty() || color == Color::Empty) return 0;
    return int(path_.back().captured[colorSlot(color)]);
}

std::optional<StoneOrigin> PositionCursor::playedBy(Point p) const
{
    if (board_.at(p) == Color::Empty) return std::nullopt;
    const auto depth = origins_[std::size_t(p.y * size().columns + p.x)];
    if (depth >= path_.size()) return std::nullopt;
    return StoneOrigin{path_[depth].node, int(path_[depth].moveNumber)};
}

std::size_t PositionCursor::undoBytes() const
{
    std::size_t bytes = changes_.capacity() * sizeof(StoneChange) +
                        originChanges_.capacity() * sizeof(OriginChange) +
                        checkpoints_.capacity() * sizeof(Checkpoint);
    for (const Checkpoint &c : checkpoints_)
        bytes += c.stones.capacity() * sizeof(Color) + c.origins.capacity() * sizeof(std::uint32_t);
    return bytes;
}

void PositionCursor::applyNode(Node node, bool current)
{
    judging_ = current;
    warnings_.clear();
    unlistedWarnings_ = 0;
    events_.clear();
    lastMove_.reset();
    unloggedNode_ = false;
    PathEntry entry{};
    entry.node = node;
    if (path_.empty()) {
        entry.subtreeEnd = node.subtreeEnd();
        entry.nextToMove = defaultFirstPlayer(node);
        warnings_ = rootWarnings_;
    } else {
        const PathEntry &parent = path_.back();
        const Node sibling = node.nextSibling();
        entry.subtreeEnd = sibling ? sibling.index() : parent.subtreeEnd;
        entry.moveNumber = parent.moveNumber;
        std::copy(std::begin(parent.captured), std::end(parent.captured), entry.captured);
        entry.nextToMove = parent.nextToMove;
    }

    const NodeMove move = game_.moveOf(node);
    std::optional<Color> player;
    if (game_.isGo()) {
        std::optional<Property> clear, black, white, turn;
        for (Property property : node.properties()) {
            const auto id = property.id();
            if (id == "AE")
                clear = property;
            else if (id == "AB")
                black = property;
            else if (id == "AW")
                white = property;
            else if (id == "PL")
                turn = property;
        }
        if (move.ignored)
            warn(DiagnosticCode::SecondMoveIgnored,
                 quoted(move.ignored->id(), firstRaw(*move.ignored)));
        if (clear) applySetup(*clear, Color::Empty);
        if (black) applySetup(*black, Color::Black);
        if (white) applySetup(*white, Color::White);
        if (turn) {
            player = parseColor(firstRaw(*turn));
            if (!player) warn(DiagnosticCode::TurnNotAColor, quoted("PL", firstRaw(*turn)));
        }
        if (move.property) applyMove(move, entry);
    } else { // another game's moves are numbered, never played
        entry.moveNumber = std::uint32_t(move.numberAfter(int(entry.moveNumber)));
    }

    // The node's PL says who is to play here; below it, a move made here says more.
    toMove_ = player ? *player : lastMove_ ? opponent(lastMove_->color) : entry.nextToMove;
    if (lastMove_)
        entry.nextToMove = opponent(lastMove_->color);
    else if (player)
        entry.nextToMove = *player;
    entry.changesEnd = std::uint32_t(changes_.size());
    entry.originsEnd = std::uint32_t(originChanges_.size());
    if (unloggedNode_) unloggedDepth_ = path_.size();
    path_.push_back(entry);
    if (unlistedWarnings_ > 0)
        warnings_.push_back(
            boardWarning(DiagnosticCode::ProblemsNotListed, {std::to_string(unlistedWarnings_)}));
    maybeCheckpoint();
}

void PositionCursor::warn(DiagnosticCode code, std::vector<std::string> arguments)
{
    if (warnings_.size() + 1 < maxWarnings)
        warnings_.push_back(boardWarning(code, std::move(arguments)));
    else
        ++unlistedWarnings_;
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
            warn(DiagnosticCode::SetupPointSkipped, quoted(property.id(), value.raw()));
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
            setOrigin(p.y * size().columns + p.x, noOrigin);
        });
        return;
    }
    board_.fill(points, color);
    points.forEachSpan(
        [&](int begin, int length) { std::fill_n(origins_.begin() + begin, length, noOrigin); });
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

void PositionCursor::applyMove(const NodeMove &move, PathEntry &entry)
{
    const auto id = move.property->id();
    const auto raw = move.raw();
    if (move.kind == MoveKind::NotAPoint) {
        // Two coordinate letters that parse on the largest board are a point off this one.
        const bool offBoard = parsePoint(raw, {BoardSize::maximum, BoardSize::maximum}).has_value();
        warn(offBoard ? DiagnosticCode::MoveOffBoardSkipped : DiagnosticCode::NotAMoveSkipped,
             quoted(id, raw));
        return;
    }
    if (move.number) {
        const auto mn = firstRaw(*move.number);
        if (!move.numberSet)
            warn(DiagnosticCode::NotAMoveNumber, quoted("MN", mn));
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
    if (result.replaced != Color::Empty) {
        warn(DiagnosticCode::MoveOnAStone, {humanCoordinate(p, size())});
        events_.push_back({PositionEvent::Kind::OccupiedPoint, *move.property, 0, p, 0, 0});
    }
    if (result.suicided > 0)
        events_.push_back({PositionEvent::Kind::Suicide, *move.property, 0, p, result.suicided, 0});
    entry.captured[colorSlot(color)] += std::uint32_t(result.captured);
    entry.captured[colorSlot(opponent(color))] += std::uint32_t(result.suicided);
    setOrigin(p.y * size().columns + p.x, std::uint32_t(path_.size()));
}

void PositionCursor::setOrigin(int point, std::uint32_t depth)
{
    auto &origin = origins_[std::size_t(point)];
    if (origin == depth) return;
    originChanges_.push_back({std::uint32_t(point), origin});
    origin = depth;
}

std::size_t PositionCursor::changesBegin(std::size_t depth) const
{
    const std::size_t first = checkpoints_.empty() ? 0 : checkpoints_.back().depth + 1;
    return depth > first ? path_[depth - 1].changesEnd : 0;
}

std::size_t PositionCursor::originsBegin(std::size_t depth) const
{
    const std::size_t first = checkpoints_.empty() ? 0 : checkpoints_.back().depth + 1;
    return depth > first ? path_[depth - 1].originsEnd : 0;
}

void PositionCursor::undoTo(std::size_t keep)
{
    if (keep >= path_.size()) return;
    const bool logsReach = (checkpoints_.empty() || checkpoints_.back().depth < keep) &&
                           (unloggedDepth_ == noDepth || unloggedDepth_ < keep);
    if (logsReach) {
        const std::size_t changes = changesBegin(keep), origins = originsBegin(keep);
        board_.undo(std::span(changes_).subspan(changes));
        changes_.resize(changes);
        for (auto i = originChanges_.size(); i-- > origins;)
            origins_[originChanges_[i].point] = originChanges_[i].depth;
        originChanges_.resize(origins);
        path_.resize(keep);
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
        std::fill(origins_.begin(), origins_.end(), noOrigin);
    } else {
        board_.restore(checkpoints_.back().stones);
        origins_ = checkpoints_.back().origins;
        from = checkpoints_.back().depth + 1;
    }
    replay_.clear();
    for (std::size_t depth = from; depth < keep; ++depth) replay_.push_back(path_[depth].node);
    path_.resize(from);
    for (const Node node : replay_) applyNode(node, false);
}

void PositionCursor::maybeCheckpoint()
{
    const std::size_t first = checkpoints_.empty() ? 0 : checkpoints_.back().depth + 1;
    const std::size_t nodes = path_.size() - first;
    const std::size_t changes = changes_.size() + originChanges_.size() + unloggedChanges_;
    const bool enough =
        nodes >= checkpointNodes && changes >= checkpointBoards * std::size_t(size().pointCount());
    if (!enough && nodes < checkpointMaxNodes) return;
    checkpoints_.push_back({std::uint32_t(path_.size() - 1), board_.stones(), origins_});
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
