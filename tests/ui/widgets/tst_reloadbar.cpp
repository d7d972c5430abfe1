// Reload when the file changes, in the real window: after an in-place write and after an
// editor's save (a new file renamed over the old one) the bar says so, and Reload (the bar's,
// or File > Reload) keeps the current node by its path and the outline's open rows;
// Reload Automatically reloads without the bar; a deleted file is said so and what is shown
// stays. File > Next/Previous File in Folder walk the folder's SGF files by name.
#include "models/documentsession.h"
#include "models/gamecontroller.h"
#include "node_named.h"
#include "widgets/gametreeview.h"
#include "widgets/reloadbar.h"
#include "window_fixture.h"

#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

using namespace sgfview;

class TestReloadBar : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void inPlaceWriteThenReloadKeepsTheNode();
    void atomicSaveThenReloadKeepsTheNode();
    void fileReloadKeepsNodeAndOpenRows();
    void reloadAutomatically();
    void ignoreHidesTheBar();
    void deletedFileKeepsWhatIsShown();
    void nextAndPreviousFile();

private:
    void writeFile(const QString &path, const QByteArray &bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
    }
    sgf::Node named(const char *name) const
    {
        return testdata::nodeNamed(window->controller()->collection(), name);
    }
    QString current() const
    {
        return QString::fromStdString(window->controller()->current().text("N"));
    }
    bool waitForBar()
    {
        return QTest::qWaitFor([this] { return window->reloadBar()->isVisible(); }, 5000);
    }
    // Reloads by the bar's button and waits for the document.
    bool reloadByTheBar()
    {
        QSignalSpy shown(window.get(), &MainWindow::documentShown);
        window->reloadBar()->reloadButton()->click();
        return QTest::qWaitFor([&] { return shown.count() > 0; }, 20000);
    }
    QAction *action(const QString &text) const
    {
        for (QAction *candidate : window->findChildren<QAction *>())
            if (candidate->text() == text) return candidate;
        return nullptr;
    }

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<QTemporaryDir> settings;
    QString game;
    std::unique_ptr<MainWindow> window;
};

//  r - 1 - a - a2
//        \ b - b2 - c
//        |        \ d
//        \ x - x2 - y
//                 \ z
static const QByteArray gameText =
    "(;N[r];B[pd]N[1](;W[dp]N[a];B[pp]N[a2])(;W[dd]N[b];B[dp]N[b2](;W[pp]N[c])(;W[qq]N[d]))"
    "(;W[cc]N[x];B[ce]N[x2](;W[ee]N[y])(;W[ff]N[z])))";
// The same game with a move more after d, and a comment changed.
static const QByteArray changedText =
    "(;N[r]C[new];B[pd]N[1](;W[dp]N[a];B[pp]N[a2])(;W[dd]N[b];B[dp]N[b2](;W[pp]N[c])"
    "(;W[qq]N[d];B[qd]N[e]))(;W[cc]N[x];B[ce]N[x2](;W[ee]N[y])(;W[ff]N[z])))";

void TestReloadBar::init()
{
    settings = std::make_unique<QTemporaryDir>();
    testdata::isolateSettings(*settings);
    dir = std::make_unique<QTemporaryDir>();
    QVERIFY(dir->isValid());
    game = testdata::writeFile(*dir, QStringLiteral("game.sgf"), gameText);
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, game));
    window->controller()->setCurrent(named("d"));
}

void TestReloadBar::cleanup()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget)) box->close();
    window.reset();
}

void TestReloadBar::inPlaceWriteThenReloadKeepsTheNode()
{
    QVERIFY(!window->reloadBar()->isVisible());
    writeFile(game, changedText);
    QVERIFY(waitForBar());
    QCOMPARE(window->reloadBar()->message(),
             QStringLiteral("game.sgf was changed by another program."));
    QVERIFY(window->reloadBar()->reloadButton()->isVisible());
    QCOMPARE(current(), QStringLiteral("d")); // nothing changes until asked
    QVERIFY(reloadByTheBar());
    QCOMPARE(window->controller()->collection()[0].root().text("C"), std::string("new"));
    QCOMPARE(current(), QStringLiteral("d"));
    QVERIFY(!window->reloadBar()->isVisible());
    // Still watched: the next change is told too.
    writeFile(game, gameText);
    QVERIFY(waitForBar());
}

void TestReloadBar::atomicSaveThenReloadKeepsTheNode()
{
    const QString temporary = dir->filePath(QStringLiteral("game.sgf.new"));
    writeFile(temporary, changedText);
    QVERIFY(::rename(QFile::encodeName(temporary).constData(),
                     QFile::encodeName(game).constData()) == 0);
    QVERIFY(waitForBar());
    QVERIFY(reloadByTheBar());
    QCOMPARE(window->controller()->collection()[0].root().text("C"), std::string("new"));
    QCOMPARE(current(), QStringLiteral("d"));
    // The new file is the one watched.
    writeFile(game, gameText);
    QVERIFY(waitForBar());
}

void TestReloadBar::fileReloadKeepsNodeAndOpenRows()
{
    GameTreeView *tree = window->treeView();
    // Open y's row (which holds the alternative z), which the current node d does not need.
    const QModelIndex y = tree->indexOf(named("y"));
    QVERIFY(y.isValid());
    for (QModelIndex row = y; row.isValid(); row = row.parent()) tree->expand(row); // as clicked
    QVERIFY(tree->isExpanded(y));
    const std::size_t open = tree->openRows().size();
    writeFile(game, changedText);
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    action(QStringLiteral("Re&load"))->trigger(); // F5
    QVERIFY(QTest::qWaitFor([&] { return shown.count() > 0; }, 20000));
    QCOMPARE(current(), QStringLiteral("d"));
    QVERIFY(tree->isExpanded(tree->indexOf(named("y"))));
    QCOMPARE(tree->openRows().size(), open);
}

void TestReloadBar::reloadAutomatically()
{
    window->reloadBar()->autoReloadAction()->setChecked(true);
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    writeFile(game, changedText);
    QVERIFY(QTest::qWaitFor([&] { return shown.count() > 0; }, 20000));
    QCOMPARE(window->controller()->collection()[0].root().text("C"), std::string("new"));
    QCOMPARE(current(), QStringLiteral("d"));
    QVERIFY(!window->reloadBar()->isVisible());
}

void TestReloadBar::ignoreHidesTheBar()
{
    writeFile(game, changedText);
    QVERIFY(waitForBar());
    window->reloadBar()->ignoreButton()->click();
    QVERIFY(!window->reloadBar()->isVisible());
    QCOMPARE(window->controller()->collection()[0].root().text("C"), std::string());
}

void TestReloadBar::deletedFileKeepsWhatIsShown()
{
    QVERIFY(QFile::remove(game));
    QVERIFY(waitForBar());
    QCOMPARE(window->reloadBar()->message(),
             QStringLiteral("game.sgf was deleted or moved away. What is shown stays as it was "
                            "read."));
    QVERIFY(!window->reloadBar()->reloadButton()->isVisible());
    QVERIFY(window->document());
    QCOMPARE(current(), QStringLiteral("d"));
}

void TestReloadBar::nextAndPreviousFile()
{
    const QString game2 = testdata::writeFile(*dir, QStringLiteral("game2.sgf"), "(;N[two])");
    const QString game10 = testdata::writeFile(*dir, QStringLiteral("game10.sgf"), "(;N[ten])");
    testdata::writeFile(*dir, QStringLiteral("notes.txt"), "(;N[no])");
    QAction *next = action(QStringLiteral("Ne&xt File in Folder"));
    QAction *previous = action(QStringLiteral("Pre&vious File in Folder"));
    QVERIFY(next && previous);
    const auto step = [&](QAction *action) {
        QSignalSpy shown(window.get(), &MainWindow::documentShown);
        action->trigger();
        return QTest::qWaitFor([&] { return shown.count() > 0; }, 20000);
    };
    QVERIFY(step(next));
    QCOMPARE(window->document()->path, game2);
    QVERIFY(step(next));
    QCOMPARE(window->document()->path, game10);
    next->trigger(); // the last: stays, and says so
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("This is the folder's last SGF file."));
    QCOMPARE(window->document()->path, game10);
    QVERIFY(step(previous));
    QCOMPARE(window->document()->path, game2);
    QVERIFY(step(previous));
    QCOMPARE(window->document()->path, game);
}

QTEST_MAIN(TestReloadBar)
#include "tst_reloadbar.moc"
