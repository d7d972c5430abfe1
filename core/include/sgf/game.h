// What a game record means, decided here and nowhere else: the game's type (GM) and board
// (SZ), the move of each node (B, W) and that move's number (MN). The tree's Move column,
// the board, its numbers and tool tips, the status bar and the export file name all ask
// these questions here, so that they show the same. The rules, from FF[4]
// (https://www.red-bean.com/sgf/ properties.html, go.html, sgf.html) and, where the spec
// leaves room, ours:
//
// - GM: a Number; absent means Go (GM[1]). A GM that is no Number is read as Go too (this is
//   a Go viewer; the reason stays in GameType::source).
// - SZ: "n" or "columns:rows", each 1..52 (sgf/point.h). Absent: 19x19, as the spec gives
//   for Go. Anything else is invalid, the reason kept, and 19x19 used.
// - A node's move, in Go: its B or W whose value, white space trimmed, is a point on the
//   board or a pass ("" always, "tt" on boards up to 19x19: "A pass move is shown as '[]' or
//   alternatively as '[tt]' (only for boards <= 19x19)"). A value that is no point on the
//   board is no move: not played and not counted.
// - In a game other than Go the point syntax is game-specific: every B or W is a move,
//   numbered, never played on a Go board.
// - B and W "must not be mixed within a node": when they are, the first in the node is the
//   move and the other is ignored (NodeMove::ignored tells, for messages and checks).
// - Numbers: "MN: Sets the move number to the given value, i.e. a move specified in this node
//   has exactly this move-number". So MN numbers the move of its own node, and the moves
//   after it count on from there. MN in a node without a move (or with one that does not
//   count) changes nothing. MN's value is a Number, white space trimmed, clamped to
//   1..maxMoveNumber; counting on stops at maxMoveNumber. No number read from a file can
//   overflow an int later (maxMoveNumber + 10^9 still fits).
// - Passes count as moves; setup (AB, AW, AE) does not.
// - FF: a Number, 1 to 4; absent means FF[1] (the spec: "Default value: 1"). A number past 4
//   is read as FF[4], the newest this viewer knows; one below 1 or no Number as FF[1].
#pragma once

#include "sgf/color.h"
#include "sgf/point.h"
#include "sgf/properties.h"
#include "sgf/tree.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace sgf {

inline constexpr int maxMoveNumber = 999'999'999;

// GM.
struct GameType {
    static constexpr int go = 1;
    enum class Source : std::uint8_t {
        Absent,  // no GM: Go
        Number,  // GM[n]
        Invalid, // a GM that is no Number: read as Go
    };
    int number = go;
    Source source = Source::Absent;
    bool isGo() const { return number == go; }
};
GameType gameTypeOf(Node root);

// FF.
struct FileFormat {
    enum class Source : std::uint8_t {
        Absent,     // no FF: FF[1]
        Number,     // FF[1] to FF[4]
        OutOfRange, // another number: read as the nearest of 1 and 4
        Invalid,    // an FF that is no Number: FF[1]
    };
    int version = 1;
    Source source = Source::Absent;
};
FileFormat fileFormatOf(Node root);

// SZ, as the game is played: the size, and what the root said.
struct GameBoardSize {
    BoardSize size;                         // 19x19 unless SZ is valid
    std::optional<BoardSizeValue> declared; // SZ's first value, when the root has SZ
    bool valid() const { return !declared || declared->valid(); }
};
GameBoardSize boardSizeOf(Node root);

// The counting rule: a move that counts takes the number MN sets, if any, else the one after
// the last move's (stopping at maxMoveNumber); a node without such a move keeps previous.
constexpr int nextMoveNumber(int previous, bool counts, std::optional<int> numberSet)
{
    if (!counts) return previous;
    if (numberSet) return *numberSet;
    return previous < maxMoveNumber ? previous + 1 : maxMoveNumber;
}

// What a B or W value is in a game.
enum class MoveKind : std::uint8_t {
    None,      // no move (a NodeMove of a node without B or W)
    Point,     // Go: a stone on a point of the board
    Pass,      // Go: "", or "tt" on boards up to 19x19
    NotAPoint, // Go: a value that is neither: not played, not counted
    OtherGame, // a game other than Go: counted, never played
};

struct GameMove {
    MoveKind kind = MoveKind::None;
    Point point; // for MoveKind::Point
    // Whether the move is numbered: a point, a pass, or any move of another game.
    bool counts() const
    {
        return kind == MoveKind::Point || kind == MoveKind::Pass || kind == MoveKind::OtherGame;
    }
    // Whether it is played on the Go board (a pass changes nothing but is played).
    bool isPlayed() const { return kind == MoveKind::Point || kind == MoveKind::Pass; }
};

// A node's move with what the node says about it.
struct NodeMove : GameMove {
    Color color = Color::Empty;       // Empty when the node has no B or W
    std::optional<Property> property; // the B or W that is the move (the first in the node)
    std::optional<Property> ignored;  // a second B or W in the same node
    std::optional<Property> number;   // MN, if the node has it
    // MN's value when it is a Number (clamped), whether or not the move counts.
    std::optional<int> numberSet;
    // The move's value as written (its first value), empty without a move.
    std::string_view raw() const;
    // The number of this node's move, given the number of the last move before it; previous
    // itself when the node has no move that counts.
    int numberAfter(int previous) const { return nextMoveNumber(previous, counts(), numberSet); }
};

// A node's number and whether its own move counts: what laying out a file's rows needs.
struct MoveCount {
    int number = 0;
    bool counts = false;
};

// One game tree's rules, read from its root once: pass it along to read every node.
// Cheap to copy (a few words).
class Game {
public:
    Game() = default; // Go on 19x19: what a root without GM and SZ says
    // The game of this root. Given another node, its root is looked up (O(depth)).
    explicit Game(Node node);

    const GameType &type() const { return type_; }
    const FileFormat &fileFormat() const { return fileFormat_; }
    const GameBoardSize &board() const { return board_; }
    BoardSize size() const { return board_.size; }
    bool isGo() const { return type_.isGo(); }

    // What a B or W value is in this game.
    GameMove readMove(std::string_view raw) const
    {
        if (!isGo()) return {MoveKind::OtherGame, {}};
        const MoveValue value = parseMove(raw, size());
        if (value.invalid) return {MoveKind::NotAPoint, {}};
        if (!value.point) return {MoveKind::Pass, {}};
        return {MoveKind::Point, *value.point};
    }
    // readMove(raw).counts(), the move not made when it is a point: returning a GameMove
    // through memory stalled the tree's rows on every node (a third of laying out 16 million).
    bool countsAsMove(std::string_view raw) const
    {
        return !isGo() || detail::pointOf(raw, size()) || readMove(raw).counts();
    }
    // The node's move: one pass over its properties, no allocation.
    NodeMove moveOf(Node node) const;
    // The same rule as moveOf(node).numberAfter(previous), lean enough to run for every node
    // of a million-node file (no handles made, MN read only for a move that counts).
    MoveCount countMove(Node node, int previous) const;
    // The number of the node's move, or of the last move before it; 0 before the first.
    // Counts from the root, O(depth): the tree's rows and the position cursor count as they
    // go with NodeMove::numberAfter instead.
    int moveNumberOf(Node node) const;

private:
    GameType type_;
    FileFormat fileFormat_;
    GameBoardSize board_;
};

// MN's value: the number it sets, clamped to 1..maxMoveNumber; nullopt when it is no Number.
std::optional<int> parseMoveNumber(std::string_view raw);

// What is wrong with a raw value for a value type in this game, by the interpreter the type
// has (sgf/values.h, sgf/point.h); None when nothing is. Text, SimpleText and Unknown are
// always valid (empty too); a game other than Go has its own points, which are not checked.
enum class ValueFault : std::uint8_t {
    None,
    NotEmpty,            // the type is none, the value is not empty
    Empty,               // empty, and the type has no empty value
    NotANumber,          //
    NotAReal,            //
    NotADouble,          //
    NotAColor,           //
    NotAPoint,           // not two coordinate letters (or a pass, for a move)
    OffBoard,            // two coordinate letters beyond this board
    NotAPointPair,       // AR, LN: not point:point
    OnePointPair,        // AR, LN: from a point to itself
    NotALabel,           // LB: not point:text
    NotAPair,            // AP: not text:text
    NotABoardSize,       // SZ: not a number or two composed
    BoardSizeOutOfRange, // SZ: a number outside 1..52
    NotAFigure,          // FG: neither none nor number:text
};
ValueFault valueFault(std::string_view raw, ValueType type, const Game &game);
// valueFault() is None.
bool isValidValue(std::string_view raw, ValueType type, const Game &game);

} // namespace sgf
