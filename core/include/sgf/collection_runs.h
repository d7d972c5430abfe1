// Reading a big collection a run of games at a time. The text is cut where game trees likely
// start ("(;GM[1]..." after a ')') into runs of about a given size, and each run is parsed on
// its own into a Collection of its own: a caller can work on a run as soon as it is read, on
// several threads at once, and let it go after, so that what it holds follows a run, not the
// file. The cuts are guesses. The runs stand for the whole only when every run was read
// without a single diagnostic (no repair, no stray text, no tree left open at its end): then
// they hold exactly the game trees a parse of the whole gives, in the same order, with the
// same nodes and values at the same offsets (counted from the run's begin). Anything else is
// for a parse of the whole, which words what is wrong.
#pragma once

#include "sgf/tree.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

namespace sgf {

struct CollectionRun {
    std::size_t index = 0;   // the runs' order in the text, from 0
    std::uint64_t begin = 0; // its first byte's offset in the whole text
    Collection collection;   // its game trees; their offsets count from begin
};

struct RunOptions {
    std::size_t runBytes = std::size_t(1) << 20; // about this much text a run
    unsigned threads = 0;                        // 0: one per processor
};

// Calls read(run) for each run, on options.threads threads that each take the next run not
// yet taken (so runs come in any order, one at a time on each thread), and returns whether
// the runs stand for the whole (see above). Stops taking runs as soon as one does not. A text
// that cannot be cut (a single game) is not read in runs at all: false, read() not called. An
// exception thrown by read() or the parse stops the others and is rethrown here. A run's
// collection reads text in place (all but the last run's): keep it no longer than text.
bool readInRuns(std::string_view text, const RunOptions &options,
                const std::function<void(const CollectionRun &)> &read);

// Where a first run of at most runBytes ends: at the '(' of the last game tree that likely starts
// (as runs are cut) before runBytes, past the text's first tree; nothing when none does. The
// text before it holds the whole's first game trees, exactly when it parses alone without a
// single diagnostic (as a run stands for its games): a window can show them while the rest is
// read.
std::optional<std::size_t> firstRunEnd(std::string_view text, std::size_t runBytes);

} // namespace sgf
