#include "sgf/preview.h"

#include "sgf/game.h"
#include "sgf/values.h"

namespace sgf {

PreviewNode previewNode(Node root)
{
    if (!root) return {};
    const Game game(root);
    // The nodes before the first move: the last of them is a problem's first position.
    Node beforeMove = root;
    bool white = false, black = false;
    for (Node node = root; node; node = node.firstChild()) {
        if (game.moveOf(node).kind != MoveKind::None) break;
        beforeMove = node;
        white = white || node.has("AW");
        black = black || node.has("AB");
    }
    const auto handicap = parseInteger(root.raw("HA"));
    const bool problem = white || (black && !(handicap && *handicap >= 2));
    if (problem) return {beforeMove, true};
    Node last = root;
    while (const Node next = last.firstChild()) last = next;
    return {last, false};
}

} // namespace sgf
