#include "machinestalls.h"

#include <algorithm>
#include <cstdint>
#include <ctime>
#include <new>
#include <sys/mman.h>

namespace sgfbench {

namespace {

double threadCpuMs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// The same 100,000 random reads over 64 MB each time: some 6 MB of lines, which the last cache
// (32 MB here) may hold. Read from memory instead (other programs having taken that cache) they
// took 0.6-1.0 ms against 0.4-1.0 ms, far from the 5 times and 5 ms more a stall needs; a stall
// of the machine slowed them 30 to 500 times. Mapped apart and left out of forks: the children
// the benchmark measures must not count it in their memory.
class Table {
public:
    static constexpr std::size_t size = std::size_t(1) << 24;
    Table()
    {
        void *mapped = mmap(nullptr, size * sizeof(std::uint32_t), PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapped == MAP_FAILED) throw std::bad_alloc();
        madvise(mapped, size * sizeof(std::uint32_t), MADV_DONTFORK);
        numbers_ = static_cast<std::uint32_t *>(mapped);
        for (std::size_t i = 0; i < size; ++i) numbers_[i] = std::uint32_t(i * 2654435761u);
    }
    ~Table() { munmap(numbers_, size * sizeof(std::uint32_t)); }
    Table(const Table &) = delete;
    Table &operator=(const Table &) = delete;

    // About a millisecond of work on this machine.
    std::uint32_t work() const
    {
        std::uint32_t sum = 0, at = 1;
        for (int i = 0; i < 100'000; ++i) {
            at = at * 1103515245u + 12345u;
            sum += numbers_[at % size];
        }
        return sum;
    }

private:
    std::uint32_t *numbers_ = nullptr;
};

const Table &table()
{
    static const Table made;
    return made;
}

// A stall is work that took this many times its usual CPU time, and at least this much more.
constexpr double stallFactor = 5;
constexpr double stallExtraMs = 5;
constexpr auto margin = std::chrono::milliseconds(20);

} // namespace

MachineStalls::MachineStalls()
{
    std::vector<double> times;
    volatile std::uint32_t sink = 0;
    for (int i = 0; i < 15; ++i) {
        const double before = threadCpuMs();
        sink = sink + table().work();
        times.push_back(threadCpuMs() - before);
    }
    std::sort(times.begin(), times.end());
    usualMs_ = times[times.size() / 2];
    thread_ = std::thread([this] { watch(); });
}

MachineStalls::~MachineStalls()
{
    stop_ = true;
    thread_.join();
}

void MachineStalls::watch()
{
    volatile std::uint32_t sink = 0;
    while (!stop_) {
        const Clock::time_point start = Clock::now();
        const double before = threadCpuMs();
        sink = sink + table().work();
        const double cpuMs = threadCpuMs() - before;
        if (cpuMs > usualMs_ * stallFactor && cpuMs > usualMs_ + stallExtraMs) {
            const std::lock_guard lock(mutex_);
            stalls_.push_back({start, Clock::now(), cpuMs});
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

std::vector<MachineStalls::Stall> MachineStalls::during(Clock::time_point start,
                                                        Clock::time_point end) const
{
    const std::lock_guard lock(mutex_);
    std::vector<Stall> found;
    for (const Stall &stall : stalls_)
        if (stall.start <= end + margin && stall.end + margin >= start) found.push_back(stall);
    return found;
}

} // namespace sgfbench
