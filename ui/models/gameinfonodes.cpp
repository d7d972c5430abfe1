#include "gameinfonodes.h"

#include "sgf/properties.h"

#include <algorithm>
#include <array>
#include <bit>

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
    : collection_(collection), root_(root)
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
            const auto above = open.empty() ? noHolder : std::uint32_t(open.back());
            const PropertySet upwards =
                properties | (above == noHolder ? 0 : below_[above].upwards);
            open.push_back(below_.size());
            below_.push_back({i, end, properties, above, upwards});
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

GameInfoNodes::LastHolders GameInfoNodes::lastHoldersOnPathTo(sgf::Node node) const
{
    LastHolders last;
    last.fill(noHolder);
    if (!root_ || !node) return last;
    const std::uint32_t at = node.index();
    // The last game-info node at or before node in document order, then up to the first of
    // those above it that node lies below: the nearest game-info node on its path.
    auto after =
        std::upper_bound(below_.begin(), below_.end(), at,
                         [](std::uint32_t index, const Subtree &s) { return index < s.node; });
    std::uint32_t k =
        after == below_.begin() ? noHolder : std::uint32_t(after - below_.begin() - 1);
    while (k != noHolder && below_[k].end <= at) k = below_[k].above;
    // Up the path's game-info nodes, the nearest first, until every property held from there
    // up is placed.
    PropertySet placed = 0;
    for (; k != noHolder && placed != below_[k].upwards; k = below_[k].above) {
        for (PropertySet fresh = below_[k].properties & ~placed; fresh != 0; fresh &= fresh - 1)
            last[std::size_t(std::countr_zero(fresh))] = below_[k].node;
        placed |= below_[k].properties;
    }
    return last;
}

std::vector<sgf::Node> GameInfoNodes::nodesOf(const LastHolders &holders) const
{
    std::vector<sgf::Node> nodes;
    if (!root_) return nodes;
    std::vector<std::uint32_t> indices;
    for (const std::uint32_t holder : holders)
        if (holder != noHolder) indices.push_back(holder);
    std::sort(indices.begin(), indices.end()); // ancestors before descendants
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    nodes.push_back(root_);
    for (const std::uint32_t index : indices) nodes.push_back(collection_.node(index));
    return nodes;
}

std::vector<sgf::Node> GameInfoNodes::onPathTo(sgf::Node node) const
{
    std::vector<sgf::Node> nodes;
    for (const Holder &holder : holdersOnPathTo(node)) nodes.push_back(this->node(holder));
    return nodes;
}

} // namespace sgfview
