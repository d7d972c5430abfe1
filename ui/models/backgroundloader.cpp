#include "backgroundloader.h"

#include "backgroundpool.h"

#include <QtConcurrent>
#include <new>

namespace sgfview {

namespace {

// Of the progress bar, the part reading and parsing take; laying out the rows is the rest.
constexpr double loadShare = 0.9;

} // namespace

BackgroundLoader::BackgroundLoader(QObject *parent)
    : QObject(parent), load_([](const QString &path, const LoadOptions &options,
                                const DocumentLoader::Progress &progress) {
          return DocumentLoader::load(path, options, progress);
      })
{
    poll_.setInterval(50);
    connect(&poll_, &QTimer::timeout, this,
            [this] { emit progressChanged(shared_ ? shared_->fraction() : 0.0); });
    connect(&watcher_, &QFutureWatcher<Loaded>::finished, this, [this] {
        poll_.stop();
        const Loaded loaded = watcher_.result();
        emit finished(path_, loaded.result, loaded.views);
    });
}

BackgroundLoader::~BackgroundLoader()
{
    cancel();
    wait();
}

void BackgroundLoader::setLoad(Load load)
{
    load_ = std::move(load);
}

// Watching a new future detaches the watcher from the old one, whose worker stops at its
// next progress check; its result is never delivered.
void BackgroundLoader::start(const QString &path, const LoadOptions &options)
{
    cancel();
    path_ = path;
    shared_ = std::make_shared<Shared>();
    LoadOptions withHead = options;
    // Delivered through the GUI thread's queue, so before the finished load; dropped there
    // when another load has started since, or when the whole file is read already (showing
    // its head then only delays the whole). The loader outlives its worker (~BackgroundLoader).
    const auto deliver = [this, path, shared = shared_](LoadResult head) {
        if (shared->cancelled) return;
        DocumentViews views;
        try {
            views = DocumentViews::of(head.document->collection);
        } catch (const std::bad_alloc &) {
            return; // the whole file will say so
        }
        QMetaObject::invokeMethod(
            this,
            [this, path, shared, head = std::move(head), views = std::move(views)] {
                if (shared == shared_ && !shared->cancelled && shared->permille < 1000)
                    emit headLoaded(path, head, views);
            },
            Qt::QueuedConnection);
    };
    withHead.firstGame = deliver;
    withHead.firstRun = deliver;
    watcher_.setFuture(QtConcurrent::run(
        &backgroundPool(), [path, options = withHead, shared = shared_, load = load_] {
            Loaded loaded;
            try {
                loaded.result = load(path, options, [&shared](double fraction) {
                    shared->permille = int(fraction * loadShare * 1000);
                    return !shared->cancelled.load();
                });
                if (loaded.result.document) {
                    const sgf::Collection &collection = loaded.result.document->collection;
                    shared->rowsToLayOut = collection.nodeCount();
                    loaded.views = DocumentViews::of(collection, &shared->rows);
                }
            } catch (const std::bad_alloc &) { // the window keeps what it showed
                loaded.result = LoadResult();
                loaded.result.error = DocumentLoader::notEnoughMemory(std::nullopt, std::nullopt);
            } catch (const TreeRows::Stopped &) {
                loaded.result = DocumentLoader::cancelled();
            }
            shared->permille = 1000;
            return loaded;
        }));
    poll_.start();
    emit started(path);
}

void BackgroundLoader::cancel()
{
    if (!shared_) return;
    shared_->cancelled = true;
    shared_->rows.stop = true;
}

// Reading and parsing take loadShare of the bar, laying out the rows the rest (seconds for a
// gigabyte's 150 million nodes).
double BackgroundLoader::Shared::fraction() const
{
    const std::uint64_t nodes = rowsToLayOut;
    if (permille == 1000 || nodes == 0) return permille / 1000.0;
    return loadShare + (1 - loadShare) * std::min(1.0, double(rows.nodes) / double(nodes));
}

void BackgroundLoader::wait()
{
    watcher_.waitForFinished();
}

} // namespace sgfview
