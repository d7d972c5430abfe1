// File > Next/Previous File's order (io/foldersiblings.h): a folder's *.sgf files in any
// case, by name as people sort names (case ignored, numbers by value), others left out.
#include "io/foldersiblings.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestFolderSiblings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void order();
    void nextAndPrevious_data();
    void nextAndPrevious();

private:
    QString at(const char *name) const { return dir_.filePath(QLatin1String(name)); }
    QTemporaryDir dir_;
};

void TestFolderSiblings::initTestCase()
{
    QVERIFY(dir_.isValid());
    for (const char *name :
         {"game10.sgf", "game2.sgf", "B.SGF", "a.sgf", "notes.txt", "c.sgf.bak"}) {
        QFile file(at(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(;)");
    }
    QVERIFY(QDir(dir_.path()).mkdir(QStringLiteral("folder.sgf"))); // a folder is no file
}

void TestFolderSiblings::order()
{
    QCOMPARE(sgfview::sgfFilesBeside(at("a.sgf")),
             (QStringList{at("a.sgf"), at("B.SGF"), at("game2.sgf"), at("game10.sgf")}));
}

void TestFolderSiblings::nextAndPrevious_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a -> B") << at("a.sgf") << 1 << at("B.SGF");
    QTest::newRow("B -> game2") << at("B.SGF") << 1 << at("game2.sgf");
    QTest::newRow("game2 -> game10") << at("game2.sgf") << 1 << at("game10.sgf");
    QTest::newRow("game10 is the last") << at("game10.sgf") << 1 << QString();
    QTest::newRow("game10 <- game2") << at("game10.sgf") << -1 << at("game2.sgf");
    QTest::newRow("a is the first") << at("a.sgf") << -1 << QString();
    // f.sgf was removed (or never was): its neighbours by name.
    QTest::newRow("from a file not among them") << at("f.sgf") << 1 << at("game2.sgf");
    QTest::newRow("back from a file not among them") << at("f.sgf") << -1 << at("B.SGF");
    QTest::newRow("past the last from a file not among them") << at("notes.txt") << 1 << QString();
}

void TestFolderSiblings::nextAndPrevious()
{
    QFETCH(QString, from);
    QFETCH(int, step);
    QFETCH(QString, expected);
    QCOMPARE(sgfview::siblingFile(from, step), expected);
}

QTEST_GUILESS_MAIN(TestFolderSiblings)
#include "tst_foldersiblings.moc"
