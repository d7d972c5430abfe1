// The board rendered offscreen: stones at the right pixels, captures, markup, clicks on
// hints and stones, the wheel, games other than Go, and export.
#include "models/gamecontroller.h"
#include "models/treerows.h"
#include "sgf/parser.h"
#include "widgets/boardwidget.h"

#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace sgfview;

class TestBoardWidget : public QObject {
    Q_OBJECT

private slots:
    void stoneAtTheRightPixel();
    void capturedStoneDisappears();
    void markupIsDrawn();
    void clickingAHintGoesThere();
    void clickingAStoneJumpsToItsMove();
    void wheelSteps();
    void otherGamesShowANote();
    void exportsPngAndSvg();
    void coordinatesKeepTheirOrderRightToLeft();
    void coordinatesFollowThePalette_data();
    void coordinatesFollowThePalette();

private:
    void show(const char *sgf)
    {
        collection = sgf::parseCollection(sgf);
        rows = std::make_shared<TreeRows>(collection);
        controller = std::make_unique<GameController>();
        board = std::make_unique<BoardWidget>(controller.get());
        board->resize(450, 450);
        board->setRows(rows);
        controller->setCollection(collection);
    }
    QColor pixelAt(sgf::Point p) const
    {
        const QImage image = board->render(board->size());
        return image.pixelColor(board->pointPosition(p).toPoint());
    }

    sgf::Collection collection;
    std::shared_ptr<TreeRows> rows;
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

QTEST_MAIN(TestBoardWidget)
#include "tst_boardwidget.moc"
