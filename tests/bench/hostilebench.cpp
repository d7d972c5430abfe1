// hostilebench: issue 18's hostile files (tests/common/hostile_sgf.h) in the real window,
// offscreen. For each case and size: the file's bytes, opening it until the window shows it
// and has painted, until it shows the whole file (a big one shows its start first) with the
// worst press of Right while it is read and the press in which the whole file is swapped in, how
// long after that the end of a long main line is worked out (-1: not in two minutes; 0: no work),
// then the worst and median step (Right through the main line, End, Home, Left back from the end),
// the move numbers toggled at the end, jumps through the Problems panel, and the process's peak
// memory. Each measurement runs in a fresh process of its own (this program started again), so
// peaks do not add up and a crash or a refusal (of the whole file after its start was shown, too)
// is reported, not suffered. Every step over issue 18's 100 ms is listed after its case's line,
// saying whether the machine itself stalled at that moment (MachineStalls: a small fixed piece of
// work timed in CPU time in this, the parent, process), and how much it read from disk meanwhile (a
// cold font, say).
//
//   hostilebench [--steps N] [--timeout S] [CASE[=COUNT]...]
//   hostilebench --list
// Without a case, every case at the size issue 18 reports and ten times that (when the file
// stays under the 2 GiB a file may be). A developer's tool: figures go to tests/bench/README.md.
#include "hostile_sgf.h"
#include "machinestalls.h"
#include "models/backgroundloader.h"
#include "models/documentchecks.h"
#include "models/gamecontroller.h"
#include "widgets/boardwidget.h"
#include "widgets/mainwindow.h"
#include "widgets/problemreporter.h"
#include "widgets/problemspanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <new>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace sgfview;
namespace hostile = testdata::hostile;

namespace {

constexpr std::size_t fileLimit = std::size_t(2) << 30;

using Clock = sgfbench::MachineStalls::Clock;

// What the issue bounds: a step over it is written down with when it ran, for the parent to
// compare with the machine's stalls.
constexpr double boundMs = 100;

struct SlowStep {
    std::string what;
    double ms;
    Clock::time_point start, end;
};
std::vector<SlowStep> slowSteps; // in the child

void noteIfSlow(const std::string &what, double ms)
{
    if (ms <= boundMs) return;
    const Clock::time_point end = Clock::now();
    slowSteps.push_back({what, ms, end - std::chrono::microseconds(std::int64_t(ms * 1e3)), end});
}

// The bytes this process has had read from storage so far (what it found in no cache): a slow
// step that read megabytes, as the first paint of CJK text does when the font's pages were
// pushed out of the cache, waited for the disk.
std::int64_t bytesFromDisk()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return std::int64_t(usage.ru_inblock) * 512;
}

// what, with how much it read from storage since fromDisk (bytesFromDisk) when it did.
std::string withDiskReads(std::string what, std::int64_t fromDisk)
{
    const std::int64_t read = bytesFromDisk() - fromDisk;
    if (read <= 0) return what;
    char note[64];
    std::snprintf(note, sizeof note, " (%.1f MB read from disk meanwhile)", double(read) / 1e6);
    return what + note;
}

struct Steps {
    explicit Steps(const char *what) : what(what) {}
    const char *what;
    std::vector<double> times;
    void add(const QElapsedTimer &timer)
    {
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
        noteIfSlow(what, times.back());
    }
    double worst() const
    {
        return times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    }
    double median() const
    {
        if (times.empty()) return 0;
        std::vector<double> sorted = times;
        std::sort(sorted.begin(), sorted.end());
        return sorted[sorted.size() / 2];
    }
};

// Times every event it delivers, and keeps the longest: how long the window was held at once.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    double longest = 0; // ms

    bool notify(QObject *receiver, QEvent *event) override
    {
        if (nested_ > 0) return QApplication::notify(receiver, event);
        QElapsedTimer timer;
        timer.start();
        const std::int64_t fromDisk = bytesFromDisk();
        ++nested_;
        const bool result = QApplication::notify(receiver, event);
        --nested_;
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        longest = std::max(longest, ms);
        if (ms > boundMs) {
            const std::string what = "an event (type " + std::to_string(int(event->type())) +
                                     " to " + receiver->metaObject()->className() + ")";
            noteIfSlow(withDiskReads(what, fromDisk), ms);
        }
        return result;
    }

private:
    int nested_ = 0;
};

// The peak resident memory since the last reset, in MB (VmHWM).
double peakMegabytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stod(line.substr(6)) / 1024.0;
    return 0;
}

void resetPeak()
{
    std::ofstream("/proc/self/clear_refs") << "5";
}

// Writes the child's steps over the bound, a line each: start and end (steady clock, ns), ms,
// what.
void writeSlowSteps(const QString &into)
{
    std::ofstream out(into.toStdString());
    for (const SlowStep &step : slowSteps)
        out << step.start.time_since_epoch().count() << ' ' << step.end.time_since_epoch().count()
            << ' ' << step.ms << ' ' << step.what << '\n';
}

// In the parent: the child's steps over the bound, each with the machine's stalls at the time.
void reportSlowSteps(const std::string &label, const QString &from,
                     const sgfbench::MachineStalls &stalls)
{
    std::ifstream in(from.toStdString());
    long long start = 0, end = 0;
    double ms = 0;
    std::string what;
    while (in >> start >> end >> ms && std::getline(in >> std::ws, what)) {
        const auto found = stalls.during(Clock::time_point(Clock::duration(start)),
                                         Clock::time_point(Clock::duration(end)));
        std::printf("%-34s over %.0f ms: %s, %.1f ms: ", label.c_str(), boundMs, what.c_str(), ms);
        if (found.empty()) {
            std::printf("no stall of the machine seen then\n");
            continue;
        }
        double worst = 0;
        for (const auto &stall : found) worst = std::max(worst, stall.cpuMs);
        std::printf("the machine stalled then (another process's %.1f ms of work took %.1f ms "
                    "of CPU)\n",
                    stalls.usualMs(), worst);
    }
}

// Runs in the child: opens path in a window and prints one line of figures; its steps over the
// bound go to slowStepsFile.
int measure(const char *program, const std::string &label, const QString &path, int steps,
            const QString &slowStepsFile)
{
    resetPeak();
    int argc = 1;
    char *argv[] = {const_cast<char *>(program), nullptr};
    qputenv("QT_QPA_PLATFORM", "offscreen");
    TimedApplication app(argc, argv);
    MainWindow window;
    window.resize(1320, 860);
    window.show();
    QSignalSpy shown(&window, &MainWindow::documentShown);
    // The load's end: the whole file is shown as it is told (DocumentSession).
    QSignalSpy finished(window.loader(), &BackgroundLoader::finished);
    QElapsedTimer timer;
    timer.start();
    const std::int64_t fromDisk = bytesFromDisk();
    window.open(path);
    if (!QTest::qWaitFor([&] { return shown.count() > 0 || !window.lastError().isEmpty(); },
                         600'000)) {
        std::printf("%-34s did not open in 10 minutes\n", label.c_str());
        return 1;
    }
    if (shown.count() == 0) {
        std::printf("%-34s refused in %.0f ms, peak %.0f MB: %s\n", label.c_str(),
                    double(timer.nsecsElapsed()) / 1e6, peakMegabytes(),
                    qPrintable(window.lastError().simplified().left(160)));
        return 0;
    }
    window.repaint();
    const double open = double(timer.nsecsElapsed()) / 1e6;
    noteIfSlow(withDiskReads("the first paint", fromDisk), open);

    GameController *controller = window.controller();
    // A big file may first show the start of its first game (or that game alone) while the
    // rest is read: Right is pressed now and then until the whole file is shown, which is
    // then timed from open(); the steps below are taken on the whole file.
    Steps reading{"a press while the file is read"}, swap{"the press that swaps in the whole file"};
    double whole = open;
    if (finished.count() == 0) {
        while (finished.count() == 0) {
            // Every event is handled inside a timed press: the whole file's arrival among them.
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            QElapsedTimer press;
            press.start();
            QCoreApplication::processEvents();
            if (controller->current().firstChild()) QTest::keyClick(&window, Qt::Key_Right);
            QCoreApplication::processEvents();
            window.repaint();
            // The press in which the whole file arrives also swaps it in: timed apart.
            (finished.count() == 0 ? reading : swap).add(press);
        }
        whole = double(timer.nsecsElapsed()) / 1e6;
        // The whole file refused (it does not fit) after its start was shown: the window keeps
        // the start, and there is no whole file to step through.
        if (!window.lastError().isEmpty()) {
            std::printf("%-34s start shown in %.0f ms, the whole refused in %.0f ms, peak %.0f "
                        "MB: %s\n",
                        label.c_str(), open, whole, peakMegabytes(),
                        qPrintable(window.lastError().simplified().left(160)));
            writeSlowSteps(slowStepsFile);
            return 0;
        }
    }
    // A long main line is worked out to its end on a thread of idle priority (PositionsAhead):
    // how long after the first paint that is in, while the checks run. End below starts from it.
    double ahead = 0;
    if (PositionsAhead &work = controller->aheadOfTime(); work.isRunning()) {
        timer.restart();
        if (!QTest::qWaitFor([&] { return work.cursor() != nullptr; }, 120'000))
            ahead = -1;
        else
            ahead = double(timer.nsecsElapsed()) / 1e6;
    }
    // The checks' problems join the window when the checks end (off the GUI thread): the steps
    // and jumps are taken with all of them listed, in the status bar and the property table too.
    window.problems()->checks()->wait();
    QCoreApplication::processEvents();
    Steps right{"Right"}, far{"End or Home"}, back{"Left"}, numbers{"move numbers"},
        problems{"a jump through the Problems panel"};
    const auto step = [&](Steps &into, auto action) {
        timer.restart();
        action();
        QCoreApplication::processEvents();
        window.repaint();
        into.add(timer);
    };
    for (int i = 0; i < steps && controller->current().firstChild(); ++i)
        step(right, [&] { QTest::keyClick(&window, Qt::Key_Right); });
    step(far, [&] { QTest::keyClick(&window, Qt::Key_End); });
    for (int i = 0; i < steps && controller->current().parent(); ++i)
        step(back, [&] { QTest::keyClick(&window, Qt::Key_Left); });
    step(far, [&] { QTest::keyClick(&window, Qt::Key_Home); });
    step(far, [&] { QTest::keyClick(&window, Qt::Key_End); });
    for (const MoveNumbers mode :
         {MoveNumbers::LastTen, MoveNumbers::SinceVariationStart, MoveNumbers::Off})
        step(numbers, [&] { window.board()->setMoveNumbers(mode); });
    ProblemsPanel *panel = window.problemsPanel();
    for (int i = 0; i < std::min(panel->rowCount(), 50); ++i)
        step(problems, [&] { panel->activate(i); });
    if (panel->rowCount() > 50) // and the last one, far in the file
        step(problems, [&] { panel->activate(panel->rowCount() - 1); });
    std::printf("%-34s open %8.0f ms | whole %8.0f ms (reading: worst step %6.1f ms, swap %6.1f "
                "ms) | ahead "
                "%6.0f ms | step %6.1f / %6.1f ms | back %6.1f / %6.1f | End/Home %6.1f | numbers "
                "%6.1f | problems %6.1f (%d) | longest event %6.1f ms | peak %6.0f MB\n",
                label.c_str(), open, whole, reading.worst(), swap.worst(), ahead, right.median(),
                right.worst(), back.median(), back.worst(), far.worst(), numbers.worst(),
                problems.worst(), panel->rowCount(), app.longest, peakMegabytes());
    writeSlowSteps(slowStepsFile);
    return 0;
}

struct Run {
    const hostile::Case *c;
    std::size_t count;
};

} // namespace

int main(int argc, char **argv)
{
    int steps = 200;
    unsigned timeout = 900;
    std::vector<Run> runs;
    // The child a run starts (below): measure LABEL PATH STEPS SLOW-STEPS-FILE.
    if (argc == 6 && std::strcmp(argv[1], "--measure") == 0)
        return measure(argv[0], argv[2], QString::fromLocal8Bit(argv[3]), std::atoi(argv[4]),
                       QString::fromLocal8Bit(argv[5]));
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--list") {
            for (const auto &c : hostile::cases())
                std::printf("%-22s point %d: %s, issue's count %zu\n", c.name, c.point, c.unit,
                            c.issue);
            return 0;
        }
        if (arg == "--steps" && i + 1 < argc) {
            steps = std::atoi(argv[++i]);
            continue;
        }
        if (arg == "--timeout" && i + 1 < argc) {
            timeout = unsigned(std::atoi(argv[++i]));
            continue;
        }
        const auto equals = arg.find('=');
        const hostile::Case *c = hostile::findCase(arg.substr(0, equals));
        if (!c) {
            std::fprintf(stderr, "hostilebench: unknown case %s (see --list)\n", arg.c_str());
            return 2;
        }
        runs.push_back(
            {c, equals == std::string::npos ? c->issue : std::stoull(arg.substr(equals + 1))});
    }
    if (runs.empty())
        for (const auto &c : hostile::cases()) {
            runs.push_back({&c, c.issue});
            if (c.issue > 1) runs.push_back({&c, c.issue * 10});
        }

    QTemporaryDir dir;
    const QString slowStepsFile = dir.filePath(QStringLiteral("slow-steps.txt"));
    const sgfbench::MachineStalls stalls;
    std::printf("(watching the machine: %.2f ms of CPU work every 10 ms in this process; a step "
                "over %.0f ms says whether that work stalled at the time)\n",
                stalls.usualMs(), boundMs);
    for (const Run &run : runs) {
        const std::string label = std::string(run.c->name) + "=" + std::to_string(run.count);
        const QString path = dir.filePath(QString::fromLatin1(run.c->name) + ".sgf");
        std::size_t bytes = 0;
        {
            std::string text;
            try {
                text = run.c->make(run.count);
            } catch (const std::bad_alloc &) {
                // Ten times the biggest case is more than this machine can hold, let alone
                // the 2 GiB limit: nothing to run.
                std::printf("%-34s could not be made in memory, not run\n", label.c_str());
                continue;
            }
            bytes = text.size();
            if (bytes > fileLimit) {
                std::printf("%-34s %zu bytes: over the 2 GiB limit, not run\n", label.c_str(),
                            bytes);
                continue;
            }
            std::ofstream(path.toStdString(), std::ios::binary)
                .write(text.data(), std::streamsize(bytes));
        }
        std::printf("%-34s %zu bytes\n", label.c_str(), bytes);
        std::fflush(stdout);
        const pid_t child = fork();
        if (child == 0) {
            // A fresh program, not this one's copy: its peak memory is its own, not counting
            // the pages this process holds (its heap after making a file of a gigabyte).
            alarm(timeout); // kept across exec
            const std::string stepsArg = std::to_string(steps);
            const std::string pathArg = path.toStdString(), slowArg = slowStepsFile.toStdString();
            execl("/proc/self/exe", argv[0], "--measure", label.c_str(), pathArg.c_str(),
                  stepsArg.c_str(), slowArg.c_str(), static_cast<char *>(nullptr));
            std::perror("hostilebench: exec");
            _exit(127);
        }
        int status = 0;
        waitpid(child, &status, 0);
        reportSlowSteps(label, slowStepsFile, stalls);
        QFile::remove(slowStepsFile);
        if (WIFSIGNALED(status))
            std::printf("%-34s ended by signal %d (%s)\n", label.c_str(), WTERMSIG(status),
                        strsignal(WTERMSIG(status)));
        QFile::remove(path);
    }
    const auto all = stalls.during(Clock::time_point::min() + std::chrono::hours(1),
                                   Clock::time_point::max() - std::chrono::hours(1));
    double worst = 0;
    for (const auto &stall : all) worst = std::max(worst, stall.cpuMs);
    std::printf(
        "(the machine stalled %zu times in the run; the worst: %.2f ms of work took %.1f ms "
        "of CPU)\n",
        all.size(), stalls.usualMs(), worst);
    return 0;
}
