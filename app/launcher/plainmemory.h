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

// --check of a big file (a regular file of 4 MB or more) starts again at once with glibc's
// heap on huge pages where the system offers them (glibc reads that setting, GLIBC_TUNABLES,
// only as a process starts): every checking thread's heap then costs a fault per 2 MiB
// instead of per 4 KiB. --json and --find gained nothing from it (--find has
// prepareHeapForRuns) and would pay for the second start. The process started again puts
// the environment back as it was, so that nothing it starts inherits the setting. Returns
// when there is nothing to do or the start failed.
void restartWithHugePageHeap(int argc, char **argv);

// Before the launcher becomes the Qt program (execv): when a file named is as big (4 MB or
// more), the Qt program starts with glibc's heap on huge pages too (hugepagestart.h) and puts
// the environment back first thing: the window's load of a big collection allocates hundreds
// of megabytes (tests/bench/README.md, "Big collections in the window").
void startQtProgramWithHugePageHeap(int argc, char **argv);

// Before a big file is read in runs: one heap for all threads, with room for about `bytes`
// made up front and backed by huge pages where the system offers them (a fault per 2 MiB of
// it instead of per 4 KiB). What is never touched costs nothing. Once a process.
void prepareHeapForRuns(std::size_t bytes);

} // namespace sgfview::plain
