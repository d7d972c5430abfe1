// What --check prints for a file's problems (app/cli/checkreport.h): each at or above the
// level as "NAME:" and sgf::format's line, in the order given, and every one counted.
#include "cli/checkreport.h"

#include <QTest>

Q_DECLARE_METATYPE(sgf::Severity)

class TestCheckReport : public QObject {
    Q_OBJECT

private slots:
    void linesAsFormatWordsThem_data();
    void linesAsFormatWordsThem();
};

namespace {

std::vector<sgf::Diagnostic> someProblems()
{
    using S = sgf::Severity;
    return {{S::Note, "EV is an empty text", {1, 1, 0}},
            {S::Warning, "B[aa] is played on A19, which is not empty", {12, 345, 9000}},
            {S::Error, "B[zz] is no point of a 19x19 board", {4294967295u, 4294967295u, 1}},
            {S::Warning, "", {9, 10, 2}},
            {S::Note, "ünïcödé ✓", {100000, 7, 3}}};
}

} // namespace

void TestCheckReport::linesAsFormatWordsThem_data()
{
    QTest::addColumn<sgf::Severity>("level");
    QTest::newRow("notes") << sgf::Severity::Note;
    QTest::newRow("warnings") << sgf::Severity::Warning;
    QTest::newRow("errors") << sgf::Severity::Error;
}

void TestCheckReport::linesAsFormatWordsThem()
{
    QFETCH(sgf::Severity, level);
    const std::vector<sgf::Diagnostic> problems = someProblems();
    std::string expected = "before\n";
    for (const sgf::Diagnostic &problem : problems)
        if (problem.severity >= level) expected += "dir/a b.sgf:" + sgf::format(problem) + '\n';
    std::string out = "before\n";
    sgfview::CheckTotals totals;
    sgfview::appendProblems(out, "dir/a b.sgf", problems, {0, 1, 2}, level, totals);
    QCOMPARE(QString::fromStdString(out), QString::fromStdString(expected));
    QVERIFY((totals.counts == sgf::SeverityCounts{2, 3, 3}));
    QCOMPARE(totals.withErrors, 1);
}

QTEST_APPLESS_MAIN(TestCheckReport)
#include "tst_checkreport.moc"
