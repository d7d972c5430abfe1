// Runs a check as the unprivileged user "nobody" in a child process, for tests of files a user
// may not read: root (as CI runs) reads them regardless of their permissions. Unix only.
#pragma once

#include "child_process.h"

#include <QByteArray>
#include <QFile>
#include <functional>
#include <grp.h>
#include <optional>
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
    const ChildRun child = runInChild(
        [] {
            const bool switched =
                ::setgroups(0, nullptr) == 0 && ::setgid(65534) == 0 && ::setuid(65534) == 0;
            return switched ? 0 : cannotSwitch;
        },
        what);
    NobodyRun run;
    if (child.exitStatus < 0) return run;
    run.becameNobody = child.exitStatus != cannotSwitch;
    if (child.exitStatus == 0) run.report = child.report;
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
