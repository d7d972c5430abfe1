// windowbench: what the window costs on a file, measured in the process (offscreen by
// default): laying out the tree rows, a full traversal of the tree model (every index() and
// parent()), opening the file until the populated tree shows, stepping with Right through the
// main line (position, tree selection, property table and a repaint per step), jumping between
// far nodes, and expanding a node with many variations. Medians; a developer's tool.
//
//   windowbench [--steps N] [--jumps N] FILE...
#include "document_fixture.h"
#include "model_traversal.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "widgets/gametreeview.h"
#include "widgets/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <random>

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
        controller.setDocument(testdata::documentOf(collection), std::move(rows));
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

void measureWindow(const QString &path, int steps, int jumps)
{
    MainWindow window;
    window.resize(1320, 860);
    window.show();
    QSignalSpy shown(&window, &MainWindow::documentShown);
    QElapsedTimer timer;
    timer.start();
    window.open(path);
    if (!QTest::qWaitFor([&] { return shown.count() > 0; }, 60000)) {
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

// A root with `width` variations; expanding the row that holds them.
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
    const QStringList arguments = app.arguments().mid(1);
    for (int i = 0; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--steps") && i + 1 < arguments.size())
            steps = arguments[++i].toInt();
        else if (arguments[i] == QLatin1String("--jumps") && i + 1 < arguments.size())
            jumps = arguments[++i].toInt();
        else
            files << arguments[i];
    }
    for (const QString &file : files) {
        std::printf("%s\n", qPrintable(file));
        measureModel(file);
        measureWindow(file, steps, jumps);
    }
    measureWideFork(1000);
    return 0;
}
