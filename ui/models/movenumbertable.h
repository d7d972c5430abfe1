// The move number of every node of a collection, and whether the node's own move is numbered,
// in about 3 bits a node where a number a node took 4 bytes (56 MB for a 100 MB archive).
//
// Nearly every node is its parent's first child, numbered from it: its number is the one
// before it in document order, plus one when its move is numbered. Those take a bit each
// (numbered or not). The others, anchors (a game's root, a variation, a node whose MN sets
// its number, one where counting stops at sgf::maxMoveNumber), keep their number; and each
// block of 64 nodes keeps its first node's. A node's number is then the nearest anchor's, or
// its block's first, plus the numbered bits after it: O(1), a few word operations.
//
// Filled a run of whole games at a time by Writers on threads of their own, each over its
// own nodes in document order; then finish() joins them.
#pragma once

#include <cstdint>
#include <vector>

namespace sgfview {

class MoveNumberTable {
public:
    MoveNumberTable() = default;
    explicit MoveNumberTable(std::uint32_t nodeCount);

    class Writer {
    public:
        Writer(MoveNumberTable &table, std::uint32_t begin, std::uint32_t end);
        // The next node's number, whether its own move is numbered, and whether it is the
        // first child of the node before it (its number then follows from that one's).
        void add(std::uint32_t number, bool numbered, bool firstChild);
        std::uint32_t last() const { return last_; } // the number of the node added last

    private:
        friend class MoveNumberTable;
        void flush();
        struct EdgeWord { // a word the run shares with the run next to it
            std::uint32_t block;
            std::uint64_t numbered, anchors;
        };
        MoveNumberTable *table_;
        std::uint32_t begin_, end_, next_;
        std::uint32_t last_ = 0;
        std::uint64_t numbered_ = 0, anchors_ = 0; // the current block's, so far
        std::vector<std::uint32_t> anchorNumbers_;
        std::vector<EdgeWord> edges_;
    };
    // Once every node was added by one of these writers, given in the order of their runs.
    void finish(std::vector<Writer> &writers);

    std::uint32_t number(std::uint32_t node) const;
    bool numbered(std::uint32_t node) const { return numbered_[node / 64] >> (node % 64) & 1; }
    std::size_t memoryUsage() const;

private:
    std::vector<std::uint64_t> numbered_;      // a bit a node
    std::vector<std::uint64_t> anchors_;       // a bit a node
    std::vector<std::uint32_t> blockFirst_;    // the number of each block's first node
    std::vector<std::uint32_t> anchorsBefore_; // anchors in the blocks before each block
    std::vector<std::uint32_t> anchorNumbers_; // in document order
};

} // namespace sgfview
