// Reads a whole file for the viewer: read-only, never writing or locking it, refusing files
// too large to hold and saying so in words a user understands.
#pragma once

#include "io/filereadresult.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <functional>

class QIODevice;

namespace sgfview {

class FileReader {
    Q_DECLARE_TR_FUNCTIONS(FileReader)

public:
    static constexpr qint64 defaultLimit = qint64(2) << 30; // 2 GiB

    // Where read() has got to, for tests that change the file at that moment: Looked, when
    // the path was looked at and not yet opened; Opened, when the open file was measured and
    // not yet read.
    enum class Step { Looked, Opened };

    // The file's bytes, or an error for a missing file, a folder, something that is not a
    // regular file, an unreadable file, a file larger than limit (refused before reading),
    // or a file that was written to, replaced, moved or deleted while being read. What is
    // measured and checked is the open file (through its handle, where the system allows), so
    // a path that names another file by then is told apart from a file written to. An empty
    // file is no error. onStep, when given, is called at each Step.
    //
    // progress, when given, is called with the fraction read after each piece of progressPiece
    // bytes (from a slow disk a big file takes seconds); returning false stops the read, and
    // the result is cancelled.
    static constexpr qint64 progressPiece = qint64(8) << 20;
    using Progress = std::function<bool(double)>;
    static FileReadResult read(const QString &path, qint64 limit = defaultLimit,
                               const std::function<void(Step)> &onStep = {},
                               const Progress &progress = {});

    // Everything a stream holds (standard input), named name in messages; an error once it
    // holds more than limit bytes, read no further.
    static FileReadResult readStream(QIODevice &device, const QString &name,
                                     qint64 limit = defaultLimit);

    // Reads exactly expectedSize bytes from device into bytes and checks that nothing follows;
    // returns an error sentence when the device holds fewer or more, or when progress (as in
    // read()) stopped it. read() uses it on the open file; it takes any device so the size
    // checks can be tested on their own.
    static QString readExactly(QIODevice &device, qint64 expectedSize, std::string &bytes,
                               const Progress &progress = {});

    // True when the file at path is no longer the one read: gone, or another size or
    // modification time. A change within the file system's time resolution that keeps the
    // size is not seen.
    static bool changedSince(const QString &path, qint64 size, const QDateTime &modified);
};

} // namespace sgfview
