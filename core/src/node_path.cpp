#include "sgf/node_path.h"

#include <algorithm>

namespace sgf {

NodePath pathOf(const Collection &collection, Node node)
{
    NodePath path;
    if (!node || !collection.owns(node)) return path;
    Node root = node;
    for (Node up = node; up; up = up.parent()) {
        root = up;
        if (const Node parent = up.parent()) {
            std::uint32_t index = 0;
            for (Node sibling = parent.firstChild(); sibling && sibling != up;
                 sibling = sibling.nextSibling())
                ++index;
            path.children.push_back(index);
        }
    }
    std::reverse(path.children.begin(), path.children.end());
    // Roots are in document order: the game is the last whose root is not after this one.
    std::size_t low = 0, high = collection.size();
    while (high - low > 1) {
        const std::size_t middle = low + (high - low) / 2;
        if (collection[middle].root().index() <= root.index())
            low = middle;
        else
            high = middle;
    }
    path.game = low;
    return path;
}

Node nodeAt(const Collection &collection, const NodePath &path)
{
    if (collection.empty()) return {};
    Node node = collection[std::min(path.game, collection.size() - 1)].root();
    if (path.game >= collection.size()) return node;
    for (const std::uint32_t index : path.children) {
        Node child = node.firstChild();
        for (std::uint32_t i = 0; child && i < index; ++i) child = child.nextSibling();
        if (!child) break;
        node = child;
    }
    return node;
}

} // namespace sgf
