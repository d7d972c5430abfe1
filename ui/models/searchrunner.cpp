#include "searchrunner.h"

#include "backgroundpool.h"

#include <QtConcurrent/QtConcurrentRun>
#include <chrono>

namespace sgfview {

SearchRunner::SearchRunner(QObject *parent) : QObject(parent) {}

SearchRunner::~SearchRunner()
{
    stop_.request_stop();
    for (QFuture<void> &worker : workers_) worker.waitForFinished();
}

void SearchRunner::cancel()
{
    stop_.request_stop();
    ++generation_;
    running_ = false;
    workers_.removeIf([](const QFuture<void> &worker) { return worker.isFinished(); });
}

void SearchRunner::start(std::shared_ptr<const Document> document,
                         std::shared_ptr<const sgf::TextMatcher> matcher,
                         sgf::SearchOptions options)
{
    if (!matcher) {
        cancel();
        return;
    }
    start(std::move(document),
          [matcher = std::move(matcher), options = std::move(options)](
              const sgf::Collection &collection,
              const std::function<bool(const sgf::SearchHit &)> &found, std::stop_token stop) {
              return sgf::search(collection, options, *matcher, found, std::move(stop));
          });
}

void SearchRunner::start(std::shared_ptr<const Document> document, Search search)
{
    cancel();
    if (!document || !search) return;
    stop_ = std::stop_source();
    running_ = true;
    const std::uint64_t generation = generation_;
    workers_ << QtConcurrent::run(&backgroundPool(), [this, generation,
                                                      document = std::move(document),
                                                      search = std::move(search),
                                                      stop = stop_.get_token()] {
        using Clock = std::chrono::steady_clock;
        // Small batches first, so that the first hits show at once; then about 20 a second.
        constexpr auto interval = std::chrono::milliseconds(50);
        constexpr std::size_t batchLimit = 4096;
        std::vector<FoundHit> batch;
        auto lastSent = Clock::now() - interval;
        const auto end = search(
            document->collection,
            [&](const sgf::SearchHit &hit) {
                batch.push_back({hit.node.index(), std::uint32_t(hit.game),
                                 std::uint32_t(hit.propertyIndex), std::uint32_t(hit.valueIndex),
                                 std::uint32_t(hit.match.begin), std::uint32_t(hit.match.end)});
                if (batch.size() >= batchLimit || Clock::now() - lastSent >= interval) {
                    deliver(generation, std::move(batch), false);
                    batch.clear();
                    lastSent = Clock::now();
                }
                return !stop.stop_requested();
            },
            stop);
        if (end == sgf::SearchEnd::Finished) deliver(generation, std::move(batch), true);
    });
}

// Runs on the worker: hands the batch to the GUI thread, where the generation is compared.
void SearchRunner::deliver(std::uint64_t generation, std::vector<FoundHit> hits, bool last)
{
    QMetaObject::invokeMethod(
        this,
        [this, generation, hits = std::move(hits), last] {
            if (generation != generation_) return; // a search since cancelled
            if (!hits.empty()) emit found(hits);
            if (last) {
                running_ = false;
                emit finished();
            }
        },
        Qt::QueuedConnection);
}

} // namespace sgfview
