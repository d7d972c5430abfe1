// Internal to sgfview, not part of sgf::core's API (never installed): vectors for big arrays
// of plain records, the tree's nodes, properties and values and the views' per-node tables.
// Blocks from 512 KiB up are mapped on their own and asked for transparent huge pages where
// the system offers them, because faulting in fresh memory 4 KiB at a time costs more than
// filling it (a third of the time of laying out the tree's rows); resize() leaves new
// records uninitialised, for arrays sized to a bound first and then filled.
#pragma once

#include <cstddef>
#include <new>
#include <utility>
#include <vector>

namespace sgf {

void *allocateRecords(std::size_t bytes);
// Asks for huge pages for the whole 2 MiB pages inside a block not yet touched; only advice.
void adviseHugePages(void *block, std::size_t bytes) noexcept;
void freeRecords(void *block, std::size_t bytes) noexcept;

// The allocator of the record arrays: big blocks as above, and resize() leaves new records
// uninitialised (the parser sizes the arrays to an upper bound, then fills them).
template <class T> struct RecordAllocator {
    using value_type = T;
    RecordAllocator() = default;
    template <class U> RecordAllocator(const RecordAllocator<U> &) noexcept {}
    T *allocate(std::size_t n) { return static_cast<T *>(allocateRecords(n * sizeof(T))); }
    void deallocate(T *p, std::size_t n) noexcept { freeRecords(p, n * sizeof(T)); }
    template <class U> void construct(U *p) noexcept { ::new (static_cast<void *>(p)) U; }
    template <class U, class... Args> void construct(U *p, Args &&...args)
    {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }
    friend bool operator==(const RecordAllocator &, const RecordAllocator &) { return true; }
};

template <class T> using RecordVector = std::vector<T, RecordAllocator<T>>;

} // namespace sgf
