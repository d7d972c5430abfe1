// What the game-tree map draws for a node: its glyph (a move's stone, a pass, setup, a game's
// root, or none of these) and its marks (comment or name, move annotation, hotspot). Read
// from the node's properties when the node is drawn; nothing is kept per node.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"

#include <cstdint>

namespace sgfview {

struct MapNode {
    enum class Glyph : std::uint8_t {
        BlackMove,
        WhiteMove,
        BlackPass,
        WhitePass,
        Setup, // AB, AW or AE without a move
        Root,  // a game's root without a move
        Other, // neither a move nor setup (comments, markup, nothing, a B or W that is no move)
    };
    // Move annotations as FF[4] names them (TE, BM, IT, DO); a node rarely has two, the
    // first in this order wins.
    enum class Annotation : std::uint8_t { None, Bad, Good, Doubtful, Interesting };

    Glyph glyph = Glyph::Other;
    Annotation annotation = Annotation::None;
    bool commented = false; // C or N
    bool hotspot = false;   // HO

    bool isMove() const { return glyph <= Glyph::WhitePass; }
    bool isStone() const { return glyph <= Glyph::WhiteMove; }
};

// Read from the node's properties; its move as its game reads it (sgf::Game::moveOf).
MapNode describeForMap(sgf::Node node, const sgf::Game &game);

} // namespace sgfview
