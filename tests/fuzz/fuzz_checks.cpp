#include "fuzz_checks.h"

#include "sgf/properties.h"
#include "sgf/text.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace fuzzcheck {

namespace {

bool isSgfSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

bool isIdentifier(std::string_view id)
{
    return !id.empty() &&
           std::all_of(id.begin(), id.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
}

// A position inside input, at the line and column that were counted for its offset.
void checkPositionIs(std::string_view input, const sgf::Position &position,
                     const sgf::Position &counted)
{
    require(position.line >= 1 && position.column >= 1, "a position starts at line 1, column 1");
    require(position.offset <= input.size(), "a position lies inside the input");
    require(position == counted, "a position's line and column are those of its offset");
}

void checkValueSlice(std::string_view text, sgf::Value value)
{
    const std::string_view raw = value.raw();
    const std::uint64_t offset = value.offset();
    require(offset >= 1 && offset + raw.size() < text.size(), "a value lies inside the text");
    require(raw.data() == text.data() + offset, "a value's raw() is a slice of the text");
    require(text[offset - 1] == '[' && text[offset + raw.size()] == ']',
            "a value is the text between '[' and ']'");
    const auto backslashes =
        std::find_if(raw.rbegin(), raw.rend(), [](char c) { return c != '\\'; }) - raw.rbegin();
    require(backslashes % 2 == 0, "a value's closing ']' is not escaped");
}

void checkProperties(const sgf::Collection &collection, sgf::Node node)
{
    std::vector<std::string_view> ids;
    for (sgf::Property property : node.properties()) {
        require(isIdentifier(property.id()), "identifiers are upper-case letters");
        require(property.valueCount() >= 1, "a property has at least one value");
        if (const sgf::PropertyInfo *info = property.info())
            require(info->id == property.id(), "info() describes the property's identifier");
        for (sgf::Value value : property) checkValueSlice(collection.text(), value);
        ids.push_back(property.id());
    }
    require(ids.size() == node.propertyCount(), "properties() lists propertyCount() properties");
    // find() scans the node's properties: look up each only where that stays cheap.
    if (ids.size() <= 16) {
        for (std::size_t i = 0; i < ids.size(); ++i) {
            const auto found = node.find(ids[i]);
            require(found && found->value(0).offset() == node.property(i).value(0).offset(),
                    "find() returns the node's property with that identifier");
        }
    }
    std::sort(ids.begin(), ids.end());
    require(std::adjacent_find(ids.begin(), ids.end()) == ids.end(),
            "a node holds each identifier once (repeats are merged)");
}

// Checks the links of every node in one forward pass. A node's subtree ends where its next
// sibling starts, or else where its parent's subtree ends; parents come first, so their end is
// known when their children are met. (Node::subtreeEnd() walks up the ancestors: calling it
// for every node would be quadratic on deep trees.)
void checkLinks(const sgf::Collection &collection)
{
    const auto count = static_cast<std::uint32_t>(collection.nodeCount());
    std::vector<std::uint32_t> end(count);
    std::size_t children = 0;
    for (std::uint32_t i = 0; i < count; ++i) {
        const sgf::Node node = collection.node(i);
        require(node.index() == i, "node(i) has index i");
        const sgf::Node parent = node.parent(), next = node.nextSibling();
        require(parent.isNull() || parent.index() < i, "a parent comes before its children");
        const std::uint32_t enclosingEnd = parent ? end[parent.index()] : count;
        end[i] = next ? next.index() : enclosingEnd;
        require(end[i] > i && end[i] <= enclosingEnd, "a subtree lies inside its parent's");
        if (next) {
            require(next.parent() == parent, "siblings share their parent");
            require(node.subtreeEnd() == end[i], "subtreeEnd() is where the next sibling starts");
        }
        const sgf::Node first = node.firstChild();
        require(first ? first.index() == i + 1 : end[i] == i + 1,
                "a node's first child is the node right after it; a leaf's subtree is itself");
        for (sgf::Node child : node.children()) {
            require(child.parent() == node, "a child's parent is the node that lists it");
            ++children;
        }
        checkProperties(collection, node);
    }
    require(children + collection.size() == count, "every node but the roots is someone's child");
}

} // namespace

void require(bool condition, const char *what)
{
    if (condition) return;
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

void checkPosition(std::string_view input, const sgf::Position &position)
{
    checkPositionIs(input, position, sgf::positionAt(input, position.offset));
}

void checkError(std::string_view input, const sgf::ParseError &error)
{
    require(error.what()[0] != '\0', "a ParseError has a message");
    checkPosition(input, error.position());
}

void checkTree(const sgf::Collection &collection)
{
    require(!collection.empty(), "a parse that succeeds holds a game tree");
    std::uint32_t nextRoot = 0;
    for (std::size_t t = 0; t < collection.size(); ++t) {
        const sgf::Node root = collection[t].root();
        require(root.index() == nextRoot, "game trees follow each other in document order");
        require(root.parent().isNull(), "a root has no parent");
        require(!root.lastInLine().hasChildren(), "lastInLine() ends at a leaf");
        nextRoot += static_cast<std::uint32_t>(collection[t].nodeCount());
    }
    require(nextRoot == collection.nodeCount(), "the game trees hold every node");
    checkLinks(collection);
}

void checkValues(const sgf::Collection &collection)
{
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        for (sgf::Property property : collection.node(i).properties()) {
            for (sgf::Value value : property) {
                const std::string_view raw = value.raw();
                const std::string text = value.text(), simple = value.simpleText();
                require(text.size() <= raw.size(), "decoding never adds characters");
                require(text.find_first_of("\r\t\v\f") == std::string::npos,
                        "Text keeps LF as its only line break and makes other white space a space");
                std::string expectedSimple = text;
                std::replace(expectedSimple.begin(), expectedSimple.end(), '\n', ' ');
                require(simple == expectedSimple, "SimpleText is Text with line breaks as spaces");
                require(sgf::decodeText(sgf::encodeText(text)) == text,
                        "encodeText() is the inverse of decodeText()");
                const std::string composable = sgf::encodeText(text, sgf::ColonEscaping::Escape);
                require(!sgf::splitCompose(composable).isCompose &&
                            sgf::decodeText(composable) == text,
                        "text with its colons escaped is one side of a compose value");

                const sgf::RawCompose compose = value.compose();
                if (!compose.isCompose) {
                    require(compose.first == raw && compose.second.empty(),
                            "a value without a separator is not split");
                    continue;
                }
                const std::size_t colon = compose.first.size();
                require(compose.first.data() == raw.data() && colon < raw.size() &&
                            raw[colon] == ':' && compose.second == raw.substr(colon + 1),
                        "a compose value splits its raw text at a ':'");
                require(!sgf::splitCompose(compose.first).isCompose,
                        "a compose value splits at its first unescaped ':'");
            }
        }
    }
}

void checkDiagnostics(const sgf::Collection &collection, std::size_t maxDiagnostics)
{
    std::vector<std::uint64_t> offsets;
    std::size_t warnings = 0;
    for (const sgf::Diagnostic &diagnostic : collection.diagnostics()) {
        require(!diagnostic.message.empty(), "a diagnostic has a message");
        require(offsets.empty() || diagnostic.position.offset >= offsets.back(),
                "diagnostics are in the order of the text");
        offsets.push_back(diagnostic.position.offset);
        warnings += diagnostic.severity == sgf::Severity::Warning;
    }
    // The cap, plus the one warning that counts what it left out.
    require(warnings <= maxDiagnostics + 1, "warnings are capped at maxDiagnostics");
    // One pass for all positions: checkPosition() for each would be quadratic.
    const auto positions = sgf::positionsAt(collection.text(), offsets);
    for (std::size_t i = 0; i < positions.size(); ++i)
        checkPositionIs(collection.text(), collection.diagnostics()[i].position, positions[i]);
}

bool hasTreeStart(std::string_view input)
{
    for (std::size_t open = input.find('('); open != std::string_view::npos;
         open = input.find('(', open + 1)) {
        std::size_t next = open + 1;
        while (next < input.size() && isSgfSpace(input[next])) ++next;
        if (next < input.size() && input[next] == ';') return true;
    }
    return false;
}

} // namespace fuzzcheck
