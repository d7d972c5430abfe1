// A corpus file parsed as the core sees it: its bytes as on disk, leniently, with no charset
// decoding (that is the window's business, tests/common/corpus_document.h). Every file must
// parse but those with no game tree and the UTF-16 ones (corpus_exceptions.h).
#pragma once

#include "corpus_exceptions.h"
#include "sgf/parser.h"
#include "shared_data.h"

#include <optional>

namespace testdata {

struct RawParse {
    std::optional<sgf::Collection> collection;
    QString error;
};

inline RawParse parseRawCorpusFile(const QString &file)
{
    RawParse result;
    try {
        result.collection =
            sgf::parseCollection(readCorpusFile(file).toStdString(), sgf::ParseOptions::lenient());
    } catch (const sgf::ParseError &error) {
        result.error = QString::fromUtf8(error.what());
    }
    return result;
}

// Why a raw parse must refuse the file, or null when it must parse.
inline const char *whyRawParseRefuses(const QString &file)
{
    if (const char *why = whyListed(noGameTree, file)) return why;
    return whyListed(utf16, file);
}

} // namespace testdata

// Declares `name`, the corpus file `file` parsed from its bytes; the test fails when it
// does not parse. For a file listed in corpus_exceptions.h it checks that the parse finds no
// game tree, and the test ends there.
#define SGFVIEW_RAW_CORPUS_COLLECTION(name, file)                                                  \
    SGFVIEW_REQUIRE_SHARED();                                                                      \
    const testdata::RawParse raw_##name = testdata::parseRawCorpusFile(file);                      \
    if (const char *why = testdata::whyRawParseRefuses(file)) {                                    \
        QVERIFY2(!raw_##name.collection, qPrintable((file) + ": parses, yet " + why));             \
        QCOMPARE(raw_##name.error, QStringLiteral("tree missing"));                                \
        return;                                                                                    \
    }                                                                                              \
    QVERIFY2(raw_##name.collection, qPrintable((file) + ": " + raw_##name.error));                 \
    const sgf::Collection &name = *raw_##name.collection
