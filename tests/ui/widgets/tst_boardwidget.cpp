// The board rendered offscreen and grabbed from the screen: stones at the right pixels,
// captures, markup, labels laid out once, the last move's mark, the grid on whole pixels, star
// points, coordinates on four sides, clicks on hints and stones, the wheel, games other than Go,
// and export.
#include "document_fixture.h"
#include "english_plurals.h"
#include "models/gamecontroller.h"
#include "sgf/parser.h"
#include "sgf/point.h"
#include "widgets/boardpainter.h"
#include "widgets/boardwidget.h"

#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

using namespace sgfview;

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void stoneAtTheRightPixel();
    void capturedStoneDisappears();
    void markupIsDrawn();
    void clickingAHintGoesThere();
    void clickingANextMoveGoesThere_data();
    void clickingANextMoveGoesThere();
    void clickingAStoneJumpsToItsMove();
    void wheelSteps();
    void otherGamesShowANote();
    void exportsPngAndSvg();
    void coordinatesKeepTheirOrderRightToLeft();
    void coordinatesFollowThePalette_data();
    void coordinatesFollowThePalette();
    void onScreenAsRendered();
    void glyphsOnScreenAsRendered_data();
    void glyphsOnScreenAsRendered();
    void labelsFollowTheNode();
    void laidOutTextsAreBounded();
    void manyArrowsAreDrawn();
    void lastMoveIsMarked();
    void starPoints_data();
    void starPoints();
    void gridOnWholePixels_data();
    void gridOnWholePixels();
    void coordinatesOnAllFourSides();
    void hiddenMarkupIsNoted();

private:
    void show(const std::string &sgf)
    {
        collection = sgf::parseCollection(sgf);
        controller = std::make_unique<GameController>();
        board = std::make_unique<BoardWidget>(controller.get());
        board->resize(450, 450);
        testdata::show(*controller, collection);
    }
    QColor pixelAt(sgf::Point p) const
    {
        const QImage image = board->render(board->size());
        return image.pixelColor(board->pointPosition(p).toPoint());
    }

    sgf::Collection collection;
    std::unique_ptr<GameController> controller;
    std::unique_ptr<BoardWidget> board;
};

void TestBoardWidget::stoneAtTheRightPixel()
{
    show("(;SZ[9];B[cc];W[gg])");
    controller->lastNode();
    QVERIFY(pixelAt({2, 2}).lightness() < 80);  // black stone on C7
    QVERIFY(pixelAt({6, 6}).lightness() > 200); // white stone on G3
    // Wood, halfway between the lines around D8 and E7.
    const QPointF between = (board->pointPosition({3, 1}) + board->pointPosition({4, 2})) / 2;
    const QColor empty = board->render(board->size()).pixelColor(between.toPoint());
    QVERIFY(empty.lightness() > 100 && empty.lightness() < 200 && empty.red() > empty.blue());
    // C7 is the third column from the left, third row from the top.
    const QPointF c7 = board->pointPosition({2, 2}), d7 = board->pointPosition({3, 2});
    const QPointF c6 = board->pointPosition({2, 3});
    QVERIFY(d7.x() > c7.x() && qFuzzyCompare(d7.y(), c7.y()));
    QVERIFY(c6.y() > c7.y() && qFuzzyCompare(c6.x(), c7.x()));
}

void TestBoardWidget::capturedStoneDisappears()
{
    // W at A9 is captured by B at B9 and A8.
    show("(;SZ[9];W[aa];B[ab];B[ba])");
    controller->nextMove();
    controller->nextMove();
    QVERIFY(pixelAt({0, 0}).lightness() > 200);
    controller->nextMove();
    QVERIFY(pixelAt({0, 0}).lightness() < 200);
    QCOMPARE(controller->position().capturedBy(sgf::Color::Black), 1);
}

void TestBoardWidget::markupIsDrawn()
{
    show("(;SZ[9];TR[ee]SQ[cc]LB[gg:A];B[dd])");
    const auto cellImage = [this](sgf::Point p) {
        const QImage image = board->render(board->size());
        const QPoint c = board->pointPosition(p).toPoint();
        return image.copy(QRect(c - QPoint(15, 15), QSize(30, 30)));
    };
    controller->nextMove();
    const QImage withMarkup[] = {cellImage({4, 4}), cellImage({2, 2}), cellImage({6, 6})};
    controller->nextMove();
    const QImage without[] = {cellImage({4, 4}), cellImage({2, 2}), cellImage({6, 6})};
    for (int i = 0; i < 3; ++i)
        QVERIFY2(withMarkup[i] != without[i], qPrintable(QString::number(i)));
    QCOMPARE(board->scene().marks.size(), std::size_t(0));
}

void TestBoardWidget::clickingAHintGoesThere()
{
    show("(;SZ[9];B[cc](;W[gg])(;W[ee]))");
    controller->nextMove();
    QCOMPARE(board->scene().hints.size(), std::size_t(2));
    QVERIFY(board->scene().hints[0].main);
    QVERIFY(!board->scene().hints[1].main);
    QTest::mouseClick(board.get(), Qt::LeftButton, {}, board->pointPosition({4, 4}).toPoint());
    QCOMPARE(controller->current().raw("W"), std::string_view("ee"));
}

void TestBoardWidget::clickingANextMoveGoesThere_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QString>("point");
    QTest::addColumn<QString>("reached"); // the W of the node reached, "" for none
    // Kogo's dictionary and CGoban's files: ST[2] hides the hints, labels say "continues
    // with 'a'". Clicking a labelled point where a child plays goes to that child.
    const QByteArray dictionary = "(;SZ[9]ST[2];B[cc]LB[gg:a][ee:b](;W[gg])(;W[ee]))";
    QTest::newRow("ST[2], labelled a") << dictionary << "gg"
                                       << "gg";
    QTest::newRow("ST[2], labelled b") << dictionary << "ee"
                                       << "ee";
    QTest::newRow("ST[2], a point no child plays") << dictionary << "dd"
                                                   << "";
    // A lone next move has no hint; a click on it still goes there.
    QTest::newRow("lone next move") << QByteArray("(;SZ[9];B[cc];W[gg])") << "gg"
                                    << "gg";
    // ST[1]: the hints are the siblings; a click on a child's point still reaches the child.
    QTest::newRow("ST[1], a child's point")
        << QByteArray("(;SZ[9]ST[1];B[cc](;W[gg])(;W[ee]))") << "ee"
        << "ee";
}

void TestBoardWidget::clickingANextMoveGoesThere()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QString, point);
    QFETCH(QString, reached);
    show(sgf.constData());
    controller->nextMove();
    const sgf::Node before = controller->current();
    const auto p = sgf::parsePoint(point.toStdString(), {9, 9});
    QVERIFY(p);
    QTest::mouseClick(board.get(), Qt::LeftButton, {}, board->pointPosition(*p).toPoint());
    if (reached.isEmpty()) {
        QCOMPARE(controller->current(), before);
        return;
    }
    QCOMPARE(controller->current().parent(), before);
    QCOMPARE(QString::fromStdString(std::string(controller->current().raw("W"))), reached);
}

void TestBoardWidget::clickingAStoneJumpsToItsMove()
{
    show("(;SZ[9];B[cc];W[gg];B[ee];W[ff])");
    controller->lastNode();
    QTest::mouseClick(board.get(), Qt::LeftButton, {}, board->pointPosition({6, 6}).toPoint());
    QCOMPARE(controller->current().raw("W"), std::string_view("gg"));
    QTest::mouseClick(board.get(), Qt::LeftButton, {}, board->pointPosition({1, 1}).toPoint());
    QCOMPARE(controller->current().raw("W"), std::string_view("gg")); // empty point: nothing
}

void TestBoardWidget::wheelSteps()
{
    show("(;SZ[9];B[cc];W[gg];B[ee])");
    const QPointF centre(board->width() / 2.0, board->height() / 2.0);
    const auto wheel = [&](int delta) {
        QWheelEvent event(centre, board->mapToGlobal(centre), {}, QPoint(0, delta), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(board.get(), &event);
    };
    wheel(-120);
    wheel(-120);
    QCOMPARE(controller->current().raw("W"), std::string_view("gg"));
    wheel(120);
    QCOMPARE(controller->current().raw("B"), std::string_view("cc"));
    wheel(-60); // half a notch: nothing yet
    QCOMPARE(controller->current().raw("B"), std::string_view("cc"));
}

void TestBoardWidget::otherGamesShowANote()
{
    show("(;GM[2]SZ[8];B[aa])");
    QVERIFY(!board->scene().isGo);
    const QImage image = board->render(board->size());
    const QColor centre = image.pixelColor(image.width() / 2, image.height() / 2);
    QVERIFY(centre.alpha() == 0 || centre.red() <= centre.blue() + 20); // no wood
    // The note, in the palette's text colour, across the middle.
    const QColor text = board->palette().color(QPalette::WindowText);
    int ink = 0;
    for (int y = image.height() / 3; y < image.height() * 2 / 3; ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            ink += c.alpha() > 200 && qAbs(c.lightness() - text.lightness()) < 40;
        }
    QVERIFY2(ink > 200, qPrintable(QString::number(ink)));
}

void TestBoardWidget::exportsPngAndSvg()
{
    show("(;SZ[19];B[pd];W[dp])");
    controller->lastNode();
    QTemporaryDir dir;
    QString error;
    QVERIFY(board->exportImage(dir.filePath("board.png"), &error));
    const QImage png(dir.filePath("board.png"));
    QCOMPARE(png.size(), QSize(1024, 1024));
    QVERIFY(board->exportImage(dir.filePath("board.svg"), &error));
    QSvgRenderer svg(dir.filePath("board.svg"));
    QVERIFY(svg.isValid());
    QVERIFY(!board->exportImage(dir.filePath("missing/folder/board.png"), &error));
    QVERIFY(!error.isEmpty());
}

void TestBoardWidget::coordinatesKeepTheirOrderRightToLeft()
{
    show("(;SZ[9];B[aa])");
    QWidget parent; // what an Arabic window passes down
    parent.setLayoutDirection(Qt::RightToLeft);
    board->setParent(&parent);
    QCOMPARE(board->layoutDirection(), Qt::LeftToRight);
    QVERIFY(board->pointPosition({0, 0}).x() < board->pointPosition({8, 0}).x());
    board->setParent(nullptr);
}

void TestBoardWidget::coordinatesFollowThePalette_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light palette") << false;
    QTest::newRow("dark palette") << true;
}

// Coordinates sit outside the wood, on the window's own background: they take the palette's
// text colour, so they read in a light and in a dark desktop alike.
void TestBoardWidget::coordinatesFollowThePalette()
{
    QFETCH(bool, dark);
    show("(;SZ[19];B[pd])");
    QPalette palette = board->palette();
    palette.setColor(QPalette::Window, dark ? QColor(30, 30, 30) : QColor(240, 240, 240));
    palette.setColor(QPalette::WindowText, dark ? QColor(235, 235, 235) : QColor(20, 20, 20));
    board->setPalette(palette);
    const QImage image = board->render(board->size());
    // The band above the top row of points holds the column letters.
    const int top = int(board->pointPosition({0, 0}).y());
    int ink = 0;
    for (int y = 0; y < top - 12; ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() > 200 && (dark ? c.lightness() > 180 : c.lightness() < 80)) ++ink;
        }
    QVERIFY2(ink > 20, qPrintable(QString::number(ink)));
}

// What the screen shows (grab(): the cached background and stone sprites) agrees with
// render(): the stones at their points, wood between them.
void TestBoardWidget::onScreenAsRendered()
{
    show("(;SZ[9];B[cc];W[gg])");
    controller->lastNode();
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));
    const QImage screen = board->grab().toImage();
    const qreal ratio = screen.devicePixelRatio();
    const auto at = [&](QPointF p) { return screen.pixelColor((p * ratio).toPoint()); };
    QVERIFY(at(board->pointPosition({2, 2})).lightness() < 80);  // black stone on C7
    QVERIFY(at(board->pointPosition({6, 6})).lightness() > 200); // white stone on G3
    const QColor wood = at((board->pointPosition({3, 1}) + board->pointPosition({4, 2})) / 2);
    QVERIFY(wood.lightness() > 100 && wood.lightness() < 200 && wood.red() > wood.blue());
    board->hide();
}

// Hints and marks are blitted from sprites on screen (grab()) and drawn one by one by
// render() (export, print): both show the same glyph at each point, give or take the half
// pixel a sprite's position is rounded to. The glyph is what it changes against the same
// board without it (stones are sprites on screen too, shaded a little differently); each
// pixel of the screen's glyph, blurred over 3x3 pixels, must match the rendered glyph's within
// a pixel, and within what smoothing a 3-pixel line half a pixel further changes (no pixel
// differs so here; a dashed rim for a solid one leaves 3 to 11, another mark 100 or more).
void TestBoardWidget::glyphsOnScreenAsRendered_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QString>("bare"); // the same board without the glyphs
    QTest::addColumn<int>("moves");
    QTest::addColumn<QString>("points"); // where glyphs are, as SGF points
    QTest::newRow("white hints, solid and dashed") << "(;SZ[9];B[cc](;W[gg])(;W[ee]))"
                                                   << "(;SZ[9];B[cc])" << 1 << "gg ee";
    QTest::newRow("black hints") << "(;SZ[9](;B[gg])(;B[ee])(;B[cg]))"
                                 << "(;SZ[9])" << 0 << "gg ee cg";
    QTest::newRow("marks on wood") << "(;SZ[9]TR[bb]SQ[cc]CR[dd]MA[ee]SL[ff])"
                                   << "(;SZ[9])" << 0 << "bb cc dd ee ff";
    QTest::newRow("marks on stones")
        << "(;SZ[9]AB[bb][cc][dd]AW[ee][ff][gg]TR[bb][ee]SQ[cc][ff]CR[dd]MA[gg])"
        << "(;SZ[9]AB[bb][cc][dd]AW[ee][ff][gg])" << 0 << "bb cc dd ee ff gg";
    // Laid out once and drawn from the layout on screen, laid out anew when rendered; on wood
    // the lines under them hidden by a disc, a sprite on screen.
    // ASCII letters and digits as glyphs side by side, any other text laid out in full
    // (Arabic's letters join: their glyphs side by side would be the wrong ones).
    QTest::newRow("labels")
        << "(;SZ[9]AB[dd]AW[ee]LB[bb:A][cc:12][dd:345][ee:B][gg:xyzw][ff:é!][hh:Wa][hb:سلام])"
        << "(;SZ[9]AB[dd]AW[ee])" << 0 << "bb cc dd ee gg ff hh hb";
    QTest::newRow("move numbers") << "(;SZ[9];B[cc];W[ee];B[gg]MN[117])"
                                  << "(;SZ[9];B[cc];W[ee];B[gg])" << 3 << "cc ee gg";
}

void TestBoardWidget::glyphsOnScreenAsRendered()
{
    QFETCH(QString, sgf);
    QFETCH(QString, bare);
    QFETCH(int, moves);
    QFETCH(QString, points);
    // Lightness on screen and rendered, first with the glyphs, then on the bare board.
    const auto capture = [this] {
        board->show();
        const bool exposed = QTest::qWaitForWindowExposed(board.get());
        const QImage screen = board->grab().toImage();
        board->hide();
        return std::pair{exposed ? screen : QImage(), board->render(screen.size())};
    };
    show(sgf.toStdString());
    for (int i = 0; i < moves; ++i) QVERIFY(controller->nextMove());
    if (moves > 0) board->setMoveNumbers(MoveNumbers::SinceVariationStart);
    const auto [screen, rendered] = capture();
    show(bare.toStdString());
    for (int i = 0; i < moves; ++i) QVERIFY(controller->nextMove());
    const auto [bareScreen, bareRendered] = capture();
    QVERIFY(!screen.isNull() && !bareScreen.isNull());
    QCOMPARE(screen.devicePixelRatio(), 1.0);
    // What the glyph changes at a pixel, per channel, averaged over the 3x3 pixels around it.
    using Change = std::array<int, 3>;
    const auto glyph = [](const QImage &image, const QImage &bare, QPoint at) {
        Change sum{};
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const QRgb a = image.pixel(at + QPoint(dx, dy)),
                           b = bare.pixel(at + QPoint(dx, dy));
                sum[0] += qRed(a) - qRed(b);
                sum[1] += qGreen(a) - qGreen(b);
                sum[2] += qBlue(a) - qBlue(b);
            }
        return sum;
    };
    const auto distance = [](const Change &a, const Change &b) {
        int most = 0;
        for (int i = 0; i < 3; ++i) most = std::max(most, std::abs(a[i] - b[i]) / 9);
        return most;
    };
    for (const QString &name : points.split(' ')) {
        const auto point = sgf::parsePoint(name.toStdString(), {9, 9});
        QVERIFY(point);
        const QPoint centre = board->pointPosition(*point).toPoint();
        int unmatched = 0, inked = 0;
        for (int y = -20; y <= 20; ++y)
            for (int x = -20; x <= 20; ++x) {
                const QPoint at = centre + QPoint(x, y);
                const Change drawn = glyph(screen, bareScreen, at);
                int best = 255;
                for (int dy = -1; dy <= 1; ++dy)
                    for (int dx = -1; dx <= 1; ++dx)
                        best = std::min(best, distance(drawn, glyph(rendered, bareRendered,
                                                                    at + QPoint(dx, dy))));
                unmatched += best > 48;
                inked += distance(glyph(rendered, bareRendered, at), Change{}) > 48;
            }
        QVERIFY2(unmatched <= 2, qPrintable(name + QStringLiteral(": %1").arg(unmatched)));
        QVERIFY2(inked > 30, qPrintable(name + QStringLiteral(": %1").arg(inked)));
    }
}

// The layouts kept for labels are by text: a point labelled anew shows its new label. Node 2
// on screen after node 1 is what a board that never showed node 1 shows.
void TestBoardWidget::labelsFollowTheNode()
{
    const auto grab = [this] {
        board->show();
        const bool exposed = QTest::qWaitForWindowExposed(board.get());
        const QImage screen = board->grab().toImage();
        board->hide();
        return exposed ? screen : QImage();
    };
    const std::string sgf = "(;SZ[9]LB[ee:1][cc:AB];LB[ee:7][cc:XY][gg:AB])";
    show(sgf);
    const QImage first = grab();
    QVERIFY(controller->nextMove());
    const QImage second = grab();
    show(sgf);
    QVERIFY(controller->nextMove());
    const QImage fresh = grab();
    QVERIFY(!first.isNull() && !second.isNull() && !fresh.isNull());
    QVERIFY(second != first);
    QCOMPARE(second, fresh);
}

// What a board keeps laid out is bounded by a few boards' worth of texts, however many
// different labels the nodes shown bring; the same labels drawn again are laid out once.
void TestBoardWidget::laidOutTextsAreBounded()
{
    BoardScene scene = emptyScene({52, 52});
    QImage image(520, 520, QImage::Format_ARGB32_Premultiplied);
    const BoardPainter painter(scene, QRectF(image.rect()), BoardStyle());
    const BoardSprites sprites = painter.makeSprites(1.0);
    const auto paint = [&](int node) {
        scene.labels.clear();
        for (int i = 0; i < scene.size.pointCount(); ++i)
            scene.labels.push_back({{i % 52, i / 52}, QString::number(node * 10'000 + i)});
        QPainter on(&image);
        painter.paintMarkup(on, &sprites);
    };
    paint(0);
    QCOMPARE(sprites.texts.size(), qsizetype(2704));
    paint(0);
    QCOMPARE(sprites.texts.size(), qsizetype(2704));
    // Numbers are glyphs looked up, not laid out.
    QVERIFY(!sprites.texts.value(QStringLiteral("2703")).glyphs.isEmpty());
    for (int node = 1; node < 12; ++node) {
        paint(node);
        QVERIFY2(sprites.texts.size() <= BoardSprites::textsKept,
                 qPrintable(QString::number(sprites.texts.size())));
        QVERIFY(sprites.texts.contains(QString::number(node * 10'000 + 2703)));
    }
}

// A node's arrows beyond what a person reads are drawn as hairlines without smoothing, but
// drawn: 306 arrows on 19x19, each from a point of the first 17 rows to its lower right
// neighbour, darken the middle of the cell between (within a pixel), where there is only wood
// without them.
void TestBoardWidget::manyArrowsAreDrawn()
{
    std::string sgf = "(;SZ[19]AR";
    for (int y = 0; y < 17; ++y)
        for (int x = 0; x < 18; ++x)
            sgf += '[' + sgf::formatPoint({x, y}) + ':' + sgf::formatPoint({x + 1, y + 1}) + ']';
    show(sgf + ")");
    QCOMPARE(board->scene().segments.size(), std::size_t(306));
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));
    const QImage screen = board->grab().toImage();
    const auto darkAt = [&](QPointF p) {
        int darkest = 255;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                darkest =
                    std::min(darkest, screen.pixelColor(p.toPoint() + QPoint(dx, dy)).lightness());
        return darkest < 80;
    };
    int dark = 0;
    for (int y = 0; y < 17; ++y)
        dark += darkAt((board->pointPosition({3, y}) + board->pointPosition({4, y + 1})) / 2);
    QCOMPARE(dark, 17);
    // The last row of cells has none.
    QVERIFY(!darkAt((board->pointPosition({3, 17}) + board->pointPosition({4, 18})) / 2));
    board->hide();
}

// The last move carries a ring inside its stone; the same stone, once another move follows,
// does not. Dark pixels on a circle inside a white stone, where the ring is drawn.
void TestBoardWidget::lastMoveIsMarked()
{
    show("(;SZ[9];W[bb];W[gg];B[ee])");
    const auto darkOnRing = [this](sgf::Point p) {
        const QImage image = board->render(board->size());
        const QPointF centre = board->pointPosition(p);
        const qreal cell = board->pointPosition({1, 0}).x() - board->pointPosition({0, 0}).x();
        int dark = 0;
        for (int step = 0; step < 16; ++step) {
            const qreal angle = step * M_PI / 8, radius = 0.22 * cell;
            const QPointF at = centre + radius * QPointF(std::cos(angle), std::sin(angle));
            dark += image.pixelColor(at.toPoint()).lightness() < 128;
        }
        return dark;
    };
    controller->nextMove();
    controller->nextMove(); // W G3 the last move, W B8 an older stone
    QVERIFY2(darkOnRing({6, 6}) >= 12, qPrintable(QString::number(darkOnRing({6, 6}))));
    QCOMPARE(darkOnRing({1, 1}), 0);
    controller->nextMove(); // B E5
    QCOMPARE(darkOnRing({6, 6}), 0);
}

// The grid's lines cover whole device pixels in one opaque colour, all of them equally wide, at
// any device pixel ratio: a line Qt antialiases goes through its span blending, which Qt 6.4
// splits over its thread pool and waits for (a 52x52 grid took 7-13 ms while a file was read).
// Along a row of pixels between the first two lines, and a column likewise, every pixel is
// wood or the grid's colour, with nothing blended between them.
void TestBoardWidget::gridOnWholePixels_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<qreal>("ratio");
    QTest::addColumn<int>("pixels");
    QTest::newRow("9x9") << 9 << 1.0 << 450;
    QTest::newRow("19x19") << 19 << 1.0 << 451;
    QTest::newRow("19x19, ratio 2") << 19 << 2.0 << 450;
    QTest::newRow("19x19, ratio 1.5") << 19 << 1.5 << 333;
    QTest::newRow("52x52") << 52 << 1.0 << 860;
    QTest::newRow("7x7, wide lines") << 7 << 1.0 << 1200;
}

void TestBoardWidget::gridOnWholePixels()
{
    QFETCH(int, side);
    QFETCH(qreal, ratio);
    QFETCH(int, pixels);
    const BoardScene scene = emptyScene({side, side});
    const QRectF area(0, 0, pixels, pixels);
    const BoardPainter board(scene, area, BoardStyle());
    QImage image(QSize(pixels, pixels) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        board.paintBackground(painter);
    }
    const QPointF first = board.centre({0, 0}) * ratio, last = board.centre({side - 1, 0}) * ratio;
    const double cell = (board.centre({1, 0}).x() - board.centre({0, 0}).x()) * ratio;
    const QRgb wood = image.pixel(QPointF(first + QPointF(cell / 2, cell / 2)).toPoint());
    for (const bool across : {true, false}) {
        std::vector<int> runs; // of the grid's colour, in pixels
        std::optional<QRgb> ink;
        int run = 0;
        const int between = int(first.y() + cell / 2);
        for (int along = int(first.x() - cell * 0.4); along <= int(last.x() + cell * 0.4);
             ++along) {
            const QRgb pixel = across ? image.pixel(along, between) : image.pixel(between, along);
            if (pixel == wood) {
                if (run > 0) runs.push_back(std::exchange(run, 0));
                continue;
            }
            if (!ink) ink = pixel;
            QCOMPARE(QColor(pixel), QColor(*ink));
            ++run;
        }
        QVERIFY(ink && QColor(*ink).lightness() < 60);
        QCOMPARE(int(runs.size()), side);
        QVERIFY2(std::all_of(runs.begin(), runs.end(), [&](int r) { return r == runs.front(); }),
                 qPrintable(QString::number(runs.front())));
    }
}

void TestBoardWidget::starPoints_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QList<sgf::Point>>("stars");
    QTest::newRow("19x19: 4-4, 4-10, 10-10")
        << 19 << QList<sgf::Point>{{3, 3},  {9, 3},  {15, 3}, {3, 9},  {9, 9},
                                   {15, 9}, {3, 15}, {9, 15}, {15, 15}};
    QTest::newRow("13x13: 4-4 and the centre")
        << 13 << QList<sgf::Point>{{3, 3}, {9, 3}, {6, 6}, {3, 9}, {9, 9}};
    QTest::newRow("9x9: 3-3 and the centre")
        << 9 << QList<sgf::Point>{{2, 2}, {6, 2}, {4, 4}, {2, 6}, {6, 6}};
}

// A star point is a dot on the crossing: the pixels diagonally next to it, off the lines, are
// dark there and wood at every other point.
void TestBoardWidget::starPoints()
{
    QFETCH(int, size);
    QFETCH(QList<sgf::Point>, stars);
    show(QStringLiteral("(;SZ[%1])").arg(size).toLatin1().constData());
    board->resize(900, 900); // dots of a few pixels
    const QImage image = board->render(board->size());
    const qreal cell = board->pointPosition({1, 0}).x() - board->pointPosition({0, 0}).x();
    const int quarter = int(cell / 4), off = qRound(cell * 0.06); // the dot's radius is 0.1
    // Off the lines but on the dot, darker than the wood a quarter of a cell away (the wood
    // shades across the board).
    const auto dotted = [&](sgf::Point p) {
        const QPoint c = board->pointPosition(p).toPoint();
        int near = 0, wood = 0;
        for (const QPoint d : {QPoint(1, 1), QPoint(-1, 1), QPoint(1, -1), QPoint(-1, -1)}) {
            near += image.pixelColor(c + off * d).lightness();
            wood += image.pixelColor(c + quarter * d).lightness();
        }
        return near < wood - 4 * 40;
    };
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x)
            QVERIFY2(dotted({x, y}) == stars.contains(sgf::Point{x, y}),
                     qPrintable(QStringLiteral("%1,%2").arg(x).arg(y)));
}

// Column letters above and below, row numbers left and right, in the palette's text colour.
void TestBoardWidget::coordinatesOnAllFourSides()
{
    show("(;SZ[19])");
    const QImage image = board->render(board->size());
    const QColor text = board->palette().color(QPalette::WindowText);
    const QPointF first = board->pointPosition({0, 0}), last = board->pointPosition({18, 18});
    const auto inkIn = [&](QRect band) {
        int ink = 0;
        band &= image.rect();
        for (int y = band.top(); y <= band.bottom(); ++y)
            for (int x = band.left(); x <= band.right(); ++x) {
                const QColor c = image.pixelColor(x, y);
                ink += c.alpha() > 200 && qAbs(c.lightness() - text.lightness()) < 60;
            }
        return ink;
    };
    const int margin = 12; // the wood's edge lies between the outer lines and the labels
    const int top = int(first.y()) - margin, bottom = int(last.y()) + margin;
    const int left = int(first.x()) - margin, right = int(last.x()) + margin;
    const int above = inkIn(QRect(QPoint(left, 0), QPoint(right, top)));
    const int below = inkIn(QRect(QPoint(left, bottom), QPoint(right, image.height())));
    const int before = inkIn(QRect(QPoint(0, top), QPoint(left, bottom)));
    const int after = inkIn(QRect(QPoint(right, top), QPoint(image.width(), bottom)));
    const QString counts =
        QStringLiteral("%1 %2 %3 %4").arg(above).arg(below).arg(before).arg(after);
    QVERIFY2(above > 10 && below > 10 && before > 10 && after > 10, qPrintable(counts));
}

// Markup past what the board can show says so under the board, on the screen only (export
// draws the board as it is).
void TestBoardWidget::hiddenMarkupIsNoted()
{
    QVERIFY(testdata::installEnglishPlurals());
    show("(;SZ[9]LB[aa:A][bb:B])");
    QCOMPARE(board->hiddenMarkupNote(), QString());
    // 9x9 has 81 points: 100 different arrows are 19 too many.
    std::string arrows = "(;SZ[9]LB[aa:A][aa:B]AR";
    for (int i = 0; i < 100; ++i) {
        const int from = i % 81, to = (from + 1 + i / 81) % 81;
        arrows += '[' + sgf::formatPoint({from % 9, from / 9}) + ':' +
                  sgf::formatPoint({to % 9, to / 9}) + ']';
    }
    show(arrows + ")");
    QCOMPARE(board->hiddenMarkupNote(),
             QStringLiteral("1 label on a point already labelled not shown. Only the first 81 "
                            "arrows and lines shown; 19 more not."));
    // Past the first 65,536 labels the rest are counted, not read; counts in the locale's
    // digit grouping.
    std::string labels = "(;SZ[9]LB";
    for (int i = 0; i < 65'536 + 3; ++i) labels += "[aa:A]";
    show(labels + ")");
    QCOMPARE(board->hiddenMarkupNote(),
             QStringLiteral("65,535 labels on points already labelled not shown. Only the first "
                            "65,536 labels read; 3 more not."));
    board->show();
    QVERIFY(QTest::qWaitForWindowExposed(board.get()));
    const QImage screen = board->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    const QImage rendered = board->render(screen.size()).convertToFormat(QImage::Format_ARGB32);
    int differ = 0; // the note's box, in the bottom strip
    for (int y = screen.height() - 12; y < screen.height(); ++y)
        for (int x = 0; x < screen.width() / 2; ++x)
            differ += screen.pixel(x, y) != rendered.pixel(x, y);
    QVERIFY2(differ > 100, qPrintable(QString::number(differ)));
    board->hide();
}

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
