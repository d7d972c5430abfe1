#include "sgf/jumps.h"

#include <charconv>
#include <vector>

namespace sgf {

bool hasComment(Node node)
{
    return node.has("C");
}

bool isAnnotated(Node node)
{
    for (const std::string_view id : {"TE", "BM", "IT", "DO", "HO"})
        if (node.has(id)) return true;
    return false;
}

Node nextNodeWhere(const Collection &collection, Node from, const std::function<bool(Node)> &test)
{
    const auto count = static_cast<std::uint32_t>(collection.nodeCount());
    for (std::uint32_t i = from ? from.index() + 1 : 0; i < count; ++i)
        if (const Node node = collection.node(i); test(node)) return node;
    return {};
}

Node previousNodeWhere(const Collection &collection, Node from,
                       const std::function<bool(Node)> &test)
{
    for (std::uint32_t i = from ? from.index() : 0; i-- > 0;)
        if (const Node node = collection.node(i); test(node)) return node;
    return {};
}

namespace {

bool onFirstLine(Node node)
{
    for (; node.parent(); node = node.parent())
        if (node.parent().firstChild() != node) return false;
    return true;
}

} // namespace

Node mainLineNodeFor(Node node, const Game &game)
{
    if (!node || onFirstLine(node)) return node;
    const int number = game.moveNumberOf(node);
    Node line = node.root();
    int lineNumber = 0;
    while (lineNumber < number && line.firstChild()) {
        line = line.firstChild();
        lineNumber = game.moveOf(line).numberAfter(lineNumber);
    }
    return line;
}

Node nodeWithMoveNumber(Node from, int number, const Game &game,
                        const std::function<Node(Node)> &next)
{
    if (!from) return from;
    // The path from the root, numbered: the number may lie behind.
    std::vector<Node> path;
    for (Node n = from; n; n = n.parent()) path.push_back(n);
    int current = 0;
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
        current = game.moveOf(*it).numberAfter(current);
        if (current >= number) return *it;
    }
    Node node = from;
    while (current < number) {
        const Node child = next(node);
        if (!child) break;
        node = child;
        current = game.moveOf(node).numberAfter(current);
    }
    return node;
}

std::optional<Node> nodeOfVariation(Node root, std::string_view path)
{
    if (!path.empty() && path.back() == '.') return std::nullopt; // "2." names no child
    Node node = root;
    while (!path.empty()) {
        const std::size_t dot = path.find('.');
        const std::string_view token = path.substr(0, dot);
        path = dot == std::string_view::npos ? std::string_view() : path.substr(dot + 1);
        std::size_t n = 0;
        const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), n);
        if (error != std::errc() || end != token.data() + token.size() || n == 0)
            return std::nullopt;
        while (node.childCount() == 1) node = node.firstChild();
        if (n > node.childCount()) return std::nullopt; // also a line that ends
        node = node.child(n - 1);
    }
    return node;
}

std::string variationOf(Node node)
{
    std::vector<std::size_t> numbers;
    for (Node n = node; n.parent(); n = n.parent())
        if (n.parent().childCount() > 1) numbers.push_back(n.siblingIndex() + 1);
    std::string path;
    for (auto it = numbers.rbegin(); it != numbers.rend(); ++it) {
        if (!path.empty()) path += '.';
        path += std::to_string(*it);
    }
    return path;
}

Node nodeAtPlace(const Collection &collection, std::uint32_t line, std::uint32_t column)
{
    const std::string_view text = collection.text();
    // The start of the line: CR, LF, CRLF and LFCR each end one (as positionAt counts).
    std::size_t offset = 0;
    for (std::uint32_t l = 1; l < line; ++l) {
        while (offset < text.size() && text[offset] != '\n' && text[offset] != '\r') ++offset;
        if (offset == text.size()) return {};
        const char first = text[offset++];
        if (offset < text.size() && (text[offset] == '\n' || text[offset] == '\r') &&
            text[offset] != first)
            ++offset;
    }
    // Then column - 1 characters on, not past the line's end.
    for (std::uint32_t c = 1; c < column; ++c) {
        if (offset >= text.size() || text[offset] == '\n' || text[offset] == '\r') break;
        ++offset;
        while (offset < text.size() && (static_cast<unsigned char>(text[offset]) & 0xC0) == 0x80)
            ++offset;
    }
    if (offset >= text.size()) return {};
    return collection.nodeAt(offset);
}

} // namespace sgf
