#include "sgf_internal/record_vector_p.h"

#include <cstdint>
#include <limits>
#include <new>

#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

namespace sgf {

namespace {

constexpr std::size_t hugePage = std::size_t(2) << 20;
#ifdef MADV_HUGEPAGE
// From this size on an array gets whole huge pages: the faults it saves (one per 4 KiB)
// cost more than the unused rest of its last huge page.
constexpr std::size_t hugePageFrom = hugePage / 4;
#else
constexpr std::size_t hugePageFrom = std::numeric_limits<std::size_t>::max(); // no advice
#endif

constexpr std::size_t wholeHugePages(std::size_t bytes)
{
    return (bytes + hugePage - 1) / hugePage * hugePage;
}

} // namespace

// Big arrays are mapped on their own, aligned to huge pages, and unmapped when freed: from
// the heap they would share huge pages with other blocks, and reusing such memory proved
// slower and erratic (pages split and collapsed again) while fresh mappings cost a fault
// per 2 MiB.
void *allocateRecords(std::size_t bytes)
{
    if (bytes < hugePageFrom) return ::operator new(bytes);
#ifdef MADV_HUGEPAGE
    bytes = wholeHugePages(bytes);
    void *mapped =
        mmap(nullptr, bytes + hugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapped == MAP_FAILED) throw std::bad_alloc();
    const auto start = reinterpret_cast<std::uintptr_t>(mapped);
    const auto aligned = (start + hugePage - 1) / hugePage * hugePage;
    if (aligned > start) munmap(mapped, aligned - start); // the slack before and after
    if (const auto after = start + hugePage - aligned; after > 0)
        munmap(reinterpret_cast<void *>(aligned + bytes), after);
    madvise(reinterpret_cast<void *>(aligned), bytes, MADV_HUGEPAGE); // only advice
    return reinterpret_cast<void *>(aligned);
#else
    return ::operator new(bytes);
#endif
}

void freeRecords(void *block, std::size_t bytes) noexcept
{
    if (bytes < hugePageFrom) {
        ::operator delete(block);
        return;
    }
#ifdef MADV_HUGEPAGE
    munmap(block, wholeHugePages(bytes));
#else
    ::operator delete(block);
#endif
}

bool recordsMapped(std::size_t bytes) noexcept
{
    return bytes >= hugePageFrom;
}

void releaseRecordsAfter(void *block, std::size_t used, std::size_t bytes) noexcept
{
#ifdef MADV_HUGEPAGE
    constexpr std::size_t page = 4096;
    const auto begin = (reinterpret_cast<std::uintptr_t>(block) + used + page - 1) / page * page;
    const auto end = reinterpret_cast<std::uintptr_t>(block) + wholeHugePages(bytes);
    if (begin < end) madvise(reinterpret_cast<void *>(begin), end - begin, MADV_DONTNEED);
#else
    (void)block;
    (void)used;
    (void)bytes;
#endif
}

void adviseHugePages(void *block, std::size_t bytes) noexcept
{
#ifdef MADV_HUGEPAGE
    const auto begin = wholeHugePages(reinterpret_cast<std::uintptr_t>(block));
    const auto end = (reinterpret_cast<std::uintptr_t>(block) + bytes) / hugePage * hugePage;
    if (begin < end) madvise(reinterpret_cast<void *>(begin), end - begin, MADV_HUGEPAGE);
#else
    (void)block;
    (void)bytes;
#endif
}

} // namespace sgf
