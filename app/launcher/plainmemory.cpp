#include "plainmemory.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <cstring>
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
constexpr off_t bigFile = off_t(4) << 20;

bool checksBigFile(int argc, char **argv)
{
    bool reads = false;
    for (int i = 1; i < argc && !reads; ++i) {
        const std::string_view argument = argv[i];
        reads = argument == "--check";
    }
    if (!reads) return false;
    for (int i = 1; i < argc; ++i) {
        struct stat file;
        if (argv[i][0] != '-' && ::stat(argv[i], &file) == 0 && S_ISREG(file.st_mode) &&
            file.st_size >= bigFile)
            return true;
    }
    return false;
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
        if (before[0] == '=')
            ::setenv("GLIBC_TUNABLES", before + 1, 1);
        else
            ::unsetenv("GLIBC_TUNABLES");
        ::unsetenv(restartedMark);
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
    // Not started again: on as before.
    if (hadTunables)
        ::setenv("GLIBC_TUNABLES", tunables.c_str(), 1);
    else
        ::unsetenv("GLIBC_TUNABLES");
    ::unsetenv(restartedMark);
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
