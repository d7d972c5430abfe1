// sgfview --check run as a program on several files at once: every diagnostic on standard
// error in the compiler's form, then the one-line summary in correct English (singular and
// plural), exit status 0 when no file has an error and 1 otherwise. No display is available.
#include "sgfview_process.h"

#include <QDir>
#include <QFile>
#include <QTest>

using testdata::runSgfview;

using Files = QList<std::pair<QString, QByteArray>>;
Q_DECLARE_METATYPE(Files)

class TestCliCheck : public QObject {
    Q_OBJECT

private slots:
    void check_data();
    void check();
    void needsAFile();
};

void TestCliCheck::check_data()
{
    QTest::addColumn<Files>("files"); // written to the folder; "folder/" makes a folder
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input"); // standard input
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");

    const std::pair<QString, QByteArray> good{"good.sgf", "(;FF[4]SZ[19];B[pd];W[dp])"};
    // Offsets: the second C is the 12th character.
    const std::pair<QString, QByteArray> oneWarning{"one-warning.sgf", "(;FF[4]C[a]C[b])"};
    const QByteArray oneWarningMessage(
        "one-warning.sgf:1:12: warning: property 'C' repeated in node: values merged\n");
    const std::pair<QString, QByteArray> twoWarnings{"two-warnings.sgf",
                                                     "(;FF[3]AddBlack[aa]C[x]C[y])"};
    const QByteArray twoWarningsMessages(
        "two-warnings.sgf:1:8: warning: old identifier 'AddBlack' read as 'AB'\n"
        "two-warnings.sgf:1:24: warning: property 'C' repeated in node: values merged\n");
    // The value opened at column 10 never closes: an error even leniently.
    const std::pair<QString, QByteArray> bad{"bad.sgf", "(;B[aa];W[cut"};
    const QByteArray badMessage("bad.sgf:1:10: error: unterminated value\n");
    const std::pair<QString, QByteArray> empty{"empty.sgf", ""};
    const std::pair<QString, QByteArray> folder{"folder/", ""};

    QTest::newRow("one file, nothing wrong")
        << Files{good} << QStringList{"--check", "good.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors, 0 warnings\n") << QByteArray() << 0;
    QTest::newRow("one file, one warning")
        << Files{oneWarning} << QStringList{"--check", "one-warning.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors, 1 warning\n") << oneWarningMessage << 0;
    QTest::newRow("one file, two warnings")
        << Files{twoWarnings} << QStringList{"--check", "two-warnings.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors, 2 warnings\n") << twoWarningsMessages << 0;
    QTest::newRow("one file with an error")
        << Files{bad} << QStringList{"--check", "bad.sgf"} << QByteArray()
        << QByteArray("1 file checked: 1 with errors, 0 warnings\n") << badMessage << 1;
    QTest::newRow("two files, one warning")
        << Files{good, oneWarning} << QStringList{"--check", "good.sgf", "one-warning.sgf"}
        << QByteArray() << QByteArray("2 files checked: 0 with errors, 1 warning\n")
        << oneWarningMessage << 0;
    QTest::newRow("warnings only: exit 0")
        << Files{oneWarning, twoWarnings}
        << QStringList{"--check", "one-warning.sgf", "two-warnings.sgf"} << QByteArray()
        << QByteArray("2 files checked: 0 with errors, 3 warnings\n")
        << oneWarningMessage + twoWarningsMessages << 0;
    // Files in the order given, each with all its messages; those that cannot be read say why.
    QTest::newRow("six files, four with errors")
        << Files{good, twoWarnings, bad, empty, folder}
        << QStringList{"--check",   "good.sgf", "two-warnings.sgf", "bad.sgf", "missing.sgf",
                       "empty.sgf", "folder"}
        << QByteArray() << QByteArray("6 files checked: 4 with errors, 2 warnings\n")
        << twoWarningsMessages + badMessage +
               "missing.sgf: error: Cannot open “missing.sgf”: the file does not exist.\n"
               "empty.sgf:1:1: error: tree missing\n"
               "folder: error: Cannot open “folder”: it is a folder, not a file.\n"
        << 1;
    // Past the cap of 1000 listed problems one line counts the rest (at the first of them);
    // the summary counts every warning. "(;C[a]" then 1003 repeats of "C[a]", 4 columns each.
    QByteArray many = "(;C[a]";
    QByteArray manyMessages;
    for (int repeat = 0; repeat < 1003; ++repeat) {
        if (repeat < 1000)
            manyMessages += "many.sgf:1:" + QByteArray::number(7 + 4 * repeat) +
                            ": warning: property 'C' repeated in node: values merged\n";
        many += "C[a]";
    }
    many += ")";
    manyMessages += "many.sgf:1:" + QByteArray::number(7 + 4 * 1000) +
                    ": warning: 3 more problems not listed\n";
    QTest::newRow("more problems than are listed")
        << Files{{"many.sgf", many}} << QStringList{"--check", "many.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors, 1003 warnings\n") << manyMessages << 0;
    QTest::newRow("standard input among files")
        << Files{good} << QStringList{"--check", "-", "good.sgf"}
        << QByteArray("(;CA[klingon]\nC[x])")
        << QByteArray("2 files checked: 0 with errors, 1 warning\n")
        << QByteArray("<stdin>:1:6: warning: unknown charset 'klingon' in CA: read as UTF-8\n")
        << 0;
}

void TestCliCheck::check()
{
    QFETCH(Files, files);
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto &[name, content] : files) {
        if (name.endsWith('/')) {
            QVERIFY(QDir(dir.path()).mkdir(name));
            continue;
        }
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    }
    const auto run = runSgfview(arguments, dir.path(), input);
    SGFVIEW_COMPARE_RUN(run, out, err, exitCode);
}

void TestCliCheck::needsAFile()
{
    QTemporaryDir dir;
    const auto run = runSgfview({"--check"}, dir.path());
    SGFVIEW_COMPARE_RUN(run, "", "sgfview: --check needs at least one FILE\n", 2);
}

QTEST_APPLESS_MAIN(TestCliCheck)
#include "tst_cli_check.moc"
