// Private: the spellings of a collection's long identifiers, numbered in the order first met.
// One string holds all their letters and a table where each ends: 4 bytes a name besides its
// letters, where a std::string each took 32 (a file may have millions of distinct names).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sgf::detail {

class IdentifierNames {
public:
    std::size_t size() const { return ends_.size(); }
    bool empty() const { return ends_.empty(); }
    // Valid until the next push_back, which may move the letters.
    std::string_view operator[](std::size_t i) const
    {
        const std::uint32_t begin = i > 0 ? ends_[i - 1] : 0;
        return {letters_.data() + begin, ends_[i] - begin};
    }
    void push_back(std::string_view name)
    {
        letters_.append(name);
        ends_.push_back(static_cast<std::uint32_t>(letters_.size()));
    }
    std::size_t memoryUsage() const
    {
        return letters_.capacity() + ends_.capacity() * sizeof(std::uint32_t);
    }

private:
    std::string letters_;
    std::vector<std::uint32_t> ends_; // one past each name's last letter
};

} // namespace sgf::detail
