// Where the tests find ../shared (seeds and the real-file corpus). Tests that need it call
// SGFVIEW_REQUIRE_SHARED(), which skips with a message when it is absent, so the suite still
// passes on a user's machine.
#pragma once

#include <QDir>
#include <QFile>
#include <QStringList>
#include <QTest>

namespace testdata {

inline QString sharedDir()
{
    const QByteArray fromEnvironment = qgetenv("SGFVIEW_SHARED_DIR");
    return QDir::cleanPath(fromEnvironment.isEmpty() ? QStringLiteral(SGFVIEW_SHARED_DIR)
                                                     : QString::fromLocal8Bit(fromEnvironment));
}

inline QString corpusDir()
{
    return sharedDir() + QStringLiteral("/corpus");
}

inline bool hasCorpus()
{
    return QFile::exists(corpusDir() + QStringLiteral("/SOURCES.tsv"));
}

// Every corpus file as "small/name.sgf", sorted.
inline QStringList corpusFiles()
{
    QStringList files;
    for (const QString &folder : {QStringLiteral("small"), QStringLiteral("big")}) {
        const QDir dir(corpusDir() + '/' + folder);
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
            files << folder + '/' + name;
    }
    return files;
}

inline QByteArray readCorpusFile(const QString &relative)
{
    QFile file(corpusDir() + '/' + relative);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.readAll();
}

} // namespace testdata

#define SGFVIEW_REQUIRE_SHARED()                                                                   \
    do {                                                                                           \
        if (!testdata::hasCorpus())                                                                \
            QSKIP(qPrintable(QStringLiteral("../shared/corpus not found at %1; skipped")           \
                                 .arg(testdata::corpusDir())));                                    \
    } while (false)

// A data row per corpus file; with no corpus, one row that skips.
#define SGFVIEW_CORPUS_ROWS()                                                                      \
    do {                                                                                           \
        QTest::addColumn<QString>("file");                                                         \
        if (!testdata::hasCorpus()) {                                                              \
            QTest::newRow("no corpus") << QString();                                               \
            break;                                                                                 \
        }                                                                                          \
        for (const QString &f : testdata::corpusFiles()) QTest::newRow(qPrintable(f)) << f;        \
    } while (false)
