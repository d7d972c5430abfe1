#include "sgf/tree.h"

#include "sgf/properties.h"
#include "tree_data_p.h"

#include <algorithm>
#include <array>

namespace sgf {

using detail::none;

namespace detail {

std::string_view shortIdName(std::uint32_t id)
{
    // "A".."Z" then "AA".."ZZ", built once; views into it stay valid for the program's life.
    static const auto names = [] {
        std::array<char, 26 + 26 * 26 * 2> chars{};
        for (int i = 0; i < 26; ++i) chars[i] = char('A' + i);
        for (int i = 0; i < 26 * 26; ++i) {
            chars[26 + 2 * i] = char('A' + i / 26);
            chars[26 + 2 * i + 1] = char('A' + i % 26);
        }
        return chars;
    }();
    if (id < 26) return {&names[id], 1};
    return {&names[26 + 2 * (id - 26)], 2};
}

void SparseLinks::assign(const std::vector<NodeLink> &links, std::uint32_t nodeCount)
{
    const std::size_t words = nodeCount / 64 + 1;
    bits_.assign(words, 0);
    ranks_.resize(words);
    targets_.resize(links.size());
    for (const NodeLink &link : links)
        bits_[link.node / 64] |= std::uint64_t(1) << (link.node % 64);
    std::uint32_t before = 0;
    for (std::size_t w = 0; w < words; ++w) {
        ranks_[w] = before;
        before += static_cast<std::uint32_t>(bitCount(bits_[w]));
    }
    for (const NodeLink &link : links) targets_[rank(link.node)] = link.target; // any order
}

std::size_t SparseLinks::memoryUsage() const
{
    return bits_.capacity() * sizeof(std::uint64_t) +
           (ranks_.capacity() + targets_.capacity()) * sizeof(std::uint32_t);
}

std::string_view TreeData::idName(std::uint32_t id) const
{
    if (id < shortIdCount) return shortIdName(id);
    return longIds[id - shortIdCount];
}

std::uint32_t findId(const TreeData &data, std::string_view id)
{
    if (const auto s = shortId(id); s != none) return s;
    const auto found = data.longIdIndex.find(id, data.longIds);
    return found == IdentifierIndex::notFound ? none : shortIdCount + found;
}

} // namespace detail

// Value

std::string_view Value::raw() const
{
    return data_ ? data_->valueRaw(index_) : std::string_view();
}

std::uint64_t Value::offset() const
{
    return data_ ? data_->valueOffset(index_) : 0;
}

// Property

std::string_view Property::id() const
{
    return data_ ? data_->idName(data_->propertyId(index_)) : std::string_view();
}

const PropertyInfo *Property::info() const
{
    return data_ ? findProperty(id()) : nullptr;
}

std::uint32_t Property::firstValue() const
{
    return data_ ? data_->firstValue(index_) : 0;
}

std::uint32_t Property::endValue() const
{
    return data_ ? data_->valueEnd(index_) : 0;
}

std::size_t Property::valueCount() const
{
    return data_ ? data_->valueEnd(index_) - data_->firstValue(index_) : 0;
}

Value Property::value(std::size_t i) const
{
    if (i >= valueCount()) return Value(); // the null property has no values
    return Value(data_, data_->firstValue(index_) + static_cast<std::uint32_t>(i));
}

std::vector<std::string> Property::texts() const
{
    std::vector<std::string> out;
    out.reserve(valueCount());
    for (Value v : *this) out.push_back(v.text());
    return out;
}

Property::ValueIterator Property::begin() const
{
    return ValueIterator(Value(data_, firstValue()));
}

Property::ValueIterator Property::end() const
{
    return ValueIterator(Value(data_, endValue()));
}

// Node: every method answers for the null node too (null, zero or empty).

Node Node::parent() const
{
    if (!data_) return {};
    const auto p = data_->parent(index_);
    return p == none ? Node() : Node(data_, p);
}

Node Node::firstChild() const
{
    if (!data_) return {};
    const auto c = data_->firstChild(index_);
    return c == none ? Node() : Node(data_, c);
}

Node Node::nextSibling() const
{
    if (!data_) return {};
    const auto s = data_->nextSibling(index_);
    return s == none ? Node() : Node(data_, s);
}

Node Node::previousSibling() const
{
    if (!data_) return {};
    const auto p = data_->parent(index_);
    if (p == none) { // roots are siblings too, listed in ascending order
        const auto &roots = data_->roots;
        const auto at = std::lower_bound(roots.begin(), roots.end(), index_);
        return at == roots.begin() ? Node() : Node(data_, *(at - 1));
    }
    Node previous;
    for (Node c = parent().firstChild(); c && c.index_ != index_; c = c.nextSibling()) previous = c;
    return previous;
}

std::size_t Node::childCount() const
{
    std::size_t n = 0;
    for (Node c = firstChild(); c; c = c.nextSibling()) ++n;
    return n;
}

Node Node::child(std::size_t i) const
{
    Node c = firstChild();
    while (c && i--) c = c.nextSibling();
    return c;
}

std::size_t Node::siblingIndex() const
{
    std::size_t i = 0;
    for (Node s = previousSibling(); s; s = s.previousSibling()) ++i;
    return i;
}

std::size_t Node::depth() const
{
    if (!data_) return 0;
    std::size_t d = 0;
    for (auto p = data_->parent(index_); p != none; p = data_->parent(p)) ++d;
    return d;
}

Node Node::root() const
{
    if (!data_) return {};
    auto i = index_;
    for (auto p = data_->parent(i); p != none; p = data_->parent(p)) i = p;
    return Node(data_, i);
}

Node Node::lastInLine() const
{
    if (!data_) return {};
    auto i = index_;
    while (data_->firstChild(i) != none) ++i;
    return Node(data_, i);
}

Node Node::nextForkOrEnd() const
{
    if (!data_) return {};
    auto i = index_;
    for (auto child = data_->firstChild(i); child != none && !data_->hasNextSibling(child);
         child = data_->firstChild(i))
        i = child;
    return Node(data_, i);
}

std::uint32_t Node::subtreeEnd() const
{
    if (!data_) return 0;
    for (auto i = index_; i != none; i = data_->parent(i))
        if (const auto s = data_->nextSibling(i); s != none) return s;
    return data_->nodeCount();
}

std::size_t Node::propertyCount() const
{
    return data_ ? data_->propertyEnd(index_) - data_->firstProperty(index_) : 0;
}

Property Node::property(std::size_t i) const
{
    if (i >= propertyCount()) return Property(); // the null node has no properties
    return Property(data_, data_->firstProperty(index_) + static_cast<std::uint32_t>(i));
}

std::optional<Property> Node::find(std::string_view id) const
{
    if (!data_) return std::nullopt;
    const auto wanted = detail::findId(*data_, id);
    if (wanted == none) return std::nullopt;
    const auto end = data_->propertyEnd(index_);
    for (auto p = data_->firstProperty(index_); p < end; ++p)
        if (data_->propertyId(p) == wanted) return Property(data_, p);
    return std::nullopt;
}

bool Node::hasCategory(Category category) const
{
    for (const Property property : properties())
        if (const PropertyInfo *info = property.info(); info && info->category == category)
            return true;
    return false;
}

std::string Node::text(std::string_view id) const
{
    const auto p = find(id);
    return p && p->valueCount() > 0 ? p->value(0).text() : std::string();
}

std::string_view Node::raw(std::string_view id) const
{
    const auto p = find(id);
    return p && p->valueCount() > 0 ? p->value(0).raw() : std::string_view();
}

PropertyRange Node::properties() const
{
    if (!data_) return {Property(), Property()};
    return {Property(data_, data_->firstProperty(index_)),
            Property(data_, data_->propertyEnd(index_))};
}

// Collection and GameTree

Collection::Collection() : data_(std::make_shared<detail::TreeData>()) {}

Collection makeCollection(std::shared_ptr<const detail::TreeData> data)
{
    return Collection(std::move(data));
}

std::size_t Collection::size() const
{
    return data_->roots.size();
}

GameTree Collection::tree(std::size_t i) const
{
    if (i >= data_->roots.size()) return GameTree();
    return GameTree(data_, static_cast<std::uint32_t>(i));
}

GameTree Collection::operator[](std::size_t i) const
{
    return tree(i);
}

std::size_t Collection::nodeCount() const
{
    return data_->nodes.size();
}

Node Collection::node(std::uint32_t index) const
{
    return index < data_->nodes.size() ? Node(data_.get(), index) : Node();
}

bool Collection::owns(Node node) const
{
    return node.data_ == data_.get();
}

// Values are slices in document order, and nodes are numbered in document order, so the
// first value of each node grows with the node's index: a binary search over nodes.
Node Collection::nodeAt(std::uint64_t offset) const
{
    const auto &d = *data_;
    constexpr std::uint64_t noValue = ~std::uint64_t(0);
    const auto firstOffset = [&d](std::uint32_t node) -> std::uint64_t {
        const auto property = d.firstProperty(node);
        if (property >= d.propertyEnd(node)) return noValue;
        return d.valueOffset(d.firstValue(property));
    };
    std::uint32_t low = 0, high = d.nodeCount(), found = none;
    while (low < high) {
        const std::uint32_t middle = low + (high - low) / 2;
        std::uint32_t probe = middle; // nodes without values have no place: use the next one
        while (probe < high && firstOffset(probe) == noValue) ++probe;
        if (probe < high && firstOffset(probe) <= offset) {
            found = probe;
            low = probe + 1;
        } else {
            high = middle;
        }
    }
    return found == none ? Node() : Node(data_.get(), found);
}

const std::vector<Diagnostic> &Collection::diagnostics() const
{
    return data_->diagnostics;
}

std::size_t Collection::unlistedDiagnostics() const
{
    return data_->unlistedDiagnostics;
}

std::string_view Collection::text() const
{
    return data_->text;
}

std::size_t Collection::memoryUsage() const
{
    const auto &d = *data_;
    std::size_t bytes = sizeof(detail::TreeData) + recordBytes(d.nodes) +
                        recordBytes(d.properties) + recordBytes(d.fullProperties) +
                        recordBytes(d.values) + d.laterChildren.memoryUsage() +
                        d.siblings.memoryUsage() + d.roots.capacity() * sizeof(std::uint32_t) +
                        d.treeSpans.capacity() * sizeof(detail::TextSpan);
    bytes += d.longIds.memoryUsage();
    bytes += d.longIdIndex.memoryUsage();
    for (const auto &diagnostic : d.diagnostics)
        bytes += sizeof(diagnostic) + diagnostic.message.capacity();
    return bytes;
}

Node GameTree::root() const
{
    return data_ ? Node(data_.get(), data_->roots[index_]) : Node();
}

std::size_t GameTree::nodeCount() const
{
    return data_ ? root().subtreeEnd() - data_->roots[index_] : 0;
}

Collection GameTree::collection() const
{
    return data_ ? Collection(data_) : Collection();
}

std::string_view GameTree::text() const
{
    if (!data_) return {};
    const detail::TextSpan span = data_->treeSpans[index_];
    return std::string_view(data_->text).substr(span.begin, span.end - span.begin);
}

std::uint64_t GameTree::offset() const
{
    return data_ ? data_->treeSpans[index_].begin : 0;
}

// Diagnostics are sorted by offset, so a tree's are a range. One at the very end of the
// input (a ')' missing there) belongs to the tree left open.
std::span<const Diagnostic> GameTree::diagnostics() const
{
    if (!data_) return {};
    const auto &all = data_->diagnostics;
    const detail::TextSpan span = data_->treeSpans[index_];
    const std::uint64_t end =
        span.end == data_->text.size() ? span.end + std::uint64_t(1) : span.end;
    const auto byOffset = [](const Diagnostic &d, std::uint64_t offset) {
        return d.position.offset < offset;
    };
    const auto first =
        std::lower_bound(all.begin(), all.end(), std::uint64_t(span.begin), byOffset);
    const auto last = std::lower_bound(first, all.end(), end, byOffset);
    return {first, last};
}

// Subtrees are contiguous ranges in document order, so two are equal when their ranges match
// node by node: same relative links, same identifiers, same raw values. No recursion.
bool sameTree(Node a, Node b)
{
    if (a.isNull() || b.isNull()) return a.isNull() == b.isNull();
    const auto &da = *a.data_, &db = *b.data_;
    const auto count = a.subtreeEnd() - a.index_;
    if (b.subtreeEnd() - b.index_ != count) return false;
    // A link inside the subtree as an offset from its root; links leaving it compare equal.
    const auto relative = [count](std::uint32_t link, std::uint32_t base) -> std::int64_t {
        if (link == none || link < base || link - base >= count) return -1;
        return link - base;
    };
    for (std::uint32_t i = 0; i < count; ++i) {
        const auto na = a.index_ + i, nb = b.index_ + i;
        if (i > 0 && relative(da.parent(na), a.index_) != relative(db.parent(nb), b.index_))
            return false;
        if (i > 0 &&
            relative(da.nextSibling(na), a.index_) != relative(db.nextSibling(nb), b.index_))
            return false;
        const Node x(&da, na), y(&db, nb);
        if (x.propertyCount() != y.propertyCount()) return false;
        for (std::size_t p = 0; p < x.propertyCount(); ++p) {
            const Property px = x.property(p), py = y.property(p);
            if (px.id() != py.id() || px.valueCount() != py.valueCount()) return false;
            for (std::size_t v = 0; v < px.valueCount(); ++v)
                if (px.value(v).raw() != py.value(v).raw()) return false;
        }
    }
    return true;
}

bool sameCollection(const Collection &a, const Collection &b)
{
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!sameTree(a[i].root(), b[i].root())) return false;
    return true;
}

} // namespace sgf
