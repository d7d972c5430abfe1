// A node described in a few words for the tree view: what it does, how it is annotated,
// and the first line of what it says.
#pragma once

#include "sgf/point.h"
#include "sgf/tree.h"

#include <QString>

namespace sgfview {

// The board size a game declares in its root's SZ; 19x19 when absent or invalid.
sgf::BoardSize boardSizeOf(sgf::Node root);

namespace nodetext {

// "B Q16", "W pass", "Setup", "Game info", "Root", "Markup", "Comment", "Empty"; a game's
// root without a move says who played ("Lee Sedol – AlphaGo") or the game's name.
QString summary(sgf::Node node, sgf::BoardSize size);

// Move and position annotations: "!", "!!", "?", "??", "!?", "?!", "Good for Black", ...
QString annotations(sgf::Node node);

// The node's name (N), else the first line of its comment (C), else empty.
QString headline(sgf::Node node);

} // namespace nodetext
} // namespace sgfview
