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
// Whether a block of this size is mapped on its own (else it is the heap's).
bool recordsMapped(std::size_t bytes) noexcept;
// Gives back the pages of a block mapped on its own from `used` bytes on; only advice.
void releaseRecordsAfter(void *block, std::size_t used, std::size_t bytes) noexcept;

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

// Lets go of a vector's room past its records without moving them: a block mapped on its own
// gives back its pages there (those never touched cost nothing already), a heap block with
// much room to spare is shrunk to fit. Copying a mapped block to a tight one would fault in
// and zero fresh pages for all of it.
template <class T> void trimRecords(RecordVector<T> &records)
{
    const std::size_t bytes = records.capacity() * sizeof(T);
    if (recordsMapped(bytes))
        releaseRecordsAfter(records.data(), records.size() * sizeof(T), bytes);
    else if (records.capacity() > records.size() + records.size() / 4 + 64)
        records.shrink_to_fit();
}

// The memory a vector holds: a mapped block's pages up to its last record (trimRecords gave
// back the others), a heap block's whole capacity.
template <class T> std::size_t recordBytes(const RecordVector<T> &records)
{
    constexpr std::size_t page = 4096;
    const std::size_t bytes = records.capacity() * sizeof(T);
    if (!recordsMapped(bytes)) return bytes;
    return (records.size() * sizeof(T) + page - 1) / page * page;
}

} // namespace sgf
