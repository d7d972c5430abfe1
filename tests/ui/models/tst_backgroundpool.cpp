// The window's long work (loading, checking, searching) runs on a pool of its own, and Qt's
// painting, which splits big fills over Qt's global pool and waits for the parts, is not held while
// that work fills every thread of ours.
#include "document_fixture.h"
#include "models/backgroundloader.h"
#include "models/backgroundpool.h"
#include "models/documentchecks.h"
#include "models/gamecontroller.h"
#include "models/searchrunner.h"
#include "sgf/parser.h"

#include <QImage>
#include <QPainter>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>
#include <atomic>
#include <chrono>
#include <thread>

using namespace sgfview;

class TestBackgroundPool : public QObject {
    Q_OBJECT

private slots:
    void paintingIsNotHeldByBackgroundWork();
    void loadsRunOnTheBackgroundPool();
    void searchesRunOnTheBackgroundPool();
    void checksRunOnTheBackgroundPool();
};

namespace {

// Every thread of the background pool busy until released, as the checks of a big file keep
// them; released at the latest when it goes, which waits for the held tasks to end.
class HeldPool {
public:
    HeldPool() : threads_(backgroundPool().maxThreadCount())
    {
        for (int i = 0; i < threads_; ++i)
            backgroundPool().start([this] {
                started_.release();
                release_.acquire();
            });
        started_.acquire(threads_);
    }
    ~HeldPool()
    {
        release();
        backgroundPool().waitForDone(); // the held tasks use the semaphores until they end
    }
    void release()
    {
        if (!released_.exchange(true)) release_.release(threads_);
    }
    bool released() const { return released_; }

private:
    int threads_;
    QSemaphore started_, release_;
    std::atomic<bool> released_ = false;
};

} // namespace

// The background pool held, a window-sized image is painted. A watchdog releases the pool
// after 20 s: had the painting waited for it, it would end only after that.
void TestBackgroundPool::paintingIsNotHeldByBackgroundWork()
{
    HeldPool held;
    std::jthread watchdog([&](std::stop_token stop) {
        for (int i = 0; i < 2000 && !stop.stop_requested(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        held.release();
    });
    QImage image(1400, 900, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        painter.fillRect(image.rect(), QColor(220, 180, 100));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(QColor(0, 0, 0, 128));
        painter.drawEllipse(image.rect());
    }
    const bool paintedFirst = !held.released();
    watchdog.request_stop();
    watchdog.join();
    QVERIFY(paintedFirst);
    QCOMPARE(image.pixelColor(5, 5), QColor(220, 180, 100));
}

void TestBackgroundPool::loadsRunOnTheBackgroundPool()
{
    BackgroundLoader loader;
    std::atomic<bool> onPool = false;
    loader.setLoad([&](const QString &, const LoadOptions &, const DocumentLoader::Progress &) {
        onPool = backgroundPool().contains(QThread::currentThread());
        return LoadResult();
    });
    QSignalSpy finished(&loader, &BackgroundLoader::finished);
    loader.start(QStringLiteral("any.sgf"), LoadOptions());
    QVERIFY(finished.wait(10'000));
    QVERIFY(onPool);
}

void TestBackgroundPool::searchesRunOnTheBackgroundPool()
{
    const auto document =
        testdata::documentOf(sgf::parseCollection("(;C[tenuki])", sgf::ParseOptions::lenient()));
    SearchRunner runner;
    std::atomic<bool> onPool = false;
    QSignalSpy finished(&runner, &SearchRunner::finished);
    runner.start(document,
                 [&](const sgf::Collection &, const std::function<bool(const sgf::SearchHit &)> &,
                     std::stop_token) {
                     onPool = backgroundPool().contains(QThread::currentThread());
                     return sgf::SearchEnd::Finished;
                 });
    QVERIFY(finished.wait(10'000));
    QVERIFY(onPool);
}

// With every thread of the pool held, a document's checks wait; on any other pool the checks
// of one node would be done long before the 200 ms.
void TestBackgroundPool::checksRunOnTheBackgroundPool()
{
    HeldPool held;
    GameController controller;
    DocumentChecks checks(&controller);
    testdata::show(controller,
                   sgf::parseCollection("(;GM[1]SZ[19];B[dd])", sgf::ParseOptions::lenient()));
    QTest::qWait(200);
    const bool waited = checks.isRunning();
    held.release();
    checks.wait();
    QVERIFY(waited);
    QVERIFY(!checks.isRunning());
}

QTEST_MAIN(TestBackgroundPool)
#include "tst_backgroundpool.moc"
