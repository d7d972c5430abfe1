// sgfview --check and --json take two paths: the launcher runs them itself, without Qt, where
// it can tell the output to the byte (app/launcher), and hands everything else to the Qt
// program. Each case runs both ways (SGFVIEW_COMMAND_LINE=qt forces the Qt program) and
// standard output, standard error and the exit status must be the same; where a case says
// which path it takes, SGFVIEW_COMMAND_LINE=plain (exit status 125 when the launcher would
// hand it on) shows that it does.
#include "sgfview_process.h"
#include "shared_data.h"

#include <QDir>
#include <QFile>
#include <QTest>

using testdata::runSgfview;

namespace {

enum Path { PlainPath, QtPath, EitherPath };

// The files of the edge cases, written to the test's folder.
const QList<std::pair<const char *, QByteArray>> edgeFiles{
    {"one-node.sgf", "(;)"},
    {"utf8.sgf", "(;FF[4]CA[UTF-8]PB[Lee Sedol]C[h\xC3\xA9llo \xE5\x9B\xB2\\] \\\\ x])"},
    {"utf8-no-ca.sgf", "(;C[\xE6\x97\xA5\xE6\x9C\xAC])"},
    {"utf8-spelt.sgf", "(;CA[utf8]C[\xC3\xA9])(;CA[ UTF_8 ]C[x])"},
    {"bom.sgf", "\xEF\xBB\xBF(;CA[UTF-8]C[\xC3\xA9])"},
    {"bom-any-ca.sgf", "\xEF\xBB\xBF(;CA[nope]C[x])"},
    {"bom-invalid.sgf", "\xEF\xBB\xBF(;C[\xFF])"},
    {"latin1-ascii.sgf", "(;CA[ISO-8859-1]C[plain \\] ascii])"},
    {"gbk-ascii.sgf", "(;CA[GBK]C[a\\\\]\\]])(;CA[UTF-8]C[b])"},
    {"latin1-utf8.sgf", "(;CA[ISO-8859-1]C[\xC3\xA9])"},
    {"latin1-bytes.sgf", "(;CA[ISO-8859-1]C[\xE9t\xE9])"},
    {"no-ca-latin1.sgf", "(;C[\xE9t\xE9])"},
    {"unknown-ca.sgf", "(;CA[nope]C[x])"},
    {"empty-ca.sgf", "(;CA[]C[x])"},
    {"cyrillic-ca-ascii.sgf", "(;CA[windows-1251]C[x])"},
    {"utf16-ca-ascii.sgf", "(;CA[UTF-16LE]C[x])"},
    {"ca-in-comment.sgf", "(;C[see CA[Shift_JIS] here])"},
    {"nul.sgf", QByteArray("(;C[a\0b])", 9)},
    {"escape.sgf", "(;C[\x1B$Bx])"},
    {"overlong.sgf", "(;C[\xC0\xAF])"},
    {"surrogate.sgf", "(;C[\xED\xA0\x80])"},
    {"four-bytes.sgf", "(;C[\xF0\x9F\x98\x80 \xF4\x8F\xBF\xBF])"},
    {"beyond-unicode.sgf", "(;C[\xF4\x90\x80\x80])"},
    {"lone-continuation.sgf", "(;C[a\x80])"},
    {"cut-character.sgf", "(;C[x])\xE6\x97"},
    {"empty.sgf", ""},
    {"garbage.sgf", "hello"},
    {"unterminated.sgf", "(;B[aa];W[cut"},
    {"repeated.sgf", "(;FF[4]C[a]C[b])"},
    {"occupied.sgf", "(;FF[4]SZ[19];B[aa];W[aa];B[zz])"},
    {"line breaks.sgf", "(;C[one\r\ntwo\rthree\n\rfour]\n;B[aa]\n(;W[bb])(;W[cc]))"},
};

// The files of --find's folders: one the launcher lists itself (hidden entries and other
// names skipped, a folder inside), and folders it leaves to the Qt program.
const QList<std::pair<const char *, QByteArray>> findFolderFiles{
    {"finds/b.sgf", "(;C[ko here];B[aa]C[no ko])"},
    {"finds/A.SGF", "(;C[ko])"},
    {"finds/deep/er/c.Sgf", "(;N[ko]C[x])"},
    {"finds/notes.txt", "(;C[ko])"},
    {"finds/.hidden.sgf", "(;C[ko])"},
    {"finds/.hidden/d.sgf", "(;C[ko])"},
    {"finds/broken.sgf", "(;C[ko];B[cut"},
    {"finds-sjis/a.sgf", "(;C[ko])"},
    {"finds-sjis/sjis.sgf", "(;CA[Shift_JIS]C[ko \x8d\x95\x94\xd4])"},
    {"finds-link/a.sgf", "(;C[ko])"},
};

// The files the launcher reads itself, in every mode.
constexpr const char *launcherFiles[] = {
    "one-node.sgf",      "utf8.sgf",       "utf8-no-ca.sgf",   "utf8-spelt.sgf",
    "bom.sgf",           "bom-any-ca.sgf", "latin1-ascii.sgf", "gbk-ascii.sgf",
    "ca-in-comment.sgf", "empty.sgf",      "garbage.sgf",      "unterminated.sgf",
    "repeated.sgf",      "occupied.sgf",   "line breaks.sgf",  "many-warnings.sgf",
    "link.sgf",          "four-bytes.sgf", "big-utf8.sgf"};
// Files whose bytes need Qt's decoding, or whose reading Qt words.
constexpr const char *qtFiles[] = {"bom-invalid.sgf",
                                   "latin1-utf8.sgf",
                                   "latin1-bytes.sgf",
                                   "no-ca-latin1.sgf",
                                   "unknown-ca.sgf",
                                   "empty-ca.sgf",
                                   "cyrillic-ca-ascii.sgf",
                                   "utf16-ca-ascii.sgf",
                                   "nul.sgf",
                                   "escape.sgf",
                                   "overlong.sgf",
                                   "surrogate.sgf",
                                   "missing.sgf",
                                   "folder",
                                   "dangling.sgf",
                                   "beyond-unicode.sgf",
                                   "lone-continuation.sgf",
                                   "cut-character.sgf",
                                   "big-malformed.sgf"};

QByteArray manyWarnings()
{
    QByteArray text;
    for (int i = 0; i < 1500; ++i) text += "(;C[a]C[b]XY[z])";
    return text;
}

// Over a megabyte the launcher checks UTF-8 in two halves at once, cut near the middle where
// no character continues: one of three- and four-byte characters all through, and the same
// with one malformed byte just past the middle.
QByteArray bigUtf8(bool malformed)
{
    QByteArray text = "(;C[";
    while (text.size() < 1'500'000) text += "\xE5\x9B\xB2 \xF0\x9F\x98\x80\xE6\x97\xA5";
    if (malformed) text[text.size() / 2 + 1] = '\xFF';
    return text + "])";
}

// From 4 MB on the launcher's --find reads a file a run of games at a time, and it settles
// whether it may read the file at all beside the runs: clean games of UTF-8 comments, with a
// byte order mark, with a repair (runs do not stand: the whole is parsed), with an ESC byte or a
// byte that is not UTF-8 far in (the Qt program's, found after the runs were read).
QByteArray bigGames(const QByteArray &variant)
{
    QByteArray text = variant == "bom" ? "\xEF\xBB\xBF" : "";
    for (int game = 0; text.size() < 4'500'000; ++game) {
        if (game == 9000) {
            if (variant == "repaired") text += "(;C[tenuki]C[twice])\n";
            if (variant == "escape") text += "(;C[\x1B$B tenuki])\n";
            if (variant == "latin1") text += "(;C[t\xE9nuki])\n";
        }
        text += "(;GM[1]FF[4]CA[UTF-8]PB[Lee " + QByteArray::number(game) +
                "]C[h\xC3\xA9llo tenuki]\n;B[pd]C[ten\\\nuki \xE5\x9B\xB2];W[dp]"
                "(;B[pp]N[Tenuki])(;B[dd]C[tenuki\r\nhere]))\n";
    }
    return text;
}

} // namespace

class TestCliPaths : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void samePaths_data();
    void samePaths();

private:
    static void addFindRows();
    static void addCorpusRows();
    QTemporaryDir dir_;
};

void TestCliPaths::initTestCase()
{
    QVERIFY(dir_.isValid());
    auto files = edgeFiles;
    files.append({"many-warnings.sgf", manyWarnings()});
    files.append({"big-utf8.sgf", bigUtf8(false)});
    files.append({"big-malformed.sgf", bigUtf8(true)});
    files.append(findFolderFiles);
    for (const char *name : {"big-games-clean.sgf", "big-games-bom.sgf", "big-games-repaired.sgf",
                             "big-games-escape.sgf", "big-games-latin1.sgf"})
        files.append({name, bigGames(QByteArray(name).mid(10).chopped(4))});
    for (const auto &[name, bytes] : files) {
        QVERIFY(QDir(dir_.path()).mkpath(QFileInfo(dir_.filePath(QLatin1String(name))).path()));
        QFile file(dir_.filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("folder")));
    QVERIFY(QFile::link(dir_.filePath(QStringLiteral("utf8.sgf")),
                        dir_.filePath(QStringLiteral("link.sgf"))));
    QVERIFY(QFile::link(dir_.filePath(QStringLiteral("gone.sgf")),
                        dir_.filePath(QStringLiteral("dangling.sgf"))));
    QVERIFY(QFile::link(dir_.filePath(QStringLiteral("utf8.sgf")),
                        dir_.filePath(QStringLiteral("finds-link/link.sgf"))));
}

void TestCliPaths::samePaths_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("input");        // standard input
    QTest::addColumn<QStringList>("environment"); // NAME=VALUE set, NAME removed
    QTest::addColumn<int>("path");

    const auto row = [](const char *name, const QStringList &arguments, int path,
                        const QByteArray &input = {}, const QStringList &environment = {}) {
        QTest::newRow(name) << arguments << input << environment << path;
    };
    // Files the launcher reads itself, in each mode.
    for (const char *file : launcherFiles) {
        for (const QStringList &mode :
             {QStringList{"--check"}, QStringList{"--check", "--level", "note"},
              QStringList{"--check", "--strict"}, QStringList{"--json"},
              QStringList{"--json", "--strict"}})
            QTest::addRow("%s %s", file, qPrintable(mode.join(' ')))
                << (mode + QStringList{file}) << QByteArray() << QStringList() << int(PlainPath);
    }
    // Files whose bytes need Qt's decoding, or whose reading Qt words.
    for (const char *file : qtFiles) {
        for (const QStringList &mode : {QStringList{"--check"}, QStringList{"--json"}})
            QTest::addRow("%s %s", file, qPrintable(mode.join(' ')))
                << (mode + QStringList{file}) << QByteArray() << QStringList() << int(QtPath);
    }
    // Several files: all the launcher's, or one that is not (then all go to Qt).
    row("three files", {"--check", "utf8.sgf", "repeated.sgf", "unterminated.sgf"}, PlainPath);
    row("the same file twice", {"--check", "repeated.sgf", "./repeated.sgf"}, PlainPath);
    row("one file for Qt", {"--check", "utf8.sgf", "latin1-bytes.sgf", "repeated.sgf"}, QtPath);
    row("standard input", {"--check", "-"}, PlainPath, "(;C[a]C[b])");
    row("standard input, JSON", {"--json", "-"}, PlainPath, "(;B[aa];W[bb])");
    row("standard input, then a file for Qt", {"--check", "-", "latin1-bytes.sgf"}, QtPath,
        "(;C[a]C[b])");
    row("standard input for Qt", {"--json", "-"}, QtPath, "(;C[\xE9t\xE9])");
    row("standard input twice", {"--check", "-", "-"}, QtPath, "(;)");
    // Options.
    row("--level error", {"--check", "--level", "error", "repeated.sgf"}, PlainPath);
    row("--level=note", {"--check", "--level=note", "occupied.sgf"}, PlainPath);
    row("--level twice", {"--check", "--level=note", "--level=error", "occupied.sgf"}, PlainPath);
    row("--level after the file", {"--check", "occupied.sgf", "--level", "note"}, PlainPath);
    row("--level for --json", {"--json", "--level", "bogus", "utf8.sgf"}, PlainPath);
    row("--json and --check", {"--check", "--json", "utf8.sgf"}, PlainPath);
    row("--level bogus", {"--check", "--level", "bogus", "utf8.sgf"}, QtPath);
    row("--level without a value", {"--check", "utf8.sgf", "--level"}, QtPath);
    row("--check without files", {"--check"}, QtPath);
    row("--json of two files", {"--json", "utf8.sgf", "one-node.sgf"}, QtPath);
    row("--json of none", {"--json"}, QtPath);
    row("--bogus", {"--check", "--bogus", "utf8.sgf"}, QtPath);
    row("--json=yes", {"--json=yes", "utf8.sgf"}, QtPath);
    row("--", {"--check", "--", "utf8.sgf"}, QtPath);
    row("--encoding", {"--check", "--encoding", "UTF-8", "utf8.sgf"}, QtPath);
    row("--lang en", {"--check", "--lang", "en", "utf8.sgf"}, QtPath);
    row("--lang es", {"--check", "--lang", "es", "repeated.sgf"}, QtPath);
    row("--version", {"--version"}, QtPath);
    // The language of the summary comes from the environment as Qt reads it.
    const QStringList check{"--check", "repeated.sgf", "unterminated.sgf"};
    const QStringList none{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"};
    row("LANG=C", check, PlainPath, {}, none + QStringList{"LANG=C"});
    row("no locale at all", check, PlainPath, {}, none);
    row("LANG=en_GB.UTF-8", check, PlainPath, {}, none + QStringList{"LANG=en_GB.UTF-8"});
    row("LANG=de_DE.UTF-8", check, PlainPath, {}, none + QStringList{"LANG=de_DE.UTF-8"});
    row("LC_ALL=POSIX", check, PlainPath, {}, none + QStringList{"LC_ALL=POSIX"});
    row("LANG=es_ES.UTF-8", check, QtPath, {}, none + QStringList{"LANG=es_ES.UTF-8"});
    row("LC_MESSAGES=ar_EG", check, QtPath, {}, none + QStringList{"LC_MESSAGES=ar_EG"});
    row("LANGUAGE=fr:bn", check, QtPath, {}, none + QStringList{"LANG=en_US", "LANGUAGE=fr:bn"});
    // --check of a file of 4 MB or more starts the launcher again with glibc's heap on huge
    // pages (plainmemory.h), keeping the user's own GLIBC_TUNABLES; the Qt program gets them
    // back as they were.
    row("--check, big games", {"--check", "--level", "note", "big-games-clean.sgf"}, PlainPath);
    row("--check, big games, with tunables of the user's", {"--check", "big-games-clean.sgf"},
        PlainPath, {}, {"GLIBC_TUNABLES=glibc.malloc.tcache_count=5"});
    row("--check, big games with a repair", {"--check", "big-games-repaired.sgf"}, PlainPath);
    row("--check, big games, one not UTF-8", {"--check", "big-games-latin1.sgf"}, QtPath);
    row("--check, big games, one not UTF-8, with tunables of the user's",
        {"--check", "big-games-latin1.sgf"}, QtPath, {},
        {"GLIBC_TUNABLES=glibc.malloc.tcache_count=5"});
    addFindRows();
    addCorpusRows();
}

// --find: a substring, with or without case, in each scope, over the files and folders the
// launcher reads itself; the rest (regular expressions, files to decode, options to word) goes
// to the Qt program.
void TestCliPaths::addFindRows()
{
    const auto row = [](const char *name, const QStringList &arguments, int path,
                        const QStringList &environment = {}) {
        QTest::newRow(name) << arguments << QByteArray() << environment << path;
    };
    for (const char *file : launcherFiles) {
        for (const QStringList &mode :
             {QStringList{"--find", "e"}, QStringList{"--find", "E", "--ignore-case"},
              QStringList{"--find=a", "--scope", "values"},
              QStringList{"--find", "LEE", "--scope=info", "--ignore-case"},
              QStringList{"--scope", "C", "--find", "\xC3\xA9"}})
            QTest::addRow("%s %s", file, qPrintable(mode.join(' ')))
                << (mode + QStringList{file}) << QByteArray() << QStringList() << int(PlainPath);
    }
    QStringList forQt(std::begin(qtFiles), std::end(qtFiles));
    forQt << "finds-sjis"
          << "finds-link";
    for (const QString &file : forQt)
        QTest::addRow("%s --find", qPrintable(file))
            << QStringList{"--find", "t", file} << QByteArray() << QStringList() << int(QtPath);
    // Several files, and folders.
    row("--find, three files", {"--find", "a", "utf8.sgf", "unterminated.sgf", "repeated.sgf"},
        PlainPath);
    row("--find, broken and empty files", {"--find", "a", "empty.sgf", "garbage.sgf"}, PlainPath);
    row("--find, one file for Qt", {"--find", "a", "utf8.sgf", "latin1-bytes.sgf"}, QtPath);
    row("--find, one file missing", {"--find", "a", "utf8.sgf", "missing.sgf"}, QtPath);
    row("--find, a folder", {"--find", "ko", "finds"}, PlainPath);
    row("--find, a folder and files", {"--find", "ko", "repeated.sgf", "finds", "utf8.sgf"},
        PlainPath);
    row("--find, a folder ending in /", {"--find", "ko", "finds/"}, PlainPath);
    row("--find, ./folder", {"--find", "ko", "./finds"}, PlainPath);
    row("--find, a folder in a folder", {"--find", "ko", "finds/deep"}, PlainPath);
    row("--find, nothing in a folder", {"--find", "zzz", "finds"}, PlainPath);
    // Big files, read a run of games at a time.
    row("--find, big games", {"--find", "tenuki", "big-games-clean.sgf"}, PlainPath);
    row("--find, big games, ignoring case",
        {"--find", "TENUKI", "--ignore-case", "big-games-clean.sgf"}, PlainPath);
    row("--find, big games, game info",
        {"--find", "Lee 4", "--scope", "info", "big-games-clean.sgf"}, PlainPath);
    row("--find, big games with a mark", {"--find", "tenuki", "big-games-bom.sgf"}, PlainPath);
    row("--find, big games with a repair", {"--find", "tenuki", "big-games-repaired.sgf"},
        PlainPath);
    row("--find, big games with an ESC", {"--find", "tenuki", "big-games-escape.sgf"}, QtPath);
    row("--find, big games, one not UTF-8", {"--find", "tenuki", "big-games-latin1.sgf"}, QtPath);
    row("--find, big games last", {"--find", "tenuki", "utf8.sgf", "big-games-clean.sgf"},
        PlainPath);
    row("--find, big games first", {"--find", "tenuki", "big-games-clean.sgf", "utf8.sgf"},
        PlainPath);
    row("--find, big games, then one for Qt",
        {"--find", "tenuki", "big-games-clean.sgf", "latin1-bytes.sgf"}, QtPath);
    // Options.
    row("--find, a pattern like an option", {"--find", "-x", "utf8.sgf"}, PlainPath);
    row("--find, a pattern of two words", {"--find", "Lee Sedol", "--scope", "PB", "utf8.sgf"},
        PlainPath);
    row("--find, an identifier no file has", {"--find", "a", "--scope", "ZZ", "utf8.sgf"},
        PlainPath);
    row("--find --regex", {"--find", "h.llo", "--regex", "utf8.sgf"}, QtPath);
    row("--find, no value", {"utf8.sgf", "--find"}, QtPath);
    row("--find, an empty pattern", {"--find=", "utf8.sgf"}, QtPath);
    row("--find twice", {"--find", "a", "--find", "b", "utf8.sgf"}, QtPath);
    row("--find, no file", {"--find", "a"}, QtPath);
    row("--find, standard input", {"--find", "a", "-"}, QtPath);
    row("--find, --scope bogus", {"--find", "a", "--scope", "moves", "utf8.sgf"}, QtPath);
    row("--find, --scope twice", {"--find", "a", "--scope", "C", "--scope=N", "utf8.sgf"}, QtPath);
    row("--find, --ignore-case=yes", {"--find", "a", "--ignore-case=yes", "utf8.sgf"}, QtPath);
    row("--find and --check", {"--find", "a", "--check", "utf8.sgf"}, QtPath);
    row("--find and --json", {"--json", "--find", "a", "utf8.sgf"}, QtPath);
    row("--find, --lang es", {"--find", "a", "--lang", "es", "utf8.sgf"}, QtPath);
    row("--find, LANG=es_ES.UTF-8", {"--find", "a", "unterminated.sgf"}, QtPath,
        {"LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG=es_ES.UTF-8"});
}

// Every corpus file, checked and printed, whichever path it takes.
void TestCliPaths::addCorpusRows()
{
    if (!testdata::hasCorpus()) return;
    for (const QString &file : testdata::corpusFiles()) {
        const QString path = testdata::corpusDir() + '/' + file;
        for (const QStringList &mode :
             {QStringList{"--check", "--level", "note"}, QStringList{"--check", "--strict"},
              QStringList{"--json"}, QStringList{"--json", "--strict"}})
            QTest::addRow("corpus %s %s", qPrintable(file), qPrintable(mode.join(' ')))
                << (mode + QStringList{path}) << QByteArray() << QStringList() << int(EitherPath);
    }
}

void TestCliPaths::samePaths()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, input);
    QFETCH(QStringList, environment);
    QFETCH(int, path);
    QProcessEnvironment base = testdata::noDisplayEnvironment();
    for (const QString &change : environment) {
        const auto equals = change.indexOf('=');
        if (equals < 0)
            base.remove(change);
        else
            base.insert(change.left(equals), change.mid(equals + 1));
    }
    const auto runWith = [&](const char *choice) {
        QProcessEnvironment chosen = base;
        chosen.insert(QStringLiteral("SGFVIEW_COMMAND_LINE"), QLatin1String(choice));
        return runSgfview(arguments, dir_.path(), input, 120000, chosen);
    };
    const auto qt = runWith("qt");
    const auto plain = runWith("plain");
    const auto usual = runSgfview(arguments, dir_.path(), input, 120000, base);
    QVERIFY(qt.finished && !qt.crashed);
    QVERIFY2(qt.exitCode != 125, qt.err.constData());
    SGFVIEW_COMPARE_RUN(usual, qt.out, qt.err, qt.exitCode);
    if (path == PlainPath) {
        QVERIFY2(plain.exitCode != 125, "the launcher handed it to the Qt program");
        SGFVIEW_COMPARE_RUN(plain, qt.out, qt.err, qt.exitCode);
    } else if (path == QtPath) {
        QVERIFY2(plain.exitCode == 125, "the launcher ran it itself");
    } else if (plain.exitCode != 125) {
        SGFVIEW_COMPARE_RUN(plain, qt.out, qt.err, qt.exitCode);
    }
}

QTEST_APPLESS_MAIN(TestCliPaths)
#include "tst_cli_paths.moc"
