#include "plainmemory.h"

#include "hugepagestart.h"
#include "sgf/parser.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#include <sys/mman.h>
#endif

namespace sgfview::plain {

void keepFreedMemory()
{
#ifdef __GLIBC__
    mallopt(M_MMAP_THRESHOLD, 2 << 20); // blocks up to 2 MiB from the heap, reused when freed
    mallopt(M_TRIM_THRESHOLD, -1);      // the heap is never trimmed
#endif
}

namespace {

// Whether the program about to start should have glibc's heap on huge pages: a file named is
// big enough to be parsed on every core, and huge pages come when asked for (only glibc asks).
bool startsBigFileOnHugePages(int argc, char **argv)
{
#ifdef __GLIBC__
    return namesFileOfAtLeast(argc, argv, sgf::ParseOptions{}.parallelFrom) && hugePagesOnRequest();
#else
    (void)argc;
    (void)argv;
    return false;
#endif
}

} // namespace

void restartWithHugePageHeap(int argc, char **argv)
{
    if (putBackEnvironmentAfterStart()) return; // this is the process started again
    const auto last = argv + argc;
    if (std::find(argv + 1, last, std::string_view("--check")) == last ||
        !startsBigFileOnHugePages(argc, argv) || !setHugePageHeapForNextProgram())
        return;
    ::execv("/proc/self/exe", argv);
    putBackEnvironmentAfterStart(); // not started again: on as before
}

void startQtProgramWithHugePageHeap(int argc, char **argv)
{
    if (startsBigFileOnHugePages(argc, argv)) setHugePageHeapForNextProgram();
}

void prepareHeapForRuns(std::size_t bytes)
{
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
    static bool prepared = false;
    if (prepared) return;
    prepared = true;
    constexpr std::size_t hugePage = std::size_t(2) << 20;
    const std::size_t room = std::clamp<std::size_t>(bytes, 32 << 20, std::size_t(1) << 30);
    mallopt(M_ARENA_MAX, 1); // the threads' allocations are few and big: no contention
    mallopt(M_MMAP_MAX, 0);  // so that the block below comes from the heap
    void *block = std::malloc(room);
    mallopt(M_MMAP_MAX, 65536); // glibc's default again
    if (!block) return;
    const auto start = reinterpret_cast<std::uintptr_t>(block);
    const std::uintptr_t begin = (start + hugePage - 1) / hugePage * hugePage;
    const std::uintptr_t end = (start + room) / hugePage * hugePage;
    if (begin < end) madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
    std::free(block); // back to the heap's top, which is never trimmed (keepFreedMemory)
#else
    (void)bytes;
#endif
}

} // namespace sgfview::plain
