// MachineStalls: tells a slow step of the program under test from a moment when the whole
// machine was slow. A thread of the benchmark's own process (not the one measured) runs a fixed
// piece of work about every 10 ms and times it in CPU time, which waiting for a core does not
// add to; when that work takes many times its usual CPU time, the machine itself ran slowly
// then (on a virtual machine: the host), and anything measured at that moment was slowed too.
#pragma once

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

namespace sgfbench {

class MachineStalls {
public:
    using Clock = std::chrono::steady_clock; // CLOCK_MONOTONIC: the same in every process
    struct Stall {
        Clock::time_point start, end; // when the slowed piece of work ran
        double cpuMs;                 // the CPU time it took
    };

    // Starts watching; the work's usual CPU time is measured first.
    MachineStalls();
    ~MachineStalls();
    MachineStalls(const MachineStalls &) = delete;
    MachineStalls &operator=(const MachineStalls &) = delete;

    double usualMs() const { return usualMs_; }
    // The stalls whose work ran within [start - margin, end + margin].
    std::vector<Stall> during(Clock::time_point start, Clock::time_point end) const;

private:
    void watch();

    double usualMs_ = 0;
    std::atomic<bool> stop_{false};
    mutable std::mutex mutex_;
    std::vector<Stall> stalls_;
    std::thread thread_;
};

} // namespace sgfbench
