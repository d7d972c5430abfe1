// Which position stands for a game where there is room for one picture (a file manager's
// thumbnail): the final position of the main line (first children from the root), or, for
// a problem, the first position, so that its solution is not given away.
//
// A problem: the nodes before the main line's first move set up stones, white ones or
// black ones without a handicap (HA of 2 or more in the root) to explain them. A handicap
// game's black stones alone are no problem: its last position is shown.
#pragma once

#include "sgf/tree.h"

namespace sgf {

struct PreviewNode {
    Node node;            // the node whose position to show; null for a null root
    bool problem = false; // the first position of a problem
};

// O(length of the main line).
PreviewNode previewNode(Node root);

} // namespace sgf
