// FileReader: every way a file can fail to be read, the size limit (refused before reading),
// size changes seen while reading, and changedSince.
#include "io/filereader.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <unistd.h>

using sgfview::FileReader;

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
    void changedSince();

private:
    QString write(const QString &name, const QByteArray &content);
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
    // Root reads regardless of permissions; then there is nothing to test here.
    if (::geteuid() == 0) QSKIP("running as root: chmod 000 does not stop reading");
    const auto result = FileReader::read(path);
    QVERIFY(!result.ok());
    QVERIFY(result.bytes.empty());
    QVERIFY2(result.error.contains("ermission"), qPrintable(result.error));
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
