#include "sgf/position_cursor.h"

#include <algorithm>
#include <charconv>
#include <span>
#include <stdexcept>

namespace sgf {

namespace {

constexpr std::uint32_t noOrigin = 0xFFFFFFFFu;

std::string_view trim(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

std::optional<int> parseInteger(std::string_view raw)
{
    raw = trim(raw);
    int value = 0;
    const auto [end, error] = std::from_chars(raw.data(), raw.data() + raw.size(), value);
    if (error != std::errc() || end != raw.data() + raw.size()) return std::nullopt;
    return value;
}

std::optional<Color> parseColor(std::string_view raw)
{
    raw = trim(raw);
    if (raw == "B" || raw == "b") return Color::Black;
    if (raw == "W" || raw == "w") return Color::White;
    return std::nullopt;
}

std::string_view firstRaw(const Property &property)
{
    return property.valueCount() > 0 ? property.value(0).raw() : std::string_view();
}

// "AB[zz]", the way a property shows up in a message.
std::string quote(std::string_view id, std::string_view raw)
{
    std::string out(id);
    out += '[';
    out += raw;
    out += ']';
    return out;
}

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
    rootWarnings_.clear();
    warnings_.clear();
    lastMove_.reset();
    toMove_ = Color::Black;
    isGo_ = true;
    BoardSize size;
    const Node root = node ? node.root() : Node();
    if (root) {
        if (const auto sz = root.find("SZ")) {
            if (const auto parsed = parseBoardSize(firstRaw(*sz)))
                size = *parsed;
            else
                rootWarnings_.push_back(quote("SZ", firstRaw(*sz)) +
                                        " is not a board size; using 19x19");
        }
        if (const auto gm = root.find("GM")) {
            isGo_ = parseInteger(firstRaw(*gm)) == 1;
            if (!isGo_)
                rootWarnings_.push_back("not a game of Go (" + quote("GM", firstRaw(*gm)) +
                                        "); no stones are shown");
        }
    }
    board_ = Board(size);
    origins_.assign(std::size_t(size.pointCount()), noOrigin);
    if (!root) return;
    applyNode(root);
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

    while (path_.size() > ancestorDepth + 1) undoLastNode();
    if (descent_.empty()) { // target is the ancestor: apply it again for its own warnings
        undoLastNode();
        applyNode(target);
        return;
    }
    for (auto i = descent_.rbegin(); i != descent_.rend(); ++i) applyNode(*i);
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

void PositionCursor::applyNode(Node node)
{
    warnings_.clear();
    lastMove_.reset();
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

    std::optional<Color> player;
    if (isGo_) {
        std::optional<Property> clear, black, white, turn, number, move;
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
            else if (id == "MN")
                number = property;
            else if (id != "B" && id != "W")
                continue;
            else if (!move)
                move = property;
            else
                warnings_.push_back("a second move in the node, " + quote(id, firstRaw(property)) +
                                    ", is ignored");
        }
        if (clear) applySetup(*clear, Color::Empty);
        if (black) applySetup(*black, Color::Black);
        if (white) applySetup(*white, Color::White);
        if (turn) {
            player = parseColor(firstRaw(*turn));
            if (!player) warnings_.push_back(quote("PL", firstRaw(*turn)) + " is not a colour");
        }
        if (move) {
            const Color color = move->id() == "B" ? Color::Black : Color::White;
            applyMove(*move, color, number, entry);
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
    path_.push_back(entry);
}

void PositionCursor::applySetup(Property property, Color color)
{
    points_.clear();
    for (Value value : property)
        if (!appendPoints(value.raw(), size(), points_))
            warnings_.push_back(quote(property.id(), value.raw()) +
                                " is not a point on the board; skipped");
    for (const Point p : points_) {
        board_.set(p, color, changes_);
        setOrigin(p.y * size().columns + p.x, noOrigin);
    }
}

void PositionCursor::applyMove(Property property, Color color,
                               const std::optional<Property> &number, PathEntry &entry)
{
    const auto raw = firstRaw(property);
    const MoveValue move = parseMove(raw, size());
    if (move.invalid) {
        // Two coordinate letters that parse on the largest board are a point off this one.
        const bool offBoard = parsePoint(raw, {BoardSize::maximum, BoardSize::maximum}).has_value();
        warnings_.push_back(
            quote(property.id(), raw) +
            (offBoard ? ": point outside the board; move skipped" : " is not a move; skipped"));
        return;
    }
    const auto numbered = number ? parseInteger(firstRaw(*number)) : std::nullopt;
    if (number && (!numbered || *numbered < 0))
        warnings_.push_back(quote("MN", firstRaw(*number)) + " is not a move number");
    entry.moveNumber = numbered && *numbered >= 0 ? std::uint32_t(*numbered) : entry.moveNumber + 1;
    lastMove_ = Move{color, move.point};
    if (!move.point) return;

    const Point p = *move.point;
    const PlayResult result = board_.play(p, color, changes_);
    if (result.replaced != Color::Empty)
        warnings_.push_back("move on an occupied point " + humanCoordinate(p, size()));
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

void PositionCursor::undoLastNode()
{
    path_.pop_back();
    const std::size_t changesBegin = path_.empty() ? 0 : path_.back().changesEnd;
    board_.undo(std::span(changes_).subspan(changesBegin));
    changes_.resize(changesBegin);
    const std::size_t originsBegin = path_.empty() ? 0 : path_.back().originsEnd;
    for (auto i = originChanges_.size(); i-- > originsBegin;)
        origins_[originChanges_[i].point] = originChanges_[i].depth;
    originChanges_.resize(originsBegin);
}

// A handicap game starts with White to play once Black's stones are on the board.
Color PositionCursor::defaultFirstPlayer(Node root) const
{
    const auto handicap = parseInteger(root.raw("HA"));
    return handicap && *handicap >= 2 && root.has("AB") ? Color::White : Color::Black;
}

} // namespace sgf
