#include "movenumbertable.h"

#include "sgf_internal/bit_count_p.h"

#include <bit>

namespace sgfview {

namespace {

// Bits 0 to bit of a word.
std::uint64_t upTo(unsigned bit)
{
    return bit == 63 ? ~std::uint64_t(0) : (std::uint64_t(2) << bit) - 1;
}

} // namespace

MoveNumberTable::MoveNumberTable(std::uint32_t nodeCount)
    : numbered_((std::size_t(nodeCount) + 63) / 64), anchors_(numbered_.size()),
      blockFirst_(numbered_.size()), anchorsBefore_(numbered_.size())
{}

MoveNumberTable::Writer::Writer(MoveNumberTable &table, std::uint32_t begin, std::uint32_t end)
    : table_(&table), begin_(begin), end_(end), next_(begin)
{}

void MoveNumberTable::Writer::add(std::uint32_t number, bool numbered, bool firstChild)
{
    const std::uint32_t node = next_++;
    const unsigned bit = node % 64;
    const bool anchor = !firstChild || number != last_ + (numbered ? 1 : 0);
    if (numbered) numbered_ |= std::uint64_t(1) << bit;
    if (anchor) {
        anchors_ |= std::uint64_t(1) << bit;
        anchorNumbers_.push_back(number);
    }
    if (bit == 0) table_->blockFirst_[node / 64] = number; // only this run has that node
    last_ = number;
    if (bit == 63 || next_ == end_) flush();
}

// The current block's bits go to the table, or, when another run has nodes in the block too,
// to finish(), which joins them.
void MoveNumberTable::Writer::flush()
{
    const std::uint32_t node = next_ - 1;
    const std::uint32_t block = node / 64;
    const bool shared = block * 64 < begin_ || (block + 1) * std::uint64_t(64) > end_;
    if (shared) {
        edges_.push_back({block, numbered_, anchors_});
    } else {
        table_->numbered_[block] = numbered_;
        table_->anchors_[block] = anchors_;
    }
    numbered_ = anchors_ = 0;
}

void MoveNumberTable::finish(std::vector<Writer> &writers)
{
    for (Writer &writer : writers) {
        for (const Writer::EdgeWord &edge : writer.edges_) {
            numbered_[edge.block] |= edge.numbered;
            anchors_[edge.block] |= edge.anchors;
        }
        anchorNumbers_.insert(anchorNumbers_.end(), writer.anchorNumbers_.begin(),
                              writer.anchorNumbers_.end());
        writer.anchorNumbers_ = {};
        writer.edges_ = {};
    }
    std::uint32_t before = 0;
    for (std::size_t block = 0; block < anchors_.size(); ++block) {
        anchorsBefore_[block] = before;
        before += std::uint32_t(sgf::bitCount(anchors_[block]));
    }
    anchorNumbers_.shrink_to_fit();
}

std::uint32_t MoveNumberTable::number(std::uint32_t node) const
{
    const std::uint32_t block = node / 64;
    const unsigned bit = node % 64;
    const std::uint64_t anchors = anchors_[block] & upTo(bit);
    std::uint32_t base = blockFirst_[block];
    unsigned from = 0; // the node the base is the number of, in the block
    if (anchors != 0) {
        from = 63 - unsigned(std::countl_zero(anchors));
        const std::uint64_t below = from == 0 ? 0 : upTo(from - 1);
        base = anchorNumbers_[anchorsBefore_[block] +
                              unsigned(sgf::bitCount(anchors_[block] & below))];
    }
    const std::uint64_t after = numbered_[block] & upTo(bit) & ~upTo(from);
    return base + std::uint32_t(sgf::bitCount(after));
}

std::size_t MoveNumberTable::memoryUsage() const
{
    return (numbered_.capacity() + anchors_.capacity()) * sizeof(std::uint64_t) +
           (blockFirst_.capacity() + anchorsBefore_.capacity() + anchorNumbers_.capacity()) *
               sizeof(std::uint32_t);
}

} // namespace sgfview
