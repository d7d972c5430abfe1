// sgfview --json run as a program: standard output, standard error and the exit status compared
// in full, every JSON output also parsed by QJsonDocument. No display is available (see
// sgfview_process.h), so passing also proves the mode never needs one.
#include "sgfview_process.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QTest>

using testdata::runSgfview;

class TestCliJson : public QObject {
    Q_OBJECT

private slots:
    void json_data();
    void json();
    void missingFile();
    void directory();
    void exactlyOneFile_data();
    void exactlyOneFile();
    void millionMoveLine();
    void hundredThousandNestedVariations();

private:
    QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes);
};

QString TestCliJson::write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile file(dir.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) return {};
    return file.fileName();
}

// An output that is not empty must be JSON, whatever the test expected of it.
static void verifyParses(const QByteArray &out)
{
    if (out.isEmpty()) return;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QVERIFY(document.isArray());
}

void TestCliJson::json_data()
{
    QTest::addColumn<QStringList>("arguments"); // game.sgf holds content
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QByteArray>("input"); // standard input
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");

    const QStringList lenient{"--json", "game.sgf"};
    const QStringList strict{"--json", "--strict", "game.sgf"};
    const QStringList standardInput{"--json", "-"};

    // The seeds' examples, read the same strictly and leniently.
    for (const QStringList &arguments : {lenient, strict}) {
        const QByteArray mode = arguments.contains("--strict") ? "strict: " : "lenient: ";
        const auto row = [&mode](const char *name) -> QTestData & {
            return QTest::newRow((mode + name).constData());
        };
        row("three nodes")
            << arguments << QByteArray("(;FF[4]C[root]SZ[19];B[aa];W[ab])") << QByteArray()
            << QByteArray(R"json([{"properties": {"FF": ["4"], "C": ["root"], "SZ": ["19"]}, )json"
                          R"json("children": [{"properties": {"B": ["aa"]}, "children": )json"
                          R"json([{"properties": {"W": ["ab"]}, "children": []}]}]}])json"
                          "\n")
            << QByteArray() << 0;
        row("variations") << arguments << QByteArray("(;FF[4](;B[aa];W[ab])(;B[dd];W[ee]))")
                          << QByteArray()
                          << QByteArray(
                                 R"json([{"properties": {"FF": ["4"]}, "children": [)json"
                                 R"json({"properties": {"B": ["aa"]}, "children": )json"
                                 R"json([{"properties": {"W": ["ab"]}, "children": []}]}, )json"
                                 R"json({"properties": {"B": ["dd"]}, "children": )json"
                                 R"json([{"properties": {"W": ["ee"]}, "children": []}]}]}])json"
                                 "\n")
                          << QByteArray() << 0;
        row("several values")
            << arguments << QByteArray("(;FF[4];AB[aa][ab][ba])") << QByteArray()
            << QByteArray(R"json([{"properties": {"FF": ["4"]}, "children": [)json"
                          R"json({"properties": {"AB": ["aa", "ab", "ba"]}, "children": []}]}])json"
                          "\n")
            << QByteArray() << 0;
        row("node without properties")
            << arguments << QByteArray("(;)") << QByteArray()
            << QByteArray(R"json([{"properties": {}, "children": []}])json"
                          "\n")
            << QByteArray() << 0;
        // Text: an escaped ']' and '\', a soft line break removed, tabs made spaces.
        row("mixed white space and escapes")
            << arguments << QByteArray("(;A[\\]b\nc\\\nd\t\te\\\\ \\\n\\]])") << QByteArray()
            << QByteArray(R"json([{"properties": {"A": ["]b\ncd  e\\ ]"]}, "children": []}])json"
                          "\n")
            << QByteArray() << 0;
        row("brackets, semicolons and parentheses in values")
            << arguments << QByteArray("(;A[x[y\\]z][a;b]B[x(y)z];C[baz])") << QByteArray()
            << QByteArray(
                   R"json([{"properties": {"A": ["x[y]z", "a;b"], "B": ["x(y)z"]}, )json"
                   R"json("children": [{"properties": {"C": ["baz"]}, "children": []}]}])json"
                   "\n")
            << QByteArray() << 0;
        row("collection")
            << arguments << QByteArray("(;GM[1]N[one])\n(;GM[1]N[two];B[aa])\n") << QByteArray()
            << QByteArray(
                   R"json([{"properties": {"GM": ["1"], "N": ["one"]}, "children": []}, )json"
                   R"json({"properties": {"GM": ["1"], "N": ["two"]}, "children": )json"
                   R"json([{"properties": {"B": ["aa"]}, "children": []}]}])json"
                   "\n")
            << QByteArray() << 0;
        row("CJK in UTF-8")
            << arguments << QByteArray("(;PB[李昌鎬]PW[趙治勲]C[日本語の棋譜])") << QByteArray()
            << QByteArray(R"json([{"properties": {"PB": ["李昌鎬"], "PW": ["趙治勲"], )json"
                          R"json("C": ["日本語の棋譜"]}, "children": []}])json"
                          "\n")
            << QByteArray() << 0;
        // 围棋 in GB2312 is CE A7 C6 E5 (Python's gb2312 codec agrees).
        row("CA[GB2312]") << arguments << QByteArray("(;CA[GB2312]C[\xCE\xA7\xC6\xE5])")
                          << QByteArray()
                          << QByteArray(
                                 R"json([{"properties": {"CA": ["GB2312"], "C": ["围棋"]}, )json"
                                 R"json("children": []}])json"
                                 "\n")
                          << QByteArray() << 0;
        // JSON needs '"' and '\' escaped and control characters as \u00XX; DEL may stay.
        row("JSON string escapes")
            << arguments
            << QByteArray("(;C[say \"hi\" \\\\ back\\\\slash]N[a\x01z\x1F\x7F]GN[nul:") +
                   QByteArray(1, '\0') + QByteArray("])")
            << QByteArray()
            << QByteArray(R"json([{"properties": {"C": ["say \"hi\" \\ back\\slash"], )json"
                          R"json("N": ["a\u0001z\u001f)json"
                          "\x7F"
                          R"json("], "GN": ["nul:\u0000"]}, "children": []}])json"
                          "\n")
            << QByteArray() << 0;
    }

    // The four seed error messages, strictly: FILE:LINE:COLUMN, nothing on standard output.
    QTest::newRow("strict: empty input") << strict << QByteArray() << QByteArray() << QByteArray()
                                         << QByteArray("game.sgf:1:1: error: tree missing\n") << 1;
    QTest::newRow("strict: node without tree")
        << strict << QByteArray(";") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:1:1: error: tree missing\n") << 1;
    QTest::newRow("strict: tree with no nodes")
        << strict << QByteArray("\n  ()") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:2:3: error: tree with no nodes\n") << 1;
    QTest::newRow("strict: properties without delimiter")
        << strict << QByteArray("(;A)") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:1:3: error: properties without delimiter\n") << 1;
    QTest::newRow("strict: all lowercase property")
        << strict << QByteArray("(;a[b])") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:1:3: error: property must be in uppercase\n") << 1;
    QTest::newRow("strict: upper and lowercase property")
        << strict << QByteArray("(;B[aa]\n;Aa[b])") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:2:2: error: property must be in uppercase\n") << 1;

    // Leniently, the empty and node-less inputs still fail; the others are repaired with a
    // warning in the compiler's form, and the JSON is printed.
    QTest::newRow("lenient: empty input") << lenient << QByteArray() << QByteArray() << QByteArray()
                                          << QByteArray("game.sgf:1:1: error: tree missing\n") << 1;
    QTest::newRow("lenient: tree with no nodes")
        << lenient << QByteArray("()") << QByteArray() << QByteArray()
        << QByteArray("game.sgf:1:1: error: tree with no nodes\n") << 1;
    QTest::newRow("lenient: properties without delimiter")
        << lenient << QByteArray("(;A)") << QByteArray()
        << QByteArray(R"json([{"properties": {}, "children": []}])json"
                      "\n")
        << QByteArray("game.sgf:1:3: warning: property 'A' without value skipped\n") << 0;
    QTest::newRow("lenient: all lowercase property")
        << lenient << QByteArray("(;a[b])") << QByteArray()
        << QByteArray(R"json([{"properties": {}, "children": []}])json"
                      "\n")
        << QByteArray("game.sgf:1:3: warning: property 'a' has no uppercase letter: skipped\n")
        << 0;
    // FF[3] names ignore lowercase letters: "Aa" is A.
    QTest::newRow("lenient: upper and lowercase property")
        << lenient << QByteArray("(;Aa[b])") << QByteArray()
        << QByteArray(R"json([{"properties": {"A": ["b"]}, "children": []}])json"
                      "\n")
        << QByteArray("game.sgf:1:3: warning: old identifier 'Aa' read as 'A'\n") << 0;

    // --strict against lenient on one file with two problems.
    const QByteArray repairable("(;GM[1]\n;B[aa]C[x]C[y];W[bb]");
    QTest::newRow("strict stops at the first problem")
        << strict << repairable << QByteArray() << QByteArray()
        << QByteArray("game.sgf:2:11: error: property 'C' repeated in node\n") << 1;
    QTest::newRow("lenient repairs and warns")
        << lenient << repairable << QByteArray()
        << QByteArray(R"json([{"properties": {"GM": ["1"]}, "children": [)json"
                      R"json({"properties": {"B": ["aa"], "C": ["x", "y"]}, "children": [)json"
                      R"json({"properties": {"W": ["bb"]}, "children": []}]}]}])json"
                      "\n")
        << QByteArray("game.sgf:2:11: warning: property 'C' repeated in node: values merged\n"
                      "game.sgf:2:21: warning: missing ')' at the end of the input: 1 open game "
                      "tree closed\n")
        << 0;
    // A value cut off by the end of the file is an error even leniently; what came before it
    // is still printed.
    QTest::newRow("lenient: truncated file")
        << lenient << QByteArray("(;GM[1]\n;B[aa]C[cut o") << QByteArray()
        << QByteArray(R"json([{"properties": {"GM": ["1"]}, "children": [)json"
                      R"json({"properties": {"B": ["aa"]}, "children": []}]}])json"
                      "\n")
        << QByteArray("game.sgf:2:8: error: unterminated value\n") << 1;

    // Charsets: an unknown CA is read as UTF-8 with a warning; --encoding decides outright.
    QTest::newRow("unknown charset in CA")
        << lenient << QByteArray("(;CA[klingon]C[x])") << QByteArray()
        << QByteArray(R"json([{"properties": {"CA": ["klingon"], "C": ["x"]}, )json"
                      R"json("children": []}])json"
                      "\n")
        << QByteArray("game.sgf:1:6: warning: unknown charset 'klingon' in CA: read as UTF-8\n")
        << 0;
    QTest::newRow("--encoding GB2312 on a file without CA")
        << QStringList{"--json", "--encoding", "GB2312", "game.sgf"}
        << QByteArray("(;C[\xCE\xA7\xC6\xE5])") << QByteArray()
        << QByteArray(R"json([{"properties": {"C": ["围棋"]}, "children": []}])json"
                      "\n")
        << QByteArray() << 0;

    // "-" is standard input, named <stdin> in messages.
    QTest::newRow("standard input")
        << standardInput << QByteArray() << QByteArray("(;B[aa]C[from a pipe])")
        << QByteArray(R"json([{"properties": {"B": ["aa"], "C": ["from a pipe"]}, )json"
                      R"json("children": []}])json"
                      "\n")
        << QByteArray() << 0;
    QTest::newRow("standard input, strict error")
        << QStringList{"--json", "--strict", "-"} << QByteArray() << QByteArray("(;A[1]")
        << QByteArray() << QByteArray("<stdin>:1:7: error: missing ')'\n") << 1;
    QTest::newRow("standard input, empty")
        << standardInput << QByteArray() << QByteArray() << QByteArray()
        << QByteArray("<stdin>:1:1: error: tree missing\n") << 1;
}

void TestCliJson::json()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, content);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(!write(dir, QStringLiteral("game.sgf"), content).isEmpty());
    const auto run = runSgfview(arguments, dir.path(), input);
    SGFVIEW_COMPARE_RUN(run, out, err, exitCode);
    verifyParses(run.out);
}

void TestCliJson::missingFile()
{
    QTemporaryDir dir;
    const auto run = runSgfview({"--json", "missing.sgf"}, dir.path());
    SGFVIEW_COMPARE_RUN(
        run, "", "missing.sgf: error: Cannot open “missing.sgf”: the file does not exist.\n", 1);
}

void TestCliJson::directory()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("games.sgf")));
    const auto run = runSgfview({"--json", "games.sgf"}, dir.path());
    SGFVIEW_COMPARE_RUN(
        run, "", "games.sgf: error: Cannot open “games.sgf”: it is a folder, not a file.\n", 1);
}

void TestCliJson::exactlyOneFile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("none") << QStringList{"--json"};
    QTest::newRow("two") << QStringList{"--json", "a.sgf", "b.sgf"};
}

void TestCliJson::exactlyOneFile()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    const auto run = runSgfview(arguments, dir.path());
    SGFVIEW_COMPARE_RUN(run, "",
                        "sgfview: --json takes exactly one FILE (or - for standard input)\n", 2);
}

// 1,000,000 moves in one line: a JSON object nested 1,000,001 deep. QJsonDocument refuses such
// depth, so the whole text is compared with the one the format describes.
void TestCliJson::millionMoveLine()
{
    constexpr int moves = 1000000;
    QByteArray sgf = "(;GM[1]SZ[19]";
    QByteArray expected = R"json([{"properties": {"GM": ["1"], "SZ": ["19"]}, "children": [)json";
    for (int i = 0; i < moves; ++i) {
        const QByteArray move = i % 2 == 0 ? "B" : "W";
        const QByteArray point = i % 2 == 0 ? "aa" : "bb";
        sgf += ";" + move + "[" + point + "]";
        expected += R"json({"properties": {")json" + move + R"json(": [")json" + point +
                    R"json("]}, "children": [)json";
    }
    sgf += ")";
    for (int i = 0; i <= moves; ++i) expected += "]}";
    expected += "]\n";

    QTemporaryDir dir;
    QVERIFY(!write(dir, QStringLiteral("long.sgf"), sgf).isEmpty());
    const auto run = runSgfview({"--json", "long.sgf"}, dir.path());
    QVERIFY(run.finished && !run.crashed);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), expected.size());
    QVERIFY(run.out == expected); // QCOMPARE would print 45 MB on failure
}

// 100,000 nested variations: each B[i] has the children B[i+1] and W[i+1].
void TestCliJson::hundredThousandNestedVariations()
{
    constexpr int depth = 100000;
    QByteArray sgf = "(;A[0]";
    QByteArray expected = R"json([{"properties": {"A": ["0"]}, "children": [)json";
    for (int i = 1; i <= depth; ++i) {
        sgf += "(;B[" + QByteArray::number(i) + "]";
        expected += R"json({"properties": {"B": [")json" + QByteArray::number(i) +
                    R"json("]}, "children": [)json";
    }
    for (int i = depth; i >= 1; --i) {
        sgf += ")(;W[" + QByteArray::number(i) + "])";
        expected += R"json(]}, {"properties": {"W": [")json" + QByteArray::number(i) +
                    R"json("]}, "children": []})json";
    }
    sgf += ")";
    expected += "]}]\n";

    QTemporaryDir dir;
    QVERIFY(!write(dir, QStringLiteral("deep.sgf"), sgf).isEmpty());
    const auto run = runSgfview({"--json", "deep.sgf"}, dir.path());
    QVERIFY(run.finished && !run.crashed);
    QCOMPARE(run.err, QByteArray());
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.size(), expected.size());
    QVERIFY(run.out == expected);
}

QTEST_APPLESS_MAIN(TestCliJson)
#include "tst_cli_json.moc"
