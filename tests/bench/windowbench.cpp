// windowbench: what the window costs on a file, measured in the process (offscreen by
// default): laying out the tree rows, a full traversal of the tree model (every index() and
// parent()), opening the file until the populated tree shows, stepping with Right through the
// main line (position, tree selection, property table and a repaint per step), jumping between
// far nodes, and expanding a node with many variations. Medians; a developer's tool.
//
//   windowbench [--steps N] [--jumps N] FILE...
//   windowbench --map [--cpu-time] [--verbose] [--steps N] FILE...   the map (see measureMap)
//   windowbench --first-game FILE   a big collection's first game, then the whole (see there)
//   windowbench --rows [--steps N] FILE...   the rows' layout alone, on one thread and on all
//   windowbench --cancel-at F [--steps N] FILE   how soon a load cancelled at fraction F ends
#include "document_fixture.h"
#include "model_traversal.h"
#include "models/backgroundloader.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/treemap.h"
#include "models/treemaplayout.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "widgets/gametreeview.h"
#include "widgets/mainwindow.h"
#include "widgets/treemapview.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <optional>
#include <random>
#include <sys/resource.h>
#include <unistd.h>

using namespace sgfview;

namespace {

double median(std::vector<double> values)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, std::size_t(p * double(values.size())))];
}

double millisecondsSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

// The map's figures are timed by the wall clock, or with --cpu-time by the CPU time of the
// GUI thread, which paints and steps: on a machine shared with other work the wall clock
// mostly measures the others.
bool cpuTime = false;

class Stopwatch {
public:
    Stopwatch() { restart(); }
    void restart() { start_ = now(); }
    double milliseconds() const { return (now() - start_) / 1e6; }

private:
    static double now()
    {
        if (!cpuTime) return double(std::chrono::steady_clock::now().time_since_epoch().count());
        timespec spec{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec);
        return double(spec.tv_sec) * 1e9 + double(spec.tv_nsec);
    }
    double start_ = 0;
};

void measureModel(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return;
    const auto collection =
        sgf::parseCollection(file.readAll().toStdString(), sgf::ParseOptions::lenient());
    std::vector<double> layout, walk;
    for (int run = 0; run < 5; ++run) {
        QElapsedTimer timer;
        timer.start();
        auto rows = std::make_shared<const TreeRows>(collection);
        layout.push_back(millisecondsSince(timer));
        GameController controller;
        GameTreeModel model(&controller);
        DocumentViews views;
        views.rows = std::move(rows);
        controller.setDocument(testdata::documentOf(collection), std::move(views));
        timer.restart();
        if (testdata::countConsistentRows(model) != collection.nodeCount()) std::abort();
        walk.push_back(millisecondsSince(timer));
    }
    const double nodes = double(collection.nodeCount());
    std::printf("  rows layout      %8.1f ms  %6.1f ns/node\n", median(layout),
                median(layout) * 1e6 / nodes);
    std::printf("  model traversal  %8.1f ms  %6.1f ns/node (every index() and parent())\n",
                median(walk), median(walk) * 1e6 / nodes);
}

// The rows' layout alone (TreeRows: rows, move numbers), runs times on one thread and on one a
// core, for comparing builds: the median and the fastest of each.
void measureRows(const QString &path, int runs)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return;
    const auto collection =
        sgf::parseCollection(file.readAll().toStdString(), sgf::ParseOptions::lenient());
    const double nodes = double(collection.nodeCount());
    for (const unsigned threads : {1u, 0u}) {
        std::vector<double> times;
        for (int run = 0; run < std::max(runs, 1); ++run) {
            QElapsedTimer timer;
            timer.start();
            const TreeRows rows(collection, threads);
            times.push_back(millisecondsSince(timer));
        }
        std::printf("  rows layout, %s  %8.1f ms median %8.1f fastest  %5.1f ns/node\n",
                    threads == 1 ? "one thread " : "all threads", median(times),
                    *std::min_element(times.begin(), times.end()), median(times) * 1e6 / nodes);
    }
}

void measureWindow(const QString &path, int steps, int jumps)
{
    MainWindow window;
    window.resize(1320, 860);
    window.show();
    // The load's end, not the first paint: a big collection shows its first game alone
    // before, and the nodes measured below must be the whole file's.
    QSignalSpy finished(window.loader(), &BackgroundLoader::finished);
    QElapsedTimer timer;
    timer.start();
    window.open(path);
    if (!QTest::qWaitFor([&] { return finished.count() > 0; }, 60000) || !window.document()) {
        std::printf("  could not open: %s\n", qPrintable(window.lastError()));
        return;
    }
    window.repaint();
    std::printf("  open to shown    %8.1f ms  (read, decode, parse, rows, model, first paint)\n",
                millisecondsSince(timer));

    // Right, as the key does it, then the repaints that asks for (board, tree rows, table,
    // comment, status bar) as the event loop runs them.
    GameController *controller = window.controller();
    controller->firstNode();
    QCoreApplication::processEvents();
    std::vector<double> stepTimes;
    for (int i = 0; i < steps; ++i) {
        timer.restart();
        QTest::keyClick(&window, Qt::Key_Right);
        QCoreApplication::processEvents();
        stepTimes.push_back(millisecondsSince(timer));
        if (!controller->current().firstChild()) break;
    }
    std::printf("  Right, per step  %8.2f ms median, %.2f ms 99th percentile (%zu steps, "
                "repaints included)\n",
                median(stepTimes), percentile(stepTimes, 0.99), stepTimes.size());

    const auto &collection = window.document()->collection;
    std::mt19937 random(7);
    std::vector<double> jumpTimes;
    for (int i = 0; i < jumps; ++i) {
        const auto target = std::uint32_t(random() % collection.nodeCount());
        timer.restart();
        controller->setCurrent(collection.node(target));
        QCoreApplication::processEvents();
        jumpTimes.push_back(millisecondsSince(timer));
    }
    std::printf("  random jumps     %8.2f ms median, %.2f ms 99th percentile (%d jumps)\n",
                median(jumpTimes), percentile(jumpTimes, 0.99), jumps);
}

std::optional<sgf::Collection> parseFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    return sgf::parseCollection(file.readAll().toStdString(), sgf::ParseOptions::lenient());
}

// Right held through the current game's main line, as the key does it, and the repaints the
// event loop runs for it: the median step. At the line's end it starts again from the root
// (not timed), so that a short line gives as many steps as a long one; unless going back
// is slow (the board draws a hint for each of a root's million children), then it stops.
double medianRightStep(MainWindow &window, int steps)
{
    GameController *controller = window.controller();
    const sgf::Node root = controller->currentRoot();
    controller->setCurrent(root);
    QCoreApplication::processEvents();
    std::vector<double> times;
    for (int i = 0; i < steps && root.hasChildren(); ++i) {
        if (!controller->current().firstChild()) {
            Stopwatch back;
            controller->setCurrent(root);
            QCoreApplication::processEvents();
            if (back.milliseconds() > 100) break;
        }
        Stopwatch timer;
        QTest::keyClick(&window, Qt::Key_Right);
        QCoreApplication::processEvents();
        times.push_back(timer.milliseconds());
    }
    return median(times);
}

struct MapLayoutFigures {
    std::uint32_t nodes = 0, lanes = 0;
    double milliseconds = 0, bytesPerNode = 0;
};

// The layout of nodes [first, end), median of five runs.
MapLayoutFigures measureMapLayout(const sgf::Collection &collection, std::uint32_t first,
                                  std::uint32_t end)
{
    std::vector<double> times;
    MapLayoutFigures figures;
    for (int run = 0; run < 5; ++run) {
        Stopwatch timer;
        const TreeMapLayout layout(collection, first, end);
        times.push_back(timer.milliseconds());
        figures.lanes = layout.laneCount();
        figures.bytesPerNode = double(layout.memoryUsage()) / double(end - first);
    }
    figures.nodes = end - first;
    figures.milliseconds = median(times);
    return figures;
}

// The slowest repaint of the map's view over every zoom, at the start, the middle and the
// end of the map, around the current node and at random places: per place the median of
// five repaints, and the first repaint at each zoom.
double slowestMapPaint(TreeMapView &view, bool verbose)
{
    std::mt19937 random(11);
    double slowest = 0;
    for (const double pitch : {3.0, 4.0, 6.0, 8.0, 12.0, 19.0, 26.0, 40.0, 64.0}) {
        double first = -1, others = 0;
        view.setPitch(pitch);
        const TreeMapLayout &layout = view.map()->layout();
        const TreeMapGeometry &geometry = view.mapGeometry();
        const double depthEnd = geometry.extent(layout.columnCount());
        const double laneEnd = geometry.extent(layout.laneCount());
        std::vector<std::pair<double, double>> places = {
            {0, 0}, {depthEnd / 2, laneEnd / 2}, {depthEnd, laneEnd}, {depthEnd, 0}};
        const std::uint32_t current = view.map()->current();
        places.push_back({geometry.along(layout.depth(current)) - geometry.depthSpan() / 2,
                          geometry.along(layout.lane(current)) - geometry.laneSpan() / 2});
        for (int i = 0; i < 4; ++i)
            places.push_back({std::uniform_real_distribution<double>(0, depthEnd)(random),
                              std::uniform_real_distribution<double>(0, laneEnd)(random)});
        for (const auto &[depth, lane] : places) {
            view.scrollTo(depth, lane);
            std::vector<double> runs;
            for (int run = 0; run < 5; ++run) {
                Stopwatch timer;
                view.viewport()->repaint();
                runs.push_back(timer.milliseconds());
            }
            // The first paint at a zoom makes its pictures, as each step of a zoom does.
            if (first < 0) first = runs.front();
            others = std::max(others, median(runs));
        }
        slowest = std::max({slowest, first, others});
        if (verbose)
            std::printf("  pitch %4.1f: first paint %.2f ms, slowest place %.2f ms\n", pitch, first,
                        others);
    }
    view.setPitch(26);
    return slowest;
}

// One line per file (and, for a collection, one more for its largest game), in a form runs
// can be compared in: the layout of every node of the file (or of that game), the slowest
// repaint of the view, the median step of Right with the map shown, the bytes per node of
// the layout's tables. A "map-off" line gives the same step with the map's dock hidden.
void measureMap(const QString &path, int steps, bool verbose)
{
    const auto collection = parseFile(path);
    if (!collection || collection->nodeCount() == 0) {
        std::printf("map: %s could not be read\n", qPrintable(path));
        return;
    }
    const auto count = std::uint32_t(collection->nodeCount());
    std::uint32_t largest = 0, largestSize = 0;
    for (std::size_t g = 0; g < collection->size(); ++g) {
        const sgf::Node root = (*collection)[g].root();
        const std::uint32_t size = root.subtreeEnd() - root.index();
        if (size > largestSize) largest = std::uint32_t(g), largestSize = size;
    }

    MainWindow window;
    window.resize(1320, 860);
    window.show();
    QSignalSpy shown(&window, &MainWindow::documentShown);
    window.open(path);
    if (!QTest::qWaitFor([&] { return shown.count() > 0; }, 120000)) {
        std::printf("map: %s could not be opened: %s\n", qPrintable(path),
                    qPrintable(window.lastError()));
        return;
    }
    // A big collection shows its first game before the rest is read: measure the whole.
    (void)QTest::qWaitFor([&] { return !window.loader()->isRunning(); }, 120000);
    QCoreApplication::processEvents();
    if (!window.document() || window.document()->collection.size() != collection->size()) {
        std::printf("map: %s was not shown whole: %s\n", qPrintable(path),
                    qPrintable(window.lastError()));
        return;
    }
    GameController *controller = window.controller();
    const sgf::Node root = window.document()->collection[largest].root();
    controller->setCurrent(root);
    QCoreApplication::processEvents();
    const double paint = slowestMapPaint(*window.treeMap(), verbose);
    const double step = medianRightStep(window, steps);
    window.findChild<QDockWidget *>(QStringLiteral("treeMapDock"))->hide();
    QCoreApplication::processEvents();
    const double stepWithout = medianRightStep(window, steps);

    const auto line = [&](const QString &name, const MapLayoutFigures &figures) {
        std::printf("map: %s nodes=%u lanes=%u layout_ms=%.2f paint_ms_max=%.2f "
                    "step_ms_median=%.2f bytes_per_node=%.1f\n",
                    qPrintable(name), figures.nodes, figures.lanes, figures.milliseconds, paint,
                    step, figures.bytesPerNode);
    };
    line(path, measureMapLayout(*collection, 0, count));
    if (collection->size() > 1)
        line(QStringLiteral("%1#%2").arg(path).arg(largest + 1),
             measureMapLayout(*collection, root.index(), root.subtreeEnd()));
    std::printf("map-off: %s step_ms_median=%.2f\n", qPrintable(path), stepWithout);
    std::fflush(stdout);
}

// A root with `width` variations; expanding the row that holds them.
// Since the process started, by the clock /proc gives its start in (10 ms ticks).
double millisecondsSinceLaunch()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly)) return NAN;
    const QByteArray text = stat.readAll();
    // Fields after the command's closing parenthesis; the start time is the 22nd field.
    const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 20) return NAN;
    const double startTicks = fields[19].toDouble();
    timespec now{};
    clock_gettime(CLOCK_BOOTTIME, &now);
    return (double(now.tv_sec) + double(now.tv_nsec) / 1e9) * 1000 -
           startTicks * 1000 / double(sysconf(_SC_CLK_TCK));
}

double peakResidentMegabytes()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024;
}

// A load (BackgroundLoader, as the window's) cancelled once its progress reaches at (polled as
// the window's bar is, every 50 ms): how long after the cancel it ends, runs times.
void measureCancel(const QString &path, double at, int runs)
{
    for (int run = 0; run < std::max(runs, 1); ++run) {
        BackgroundLoader loader;
        QElapsedTimer sinceCancel;
        double cancelledAt = -1;
        QObject::connect(&loader, &BackgroundLoader::progressChanged, &loader, [&](double f) {
            if (f < at || cancelledAt >= 0) return;
            cancelledAt = f;
            sinceCancel.start();
            loader.cancel();
        });
        QSignalSpy finished(&loader, &BackgroundLoader::finished);
        loader.start(path, {});
        if (!QTest::qWaitFor([&] { return finished.count() > 0; }, 120000)) return;
        const auto result = finished.first().at(1).value<LoadResult>();
        if (cancelledAt < 0)
            std::printf("  not cancelled: the load ended before %.0f %%\n", at * 100);
        else
            std::printf("  cancelled at %5.1f %%: ended %7.1f ms later (%s)\n", cancelledAt * 100,
                        millisecondsSince(sinceCancel),
                        result.cancelled ? "cancelled" : "not cancelled");
    }
}

// A big collection shows its first game before the rest is read: from launch (the process's
// start) to that first paint, to the whole collection shown, and the slowest Right key while
// the rest loads. Run as the first thing in a fresh process.
void measureFirstGame(const QString &path)
{
    // As sgfview opens a file named on its command line: read while the window is made.
    MainWindow window(path, {});
    QSignalSpy shown(&window, &MainWindow::documentShown);
    QSignalSpy finished(window.loader(), &BackgroundLoader::finished);
    // Each document shown on the way (the first game, the first run of games, the whole): when,
    // and how many games it holds.
    std::vector<std::pair<double, std::size_t>> steps;
    QObject::connect(&window, &MainWindow::documentShown, &window, [&] {
        if (window.document())
            steps.emplace_back(millisecondsSinceLaunch(), window.document()->collection.size());
    });
    window.resize(1320, 860);
    window.show();
    if (!QTest::qWaitFor([&] { return shown.count() > 0; }, 60000)) {
        std::printf("  could not open: %s\n", qPrintable(window.lastError()));
        return;
    }
    window.repaint();
    const double first = millisecondsSinceLaunch();
    const std::size_t firstGames = window.document()->collection.size();
    // A press and the events after it; the one whose events bring the end of the load holds
    // the swap to the whole collection, reported apart.
    std::vector<double> keys;
    double swap = -1;
    while (finished.count() == 0) {
        QElapsedTimer key;
        key.start();
        QTest::keyClick(&window, Qt::Key_Right);
        QCoreApplication::processEvents();
        if (finished.count() == 0)
            keys.push_back(millisecondsSince(key));
        else
            swap = millisecondsSince(key);
        QTest::qWait(5);
    }
    QCoreApplication::processEvents();
    window.repaint();
    const double whole = millisecondsSinceLaunch();
    std::printf("  launch to first game shown  %8.1f ms  (%zu game(s); 10 ms ticks)\n", first,
                firstGames);
    if (window.document() && window.document()->collection.size() > firstGames)
        std::printf("  launch to whole file shown  %8.1f ms  (%zu games, at node %u)\n", whole,
                    window.document()->collection.size(), window.controller()->current().index());
    else if (window.lastError().isEmpty()) // one game, or too small to be read in two steps
        std::printf("  the first shown was the whole file (%zu game(s))\n", firstGames);
    else
        std::printf("  the whole file failed at %.1f ms: %s\n", whole,
                    qPrintable(window.lastError()));
    for (const auto &[at, games] : steps)
        std::printf("  shown at                    %8.1f ms  (%zu game(s))\n", at, games);
    std::printf("  Right while loading         %8.2f ms slowest of %zu\n",
                keys.empty() ? 0.0 : *std::max_element(keys.begin(), keys.end()), keys.size());
    if (swap >= 0)
        std::printf("  swap to the whole file      %8.2f ms (with the press before it)\n", swap);
    else
        std::printf("  swap to the whole file      between presses, not timed\n");
    std::printf("  peak resident               %8.1f MB\n", peakResidentMegabytes());
}

void measureWideFork(int width)
{
    std::string text = "(;GM[1]SZ[19];B[pd]";
    for (int i = 0; i < width; ++i)
        text += "(;W[" + std::string{char('a' + i % 19), char('a' + i / 19 % 19)} + "];B[dd])";
    text += ')';
    const auto collection = sgf::parseCollection(text);
    GameController controller;
    GameTreeModel model(&controller);
    testdata::show(controller, collection);
    GameTreeView view(&model, &controller);
    view.resize(400, 800);
    view.show();
    QCoreApplication::processEvents();
    const QModelIndex first = model.index(1, 0, model.index(0, 0)); // holds the alternatives
    QElapsedTimer timer;
    timer.start();
    view.expand(first);
    QCoreApplication::processEvents();
    view.repaint();
    std::printf("expanding a node with %d variations: %.2f ms (%d rows under it)\n", width,
                millisecondsSince(timer), model.rowCount(first));
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("sgfview-windowbench"));
    QStringList files;
    int steps = 300, jumps = 200;
    bool map = false, verbose = false, firstGame = false, rowsOnly = false;
    double cancelAt = -1;
    const QStringList arguments = app.arguments().mid(1);
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--map"))
            map = true;
        else if (arguments[i] == QLatin1String("--rows"))
            rowsOnly = true;
        else if (arguments[i] == QLatin1String("--cancel-at") && i + 1 < arguments.size())
            cancelAt = arguments[++i].toDouble();
        else if (arguments[i] == QLatin1String("--first-game"))
            firstGame = true;
        else if (arguments[i] == QLatin1String("--verbose"))
            verbose = true;
        else if (arguments[i] == QLatin1String("--cpu-time"))
            cpuTime = true;
        else if (arguments[i] == QLatin1String("--steps") && i + 1 < arguments.size())
            steps = arguments[++i].toInt();
        else if (arguments[i] == QLatin1String("--jumps") && i + 1 < arguments.size())
            jumps = arguments[++i].toInt();
        else
            files << arguments[i];
    }
    if (firstGame && !files.isEmpty()) { // one file: from launch, so in a fresh process
        std::printf("%s\n", qPrintable(files.first()));
        measureFirstGame(files.first());
        return 0;
    }
    // --steps counts the runs of --cancel-at and --rows, each with a default of its own.
    const auto runsOr = [&](int runs) {
        return arguments.contains(QLatin1String("--steps")) ? steps : runs;
    };
    if (cancelAt >= 0 && !files.isEmpty()) {
        std::printf("%s\n", qPrintable(files.first()));
        measureCancel(files.first(), cancelAt, runsOr(3));
        return 0;
    }
    if (rowsOnly) {
        for (const QString &file : files) {
            std::printf("%s\n", qPrintable(file));
            measureRows(file, runsOr(11));
        }
        return 0;
    }
    if (map) {
        for (const QString &file : files) measureMap(file, steps, verbose);
        return 0;
    }
    for (const QString &file : files) {
        std::printf("%s\n", qPrintable(file));
        measureModel(file);
        measureWindow(file, steps, jumps);
    }
    measureWideFork(1000);
    return 0;
}
