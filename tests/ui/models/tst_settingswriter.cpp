// Settings written off the window's thread: in the order written, all in the settings once
// flushed, and written on a thread of their own.
#include "models/settingswriter.h"
#include "temp_settings.h"

#include <QElapsedTimer>
#include <QLockFile>
#include <QSettings>
#include <QTest>

using namespace sgfview;

class TestSettingsWriter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writesKeepTheirOrder();
    void writesAreOffTheCallersThread();

private:
    QTemporaryDir dir;
};

void TestSettingsWriter::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
}

void TestSettingsWriter::writesKeepTheirOrder()
{
    for (int i = 1; i <= 200; ++i) {
        settingswriter::write(QStringLiteral("test/counter"), i);
        settingswriter::write(QStringLiteral("test/key%1").arg(i % 7), i);
    }
    settingswriter::flush();
    QCOMPARE(QSettings().value(QStringLiteral("test/counter")).toInt(), 200);
    for (int k = 0; k < 7; ++k) // the last i with i % 7 == k
        QCOMPARE(QSettings().value(QStringLiteral("test/key%1").arg(k)).toInt(),
                 200 - (200 - k) % 7);
}

void TestSettingsWriter::writesAreOffTheCallersThread()
{
    // A write held up (here: by the settings' lock file taken by hand) does not hold the
    // caller; it lands once the lock is gone.
    QSettings held;
    const QString lockPath = held.fileName() + QStringLiteral(".lock");
    QLockFile lock(lockPath);
    QVERIFY(lock.tryLock(0));
    QElapsedTimer timer;
    timer.start();
    settingswriter::write(QStringLiteral("test/late"), 1);
    QVERIFY(timer.elapsed() < 1000);
    lock.unlock();
    settingswriter::flush();
    QCOMPARE(QSettings().value(QStringLiteral("test/late")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestSettingsWriter)
#include "tst_settingswriter.moc"
