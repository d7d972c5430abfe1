// Strict parsing of any bytes ends in a tree that keeps every storage promise, or in a
// ParseError at a position inside the input; nothing else may escape. What strict mode
// accepts, lenient mode reads the same way, with nothing to report.
#include "fuzz_checks.h"
#include "sgf/parser.h"

using fuzzcheck::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    sgf::Collection strict;
    try {
        strict = sgf::parseCollection(input);
    } catch (const sgf::ParseError &error) {
        fuzzcheck::checkError(input, error);
        return 0;
    }
    require(strict.text() == input, "the collection keeps the input as its text");
    require(strict.diagnostics().empty(), "a strict parse repairs nothing");
    fuzzcheck::checkTree(strict);

    const auto lenient = sgf::parseCollection(input, sgf::ParseOptions::lenient());
    require(sgf::sameCollection(strict, lenient) && lenient.diagnostics().empty(),
            "lenient mode reads what strict mode accepts the same way, repairing nothing");
    return 0;
}
