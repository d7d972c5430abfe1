// Move numbers of nodes asked for in any order, each node counted once from its parent's
// (Game::countMove): a node's number costs the counting of its ancestors not counted before,
// so numbering many nodes of a game tree (the hits of a search) costs about one pass over the
// paths to them, not one walk to the root each. The numbers are Game::moveNumberOf's.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"

#include <cstdint>
#include <vector>

namespace sgf {

namespace detail {
struct TreeData;
}

class MoveNumbers {
public:
    // The number of the node's move, or of the last move before it (0 before the first). The
    // numbers of one game tree are kept until a node of another is asked for.
    int of(Node node);

private:
    void start(Node node);

    const detail::TreeData *data_ = nullptr;
    Game rules_;
    std::uint32_t first_ = 0; // the tree's nodes, [first_, end_)
    std::uint32_t end_ = 0;
    std::vector<int> numbers_; // by node - first_; uncounted until counted
    std::vector<std::uint32_t> path_;
};

} // namespace sgf
