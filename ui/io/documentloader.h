// Reading a file into a Document: bytes (size-limited, read-only), charset decoding to
// UTF-8 and parsing. Safe to run on a worker thread; the GUI runs it off its own thread
// (BackgroundLoader, in models, which also lays out the tree view's rows there).
#pragma once

#include "decodedtext.h"
#include "document.h"
#include "filereader.h"
#include "memorybudget.h"
#include "sgf/parser.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

class QFileInfo;

namespace sgfview {

struct LoadResult;

struct LoadOptions {
    sgf::ParseOptions::Mode mode = sgf::ParseOptions::Mode::Lenient;
    QByteArray forcedEncoding; // empty: detect (BOM, CA, UTF-8, guess)
    qint64 sizeLimit = FileReader::defaultLimit;
    // What the load costs in memory at most (MemoryBudget): one that cannot fit is refused
    // before it starts. Nothing: not estimated.
    std::optional<MemoryBudget::Costs> memory = MemoryBudget::window;
    // Called on the loading thread, before the whole file is read, with its first game tree
    // alone (read from the file's head) when the file holds more and is at least
    // firstGameFrom bytes: a big collection can show its first game at once. A first tree
    // that goes on past the head is cut to its first nodes (Document::partial), so a long game
    // shows its start at once. Not for strict loads, files whose first node is not whole in
    // their first megabyte, or streams.
    std::function<void(LoadResult firstGame)> firstGame;
    qint64 firstGameFrom = qint64(4) << 20;
    // Called next, likewise, with the game trees of the file's first run (sgf::firstRunEnd) when
    // the file is at least firstRunFrom bytes and they read without a diagnostic (then they are
    // the whole file's first games): a big archive lists them while the rest is read. The run
    // is a sixteenth of the file, at most 32 MB, and at most what a quarter of the memory
    // available holds whatever its shape.
    std::function<void(LoadResult firstRun)> firstRun;
    qint64 firstRunFrom = qint64(32) << 20;
};

struct LoadResult {
    std::shared_ptr<const Document> document; // null on failure
    QString error;                            // the problem, for people
    std::optional<sgf::Position> position;    // where, when the problem is in the text
    // When the parser refused the text: its own message (the seed's words, which the command
    // line prints), and whether the file held nothing at all; the window words both plainly.
    std::string parseError;
    bool emptyFile = false;
    bool cancelled = false;
    std::vector<sgf::Diagnostic> diagnostics; // what was noticed before failing
};

class DocumentLoader {
    Q_DECLARE_TR_FUNCTIONS(DocumentLoader)

public:
    // progress(fraction in 0..1) is called now and then, never going back; returning false
    // cancels. Counting the file (when it may not fit) and reading it report up to readShare,
    // parsing the rest.
    using Progress = std::function<bool(double)>;
    static constexpr double readShare = 0.2;

    static LoadResult load(const QString &path, const LoadOptions &options = {},
                           const Progress &progress = {});
    // The same for a file or stream already read (standard input, tests): the document
    // records path (also the name in messages) and the read's size and time. A failed read
    // is a failed load with the read's error.
    static LoadResult loadBytes(FileReadResult read, const QString &path,
                                const LoadOptions &options = {}, const Progress &progress = {});

    // The result of a load that was cancelled (by its progress callback, or after it).
    static LoadResult cancelled();

    // The error of a load that does not fit: refused by the estimate, or out of memory
    // (std::bad_alloc) on the way. Sizes in bytes; nothing when unknown.
    static QString notEnoughMemory(std::optional<qint64> needed, std::optional<qint64> available);

    // The document of the file's first game tree alone, as load() hands it to
    // LoadOptions::firstGame; nothing when there is none to show apart (see there).
    static std::optional<LoadResult> loadFirstGame(const QString &path, const LoadOptions &options);
    // Likewise the document of the file's first run, as load() hands it to LoadOptions::firstRun.
    static std::optional<LoadResult> loadFirstRun(const QString &path, const LoadOptions &options);

private:
    // loadBytes, with the file's shape when it was counted before the read.
    static LoadResult loadRead(FileReadResult read, const QString &path, const LoadOptions &options,
                               const Progress &progress,
                               std::optional<MemoryBudget::Shape> counted);
    static LoadResult decodeAndParse(FileReadResult read, const QString &path,
                                     const LoadOptions &options, const Progress &progress);
    // The document of a head's decoded text up to end (LoadOptions::firstGame, firstRun).
    static LoadResult parseHead(DecodedText decoded, std::size_t end, const QFileInfo &info,
                                const LoadOptions &options, bool partial);
    static LoadResult parseDecoded(DecodedText decoded, const FileReadResult &read,
                                   const QString &path, const LoadOptions &options,
                                   const Progress &progress, bool partial = false);
};

} // namespace sgfview
