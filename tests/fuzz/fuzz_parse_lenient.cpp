// Lenient parsing of any bytes ends in a tree that keeps every storage promise, whose values
// all decode, with diagnostics inside the text; or, when there is no game tree at all, in a
// ParseError at a position inside the input. Capping the diagnostics never changes the tree.
// Read a run of games at a time (sgf::readInRuns), the runs stand only for a collection read
// without a diagnostic, and then hold its games, in order, with their values at the same
// offsets.
#include "fuzz_checks.h"
#include "sgf/collection_runs.h"
#include "sgf/parser.h"

#include <utility>
#include <vector>

using fuzzcheck::require;

namespace {

// The game of a run, its offsets counted from begin, against the whole parse's.
bool sameGameAt(const sgf::GameTree &run, std::uint64_t begin, const sgf::GameTree &whole)
{
    if (!sgf::sameTree(run.root(), whole.root()) || run.offset() + begin != whole.offset())
        return false;
    const sgf::Node runRoot = run.root(), wholeRoot = whole.root();
    for (std::uint32_t i = 0; i < runRoot.subtreeEnd() - runRoot.index(); ++i) {
        const sgf::Node a = run.collection().node(runRoot.index() + i);
        const sgf::Node b = whole.collection().node(wholeRoot.index() + i);
        for (std::size_t p = 0; p < a.propertyCount(); ++p)
            for (std::size_t v = 0; v < a.property(p).valueCount(); ++v)
                if (a.property(p).value(v).offset() + begin != b.property(p).value(v).offset())
                    return false;
    }
    return true;
}

void checkRuns(std::string_view input, const sgf::Collection &whole)
{
    std::vector<std::pair<std::uint64_t, sgf::Collection>> runs; // one thread: in order
    const bool stood = sgf::readInRuns(input, {16, 1}, [&](const sgf::CollectionRun &run) {
        runs.emplace_back(run.begin, run.collection);
    });
    if (!stood) return;
    require(whole.diagnostics().empty() && whole.unlistedDiagnostics() == 0,
            "runs stand only for a collection read without a diagnostic");
    std::size_t game = 0;
    for (const auto &[begin, run] : runs) {
        for (std::size_t i = 0; i < run.size(); ++i, ++game) {
            require(game < whole.size(), "the runs hold no more games than the whole");
            require(sameGameAt(run.tree(i), begin, whole.tree(game)),
                    "a run's game is the whole parse's, at the same offsets");
        }
    }
    require(game == whole.size(), "the runs hold every game");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const auto options = sgf::ParseOptions::lenient();
    sgf::Collection collection;
    try {
        collection = sgf::parseCollection(input, options);
    } catch (const sgf::ParseError &error) {
        fuzzcheck::checkError(input, error);
        require(!fuzzcheck::hasTreeStart(input), "lenient mode throws only when there is no tree");
        return 0;
    }
    require(collection.text() == input, "the collection keeps the input as its text");
    fuzzcheck::checkTree(collection);
    fuzzcheck::checkValues(collection);
    fuzzcheck::checkDiagnostics(collection, options.maxDiagnostics);

    auto capped = options;
    capped.maxDiagnostics = 2;
    const auto shortList = sgf::parseCollection(input, capped);
    require(sgf::sameCollection(collection, shortList),
            "the diagnostics cap leaves the tree alone");
    fuzzcheck::checkDiagnostics(shortList, capped.maxDiagnostics);
    checkRuns(input, collection);
    return 0;
}
