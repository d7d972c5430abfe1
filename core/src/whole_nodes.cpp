#include "sgf/whole_nodes.h"

#include <algorithm>

namespace sgf {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

// A value runs from its '[' at i to the first ']' not after a '\', as the parser reads it:
// where that ']' is, or text.size() when the value is cut off.
std::size_t valueEnd(std::string_view text, std::size_t i)
{
    // By the library's byte search, to the next ']' and then back over its stretch for a '\':
    // a cut inside a value of megabytes is found at memory speed.
    for (++i; i < text.size();) {
        const std::size_t close = text.find(']', i);
        if (close == std::string_view::npos) return text.size();
        const std::size_t escape = text.substr(i, close - i).find('\\');
        if (escape == std::string_view::npos) return close;
        i += escape + 2; // past the '\' and the byte it escapes
    }
    return text.size();
}

} // namespace

// Outside values (valueEnd: a ';' or '(' inside one is text) every ';' begins a node.
std::optional<std::size_t> wholeNodesEnd(std::string_view text, std::size_t treeStart,
                                         std::size_t maxNodes)
{
    std::size_t nodes = 0;
    std::size_t lastNode = 0; // the ';' of the last node begun
    std::size_t depth = 0;
    for (std::size_t i = treeStart; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '[') {
            i = valueEnd(text, i);
        } else if (c == '(') {
            ++depth;
        } else if (c == ')') {
            if (depth <= 1) return std::nullopt;
            --depth;
        } else if (c == ';') {
            lastNode = i;
            if (nodes++ == maxNodes) break;
        }
    }
    if (nodes < 2) return std::nullopt; // the root is not whole
    // Back over '(' and ')' (a variation begun or ended there, with nothing whole in it yet),
    // then on over the white space right after what stays: stray text before it is then
    // skipped as in the whole text, which has the same white space after it.
    std::size_t cut = lastNode;
    while (cut > treeStart &&
           (isSpace(text[cut - 1]) || text[cut - 1] == '(' || text[cut - 1] == ')'))
        --cut;
    while (cut < lastNode && isSpace(text[cut])) ++cut;
    return cut;
}

std::optional<std::size_t> wholeValuesEnd(std::string_view text, std::size_t treeStart,
                                          std::size_t maxValues)
{
    std::size_t i = treeStart + 1; // past the tree's '('
    while (i < text.size() && isSpace(text[i])) ++i;
    if (i >= text.size() || text[i] != ';') return std::nullopt;
    std::size_t values = 0;
    std::optional<std::size_t> cut;
    for (++i; i < text.size() && values < maxValues; ++i) {
        const char c = text[i];
        if (c == '[') {
            i = valueEnd(text, i);
            if (i == text.size()) break; // the value is cut off
            cut = i + 1;
            ++values;
        } else if (c == '(' || c == ')' || c == ';') {
            return std::nullopt;
        }
    }
    return cut;
}

} // namespace sgf
