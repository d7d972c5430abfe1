#include "gameinfonodes.h"

#include "sgf/properties.h"

namespace sgfview {

// A subtree is the range [node, end); the first later node whose parent comes before the
// node is the first one outside it. Open game-info nodes nest, so a stack closes them in order.
GameInfoNodes::GameInfoNodes(const sgf::Collection &collection, sgf::Node root) : root_(root)
{
    if (!root) return;
    const std::uint32_t end = root.subtreeEnd();
    std::vector<std::size_t> open; // into below_
    for (std::uint32_t i = root.index() + 1; i < end; ++i) {
        const sgf::Node node = collection.node(i);
        const std::uint32_t parent = node.parent().index();
        while (!open.empty() && parent < below_[open.back()].node.index()) {
            below_[open.back()].end = i;
            open.pop_back();
        }
        if (node.hasCategory(sgf::Category::GameInfo)) {
            open.push_back(below_.size());
            below_.push_back({node, end});
        }
    }
}

std::vector<sgf::Node> GameInfoNodes::onPathTo(sgf::Node node) const
{
    std::vector<sgf::Node> nodes;
    if (!root_) return nodes;
    nodes.push_back(root_);
    for (const Subtree &subtree : below_)
        if (subtree.node.index() <= node.index() && node.index() < subtree.end)
            nodes.push_back(subtree.node);
    return nodes;
}

} // namespace sgfview
