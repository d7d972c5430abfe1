// Printing a record (widgets/recordprinter.h) into real PDF and SVG files: the page count of a
// 250-move game at 50 and 100 moves a diagram, two and four diagrams a page, counted in the
// PDF itself; the notes of a game with ko captures; the current line follows the remembered
// variation; the board alone is one page; the game info heads the first page.
#include "document_fixture.h"
#include "models/boardscene.h"
#include "models/gamecontroller.h"
#include "sgf/parser.h"
#include "sgf/point.h"
#include "widgets/recordprinter.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace sgfview;

class TestRecordPrinter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void pdfPages_data();
    void pdfPages();
    void koNotes();
    void currentLineFollowsTheRememberedVariation();
    void boardIsOnePage();
    void svgFilePerPage();
    void headingNamesThePlayers();

private:
    // Pages in a PDF file: its page objects (/Type /Page, not /Pages).
    static int pdfPageCount(const QString &path)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) return -1;
        const QByteArray bytes = file.readAll();
        static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
        return int(QString::fromLatin1(bytes).count(page));
    }

    QTemporaryDir dir_;
};

namespace {

// 250 moves without a capture (as tst_record_diagrams): Black fills the top rows, White the
// bottom ones.
QByteArray game250()
{
    QByteArray sgf = "(;SZ[19]PB[Honinbo Shusaku]BR[4d]PW[Gennan Inseki]RE[B+2]EV[Castle game]"
                     "DT[1846-09-11]KM[0]C[A famous game]";
    for (int move = 0; move < 250; ++move) {
        const int k = move / 2;
        const sgf::Point p =
            move % 2 == 0 ? sgf::Point{k % 19, k / 19} : sgf::Point{18 - k % 19, 18 - k / 19};
        sgf +=
            (move % 2 == 0 ? ";B[" : ";W[") + QByteArray::fromStdString(sgf::formatPoint(p)) + "]";
        if (move == 9) sgf += "C[The tenth move]";
    }
    return sgf + ")";
}

const char *const koGame = "(;SZ[9]AB[ba][ab][bc]AW[ca][db][cc];W[bb];B[cb];W[ee];B[ef];W[bb];"
                           "B[ff];W[gg];B[cb];W[])";

} // namespace

void TestRecordPrinter::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestRecordPrinter::pdfPages_data()
{
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("perPage");
    QTest::addColumn<int>("pages");
    QTest::addColumn<int>("paper");
    // 5 diagrams at 50 moves, 3 at 100.
    QTest::newRow("50 moves, 2 a page, A4") << 50 << 2 << 3 << int(QPageSize::A4);
    QTest::newRow("50 moves, 4 a page, Letter") << 50 << 4 << 2 << int(QPageSize::Letter);
    QTest::newRow("100 moves, 2 a page, A4") << 100 << 2 << 2 << int(QPageSize::A4);
    QTest::newRow("100 moves, 4 a page, A4") << 100 << 4 << 1 << int(QPageSize::A4);
}

void TestRecordPrinter::pdfPages()
{
    QFETCH(int, moves);
    QFETCH(int, perPage);
    QFETCH(int, pages);
    QFETCH(int, paper);
    GameController controller;
    testdata::show(controller, sgf::parseCollection(game250().toStdString()));
    PrintOptions options;
    options.movesPerDiagram = moves;
    options.diagramsPerPage = perPage;
    options.paper = QPageSize::PageSizeId(paper);
    options.comments = true;
    const RecordPrinter printer(controller, emptyScene(), options);
    QCOMPARE(printer.pageCount(), pages);
    const QString path = dir_.filePath(QStringLiteral("game-%1-%2.pdf").arg(moves).arg(perPage));
    QString error;
    QVERIFY2(printer.writePdf(path, &error), qPrintable(error));
    QCOMPARE(pdfPageCount(path), pages);
}

void TestRecordPrinter::koNotes()
{
    GameController controller;
    testdata::show(controller, sgf::parseCollection(koGame));
    const RecordPrinter printer(controller, emptyScene(), PrintOptions());
    QCOMPARE(printer.diagrams().size(), std::size_t(1));
    QStringList notes;
    for (const auto &note : printer.diagrams()[0].notes) notes << RecordPrinter::noteText(note);
    QCOMPARE(notes, (QStringList{"5 at 1", "8 at 2", "9 pass"}));
    QString error;
    QVERIFY2(printer.writePdf(dir_.filePath(QStringLiteral("ko.pdf")), &error), qPrintable(error));
    QCOMPARE(pdfPageCount(dir_.filePath(QStringLiteral("ko.pdf"))), 1);
}

// The current line: the root to the current node, then the variation Right follows.
void TestRecordPrinter::currentLineFollowsTheRememberedVariation()
{
    GameController controller;
    testdata::show(controller,
                   sgf::parseCollection("(;SZ[9];B[aa](;W[bb];B[cc])(;W[dd];B[ee];W[ff]))"));
    const sgf::Node second = controller.currentRoot().firstChild().firstChild().nextSibling();
    controller.setCurrent(second);
    controller.previousMove(); // at B[aa]: Right goes back to W[dd]
    PrintOptions options;
    options.what = PrintOptions::What::CurrentLine;
    const RecordPrinter current(controller, emptyScene(), options);
    QCOMPARE(current.diagrams().size(), std::size_t(1));
    QCOMPARE(current.diagrams()[0].last, 4);
    options.what = PrintOptions::What::MainLine;
    const RecordPrinter main(controller, emptyScene(), options);
    QCOMPARE(main.diagrams()[0].last, 3);
}

void TestRecordPrinter::boardIsOnePage()
{
    GameController controller;
    testdata::show(controller, sgf::parseCollection(game250().toStdString()));
    PrintOptions options;
    options.what = PrintOptions::What::Board;
    const RecordPrinter printer(controller, emptyScene(), options);
    QCOMPARE(printer.pageCount(), 1);
    const QString path = dir_.filePath(QStringLiteral("board.pdf"));
    QString error;
    QVERIFY2(printer.writePdf(path, &error), qPrintable(error));
    QCOMPARE(pdfPageCount(path), 1);
}

void TestRecordPrinter::svgFilePerPage()
{
    GameController controller;
    testdata::show(controller, sgf::parseCollection(game250().toStdString()));
    const RecordPrinter printer(controller, emptyScene(), PrintOptions()); // 50 moves, 2 a page
    QStringList written;
    QString error;
    QVERIFY2(printer.writeSvg(dir_.filePath(QStringLiteral("record.svg")), &written, &error),
             qPrintable(error));
    QCOMPARE(written, (QStringList{dir_.filePath("record-1.svg"), dir_.filePath("record-2.svg"),
                                   dir_.filePath("record-3.svg")}));
    for (const QString &file : written) {
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray bytes = svg.readAll();
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("<path") || bytes.contains("<circle") || bytes.contains("<rect"));
    }
}

// The game info heads the first page: its first board starts lower than the next page's.
void TestRecordPrinter::headingNamesThePlayers()
{
    GameController controller;
    testdata::show(controller, sgf::parseCollection(game250().toStdString()));
    const RecordPrinter printer(controller, emptyScene(), PrintOptions());
    const auto boardTop = [&](int page) {
        QImage image(600, 850, QImage::Format_ARGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            printer.paintPage(painter, page, QRectF(0, 0, 600, 850));
        }
        for (int y = 0; y < image.height(); ++y) {
            const QColor c = image.pixelColor(100, y);
            if (c.red() > 180 && c.blue() < 140) return y; // the board's wood
        }
        return -1;
    };
    const int first = boardTop(0), second = boardTop(1);
    QVERIFY(first > 0 && second > 0);
    QVERIFY2(first > second + 40, qPrintable(QStringLiteral("%1 %2").arg(first).arg(second)));
}

QTEST_MAIN(TestRecordPrinter)
#include "tst_recordprinter.moc"
