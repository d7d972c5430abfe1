// The Go position at one node of a game tree, kept up to date as the node changes: moving to
// a child or the parent costs that node's own changes, any other jump the path between the
// two nodes. Never a replay from the root.
//
// What undoes the path is bounded: the changes of the nodes since the last checkpoint (a big
// setup is not logged: stepping back over it replays from the checkpoint), and
// a checkpoint (the board as it stood) every so many nodes and changes. Stepping back past a
// checkpoint restores the one before and replays the nodes between (a few thousand at most),
// so memory follows the path's length, not its length times the board: a line of nodes
// each filling and clearing a 52x52 board keeps a board every 1,500 nodes, not every change.
// The path itself is runs of consecutive nodes (a line of a million moves is one), and what
// each node leaves to the next is kept from the last checkpoint on: a jump to the end of a
// long line costs the nodes it applies, a few bytes each.
#pragma once

#include "sgf/board.h"
#include "sgf/diagnostic.h"
#include "sgf/game.h"
#include "sgf/tree.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sgf {

// A move as played: its colour and point, or no point for a pass.
struct Move {
    Color color = Color::Empty;
    std::optional<Point> point;
    bool isPass() const { return !point; }
    friend bool operator==(const Move &, const Move &) = default;
};

// What applying a node did that the rules of Go frown on, for checks to report: a move on a
// point that was not empty (the stone there is replaced), a move that removes its own
// group, a setup value that changes nothing (FF[4]: "AB, AW and AE values which don't
// change the board ... is bad style").
struct PositionEvent {
    enum class Kind : std::uint8_t { OccupiedPoint, Suicide, SetupWithoutEffect };
    Kind kind = Kind::OccupiedPoint;
    Property property;       // the move, or the setup property
    std::uint32_t value = 0; // which of its values
    Point point;             // the move's point; the value's first point without effect
    int count = 0;           // stones removed (Suicide), points without effect (setup)
    int points = 0;          // the value's points (setup): more than one for a rectangle
};

// The move that put a stone on the board: its node and move number.
struct StoneOrigin {
    Node node;
    int moveNumber = 0;
    friend bool operator==(const StoneOrigin &, const StoneOrigin &) = default;
};

// Applying a node: setup first (AE clears points, AB and AW put stones, replacing any), then
// PL, then the move (B or W, as sgf/game.h reads it), which captures and may be suicide.
// Nothing is refused: a move on an occupied point replaces the stone, a value that is no
// point is skipped; both are reported in warnings(). Nodes of a game other than Go (GM not
// 1) change nothing on the board; their moves are numbered all the same.
//
// The tree must outlive the cursor (nodes are handles into it).
class PositionCursor {
public:
    PositionCursor() = default;
    explicit PositionCursor(Node node) { reset(node); }

    // Starts over on the game tree holding node (board size from the root's SZ, 19x19 when
    // absent or invalid) and moves to node. A null node empties the cursor.
    void reset(Node node);

    // Moves to a node of the same game tree by undoing up to the common ancestor and applying
    // down to target. Throws std::invalid_argument for a null node or one of another tree.
    void moveTo(Node target);

    // Moves to a node of the collection the cursor is on: within the cursor's game tree the
    // path between (moveTo), else starting over (reset). A game's nodes are one range of
    // document order, so telling which costs nothing.
    void seek(Node target);

    // How many nodes seek(target) would apply, those replayed from a checkpoint on the way
    // back included: none when the cursor is on target, the target's depth plus one for a node
    // of another game tree. Past limit the count may stop (the walk up from target does):
    // any answer over limit only says "more than limit". unreachable for a null target.
    std::size_t costTo(Node target, std::size_t limit = unreachable) const;
    static constexpr std::size_t unreachable = std::size_t(-1);

    // seek(target), starting from a copy of `ahead` when that applies far fewer nodes. ahead is
    // a cursor moved down a game tree beforehand (on another thread, to the end of its main
    // line, say): a jump to the end of a line of a million moves then costs a copy of its
    // checkpoints and the nodes after the last one, not a million moves.
    void seek(Node target, const PositionCursor &ahead);

    Node node() const { return pathSize_ == 0 ? Node() : handle(currentIndex()); }
    Node root() const { return pathSize_ == 0 ? Node() : handle(runs_.front().first); }
    const Board &board() const { return board_; }
    BoardSize size() const { return board_.size(); }
    // The rules of the current game tree (GM, SZ, how its nodes' moves read).
    const Game &game() const { return game_; }
    bool isGo() const { return game_.isGo(); }

    // Opponent stones this colour has taken, suicided stones of the other side included.
    int capturedBy(Color color) const;
    // PL of the current node; else whose turn the last PL or move on the path implies; else
    // White in a handicap game (root HA >= 2 with AB), else Black.
    Color toMove() const { return toMove_; }
    // The current node's move, if it has one.
    std::optional<Move> lastMove() const { return lastMove_; }
    // The number of the current node's move, or of the last move before it (sgf/game.h).
    int moveNumber() const { return pathSize_ == 0 ? 0 : int(entries_.back().moveNumber); }
    // The move that put the stone on p there (the latest, if p was played more than once);
    // none for an empty point or a setup stone.
    std::optional<StoneOrigin> playedBy(Point p) const;
    // What was wrong applying the current node (for the root, also a bad SZ or GM): at most
    // maxWarnings, the last of them counting any more (a node may hold 100,000 bad values).
    // Each has its code and arguments (sgf/diagnostic_code.h: 801 on) and its English message;
    // no position.
    const std::vector<Diagnostic> &warnings() const { return warnings_; }
    static constexpr std::size_t maxWarnings = 20;
    // What the cursor keeps to undo its path (logs and checkpoints), in bytes: it follows the
    // path's length, not the length times the board.
    std::size_t undoBytes() const;
    // What applying the current node did that the rules frown on, in the order done.
    const std::vector<PositionEvent> &events() const { return events_; }

private:
    // The path's nodes by depth, as runs: from `depth` on, the nodes first, first + 1, ...
    // (a line of first children) up to the next run's depth or the path's end. A line of a
    // million moves is one run.
    struct PathRun {
        std::uint32_t depth;
        std::uint32_t first;
    };
    // What a node on the path leaves to the nodes below it, and where the changes it
    // appended to the logs end. Kept from the last checkpoint on only.
    struct PathEntry {
        std::uint32_t changesEnd;  // end of its changes in changes_
        std::uint32_t originsEnd;  // end of its changes in originChanges_
        std::uint32_t moveNumber;  // of its move, or of the last move before it
        std::uint32_t captured[2]; // by Black, by White, up to and including it
        Color nextToMove;          // who plays next below it when nothing says otherwise
    };
    // The move that put a point's stone there: its node (none: ~0) and number.
    struct Origin {
        std::uint32_t node;
        std::uint32_t moveNumber;
        friend bool operator==(const Origin &, const Origin &) = default;
    };
    // A point's entry in origins_ before a node changed it.
    struct OriginChange {
        std::uint32_t point;
        Origin before;
    };

    // The position after the path's node at depth, kept so that neither the changes before
    // it nor the path's entries need be. Its board is shared, never changed once taken: a
    // copy of a cursor made ahead (a jump to the end of a long game) copied every board, some
    // 7,000 of them (about 22 MB) on a line of 10,000,000 moves.
    struct Snapshot {
        std::vector<Color> stones;
        std::vector<Origin> origins;
    };
    struct Checkpoint {
        std::uint32_t depth;
        PathEntry entry;
        std::shared_ptr<const Snapshot> board;
    };

    std::size_t pathSize() const { return pathSize_; }
    // The path's node at depth (< pathSize()), by its index; the last one's.
    std::uint32_t nodeAt(std::size_t depth) const;
    std::uint32_t currentIndex() const
    {
        return runs_.back().first + std::uint32_t(pathSize_ - 1 - runs_.back().depth);
    }
    Node handle(std::uint32_t index) const;
    // The depth of the checkpoint the entries start at (0 without one: the root's).
    std::size_t base() const { return checkpoints_.empty() ? 0 : checkpoints_.back().depth; }
    // Walks up from target to the path, leaving the lines of first children on the way down
    // in descent (when given): the depth of the node it met (target's deepest ancestor on the
    // path) and the steps up to it. Stops once the steps pass limit, depth then unknown.
    struct Climb {
        std::size_t depth;
        std::size_t steps;
    };
    using Descent = std::vector<std::pair<std::uint32_t, std::uint32_t>>;
    Climb climbToPath(std::uint32_t target, Descent *descent, std::size_t limit) const;
    // Whether node belongs to the cursor's game tree.
    bool holds(Node node) const;
    // current: the node the cursor ends on. Only its warnings() and events() are kept, so
    // only it words warnings and judges its setup values (on a jump, the nodes on the way
    // do not).
    void applyNode(std::uint32_t index, bool current);
    void applySetup(Property property, Color color);
    // One value's points, read once by applySetup().
    void judgeSetupValue(Property property, std::uint32_t value, std::pair<Point, Point> rectangle,
                         Color color, std::size_t &budget);
    void applyMove(const NodeMove &move, std::uint32_t node, PathEntry &entry);
    void setOrigin(int point, Origin origin);
    // Whether a warning is to be listed; one past the cap is only counted.
    bool listsWarning();
    void warn(DiagnosticCode code, std::vector<std::string> arguments);
    // warn() with an identifier and a value quoted as messages quote them, only when listed:
    // 1,000,000 bad setup values were each quoted for a count.
    void warnQuoted(DiagnosticCode code, std::string_view id, std::string_view raw);
    void truncatePath(std::size_t size);
    // Undoes the path down to its first `keep` nodes (at least the root).
    void undoTo(std::size_t keep);
    // Whether the logs undo the path down to keep nodes, without a replay from a checkpoint.
    bool logsReach(std::size_t keep) const;
    void maybeCheckpoint();
    Color defaultFirstPlayer(Node root) const;

    Game game_;
    Board board_;
    const detail::TreeData *data_ = nullptr; // of the game tree, while there is one
    std::uint32_t rootEnd_ = 0;              // one past the game tree, in document order
    std::size_t pathSize_ = 0;
    std::vector<PathRun> runs_;
    std::vector<PathEntry> entries_; // for depths base() on
    std::vector<StoneChange> changes_;
    std::vector<OriginChange> originChanges_;
    // Per point, the move that put its stone there; only meaningful while it holds a stone.
    std::vector<Origin> origins_;
    PointSet played_;                     // the points whose origin is a move
    void markPlayed(int point);           // after its origin changed
    std::vector<Checkpoint> checkpoints_; // by depth; the logs hold what came after the last
    // The deepest node since the last checkpoint whose setup was too big to log (none:
    // size_t(-1)); undoing it replays from the checkpoint. Its points count towards the next.
    std::size_t unloggedDepth_ = std::size_t(-1);
    std::size_t unloggedChanges_ = 0;
    bool unloggedNode_ = false; // the node being applied
    bool judging_ = false;      // the node being applied is the current one
    std::vector<Diagnostic> rootWarnings_;
    // Facts about the current node, set when it was applied (always the last node applied).
    Color toMove_ = Color::Black;
    std::optional<Move> lastMove_;
    std::vector<Diagnostic> warnings_;
    std::size_t unlistedWarnings_ = 0;
    std::vector<PositionEvent> events_;
    // Scratch, kept to avoid allocating on every move: the lines of first children from the
    // path down to a target (first and last node of each, the lowest line first), and the
    // nodes to apply again after restoring a checkpoint.
    Descent descent_;
    std::vector<std::uint32_t> replay_;
};

} // namespace sgf
