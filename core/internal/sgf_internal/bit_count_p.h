// Internal to sgfview, not part of sgf::core's API (never installed): the number of bits set in
// a word, summed in the register. The x86-64 baseline has no popcount instruction, and
// std::popcount compiles to a call into libgcc there: on the hot paths that count bits (a
// node's parent among later children, a line of whole-board setups, the outline's move
// numbers) the call cost more than the count.
#pragma once

#include <cstdint>

namespace sgf {

constexpr int bitCount(std::uint64_t bits)
{
    bits -= bits >> 1 & 0x5555555555555555u;
    bits = (bits & 0x3333333333333333u) + (bits >> 2 & 0x3333333333333333u);
    bits = (bits + (bits >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
    return int(bits * 0x0101010101010101u >> 56);
}

static_assert(bitCount(0) == 0 && bitCount(1) == 1 && bitCount(~std::uint64_t(0)) == 64 &&
              bitCount(0x8000000000000001u) == 2 && bitCount(0xF0F0F0F0F0F0F0F0u) == 32);

} // namespace sgf
