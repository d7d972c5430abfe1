// Open Recent's list: the last ten files, most recent first, each once, as absolute paths,
// kept across runs; removing and clearing are kept too.
#include "models/recentfiles.h"
#include "temp_settings.h"

#include <QSignalSpy>
#include <QTest>

using namespace sgfview;

class TestRecentFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void lastTenMostRecentFirst();
    void reopenedFileMovesToTheTop();
    void pathsAreAbsolute();
    void keptAcrossRuns();
    void removeAndClear();

private:
    QString path(int i) const { return dir.filePath(QStringLiteral("game%1.sgf").arg(i)); }
    QTemporaryDir dir;
};

void TestRecentFiles::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
}

void TestRecentFiles::init()
{
    RecentFiles().clear();
}

void TestRecentFiles::lastTenMostRecentFirst()
{
    RecentFiles recent;
    QSignalSpy changed(&recent, &RecentFiles::changed);
    for (int i = 1; i <= 12; ++i) recent.add(path(i));
    QCOMPARE(changed.count(), 12);
    QStringList expected;
    for (int i = 12; i >= 3; --i) expected << path(i); // 1 and 2 fell off the end
    QCOMPARE(recent.files(), expected);
}

void TestRecentFiles::reopenedFileMovesToTheTop()
{
    RecentFiles recent;
    for (int i = 1; i <= 3; ++i) recent.add(path(i));
    recent.add(path(1));
    QCOMPARE(recent.files(), (QStringList{path(1), path(3), path(2)}));
}

void TestRecentFiles::pathsAreAbsolute()
{
    RecentFiles recent;
    QVERIFY(QDir::setCurrent(dir.path()));
    recent.add(QStringLiteral("relative.sgf"));
    recent.add(dir.filePath(QStringLiteral("relative.sgf"))); // the same file: listed once
    QCOMPARE(recent.files(), QStringList{dir.filePath(QStringLiteral("relative.sgf"))});
}

void TestRecentFiles::keptAcrossRuns()
{
    {
        RecentFiles recent;
        for (int i = 1; i <= 11; ++i) recent.add(path(i));
    }
    RecentFiles next;
    QCOMPARE(next.files().size(), RecentFiles::maximum);
    QCOMPARE(next.files().first(), path(11));
    QCOMPARE(next.files().last(), path(2));
}

void TestRecentFiles::removeAndClear()
{
    RecentFiles recent;
    for (int i = 1; i <= 3; ++i) recent.add(path(i));
    recent.remove(path(2));
    QCOMPARE(RecentFiles().files(), (QStringList{path(3), path(1)}));
    QSignalSpy changed(&recent, &RecentFiles::changed);
    recent.remove(path(2)); // not listed: nothing changes
    QCOMPARE(changed.count(), 0);
    recent.clear();
    QVERIFY(RecentFiles().files().isEmpty());
}

QTEST_GUILESS_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
