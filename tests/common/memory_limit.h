// Runs a check in a child process whose address space is limited (RLIMIT_AS), for tests of
// what a load does when memory runs out. AddressSanitizer reserves terabytes of address space
// up front, so there the limit cannot be set: the tests skip.
#pragma once

#include "child_process.h"

#include <QByteArray>
#include <cstdio>
#include <functional>
#include <optional>
#include <sys/resource.h>
#include <unistd.h>

namespace testdata {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool addressSpaceCanBeLimited = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool addressSpaceCanBeLimited = false;
#else
inline constexpr bool addressSpaceCanBeLimited = true;
#endif
#else
inline constexpr bool addressSpaceCanBeLimited = true;
#endif

// Runs what() in a child process allowed `room` bytes of address space beyond what it has
// mapped when it starts, and hands back the bytes it returned (nothing if the child failed).
inline std::optional<QByteArray> withAddressSpaceRoom(std::size_t room,
                                                      const std::function<QByteArray()> &what)
{
    const ChildRun run = runInChild(
        [room] {
            // VmSize from /proc/self/statm (pages), then the limit above it.
            long pages = 0;
            if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
                if (std::fscanf(statm, "%ld", &pages) != 1) pages = 0;
                std::fclose(statm);
            }
            const rlim_t limit = rlim_t(pages) * rlim_t(::sysconf(_SC_PAGESIZE)) + room;
            const rlimit rl{limit, limit};
            return ::setrlimit(RLIMIT_AS, &rl) != 0 ? 2 : 0;
        },
        what);
    if (run.exitStatus != 0) return std::nullopt;
    return run.report;
}

} // namespace testdata
