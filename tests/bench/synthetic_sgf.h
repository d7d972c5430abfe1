// A deterministic synthetic SGF collection for benchmarks: 19x19 games with long main lines,
// deep and wide variations, comments with escapes and line breaks, setup lists (some
// compressed), markup and game info. The same options give the same bytes on every platform
// and standard library: it uses its own PRNG and integer arithmetic only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace sgfbench {

struct SyntheticOptions {
    // Games are added until the text reaches this size (1 MB = 1,000,000 bytes).
    double megabytes = 21.0;
    std::uint64_t seed = 0x5346475649455721u;
};

struct SyntheticCollection {
    std::string text;
    std::size_t games = 0;
    std::size_t nodes = 0;
};

SyntheticCollection generateSyntheticCollection(const SyntheticOptions &options = {});

} // namespace sgfbench
