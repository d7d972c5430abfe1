#include "plainmemory.h"

#include "sgf/parser.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <sys/stat.h>
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

// Set in the environment of the process started again: the GLIBC_TUNABLES it had before
// (after a '=' when it had one).
constexpr const char *restartedMark = "SGFVIEW_RESTARTED_WITH_HUGE_PAGES";
constexpr std::string_view hugePageTunable = "glibc.malloc.hugetlb=1";

// A file the check parses and checks on every core.
bool checksBigFile(int argc, char **argv)
{
    const auto last = argv + argc;
    if (std::find(argv + 1, last, std::string_view("--check")) == last) return false;
    return std::any_of(argv + 1, last, [](const char *argument) {
        struct stat file;
        return argument[0] != '-' && ::stat(argument, &file) == 0 && S_ISREG(file.st_mode) &&
               std::size_t(file.st_size) >= sgf::ParseOptions{}.parallelFrom;
    });
}

// GLIBC_TUNABLES as it was: before, or none when before is null.
void putBackTunables(const char *before)
{
    if (before)
        ::setenv("GLIBC_TUNABLES", before, 1);
    else
        ::unsetenv("GLIBC_TUNABLES");
    ::unsetenv(restartedMark);
}

// glibc's huge-page setting does something only where huge pages are given on request.
bool hugePagesOnRequest()
{
    std::ifstream enabled("/sys/kernel/mm/transparent_hugepage/enabled");
    const std::string modes((std::istreambuf_iterator<char>(enabled)),
                            std::istreambuf_iterator<char>());
    return modes.find("[madvise]") != std::string::npos;
}

} // namespace

void restartWithHugePageHeap(int argc, char **argv)
{
#ifdef __GLIBC__
    if (const char *before = std::getenv(restartedMark)) {
        putBackTunables(before[0] == '=' ? before + 1 : nullptr);
        return;
    }
    if (!checksBigFile(argc, argv) || !hugePagesOnRequest()) return;
    const char *set = std::getenv("GLIBC_TUNABLES");
    const bool hadTunables = set != nullptr;
    const std::string tunables = set ? set : "";
    // The user's own settings come after ours, so that theirs win.
    std::string wanted(hugePageTunable);
    if (!tunables.empty()) wanted += ':' + tunables;
    const std::string before = hadTunables ? '=' + tunables : std::string();
    if (::setenv(restartedMark, before.c_str(), 1) == 0 &&
        ::setenv("GLIBC_TUNABLES", wanted.c_str(), 1) == 0)
        ::execv("/proc/self/exe", argv);
    putBackTunables(hadTunables ? tunables.c_str() : nullptr); // not started again: on as before
#else
    (void)argc;
    (void)argv;
#endif
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
