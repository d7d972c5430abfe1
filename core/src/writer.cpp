#include "sgf/writer.h"

#include <vector>

namespace sgf {

namespace {

// Writes game trees without recursion: the stack holds, for each open '(', the next sibling
// still to write once the current variation closes.
class Writer {
public:
    explicit Writer(std::string &out) : out_(out), lineStart_(out.size()) {}

    void writeTree(Node root)
    {
        std::vector<Node> pending; // one entry per open '('
        open();
        pending.push_back({});
        Node current = root;
        for (;;) {
            writeNode(current);
            const Node first = current.firstChild();
            if (first && !first.nextSibling()) { // a plain sequence continues
                current = first;
                continue;
            }
            if (first) { // a fork: each child opens a variation
                open();
                pending.push_back(first.nextSibling());
                current = first;
                continue;
            }
            // A leaf: close variations until one has a sibling left to write.
            for (;;) {
                out_ += ')';
                Node &next = pending.back();
                if (next) {
                    current = next;
                    next = next.nextSibling();
                    open();
                    break;
                }
                pending.pop_back();
                if (pending.empty()) return;
            }
        }
    }

private:
    void open()
    {
        if (!out_.empty() && out_.back() != '\n') newLine();
        out_ += '(';
    }

    void newLine()
    {
        out_ += '\n';
        lineStart_ = out_.size();
    }

    void writeNode(Node node)
    {
        if (out_.size() - lineStart_ > 72) newLine();
        out_ += ';';
        for (Property property : node.properties()) {
            out_ += property.id();
            for (Value value : property) {
                out_ += '[';
                out_ += value.raw();
                out_ += ']';
            }
        }
    }

    std::string &out_;
    std::size_t lineStart_;
};

} // namespace

std::string write(Node subtreeRoot)
{
    std::string out;
    if (subtreeRoot) Writer(out).writeTree(subtreeRoot);
    return out;
}

std::string write(const GameTree &tree)
{
    return write(tree.root());
}

std::string write(const Collection &collection)
{
    std::string out;
    out.reserve(collection.text().size() + collection.text().size() / 16);
    for (std::size_t i = 0; i < collection.size(); ++i) {
        Writer(out).writeTree(collection[i].root());
        out += '\n';
    }
    return out;
}

} // namespace sgf
