// The parser's table from a long identifier's spelling to its number: open addressing over
// the collection's own list of names, so a file with millions of distinct identifiers costs
// 8-byte slots, at most three quarters of them used, and no allocation per name. (At most
// half used took twice the memory for 10,000,000 names, 268 MB, for one probe less.)
#pragma once

#include "identifier_names_p.h"
#include "sgf_internal/record_vector_p.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace sgf::detail {

class IdentifierIndex {
public:
    static constexpr std::uint32_t notFound = 0xFFFFFFFFu;

    // The position of id in names, or notFound. names is the list that add() appends to.
    std::uint32_t find(std::string_view id, const IdentifierNames &names) const;
    // Records that names.back() was just appended.
    void add(const IdentifierNames &names);
    std::size_t memoryUsage() const { return slots_.capacity() * sizeof(std::uint64_t); }

private:
    // A slot holds the name's hash in its high half (to skip most string comparisons) and
    // its position plus one in the low half; 0 is an empty slot.
    RecordVector<std::uint64_t> slots_; // in huge pages when big: each probe is a random read

    void grow(const IdentifierNames &names);
    void place(std::uint64_t slot);
};

} // namespace sgf::detail
