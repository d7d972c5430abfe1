// FileReader: every way a file can fail to be read, the size limit (refused before reading),
// size changes seen while reading, the file changed in every way at each step of reading, and
// changedSince.
#include "as_nobody.h"
#include "io/filereader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <sys/stat.h>
#include <unistd.h>

using sgfview::FileReader;
using Step = FileReader::Step;
Q_DECLARE_METATYPE(Step)

namespace {

// What another program does to the file at a step of reading.
enum class Change {
    Remove,
    MoveAway,
    ReplaceWithAnother, // a new file renamed over it, as editors save
    ReplaceWithLarger,  // the same, over the limit of 30 bytes
    ReplaceWithLinkToNothing,
    ReplaceWithFifo,
    ReplaceWithFolder,
    Append,
    Truncate,
    SetModificationTime, // same bytes, another time: as after a rewrite of the same size
};

} // namespace
Q_DECLARE_METATYPE(Change)

class TestFileReader : public QObject {
    Q_OBJECT

private slots:
    void init();
    void readsTheWholeFile();
    void emptyFileIsNoError();
    void missingFile();
    void linkToMissingFile();
    void directory();
    void notARegularFile();
    void unreadableFile();
    void largerThanTheLimitIsRefused();
    void largerThanTheDefaultLimitIsRefused();
    void sizeMismatchWhileReading_data();
    void sizeMismatchWhileReading();
    void fileLargerThanItsStatIsReported();
    void changedAtEachStep_data();
    void changedAtEachStep();
    void changedSince();
    void readReportsProgress_data();
    void readReportsProgress();
    void streamUpToTheLimit_data();
    void streamUpToTheLimit();

private:
    QString write(const QString &name, const QByteArray &content);
    bool change(Change change, const QString &path);
    QTemporaryDir dir_;
};

void TestFileReader::init()
{
    QVERIFY(dir_.isValid());
}

QString TestFileReader::write(const QString &name, const QByteArray &content)
{
    const QString path = dir_.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) return {};
    return path;
}

void TestFileReader::readsTheWholeFile()
{
    const QByteArray content("(;GM[1]C[\xE5\x9B\xB4\xE6\xA3\x8B])\n");
    const QString path = write("game.sgf", content);
    const auto result = FileReader::read(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(QByteArray::fromStdString(result.bytes), content);
    QCOMPARE(result.size, content.size());
    QCOMPARE(result.modified, QFileInfo(path).lastModified());
}

void TestFileReader::readReportsProgress_data()
{
    QTest::addColumn<bool>("stop");
    QTest::newRow("read to the end") << false;
    QTest::newRow("stopped after the first piece") << true;
}

// A read with progress reports the fraction read after each piece (two and a half pieces: three
// reports, the last 1), and stops when told to.
void TestFileReader::readReportsProgress()
{
    QFETCH(bool, stop);
    const qint64 size = FileReader::progressPiece * 5 / 2;
    const QString path = write("pieces.sgf", QByteArray(size, ';'));
    QVERIFY(!path.isEmpty());
    QList<double> reported;
    const auto result = FileReader::read(path, FileReader::defaultLimit, {}, [&](double fraction) {
        reported << fraction;
        return !stop;
    });
    if (stop) {
        QCOMPARE(reported, QList<double>{0.4});
        QVERIFY(result.cancelled);
        QVERIFY(!result.ok());
        QVERIFY(result.bytes.empty());
        return;
    }
    QCOMPARE(reported, (QList<double>{0.4, 0.8, 1.0}));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(!result.cancelled);
    QCOMPARE(qint64(result.bytes.size()), size);
}

void TestFileReader::emptyFileIsNoError()
{
    const auto result = FileReader::read(write("empty.sgf", {}));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.bytes.empty());
    QCOMPARE(result.size, 0);
}

void TestFileReader::missingFile()
{
    const QString path = dir_.filePath("missing.sgf");
    const auto result = FileReader::read(path);
    QVERIFY(!result.ok());
    QVERIFY(result.bytes.empty());
    QVERIFY2(result.error.contains("does not exist"), qPrintable(result.error));
    QVERIFY2(result.error.contains(QDir::toNativeSeparators(path)), qPrintable(result.error));
}

void TestFileReader::linkToMissingFile()
{
    const QString link = dir_.filePath("link.sgf");
    QVERIFY(QFile::link(dir_.filePath("gone.sgf"), link));
    const auto result = FileReader::read(link);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains("link"), qPrintable(result.error));
}

void TestFileReader::directory()
{
    const auto result = FileReader::read(dir_.path());
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains("folder"), qPrintable(result.error));
}

void TestFileReader::notARegularFile()
{
    if (!QFileInfo::exists("/dev/null")) QSKIP("no /dev/null here");
    const auto result = FileReader::read("/dev/null");
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains("not a regular file"), qPrintable(result.error));
}

void TestFileReader::unreadableFile()
{
    const QString path = write("locked.sgf", "(;)");
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
    if (::geteuid() != 0) {
        const auto result = FileReader::read(path);
        QVERIFY(!result.ok());
        QVERIFY(result.bytes.empty());
        QVERIFY2(result.error.contains("ermission"), qPrintable(result.error));
        return;
    }
    // Root reads regardless of permissions (CI runs as root): read as nobody.
    QVERIFY(testdata::letThrough(dir_.path()));
    const testdata::NobodyRun run = testdata::asNobody([&] {
        const auto result = FileReader::read(path);
        return (result.ok() ? QByteArray("read") : result.error.toUtf8()) +
               (result.bytes.empty() ? "" : " (with bytes)");
    });
    if (!run.becameNobody) QSKIP("this system does not let a process switch to nobody");
    QVERIFY(run.report);
    const QByteArray *report = &*run.report;
    QVERIFY2(report->startsWith("Cannot open"), report->constData());
    QVERIFY2(report->contains("ermission"), report->constData());
    QVERIFY2(!report->contains("with bytes"), report->constData());
}

void TestFileReader::largerThanTheLimitIsRefused()
{
    const QString path = dir_.filePath("sparse.sgf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(1'000'001)); // sparse: no data written
    file.close();
    const auto result = FileReader::read(path, 1'000'000);
    QVERIFY(!result.ok());
    QVERIFY(result.bytes.empty());
    QVERIFY2(result.error.contains("1000001 bytes"), qPrintable(result.error));
    QVERIFY2(result.error.contains("1000000 bytes"), qPrintable(result.error));
    QVERIFY(FileReader::read(path, 1'000'001).ok()); // at the limit it is read
}

void TestFileReader::largerThanTheDefaultLimitIsRefused()
{
    const QString path = dir_.filePath("huge.sgf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    const qint64 size = FileReader::defaultLimit + 1;
    if (!file.resize(size)) QSKIP("this file system has no sparse files of 2 GiB");
    file.close();
    // Were it read, this would take 2 GiB of memory; refused, it takes nothing.
    const auto result = FileReader::read(path);
    QVERIFY(!result.ok());
    QVERIFY(result.bytes.empty());
    QVERIFY2(result.error.contains(QString::number(size) + " bytes"), qPrintable(result.error));
    QVERIFY2(result.error.contains("2147483648 bytes"), qPrintable(result.error));
}

void TestFileReader::sizeMismatchWhileReading_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<qint64>("statedSize");
    QTest::addColumn<QString>("error");

    QTest::newRow("same size") << QByteArray("(;)") << qint64(3) << QString();
    QTest::newRow("shrank") << QByteArray("(;)") << qint64(10) << "shrank";
    QTest::newRow("shrank to nothing") << QByteArray() << qint64(1) << "shrank";
    QTest::newRow("grew") << QByteArray("(;GM[1])") << qint64(3) << "grew";
    QTest::newRow("grew from nothing") << QByteArray("x") << qint64(0) << "grew";
}

void TestFileReader::sizeMismatchWhileReading()
{
    QFETCH(QByteArray, content);
    QFETCH(qint64, statedSize);
    QFETCH(QString, error);
    QBuffer device(&content);
    QVERIFY(device.open(QIODevice::ReadOnly));
    std::string bytes;
    const QString problem = FileReader::readExactly(device, statedSize, bytes);
    if (error.isEmpty()) {
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(QByteArray::fromStdString(bytes), content);
    } else {
        QVERIFY2(problem.contains(error), qPrintable(problem));
        QVERIFY(bytes.empty());
    }
}

void TestFileReader::streamUpToTheLimit_data()
{
    QTest::addColumn<qint64>("size");
    QTest::addColumn<qint64>("limit");
    QTest::addColumn<bool>("refused");
    QTest::newRow("empty") << qint64(0) << qint64(10) << false;
    QTest::newRow("under") << qint64(9) << qint64(10) << false;
    QTest::newRow("at the limit") << qint64(10) << qint64(10) << false;
    QTest::newRow("one byte over") << qint64(11) << qint64(10) << true;
    // Read a megabyte at a time: the limit falls inside, at and past a chunk.
    QTest::newRow("3 MB, limit 2.5 MB") << qint64(3'000'000) << qint64(2'500'000) << true;
    QTest::newRow("2 MiB, limit 2 MiB") << qint64(2 << 20) << qint64(2 << 20) << false;
    QTest::newRow("2 MiB + 1, limit 2 MiB") << qint64((2 << 20) + 1) << qint64(2 << 20) << true;
}

// Standard input has no size to look at first: it is read until it ends or passes the limit.
void TestFileReader::streamUpToTheLimit()
{
    QFETCH(qint64, size);
    QFETCH(qint64, limit);
    QFETCH(bool, refused);
    QByteArray content(size, '\0');
    for (qint64 i = 0; i < size; ++i) content[i] = char('a' + i % 26);
    QBuffer device(&content);
    QVERIFY(device.open(QIODevice::ReadOnly));
    const sgfview::FileReadResult result =
        sgfview::FileReader::readStream(device, QStringLiteral("<stdin>"), limit);
    if (refused) {
        QVERIFY(!result.ok());
        QVERIFY(result.bytes.empty());
        QVERIFY2(
            result.error.startsWith(QStringLiteral("Cannot read “<stdin>”: it holds more than")),
            qPrintable(result.error));
        QVERIFY2(result.error.contains(QString::number(limit) + QStringLiteral(" bytes")),
                 qPrintable(result.error));
        QVERIFY(device.pos() <= limit + 1); // read no further
    } else {
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(QByteArray::fromStdString(result.bytes), content);
        QCOMPARE(result.size, size);
    }
}

// Files under /proc say they are empty and are not: a real file whose size changes between
// the look and the read.
void TestFileReader::fileLargerThanItsStatIsReported()
{
    const QString path = "/proc/self/status";
    if (!QFileInfo(path).isFile() || QFileInfo(path).size() != 0)
        QSKIP("no /proc file whose stat size is 0");
    const auto result = FileReader::read(path);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.contains("grew while being read"), qPrintable(result.error));
}

bool TestFileReader::change(Change change, const QString &path)
{
    const QString other = dir_.filePath("other.sgf");
    const auto replaceWith = [&](const QByteArray &content) {
        return !write("other.sgf", content).isEmpty() &&
               std::rename(QFile::encodeName(other).constData(),
                           QFile::encodeName(path).constData()) == 0;
    };
    QFile file(path);
    switch (change) {
    case Change::Remove:
        return QFile::remove(path);
    case Change::MoveAway:
        return QFile::rename(path, dir_.filePath("moved.sgf"));
    case Change::ReplaceWithAnother:
        return replaceWith("(;GM[1]C[another version])");
    case Change::ReplaceWithLarger:
        return replaceWith(QByteArray(28, ' ') + "(;)");
    case Change::ReplaceWithLinkToNothing:
        return QFile::remove(path) && QFile::link(dir_.filePath("nowhere.sgf"), path);
    case Change::ReplaceWithFifo:
        return QFile::remove(path) && ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
    case Change::ReplaceWithFolder:
        return QFile::remove(path) && QDir().mkdir(path);
    case Change::Append:
        return file.open(QIODevice::Append) && file.write("x") == 1;
    case Change::Truncate:
        return file.resize(3);
    case Change::SetModificationTime:
        return file.open(QIODevice::ReadWrite) &&
               file.setFileTime(QFileInfo(path).lastModified().addSecs(-60),
                                QFileDevice::FileModificationTime);
    }
    return false;
}

void TestFileReader::changedAtEachStep_data()
{
    QTest::addColumn<Step>("step");
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("error"); // %1 for the quoted path; empty when read whole
    QTest::addColumn<QByteArray>("bytes");
    const auto fails = [](const char *name, Step step, Change change, const QString &error) {
        QTest::newRow(name) << step << change << error << QByteArray();
    };

    // Between the look at the path and opening: what is opened is checked again.
    fails("looked, removed", Step::Looked, Change::Remove,
          "Cannot open %1: the file does not exist.");
    fails("looked, replaced by a link to nothing", Step::Looked, Change::ReplaceWithLinkToNothing,
          "Cannot open %1: it is a link to a file that does not exist.");
    // Opening a FIFO would wait for a writer: this row hangs if it does.
    fails("looked, replaced by a FIFO", Step::Looked, Change::ReplaceWithFifo,
          "Cannot open %1: it is not a regular file.");
    fails("looked, replaced by a folder", Step::Looked, Change::ReplaceWithFolder,
          "Cannot open %1: it is a folder, not a file.");
    // The file opened is whole and unchanged while read: it is what is read.
    QTest::newRow("looked, replaced by another file")
        << Step::Looked << Change::ReplaceWithAnother << QString()
        << QByteArray("(;GM[1]C[another version])");
    // The limit holds for the file opened (31 bytes), not the one looked at (8 bytes).
    const auto size = [](int bytes) {
        return QLocale::system().formattedDataSize(bytes) +
               QStringLiteral(" (%1 bytes)").arg(bytes);
    };
    fails("looked, replaced by a larger file", Step::Looked, Change::ReplaceWithLarger,
          "Cannot open %1: the file is " + size(31) + ", more than the " + size(30) +
              " this viewer reads.");

    // Between opening and reading: the open file is compared with itself and with the path.
    fails("opened, removed", Step::Opened, Change::Remove,
          "Cannot read %1: it was deleted while being read.");
    fails("opened, moved away", Step::Opened, Change::MoveAway,
          "Cannot read %1: it was moved while being read.");
    fails("opened, replaced by another file", Step::Opened, Change::ReplaceWithAnother,
          "Cannot read %1: it changed while being read.");
    fails("opened, replaced by a FIFO", Step::Opened, Change::ReplaceWithFifo,
          "Cannot read %1: it changed while being read.");
    fails("opened, appended to", Step::Opened, Change::Append,
          "Cannot read %1: it grew while being read (more than the 8 bytes it had).");
    fails("opened, truncated", Step::Opened, Change::Truncate,
          "Cannot read %1: it shrank while being read (3 of the 8 bytes it had).");
    fails("opened, written to at the same size", Step::Opened, Change::SetModificationTime,
          "Cannot read %1: it changed while being read.");
}

void TestFileReader::changedAtEachStep()
{
    QFETCH(Step, step);
    QFETCH(Change, change);
    QFETCH(QString, error);
    QFETCH(QByteArray, bytes);
    // A file of its own: a FIFO left behind by another row would make writing it wait.
    const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(' ', '-') + ".sgf";
    const QString path = write(name, "(;GM[1])");
    QVERIFY(!path.isEmpty());
    int changes = 0;
    const auto result = FileReader::read(path, 30, [&](Step at) {
        if (at == step && this->change(change, path)) ++changes;
    });
    QCOMPARE(changes, 1);
    if (error.isEmpty()) {
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(QByteArray::fromStdString(result.bytes), bytes);
        QCOMPARE(result.size, bytes.size());
        QCOMPARE(result.modified, QFileInfo(path).lastModified());
    } else {
        QCOMPARE(result.error,
                 error.arg(QStringLiteral("“%1”").arg(QDir::toNativeSeparators(path))));
        QVERIFY(result.bytes.empty());
    }
}

void TestFileReader::changedSince()
{
    const QString path = write("watched.sgf", "(;GM[1])");
    const auto result = FileReader::read(path);
    QVERIFY(result.ok());
    QVERIFY(!FileReader::changedSince(path, result.size, result.modified));

    // Same size, another modification time.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(result.modified.addSecs(-60), QFileDevice::FileModificationTime));
    file.close();
    QVERIFY(FileReader::changedSince(path, result.size, result.modified));

    // Another size, the same modification time.
    QVERIFY(file.open(QIODevice::Append));
    file.write("\n");
    QVERIFY(file.flush()); // before the time is set, or closing would write after it
    QVERIFY(file.setFileTime(result.modified, QFileDevice::FileModificationTime));
    file.close();
    QCOMPARE(QFileInfo(path).lastModified(), result.modified);
    QVERIFY(FileReader::changedSince(path, result.size, result.modified));

    QVERIFY(QFile::remove(path));
    QVERIFY(FileReader::changedSince(path, result.size, result.modified));
}

QTEST_APPLESS_MAIN(TestFileReader)
#include "tst_filereader.moc"
