// Private: the flat storage behind Collection, Node, Property and Value.
//
// Sized for huge move-only archives, where most nodes are a first child with one property of
// one short value (";B[pd]"): such a node costs two words, its own and its property's.
// - A node is one word: its first property, a bit when it is its parent's first child (the
//   parent is then the node before it) and a bit when it has a next sibling. The parents of
//   later children and the next siblings are sparse tables (SparseLinks), found in O(1).
// - A property of one short plain value right after a one- or two-letter identifier is one
//   word, the value's offset: the identifier is the letters before its '[' and the length
//   runs to its ']'. Any other property is a word pointing to a full record (identifier,
//   first value) whose values are offset and length.
#pragma once

#include "identifier_index_p.h"
#include "sgf/diagnostic.h"
#include "sgf/tree.h"
#include "sgf_internal/bit_count_p.h"
#include "sgf_internal/record_vector_p.h"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgf::detail {

inline constexpr std::uint32_t none = 0xFFFFFFFFu;

// The most text a tree holds: every index below then fits in the bits it is given (a
// property takes 3 bytes at least, a value 2).
inline constexpr std::size_t maxTextSize = std::size_t(1) << 31;

// Identifiers of one or two uppercase letters (nearly all of them) are numbered directly;
// longer ones are interned after them.
inline constexpr std::uint32_t shortIdCount = 26 + 26 * 26;

// A node's word.
inline constexpr std::uint32_t firstChildBit = 1u << 31; // its parent is the node before it
inline constexpr std::uint32_t siblingBit = 1u << 30;    // it has a next sibling
inline constexpr std::uint32_t propertyMask = siblingBit - 1;
// A property's word: with this bit, the index of its full record; without, its value's offset.
inline constexpr std::uint32_t fullBit = 1u << 31;
// A value index with this bit is the one value of the compact property it names.
inline constexpr std::uint32_t compactValueBit = 1u << 31;
// How far a compact value's ']' may be: within shortValueLength's 16 bytes.
inline constexpr std::uint32_t compactValueMax = 16;

struct FullProperty {
    std::uint32_t id;
    std::uint32_t firstValue;
};

struct ValueRecord {
    std::uint32_t offset;
    std::uint32_t length;
};

// One link of the sparse tables: the node it is for, and where it leads.
struct NodeLink {
    std::uint32_t node;
    std::uint32_t target;
};

// Where the few nodes that have one lead, without a key per link: a bit per node says
// whether it has one, and the links before it, counted per 64 nodes, say which.
class SparseLinks {
public:
    // From links in any order, one per node at most, for nodes below nodeCount.
    void assign(const std::vector<NodeLink> &links, std::uint32_t nodeCount);
    bool has(std::uint32_t node) const { return bits_[node / 64] >> (node % 64) & 1; }
    std::uint32_t at(std::uint32_t node) const { return targets_[rank(node)]; } // when has()
    std::size_t memoryUsage() const;

private:
    std::uint32_t rank(std::uint32_t node) const // links of the nodes before it
    {
        const std::uint64_t below = bits_[node / 64] & ((std::uint64_t(1) << (node % 64)) - 1);
        return ranks_[node / 64] + static_cast<std::uint32_t>(bitCount(below));
    }

    RecordVector<std::uint64_t> bits_;
    RecordVector<std::uint32_t> ranks_; // links before each 64 nodes
    RecordVector<std::uint32_t> targets_;
};

// Where a game tree is in the text: from its '(' to one past its ')', or to the end of the
// text when it is not closed.
struct TextSpan {
    std::uint32_t begin;
    std::uint32_t end;
};

using sgf::RecordVector;

constexpr bool isUpperLetter(char c)
{
    return c >= 'A' && c <= 'Z';
}

// The ids of one- and two-letter uppercase identifiers.
constexpr std::uint32_t shortId(char a)
{
    return static_cast<std::uint32_t>(a - 'A');
}
constexpr std::uint32_t shortId(char a, char b)
{
    return 26 + shortId(a) * 26 + shortId(b);
}

// The text a tree was read from: bytes of its own, or bytes an owner keeps (a mapped file).
// Either way a '\0' or a '(' follows them, which the parser's scanning stops at.
class TreeText {
public:
    TreeText() = default;
    TreeText(const TreeText &) = delete; // view_ may point into owned_
    TreeText &operator=(const TreeText &) = delete;
    void own(std::string text)
    {
        owned_ = std::move(text);
        view_ = owned_;
        owner_.reset();
    }
    void borrow(std::string_view text, std::shared_ptr<const void> owner)
    {
        owned_.clear();
        view_ = text;
        owner_ = std::move(owner);
    }
    const char *data() const { return view_.data(); }
    std::size_t size() const { return view_.size(); }
    operator std::string_view() const { return view_; }

private:
    std::string owned_;
    std::string_view view_ = owned_;
    std::shared_ptr<const void> owner_;
};

struct TreeData {
    TreeText text;
    RecordVector<std::uint32_t> nodes;      // per node, its word
    RecordVector<std::uint32_t> properties; // per property, its word
    RecordVector<FullProperty> fullProperties;
    RecordVector<ValueRecord> values; // of the full properties
    SparseLinks laterChildren;        // parent of each node neither root nor first child
    SparseLinks siblings;             // next sibling of each node with siblingBit
    std::vector<std::uint32_t> roots;
    // Per root, the game tree it was read from. A '(' holding several games without a node
    // of its own, "((;A)(;B))", is one game tree of the text and gives each game its span.
    std::vector<TextSpan> treeSpans;
    IdentifierNames longIds; // id shortIdCount + i is longIds[i]
    // From a long identifier's spelling to its position in longIds: the parser's, built as it
    // interns them, so that finding an identifier stays one lookup however many a file has.
    IdentifierIndex longIdIndex;
    std::vector<Diagnostic> diagnostics;
    std::size_t unlistedDiagnostics = 0; // past the cap: counted, not kept

    std::uint32_t nodeCount() const { return static_cast<std::uint32_t>(nodes.size()); }
    std::uint32_t propertyCount() const { return static_cast<std::uint32_t>(properties.size()); }

    // Nodes
    std::uint32_t firstProperty(std::uint32_t node) const { return nodes[node] & propertyMask; }
    std::uint32_t propertyEnd(std::uint32_t node) const
    {
        return node + 1 < nodes.size() ? firstProperty(node + 1) : propertyCount();
    }
    std::uint32_t parent(std::uint32_t node) const
    {
        if (nodes[node] & firstChildBit) return node - 1;
        return laterChildren.has(node) ? laterChildren.at(node) : none;
    }
    bool hasNextSibling(std::uint32_t node) const { return nodes[node] & siblingBit; }
    std::uint32_t nextSibling(std::uint32_t node) const
    {
        return nodes[node] & siblingBit ? siblings.at(node) : none;
    }
    // Document order puts a node's first child right after it.
    std::uint32_t firstChild(std::uint32_t node) const
    {
        return node + 1 < nodes.size() && (nodes[node + 1] & firstChildBit) ? node + 1 : none;
    }

    // Properties
    bool isCompact(std::uint32_t property) const { return !(properties[property] & fullBit); }
    std::uint32_t propertyId(std::uint32_t property) const
    {
        const std::uint32_t word = properties[property];
        if (word & fullBit) return fullProperties[word & ~fullBit].id;
        return compactId(word);
    }
    std::uint32_t firstValue(std::uint32_t property) const
    {
        const std::uint32_t word = properties[property];
        if (word & fullBit) return fullProperties[word & ~fullBit].firstValue;
        return compactValueBit | property;
    }
    std::uint32_t valueEnd(std::uint32_t property) const
    {
        const std::uint32_t word = properties[property];
        if (!(word & fullBit)) return (compactValueBit | property) + 1;
        const std::uint32_t full = word & ~fullBit;
        return full + 1 < fullProperties.size() ? fullProperties[full + 1].firstValue
                                                : static_cast<std::uint32_t>(values.size());
    }

    // Values, by the indices firstValue and valueEnd give
    std::uint32_t valueOffset(std::uint32_t value) const
    {
        return value & compactValueBit ? properties[value & ~compactValueBit]
                                       : values[value].offset;
    }
    std::string_view valueRaw(std::uint32_t value) const
    {
        if (!(value & compactValueBit))
            return {text.data() + values[value].offset, values[value].length};
        const std::uint32_t offset = properties[value & ~compactValueBit];
        return {text.data() + offset, compactLength(offset)};
    }

    // A compact value's identifier: the one or two capitals before its '['.
    std::uint32_t compactId(std::uint32_t offset) const
    {
        const char *at = text.data() + offset - 1; // its '['
        if (offset >= 3 && isUpperLetter(at[-2])) return shortId(at[-2], at[-1]);
        return shortId(at[-1]);
    }
    std::uint32_t compactLength(std::uint32_t offset) const
    {
        const char *at = text.data() + offset;
#ifdef __SSE2__
        if (text.size() - offset >= compactValueMax) [[likely]] {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
            const auto closes =
                unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8(']'))));
            return static_cast<std::uint32_t>(std::countr_zero(closes));
        }
#endif
        const std::size_t room = std::min<std::size_t>(compactValueMax, text.size() - offset);
        return static_cast<std::uint32_t>(static_cast<const char *>(std::memchr(at, ']', room)) -
                                          at);
    }

    std::string_view idName(std::uint32_t id) const;
};

// The storage behind a node handle, for core code that walks the arrays directly.
struct NodeAccess {
    static const TreeData &data(Node node) { return *node.data_; }
    static Node node(const TreeData &data, std::uint32_t index) { return Node(&data, index); }
};

// The id of a one- or two-letter uppercase identifier, or none.
inline std::uint32_t shortId(std::string_view id)
{
    if (id.size() == 1 && isUpperLetter(id[0])) return shortId(id[0]);
    if (id.size() == 2 && isUpperLetter(id[0]) && isUpperLetter(id[1]))
        return shortId(id[0], id[1]);
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
