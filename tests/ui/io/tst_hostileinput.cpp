// Hostile and odd files read end to end through DocumentLoader (file, charset, parser): each
// ends in a clear error, with its line and column where the problem is in the text, or in a
// correct tree; never a crash or a hang.
#include "as_nobody.h"
#include "hostile_files.h"
#include "io/documentloader.h"
#include "sgf/parser.h"
#include "sgf/writer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <map>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using sgfview::DocumentLoader;
using sgfview::LoadOptions;
using sgfview::LoadResult;

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    void init();
    void hostileBytes_data();
    void hostileBytes();
    void valuesKeepWhatTheBytesSay();
    void folder();
    void namedPipeIsNotWaitedFor();
    void deviceIsNotRead();
    void linkToNothing();
    void unreadableFile();
    void overASmallLimit();
    void overTheDefaultLimit();
    void fileGrowingWhileRead();
    void fileVanishingAndChanging();
    void fiftyMegabyteComment();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir dir_;
};

void TestHostileInput::init()
{
    QVERIFY(dir_.isValid());
}

QString TestHostileInput::write(const QString &name, const QByteArray &bytes)
{
    QFile file(dir_.filePath(name));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(bytes) != bytes.size())
        return {};
    return file.fileName();
}

static QString quoted(const QString &path)
{
    return QStringLiteral("“%1”").arg(QDir::toNativeSeparators(path));
}

void TestHostileInput::hostileBytes_data()
{
    testdata::addHostileRows();
}

void TestHostileInput::hostileBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, nodes);
    QFETCH(QStringList, diagnostics);
    const QString path = write(QStringLiteral("hostile.sgf"), bytes);
    QVERIFY(!path.isEmpty());
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.cancelled);
    QStringList found;
    for (const auto &diagnostic : result.diagnostics)
        found << QString::fromStdString(sgf::format(diagnostic));
    QVERIFY2(found.size() == diagnostics.size(), qPrintable(found.join('\n')));
    for (int i = 0; i < found.size(); ++i)
        QVERIFY2(found[i].startsWith(diagnostics[i]), qPrintable(found[i]));
    if (!error.isEmpty()) {
        QVERIFY(!result.document);
        QCOMPARE(result.error, error);
        QVERIFY(result.position);
        QCOMPARE(int(result.position->line), line);
        QCOMPARE(int(result.position->column), column);
        return;
    }
    QVERIFY2(result.document, qPrintable(result.error));
    const sgf::Collection &collection = result.document->collection;
    QCOMPARE(int(collection.nodeCount()), nodes);
    // Whatever the bytes were, the text handed on is UTF-8, and the tree is one that writing
    // and strict reading keep as it is.
    QVERIFY(QByteArrayView(collection.text().data(), qsizetype(collection.text().size()))
                .isValidUtf8());
    const auto rewritten = sgf::parseCollection(sgf::write(collection));
    QVERIFY(sgf::sameCollection(rewritten, collection));
}

// What the tree holds for the odd bytes of the table, checked value by value.
void TestHostileInput::valuesKeepWhatTheBytesSay()
{
    const auto comment = [this](const QByteArray &bytes) {
        const LoadResult result = DocumentLoader::load(write(QStringLiteral("value.sgf"), bytes));
        return result.document ? result.document->collection.node(0).text("C") : "(failed)";
    };
    QCOMPARE(comment(testdata::bytesOf("(;C[a\0b])")), std::string("a\0b", 3));
    QCOMPARE(comment(testdata::bytesOf("(\0;\0C\0[\0x\0]\0)\0")), std::string("x"));
    QCOMPARE(comment("(;CA[UTF-8]C[\xC3\x28 bad \xFF])"), std::string("\uFFFD( bad \uFFFD"));
    // Not UTF-8 and naming no charset: guessed, so only "decoded, and as UTF-8" is certain.
    const std::string guessed = comment("(;C[\xC3\x28 bad \xFF])");
    QVERIFY(guessed.find("( bad ") != std::string::npos);
    QVERIFY(QByteArrayView(guessed.data(), qsizetype(guessed.size())).isValidUtf8());
}

void TestHostileInput::folder()
{
    const QString path = dir_.filePath(QStringLiteral("folder.sgf"));
    QVERIFY(QDir().mkpath(path));
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.document);
    QCOMPARE(result.error, "Cannot open " + quoted(path) + ": it is a folder, not a file.");
    QVERIFY(!result.position);
}

// Reading a FIFO would wait for a writer forever.
void TestHostileInput::namedPipeIsNotWaitedFor()
{
    const QString path = dir_.filePath(QStringLiteral("pipe.sgf"));
    QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.document);
    QCOMPARE(result.error, "Cannot open " + quoted(path) + ": it is not a regular file.");
}

// /dev/zero never ends.
void TestHostileInput::deviceIsNotRead()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/zero"))) QSKIP("no /dev/zero here");
    const LoadResult result = DocumentLoader::load(QStringLiteral("/dev/zero"));
    QVERIFY(!result.document);
    QCOMPARE(result.error, QStringLiteral("Cannot open “/dev/zero”: it is not a regular file."));
}

void TestHostileInput::linkToNothing()
{
    const QString path = dir_.filePath(QStringLiteral("loop.sgf"));
    QVERIFY(QFile::link(path, path)); // a link to itself
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.document);
    QCOMPARE(result.error,
             "Cannot open " + quoted(path) + ": it is a link to a file that does not exist.");
}

void TestHostileInput::unreadableFile()
{
    const QString path = write(QStringLiteral("locked.sgf"), "(;GM[1])");
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
    const QString expected = "Cannot open " + quoted(path) + ": Permission denied.";
    if (::geteuid() != 0) {
        const LoadResult result = DocumentLoader::load(path);
        QVERIFY(!result.document);
        QCOMPARE(result.error, expected);
        return;
    }
    // Root reads regardless of permissions (CI runs as root): load as nobody.
    QVERIFY(testdata::letThrough(dir_.path()));
    const testdata::NobodyRun run = testdata::asNobody([&] {
        const LoadResult result = DocumentLoader::load(path);
        return result.document ? QByteArray("loaded") : result.error.toUtf8();
    });
    if (!run.becameNobody) QSKIP("this system does not let a process switch to nobody");
    QVERIFY(run.report);
    const QByteArray *report = &*run.report;
    QCOMPARE(QString::fromUtf8(*report), expected);
}

void TestHostileInput::overASmallLimit()
{
    const QByteArray game("(;GM[1]C[a comment that makes this file 60 bytes long.....])");
    QCOMPARE(game.size(), 60);
    const QString path = write(QStringLiteral("small.sgf"), game);
    LoadOptions options;
    options.sizeLimit = 59;
    const LoadResult refused = DocumentLoader::load(path, options);
    QVERIFY(!refused.document);
    QVERIFY2(refused.error.startsWith("Cannot open " + quoted(path) + ": the file is "),
             qPrintable(refused.error));
    QVERIFY2(refused.error.contains("(60 bytes)"), qPrintable(refused.error));
    QVERIFY2(refused.error.contains("(59 bytes)"), qPrintable(refused.error));
    options.sizeLimit = 60; // at the limit it is read
    QVERIFY(DocumentLoader::load(path, options).document);
}

// Refused by its size before a byte is read: were it read, it would take 2 GiB of memory.
void TestHostileInput::overTheDefaultLimit()
{
    const QString path = dir_.filePath(QStringLiteral("huge.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const qint64 size = (qint64(2) << 30) + 1;
    if (!file.resize(size)) QSKIP("this file system has no sparse files over 2 GiB");
    file.close();
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.document);
    QVERIFY2(result.error.startsWith("Cannot open " + quoted(path) + ": the file is "),
             qPrintable(result.error));
    QVERIFY2(result.error.contains("(2147483649 bytes)"), qPrintable(result.error));
    QVERIFY2(result.error.contains("(2147483648 bytes)"), qPrintable(result.error));
}

// Files under /proc say they are empty and are not: changed between the look and the read.
void TestHostileInput::fileGrowingWhileRead()
{
    const QString path = QStringLiteral("/proc/self/status");
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() != 0)
        QSKIP("no /proc file whose stat size is 0");
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY(!result.document);
    QCOMPARE(result.error, QStringLiteral("Cannot read “/proc/self/status”: it grew while being "
                                          "read (more than the 0 bytes it had)."));
}

// Another program deletes the file and puts a new one of another size in its place, over and
// over, while it is read. Each read must end in the tree of one whole version or in the error
// that says what happened: no file when it was looked at or opened; the file opened deleted,
// with nothing at its path yet; or its path naming the next version. Which one is up to timing,
// so reading goes on until the file has been replaced many times (FileReader's own test makes
// each of them happen on purpose). None of the others may appear: every version is written
// whole before it gets the name, so no file read shrinks or grows, and nothing at the path is
// ever anything but a regular file.
void TestHostileInput::fileVanishingAndChanging()
{
    const QString path = dir_.filePath(QStringLiteral("busy.sgf"));
    const QByteArray versions[] = {"(;GM[1]N[short])", "(;GM[1]N[a longer version];B[aa])"};
    QVERIFY(!write(QStringLiteral("busy.sgf"), versions[0]).isEmpty());
    std::atomic<int> replaced{0};
    // Stops and joins when the test returns, failed or not.
    const std::jthread writer([&](std::stop_token stop) {
        const QString next = dir_.filePath(QStringLiteral("next.sgf"));
        for (int i = 1; !stop.stop_requested(); ++i) {
            QFile::remove(path);
            QFile file(next);
            if (file.open(QIODevice::WriteOnly)) file.write(versions[i % 2]);
            file.close();
            QFile::rename(next, path); // the version appears whole, never half written
            ++replaced;
        }
    });
    const QString name = quoted(path);
    const QString open = QRegularExpression::escape("Cannot open " + name);
    const QString read = QRegularExpression::escape("Cannot read " + name);
    const QRegularExpression expectedError(
        QRegularExpression::anchoredPattern(open + ": the file does not exist\\.|" + read +
                                            ": it (was deleted|changed) while being read\\."));
    std::map<QString, int> outcomes;
    for (int reads = 0; reads < 400 || replaced < 400; ++reads) {
        const LoadResult result = DocumentLoader::load(path);
        if (result.document) {
            const std::string_view text = result.document->collection.text();
            QVERIFY2(text == versions[0].toStdString() || text == versions[1].toStdString(),
                     std::string(text).c_str());
            ++outcomes[QStringLiteral("read whole")];
        } else {
            QVERIFY2(expectedError.match(result.error).hasMatch(), qPrintable(result.error));
            ++outcomes[QString(result.error).remove(name)];
        }
    }
    for (const auto &[outcome, count] : outcomes) qInfo("%6d x %s", count, qPrintable(outcome));
}

void TestHostileInput::fiftyMegabyteComment()
{
    const QByteArray comment(50 << 20, 'x');
    const QString path =
        write(QStringLiteral("long-comment.sgf"), "(;GM[1]C[" + comment + "];B[aa]C[after it])");
    const LoadResult result = DocumentLoader::load(path);
    QVERIFY2(result.document, qPrintable(result.error));
    const sgf::Collection &collection = result.document->collection;
    QCOMPARE(collection.nodeCount(), std::size_t(2));
    QCOMPARE(collection.node(0).raw("C").size(), std::size_t(comment.size()));
    QCOMPARE(collection.node(1).text("C"), std::string("after it"));
    QVERIFY(result.document->diagnostics.empty());
}

QTEST_APPLESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
