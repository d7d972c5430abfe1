// A corpus file parsed leniently for the model tests; skips the test when the corpus is absent
// or the file does not parse at all.
#pragma once

#include "sgf/parser.h"
#include "shared_data.h"

#include <optional>

namespace testdata {

inline std::optional<sgf::Collection> parseCorpusFile(const QString &file)
{
    try {
        return sgf::parseCollection(readCorpusFile(file).toStdString(),
                                    sgf::ParseOptions::lenient());
    } catch (const sgf::ParseError &) {
        return std::nullopt;
    }
}

} // namespace testdata

// Declares `collection`, the parsed corpus file `file`, or skips.
#define SGFVIEW_CORPUS_COLLECTION(collection, file)                                                \
    SGFVIEW_REQUIRE_SHARED();                                                                      \
    const std::optional<sgf::Collection> parsed_##collection = testdata::parseCorpusFile(file);    \
    if (!parsed_##collection) QSKIP("does not parse");                                             \
    const sgf::Collection &collection = *parsed_##collection
