// sgfview --find run as a program with no display: every hit as
// FILE:LINE:COLUMN: game G, move M: CONTEXT (LINE:COLUMN of the value's '[' in the file, as
// --check places values), grep's exit status (0 found, 1 not found, 2 trouble), folders
// searched for *.sgf all the way down. Output compared in full.
#include "sgfview_process.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using testdata::runSgfview;

using Files = QList<std::pair<QString, QByteArray>>;
Q_DECLARE_METATYPE(Files)

class TestCliFind : public QObject {
    Q_OBJECT

private slots:
    void find_data();
    void find();
};

void TestCliFind::find_data()
{
    QTest::addColumn<Files>("files"); // written to the folder, subfolders made as needed
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");

    // Columns counted by hand: line 1's C value opens at column 40, PB's at 21, PW's at 34;
    // line 2's B at 3 and C at 8; line 3's N at 13. Moves: the root is move 0, B[pd] 1, W[dp] 2.
    const std::pair<QString, QByteArray> good{
        "good.sgf", "(;FF[4]GM[1]SZ[19]PB[Lee Sedol]PW[Cho]C[Start: play tenuki]\n"
                    ";B[pd]C[A tenuki\n"
                    "here];W[dp]N[Tenuki])"};
    const QByteArray goodC1 = "good.sgf:1:40: game 1, move 0: Start: play tenuki\n";
    const QByteArray goodC2 = "good.sgf:2:8: game 1, move 1: A tenuki here\n";
    const QByteArray goodN = "good.sgf:3:13: game 1, move 2: Tenuki\n";
    // Two games: the second game's C opens at column 23, at its move 2.
    const std::pair<QString, QByteArray> two{"two.sgf", "(;C[ko])(;B[aa];W[bb]C[ko])"};
    // 黒番の勝ち in Shift_JIS, the C value at column 17.
    const std::pair<QString, QByteArray> shiftJis{
        "sjis.sgf", QByteArray("(;CA[Shift_JIS]C[\x8d\x95\x94\xd4\x82\xcc\x8f\x9f\x82\xbf])")};
    // (;C[白の勝ち]) in UTF-16LE with its byte order mark, the value at column 4.
    const QString utf16Text = QStringLiteral("(;C[白の勝ち])");
    const std::pair<QString, QByteArray> utf16{
        "utf16.sgf",
        QByteArray("\xff\xfe") +
            QByteArray(reinterpret_cast<const char *>(utf16Text.utf16()), utf16Text.size() * 2)};
    // Readable up to the value never closed at column 19.
    const std::pair<QString, QByteArray> broken{"bad.sgf", "(;B[aa]C[tenuki];W[cut"};
    const std::pair<QString, QByteArray> empty{"empty.sgf", ""};
    // 40 characters, the hit, 40 more: 30 are kept on each side.
    const std::pair<QString, QByteArray> longComment{
        "long.sgf", "(;C[" + QByteArray(40, 'a') + "ko" + QByteArray(40, 'b') + "])"};

    QTest::newRow("comments, case matters")
        << Files{good} << QStringList{"--find", "tenuki", "good.sgf"} << goodC1 + goodC2
        << QByteArray() << 0;
    QTest::newRow("names too, ignoring case")
        << Files{good} << QStringList{"--find", "TENUKI", "--ignore-case", "good.sgf"}
        << goodC1 + goodC2 + goodN << QByteArray() << 0;
    QTest::newRow("a line break in the file does not hide a phrase")
        << Files{good} << QStringList{"--find", "tenuki here", "good.sgf"} << goodC2 << QByteArray()
        << 0;
    QTest::newRow("nothing found") << Files{good} << QStringList{"--find", "joseki", "good.sgf"}
                                   << QByteArray() << QByteArray() << 1;
    QTest::newRow("game info") << Files{good}
                               << QStringList{"--find", "Lee", "--scope", "info", "good.sgf"}
                               << QByteArray("good.sgf:1:21: game 1, move 0: Lee Sedol\n")
                               << QByteArray() << 0;
    QTest::newRow("game info is not searched by default")
        << Files{good} << QStringList{"--find", "Lee", "good.sgf"} << QByteArray() << QByteArray()
        << 1;
    QTest::newRow("one property") << Files{good}
                                  << QStringList{"--find", "Cho", "--scope", "PW", "good.sgf"}
                                  << QByteArray("good.sgf:1:34: game 1, move 0: Cho\n")
                                  << QByteArray() << 0;
    QTest::newRow("every value") << Files{good}
                                 << QStringList{"--find", "pd", "--scope", "values", "good.sgf"}
                                 << QByteArray("good.sgf:2:3: game 1, move 1: pd\n") << QByteArray()
                                 << 0;
    QTest::newRow("regular expression")
        << Files{good} << QStringList{"--find", "t[e]n.ki$", "--regex", "good.sgf"} << goodC1
        << QByteArray() << 0;
    QTest::newRow("regular expression ignoring case")
        << Files{good} << QStringList{"--regex", "--ignore-case", "--find", "^t.nuki", "good.sgf"}
        << goodN << QByteArray() << 0;
    QTest::newRow("games and moves of a collection")
        << Files{two} << QStringList{"--find", "ko", "two.sgf"}
        << QByteArray("two.sgf:1:4: game 1, move 0: ko\ntwo.sgf:1:23: game 2, move 2: ko\n")
        << QByteArray() << 0;
    QTest::newRow("Shift_JIS") << Files{shiftJis} << QStringList{"--find", "勝ち", "sjis.sgf"}
                               << QByteArray("sjis.sgf:1:17: game 1, move 0: 黒番の勝ち\n")
                               << QByteArray() << 0;
    QTest::newRow("UTF-16") << Files{utf16} << QStringList{"--find", "白", "utf16.sgf"}
                            << QByteArray("utf16.sgf:1:4: game 1, move 0: 白の勝ち\n")
                            << QByteArray() << 0;
    QTest::newRow("context cut at 30 characters")
        << Files{longComment} << QStringList{"--find", "ko", "long.sgf"}
        << "long.sgf:1:4: game 1, move 0: …" + QByteArray(30, 'a') + "ko" + QByteArray(30, 'b') +
               "…\n"
        << QByteArray() << 0;
    QTest::newRow("folders searched for *.sgf, in name order")
        << Files{{"folder/b.sgf", "(;C[ko])"},
                 {"folder/a/deep.sgf", "(;C[ko])"},
                 {"folder/notes.txt", "(;C[ko])"},
                 {"folder/UPPER.SGF", "(;C[ko])"}}
        << QStringList{"--find", "ko", "folder"}
        << QByteArray("folder/UPPER.SGF:1:4: game 1, move 0: ko\n"
                      "folder/a/deep.sgf:1:4: game 1, move 0: ko\n"
                      "folder/b.sgf:1:4: game 1, move 0: ko\n")
        << QByteArray() << 0;
    QTest::newRow("a broken file: its hits, its error, status 2")
        << Files{broken} << QStringList{"--find", "tenuki", "bad.sgf"}
        << QByteArray("bad.sgf:1:9: game 1, move 1: tenuki\n")
        << QByteArray("bad.sgf:1:19: error: unterminated value\n") << 2;
    QTest::newRow("an empty file and a missing one, status 2")
        << Files{empty, good}
        << QStringList{"--find", "tenuki", "empty.sgf", "missing.sgf", "good.sgf"}
        << goodC1 + goodC2
        << QByteArray("empty.sgf:1:1: error: tree missing\n"
                      "missing.sgf: error: Cannot open “missing.sgf”: the file does not exist.\n")
        << 2;
    QTest::newRow("no file") << Files{} << QStringList{"--find", "ko"} << QByteArray()
                             << QByteArray("sgfview: --find needs at least one FILE\n") << 2;
    QTest::newRow("a scope that is none")
        << Files{good} << QStringList{"--find", "ko", "--scope", "moves", "good.sgf"}
        << QByteArray()
        << QByteArray("sgfview: --scope takes comments, info, values or a property identifier, "
                      "not \"moves\"\n")
        << 2;
    const QRegularExpression invalid(QStringLiteral("(ko"));
    QTest::newRow("no regular expression")
        << Files{good} << QStringList{"--find", "(ko", "--regex", "good.sgf"} << QByteArray()
        << ("sgfview: Not a regular expression: " + invalid.errorString().toUtf8() + "\n") << 2;
}

void TestCliFind::find()
{
    QFETCH(Files, files);
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const auto &[name, content] : files) {
        QVERIFY(QDir(dir.path()).mkpath(QFileInfo(dir.filePath(name)).path()));
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
    }
    const auto run = runSgfview(arguments, dir.path());
    SGFVIEW_COMPARE_RUN(run, out, err, exitCode);
}

QTEST_APPLESS_MAIN(TestCliFind)
#include "tst_cli_find.moc"
