// A corpus file read as the window reads it (DocumentLoader: size-limited, charset decoded,
// lenient), for the tests that show the real files in the models. Every file must load but
// the two that hold no game tree at all (corpus_exceptions.h).
#pragma once

#include "corpus_exceptions.h"
#include "io/documentloader.h"
#include "shared_data.h"

namespace testdata {

inline sgfview::LoadResult loadCorpusFile(const QString &file)
{
    return sgfview::DocumentLoader::load(corpusDir() + '/' + file);
}

} // namespace testdata

// Declares `document` (a const sgfview::Document &), the corpus file `file` as the window
// loads it; the test fails when it does not load. For a file with no game tree it checks that
// the load fails for want of one, and the test ends there.
#define SGFVIEW_CORPUS_DOCUMENT(document, file)                                                    \
    SGFVIEW_REQUIRE_SHARED();                                                                      \
    const sgfview::LoadResult loaded_##document = testdata::loadCorpusFile(file);                  \
    if (const char *why = testdata::whyListed(testdata::noGameTree, file)) {                       \
        QVERIFY2(!loaded_##document.document, qPrintable((file) + ": loads, yet " + why));         \
        QVERIFY2(loaded_##document.error.contains(QStringLiteral("tree missing")),                 \
                 qPrintable(loaded_##document.error));                                             \
        return;                                                                                    \
    }                                                                                              \
    QVERIFY2(loaded_##document.document, qPrintable((file) + ": " + loaded_##document.error));     \
    const sgfview::Document &document = *loaded_##document.document
