#include "identifier_index_p.h"

#include <functional>

namespace sgf::detail {

namespace {

std::uint32_t hashOf(std::string_view id)
{
    const auto h = std::hash<std::string_view>{}(id);
    return std::uint32_t(h ^ (h >> 32));
}

std::uint64_t slotOf(const IdentifierNames &names, std::size_t position)
{
    return std::uint64_t(hashOf(names[position])) << 32 | std::uint64_t(position + 1);
}

} // namespace

std::uint32_t IdentifierIndex::find(std::string_view id, const IdentifierNames &names) const
{
    if (slots_.empty()) return notFound;
    const std::uint32_t hash = hashOf(id);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        const std::uint64_t slot = slots_[i];
        if (slot == 0) return notFound;
        const auto position = std::uint32_t(slot) - 1;
        if (std::uint32_t(slot >> 32) == hash && names[position] == id) return position;
    }
}

void IdentifierIndex::add(const IdentifierNames &names)
{
    if (4 * names.size() > 3 * slots_.size())
        grow(names);
    else
        place(slotOf(names, names.size() - 1));
}

// Doubles the table (16 slots at first) and places every name again. The old slots go first:
// the names are placed from their spellings, and both tables at once were the parse's peak.
void IdentifierIndex::grow(const IdentifierNames &names)
{
    const std::size_t size = slots_.empty() ? 16 : 2 * slots_.size();
    RecordVector<std::uint64_t>().swap(slots_);
    slots_.assign(size, 0);
    for (std::size_t i = 0; i < names.size(); ++i) place(slotOf(names, i));
}

void IdentifierIndex::place(std::uint64_t slot)
{
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = std::uint32_t(slot >> 32) & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = slot;
}

} // namespace sgf::detail
