// The parsed game tree: cheap handles over compact storage owned by a Collection.
//
// Storage (see tree_data_p.h): the input text, then three flat arrays of 32-bit indices:
// nodes (parent, next sibling, first property), properties (identifier, first value) and
// values (offset and length of the raw text between '[' and ']'). Nodes are numbered in
// document order, so a node's first child is always the node right after it, a line of
// first children is a run of consecutive numbers, and every subtree is a contiguous range.
// Handles (Node, Property, Value) are two words and stay valid while their owner lives.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/text.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sgf {

struct PropertyInfo;
enum class Category : std::uint8_t;
namespace detail {
struct TreeData;
struct NodeAccess;
} // namespace detail

class Value {
public:
    // The bytes between '[' and ']', escapes and all.
    std::string_view raw() const;
    std::string text() const { return decodeText(raw()); }
    std::string simpleText() const { return decodeSimpleText(raw()); }
    RawCompose compose() const { return splitCompose(raw()); }
    // Byte offset of raw() in the collection's text (the '[' is one byte before).
    std::uint64_t offset() const;

private:
    friend class Property;
    Value(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    const detail::TreeData *data_;
    std::uint32_t index_;
};

class Property {
public:
    std::string_view id() const;
    // The table entry, or nullptr for a property the table does not know.
    const PropertyInfo *info() const;
    std::size_t valueCount() const;
    Value value(std::size_t i) const;
    // Every value decoded as Text, the seed's view of a property.
    std::vector<std::string> texts() const;

    class ValueIterator;
    ValueIterator begin() const;
    ValueIterator end() const;

private:
    friend class Node;
    friend class PropertyIterator;
    Property(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    std::uint32_t firstValue() const;
    std::uint32_t endValue() const;
    const detail::TreeData *data_;
    std::uint32_t index_;
};

class Property::ValueIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Value;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Value;
    ValueIterator() = default;
    Value operator*() const { return Value(data_, index_); }
    ValueIterator &operator++()
    {
        ++index_;
        return *this;
    }
    ValueIterator operator++(int)
    {
        auto old = *this;
        ++index_;
        return old;
    }
    friend bool operator==(const ValueIterator &, const ValueIterator &) = default;

private:
    friend class Property;
    ValueIterator(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

class Node;
class ChildRange;
class PropertyRange;
// True when both subtrees have the same shape, identifiers and raw values.
bool sameTree(Node a, Node b);

class Node {
public:
    Node() = default; // the null node
    bool isNull() const { return data_ == nullptr; }
    explicit operator bool() const { return data_ != nullptr; }
    // Position in document order within the collection: 0 is the first game's root.
    std::uint32_t index() const { return index_; }

    Node parent() const;
    Node firstChild() const;
    Node nextSibling() const;
    Node previousSibling() const; // walks the parent's children: O(siblings)
    bool hasChildren() const { return !firstChild().isNull(); }
    std::size_t childCount() const;   // O(children)
    Node child(std::size_t i) const;  // O(i)
    std::size_t siblingIndex() const; // O(siblings before it)
    std::size_t depth() const;        // 0 for a root; O(depth)
    Node root() const;                // O(depth)
    Node lastInLine() const;          // follows first children to the end
    // One past the last node of this node's subtree, in document order: the subtree is
    // [index(), subtreeEnd()).
    std::uint32_t subtreeEnd() const;

    std::size_t propertyCount() const;
    Property property(std::size_t i) const;
    // The property with this identifier, if the node has it.
    std::optional<Property> find(std::string_view id) const;
    bool has(std::string_view id) const { return find(id).has_value(); }
    // Whether one of its properties is of this category (game info, setup, markup, ...).
    bool hasCategory(Category category) const;
    // Convenience: the first value of a property decoded as Text, or "" when absent.
    std::string text(std::string_view id) const;
    // The raw first value of a property, or an empty view when absent.
    std::string_view raw(std::string_view id) const;
    // Every property with its values decoded as Text (the seed's node: a map of lists).
    std::map<std::string, std::vector<std::string>> textProperties() const;

    ChildRange children() const;
    PropertyRange properties() const;

    friend bool operator==(const Node &a, const Node &b)
    {
        return a.data_ == b.data_ && a.index_ == b.index_;
    }

private:
    friend class Collection;
    friend class GameTree;
    friend bool sameTree(Node a, Node b);
    friend struct detail::NodeAccess; // core code that walks the storage directly
    Node(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

class ChildIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Node;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Node;
    ChildIterator() = default;
    explicit ChildIterator(Node node) : node_(node) {}
    Node operator*() const { return node_; }
    ChildIterator &operator++()
    {
        node_ = node_.nextSibling();
        return *this;
    }
    ChildIterator operator++(int)
    {
        auto old = *this;
        ++*this;
        return old;
    }
    friend bool operator==(const ChildIterator &, const ChildIterator &) = default;

private:
    Node node_;
};

class ChildRange {
public:
    explicit ChildRange(Node first) : first_(first) {}
    ChildIterator begin() const { return ChildIterator(first_); }
    ChildIterator end() const { return ChildIterator(); }

private:
    Node first_;
};

class PropertyIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Property;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Property;
    PropertyIterator() = default;
    Property operator*() const { return Property(data_, index_); }
    PropertyIterator &operator++()
    {
        ++index_;
        return *this;
    }
    PropertyIterator operator++(int)
    {
        auto old = *this;
        ++index_;
        return old;
    }
    friend bool operator==(const PropertyIterator &, const PropertyIterator &) = default;

private:
    friend class PropertyRange;
    PropertyIterator(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index)
    {}
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

class PropertyRange {
public:
    PropertyIterator begin() const { return {data_, first_}; }
    PropertyIterator end() const { return {data_, last_}; }

private:
    friend class Node;
    PropertyRange(const detail::TreeData *data, std::uint32_t first, std::uint32_t last)
        : data_(data), first_(first), last_(last)
    {}
    const detail::TreeData *data_;
    std::uint32_t first_, last_;
};

inline ChildRange Node::children() const
{
    return ChildRange(firstChild());
}

class GameTree;

// Every game tree of one input, owning the input text and the storage. Copies share it.
class Collection {
public:
    Collection();
    std::size_t size() const;
    bool empty() const { return size() == 0; }
    // The i-th game tree; an empty one when there is none (i >= size()).
    GameTree tree(std::size_t i) const;
    GameTree operator[](std::size_t i) const;

    std::size_t nodeCount() const;
    Node node(std::uint32_t index) const; // by document order, 0 <= index < nodeCount()
    // Whether a node handle points into this collection (and not another one).
    bool owns(Node node) const;
    // The node whose text holds this byte offset: the last node whose first value starts at
    // or before it (a null node before the first value). For "go to the problem".
    Node nodeAt(std::uint64_t offset) const;

    // Problems a lenient parse repaired, in the order met (empty after a strict parse).
    const std::vector<Diagnostic> &diagnostics() const;
    // Warnings met past ParseOptions::maxDiagnostics: counted here, not listed (one
    // diagnostic, at the first of them, says how many there were).
    std::size_t unlistedDiagnostics() const;
    // The text the tree was parsed from; values are slices of it.
    std::string_view text() const;
    Position positionOf(std::uint64_t offset) const { return positionAt(text(), offset); }
    // Bytes of heap the tree uses beyond the text itself.
    std::size_t memoryUsage() const;

private:
    friend class GameTree;
    friend Collection makeCollection(std::shared_ptr<const detail::TreeData>);
    explicit Collection(std::shared_ptr<const detail::TreeData> data) : data_(std::move(data)) {}
    std::shared_ptr<const detail::TreeData> data_;
};

// One game tree of a collection; keeps the whole collection's storage alive. The default one
// is empty: a null root, no nodes, no text, no diagnostics.
class GameTree {
public:
    GameTree() = default;
    Node root() const;
    std::size_t nodeCount() const;
    Collection collection() const;
    // The game tree as written, from its '(' to its ')' (to the end of the input when it is
    // not closed). A '(' that held several games without a node of its own, "((;A)(;B))",
    // is one game tree of the text: each of its games has all of it, and its diagnostics.
    std::string_view text() const;
    // Byte offset of text() in the collection's text.
    std::uint64_t offset() const;
    // The problems a lenient parse repaired in text(), in the order met.
    std::span<const Diagnostic> diagnostics() const;

private:
    friend class Collection;
    GameTree(std::shared_ptr<const detail::TreeData> data, std::uint32_t index)
        : data_(std::move(data)), index_(index)
    {}
    std::shared_ptr<const detail::TreeData> data_;
    std::uint32_t index_ = 0; // among the collection's roots
};

bool sameCollection(const Collection &a, const Collection &b);

} // namespace sgf
