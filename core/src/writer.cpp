#include "sgf/writer.h"

#include "tree_data_p.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace sgf {

using detail::none;

namespace {

// Writes game trees without recursion: the stack holds, for each open '(', the next sibling
// still to write once the current variation closes. It walks the storage directly and
// appends into a buffer it sizes ahead, checking room once per piece.
class Writer {
public:
    Writer(const detail::TreeData &data, std::size_t sizeHint)
        : d_(data), text_(data.text.data()), textSize_(data.text.size())
    {
        buffer_.resize(std::max<std::size_t>(sizeHint, 256));
        out_ = lineStart_ = buffer_.data();
        limit_ = out_ + buffer_.size();
    }

    void writeTree(std::uint32_t root)
    {
        lineStart_ = out_;
        std::vector<std::uint32_t> pending; // one entry per open '('
        open();
        pending.push_back(none);
        std::uint32_t current = root;
        for (;;) {
            writeNode(current);
            const auto first = d_.firstChild(current);
            if (first != none && !(d_.nodes[first] & detail::siblingBit)) { // a plain sequence
                current = first;
                continue;
            }
            if (first != none) { // a fork: each child opens a variation
                open();
                pending.push_back(d_.nextSibling(first));
                current = first;
                continue;
            }
            // A leaf: close variations until one has a sibling left to write.
            for (;;) {
                room(1);
                *out_++ = ')';
                auto &next = pending.back();
                if (next != none) {
                    current = next;
                    next = d_.nextSibling(next);
                    open();
                    break;
                }
                pending.pop_back();
                if (pending.empty()) return;
            }
        }
    }

    void writeSequence(std::span<const Node> line)
    {
        lineStart_ = out_;
        open();
        for (const Node node : line) writeNode(node.index());
        room(1);
        *out_++ = ')';
    }

    void lineBreak()
    {
        room(1);
        *out_++ = '\n';
    }

    std::string finish()
    {
        buffer_.resize(std::size_t(out_ - buffer_.data()));
        return std::move(buffer_);
    }

private:
    void open()
    {
        room(2);
        if (out_ > buffer_.data() && out_[-1] != '\n') newLine();
        *out_++ = '(';
    }

    void newLine()
    {
        *out_++ = '\n';
        lineStart_ = out_;
    }

    // Works on local copies of the cursor and the storage pointers: a store through a char
    // pointer could change any member, so members would be reloaded after every byte.
    void writeNode(std::uint32_t node)
    {
        // Short values (most are points) are copied as one fixed block when the text has
        // the bytes: cheaper than memcpy of a variable length. Room is made for the block.
        constexpr std::size_t block = 16;
        const detail::TreeData &d = d_;
        const char *const text = text_;
        const std::size_t textSize = textSize_;
        const auto propertyEnd = d.propertyEnd(node);
        auto p = d.firstProperty(node);

        char *out = room(out_, 2);
        if (out - lineStart_ > 72) {
            *out++ = '\n';
            lineStart_ = out;
        }
        *out++ = ';';
        for (; p < propertyEnd; ++p) {
            out = writeId(out, d.propertyId(p));
            const auto valueEnd = d.valueEnd(p);
            for (auto v = d.firstValue(p); v < valueEnd; ++v) {
                const std::string_view raw = d.valueRaw(v);
                const auto offset = std::size_t(raw.data() - text), length = raw.size();
                out = room(out, length + 2 + block);
                *out = '[';
                if (length <= block && offset + block <= textSize)
                    std::memcpy(out + 1, text + offset, block);
                else
                    std::memcpy(out + 1, text + offset, length);
                out[1 + length] = ']';
                out += length + 2;
            }
        }
        out_ = out;
    }

    char *writeId(char *out, std::uint32_t id)
    {
        const std::string_view name = d_.idName(id);
        out = room(out, name.size());
        std::memcpy(out, name.data(), name.size());
        return out + name.size();
    }

    // The cursor, moved if the buffer had to grow to have this many bytes free after it.
    char *room(char *out, std::size_t bytes)
    {
        if (std::size_t(limit_ - out) < bytes) [[unlikely]] {
            out_ = out;
            grow(bytes);
            return out_;
        }
        return out;
    }

    void room(std::size_t bytes) { out_ = room(out_, bytes); }

    [[gnu::noinline]] void grow(std::size_t bytes)
    {
        const auto written = out_ - buffer_.data(), line = lineStart_ - buffer_.data();
        buffer_.resize(std::max(buffer_.size() * 2, std::size_t(written) + bytes));
        out_ = buffer_.data() + written;
        lineStart_ = buffer_.data() + line;
        limit_ = buffer_.data() + buffer_.size();
    }

    // The text, read through a plain pointer: a store through a char pointer could alias a
    // vector's members, which would then be reloaded for every byte written.
    const detail::TreeData &d_;
    const char *const text_;
    const std::size_t textSize_;
    std::string buffer_; // written up to out_
    char *out_;
    char *limit_;
    char *lineStart_;
};

} // namespace

std::string write(Node subtreeRoot)
{
    if (!subtreeRoot) return {};
    const auto &data = detail::NodeAccess::data(subtreeRoot);
    Writer writer(data, std::size_t(subtreeRoot.subtreeEnd() - subtreeRoot.index()) * 8);
    writer.writeTree(subtreeRoot.index());
    return writer.finish();
}

std::string write(const GameTree &tree)
{
    return write(tree.root());
}

std::string writeLine(std::span<const Node> line)
{
    if (line.empty() || !line.front()) return {};
    Writer writer(detail::NodeAccess::data(line.front()), line.size() * 16);
    writer.writeSequence(line);
    return writer.finish();
}

std::string write(const Collection &collection)
{
    if (collection.empty()) return {};
    const auto &data = detail::NodeAccess::data(collection[0].root());
    Writer writer(data, collection.text().size() + collection.text().size() / 16);
    for (std::size_t i = 0; i < collection.size(); ++i) {
        writer.writeTree(collection[i].root().index());
        writer.lineBreak();
    }
    return writer.finish();
}

} // namespace sgf
