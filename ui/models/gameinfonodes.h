// Where a game's information lives: its root and any later node with game-info properties
// (FF[4] allows game info further down a tree, e.g. one per variation in a collection of
// problems). One pass over the game finds them, with which game-info properties each holds
// and the game-info node each lies below; which apply at a node is then found from the
// nearest of them above it, climbing only until every property the game's later nodes hold
// is placed: not a walk up a path that may be ten million moves long, each holding game info,
// and no node's properties read again.
#pragma once

#include "sgf/tree.h"

#include <array>
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
    // The same nodes with the game-info properties each holds. O(game-info nodes).
    std::vector<Holder> holdersOnPathTo(sgf::Node node) const;

    // Per game-info property (bit), the last node below the root on the path to node (itself
    // included) that holds it, or noHolder: what GameInfo needs of the path. O(log of the
    // game-info nodes) and the game-info nodes climbed from the nearest one above node until
    // each property held above is placed: one, where every node holds the same ones.
    static constexpr std::uint32_t noHolder = 0xFFFFFFFFu;
    using LastHolders = std::array<std::uint32_t, 32>;
    LastHolders lastHoldersOnPathTo(sgf::Node node) const;
    // The root, then the nodes of holders in path order, each once: GameInfo's input.
    std::vector<sgf::Node> nodesOf(const LastHolders &holders) const;
    sgf::Node node(const Holder &holder) const { return collection_.node(holder.node); }

    static PropertySet propertiesOf(sgf::Node node);
    // How many of the table's game-info properties a PropertySet tells apart (it has 23).
    static constexpr int propertyBits = 32;

private:
    // Indices, not handles: a line of a million game-info nodes keeps 20 bytes for each.
    struct Subtree {
        std::uint32_t node;
        std::uint32_t end; // one past its last descendant
        PropertySet properties;
        std::uint32_t above; // the nearest game-info node above it, in below_; noHolder
        PropertySet upwards; // its properties and those of every game-info node above it
    };

    sgf::Collection collection_;
    sgf::Node root_;
    PropertySet rootProperties_ = 0;
    std::vector<Subtree> below_; // in document order, so ancestors before descendants
};

} // namespace sgfview
