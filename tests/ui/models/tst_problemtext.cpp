// The words of a problem in the window (ProblemText): in English they are the core's message
// (sgf::describe) for every code, each argument in its place; numbers take the locale's
// digits, SGF keeps its own direction in a right-to-left language, and a message without a
// code shows its text as it is.
#include "english_plurals.h"
#include "models/problemtext.h"
#include "sgf/diagnostic_code.h"

#include <QLocale>
#include <QTest>

using sgfview::ProblemText;

class TestProblemText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void englishIsTheCoresMessage_data();
    void englishIsTheCoresMessage();
    void numbersInTheLocalesDigits();
    void sgfIsolatedRightToLeft();
    void withoutCodeTheTextItself();
    void severitiesAndPlaces();
};

namespace {

sgf::Diagnostic problemOf(sgf::DiagnosticCode code, std::vector<std::string> arguments)
{
    sgf::Diagnostic problem;
    problem.code = code;
    problem.message = sgf::describe(code, arguments);
    problem.arguments = std::move(arguments);
    return problem;
}

} // namespace

void TestProblemText::initTestCase()
{
    QVERIFY(testdata::installEnglishPlurals());
}

void TestProblemText::cleanup()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestProblemText::englishIsTheCoresMessage_data()
{
    QTest::addColumn<int>("code");
    for (const sgf::DiagnosticCodeInfo &info : sgf::allCodes())
        if (info.code != sgf::DiagnosticCode::Unspecified)
            QTest::newRow(info.name.data()) << int(info.code);
}

// Four different small numbers as arguments (each a valid identifier, value, count or line
// for the purpose): a text in the wrong place, or missing, would show.
void TestProblemText::englishIsTheCoresMessage()
{
    QFETCH(int, code);
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const sgf::Diagnostic problem = problemOf(sgf::DiagnosticCode(code), {"12", "34", "56", "78"});
    QCOMPARE(ProblemText::message(problem), QString::fromStdString(problem.message));
}

void TestProblemText::numbersInTheLocalesDigits()
{
    QLocale::setDefault(QLocale(QLocale::Arabic, QLocale::Egypt));
    const sgf::Diagnostic range = problemOf(sgf::DiagnosticCode::OutOfRange, {"PM", "7", "0", "2"});
    const QString text = ProblemText::message(range);
    // The bounds are numbers of the message, the value is SGF: it keeps its own digits.
    QVERIFY2(text.contains(QStringLiteral("٠")) && text.contains(QStringLiteral("٢")),
             qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char('0')) && !text.contains(QLatin1Char('2')),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("PM[7]")), qPrintable(text));
    QCOMPARE(ProblemText::place({12, 5, 0}), QStringLiteral("١٢:٥"));
    QLocale::setDefault(QLocale(QLocale::Bengali, QLocale::Bangladesh));
    QCOMPARE(ProblemText::place({12, 5, 0}), QStringLiteral("১২:৫"));
}

void TestProblemText::sgfIsolatedRightToLeft()
{
    const sgf::Diagnostic point = problemOf(sgf::DiagnosticCode::NotAPoint, {"B", "zz9"});
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(ProblemText::message(point), QStringLiteral("B[zz9] is not a point"));
    QLocale::setDefault(QLocale(QLocale::Arabic, QLocale::Egypt));
    // The whole of "B[zz9]" left to right, its brackets unturned, the sentence right to left.
    const QChar isolate(0x2066), pop(0x2069);
    QCOMPARE(ProblemText::message(point),
             QString(isolate + QStringLiteral("B[zz9]") + pop + QStringLiteral(" is not a point")));
    const sgf::Diagnostic moved =
        problemOf(sgf::DiagnosticCode::MoveOnOccupiedPoint, {"W", "pd", "Q16"});
    QCOMPARE(ProblemText::message(moved),
             QString(isolate + QStringLiteral("W[pd]") + pop + QStringLiteral(" is played on ") +
                     isolate + QStringLiteral("Q16") + pop +
                     QStringLiteral(", which is not empty")));
}

void TestProblemText::withoutCodeTheTextItself()
{
    const sgf::Diagnostic repair(sgf::Severity::Warning, "a repair worded by its finder", {});
    QCOMPARE(ProblemText::message(repair), QStringLiteral("a repair worded by its finder"));
}

void TestProblemText::severitiesAndPlaces()
{
    QCOMPARE(ProblemText::severity(sgf::Severity::Error), QStringLiteral("error"));
    QCOMPARE(ProblemText::severity(sgf::Severity::Warning), QStringLiteral("warning"));
    QCOMPARE(ProblemText::severity(sgf::Severity::Note), QStringLiteral("note"));
    QCOMPARE(ProblemText::place({3, 14, 99}), QStringLiteral("3:14"));
}

QTEST_GUILESS_MAIN(TestProblemText)
#include "tst_problemtext.moc"
