// A deterministic collection shaped like the public professional-game archives (issue 17):
// tens of thousands of 19x19 games of 150-300 moves, a small root (GM, FF, CA, SZ, PB, PW,
// DT, RE, KM) and nothing but one move per node after it. The moves are played on a board
// (sgf::Board), so none lands on a stone or is suicide: `sgfview --check` finds nothing.
#pragma once

#include "synthetic_sgf.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace sgfbench {

struct ArchiveOptions {
    std::size_t games = 70000; // about 100 MB
    // When above 0, games are added until the text reaches this size (1 MB = 1,000,000
    // bytes) and games is ignored.
    double megabytes = 0;
    std::uint64_t seed = 0x4152434849564531u;
};

// Hands the text to write a game at a time, so that a 1 GB archive is never held whole.
// The counts are those of what was written.
SyntheticCollection writeArchive(const ArchiveOptions &options,
                                 const std::function<void(std::string_view)> &write);
// The same text in memory.
SyntheticCollection generateArchive(const ArchiveOptions &options = {});

} // namespace sgfbench
