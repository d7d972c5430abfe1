// Runs a search (sgf::search, sgf::searchMoves) off the GUI thread: hits arrive in batches as
// they are found, in document order, and a new search cancels the one running (its late
// batches are dropped).
#pragma once

#include "io/document.h"
#include "sgf/search.h"

#include <QFuture>
#include <QList>
#include <QObject>
#include <cstdint>
#include <functional>
#include <memory>
#include <stop_token>
#include <vector>

namespace sgfview {

// A hit kept small: 100,000 of them are a few megabytes. The value and its context are read
// again from the document when shown.
struct FoundHit {
    std::uint32_t node = 0;
    std::uint32_t game = 0;
    std::uint32_t property = 0; // index among the node's properties
    std::uint32_t value = 0;
    std::uint32_t begin = 0; // the match, bytes of the value's decoded text (sgf/search.h)
    std::uint32_t end = 0;
};

class SearchRunner : public QObject {
    Q_OBJECT

public:
    explicit SearchRunner(QObject *parent = nullptr);
    ~SearchRunner() override; // cancels, and waits for the worker to see it

    // The search run: calls found for each hit in document order, checks stop.
    using Search = std::function<sgf::SearchEnd(
        const sgf::Collection &, const std::function<bool(const sgf::SearchHit &)> &found,
        std::stop_token stop)>;

    // Cancels the search running, then runs search over document on a worker thread.
    void start(std::shared_ptr<const Document> document, Search search);
    // The same for sgf::search with this matcher and these options.
    void start(std::shared_ptr<const Document> document,
               std::shared_ptr<const sgf::TextMatcher> matcher, sgf::SearchOptions options);
    void cancel();
    bool isRunning() const { return running_; }

signals:
    void found(const std::vector<sgfview::FoundHit> &hits);
    void finished(); // the search ran to its end (not sent when cancelled)

private:
    void deliver(std::uint64_t generation, std::vector<FoundHit> hits, bool last);

    std::uint64_t generation_ = 0; // the search whose batches count; GUI thread only
    std::stop_source stop_;
    QList<QFuture<void>> workers_; // the ones that may still run
    bool running_ = false;
};

} // namespace sgfview
