#include "gameinfonodes.h"

#include "sgf/properties.h"

#include <array>

namespace sgfview {

namespace {

// The bit of each game-info entry of the property table, -1 for the others.
struct PropertyBits {
    std::array<std::int8_t, 256> bits{};
    PropertyBits()
    {
        bits.fill(-1);
        int next = 0;
        const auto table = sgf::allProperties();
        for (std::size_t i = 0; i < table.size() && i < bits.size(); ++i)
            if (table[i].category == sgf::Category::GameInfo && next < GameInfoNodes::propertyBits)
                bits[i] = std::int8_t(next++);
    }
};

} // namespace

GameInfoNodes::PropertySet GameInfoNodes::propertiesOf(sgf::Node node)
{
    static const PropertyBits table;
    const sgf::PropertyInfo *first = sgf::allProperties().data();
    PropertySet set = 0;
    for (const sgf::Property property : node.properties()) {
        const sgf::PropertyInfo *info = property.info();
        if (!info || info->category != sgf::Category::GameInfo) continue;
        const auto entry = std::size_t(info - first);
        if (entry < table.bits.size() && table.bits[entry] >= 0)
            set |= PropertySet(1) << table.bits[entry];
    }
    return set;
}

// A subtree is the range [node, end); the first later node whose parent comes before the
// node is the first one outside it. Open game-info nodes nest, so a stack closes them in order.
GameInfoNodes::GameInfoNodes(const sgf::Collection &collection, sgf::Node root)
    : collection_(&collection), root_(root)
{
    if (!root) return;
    rootProperties_ = propertiesOf(root);
    const std::uint32_t end = root.subtreeEnd();
    std::vector<std::size_t> open; // into below_
    for (std::uint32_t i = root.index() + 1; i < end; ++i) {
        const sgf::Node node = collection.node(i);
        const std::uint32_t parent = node.parent().index();
        while (!open.empty() && parent < below_[open.back()].node) {
            below_[open.back()].end = i;
            open.pop_back();
        }
        if (const PropertySet properties = propertiesOf(node)) {
            open.push_back(below_.size());
            below_.push_back({i, end, properties});
        }
    }
}

std::vector<GameInfoNodes::Holder> GameInfoNodes::holdersOnPathTo(sgf::Node node) const
{
    std::vector<Holder> holders;
    if (!root_) return holders;
    holders.push_back({root_.index(), rootProperties_});
    for (const Subtree &subtree : below_)
        if (subtree.node <= node.index() && node.index() < subtree.end)
            holders.push_back({subtree.node, subtree.properties});
    return holders;
}

std::vector<sgf::Node> GameInfoNodes::onPathTo(sgf::Node node) const
{
    std::vector<sgf::Node> nodes;
    for (const Holder &holder : holdersOnPathTo(node)) nodes.push_back(this->node(holder));
    return nodes;
}

} // namespace sgfview
