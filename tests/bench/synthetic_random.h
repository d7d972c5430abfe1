// The benchmark generators' PRNG: splitmix64 and integer arithmetic only, so that the same
// seed gives the same bytes on every platform and standard library.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sgfbench {

// splitmix64: small and fully specified, so the output never depends on a library's
// distributions.
class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
        return z ^ (z >> 31);
    }
    // 0 <= result < n; the modulo bias does not matter here.
    std::uint32_t below(std::uint32_t n) { return std::uint32_t(next() % n); }
    std::uint32_t between(std::uint32_t low, std::uint32_t high)
    {
        return low + below(high - low + 1);
    }
    bool chance(std::uint32_t perMille) { return below(1000) < perMille; }
    template <std::size_t N> std::string_view pick(const std::array<std::string_view, N> &items)
    {
        return items[below(N)];
    }

private:
    std::uint64_t state_;
};

} // namespace sgfbench
