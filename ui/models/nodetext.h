// A node described in a few words for the tree view: what it does, how it is annotated,
// and the first line of what it says.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"

#include <QString>

namespace sgfview {
namespace nodetext {

// What a view shows of a node (its text here, the map's glyph) is read from each of its
// properties: for a node of more than this many, the views keep what they read per document
// instead of reading it at each repaint (a node may hold 10,000,000).
inline constexpr std::size_t heavyNode = 64;

// "B Q16", "W pass", "B invalid (zz)", "Setup", "Game info", "Root", "Markup", "Comment",
// "Empty"; a game's root without a move says who played or the game's name. The move is
// the node's move as the game reads it (sgf/game.h).
QString summary(sgf::Node node, const sgf::Game &game);

// Who played a game, from its root's PB and PW: "Lee Sedol (B) vs AlphaGo (W)", "Black" or
// "White" standing in for a missing name; empty when the root names neither. The tree's
// root row and the window title both say it so.
QString players(sgf::Node root);

// Move and position annotations: "!", "!!", "?", "??", "!?", "?!", "Good for B", ...
QString annotations(sgf::Node node);
// The same in words, one a line, as the property table names them ("Good for Black").
QString annotationNames(sgf::Node node);

// The node's name (N), else the first line of its comment (C), else empty.
QString headline(sgf::Node node);

} // namespace nodetext
} // namespace sgfview
