#include "findreport.h"

#include "sgf/collection_runs.h"
#include "sgf/diagnostic.h"
#include "sgf/move_numbers.h"
#include "sgf/parser.h"
#include "sgf_internal/record_vector_p.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace sgfview {

namespace {

struct Hit {
    std::uint64_t offset; // of the value's '['
    std::size_t game;     // counted from 1
    int move;
    std::size_t contextEnd; // in its part's contexts, where the previous hit's context ends
};

// A run of whole games searched on a thread of its own. Its hits are placed from `from`, the
// '[' of its first value (0 for the first part), which cuts no character and no line break;
// its placing goes on to the next part's `from` (when a later part has hits), so that each
// part's lines and columns follow from the part before it without another walk over the text.
struct Part {
    std::uint32_t firstNode = 0;
    std::uint32_t endNode = 0;
    std::uint64_t from = 0;
    std::optional<std::uint64_t> next; // the next part's from
    // Both grow from room reserved up front, backed by huge pages where the system has them:
    // growing them a page and a copy at a time cost more than finding the hits.
    sgf::RecordVector<Hit> hits;
    std::string contexts;                 // the hits' contexts, one after the other
    std::vector<sgf::Position> positions; // of the hits (then of next), counted from `from`
    std::size_t gameBase = 0;             // the games before its collection's first
    std::exception_ptr failure;
};

// Parts are worth threads from this size of text on. A big text is cut into several parts a
// thread, which the threads take one after the other: the cost of a part follows its
// comments, not its nodes, and equal shares of nodes left one thread idle for a third of the
// search.
constexpr std::size_t bytesForParts = std::size_t(4) << 20;
constexpr unsigned partsPerThread = 8;

unsigned threadsFor(const sgf::Collection &collection)
{
    if (collection.text().size() < bytesForParts) return 1;
    return std::clamp(std::thread::hardware_concurrency(), 1u, 8u);
}

// The '[' of the first value at or after node, if any node there has one.
std::optional<std::uint64_t> firstValueFrom(const sgf::Collection &collection, std::uint32_t node,
                                            std::uint32_t end)
{
    for (; node < end; ++node) {
        for (const sgf::Property property : collection.node(node).properties())
            if (property.valueCount() > 0) return property.value(0).offset() - 1;
    }
    return std::nullopt;
}

// The options' nodes cut at game roots into about `wanted` parts of equal node counts (one
// part for a single game).
std::vector<Part> partsOf(const sgf::Collection &collection, const sgf::SearchOptions &options,
                          unsigned wanted)
{
    const auto nodeCount = std::uint32_t(collection.nodeCount());
    const std::uint32_t first = std::min(options.firstNode, nodeCount);
    const std::uint32_t end = std::min(options.endNode, nodeCount);
    std::vector<Part> parts(1);
    parts.front().firstNode = first;
    parts.front().endNode = end;
    const std::size_t games = collection.size();
    for (unsigned k = 1; k < wanted; ++k) {
        const std::uint32_t target = first + std::uint32_t(std::uint64_t(end - first) * k / wanted);
        // The first game whose root is at or after target (roots are in document order).
        std::size_t low = 0, high = games;
        while (low < high) {
            const std::size_t middle = low + (high - low) / 2;
            if (collection.tree(middle).root().index() < target)
                low = middle + 1;
            else
                high = middle;
        }
        if (low == games) break;
        const std::uint32_t cut = collection.tree(low).root().index();
        if (cut <= parts.back().firstNode || cut >= end) continue;
        const auto from = firstValueFrom(collection, cut, end);
        if (!from) break; // no value from there on: nothing to find there
        parts.back().endNode = cut;
        parts.back().next = *from;
        Part part;
        part.firstNode = cut;
        part.endNode = end;
        part.from = *from;
        parts.push_back(std::move(part));
    }
    return parts;
}

void searchPart(Part &part, const sgf::Collection &collection, sgf::SearchOptions options,
                const sgf::TextMatcher &matcher)
{
    // Room for a hit every 256 bytes of text and contexts of half its size: only what is
    // used is ever touched.
    const std::uint64_t bytes = part.next.value_or(collection.text().size()) - part.from;
    part.hits.reserve(std::size_t(bytes / 256 + 16));
    part.contexts = sgf::reserveText(std::size_t(bytes / 2 + 4096));
    options.firstNode = part.firstNode;
    options.endNode = part.endNode;
    sgf::MoveNumbers moveNumbers; // each node counted once, the hits' ancestors among them
    sgf::search(collection, options, matcher, [&](const sgf::SearchHit &hit) {
        const std::uint64_t offset = hit.property.value(hit.valueIndex).offset() - 1;
        const int move = moveNumbers.of(hit.node);
        sgf::appendContext(part.contexts, hit.text, hit.match);
        part.hits.push_back({offset, hit.game + 1, move, part.contexts.size()});
        return true;
    });
}

// Places the part's hits and, when it has one, its next part's from, which the parts after it
// count on. (Placing the next part's from when no later part has hits costs a walk over the
// rest of this part's text: it is searched anyway.)
void placePart(Part &part, const sgf::Collection &collection)
{
    // Hits come in document order, which is the text's: one pass places every one.
    std::vector<std::uint64_t> offsets;
    offsets.reserve(part.hits.size() + 1);
    for (const Hit &hit : part.hits) offsets.push_back(hit.offset - part.from);
    if (part.next) offsets.push_back(*part.next - part.from);
    part.positions = sgf::positionsAt(collection.text().substr(part.from), offsets);
}

// Runs work(k, worker) for each part on `workers` threads (this one among them, or this one
// alone when no thread can be had), each taking the next part not yet taken, and rethrows what
// one of them threw.
template <typename Work> void forEachPart(std::vector<Part> &parts, unsigned workers, Work work)
{
    std::atomic<std::size_t> nextPart = 0;
    const auto run = [&](unsigned worker) {
        for (std::size_t k; (k = nextPart++) < parts.size();) {
            try {
                work(k, worker);
            } catch (...) {
                parts[k].failure = std::current_exception();
            }
        }
    };
    {
        std::vector<std::jthread> threads;
        try {
            for (unsigned worker = 1; worker < workers; ++worker) threads.emplace_back(run, worker);
        } catch (const std::system_error &) {
            // No more threads: the parts left are worked on by those there are.
        }
        run(0);
    } // the threads are joined here
    for (const Part &part : parts)
        if (part.failure) std::rethrow_exception(part.failure);
}

// A position counted from a place whose own position is base.
sgf::Position after(const sgf::Position &base, const sgf::Position &relative)
{
    if (relative.line == 1) return {base.line, base.column + relative.column - 1, 0};
    return {base.line + relative.line - 1, relative.column, 0};
}

void appendNumber(std::string &out, long long n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, std::size_t(end - digits));
}

// Writes each part's lines in order, each part's places following from the part before it.
std::size_t writeParts(std::string &out, std::FILE *stream, std::string_view name,
                       const std::vector<Part> &parts)
{
    std::size_t count = 0;
    sgf::Position base; // of the part's from
    for (const Part &part : parts) {
        std::size_t contextBegin = 0;
        for (std::size_t i = 0; i < part.hits.size(); ++i) {
            const Hit &hit = part.hits[i];
            const sgf::Position position = after(base, part.positions[i]);
            // A fixed form for scripts and editors, like --check's: not translated.
            out += name;
            out += ':';
            appendNumber(out, position.line);
            out += ':';
            appendNumber(out, position.column);
            out += ": game ";
            appendNumber(out, static_cast<long long>(part.gameBase + hit.game));
            out += ", move ";
            appendNumber(out, hit.move);
            out += ": ";
            out.append(part.contexts, contextBegin, hit.contextEnd - contextBegin);
            out += '\n';
            contextBegin = hit.contextEnd;
            if (stream && out.size() > 1 << 16) {
                std::fwrite(out.data(), 1, out.size(), stream);
                out.clear();
            }
        }
        count += part.hits.size();
        if (part.positions.size() > part.hits.size()) base = after(base, part.positions.back());
    }
    return count;
}

} // namespace

std::size_t appendHits(std::string &out, std::FILE *stream, std::string_view name,
                       const sgf::Collection &collection, const sgf::SearchOptions &options,
                       const MatcherFactory &makeMatcher)
{
    const unsigned workers = threadsFor(collection);
    std::vector<Part> parts =
        partsOf(collection, options, workers == 1 ? 1 : workers * partsPerThread);
    std::vector<std::unique_ptr<sgf::TextMatcher>> matchers;
    for (unsigned k = 0; k < workers; ++k) matchers.push_back(makeMatcher());
    forEachPart(parts, workers, [&](std::size_t k, unsigned worker) {
        searchPart(parts[k], collection, options, *matchers[worker]);
        placePart(parts[k], collection);
    });
    return writeParts(out, stream, name, parts);
}

std::optional<std::size_t> appendHitsInRuns(std::string &out, std::FILE *stream,
                                            std::string_view name, std::string_view text,
                                            const sgf::SearchOptions &options,
                                            const MatcherFactory &makeMatcher, std::size_t runBytes,
                                            const std::function<bool()> &beforeWriting)
{
    if (options.firstNode != 0 || options.endNode != sgf::SearchOptions{}.endNode)
        return std::nullopt; // a range of nodes is a whole collection's
    std::mutex mutex;
    std::vector<Part> parts;
    std::vector<std::size_t> games; // of each run
    sgf::RunOptions runs;
    runs.runBytes = runBytes;
    const bool whole = sgf::readInRuns(text, runs, [&](const sgf::CollectionRun &run) {
        Part part;
        part.endNode = std::uint32_t(run.collection.nodeCount());
        if (run.begin + run.collection.text().size() < text.size())
            part.next = run.collection.text().size(); // where the next run starts
        searchPart(part, run.collection, options, *makeMatcher());
        placePart(part, run.collection);
        // Kept until every run is read: only what is used, not the room searchPart made (its
        // untouched pages cost nothing, but the heap's huge pages would, plainmemory.h).
        part.hits.shrink_to_fit();
        part.contexts.shrink_to_fit();
        const std::lock_guard lock(mutex);
        if (parts.size() <= run.index) {
            parts.resize(run.index + 1);
            games.resize(run.index + 1);
        }
        parts[run.index] = std::move(part);
        games[run.index] = run.collection.size();
    });
    if (!whole || (beforeWriting && !beforeWriting())) return std::nullopt;
    for (std::size_t k = 1; k < parts.size(); ++k)
        parts[k].gameBase = parts[k - 1].gameBase + games[k - 1];
    return writeParts(out, stream, name, parts);
}

bool readFindScope(std::string_view scope, sgf::SearchOptions &options)
{
    if (scope == "comments") {
        options.scope = sgf::SearchScope::CommentsAndNames;
    } else if (scope == "info") {
        options.scope = sgf::SearchScope::GameInfo;
    } else if (scope == "values") {
        options.scope = sgf::SearchScope::AnyValue;
    } else {
        if (scope.empty() || scope.size() > 8) return false;
        if (!std::all_of(scope.begin(), scope.end(), [](char c) { return c >= 'A' && c <= 'Z'; }))
            return false;
        options.scope = sgf::SearchScope::Identifier;
        options.identifier = scope;
    }
    return true;
}

} // namespace sgfview
