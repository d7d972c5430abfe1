// sgfview's options run as a program with no display: --help, --version, wrong options. An
// option sgfview does not know must be reported without needing a display.
#include "sgfview_process.h"

#include <QTest>

using testdata::runSgfview;

class TestCliOptions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void windowModeReallyHasNoDisplay();
    void help_data();
    void help();
    void version_data();
    void version();
    void unknownOption_data();
    void unknownOption();

private:
    QTemporaryDir dir_;
};

void TestCliOptions::initTestCase()
{
    QVERIFY(dir_.isValid());
}

// The other tests pass only because their modes never open a window: opening one here fails.
void TestCliOptions::windowModeReallyHasNoDisplay()
{
    const auto run = runSgfview({QStringLiteral("game.sgf")}, dir_.path());
    QVERIFY(run.finished);
    QVERIFY(run.crashed || run.exitCode != 0);
    QVERIFY2(run.err.contains("sgfview-no-display"), run.err.constData());
}

void TestCliOptions::help_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--help") << "--help";
    QTest::newRow("-h") << "-h";
}

void TestCliOptions::help()
{
    QFETCH(QString, option);
    const auto run = runSgfview({option}, dir_.path());
    QVERIFY(run.finished && !run.crashed);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = QString::fromUtf8(run.out).split('\n');
    QCOMPARE(lines.first(),
             QStringLiteral("Usage: %1 [options] [FILE...]").arg(testdata::sgfviewExecutable()));
    // Each option, then the start of what it does, on one line.
    const QStringList expected{
        "  -h, --help          Displays help on commandline options.",
        "  -v, --version       Displays version information.",
        "  --json              Print FILE (- for standard input) as JSON: one object per",
        "  --strict            With --json: read FILE strictly, failing at the first",
        "  --check             Read each FILE leniently and list every problem found,",
        "  --level <severity>  With --check: list problems of this severity and worse:",
        "  --thumbnail         Draw the picture a file manager shows for IN (a game's",
        "  --size <pixels>     With --thumbnail: the picture's width and height in",
        "  --encoding <name>   Decode files from this character set instead of detecting",
        "  FILE                SGF files to open.",
    };
    for (const QString &line : expected)
        QVERIFY2(lines.contains(line), qPrintable(QStringLiteral("missing: ") + line));
}

void TestCliOptions::version_data()
{
    QTest::addColumn<QString>("option");
    QTest::newRow("--version") << "--version";
    QTest::newRow("-v") << "-v";
}

void TestCliOptions::version()
{
    QFETCH(QString, option);
    const auto run = runSgfview({option}, dir_.path());
    SGFVIEW_COMPARE_RUN(run, "sgfview " SGFVIEW_VERSION "\n", "", 0);
}

void TestCliOptions::unknownOption_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("err");
    QTest::newRow("alone") << QStringList{"--bogus"}
                           << QByteArray("sgfview: Unknown option 'bogus'.\n");
    QTest::newRow("a misspelt --json")
        << QStringList{"--jsno", "game.sgf"} << QByteArray("sgfview: Unknown option 'jsno'.\n");
    QTest::newRow("with --encoding") << QStringList{"--encoding", "GB2312", "--bogus", "game.sgf"}
                                     << QByteArray("sgfview: Unknown option 'bogus'.\n");
    QTest::newRow("with --json") << QStringList{"--json", "--bogus", "game.sgf"}
                                 << QByteArray("sgfview: Unknown option 'bogus'.\n");
    QTest::newRow("with --check") << QStringList{"--check", "-x", "game.sgf"}
                                  << QByteArray("sgfview: Unknown option 'x'.\n");
    QTest::newRow("value for a flag") << QStringList{"--json=yes", "game.sgf"}
                                      << QByteArray("sgfview: Unexpected value after '--json'.\n");
}

void TestCliOptions::unknownOption()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, err);
    const auto run = runSgfview(arguments, dir_.path());
    SGFVIEW_COMPARE_RUN(run, "", err, 1);
}

QTEST_APPLESS_MAIN(TestCliOptions)
#include "tst_cli_options.moc"
