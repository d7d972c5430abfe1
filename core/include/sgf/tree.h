// The parsed game tree: cheap handles over compact storage owned by a Collection.
//
// Storage (private to the core): the input text, then flat arrays of 32-bit words: a word a
// node (its first property, whether it is a first child, whether it has a next sibling;
// later children's parents and siblings in small side tables), a word a property (for one
// short value, the value's offset in the text; else a full record of identifier and values,
// each offset and length). Nodes are numbered in document order, so a node's first child is
// always the node right after it, a line of first children is a run of consecutive numbers,
// and every subtree is a contiguous range.
// Handles (Node, Property, Value) are two words and stay valid while their owner lives. A
// default-constructed handle is null: asked anything, it answers with null handles, empty
// text, zero or nothing. Every lookup by position (Collection::node, Collection::tree,
// Node::child, Node::property, Property::value) answers a null handle past the end.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/text.h"

#include <cstddef>
#include <cstdint>
#include <iterator>
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

// Walks handles of one kind (values, properties, children), each one stepping to the next.
template <class Handle> class HandleIterator {
public:
    using iterator_category = std::forward_iterator_tag;
    using value_type = Handle;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = Handle;
    HandleIterator() = default;
    explicit HandleIterator(Handle handle) : handle_(handle) {}
    Handle operator*() const { return handle_; }
    HandleIterator &operator++()
    {
        handle_ = handle_.next();
        return *this;
    }
    HandleIterator operator++(int)
    {
        auto old = *this;
        ++*this;
        return old;
    }
    friend bool operator==(const HandleIterator &, const HandleIterator &) = default;

private:
    Handle handle_;
};

// The handles from first up to (not including) end, for range-for.
template <class Handle> class HandleRange {
public:
    HandleRange(Handle first, Handle end) : first_(first), end_(end) {}
    HandleIterator<Handle> begin() const { return HandleIterator<Handle>(first_); }
    HandleIterator<Handle> end() const { return HandleIterator<Handle>(end_); }
    bool empty() const { return first_ == end_; }

private:
    Handle first_, end_;
};

class Value {
public:
    Value() = default; // the null value: empty, at offset 0
    // The bytes between '[' and ']', escapes and all.
    std::string_view raw() const;
    std::string text() const { return decodeText(raw()); }
    std::string simpleText() const { return decodeSimpleText(raw()); }
    RawCompose compose() const { return splitCompose(raw()); }
    // Byte offset of raw() in the collection's text (the '[' is one byte before).
    std::uint64_t offset() const;

    friend bool operator==(const Value &, const Value &) = default;

private:
    friend class Property;
    friend class HandleIterator<Value>;
    Value(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    Value next() const { return Value(data_, index_ + 1); }
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

class Property {
public:
    Property() = default; // the null property: no identifier, no values
    std::string_view id() const;
    // The table entry, or nullptr for a property the table does not know.
    const PropertyInfo *info() const;
    std::size_t valueCount() const;
    Value value(std::size_t i) const; // null when i >= valueCount()
    // Every value decoded as Text, the seed's view of a property.
    std::vector<std::string> texts() const;

    using ValueIterator = HandleIterator<Value>;
    ValueIterator begin() const;
    ValueIterator end() const;

    friend bool operator==(const Property &, const Property &) = default;

private:
    friend class Node;
    friend class HandleIterator<Property>;
    Property(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    Property next() const { return Property(data_, index_ + 1); }
    std::uint32_t firstValue() const;
    std::uint32_t endValue() const;
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

using PropertyIterator = HandleIterator<Property>;
using PropertyRange = HandleRange<Property>;

class Node;
using ChildIterator = HandleIterator<Node>;
using ChildRange = HandleRange<Node>;
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
    Node child(std::size_t i) const;  // O(i); null when i >= childCount()
    std::size_t siblingIndex() const; // O(siblings before it)
    std::size_t depth() const;        // 0 for a root; O(depth)
    Node root() const;                // O(depth)
    Node lastInLine() const;          // follows first children to the end
    // Follows first children to the first node with several children (this one, if it has
    // them) or to the end of the line: where a walk along a line has a choice to make.
    Node nextForkOrEnd() const;
    // One past the last node of this node's subtree, in document order: the subtree is
    // [index(), subtreeEnd()).
    std::uint32_t subtreeEnd() const;

    std::size_t propertyCount() const;
    Property property(std::size_t i) const; // null when i >= propertyCount()
    // The property with this identifier, if the node has it.
    std::optional<Property> find(std::string_view id) const;
    bool has(std::string_view id) const { return find(id).has_value(); }
    // Whether one of its properties is of this category (game info, setup, markup, ...).
    bool hasCategory(Category category) const;
    // Convenience: the first value of a property decoded as Text, or "" when absent.
    std::string text(std::string_view id) const;
    // The raw first value of a property, or an empty view when absent.
    std::string_view raw(std::string_view id) const;

    ChildRange children() const { return {firstChild(), Node()}; }
    PropertyRange properties() const;

    friend bool operator==(const Node &, const Node &) = default;

private:
    friend class Collection;
    friend class GameTree;
    friend class HandleIterator<Node>;
    friend bool sameTree(Node a, Node b);
    friend struct detail::NodeAccess; // core code that walks the storage directly
    Node(const detail::TreeData *data, std::uint32_t index) : data_(data), index_(index) {}
    Node next() const { return nextSibling(); }
    const detail::TreeData *data_ = nullptr;
    std::uint32_t index_ = 0;
};

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
    // By document order; a null node when index >= nodeCount().
    Node node(std::uint32_t index) const;
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
