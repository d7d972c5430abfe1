// Private: the flat storage behind Collection, Node, Property and Value.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/tree.h"
#include "sgf_internal/record_vector_p.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sgf::detail {

inline constexpr std::uint32_t none = 0xFFFFFFFFu;

// Identifiers of one or two uppercase letters (nearly all of them) are numbered directly;
// longer ones are interned after them.
inline constexpr std::uint32_t shortIdCount = 26 + 26 * 26;

struct NodeRecord {
    std::uint32_t parent;
    std::uint32_t nextSibling;
    std::uint32_t firstProperty;
};

struct PropertyRecord {
    std::uint32_t id;
    std::uint32_t firstValue;
};

struct ValueRecord {
    std::uint32_t offset;
    std::uint32_t length;
};

// Where a game tree is in the text: from its '(' to one past its ')', or to the end of the
// text when it is not closed.
struct TextSpan {
    std::uint32_t begin;
    std::uint32_t end;
};

using sgf::RecordVector;

struct TreeData {
    std::string text;
    RecordVector<NodeRecord> nodes;
    RecordVector<PropertyRecord> properties;
    RecordVector<ValueRecord> values;
    std::vector<std::uint32_t> roots;
    // Per root, the game tree it was read from. A '(' holding several games without a node
    // of its own, "((;A)(;B))", is one game tree of the text and gives each game its span.
    std::vector<TextSpan> treeSpans;
    std::vector<std::string> longIds;         // id shortIdCount + i is longIds[i]
    std::vector<std::uint32_t> longIdsByName; // indices into longIds, sorted by name
    // Sorts longIdsByName, so that finding an identifier stays a binary search however many
    // unusual identifiers a file has.
    void indexLongIds();
    std::vector<Diagnostic> diagnostics;
    std::size_t unlistedDiagnostics = 0; // past the cap: counted, not kept

    std::uint32_t nodeCount() const { return static_cast<std::uint32_t>(nodes.size()); }
    std::uint32_t propertyEnd(std::uint32_t node) const
    {
        return node + 1 < nodes.size() ? nodes[node + 1].firstProperty
                                       : static_cast<std::uint32_t>(properties.size());
    }
    std::uint32_t valueEnd(std::uint32_t property) const
    {
        return property + 1 < properties.size() ? properties[property + 1].firstValue
                                                : static_cast<std::uint32_t>(values.size());
    }
    // Document order puts a node's first child right after it.
    std::uint32_t firstChild(std::uint32_t node) const
    {
        return node + 1 < nodes.size() && nodes[node + 1].parent == node ? node + 1 : none;
    }
    std::string_view idName(std::uint32_t id) const;
};

// The storage behind a node handle, for core code that walks the arrays directly.
struct NodeAccess {
    static const TreeData &data(Node node) { return *node.data_; }
};

// The ids of one- and two-letter uppercase identifiers.
constexpr std::uint32_t shortId(char a)
{
    return static_cast<std::uint32_t>(a - 'A');
}
constexpr std::uint32_t shortId(char a, char b)
{
    return 26 + shortId(a) * 26 + shortId(b);
}

// The id of a one- or two-letter uppercase identifier, or none.
inline std::uint32_t shortId(std::string_view id)
{
    auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    if (id.size() == 1 && upper(id[0])) return shortId(id[0]);
    if (id.size() == 2 && upper(id[0]) && upper(id[1])) return shortId(id[0], id[1]);
    return none;
}

std::string_view shortIdName(std::uint32_t id);

// The id of any identifier in this tree, or none when the tree never uses it.
std::uint32_t findId(const TreeData &data, std::string_view id);

} // namespace sgf::detail

namespace sgf {
class Collection;
// Wraps finished storage; the parser's way to hand out a Collection.
Collection makeCollection(std::shared_ptr<const detail::TreeData> data);
} // namespace sgf
