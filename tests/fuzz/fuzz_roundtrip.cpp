// What a lenient parse reads, the writer writes as strict SGF that parses back to the same
// collection, and writing that again gives the same text. Each game tree written alone parses
// back to that tree.
#include "fuzz_checks.h"
#include "sgf/parser.h"
#include "sgf/writer.h"

#include <cstdio>
#include <string>

using fuzzcheck::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    sgf::Collection first;
    try {
        first = sgf::parseCollection(input, sgf::ParseOptions::lenient());
    } catch (const sgf::ParseError &) {
        return 0; // no tree to write; fuzz_parse_lenient checks the error
    }
    const std::string written = sgf::write(first);
    sgf::Collection second;
    try {
        second = sgf::parseCollection(written);
    } catch (const sgf::ParseError &error) {
        std::fprintf(stderr, "written text fails strict parsing at %u:%u: %s\n",
                     unsigned(error.position().line), unsigned(error.position().column),
                     error.what());
        require(false, "the writer writes strict SGF");
    }
    require(sgf::sameCollection(first, second), "written text parses back to the same collection");
    require(sgf::write(second) == written, "writing is stable: the second write equals the first");

    for (std::size_t i = 0; i < first.size(); ++i) {
        const auto alone = sgf::parseCollection(sgf::write(first[i]));
        require(alone.size() == 1 && sgf::sameTree(alone[0].root(), first[i].root()),
                "a game tree written alone parses back to itself");
    }
    return 0;
}
