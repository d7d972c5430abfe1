// Lenient parsing of any bytes ends in a tree that keeps every storage promise, whose values
// all decode, with diagnostics inside the text; or, when there is no game tree at all, in a
// ParseError at a position inside the input. Capping the diagnostics never changes the tree.
#include "fuzz_checks.h"
#include "sgf/parser.h"

using fuzzcheck::require;

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
    return 0;
}
