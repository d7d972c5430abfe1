// Reading a file into a Document: bytes (size-limited, read-only), charset decoding to
// UTF-8, parsing and the row layout. Safe to run on a worker thread; the GUI runs it off
// its own thread and shows progress for big files.
#pragma once

#include "document.h"
#include "sgf/parser.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <optional>

namespace sgfview {

struct LoadOptions {
    sgf::ParseOptions::Mode mode = sgf::ParseOptions::Mode::Lenient;
    QByteArray forcedEncoding; // empty: detect (BOM, CA, UTF-8, guess)
    qint64 sizeLimit = qint64(2) << 30;
    bool layoutRows = true; // the tree view's rows; the command line does without
};

struct LoadResult {
    std::shared_ptr<const Document> document; // null on failure
    QString error;                            // the problem, for people
    std::optional<sgf::Position> position;    // where, when the problem is in the text
    bool cancelled = false;
    std::vector<sgf::Diagnostic> diagnostics; // what was noticed before failing
};

class DocumentLoader {
    Q_DECLARE_TR_FUNCTIONS(DocumentLoader)

public:
    // progress(fraction in 0..1) is called now and then; returning false cancels.
    using Progress = std::function<bool(double)>;

    static LoadResult load(const QString &path, const LoadOptions &options = {},
                           const Progress &progress = {});
    // The same for bytes already in memory (standard input, tests); name is for messages.
    static LoadResult loadBytes(std::string bytes, const QString &name,
                                const LoadOptions &options = {}, const Progress &progress = {});
};

} // namespace sgfview
