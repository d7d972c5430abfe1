#include "jsonwriter.h"

namespace sgfview {

namespace {

constexpr std::size_t flushAt = std::size_t(64) << 10;

void flush(std::string &out, std::FILE *stream)
{
    std::fwrite(out.data(), 1, out.size(), stream);
    out.clear();
}

void appendProperties(sgf::Node node, std::string &out)
{
    out += "{\"properties\": {";
    bool firstProperty = true;
    for (sgf::Property property : node.properties()) {
        if (!firstProperty) out += ", ";
        firstProperty = false;
        appendJsonString(property.id(), out);
        out += ": [";
        bool firstValue = true;
        for (sgf::Value value : property) {
            if (!firstValue) out += ", ";
            firstValue = false;
            appendJsonString(value.text(), out);
        }
        out += ']';
    }
    out += "}, \"children\": [";
}

// Depth-first with parent links instead of a call stack.
void writeTree(sgf::Node root, std::string &out, std::FILE *stream)
{
    sgf::Node node = root;
    for (;;) {
        appendProperties(node, out);
        if (out.size() >= flushAt) flush(out, stream);
        if (const sgf::Node child = node.firstChild()) {
            node = child;
            continue;
        }
        for (;;) {
            out += "]}";
            if (node == root) return;
            if (const sgf::Node sibling = node.nextSibling()) {
                out += ", ";
                node = sibling;
                break;
            }
            node = node.parent();
        }
    }
}

} // namespace

void appendJsonString(std::string_view utf8, std::string &out)
{
    static constexpr char hex[] = "0123456789abcdef";
    out += '"';
    for (char c : utf8) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (byte < 0x20) {
                out += "\\u00";
                out += hex[byte >> 4];
                out += hex[byte & 15];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

void writeJson(const sgf::Collection &collection, std::FILE *stream)
{
    std::string out;
    out.reserve(flushAt + 4096);
    out += '[';
    for (std::size_t i = 0; i < collection.size(); ++i) {
        if (i > 0) out += ", ";
        writeTree(collection[i].root(), out, stream);
    }
    out += "]\n";
    flush(out, stream);
}

} // namespace sgfview
