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
        << QByteArray("1 file checked: 0 with errors; 0 errors, 0 warnings, 0 notes\n")
        << QByteArray() << 0;
    QTest::newRow("one file, one warning")
        << Files{oneWarning} << QStringList{"--check", "one-warning.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors; 0 errors, 1 warning, 0 notes\n")
        << oneWarningMessage << 0;
    QTest::newRow("one file, two warnings")
        << Files{twoWarnings} << QStringList{"--check", "two-warnings.sgf"} << QByteArray()
        << QByteArray("1 file checked: 0 with errors; 0 errors, 2 warnings, 0 notes\n")
        << twoWarningsMessages << 0;
    QTest::newRow("one file with an error")
        << Files{bad} << QStringList{"--check", "bad.sgf"} << QByteArray()
        << QByteArray("1 file checked: 1 with errors; 1 error, 0 warnings, 0 notes\n") << badMessage
        << 1;
    QTest::newRow("two files, one warning")
        << Files{good, oneWarning} << QStringList{"--check", "good.sgf", "one-warning.sgf"}
        << QByteArray()
        << QByteArray("2 files checked: 0 with errors; 0 errors, 1 warning, 0 notes\n")
        << oneWarningMessage << 0;
    QTest::newRow("warnings only: exit 0")
        << Files{oneWarning, twoWarnings}
        << QStringList{"--check", "one-warning.sgf", "two-warnings.sgf"} << QByteArray()
        << QByteArray("2 files checked: 0 with errors; 0 errors, 3 warnings, 0 notes\n")
        << oneWarningMessage + twoWarningsMessages << 0;
    // Files in the order given, each with all its messages; those that cannot be read say why.
    QTest::newRow("six files, four with errors")
        << Files{good, twoWarnings, bad, empty, folder}
        << QStringList{"--check",   "good.sgf", "two-warnings.sgf", "bad.sgf", "missing.sgf",
                       "empty.sgf", "folder"}
        << QByteArray()
        << QByteArray("6 files checked: 4 with errors; 4 errors, 2 warnings, 0 notes\n")
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
        << QByteArray("1 file checked: 0 with errors; 0 errors, 1003 warnings, 0 notes\n")
        << manyMessages << 0;
    // Decoding's warnings past the same cap count in the summary too: 1,003 games of 11
    // characters, each with an unknown CA (its '[' at column 6 of its game) and a note (CA is
    // not of FF[1]) from the check, which lists notes only at --level note.
    QByteArray unknownCharsets, unknownCharsetMessages;
    for (int game = 0; game < 1003; ++game) {
        unknownCharsets += "(;CA[nope])";
        if (game < 1000)
            unknownCharsetMessages += "charsets.sgf:1:" + QByteArray::number(11 * game + 6) +
                                      ": warning: unknown charset 'nope' in CA: read as UTF-8\n";
    }
    unknownCharsetMessages += "charsets.sgf:1:11006: warning: 3 more problems not listed\n";
    QTest::newRow("more charset warnings than are listed")
        << Files{{"charsets.sgf", unknownCharsets}} << QStringList{"--check", "charsets.sgf"}
        << QByteArray()
        << QByteArray("1 file checked: 0 with errors; 0 errors, 1003 warnings, 1003 notes\n")
        << unknownCharsetMessages << 0;
    QTest::newRow("standard input among files")
        << Files{good} << QStringList{"--check", "-", "good.sgf"}
        << QByteArray("(;CA[klingon]\nC[x])")
        << QByteArray("2 files checked: 0 with errors; 0 errors, 1 warning, 1 note\n")
        << QByteArray("<stdin>:1:6: warning: unknown charset 'klingon' in CA: read as UTF-8\n")
        << 0;

    // The value checks (sgf/check.h), merged with reading's problems in the order of the text.
    // Issue 13's example: "[nc" has no ']', so B's value runs on to the next line's node; the
    // finding is at its '[' (column 48).
    const std::pair<QString, QByteArray> runsOn{
        "runs-on.sgf", "(;GM[1]FF[4]SZ[19](;B[qd];W[od])(;B[pd];W[qf];B[nc\n;W[rd];B[qc]))"};
    const QByteArray runsOnMessage(
        "runs-on.sgf:1:48: error: B value 'nc' runs past the end of its line into what looks "
        "like the next node: a ']' is probably missing there\n");
    QTest::newRow("a value that runs on into the next node")
        << Files{runsOn} << QStringList{"--check", "runs-on.sgf"} << QByteArray()
        << QByteArray("1 file checked: 1 with errors; 1 error, 0 warnings, 0 notes\n")
        << runsOnMessage << 1;
    // One of each severity on a 9x9 board: KM's value is no real (error, its '[' at column
    // 20), C[] says nothing and TC is private to SGB, not FF[4] (notes, at the '[' and the
    // identifier), W plays on the stone B put on ee = E5 (warning, W's '['), and BM with TE
    // (warning, at the later one's identifier).
    const std::pair<QString, QByteArray> mixed{
        "mixed.sgf", "(;FF[4]GM[1]SZ[9]KM[six]C[]TC[3];B[ee];W[ee]BM[1]TE[1])"};
    const QByteArray mixedError("mixed.sgf:1:20: error: KM[six] is not a real number\n");
    const QByteArray mixedNotes("mixed.sgf:1:26: note: C[] is empty\n"
                                "mixed.sgf:1:28: note: TC is not a property of FF[4]\n");
    const QByteArray mixedWarnings(
        "mixed.sgf:1:41: warning: W[ee] is played on E5, which is not empty\n"
        "mixed.sgf:1:50: warning: TE with BM: a move cannot be bad and a tesuji at once\n");
    const QByteArray mixedSummary("1 file checked: 1 with errors; 1 error, 2 warnings, 2 notes\n");
    QTest::newRow("--level warning is the default")
        << Files{mixed} << QStringList{"--check", "mixed.sgf"} << QByteArray() << mixedSummary
        << mixedError + mixedWarnings << 1;
    QTest::newRow("--level note lists everything")
        << Files{mixed} << QStringList{"--check", "--level", "note", "mixed.sgf"} << QByteArray()
        << mixedSummary << mixedError + mixedNotes + mixedWarnings << 1;
    QTest::newRow("--level error lists errors only; the summary counts all")
        << Files{mixed} << QStringList{"--check", "--level=error", "mixed.sgf"} << QByteArray()
        << mixedSummary << mixedError << 1;
    QTest::newRow("--level takes three words")
        << Files{good} << QStringList{"--check", "--level", "notes", "good.sgf"} << QByteArray()
        << QByteArray() << QByteArray("sgfview: --level takes error, warning or note\n") << 2;
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
