// A Go position and the rules a viewer needs: captures and suicide, nothing about legality
// (ko is not enforced and a move may replace a stone), since it shows what was played.
#pragma once

#include "sgf/color.h"
#include "sgf/point.h"
#include "sgf/point_set.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace sgf {

// One point's colour before and after a change. Restoring `before` for a list of changes,
// last first, undoes them exactly.
struct StoneChange {
    Point point;
    Color before = Color::Empty;
    Color after = Color::Empty;
    friend bool operator==(const StoneChange &, const StoneChange &) = default;
};

// What playing one stone did besides putting it down.
struct PlayResult {
    Color replaced = Color::Empty; // the stone that stood on the point, if any
    int captured = 0;              // opponent stones removed
    int suicided = 0;              // own stones removed, the played one included
};

class Board {
public:
    explicit Board(BoardSize size = {});

    BoardSize size() const { return size_; }
    bool contains(Point p) const { return size_.contains(p); }
    // Empty for a point outside the board.
    Color at(Point p) const { return contains(p) ? stones_[index(p)] : Color::Empty; }

    // Puts a colour on a point, no rules applied (setup). Throws std::out_of_range for a
    // point outside the board. The second form appends the change, if any, to changes.
    void set(Point p, Color color);
    void set(Point p, Color color, std::vector<StoneChange> &changes);

    // Puts a colour on every point of a set (of a board of this size), no rules applied and
    // nothing logged: a run of a row at a time, so a whole-board setup costs its rows.
    void fill(const PointSet &points, Color color);
    // How many points of the set hold this colour; the first of them (row by row) in first.
    int count(const PointSet &points, Color color, Point *first = nullptr) const;

    // Plays a stone: removes the opponent groups next to it that have no liberty left, then
    // its own group if that has none (suicide). A stone already on the point is replaced.
    // Every point changed is appended to changes, in order. Throws std::out_of_range for a
    // point outside the board and std::invalid_argument for Color::Empty.
    PlayResult play(Point p, Color color, std::vector<StoneChange> &changes);

    // Takes back changes made by set() or play(), which must be the latest ones made.
    void undo(std::span<const StoneChange> changes);

    // Every point's colour, row by row from the top left: a position to restore() later.
    const std::vector<Color> &stones() const { return stones_; }
    // Puts back colours stones() gave for a board of this size (std::invalid_argument if
    // their number is not the board's).
    void restore(const std::vector<Color> &stones);

    friend bool operator==(const Board &a, const Board &b)
    {
        return a.size_ == b.size_ && a.stones_ == b.stones_;
    }

private:
    int index(Point p) const { return p.y * size_.columns + p.x; }
    Point pointAt(int index) const { return {index % size_.columns, index / size_.columns}; }
    void checkContains(Point p) const;
    void nextSearch();
    bool searchGroupForLiberty(int start);
    int removeGroup(std::vector<StoneChange> &changes);

    BoardSize size_;
    std::vector<Color> stones_; // row by row from the top left
    // Scratch for group searches, kept to avoid allocating on every move: the group found,
    // and per point the number of the search that last visited it.
    std::vector<int> group_;
    std::vector<std::uint32_t> visited_;
    std::uint32_t search_ = 0;
};

} // namespace sgf
