#include "sgf/board.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace sgf {

Board::Board(BoardSize size) : size_(size)
{
    const auto valid = [](int n) { return n >= 1 && n <= BoardSize::maximum; };
    if (!valid(size.columns) || !valid(size.rows))
        throw std::invalid_argument("board size outside 1x1 to 52x52");
    stones_.assign(std::size_t(size.pointCount()), Color::Empty);
    visited_.assign(stones_.size(), 0);
    group_.reserve(stones_.size());
}

void Board::checkContains(Point p) const
{
    if (!contains(p)) throw std::out_of_range("point outside the board");
}

void Board::set(Point p, Color color)
{
    checkContains(p);
    stones_[index(p)] = color;
}

void Board::set(Point p, Color color, std::vector<StoneChange> &changes)
{
    checkContains(p);
    Color &stone = stones_[index(p)];
    if (stone == color) return;
    changes.push_back({p, stone, color});
    stone = color;
}

void Board::fill(const PointSet &points, Color color)
{
    if (points.size() != size_) throw std::invalid_argument("points of another board size");
    points.forEachSpan(
        [&](int begin, int length) { std::fill_n(stones_.begin() + begin, length, color); });
}

int Board::count(const PointSet &points, Color color, Point *first) const
{
    if (points.size() != size_) throw std::invalid_argument("points of another board size");
    int n = 0;
    points.forEachSpan([&](int begin, int length) {
        const Color *span = stones_.data() + begin;
        int here = 0;
        for (int i = 0; i < length; ++i) here += span[i] == color;
        if (here > 0 && n == 0 && first)
            *first = pointAt(begin + int(std::find(span, span + length, color) - span));
        n += here;
    });
    return n;
}

namespace {

// The points left, right, above and below point (x, y) of a board, as indices, the point
// itself standing in for any that is off the board: read there, it is neither empty nor the
// other colour, so whether a neighbour is a liberty or an opponent can be asked of all four
// without a branch per point (those went wrong on every other move: which points hold what
// follows the game, not a pattern).
inline std::array<int, 4> aroundOrSelf(int x, int y, BoardSize size)
{
    const int at = y * size.columns + x;
    return {x > 0 ? at - 1 : at, x + 1 < size.columns ? at + 1 : at, y > 0 ? at - size.columns : at,
            y + 1 < size.rows ? at + size.columns : at};
}

// Which of the four points hold colour, as bits 0 to 3.
inline unsigned holding(const std::array<int, 4> &points, const Color *stones, Color color)
{
    return unsigned(stones[points[0]] == color) | unsigned(stones[points[1]] == color) << 1 |
           unsigned(stones[points[2]] == color) << 2 | unsigned(stones[points[3]] == color) << 3;
}

} // namespace

// Each search numbers the points it visits, so nothing has to be cleared between searches.
void Board::nextSearch()
{
    if (++search_ == 0) {
        std::fill(visited_.begin(), visited_.end(), 0);
        search_ = 1;
    }
}

// Breadth-first over the group of the stone at start, collecting it in group_. Returns true
// as soon as a liberty is seen (group_ then holds part of the group), false with the whole
// group in group_ when it has none. Each search has its own visit number: stones seen by a
// search that stopped early must not look like walls to the next one.
bool Board::searchGroupForLiberty(int start)
{
    nextSearch();
    const Color color = stones_[start];
    group_.clear();
    group_.push_back(start);
    visited_[start] = search_;
    const Color *stones = stones_.data();
    for (std::size_t next = 0; next < group_.size(); ++next) {
        const int at = group_[next];
        const std::array<int, 4> around =
            aroundOrSelf(at % size_.columns, at / size_.columns, size_);
        if (holding(around, stones, Color::Empty) != 0) return true;
        // Left, right, above, below, as before; a point off the board reads as this stone,
        // which is visited.
        for (unsigned same = holding(around, stones, color); same != 0; same &= same - 1) {
            const int n = around[std::size_t(std::countr_zero(same))];
            if (visited_[n] != search_) {
                visited_[n] = search_;
                group_.push_back(n);
            }
        }
    }
    return false;
}

int Board::removeGroup(std::vector<StoneChange> &changes)
{
    for (const int at : group_) {
        changes.push_back({pointAt(at), stones_[at], Color::Empty});
        stones_[at] = Color::Empty;
    }
    return int(group_.size());
}

PlayResult Board::play(Point p, Color color, std::vector<StoneChange> &changes)
{
    checkContains(p);
    if (color == Color::Empty) throw std::invalid_argument("playing an empty stone");
    const int at = index(p);
    PlayResult result;
    result.replaced = stones_[at];
    if (result.replaced != color) {
        changes.push_back({p, result.replaced, color});
        stones_[at] = color;
    }
    // Most stones touch an empty point: their group has a liberty without a search.
    const Color *stones = stones_.data();
    const auto libertyNextTo = [&](Point stone) {
        return holding(aroundOrSelf(stone.x, stone.y, size_), stones, Color::Empty) != 0;
    };
    // Left, right, above, below. A group next to the move twice is searched twice; at most
    // four searches.
    const std::array<int, 4> around = aroundOrSelf(p.x, p.y, size_);
    const bool liberty = holding(around, stones, Color::Empty) != 0;
    constexpr Point steps[] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (unsigned others = holding(around, stones, opponent(color)); others != 0;
         others &= others - 1) {
        // (A stone of a group taken by an earlier step is gone.)
        const int i = std::countr_zero(others);
        if (stones[around[std::size_t(i)]] == opponent(color) &&
            !libertyNextTo({p.x + steps[i].x, p.y + steps[i].y}) &&
            !searchGroupForLiberty(around[std::size_t(i)]))
            result.captured += removeGroup(changes);
    }
    // A capture leaves the played stone a liberty, so only a move without one can be suicide.
    if (result.captured == 0 && !liberty && !searchGroupForLiberty(at))
        result.suicided = removeGroup(changes);
    return result;
}

void Board::undo(std::span<const StoneChange> changes)
{
    for (auto change = changes.rbegin(); change != changes.rend(); ++change) {
        checkContains(change->point);
        stones_[index(change->point)] = change->before;
    }
}

void Board::restore(const std::vector<Color> &stones)
{
    if (stones.size() != stones_.size())
        throw std::invalid_argument("restoring a position of another board size");
    stones_ = stones;
}

} // namespace sgf
