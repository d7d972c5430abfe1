#include "sgf/collection_runs.h"

#include "parallel_parse_p.h"
#include "sgf/parser.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

namespace sgf {

bool readInRuns(std::string_view text, const RunOptions &options,
                const std::function<void(const CollectionRun &)> &read)
{
    const std::size_t runBytes = std::max<std::size_t>(options.runBytes, 1);
    const auto shares = static_cast<unsigned>(
        std::clamp<std::size_t>(text.size() / runBytes, 1, std::size_t(1) << 20));
    std::vector<std::size_t> starts = detail::partStarts(text, shares);
    // No cut (a single game, or games that do not start as games do): one run would be a
    // copy of the whole text, for nothing.
    if (starts.size() < 2) return false;
    starts.front() = 0; // the first run reads what comes before the first tree as well
    starts.push_back(text.size());
    const std::size_t runs = starts.size() - 1;

    std::atomic<std::size_t> next = 0;
    std::atomic<bool> failed = false;
    std::exception_ptr failure;
    std::atomic_flag failureTaken;
    const auto work = [&] {
        try {
            ParseOptions parse = ParseOptions::lenient();
            parse.threads = 1; // the runs are the parts
            for (std::size_t k; !failed && (k = next++) < runs;) {
                // Read in place, where the next run's '(' follows the run as the parser
                // needs (parser.h); the last run gets a copy of its own for the '\0'.
                const std::string_view runText = text.substr(starts[k], starts[k + 1] - starts[k]);
                CollectionRun run{k, starts[k],
                                  k + 1 < runs ? parseCollection(runText, nullptr, parse)
                                               : parseCollection(std::string(runText), parse)};
                if (!run.collection.diagnostics().empty() ||
                    run.collection.unlistedDiagnostics() > 0) {
                    failed = true;
                    break;
                }
                read(run);
            }
        } catch (const ParseError &) {
            failed = true; // not even a game tree: for the whole parse to word
        } catch (...) {
            failed = true;
            if (!failureTaken.test_and_set()) failure = std::current_exception();
        }
    };
    {
        const unsigned wanted =
            options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
        std::vector<std::jthread> threads;
        try {
            for (unsigned t = 1; t < std::min<std::size_t>(wanted, runs); ++t)
                threads.emplace_back(work);
        } catch (const std::system_error &) {
            // No more threads: those there are take the runs.
        }
        work();
    } // the threads are joined here
    if (failure) std::rethrow_exception(failure);
    return !failed;
}

std::optional<std::size_t> firstRunEnd(std::string_view text, std::size_t runBytes)
{
    const std::size_t begin = detail::textStart(text);
    const std::size_t firstTree = text.find('(', begin);
    if (firstTree == std::string_view::npos) return std::nullopt;
    // Backwards from the run's end: the nearest start is the one wanted.
    for (std::size_t pos = std::min(runBytes, text.size()); pos > firstTree + 1;) {
        pos = text.rfind('(', pos - 1);
        if (pos == std::string_view::npos || pos <= firstTree) break;
        if (detail::likelyGameStart(text, pos, begin)) return pos;
    }
    return std::nullopt;
}

} // namespace sgf
