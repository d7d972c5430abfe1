// Runs a check in a child process whose address space is limited (RLIMIT_AS), for tests of
// what a load does when memory runs out. AddressSanitizer reserves terabytes of address space
// up front, so there the limit cannot be set: the tests skip.
#pragma once

#include <QByteArray>
#include <functional>
#include <optional>
#include <sys/resource.h>
#include <sys/wait.h>
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
    int channel[2];
    if (::pipe(channel) != 0) return std::nullopt;
    const pid_t child = ::fork();
    if (child < 0) return std::nullopt;
    if (child == 0) {
        ::close(channel[0]);
        // VmSize from /proc/self/statm (pages), then the limit above it.
        long pages = 0;
        if (FILE *statm = std::fopen("/proc/self/statm", "r")) {
            if (std::fscanf(statm, "%ld", &pages) != 1) pages = 0;
            std::fclose(statm);
        }
        const rlim_t limit = rlim_t(pages) * rlim_t(::sysconf(_SC_PAGESIZE)) + room;
        const rlimit rl{limit, limit};
        if (::setrlimit(RLIMIT_AS, &rl) != 0) ::_exit(2);
        const QByteArray report = what();
        const bool written =
            ::write(channel[1], report.constData(), std::size_t(report.size())) == report.size();
        ::_exit(written ? 0 : 3);
    }
    ::close(channel[1]);
    QByteArray report;
    char buffer[512];
    for (ssize_t got; (got = ::read(channel[0], buffer, sizeof buffer)) > 0;)
        report.append(buffer, got);
    ::close(channel[0]);
    int status = 0;
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return report;
}

} // namespace testdata
