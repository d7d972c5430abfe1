// The tree view's row layout, computed once per collection in one linear pass.
//
// A 300-move game must not be 300 levels deep, so rows follow this rule: the top-level
// rows are the game roots; the children of a line's first node (a root, or a node that is
// not its parent's first child) are the rest of that line; the children of a first child
// whose parent has other children are the first nodes of those alternatives. Depth grows
// with variations inside variations, not with moves.
//
// Nesting is bounded: Qt's tree view lays out and expands rows recursively, once per level,
// so a file of 30,000 variations nested inside each other would overflow its stack. An
// alternative at row depth maxNesting (or deeper) is not nested further: its whole subtree
// is listed under it, flat, in document order (its line, then each variation inside it after
// the line it leaves). No row is deeper than maxNesting + 2, whatever the file.
//
// Because nodes are numbered in document order, the rest of a line starting at L is simply
// L+1, L+2, ..., and a subtree listed flat is a run of nodes too: only the nodes where a line
// or a flat run starts are kept (a root, an alternative, the first node listed flat), and a
// node's row is found from the last of them at or before it, searched for among those of its
// block of 64 nodes. The tables
// take 8 bytes a line (an archive of games of one line each: 8 bytes a game), the move numbers
// about 3 bits a node, and a Game a game tree; the row counts are kept for the nodes that have
// rows under them (a root, a line's first node, a fork's first child).
#pragma once

#include "movenumbertable.h"
#include "sgf/game.h"
#include "sgf/tree.h"

#include <atomic>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace sgfview {

class TreeRows {
public:
    static constexpr std::uint32_t none = 0xFFFFFFFFu;
    // Row depth from which an alternative lists its subtree flat (a root's rows are at depth
    // 1). Kogo's dictionary, the deepest real tree at hand, nests 27 deep.
    static constexpr std::uint32_t maxNesting = 64;

    // From this many nodes the games are laid out in runs, one a thread (a game's rows
    // depend on its own nodes alone): the same rows as on one thread.
    static constexpr std::size_t parallelFrom = 500'000;

    // A layout watched from another thread: how many nodes it has laid out (about: counted a
    // watchEvery nodes at a time), for a loader's progress bar, and a stop it heeds there and
    // before it starts by throwing Stopped (a cancelled load of a gigabyte need not wait for
    // its rows).
    struct Watch {
        std::atomic<std::uint64_t> nodes{0};
        std::atomic<bool> stop{false};
    };
    struct Stopped {};
    static constexpr std::uint32_t watchEvery = 1u << 16;

    TreeRows() = default;
    // threads: how many runs at most; 0 for one a core from parallelFrom nodes on.
    explicit TreeRows(const sgf::Collection &collection, unsigned threads = 0,
                      Watch *watch = nullptr);

    std::uint32_t nodeCount() const { return nodeCount_; }
    std::uint32_t rootCount() const { return std::uint32_t(roots_.size()); }
    std::uint32_t root(std::uint32_t row) const { return roots_[row]; }
    // Which game a node belongs to (subtrees are contiguous, so a binary search).
    std::uint32_t gameOf(std::uint32_t node) const;
    // The rules of the game tree at a top-level row (its GM and SZ, how its moves read).
    const sgf::Game &game(std::uint32_t row) const { return games_[row]; }

    // The node shown at a row under a parent row's node (none for the top level).
    std::uint32_t childAt(std::uint32_t parent, std::uint32_t row) const;
    std::uint32_t rowCount(std::uint32_t node) const;
    // The most rows under any one node (the top level aside).
    std::uint32_t longestList() const { return longestList_; }
    std::uint32_t row(std::uint32_t node) const;
    // The node of the row this node's row sits under, or none at the top level.
    std::uint32_t rowParent(std::uint32_t node) const;
    // Whether the node is listed flat under an alternative at the nesting bound.
    bool isFlattened(std::uint32_t node) const { return linkOf(node).flat; }
    // The number of the node's move, or of the last move before it; 0 before the first
    // (sgf/game.h decides, as for the board).
    std::uint32_t moveNumber(std::uint32_t node) const { return moveNumbers_.number(node); }
    // Whether the node has a move that is numbered (sgf::GameMove::counts()).
    bool hasNumberedMove(std::uint32_t node) const { return moveNumbers_.numbered(node); }

    // Whether any node has VW or DD, whose effect lasts down the tree until changed: when
    // none does (nearly every file), the board need not look up the tree for them.
    bool hasInheritedMarkup() const { return hasInheritedMarkup_; }

    std::size_t memoryUsage() const;

private:
    // A node whose row does not follow from the node before it: a root or an alternative
    // (link: its row), or the first node listed flat under an alternative at the nesting
    // bound (link: that alternative, with flatFlag). The nodes after it up to the next start
    // are the rest of its line, or listed flat under the same alternative.
    struct Start {
        std::uint32_t node;
        std::uint32_t link;
    };
    static constexpr std::uint32_t flatFlag = 0x80000000u; // node counts stay below 2^31

    // What a run of whole games lays out apart from the per-game tables, which the runs share
    // (each writes its own entries).
    struct Run {
        std::unordered_map<std::uint32_t, std::uint32_t> rowCounts;
        std::vector<Start> starts; // in document order
        bool hasInheritedMarkup = false;
    };
    void layOut(std::uint32_t firstGame, std::uint32_t endGame, Run &run,
                MoveNumberTable::Writer &numbers, Watch *watch);

    // InLine: the rest of a line (a first child), or a node listed flat under an alternative
    // at the nesting bound.
    enum class Kind { Root, InLine, Alternative };
    struct Link {
        Kind kind;
        // Root: its row among the roots; Alternative: its row under its fork's first child;
        // InLine: the node its row sits under (its line's first node, or the alternative).
        std::uint32_t value;
        bool flat; // listed flat
    };
    Link linkOf(std::uint32_t node) const;
    bool startsLine(std::uint32_t node) const { return linkOf(node).kind != Kind::InLine; }

    std::uint32_t nodeCount_ = 0;
    std::vector<Start> starts_; // in document order
    // Per block of blockNodes nodes, the index in starts_ of the last start at or before its
    // first node: a node's start is searched for among its block's alone.
    static constexpr std::uint32_t blockNodes = 64;
    std::vector<std::uint32_t> blockStarts_;
    // Rows under a node: a root's by its row, any other's (none: zero) by the node.
    std::vector<std::uint32_t> rootRowCounts_;
    std::unordered_map<std::uint32_t, std::uint32_t> rowCounts_;
    MoveNumberTable moveNumbers_;
    std::vector<std::uint32_t> roots_;
    std::vector<sgf::Game> games_;            // per game tree
    std::vector<std::uint32_t> alternatives_; // each fork's later children, together
    std::unordered_map<std::uint32_t, std::uint32_t> firstAlternative_; // first child -> index
    sgf::Collection collection_;
    bool hasInheritedMarkup_ = false;
    std::uint32_t longestList_ = 0;
};

} // namespace sgfview
