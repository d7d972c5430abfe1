// Runs a check as the unprivileged user "nobody" in a child process, for tests of files a user
// may not read: root (as CI runs) reads them regardless of their permissions. Unix only.
#pragma once

#include <QByteArray>
#include <QFile>
#include <functional>
#include <grp.h>
#include <optional>
#include <sys/wait.h>
#include <unistd.h>

namespace testdata {

struct NobodyRun {
    bool becameNobody = false;        // false where the system does not allow the switch
    std::optional<QByteArray> report; // what what() returned; nothing if the child failed
};

// Runs what() in a child process as nobody (no supplementary groups either) and hands back
// the bytes it returned. Folders on the way must let nobody through.
inline NobodyRun asNobody(const std::function<QByteArray()> &what)
{
    constexpr int cannotSwitch = 2;
    NobodyRun run;
    int channel[2];
    if (::pipe(channel) != 0) return run;
    const pid_t child = ::fork();
    if (child < 0) return run;
    if (child == 0) {
        ::close(channel[0]);
        if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(cannotSwitch);
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
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status)) return run;
    run.becameNobody = WEXITSTATUS(status) != cannotSwitch;
    if (WEXITSTATUS(status) == 0) run.report = report;
    return run;
}

// Lets others through a folder (owner keeps all rights), so that nobody reaches its files.
inline bool letThrough(const QString &folder)
{
    return QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                             QFileDevice::ExeOwner | QFileDevice::ExeGroup |
                                             QFileDevice::ExeOther);
}

} // namespace testdata
