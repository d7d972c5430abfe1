// Runs a check in a forked child process and hands its result back through a pipe, for tests
// that must change what the process may do (its user, its memory) without changing the test's.
#pragma once

#include <QByteArray>
#include <functional>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

namespace testdata {

struct ChildRun {
    int exitStatus = -1; // the child's exit status; -1 if it could not run or did not exit
    QByteArray report;   // what what() returned, when the child exited with 0
};

// In the child: prepare() returns 0 to go on, or the status to exit with; then what() runs and
// its bytes are written back (exit status 0, or 3 if they could not be written, 4 if what()
// threw).
inline ChildRun runInChild(const std::function<int()> &prepare,
                           const std::function<QByteArray()> &what)
{
    ChildRun run;
    int channel[2];
    if (::pipe(channel) != 0) return run;
    const pid_t child = ::fork();
    if (child < 0) return run;
    if (child == 0) {
        ::close(channel[0]);
        if (const int status = prepare(); status != 0) ::_exit(status);
        QByteArray report;
        try {
            report = what();
        } catch (...) { // the child must not go on as a copy of the test
            ::_exit(4);
        }
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
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status)) return run;
    run.exitStatus = WEXITSTATUS(status);
    if (run.exitStatus == 0) run.report = report;
    return run;
}

} // namespace testdata
