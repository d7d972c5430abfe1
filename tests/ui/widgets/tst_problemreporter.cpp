// Where a file's problems show in the window (ProblemReporter): the Problems panel lists
// reading's repairs and the checks' findings together, in the order of the text, and goes to
// a problem's node; the status bar's count is a button that opens the panel and says how many
// problems the current node has; the panel opens wide enough to read (a row of its own under
// the board, not a strip beside the game-tree map); a file with errors opens it on its own,
// once; the property table marks a property with a problem (icon, colour, tool tip).
#include "english_plurals.h"
#include "models/documentchecks.h"
#include "models/gamecontroller.h"
#include "models/problemsmodel.h"
#include "models/propertytablemodel.h"
#include "widgets/problemreporter.h"
#include "widgets/problemspanel.h"
#include "widgets/propertyview.h"
#include "window_fixture.h"

#include <QDockWidget>
#include <QLocale>
#include <QStatusBar>
#include <QToolButton>
#include <QTreeView>

using namespace sgfview;

class TestProblemReporter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void readingAndCheckingListedTogether();
    void pastTheCapOneLineCountsTheRest();
    void countIsAButtonThatOpensThePanel_data();
    void countIsAButtonThatOpensThePanel();
    void errorsOpenThePanelOnce();
    void activationGoesToTheNode();
    void currentNodesProblemsCountedAndMarked();
    void manyProblemsOfAPropertyWordedFirstAndCounted();
    void marksOfANodeOfManyPropertiesReachItsLastRow();
    void severitiesFilter();

private:
    // Opens a file and waits for its checks.
    bool open(const QString &path);
    ProblemReporter *reporter() const { return window->problems(); }
    ProblemsPanel *panel() const { return window->problemsPanel(); }

    QTemporaryDir dir;
    QString warnings; // warnings and notes, no error
    QString errors;   // one error
    std::unique_ptr<MainWindow> window;
};

namespace {

// Line 1: "junk" skipped and an old identifier (reading's warnings); line 2: a move on an
// occupied point (the checks' warning); TC is a private property (a note).
const QByteArray warningsText = "junk\n(;GM[1]FF[4]SZ[19]AddBlack[aa]\n;B[aa]TC[1];W[bb])";
// Line 2: B[zz] is off the 19x19 board, an error.
const QByteArray errorsText = "(;GM[1]FF[4]SZ[19]\n;B[zz];W[pd])";

} // namespace

void TestProblemReporter::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
    QVERIFY(testdata::installEnglishPlurals());
    warnings = testdata::writeFile(dir, QStringLiteral("warnings.sgf"), warningsText);
    errors = testdata::writeFile(dir, QStringLiteral("errors.sgf"), errorsText);
}

void TestProblemReporter::init()
{
    window = std::make_unique<MainWindow>();
    window->resize(1024, 700);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
}

void TestProblemReporter::cleanup()
{
    window.reset();
}

bool TestProblemReporter::open(const QString &path)
{
    if (!testdata::openAndWait(*window, path)) return false;
    reporter()->checks()->wait();
    return reporter()->checks()->problems()->checked();
}

void TestProblemReporter::readingAndCheckingListedTogether()
{
    QVERIFY(open(warnings));
    ProblemsPanel *problems = panel();
    // Notes are hidden at first: reading's two warnings and the checks' one.
    QCOMPARE(problems->rowCount(), 3);
    QCOMPARE(problems->text(0, ProblemsModel::PlaceColumn), QStringLiteral("1:1"));
    QCOMPARE(problems->text(0, ProblemsModel::SeverityColumn), QStringLiteral("warning"));
    QCOMPARE(problems->text(1, ProblemsModel::PlaceColumn), QStringLiteral("2:19"));
    QCOMPARE(problems->text(1, ProblemsModel::MessageColumn),
             QStringLiteral("old identifier 'AddBlack' read as 'AB'"));
    QCOMPARE(problems->text(2, ProblemsModel::PlaceColumn), QStringLiteral("3:3"));
    QCOMPARE(problems->text(2, ProblemsModel::MessageColumn),
             QStringLiteral("B[aa] is played on A19, which is not empty"));
    // The window opens at the root, which holds the old identifier; "junk" is before it.
    QCOMPARE(reporter()->statusButton()->text(), QStringLiteral("3 problems (1 here)"));
    QVERIFY(reporter()->statusButton()->isVisible());
}

// 1500 repeats: the parser lists 1000 and counts the rest in one line; the count has them all.
void TestProblemReporter::pastTheCapOneLineCountsTheRest()
{
    QByteArray many = "(;GM[1]FF[4]SZ[19]";
    for (int i = 0; i < 1501; ++i) many += "C[x]";
    many += ")";
    QVERIFY(open(testdata::writeFile(dir, QStringLiteral("capped.sgf"), many)));
    QCOMPARE(panel()->rowCount(), 1000 + 1);
    QCOMPARE(panel()->text(1000, ProblemsModel::MessageColumn),
             QStringLiteral("500 more problems not listed"));
    // The count in the locale's digits and separators, as the status bar writes numbers.
    QVERIFY(reporter()->statusButton()->text().startsWith(QLocale().toString(1500) +
                                                          QStringLiteral(" problems")));
}

void TestProblemReporter::countIsAButtonThatOpensThePanel_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1400x900") << QSize(1400, 900);
}

// The panel is a row of its own under the board and the other bottom docks: as wide as the
// board at least (beside the game-tree map it was 210 pixels, messages cut to four letters).
void TestProblemReporter::countIsAButtonThatOpensThePanel()
{
    QFETCH(QSize, size);
    window->resize(size);
    QVERIFY(open(warnings));
    QVERIFY(!reporter()->dock()->isVisible()); // no error: it waits to be asked
    QToolButton *count = reporter()->statusButton();
    QVERIFY(count->isVisible());
    QVERIFY(window->statusBar()->isAncestorOf(count));
    QTest::mouseClick(count, Qt::LeftButton);
    QVERIFY(reporter()->dock()->isVisible());
    QTRY_VERIFY(panel()->width() >= window->width() / 2);
    QVERIFY(panel()->width() >= window->centralWidget()->width());
    QVERIFY(panel()->view()->height() >= 3 * panel()->view()->sizeHintForRow(0));
    // The message column has the room that is left: a whole message reads.
    const QTreeView *view = panel()->view();
    const int message = view->columnWidth(ProblemsModel::MessageColumn);
    QVERIFY2(message >= view->fontMetrics().horizontalAdvance(
                            panel()->text(2, ProblemsModel::MessageColumn)),
             qPrintable(QString::number(message)));
}

void TestProblemReporter::errorsOpenThePanelOnce()
{
    QVERIFY(open(errors));
    QVERIFY(reporter()->dock()->isVisible());
    QCOMPARE(panel()->text(0, ProblemsModel::SeverityColumn), QStringLiteral("error"));
    QCOMPARE(panel()->text(0, ProblemsModel::MessageColumn),
             QStringLiteral("B[zz] is off the 19x19 board"));
    reporter()->dock()->hide();
    // Read again, or opened again after another file: the user closed it, it stays closed.
    window->reload();
    QTRY_VERIFY(window->document() && reporter()->checks()->problems()->checked());
    QVERIFY(open(warnings));
    QVERIFY(open(errors));
    QVERIFY(!reporter()->dock()->isVisible());
    // Another file with errors opens it.
    QVERIFY(open(testdata::writeFile(dir, QStringLiteral("errors2.sgf"), errorsText)));
    QVERIFY(reporter()->dock()->isVisible());
}

void TestProblemReporter::activationGoesToTheNode()
{
    QVERIFY(open(errors));
    QVERIFY(!window->controller()->current().parent()); // the root
    panel()->activate(0);
    QCOMPARE(window->controller()->current().raw("B"), std::string_view("zz"));
    // As a double click does: through the view's activated().
    window->controller()->setCurrent(window->controller()->currentRoot());
    const QModelIndex first = panel()->view()->model()->index(0, 0);
    emit panel()->view()->activated(first);
    QCOMPARE(window->controller()->current().raw("B"), std::string_view("zz"));
}

void TestProblemReporter::currentNodesProblemsCountedAndMarked()
{
    QVERIFY(open(errors));
    QCOMPARE(reporter()->statusButton()->text(), QStringLiteral("1 problem"));
    window->controller()->setCurrent(window->controller()->currentRoot().firstChild());
    QCOMPARE(reporter()->statusButton()->text(), QStringLiteral("1 problem (1 here)"));
    const QAbstractItemModel *table = window->propertyView()->model();
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(table->index(0, 0).data(PropertyTableModel::ProblemRole).toInt(),
             int(sgf::Severity::Error));
    QVERIFY(table->index(0, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .endsWith(QStringLiteral("\nB[zz] is off the 19x19 board")));
    // The next node has none: no mark, no "here".
    window->controller()->setCurrent(window->controller()->current().firstChild());
    QVERIFY(!table->index(0, 0).data(PropertyTableModel::ProblemRole).isValid());
    QCOMPARE(reporter()->statusButton()->text(), QStringLiteral("1 problem"));
}

// An AB of 30 points off its 9x9 board: 30 problems of one property. The row's tool tip words
// the first maxMessages (20) and counts the rest: a node may hold 100,000 of them.
void TestProblemReporter::manyProblemsOfAPropertyWordedFirstAndCounted()
{
    QByteArray text = "(;GM[1]FF[4]SZ[9]AB";
    for (char column = 'a'; column < 'a' + 30; ++column)
        text += QByteArray("[") + char(column <= 'z' ? column : 'A' + (column - 'z' - 1)) + "j]";
    const QString path = testdata::writeFile(dir, QStringLiteral("offboard.sgf"), text + ")");
    QVERIFY(open(path));
    QCOMPARE(reporter()->statusButton()->text(), QStringLiteral("30 problems (30 here)"));
    const QAbstractItemModel *table = window->propertyView()->model();
    int ab = 0;
    while (ab < table->rowCount() && table->index(ab, 0).data().toString() != "AB") ++ab;
    QVERIFY(ab < table->rowCount());
    QCOMPARE(table->index(ab, 0).data(PropertyTableModel::ProblemRole).toInt(),
             int(sgf::Severity::Error));
    const QStringList lines = table->index(ab, 0).data(Qt::ToolTipRole).toString().split('\n');
    QCOMPARE(lines.count(QStringLiteral("AB[aj] is off the 9x9 board")), 1);
    QCOMPARE(lines.filter(QStringLiteral("is off the 9x9 board")).size(),
             PropertyTableModel::maxMessages);
    QCOMPARE(lines.last(), QStringLiteral("and 10 more problems"));
}

void TestProblemReporter::severitiesFilter()
{
    QVERIFY(open(warnings));
    QToolButton *notes = panel()->filterButton(sgf::Severity::Note);
    QToolButton *shownWarnings = panel()->filterButton(sgf::Severity::Warning);
    QCOMPARE(notes->text(), QStringLiteral("1 note"));
    QCOMPARE(shownWarnings->text(), QStringLiteral("3 warnings"));
    QCOMPARE(panel()->filterButton(sgf::Severity::Error)->text(), QStringLiteral("0 errors"));
    QVERIFY(!notes->isChecked());
    notes->click();
    QCOMPARE(panel()->rowCount(), 4);
    QCOMPARE(panel()->text(3, ProblemsModel::SeverityColumn), QStringLiteral("note"));
    shownWarnings->click();
    QCOMPARE(panel()->rowCount(), 1);
}

// A root of 12,000 unknown properties (a note each, "XAAA" to "XRTP"): the table shows its
// first maxPropertyRows, and the marks stop being made past them, the last row shown marked too.
void TestProblemReporter::marksOfANodeOfManyPropertiesReachItsLastRow()
{
    QByteArray text = "(;GM[1]FF[4]SZ[19]";
    for (int i = 0; i < 12'000; ++i)
        text += QByteArray("X") + char('A' + i / 676) + char('A' + i / 26 % 26) +
                char('A' + i % 26) + "[1]";
    const QString path = testdata::writeFile(dir, QStringLiteral("unknown.sgf"), text + ")");
    QVERIFY(open(path));
    const QAbstractItemModel *table = window->propertyView()->model();
    QVERIFY(table->rowCount() > PropertyTableModel::maxPropertyRows);
    const int note = int(sgf::Severity::Note);
    for (const int row : {3, 4, PropertyTableModel::maxPropertyRows - 1}) {
        QVERIFY(table->index(row, 0).data().toString().startsWith('X'));
        const QVariant mark = table->index(row, 0).data(PropertyTableModel::ProblemRole);
        QVERIFY2(mark.isValid(), qPrintable(QString::number(row)));
        QCOMPARE(mark.toInt(), note);
    }
}

QTEST_MAIN(TestProblemReporter)
#include "tst_problemreporter.moc"
