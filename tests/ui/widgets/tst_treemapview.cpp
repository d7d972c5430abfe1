// The game-tree map's view: hit testing, clicks and double clicks, the fold marks, panning,
// zooming about the mouse, scrolling only when the current node would leave the view (also
// past the 16,777,215 pixels a widget may measure), and what an offscreen render shows: the
// current node highlighted where it is, a folded node's count.
#include "document_fixture.h"
#include "models/gamecontroller.h"
#include "models/treemap.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "tree_shapes.h"
#include "widgets/evaluationgraph.h"
#include "widgets/treemappanel.h"
#include "widgets/treemaptooltip.h"
#include "widgets/treemapview.h"
#include "window_fixture.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QScrollBar>
#include <QSettings>
#include <QTest>
#include <QTimer>
#include <cmath>

using namespace sgfview;

class TestTreeMapView : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void hitTesting();
    void clickGoesToTheNode();
    void currentNodeIsHighlighted();
    void wiresRunInTheGap();
    void foldedNodeShowsItsCount();
    void numbersFitTheirStones();
    void doubleClickFolds();
    void hoveredForkShowsItsFoldMark();
    void contextMenuFoldsOffThePath();
    void scrollsOnlyWhenTheCurrentNodeLeaves();
    void virtualScrollPastWidgetLimits();
    void dragPans();
    void zoomKeepsThePointUnderTheMouse();
    void topToBottom();
    void staysLeftToRight();
    void darkPalette();
    void inTheWindow();
    void toolTipShowsThePosition();
    void evaluationGraph();

private:
    void show(const std::string &sgf);
    QImage grab() const { return view->viewport()->grab().toImage(); }
    sgf::Node node(std::uint32_t index) const { return controller->collection().node(index); }
    // Whether a pixel of the render is within a few steps of a colour.
    static bool near(QColor a, QColor b)
    {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <
               40;
    }
    QColor highlight() const { return view->palette().color(QPalette::Highlight); }

    std::unique_ptr<GameController> controller;
    std::unique_ptr<TreeMapView> view;
};

//  r - 1 - a - a2 - a3
//          b - b2 - c
//                   d
//          e
// Nodes: r 0, 1 1, a 2, a2 3, a3 4, b 5, b2 6, c 7, d 8, e 9.
static const char *const tree =
    "(;GM[1]SZ[19];B[pd](;W[dp];B[pp];W[dd])(;W[dd];B[pp](;W[dp])(;W[cq]))(;W[pp]))";

void TestTreeMapView::init()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, QDir::tempPath());
    QCoreApplication::setOrganizationName(QStringLiteral("sgfview-tests-treemap"));
    QSettings().clear();
    controller = std::make_unique<GameController>();
    view = std::make_unique<TreeMapView>(controller.get());
    QPalette palette = view->palette();
    palette.setColor(QPalette::Highlight, QColor(230, 0, 200));
    palette.setColor(QPalette::Base, Qt::white);
    view->setPalette(palette);
    view->resize(600, 200);
    view->setPitch(26);
    show(tree);
    view->show();
    QVERIFY(QTest::qWaitForWindowExposed(view.get()));
}

void TestTreeMapView::cleanup()
{
    view.reset();
    controller.reset();
}

void TestTreeMapView::show(const std::string &sgf)
{
    testdata::show(*controller, sgf::parseCollection(sgf));
}

void TestTreeMapView::hitTesting()
{
    const TreeMapLayout &layout = view->map()->layout();
    for (std::uint32_t n = 0; n < 10; ++n) {
        const QPointF at = view->nodePosition(n);
        QCOMPARE(view->nodeAt(at), n);
        // Anywhere in its cell, not past it.
        QCOMPARE(view->nodeAt(at + QPointF(view->pitch() * 0.45, -view->pitch() * 0.45)), n);
        QVERIFY(view->nodeAt(at + QPointF(view->pitch() * 0.55, 0)) != n);
        // Depth one step a column, lanes one step a row.
        QCOMPARE(at, view->nodePosition(0) +
                         QPointF(layout.depth(n) * view->pitch(), layout.lane(n) * view->pitch()));
    }
    // Below 1, in its column, no node: its wire to b and e runs in the gap after it.
    QCOMPARE(view->nodeAt(view->nodePosition(1) + QPointF(0, view->pitch())), TreeMapView::none);
    QCOMPARE(view->nodeAt(QPointF(5, 2)), TreeMapView::none); // the ruler
}

void TestTreeMapView::clickGoesToTheNode()
{
    for (const std::uint32_t n : {8u, 4u, 9u, 0u}) {
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodePosition(n).toPoint());
        QCOMPARE(controller->current().index(), n);
    }
    // A click beside the nodes goes nowhere.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(590, 190));
    QCOMPARE(controller->current().index(), 0u);
}

void TestTreeMapView::currentNodeIsHighlighted()
{
    // The ring around the current stone, on a diagonal (edges run straight) just outside it.
    const auto ring = [this](std::uint32_t n) {
        const double r = view->pitch() * 0.47 / std::sqrt(2.0);
        return (view->nodePosition(n) + QPointF(r, r)).toPoint();
    };
    controller->setCurrent(node(3));
    QApplication::processEvents();
    QImage image = grab();
    QVERIFY(near(image.pixelColor(ring(3)), highlight()));
    for (const std::uint32_t other : {2u, 4u, 6u})
        QVERIFY(!near(image.pixelColor(ring(other)), highlight()));
    // A step repaints only the two nodes: the old one loses the ring, the new one has it.
    controller->nextMove();
    QApplication::processEvents();
    image = grab();
    QVERIFY(!near(image.pixelColor(ring(3)), highlight()));
    QVERIFY(near(image.pixelColor(ring(4)), highlight()));
}

void TestTreeMapView::wiresRunInTheGap()
{
    // 1's wire runs down the gap between its column and its children's, from its lane to e's
    // (lane 2); its own column below it stays empty.
    const TreeMapLayout &layout = view->map()->layout();
    QCOMPARE(layout.lane(9), 2u);
    const QImage image = grab();
    const double p = view->pitch();
    const QPointF fork = view->nodePosition(1);
    const auto drawnNear = [&](QPointF at) {
        for (int dx = -2; dx <= 2; ++dx)
            if (!near(image.pixelColor(at.toPoint() + QPoint(dx, 0)), Qt::white)) return true;
        return false;
    };
    QVERIFY(drawnNear(fork + QPointF(p / 2, p)));        // between 1's column and b's
    QVERIFY(drawnNear(fork + QPointF(p / 2, p * 1.5)));  // on to e
    QVERIFY(!drawnNear(fork + QPointF(p / 2, p * 2.5))); // and no further
    QVERIFY(!drawnNear(fork + QPointF(0, p)));           // not through 1's column
    QVERIFY(!drawnNear(fork + QPointF(-p / 2, p)));      // nor the gap before it

    // A wire whose fork is far above the view is still drawn through it.
    show(testdata::siblingsSgf(50));
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
    const QPointF child = view->nodePosition(48);
    QVERIFY(view->viewport()->rect().contains(child.toPoint()));
    // The new document has a layout of its own (the first one is gone).
    const TreeMapLayout &siblings = view->map()->layout();
    QVERIFY(siblings.lane(0) + 40 < siblings.lane(48));
    const QImage scrolled = grab();
    bool drawn = false;
    for (int dx = -2; dx <= 2; ++dx)
        drawn |=
            !near(scrolled.pixelColor((child + QPointF(-p / 2, p * 0.3)).toPoint() + QPoint(dx, 0)),
                  Qt::white);
    QVERIFY(drawn);
}

void TestTreeMapView::foldedNodeShowsItsCount()
{
    TreeMap *map = view->map();
    map->setFolded(5, true); // b hides b2, c and d
    QApplication::processEvents();
    QCOMPARE(TreeMapPainter::hiddenText(map->hiddenCount(5)), QStringLiteral("+3"));
    const TreeMapPainter painter(*map, view->mapGeometry(), view->rows(),
                                 TreeMapStyle(view->palette(), view->font()));
    const QRectF mark = painter.foldMarkRect(5);
    QVERIFY(
        mark.contains(view->nodePosition(5) + QPointF(view->pitch() * 0.3, view->pitch() * 0.3)));
    // The mark is a pill in the highlight colour, its count written on it.
    const QImage image = grab();
    const QPoint end = QPointF(mark.left() + mark.height() * 0.3, mark.center().y()).toPoint();
    QVERIFY(near(image.pixelColor(end), highlight()));
    int written = 0;
    for (int x = int(mark.left()); x < int(mark.right()); ++x)
        written += !near(image.pixelColor(x, int(mark.center().y())), highlight());
    QVERIFY(written > 2);
    // Nothing is drawn where the hidden nodes were.
    QCOMPARE(view->nodeAt(view->nodePosition(5) + QPointF(view->pitch() * 2, 0)),
             TreeMapView::none);
    // Clicking the mark unfolds.
    QCOMPARE(view->foldMarkAt(mark.center()), 5u);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, mark.center().toPoint());
    QVERIFY(!map->isFolded(5));
    QCOMPARE(controller->current().index(), 0u); // and goes nowhere
}

void TestTreeMapView::numbersFitTheirStones()
{
    // MN sets the move number: 7 fits a stone, 999,999 does not at this zoom.
    show("(;SZ[19];B[aa]MN[7];W[bb]MN[999999])");
    view->setPitch(40);
    QApplication::processEvents();
    const QImage image = grab();
    const auto count = [&](std::uint32_t node, double from, double to, QColor colour) {
        const QPointF at = view->nodePosition(node);
        const double p = view->pitch();
        int found = 0;
        for (double x = at.x() + from * p; x < at.x() + to * p; ++x)
            for (double y = at.y() - 0.25 * p; y < at.y() + 0.25 * p; ++y)
                found += near(image.pixelColor(int(x), int(y)), colour);
        return found;
    };
    const QColor lightInk(235, 235, 235), darkInk(20, 20, 20);
    QVERIFY(count(1, -0.25, 0.25, lightInk) > 3); // "7" on the black stone
    QCOMPARE(count(2, -0.3, 0.3, darkInk), 0);    // no number on the white one
    QCOMPARE(count(2, 0.45, 0.9, darkInk), 0);    // nor spilling past it
}

void TestTreeMapView::doubleClickFolds()
{
    const QPoint at = view->nodePosition(1).toPoint();
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(view->map()->isFolded(1));
    QCOMPARE(view->map()->hiddenCount(1), 8u);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QVERIFY(!view->map()->isFolded(1));
    // A leaf has nothing to fold.
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->nodePosition(9).toPoint());
    QVERIFY(!view->map()->isFolded(9));
}

void TestTreeMapView::hoveredForkShowsItsFoldMark()
{
    const TreeMapPainter painter(*view->map(), view->mapGeometry(), view->rows(),
                                 TreeMapStyle(view->palette(), view->font()));
    const QPointF mark = painter.foldMarkRect(6).center();
    QCOMPARE(view->foldMarkAt(mark), TreeMapView::none); // not shown until hovered
    QMouseEvent move(QEvent::MouseMove, view->nodePosition(6), view->nodePosition(6), Qt::NoButton,
                     Qt::NoButton, {});
    QApplication::sendEvent(view->viewport(), &move);
    QCOMPARE(view->foldMarkAt(mark), 6u);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, mark.toPoint());
    QVERIFY(view->map()->isFolded(6));
}

void TestTreeMapView::contextMenuFoldsOffThePath()
{
    controller->setCurrent(node(8)); // path r 1 b b2 d: a is off it
    bool found = false;
    QTimer::singleShot(0, this, [&found] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) return;
        for (QAction *action : menu->actions())
            if (action->text() == QLatin1String("&Fold Variations Off the Current Line")) {
                found = true;
                action->trigger();
            }
        menu->close();
    });
    const QPoint at = view->nodePosition(0).toPoint();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &event);
    QVERIFY(found);
    QVERIFY(view->map()->isFolded(2));
    QCOMPARE(view->map()->hiddenCount(2), 2u);
    QVERIFY(!view->map()->isFolded(6));
}

void TestTreeMapView::scrollsOnlyWhenTheCurrentNodeLeaves()
{
    show(testdata::lineSgf(500));
    const double start = view->mapGeometry().depthOffset;
    int scrolls = 0;
    for (int i = 0; i < 100; ++i) {
        const double before = view->mapGeometry().depthOffset;
        const bool wasInView = view->inView(controller->current().index());
        controller->nextMove();
        QVERIFY(view->inView(controller->current().index()));
        if (view->mapGeometry().depthOffset != before) {
            ++scrolls;
            // It scrolled because the node would have left, and brought it to the middle.
            QVERIFY(wasInView);
            const double x = view->nodePosition(controller->current().index()).x();
            QVERIFY(std::abs(x - view->viewport()->width() / 2.0) < view->pitch());
        }
    }
    QCOMPARE(start, 0.0);
    // 100 columns through a view of about 22: a scroll every half view or so.
    QVERIFY(scrolls >= 5 && scrolls <= 10);
    controller->lastNode();
    QVERIFY(view->inView(controller->current().index()));
    QCOMPARE(view->horizontalScrollBar()->value(), view->horizontalScrollBar()->maximum());
}

void TestTreeMapView::virtualScrollPastWidgetLimits()
{
    show(testdata::lineSgf(1000000));
    view->setPitch(TreeMapView::maximumPitch);
    const TreeMapGeometry &geometry = view->mapGeometry();
    QVERIFY(geometry.extent(view->map()->layout().columnCount()) > 16777215.0 * 3);
    controller->lastNode();
    QCOMPARE(controller->current().index(), 1000000u);
    QVERIFY(view->inView(1000000));
    QVERIFY(geometry.depthOffset > 16777215.0 * 3);
    QCOMPARE(view->nodeAt(view->nodePosition(1000000)), 1000000u);
    // The bar ends at the map's end; moving it to its start goes back to the root.
    QScrollBar *bar = view->horizontalScrollBar();
    QCOMPARE(bar->value(), bar->maximum());
    bar->setValue(0);
    QCOMPARE(geometry.depthOffset, 0.0);
    QCOMPARE(view->nodeAt(view->nodePosition(0)), 0u);
    bar->setValue(bar->maximum() / 2);
    const std::uint32_t middle = view->nodeAt(geometry.mapArea().center());
    QVERIFY(middle > 490000 && middle < 510000);
    QVERIFY(!grab().isNull());
}

void TestTreeMapView::dragPans()
{
    show(testdata::lineSgf(500));
    const QPoint from = view->nodePosition(10).toPoint() + QPoint(0, view->pitch() * 2);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, from);
    for (int step = 1; step <= 5; ++step) {
        QMouseEvent move(QEvent::MouseMove, from - QPoint(40 * step, 0),
                         view->viewport()->mapToGlobal(from - QPoint(40 * step, 0)), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, from - QPoint(200, 0));
    QCOMPARE(view->mapGeometry().depthOffset, 200.0);
    QCOMPARE(controller->current().index(), 0u); // a pan is no click
}

void TestTreeMapView::zoomKeepsThePointUnderTheMouse()
{
    // A map larger than the view both ways, so that the zoom can keep the node in place.
    show(testdata::staircaseSgf(50));
    controller->setCurrent(node(21)); // the eleventh step, brought to the middle
    const QPointF at = view->nodePosition(21);
    const double before = view->pitch();
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), {}, QPoint(0, 120), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view->viewport(), &wheel);
    QVERIFY(std::abs(view->pitch() - before * 1.2) < 1e-9);
    QCOMPARE(view->nodeAt(at), 21u);
    QVERIFY((view->nodePosition(21) - at).manhattanLength() < 1);
    // Out to dots and in to the largest stones, within the limits.
    view->setPitch(1);
    QCOMPARE(view->pitch(), TreeMapView::minimumPitch);
    QVERIFY(!grab().isNull());
    view->setPitch(1000);
    QCOMPARE(view->pitch(), TreeMapView::maximumPitch);
}

void TestTreeMapView::topToBottom()
{
    view->resize(300, 500);
    view->verticalAction()->trigger();
    QVERIFY(view->isVertical());
    const QPointF root = view->nodePosition(0), child = view->nodePosition(1);
    QCOMPARE(child, root + QPointF(0, view->pitch()));
    QCOMPARE(view->nodePosition(5), view->nodePosition(2) + QPointF(view->pitch(), 0));
    for (std::uint32_t n = 0; n < 10; ++n) QCOMPARE(view->nodeAt(view->nodePosition(n)), n);
    QVERIFY(QSettings().value(QStringLiteral("treeMap/vertical")).toBool());
}

void TestTreeMapView::staysLeftToRight()
{
    QApplication::setLayoutDirection(Qt::RightToLeft);
    TreeMapView arabic(controller.get());
    arabic.resize(600, 200);
    QApplication::setLayoutDirection(Qt::LeftToRight);
    QCOMPARE(arabic.layoutDirection(), Qt::LeftToRight);
    QVERIFY(arabic.nodePosition(1).x() > arabic.nodePosition(0).x());
}

void TestTreeMapView::darkPalette()
{
    QPalette dark = view->palette();
    dark.setColor(QPalette::Base, QColor(30, 30, 32));
    dark.setColor(QPalette::Text, QColor(220, 220, 220));
    view->setPalette(dark);
    QApplication::processEvents();
    const QImage image = grab();
    // The background follows the palette; a white stone stays white, a black one black.
    const QPointF empty = view->nodePosition(9) + QPointF(0, view->pitch());
    QVERIFY(near(image.pixelColor(empty.toPoint()), QColor(30, 30, 32)));
    QVERIFY(near(image.pixelColor(view->nodePosition(3).toPoint() + QPoint(0, -7)),
                 QColor(29, 29, 29)));
    QVERIFY(near(image.pixelColor(view->nodePosition(2).toPoint() + QPoint(0, -7)),
                 QColor(247, 247, 247)));
}

// The dock is shown, in the View menu, and the Go menu's keys work while the map has focus.
void TestTreeMapView::inTheWindow()
{
    QTemporaryDir dir;
    testdata::isolateSettings(dir);
    MainWindow window;
    window.show();
    const QString path = testdata::writeFile(dir, QStringLiteral("t.sgf"), tree);
    QVERIFY(testdata::openAndWait(window, path));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("treeMapDock"));
    QVERIFY(dock && dock->isVisible());
    QVERIFY(dock->isAncestorOf(window.treeMap()));
    TreeMapView *map = window.treeMap();
    QCOMPARE(map->map()->layout().shownCount(), 10u);
    map->setFocus();
    QVERIFY(QTest::qWaitFor([map] { return map->hasFocus(); }));
    for (int i = 0; i < 3; ++i) QTest::keyClick(map, Qt::Key_Right);
    QCOMPARE(window.controller()->current().index(), 3u);
    QTest::keyClick(map, Qt::Key_Down); // from a2 up to a's sibling b
    QCOMPARE(window.controller()->current().index(), 5u);
    QTest::keyClick(map, Qt::Key_End);
    QCOMPARE(window.controller()->current().index(), 7u);
    QTest::keyClick(map, Qt::Key_Home);
    QCOMPARE(window.controller()->current().index(), 0u);
    // A click in the map is current everywhere: the status bar says so.
    QTest::mouseClick(map->viewport(), Qt::LeftButton, {}, map->nodePosition(8).toPoint());
    QCOMPARE(window.controller()->current().index(), 8u);
    QVERIFY(window.statusText().startsWith(QStringLiteral("Move 4")));
    window.closeDocument();
    QCOMPARE(map->map()->layout().shownCount(), 0u);
}

void TestTreeMapView::toolTipShowsThePosition()
{
    const auto hover = [this](std::uint32_t n) {
        const QPoint at = view->nodePosition(n).toPoint();
        QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
        QApplication::sendEvent(view->viewport(), &help);
    };
    TreeMapToolTip *tip = view->toolTip();
    hover(3); // a2: B[pp], the third move
    QVERIFY(tip->isVisible());
    QCOMPARE(tip->node().index(), 3u);
    QCOMPARE(tip->text(), QStringLiteral("Move 3: B Q4"));
    const BoardScene &scene = tip->scene();
    QCOMPARE(scene.stones[std::size_t(scene.index({15, 15}))], sgf::Color::Black); // pp
    QCOMPARE(scene.stones[std::size_t(scene.index({3, 15}))], sgf::Color::White);  // dp
    QCOMPARE(scene.stones[std::size_t(scene.index({3, 3}))], sgf::Color::Empty);   // dd later
    QCOMPARE(scene.lastMove, (sgf::Point{15, 15}));
    // The board's own position is untouched: the tip has a cursor of its own.
    QCOMPARE(controller->position().node().index(), 0u);
    // Another line: d, under b (W[dd]) and b2 (B[pp]).
    hover(8);
    QCOMPARE(tip->text(), QStringLiteral("Move 4: W C3"));
    QCOMPARE(tip->scene().stones[std::size_t(scene.index({3, 3}))], sgf::Color::White);
    QCOMPARE(tip->scene().stones[std::size_t(scene.index({3, 15}))], sgf::Color::Empty);
    // Off the nodes, and when the mouse leaves, it goes.
    const QPoint empty = (view->nodePosition(9) + QPointF(0, view->pitch())).toPoint();
    QHelpEvent nothing(QEvent::ToolTip, empty, view->viewport()->mapToGlobal(empty));
    QApplication::sendEvent(view->viewport(), &nothing);
    QVERIFY(!tip->isVisible());
    hover(1);
    QVERIFY(tip->isVisible());
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(view->viewport(), &leave);
    QVERIFY(!tip->isVisible());
    // A comment's first line follows the move (a name would come before the comment).
    show("(;SZ[9];B[ee]C[Black takes the centre.\nA second line.];W[cc]N[Corner]C[ignored])");
    hover(1);
    QCOMPARE(tip->text(), QStringLiteral("Move 1: B E5\nBlack takes the centre."));
    QCOMPARE(tip->scene().size.columns, 9);
    hover(2);
    QCOMPARE(tip->text(), QStringLiteral("Move 2: W C7\nCorner"));
}

void TestTreeMapView::evaluationGraph()
{
    TreeMapPanel panel(controller.get());
    panel.resize(600, 260);
    panel.show();
    EvaluationGraph *graph = panel.graph();
    QVERIFY(!graph->isVisible()); // the tree has no evaluation
    //  r - B 52 - W 45 - B 70 - W (none) - B 20        a variation at move 2: W 30
    testdata::show(*controller,
                   sgf::parseCollection("(;SBKV[50];B[aa]SBKV[52](;W[bb]SBKV[45];B[cc]SBKV[70];"
                                        "W[dd];B[ee]SBKV[20])(;W[ff]SBKV[30]))"));
    QVERIFY(graph->isVisible());
    QCOMPARE(graph->series().kind, EvaluationSeries::Kind::Winrate);
    QCOMPARE(graph->series().values.size(), std::size_t(6));
    QCOMPARE(graph->series().swings, (std::vector<std::uint32_t>{5, 3}));
    // Higher is better for Black.
    QVERIFY(graph->pointAt(3).y() < graph->pointAt(2).y());
    // Drawn: a swing is red halfway along it; the current move (the root) is marked.
    const QImage image = graph->grab().toImage();
    const QPoint halfway = ((graph->pointAt(2) + graph->pointAt(3)) / 2).toPoint();
    QVERIFY(near(image.pixelColor(halfway), QColor(220, 40, 40)));
    const QColor mark = graph->palette().color(QPalette::Highlight);
    QVERIFY(near(image.pixelColor(graph->pointAt(0).toPoint()), mark));
    // A click goes to that move of the line.
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(3).toPoint());
    QCOMPARE(controller->current().index(), 3u);
    // Another line: the graph follows the path.
    controller->setCurrent(controller->collection().node(6));
    QCOMPARE(graph->series().values.size(), std::size_t(3));
    QCOMPARE(graph->series().values[2], 30.0);
    // FF[4]'s V: positive is good for Black, drawn symmetric about 0.
    testdata::show(*controller, sgf::parseCollection("(;B[aa]V[0.5];W[bb]V[-2];B[cc]V[1])"));
    QVERIFY(graph->isVisible());
    QCOMPARE(graph->series().kind, EvaluationSeries::Kind::Value);
    QCOMPARE(graph->series().values, (std::vector<double>{0.5, -2, 1}));
    QVERIFY(graph->pointAt(0).y() < graph->pointAt(1).y());
    QVERIFY(graph->pointAt(2).y() < graph->pointAt(0).y());
    QTest::mouseClick(graph, Qt::LeftButton, {}, graph->pointAt(1).toPoint());
    QCOMPARE(controller->current().index(), 1u);
    // A game without values hides it again.
    testdata::show(*controller, sgf::parseCollection("(;B[aa];W[bb])"));
    QVERIFY(!graph->isVisible());
}

QTEST_MAIN(TestTreeMapView)
#include "tst_treemapview.moc"
