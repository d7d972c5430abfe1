// Where a game's information lives: its root and any later node with game-info properties
// (FF[4] allows game info further down a tree, e.g. one per variation in a collection of
// problems). One pass over the game finds them, with which game-info properties each holds;
// which apply at a node is then a range check per game-info node, not a walk up a path that
// may be a million moves long, and needs no node's properties read again.
#pragma once

#include "sgf/tree.h"

#include <cstdint>
#include <vector>

namespace sgfview {

class GameInfoNodes {
public:
    // The game-info properties of the property table a node holds, one bit each.
    using PropertySet = std::uint32_t;
    struct Holder {
        std::uint32_t node; // its index in the collection
        PropertySet properties;
    };

    GameInfoNodes() = default;
    // Scans the game at root, one of the collection's game roots: O(its nodes).
    GameInfoNodes(const sgf::Collection &collection, sgf::Node root);

    sgf::Node root() const { return root_; }
    // The root, then the game-info nodes on the path from it to this node (the node itself
    // included), in path order. Only the root for a node outside the game.
    std::vector<sgf::Node> onPathTo(sgf::Node node) const;
    // The same nodes with the game-info properties each holds.
    std::vector<Holder> holdersOnPathTo(sgf::Node node) const;
    sgf::Node node(const Holder &holder) const { return collection_->node(holder.node); }

    static PropertySet propertiesOf(sgf::Node node);
    // How many of the table's game-info properties a PropertySet tells apart (it has 23).
    static constexpr int propertyBits = 32;

private:
    // Indices, not handles: a line of a million game-info nodes keeps 12 bytes for each.
    struct Subtree {
        std::uint32_t node;
        std::uint32_t end; // one past its last descendant
        PropertySet properties;
    };

    const sgf::Collection *collection_ = nullptr;
    sgf::Node root_;
    PropertySet rootProperties_ = 0;
    std::vector<Subtree> below_; // in document order, so ancestors before descendants
};

} // namespace sgfview
