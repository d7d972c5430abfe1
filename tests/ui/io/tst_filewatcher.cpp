// The file watcher (io/filewatcher.h) on real files: an in-place write and an editor's save
// (a new file renamed over the old one) are told once each, and the file is still watched
// after the rename; a burst of writes is told once; a removed file and one that can no longer
// be read (a folder in its place) are told as such.
#include "io/filewatcher.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using sgfview::FileWatcher;

class TestFileWatcher : public QObject {
    Q_OBJECT

private slots:
    void init();
    void inPlaceWrite();
    void atomicRenameThenAnotherWrite();
    void burstIsToldOnce();
    void removed();
    void unreadable();
    void unchangedIsNotTold();

private:
    void writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }
    // A save as editors do it: a new file beside, renamed over the old one.
    void saveAtomically(const QByteArray &bytes)
    {
        const QString temporary = dir_->filePath(QStringLiteral(".game.sgf.new"));
        writeFile(temporary, bytes);
        QVERIFY(::rename(QFile::encodeName(temporary).constData(),
                         QFile::encodeName(path_).constData()) == 0);
    }
    void watch()
    {
        const QFileInfo info(path_);
        watcher_->watch(path_, info.size(), info.lastModified());
    }
    // The changes told within a while after the last event.
    QList<FileWatcher::Change> told(QSignalSpy &spy, int expected)
    {
        // A missing change shows in the comparison that follows.
        (void)QTest::qWaitFor([&] { return spy.count() >= expected; }, 5000);
        QTest::qWait(FileWatcher::settleMs * 2); // and nothing more after
        QList<FileWatcher::Change> changes;
        for (const auto &arguments : spy) changes << arguments.at(0).value<FileWatcher::Change>();
        return changes;
    }

    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<FileWatcher> watcher_;
    QString path_;
};

void TestFileWatcher::init()
{
    dir_ = std::make_unique<QTemporaryDir>();
    QVERIFY(dir_->isValid());
    path_ = dir_->filePath(QStringLiteral("game.sgf"));
    writeFile(path_, "(;SZ[19];B[pd])");
    watcher_ = std::make_unique<FileWatcher>();
    watch();
}

void TestFileWatcher::inPlaceWrite()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    writeFile(path_, "(;SZ[19];B[pd];W[dd])");
    QCOMPARE(told(spy, 1), QList{FileWatcher::Change::Modified});
}

void TestFileWatcher::atomicRenameThenAnotherWrite()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    saveAtomically("(;SZ[19];B[pd];W[dd])");
    QCOMPARE(told(spy, 1), QList{FileWatcher::Change::Modified});
    // The watcher dropped the old file at the rename; the new one is watched.
    writeFile(path_, "(;SZ[19];B[pd];W[dd];B[pp])");
    QCOMPARE(told(spy, 2), (QList{FileWatcher::Change::Modified, FileWatcher::Change::Modified}));
}

void TestFileWatcher::burstIsToldOnce()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    QByteArray text = "(;SZ[19]";
    for (int i = 0; i < 5; ++i) {
        text += ";B[aa]";
        writeFile(path_, text + ")");
        QTest::qWait(20);
    }
    QCOMPARE(told(spy, 1), QList{FileWatcher::Change::Modified});
}

void TestFileWatcher::removed()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    QVERIFY(QFile::remove(path_));
    QCOMPARE(told(spy, 1), QList{FileWatcher::Change::Removed});
}

// As root a file without permissions still reads; a folder in its place never does.
void TestFileWatcher::unreadable()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    QVERIFY(QFile::remove(path_));
    QVERIFY(QDir().mkdir(path_));
    const QList<FileWatcher::Change> changes = told(spy, 1);
    QVERIFY(!changes.isEmpty());
    QCOMPARE(changes.last(), FileWatcher::Change::Unreadable);
}

void TestFileWatcher::unchangedIsNotTold()
{
    QSignalSpy spy(watcher_.get(), &FileWatcher::changed);
    writeFile(dir_->filePath(QStringLiteral("other.sgf")), "(;)"); // the folder changes
    QTest::qWait(FileWatcher::settleMs * 3);
    QCOMPARE(spy.count(), 0);
}

QTEST_GUILESS_MAIN(TestFileWatcher)
#include "tst_filewatcher.moc"
