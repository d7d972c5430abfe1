// Runs the built sgfview executable the way a script would, in a folder of test files, with
// no display at all: DISPLAY and WAYLAND_DISPLAY unset and a Qt platform that does not exist,
// so any attempt to open a window aborts the process instead of passing unnoticed.
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

namespace testdata {

struct SgfviewRun {
    QByteArray out;
    QByteArray err;
    int exitCode = -1;
    bool crashed = false;
    bool finished = false;
};

inline QString sgfviewExecutable()
{
    return QStringLiteral(SGFVIEW_EXECUTABLE);
}

inline QProcessEnvironment noDisplayEnvironment()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("sgfview-no-display"));
    // Messages in a fixed locale (sizes, quotes) whatever the machine's.
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.remove(QStringLiteral("LANGUAGE"));
    return environment;
}

// Runs sgfview with arguments in folder, feeding input on standard input. inChild, if given,
// runs in the child process before sgfview starts (to set limits).
inline SgfviewRun runSgfview(const QStringList &arguments, const QString &folder,
                             const QByteArray &input = {}, int timeoutMs = 120000,
                             const QProcessEnvironment &environment = noDisplayEnvironment(),
                             const std::function<void()> &inChild = {})
{
    QProcess process;
    process.setProcessEnvironment(environment);
    if (inChild) process.setChildProcessModifier(inChild);
    process.setWorkingDirectory(folder);
    process.start(sgfviewExecutable(), arguments);
    SgfviewRun run;
    if (!process.waitForStarted(timeoutMs)) return run;
    process.write(input);
    process.closeWriteChannel();
    run.finished = process.waitForFinished(timeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    run.crashed = process.exitStatus() == QProcess::CrashExit;
    run.exitCode = process.exitCode();
    return run;
}

} // namespace testdata

// Compares a run with what was expected, all of it: standard output, standard error and the
// exit status (a crash never passes).
#define SGFVIEW_COMPARE_RUN(run, expectedOut, expectedErr, expectedExit)                           \
    do {                                                                                           \
        QVERIFY2((run).finished, "sgfview did not finish in time");                                \
        QVERIFY2(!(run).crashed, (run).err.constData());                                           \
        QCOMPARE(QString::fromUtf8((run).err), QString::fromUtf8(expectedErr));                    \
        QCOMPARE(QString::fromUtf8((run).out), QString::fromUtf8(expectedOut));                    \
        QCOMPARE((run).exitCode, (expectedExit));                                                  \
    } while (false)
