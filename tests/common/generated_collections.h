// The benchmark generators' collections, for the tests that compare work on threads with one
// thread's (checking, parsing in parts): a synthetic collection of some megabytes (every
// shape of tree, comments, markup) and an archive of move-only games. Only where the
// benchmark tools are built (SGFVIEW_HAS_GENERATOR).
#pragma once

#ifdef SGFVIEW_HAS_GENERATOR
#include "archive_sgf.h"
#include "synthetic_sgf.h"

#include <QTest>
#include <string>

namespace testdata {

inline std::string syntheticCollection(double megabytes)
{
    sgfbench::SyntheticOptions options;
    options.megabytes = megabytes;
    return sgfbench::generateSyntheticCollection(options).text;
}

inline std::string archiveCollection(std::size_t games)
{
    sgfbench::ArchiveOptions options;
    options.games = games;
    return sgfbench::generateArchive(options).text;
}

// The rows of a test over both: a shape, which generatedCollection makes.
inline void addGeneratedCollectionRows()
{
    QTest::addColumn<int>("shape");
    QTest::newRow("synthetic, 2 MB") << 0;
    QTest::newRow("archive, 300 games") << 1;
}

inline std::string generatedCollection(int shape)
{
    return shape == 0 ? syntheticCollection(2) : archiveCollection(300);
}

} // namespace testdata
#endif
