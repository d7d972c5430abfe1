// How the launcher's commands use memory. They live for a moment, and a big file is read a
// run of games at a time on every core (sgf::readInRuns): each run allocates and frees arrays
// of a few hundred KB and keeps its hits. glibc's defaults suit long-lived programs instead:
// freed memory goes back to the system, each thread gets a heap of its own, and every fresh
// 4 KiB page costs a fault (dear on a virtual machine).
#pragma once

#include <cstddef>

namespace sgfview::plain {

// Freed memory is kept for the process's life and reused, not given back to the system.
void keepFreedMemory();

// Before a big file is read in runs: one heap for all threads, with room for about `bytes`
// made up front and backed by huge pages where the system offers them (a fault per 2 MiB of
// it instead of per 4 KiB). What is never touched costs nothing. Once a process.
void prepareHeapForRuns(std::size_t bytes);

} // namespace sgfview::plain
