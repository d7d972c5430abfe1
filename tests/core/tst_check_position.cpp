// The Go position as the game is played, the games of a file together, and check() itself
// (document order, the cap on findings, cancelling, never failing a parse).
//
// go.html: a move is played "no matter what was there before" (so a stone on an occupied
// point is played, and worth a warning), captures first, then suicide, which some rule sets
// allow (a note). properties.html: "AB, AW and AE values which don't change the board ... is
// bad style. Applications may want to delete these values and issue a warning." FF: "Applications
// must be able to deal with different file formats within a collection"; GM: "Different kind
// of games may appear within a collection": allowed, so mixing is a note.
#include "check_findings.h"
#include "hostile_sgf.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"
#include "tree_shapes.h"

#include <QTest>
#include <algorithm>

using testdata::findingsOf;
using testdata::placed;

namespace {

// `depth` forks each inside the first variation of the one before, on 52x52 (where the
// walk keeps some 3,100 copies of the board): each fork's later variations play on its own
// move's point (not empty) and set up the next fork's (empty there), once the whole
// deeper tree has been walked.
QByteArray nestedForks(std::size_t depth)
{
    std::string text = "(;FF[4]GM[1]SZ[52]";
    for (std::size_t i = 0; i < depth; ++i)
        text += "(;" + std::string(i % 2 ? "W[" : "B[") + testdata::hostile::point52(i) + "]";
    for (std::size_t i = depth; i-- > 1;)
        text += ")(;W[" + testdata::hostile::point52(i - 1) + "])(;AB[" +
                testdata::hostile::point52(i) + "])";
    return QByteArray::fromStdString(text + "))");
}

// A small board filled and cleared by moves, captures, suicides and setup, with a fork every
// few nodes: the same numbers each run.
QByteArray forkingGame(std::size_t nodes)
{
    std::string text = "(;FF[4]GM[1]SZ[5]";
    std::uint32_t random = 12345;
    int open = 0;
    for (std::size_t i = 0; i < nodes; ++i) {
        random = random * 1103515245u + 12345u;
        const std::uint32_t r = random >> 8;
        if (r % 7 == 0) {
            text += "(";
            ++open;
        } else if (r % 7 == 1 && open > 0) {
            text += ")(";
        }
        const std::string point = {char('a' + r / 7 % 5), char('a' + r / 35 % 5)};
        const char *what[] = {";B[", ";W[", ";AB[", ";AW[", ";AE[", ";B[", ";W["};
        text += what[r / 175 % 7] + point + "]";
    }
    return QByteArray::fromStdString(text + std::string(std::size_t(open) + 1, ')'));
}

// The position findings of check(), and the events of the position cursor at each node, as
// "OFFSET CODE", sorted.
QStringList positionFindings(const sgf::Collection &collection)
{
    sgf::CheckOptions all;
    all.maxFindings = std::size_t(-1);
    QStringList out;
    for (const sgf::Diagnostic &d : sgf::check(collection, all).findings) {
        using C = sgf::DiagnosticCode;
        if (d.code == C::MoveOnOccupiedPoint || d.code == C::Suicide ||
            d.code == C::SetupWithoutEffect || d.code == C::SetupPartlyWithoutEffect)
            out << QStringLiteral("%1 %2").arg(d.position.offset).arg(int(d.code));
    }
    out.sort();
    return out;
}

QStringList cursorEvents(const sgf::Collection &collection)
{
    using C = sgf::DiagnosticCode;
    using Kind = sgf::PositionEvent::Kind;
    QStringList out;
    sgf::PositionCursor cursor;
    for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
        cursor.seek(collection.node(n));
        for (const sgf::PositionEvent &e : cursor.events()) {
            const C code = e.kind == Kind::OccupiedPoint ? C::MoveOnOccupiedPoint
                           : e.kind == Kind::Suicide     ? C::Suicide
                           : e.count == e.points         ? C::SetupWithoutEffect
                                                         : C::SetupPartlyWithoutEffect;
            out << QStringLiteral("%1 %2")
                       .arg(e.property.value(e.value).offset() - 1)
                       .arg(int(code));
        }
    }
    out.sort();
    return out;
}

} // namespace

class TestCheckPosition : public QObject {
    Q_OBJECT

private slots:
    void position_data();
    void position();
    void collection_data();
    void collection();
    void documentOrderAcrossFamilies();
    void cappedFindingsAreCounted();
    void cappedFindingsOfOneNodeAreTheFirstInTheText();
    void cancelStops();
    void strictParseIsChecked();
    void countsOfSeverities();
    void walkAgreesWithCursor_data();
    void walkAgreesWithCursor();
    void longLinesAndDeepNesting();
};

void TestCheckPosition::position_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QStringList>("expected"); // "MARKER: SEVERITY: MESSAGE"

    QTest::newRow("a move on a stone")
        << QByteArray("(;FF[4];B[aa];W[aa])")
        << QStringList{"[aa]#2: warning: W[aa] is played on A19, which is not empty"};
    QTest::newRow("a move where a stone was captured")
        << QByteArray("(;FF[4]SZ[3]AW[aa]AB[ba];B[ab];W[bb];B[aa])") << QStringList();
    QTest::newRow("suicide") << QByteArray("(;FF[4]SZ[3]AB[ba][ab];W[aa])")
                             << QStringList{
                                    "[aa]: note: W[aa] at A3 is a suicide (stones removed: 1)"};
    // One walk in document order: a variation starts from its parent's position.
    QTest::newRow("variations do not see each other")
        << QByteArray("(;FF[4](;B[aa];W[bb])(;W[aa])(;B[bb]))") << QStringList();
    QTest::newRow("a stone again in a variation")
        << QByteArray("(;FF[4];B[aa](;W[bb])(;W[aa]))")
        << QStringList{"[aa]#2: warning: W[aa] is played on A19, which is not empty"};
    QTest::newRow("setup stone already there")
        << QByteArray("(;FF[4]AB[aa];AB[aa])")
        << QStringList{"[aa]#2: warning: AB[aa] changes nothing"};
    QTest::newRow("clearing an empty point")
        << QByteArray("(;FF[4]AE[cc])") << QStringList{"[cc]: warning: AE[cc] changes nothing"};
    QTest::newRow("a rectangle partly without effect")
        << QByteArray("(;FF[4]AB[aa];AB[aa:ba])")
        << QStringList{"[aa:ba]: warning: AB[aa:ba] changes nothing on 1 of its 2 points"};
    QTest::newRow("a rectangle without effect")
        << QByteArray("(;FF[4]AW[aa:ba];AW[aa:ba])")
        << QStringList{"[aa:ba]#2: warning: AW[aa:ba] changes nothing"};
    QTest::newRow("setup that changes the colour")
        << QByteArray("(;FF[4]AB[aa];AW[aa];AE[aa])") << QStringList();
    QTest::newRow("a pass changes nothing, rightly")
        << QByteArray("(;FF[4];B[];W[])") << QStringList();
    QTest::newRow("no position in another game")
        << QByteArray("(;FF[4]GM[2];B[aa];W[aa])")
        << QStringList{"[2]: warning: GM[2] is not Go: moves and points are not checked"};
}

void TestCheckPosition::position()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QStringList, expected);
    QCOMPARE(findingsOf(sgf), placed(sgf, expected));
}

void TestCheckPosition::collection_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("one file format") << QByteArray("(;FF[4])(;FF[4])") << QStringList();
    QTest::newRow("two file formats")
        << QByteArray("(;FF[4])(;FF[3])")
        << QStringList{"FF#2: note: FF[3] differs from the first game's FF[4]"};
    QTest::newRow("no FF is FF[1]")
        << QByteArray("(;FF[4])(;C[x])")
        << QStringList{"C[: note: FF[1] differs from the first game's FF[4]"};
    QTest::newRow("two games")
        << QByteArray("(;FF[4]GM[1])(;FF[4]GM[2])")
        << QStringList{"GM#2: note: GM[2] differs from the first game's GM[1]",
                       "[2]: warning: GM[2] is not Go: moves and points are not checked"};
    QTest::newRow("one charset, two spellings")
        << QByteArray("(;FF[4]CA[UTF-8])(;FF[4]CA[utf8])") << QStringList();
    QTest::newRow("two charsets")
        << QByteArray("(;FF[4]CA[UTF-8])(;FF[4]CA[GB2312])")
        << QStringList{"CA#2: note: CA[GB2312] differs from the first game's CA[UTF-8]"};
}

void TestCheckPosition::collection()
{
    QFETCH(QByteArray, sgf);
    QFETCH(QStringList, expected);
    QCOMPARE(findingsOf(sgf), placed(sgf, expected));
}

// Value, node and position findings together, in the order of the text.
void TestCheckPosition::documentOrderAcrossFamilies()
{
    const QByteArray sgf = "(;FF[4]XX[1];B[aa]AB[bb];W[aa]GB[1]GW[x])";
    QCOMPARE(findingsOf(sgf),
             placed(sgf, {"XX: note: unknown property XX",
                          "AB: warning: AB is setup, but the node has a move (B)",
                          "[aa]#2: warning: W[aa] is played on A19, which is not empty",
                          "GW: warning: GW contradicts GB in the same node",
                          "[x]: error: GW[x] is neither 1 nor 2"}));
}

// Past the cap, findings are counted by severity; one last finding says how many, at the
// first of them.
void TestCheckPosition::cappedFindingsAreCounted()
{
    const QByteArray sgf = "(;FF[4]C[];B[zz];W[zz];XX[1])";
    sgf::CheckOptions options;
    options.maxFindings = 1;
    const sgf::Collection collection = sgf::parseCollection(sgf.toStdString());
    const sgf::CheckResult result = sgf::check(collection, options);
    QCOMPARE(result.findings.size(), std::size_t(2));
    QCOMPARE(QString::fromStdString(sgf::format(result.findings[0])),
             placed(sgf, {"[]: note: C[] is empty"}).first());
    QCOMPARE(QString::fromStdString(sgf::format(result.findings[1])),
             placed(sgf, {"[zz]: error: 3 more problems not listed"}).first());
    QCOMPARE(result.findings[1].code, sgf::DiagnosticCode::ProblemsNotListed);
    QCOMPARE(result.unlisted, (sgf::SeverityCounts{1, 0, 2}));
    QCOMPARE(sgf::countSeverities(result.findings, result.unlisted),
             (sgf::SeverityCounts{2, 0, 2}));
}

// One node of 400 triangles on one point and 600 unknown properties: the values' notes come
// first, then the node's rules say that each triangle after the first repeats a point,
// earlier in the text. Capped at 150, the list is the uncapped one's first 150 (the repeats),
// and the rest are counted from the 151st on.
void TestCheckPosition::cappedFindingsOfOneNodeAreTheFirstInTheText()
{
    std::string text = "(;FF[4];B[aa]TR";
    for (int i = 0; i < 400; ++i) text += "[bb]";
    for (int i = 0; i < 600; ++i)
        text += "X" + std::string{char('A' + i / 26 % 26), char('A' + i % 26)} + "[1]";
    text += ";C[];XX[1])";
    const sgf::Collection collection = sgf::parseCollection(text);
    sgf::CheckOptions all;
    all.maxFindings = std::size_t(-1);
    const sgf::CheckResult whole = sgf::check(collection, all);
    QVERIFY(whole.findings.size() > 600);
    sgf::CheckOptions capped;
    capped.maxFindings = 150;
    const sgf::CheckResult result = sgf::check(collection, capped);
    QCOMPARE(result.findings.size(), std::size_t(151));
    for (std::size_t i = 0; i < 150; ++i)
        QCOMPARE(sgf::format(result.findings[i]), sgf::format(whole.findings[i]));
    const sgf::Diagnostic &more = result.findings.back();
    QCOMPARE(more.code, sgf::DiagnosticCode::ProblemsNotListed);
    QCOMPARE(more.position.line, whole.findings[150].position.line);
    QCOMPARE(more.position.column, whole.findings[150].position.column);
    const sgf::SeverityCounts total = sgf::countSeverities(whole.findings, whole.unlisted);
    QCOMPARE(sgf::countSeverities(result.findings, result.unlisted), total);
}

void TestCheckPosition::cancelStops()
{
    QByteArray sgf = "(;FF[4]";
    for (int i = 0; i < 20000; ++i) sgf += ";C[]";
    sgf += ")";
    const sgf::Collection collection = sgf::parseCollection(sgf.toStdString());
    std::atomic<bool> cancel{true};
    sgf::CheckOptions options;
    options.cancel = &cancel;
    const sgf::CheckResult result = sgf::check(collection, options);
    QVERIFY(result.cancelled);
    QVERIFY(result.findings.size() < 20000);
    cancel = false;
    QCOMPARE(sgf::check(collection, options).findings.size(), std::size_t(20000));
}

// Checks read what any parse built and never throw: a strict parse that succeeds stays a
// success, whatever the values say.
void TestCheckPosition::strictParseIsChecked()
{
    const sgf::Collection collection = sgf::parseCollection("(;FF[4]SZ[x];B[zz])");
    QVERIFY(collection.diagnostics().empty());
    const sgf::CheckResult result = sgf::check(collection);
    QCOMPARE(result.findings.size(), std::size_t(2));
    QCOMPARE(result.findings[0].code, sgf::DiagnosticCode::NotABoardSize);
    QCOMPARE(result.findings[0].property, std::string("SZ"));
    QCOMPARE(result.findings[0].node, std::uint32_t(0));
    QCOMPARE(result.findings[1].code, sgf::DiagnosticCode::PointOffBoard);
    QCOMPARE(result.findings[1].node, std::uint32_t(1));
    QCOMPARE(result.findings[1].arguments, (std::vector<std::string>{"B", "zz", "19x19"}));
}

void TestCheckPosition::countsOfSeverities()
{
    const std::vector<sgf::Diagnostic> diagnostics{
        {sgf::Severity::Note, "n", {}},
        {sgf::Severity::Error, "e", {}},
        {sgf::Severity::Warning, "w", {}},
        {sgf::Severity::Warning,
         "9 more problems not listed",
         {},
         sgf::DiagnosticCode::ProblemsNotListed},
    };
    QCOMPARE(sgf::countSeverities(diagnostics, {0, 9, 0}), (sgf::SeverityCounts{1, 10, 1}));
}

// The walk keeps a copy of the board at a fork until its last variation starts; past a few
// thousand copies it drops every other one and a variation replays the line from the nearest
// copy above. The position cursor undoes and replays its own way: both must find the same.
void TestCheckPosition::walkAgreesWithCursor_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<int>("least"); // findings at least: the rows test something
    QTest::newRow("forks nested past the copies") << nestedForks(4000) << 3999;
    QTest::newRow("captures, suicides and setup in variations") << forkingGame(20000) << 1000;
    QTest::newRow("a staircase of forks")
        << QByteArray::fromStdString(testdata::staircaseSgf(3000)) << 0;
}

void TestCheckPosition::walkAgreesWithCursor()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, least);
    const sgf::Collection collection = sgf::parseCollection(sgf.toStdString());
    const QStringList found = positionFindings(collection);
    QCOMPARE(found, cursorEvents(collection));
    QVERIFY2(found.size() >= least, qPrintable(QString::number(found.size())));
}

// A line of a million moves, and 100,000 variations each inside the one before, are walked
// to the end (finishing is the test): nothing in the walk follows the depth of the input.
void TestCheckPosition::longLinesAndDeepNesting()
{
    for (const std::string &text : {testdata::lineSgf(1'000'000), testdata::nestedSgf(100'000),
                                    testdata::staircaseSgf(100'000)}) {
        const sgf::Collection collection = sgf::parseCollection(text);
        const sgf::CheckResult result = sgf::check(collection);
        QVERIFY(!result.cancelled);
    }
}

QTEST_APPLESS_MAIN(TestCheckPosition)
#include "tst_check_position.moc"
