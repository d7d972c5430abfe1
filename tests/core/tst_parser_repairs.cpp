// Every repair a lenient parse makes says what it is: a code, from which every language words
// it, with the arguments that message needs, and the English message the command line prints
// (the code's pattern with those arguments). One row per repair of core/src/recovery.cpp.
#include "sgf/check.h"
#include "sgf/diagnostic_code.h"
#include "sgf/parser.h"

#include <QTest>

using Code = sgf::DiagnosticCode;

class TestParserRepairs : public QObject {
    Q_OBJECT

private slots:
    void repairHasItsCode_data();
    void repairHasItsCode();
    void syntaxCodesAreTheParsers();
    void countedPastTheCap();
};

void TestParserRepairs::repairHasItsCode_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");

    const auto row = [](const char *name, const QByteArray &input, Code code,
                        const QStringList &arguments, const QString &message) {
        QTest::newRow(name) << input << int(code) << arguments << message;
    };
    row("empty game tree", "(;A[1])()", Code::EmptyGameTreeDropped, {},
        "empty game tree '()' dropped");
    row("empty variation", "(;A[1]())", Code::EmptyVariationDropped, {},
        "empty variation '()' dropped");
    row("text before", "junk(;A[1])", Code::TextBeforeFirstTree, {"junk"},
        "text before the first game tree skipped: 'junk'");
    row("text after", "(;A[1])junk", Code::TextAfterLastTree, {"junk"},
        "text after the last game tree skipped: 'junk'");
    row("text between", "(;A[1])x y(;B[2])", Code::TextBetweenTrees, {"x y"},
        "text between game trees skipped: 'x y'");
    row("long text is cut", "(;A[1])abcdefghijklmnopqrstuvwxyz0123", Code::TextAfterLastTree,
        {"abcdefghijklmnopqrstuvwx..."},
        "text after the last game tree skipped: 'abcdefghijklmnopqrstuvwx...'");
    row("tree without node", "((;A[1])(;B[2]))", Code::TreeWithoutNode, {},
        "'(' without a node before its variations: they are read in its place");
    row("one tree left open", "(;A[1]", Code::TreeLeftOpen, {"1"},
        "missing ')' at the end of the input: 1 open game tree closed");
    row("trees left open", "(;A[1](;B[2]", Code::TreesLeftOpen, {"2"},
        "missing ')' at the end of the input: 2 open game trees closed");
    row("properties without node", "(A[1])", Code::PropertiesWithoutNode, {},
        "properties without a node: missing ';' supplied");
    row("values without property", "(;[1]A[2])", Code::ValuesWithoutProperty, {},
        "values without a property skipped");
    row("node after variations", "(;A[1](;B[2]);C[3])", Code::NodeAfterVariations, {},
        "node after variations read as one more variation");
    row("identifier without capital", "(;abc[1])", Code::IdentifierWithoutUpper, {"abc"},
        "property 'abc' has no uppercase letter: skipped");
    row("old identifier", "(;AddBlack[aa])", Code::OldIdentifier, {"AddBlack", "AB"},
        "old identifier 'AddBlack' read as 'AB'");
    row("repeated property", "(;B[aa]B[bb])", Code::RepeatedProperty, {"B"},
        "property 'B' repeated in node: values merged");
    row("unterminated value", "(;C[abc", Code::UnterminatedValue, {}, "unterminated value");
    row("property without value", "(;A[1] XY ;B[2])", Code::PropertyWithoutValue, {"XY"},
        "property 'XY' without value skipped");
    row("unexpected character", "(;A[1]];B[2])", Code::UnexpectedCharacter, {"]"},
        "unexpected character ']' skipped");
    row("unexpected byte", QByteArray("(;A[1]\x01;B[2])"), Code::UnexpectedByte, {"0x01"},
        "unexpected byte 0x01 skipped");
    row("unexpected text", "(;A[1]]]];B[2])", Code::UnexpectedText, {"]]]"},
        "unexpected text ']]]' skipped");
}

void TestParserRepairs::repairHasItsCode()
{
    QFETCH(QByteArray, input);
    QFETCH(int, code);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const auto collection = sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient());
    const auto &diagnostics = collection.diagnostics();
    const auto found = std::find_if(diagnostics.begin(), diagnostics.end(),
                                    [&](const sgf::Diagnostic &d) { return int(d.code) == code; });
    QVERIFY2(found != diagnostics.end(),
             qPrintable(diagnostics.empty() ? QStringLiteral("no diagnostic")
                                            : QString::fromStdString(diagnostics[0].message)));
    QStringList actual;
    for (const std::string &a : found->arguments) actual << QString::fromStdString(a);
    QCOMPARE(actual, arguments);
    QCOMPARE(QString::fromStdString(found->message), message);
    QCOMPARE(found->message, sgf::describe(found->code, found->arguments));
}

// The parser's codes are the syntax family's, each with a name and an English pattern.
void TestParserRepairs::syntaxCodesAreTheParsers()
{
    int syntax = 0;
    for (const sgf::DiagnosticCodeInfo &info : sgf::allCodes()) {
        const int number = int(info.code);
        QCOMPARE(info.family == sgf::DiagnosticFamily::Syntax, number < 200);
        if (number > 100 && number < 200) ++syntax;
    }
    QCOMPARE(syntax, 19);
}

// 1,003 repeats: 1,000 listed, then one line with its code standing for the other 3, which
// the counts take from the collection, not from that line.
void TestParserRepairs::countedPastTheCap()
{
    std::string text = "(;C[a]";
    for (int i = 0; i < 1003; ++i) text += "C[a]";
    const auto collection = sgf::parseCollection(text + ")", sgf::ParseOptions::lenient());
    const auto &diagnostics = collection.diagnostics();
    QCOMPARE(diagnostics.size(), std::size_t(1001));
    QCOMPARE(diagnostics.back().code, Code::ProblemsNotListed);
    QCOMPARE(diagnostics.back().message, std::string("3 more problems not listed"));
    const sgf::SeverityCounts unlisted = sgf::unlistedProblems(collection, {1, 2, 0});
    QCOMPARE(unlisted, (sgf::SeverityCounts{1, 5, 0}));
    QCOMPARE(sgf::countSeverities(diagnostics, sgf::unlistedProblems(collection)),
             (sgf::SeverityCounts{0, 1003, 0}));
}

QTEST_APPLESS_MAIN(TestParserRepairs)
#include "tst_parser_repairs.moc"
