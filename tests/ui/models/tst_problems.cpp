// A shown document's problems in the window's models: reading's at once and the checks' when
// they come from their worker (DocumentChecks), as one list in the order of the text with
// each problem's node (Problems), and the Problems panel's rows, filtered by severity
// (ProblemsModel).
#include "english_plurals.h"
#include "io/documentloader.h"
#include "models/documentchecks.h"
#include "models/gamecontroller.h"
#include "models/problemsmodel.h"
#include "sgf/parser.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace sgfview;

class TestProblems : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void readingAndCheckingInTextOrder();
    void problemsByNode();
    void countsPastTheCaps();
    void decodingsWarningsPastTheCapCount();
    void modelFiltersBySeverity();
    void checksComeAfterTheDocument();
    void aNewDocumentDropsTheOldChecks();
    void aPartShownWhileReadingIsNotChecked();
};

namespace {

std::shared_ptr<const Document> documentOf(const std::string &text,
                                           const QString &path = QStringLiteral("test.sgf"),
                                           bool partial = false)
{
    auto document = std::make_shared<Document>();
    document->path = path;
    document->partial = partial;
    document->collection = sgf::parseCollection(text, sgf::ParseOptions::lenient());
    document->diagnostics = document->collection.diagnostics();
    return document;
}

// Line 1: a repeated C (reading merges it: a warning); line 2: B[zz] off the 19x19 board
// (an error of the checks); line 3: a move on an occupied point (a warning), and TC, a
// private property (a note).
const std::string repairedAndChecked = "(;GM[1]FF[4]SZ[19]C[a]C[b]\n"
                                       ";B[zz]\n"
                                       ";W[aa];B[aa]TC[1])";

} // namespace

void TestProblems::initTestCase()
{
    QVERIFY(testdata::installEnglishPlurals());
}

void TestProblems::readingAndCheckingInTextOrder()
{
    const auto document = documentOf(repairedAndChecked);
    QCOMPARE(document->diagnostics.size(), std::size_t(1));
    const Problems read(*document);
    QVERIFY(!read.checked());
    QCOMPARE(read.list().size(), std::size_t(1));
    const Problems all(*document, sgf::check(document->collection));
    QVERIFY(all.checked());
    QVERIFY(all.list().size() >= 4);
    for (std::size_t i = 1; i < all.list().size(); ++i)
        QVERIFY(all.list()[i - 1].position.offset <= all.list()[i].position.offset);
    QCOMPARE(all.list()[0].message, std::string("property 'C' repeated in node: values merged"));
    QCOMPARE(all.list()[1].code, sgf::DiagnosticCode::PointOffBoard);
    QCOMPARE(all.list()[1].position.line, 2u);
    QCOMPARE(all.list()[1].severity, sgf::Severity::Error);
    QVERIFY(all.hasErrors());
    QCOMPARE(all.count(sgf::Severity::Error), std::size_t(1));
    QVERIFY(all.count(sgf::Severity::Note) >= 1);
    // The status bar counts errors and warnings: notes are style.
    QCOMPARE(all.problemCount(),
             all.count(sgf::Severity::Error) + all.count(sgf::Severity::Warning));
}

void TestProblems::problemsByNode()
{
    const auto document = documentOf(repairedAndChecked);
    const Problems all(*document, sgf::check(document->collection));
    const sgf::Node root = document->collection.tree(0).root();
    const sgf::Node offBoard = root.firstChild();
    const sgf::Node occupied = offBoard.firstChild().firstChild();
    // Reading's problem gets the node whose text holds it.
    QCOMPARE(all.at(root.index()).size(), std::size_t(1));
    QCOMPARE(all.list()[all.at(root.index())[0]].message,
             std::string("property 'C' repeated in node: values merged"));
    QCOMPARE(all.at(offBoard.index()).size(), std::size_t(1));
    QCOMPARE(all.countAt(offBoard.index(), sgf::Severity::Warning), std::size_t(1));
    QCOMPARE(all.at(offBoard.firstChild().index()).size(), std::size_t(0));
    QVERIFY(all.at(occupied.index()).size() >= 2);
    // The note (TC) is there, but not among the warnings and errors.
    QCOMPARE(all.countAt(occupied.index(), sgf::Severity::Warning),
             all.countAt(occupied.index(), sgf::Severity::Note) - 1);
}

// Past the parser's cap, one line counts the rest: 1500 repeats are 1000 listed and one line,
// 1500 counted.
void TestProblems::countsPastTheCaps()
{
    std::string many = "(;FF[4]";
    for (int i = 0; i < 1501; ++i) many += "C[x]";
    many += ")";
    const auto document = documentOf(many);
    const Problems read(*document);
    QCOMPARE(read.list().size(), std::size_t(1001));
    QCOMPARE(read.count(sgf::Severity::Warning), std::size_t(1500));
    QCOMPARE(read.problemCount(), std::size_t(1500));
}

// Decoding's cap likewise: 1,003 games with an unknown CA are 1,000 warnings listed, one line
// for the other 3, and 1,003 counted (the status bar's figure).
void TestProblems::decodingsWarningsPastTheCapCount()
{
    FileReadResult read;
    for (int game = 0; game < 1003; ++game) read.bytes += "(;CA[nope])";
    read.size = qint64(read.bytes.size());
    const LoadResult loaded = DocumentLoader::loadBytes(std::move(read), QStringLiteral("ca.sgf"));
    QVERIFY(loaded.document);
    const Problems problems(*loaded.document);
    QCOMPARE(problems.list().size(), std::size_t(1001));
    QCOMPARE(problems.count(sgf::Severity::Warning), std::size_t(1003));
}

void TestProblems::modelFiltersBySeverity()
{
    const auto document = documentOf(repairedAndChecked);
    auto all = std::make_shared<const Problems>(*document, sgf::check(document->collection));
    ProblemsModel model;
    QAbstractItemModelTester tester(&model);
    model.setProblems(all);
    QCOMPARE(model.rowCount(), int(all->list().size()));
    QCOMPARE(model.index(1, ProblemsModel::SeverityColumn).data().toString(),
             QStringLiteral("error"));
    QCOMPARE(model.index(1, ProblemsModel::PlaceColumn).data().toString(), QStringLiteral("2:3"));
    QCOMPARE(model.index(1, ProblemsModel::MessageColumn).data().toString(),
             QStringLiteral("B[zz] is off the 19x19 board"));
    QCOMPARE(model.index(1, 0).data(ProblemsModel::NodeRole).toUInt(),
             document->collection.tree(0).root().firstChild().index());
    model.setShown(sgf::Severity::Note, false);
    QCOMPARE(std::size_t(model.rowCount()), all->list().size() - all->count(sgf::Severity::Note));
    for (int row = 0; row < model.rowCount(); ++row)
        QVERIFY(model.problem(row).severity != sgf::Severity::Note);
    model.setShown(sgf::Severity::Warning, false);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.problem(0).code, sgf::DiagnosticCode::PointOffBoard);
    model.setShown(sgf::Severity::Error, false);
    QCOMPARE(model.rowCount(), 0);
}

// The controller shows the document before the checks run; reading's problems are there at
// once, the checks' when their worker is done.
void TestProblems::checksComeAfterTheDocument()
{
    GameController controller;
    DocumentChecks checks(&controller);
    QSignalSpy changed(&checks, &DocumentChecks::problemsChanged);
    const auto document = documentOf(repairedAndChecked);
    controller.setDocument(document);
    QVERIFY(controller.current());
    QVERIFY(changed.count() >= 1);
    if (!checks.problems()->checked()) // the worker may have been quick
        QCOMPARE(checks.problems()->list().size(), std::size_t(1));
    checks.wait();
    QVERIFY(checks.problems()->checked());
    QVERIFY(checks.problems()->hasErrors());
    QCOMPARE(changed.count(), 2);
    controller.setDocument(nullptr);
    QVERIFY(checks.problems()->list().empty());
}

void TestProblems::aNewDocumentDropsTheOldChecks()
{
    GameController controller;
    DocumentChecks checks(&controller);
    std::string big = "(;GM[1]FF[4]SZ[19]";
    for (int i = 0; i < 20000; ++i) big += ";B[zz]";
    big += ")";
    controller.setDocument(documentOf(big, QStringLiteral("big.sgf")));
    const auto clean = documentOf("(;GM[1]FF[4]SZ[19];B[pd])", QStringLiteral("clean.sgf"));
    controller.setDocument(clean);
    checks.wait();
    QTest::qWait(50); // a finished() of the first checks, if it were delivered late
    QVERIFY(checks.problems()->checked());
    QVERIFY(checks.problems()->list().empty());
}

// The head of a file shown while the rest is read (Document::partial) shows its reading problems;
// its checks come with the whole file.
void TestProblems::aPartShownWhileReadingIsNotChecked()
{
    GameController controller;
    DocumentChecks checks(&controller);
    controller.setDocument(documentOf(repairedAndChecked, QStringLiteral("part.sgf"), true));
    QVERIFY(!checks.isRunning());
    checks.wait();
    QVERIFY(!checks.problems()->checked());
    QCOMPARE(checks.problems()->list().size(), std::size_t(1)); // the repeated C
    controller.setDocument(documentOf(repairedAndChecked, QStringLiteral("whole.sgf")));
    checks.wait();
    QVERIFY(checks.problems()->checked());
    QCOMPARE_GT(checks.problems()->list().size(), std::size_t(1));
}

QTEST_GUILESS_MAIN(TestProblems)
#include "tst_problems.moc"
