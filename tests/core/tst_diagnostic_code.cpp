// The table of problem codes: every number, name and English pattern once, the patterns'
// arguments put in, and the severity names the command line prints.
#include "sgf/diagnostic.h"
#include "sgf/diagnostic_code.h"

#include <QSet>
#include <QTest>

class TestDiagnosticCode : public QObject {
    Q_OBJECT

private slots:
    void codesAreUniqueAndNamed();
    void describe_data();
    void describe();
    void severities();
};

void TestDiagnosticCode::codesAreUniqueAndNamed()
{
    QSet<int> numbers;
    QSet<QString> names;
    for (const sgf::DiagnosticCodeInfo &info : sgf::allCodes()) {
        QVERIFY(!numbers.contains(int(info.code)));
        numbers << int(info.code);
        const QString name = QString::fromUtf8(info.name.data(), qsizetype(info.name.size()));
        QVERIFY2(!names.contains(name), qPrintable(name));
        names << name;
        QVERIFY(!info.pattern.empty());
        QCOMPARE(&sgf::codeInfo(info.code), &info);
    }
    // An unknown number reads as Unspecified.
    QCOMPARE(sgf::codeInfo(sgf::DiagnosticCode(9999)).code, sgf::DiagnosticCode::Unspecified);
}

void TestDiagnosticCode::describe_data()
{
    QTest::addColumn<int>("code");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    QTest::newRow("two arguments") << int(sgf::DiagnosticCode::NotANumber)
                                   << QStringList{"MN", "two"} << "MN[two] is not a number";
    QTest::newRow("an argument twice") << int(sgf::DiagnosticCode::EmptyValue) << QStringList{"AW"}
                                       << "AW[] is empty; AW needs a value";
    QTest::newRow("a missing argument") << int(sgf::DiagnosticCode::PointOffBoard)
                                        << QStringList{"B", "zz"} << "B[zz] is off the  board";
    QTest::newRow("unspecified: the message itself")
        << int(sgf::DiagnosticCode::Unspecified) << QStringList{"tree missing"} << "tree missing";
}

void TestDiagnosticCode::describe()
{
    QFETCH(int, code);
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    std::vector<std::string> args;
    for (const QString &a : arguments) args.push_back(a.toStdString());
    QCOMPARE(QString::fromStdString(sgf::describe(sgf::DiagnosticCode(code), args)), message);
}

void TestDiagnosticCode::severities()
{
    QCOMPARE(sgf::severityName(sgf::Severity::Note), std::string_view("note"));
    QCOMPARE(sgf::severityName(sgf::Severity::Warning), std::string_view("warning"));
    QCOMPARE(sgf::severityName(sgf::Severity::Error), std::string_view("error"));
    QVERIFY(sgf::Severity::Note < sgf::Severity::Warning);
    QVERIFY(sgf::Severity::Warning < sgf::Severity::Error);
    const sgf::Diagnostic note(sgf::Severity::Note, "C[] is empty", {2, 3, 10});
    QCOMPARE(QString::fromStdString(sgf::format(note)), QStringLiteral("2:3: note: C[] is empty"));
}

QTEST_APPLESS_MAIN(TestDiagnosticCode)
#include "tst_diagnostic_code.moc"
