// The window's long work (loading, searching) runs on a pool of its own, and Qt's painting,
// which splits big fills over Qt's global pool and waits for the parts, is not held while
// that work fills every thread of ours.
#include "io/document.h"
#include "models/backgroundloader.h"
#include "models/backgroundpool.h"
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
};

// Every thread of the pool busy until released, as a check of a big file keeps them; painting a
// window-sized image meanwhile. A watchdog releases the threads after 20 s: had the painting
// waited for them, it would end only after that.
void TestBackgroundPool::paintingIsNotHeldByBackgroundWork()
{
    QThreadPool &pool = backgroundPool();
    const int threads = pool.maxThreadCount();
    QSemaphore started, release;
    for (int i = 0; i < threads; ++i)
        pool.start([&] {
            started.release();
            release.acquire();
        });
    started.acquire(threads);
    std::atomic<bool> released = false;
    std::jthread watchdog([&](std::stop_token stop) {
        for (int i = 0; i < 2000 && !stop.stop_requested(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        released = true;
        release.release(threads);
    });
    QImage image(1400, 900, QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        painter.fillRect(image.rect(), QColor(220, 180, 100));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setBrush(QColor(0, 0, 0, 128));
        painter.drawEllipse(image.rect());
    }
    const bool paintedFirst = !released;
    watchdog.request_stop();
    watchdog.join();
    pool.waitForDone();
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
    auto document = std::make_shared<Document>();
    document->collection = sgf::parseCollection("(;C[tenuki])", sgf::ParseOptions::lenient());
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

QTEST_MAIN(TestBackgroundPool)
#include "tst_backgroundpool.moc"
