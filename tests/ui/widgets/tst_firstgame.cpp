// A big collection shows its first game while the rest loads (then the games of its first run),
// and a long game its start, then the whole file takes its place at the node the user went to. The
// load is held at a latch in the worker after it read everything, so what is seen does not depend
// on the machine's speed.
#include "io/documentloader.h"
#include "models/backgroundloader.h"
#include "models/gamecontroller.h"
#include "models/gamelistmodel.h"
#include "widgets/gamelistpanel.h"
#include "window_fixture.h"

#include <QSignalSpy>
#include <atomic>
#include <chrono>
#include <thread>

using namespace sgfview;

class TestFirstGame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstGameShowsWhileTheRestLoads_data();
    void firstGameShowsWhileTheRestLoads();
    void longGameShowsItsStartWhileTheRestLoads();
    void wholeFileReadFirstIsShownAlone();
    void firstRunFollowsTheFirstGame();
    void cancelShowsWhatWasShownBefore();

private:
    QTemporaryDir dir;
};

namespace {

constexpr int laterGames = 4000;

// Bigger than LoadOptions::firstGameFrom: about 5 MB.
QByteArray bigCollection()
{
    QByteArray text = "(;GM[1]SZ[19]GN[first];B[pd]N[m1];W[dp]N[m2];B[pp]N[m3])\n";
    QByteArray game = "(;GM[1]SZ[19]PB[Black]PW[White]";
    for (int i = 0; i < 200; ++i) game += i % 2 ? ";W[dd]" : ";B[pp]";
    game += ")\n";
    for (int i = 0; i < laterGames; ++i) text += game;
    return text;
}

// One game of 700,000 moves: over 4 MB, its nodes far more than the head holds.
QByteArray longGame()
{
    QByteArray text = "(;GM[1]SZ[19]GN[long];B[pd]N[m1];W[dp]N[m2]";
    text.reserve(4'300'000);
    for (int i = 0; i < 700'000; ++i) text += i % 2 ? ";B[pp]" : ";W[dd]";
    return text + ")";
}

// Holds the window's load (after it has read everything) until released; then it fails
// when told to.
std::shared_ptr<std::atomic<bool>> holdLoad(MainWindow &window, bool fails = false)
{
    const auto released = std::make_shared<std::atomic<bool>>(false);
    window.loader()->setLoad([released, fails](const QString &file, const LoadOptions &options,
                                               const DocumentLoader::Progress &progress) {
        LoadResult result = DocumentLoader::load(file, options, progress);
        while (!*released) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (fails) {
            result = LoadResult();
            result.error = QStringLiteral("held and failed");
        }
        return result;
    });
    return released;
}

} // namespace

void TestFirstGame::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
}

void TestFirstGame::firstGameShowsWhileTheRestLoads_data()
{
    QTest::addColumn<bool>("wholeFails");
    QTest::newRow("whole file shown") << false;
    QTest::newRow("whole file fails") << true;
}

void TestFirstGame::firstGameShowsWhileTheRestLoads()
{
    QFETCH(bool, wholeFails);
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString small = testdata::writeFile(dir, QStringLiteral("small.sgf"), "(;GN[small])");
    QVERIFY(testdata::openAndWait(*window, small));
    const QString path = testdata::writeFile(dir, QStringLiteral("big.sgf"), bigCollection());
    QVERIFY(QFileInfo(path).size() >= LoadOptions().firstGameFrom);

    const auto released = holdLoad(*window, wholeFails);
    QSignalSpy finished(window->loader(), &BackgroundLoader::finished);
    window->open(path);
    // The first game alone, while the load is held: the board and the keys work on it.
    QTRY_VERIFY(window->document() &&
                window->document()->path == QFileInfo(path).absoluteFilePath());
    QVERIFY(window->loader()->isRunning());
    QCOMPARE(window->document()->collection.size(), std::size_t(1));
    GameController *controller = window->controller();
    QCOMPARE(controller->current().text("GN"), std::string("first"));
    QTest::keyClick(window.get(), Qt::Key_Right);
    QTest::keyClick(window.get(), Qt::Key_Right);
    QCOMPARE(controller->current().text("N"), std::string("m2"));

    *released = true;
    QTRY_COMPARE(finished.count(), 1);
    QCoreApplication::processEvents();
    if (wholeFails) { // what was shown before comes back
        QCOMPARE(window->document()->collection.size(), std::size_t(1));
        QCOMPARE(controller->current().text("GN"), std::string("small"));
        return;
    }
    // The whole collection, at the node the keys went to.
    QCOMPARE(window->document()->collection.size(), std::size_t(laterGames + 1));
    QCOMPARE(controller->current().text("N"), std::string("m2"));
    QVERIFY(controller->collection().owns(controller->current()));
}

void TestFirstGame::longGameShowsItsStartWhileTheRestLoads()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString path = testdata::writeFile(dir, QStringLiteral("long.sgf"), longGame());
    QVERIFY(QFileInfo(path).size() >= LoadOptions().firstGameFrom);
    const auto released = holdLoad(*window);
    QSignalSpy finished(window->loader(), &BackgroundLoader::finished);
    window->open(path);
    // Its first nodes, while the load is held: the status bar says the rest is being read, no
    // problem is made up for where they end, and the keys work on them.
    QTRY_VERIFY(window->document() &&
                window->document()->path == QFileInfo(path).absoluteFilePath());
    QVERIFY(window->loader()->isRunning());
    const Document &start = *window->document();
    QVERIFY(start.partial);
    QVERIFY(start.collection.nodeCount() >= 1000);
    QVERIFY(start.collection.nodeCount() <= 10'000);
    QVERIFY(start.diagnostics.empty());
    QVERIFY2(window->statusText().contains(QStringLiteral("Reading the rest of the file")),
             qPrintable(window->statusText()));
    GameController *controller = window->controller();
    QTest::keyClick(window.get(), Qt::Key_Right);
    QTest::keyClick(window.get(), Qt::Key_Right);
    QCOMPARE(controller->current().text("N"), std::string("m2"));

    *released = true;
    QTRY_COMPARE(finished.count(), 1);
    QCoreApplication::processEvents();
    // The whole game, at the node the keys went to.
    QVERIFY(!window->document()->partial);
    QCOMPARE(window->document()->collection.nodeCount(), std::size_t(700'003));
    QCOMPARE(controller->current().text("N"), std::string("m2"));
    QVERIFY(controller->collection().owns(controller->current()));
    QVERIFY(!window->statusText().contains(QStringLiteral("Reading the rest of the file")));
}

// When the whole file is read before the window gets to its first game, the first game is not
// shown on the way: the whole is shown at once. The window waits for the load without taking
// events, so both are queued by then.
void TestFirstGame::wholeFileReadFirstIsShownAlone()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString path =
        testdata::writeFile(dir, QStringLiteral("read-first.sgf"), bigCollection());
    QSignalSpy first(window->loader(), &BackgroundLoader::headLoaded);
    QSignalSpy finished(window->loader(), &BackgroundLoader::finished);
    window->open(path);
    window->loader()->wait();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(first.count(), 0);
    QCOMPARE(window->document()->collection.size(), std::size_t(laterGames + 1));
}

// A file of 32 MB or more (here any: LoadOptions::firstRunFrom is 0) shows the games of its first
// run after its first game, at the node the keys went to, with the game list listing them and
// the status bar saying the rest is being read; then the whole collection at that node. The
// run and the whole are each held at a latch in the worker.
void TestFirstGame::firstRunFollowsTheFirstGame()
{
    // The status counts games with the locale's digit groups: 4,001 in English.
    const struct RestoreLocale {
        QLocale locale;
        ~RestoreLocale() { QLocale::setDefault(locale); }
    } restoreLocale{QLocale()};
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString path = testdata::writeFile(dir, QStringLiteral("run.sgf"), bigCollection());
    const auto runReleased = std::make_shared<std::atomic<bool>>(false);
    const auto wholeReleased = std::make_shared<std::atomic<bool>>(false);
    // Released however the test ends: the window waits for its load when it goes.
    const struct Release {
        std::shared_ptr<std::atomic<bool>> run, whole;
        ~Release() { *run = *whole = true; }
    } release{runReleased, wholeReleased};
    const auto waitFor = [](const std::atomic<bool> &released) {
        while (!released) std::this_thread::sleep_for(std::chrono::milliseconds(1));
    };
    window->loader()->setLoad([=](const QString &file, const LoadOptions &options,
                                  const DocumentLoader::Progress &progress) {
        LoadOptions withRun = options;
        withRun.firstRunFrom = 0;
        withRun.firstRun = [=, deliver = options.firstRun](LoadResult run) {
            waitFor(*runReleased);
            deliver(std::move(run));
        };
        LoadResult result = DocumentLoader::load(file, withRun, progress);
        waitFor(*wholeReleased);
        return result;
    });
    QSignalSpy finished(window->loader(), &BackgroundLoader::finished);
    window->open(path);
    QTRY_VERIFY(window->document() &&
                window->document()->path == QFileInfo(path).absoluteFilePath());
    QCOMPARE(window->document()->collection.size(), std::size_t(1));
    GameController *controller = window->controller();
    QTest::keyClick(window.get(), Qt::Key_Right);
    QTest::keyClick(window.get(), Qt::Key_Right);
    QCOMPARE(controller->current().text("N"), std::string("m2"));

    *runReleased = true;
    QTRY_VERIFY(window->document()->collection.size() > 1);
    const Document &run = *window->document();
    // A sixteenth of about 5 MB, in games of about 1.2 KB.
    QVERIFY(run.partial);
    QCOMPARE_GT(run.collection.size(), std::size_t(100));
    QCOMPARE_LT(run.collection.size(), std::size_t(laterGames / 8));
    QCOMPARE(controller->current().text("N"), std::string("m2"));
    QVERIFY(controller->collection().owns(controller->current()));
    QCOMPARE(window->gameListPanel()->model()->rowCount(), int(run.collection.size()));
    QVERIFY2(window->statusText().contains(QStringLiteral("Reading the rest of the file")),
             qPrintable(window->statusText()));
    QVERIFY2(window->statusText().contains(
                 QStringLiteral("Game 1 of the %1 read so far").arg(run.collection.size())),
             qPrintable(window->statusText()));
    QVERIFY(window->loader()->isRunning());

    *wholeReleased = true;
    QTRY_COMPARE(finished.count(), 1);
    QCoreApplication::processEvents();
    QVERIFY(!window->document()->partial);
    QCOMPARE(window->document()->collection.size(), std::size_t(laterGames + 1));
    QCOMPARE(controller->current().text("N"), std::string("m2"));
    QVERIFY(controller->collection().owns(controller->current()));
    QVERIFY2(window->statusText().contains(QStringLiteral("Game 1 of 4,001")),
             qPrintable(window->statusText()));
}

// Cancelling the load while the first game is shown brings back what was shown before: the
// game is only a part of the file, and the status bar no longer says the rest is being read.
void TestFirstGame::cancelShowsWhatWasShownBefore()
{
    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString small = testdata::writeFile(dir, QStringLiteral("before.sgf"), "(;GN[before])");
    QVERIFY(testdata::openAndWait(*window, small));
    const QString path = testdata::writeFile(dir, QStringLiteral("cancelled.sgf"), longGame());
    const auto released = std::make_shared<std::atomic<bool>>(false);
    const struct Release {
        std::shared_ptr<std::atomic<bool>> released;
        ~Release() { *released = true; }
    } release{released};
    // Held after the read; a cancel is seen at the load's last progress report.
    window->loader()->setLoad([released](const QString &file, const LoadOptions &options,
                                         const DocumentLoader::Progress &progress) {
        LoadResult result = DocumentLoader::load(file, options, progress);
        while (!*released) std::this_thread::sleep_for(std::chrono::milliseconds(1));
        if (!progress(1.0)) {
            result = LoadResult();
            result.cancelled = true;
        }
        return result;
    });
    QSignalSpy finished(window->loader(), &BackgroundLoader::finished);
    window->open(path);
    QTRY_VERIFY(window->document() && window->document()->partial);
    QVERIFY(window->statusText().contains(QStringLiteral("Reading the rest of the file")));
    window->loader()->cancel();
    *released = true;
    QTRY_COMPARE(finished.count(), 1);
    QCoreApplication::processEvents();
    QCOMPARE(window->controller()->current().text("GN"), std::string("before"));
    QVERIFY2(!window->statusText().contains(QStringLiteral("Reading the rest of the file")),
             qPrintable(window->statusText()));
}

QTEST_MAIN(TestFirstGame)
#include "tst_firstgame.moc"
