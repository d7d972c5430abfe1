// Reads a whole file for the viewer: read-only, never writing or locking it, refusing files
// too large to hold and saying so in words a user understands.
#pragma once

#include "io/filereadresult.h"

#include <QDateTime>
#include <QString>

class QIODevice;

namespace sgfview {

class FileReader {
public:
    static constexpr qint64 defaultLimit = qint64(2) << 30; // 2 GiB

    // The file's bytes, or an error for a missing file, a folder, something that is not a
    // regular file, an unreadable file, a file larger than limit (refused before reading),
    // or a file that changed size or vanished while being read. An empty file is no error.
    static FileReadResult read(const QString &path, qint64 limit = defaultLimit);

    // Reads exactly expectedSize bytes from device into bytes and checks that nothing follows;
    // returns an error sentence when the device holds fewer or more. read() uses it on the
    // open file; it takes any device so the size checks can be tested on their own.
    static QString readExactly(QIODevice &device, qint64 expectedSize, std::string &bytes);

    // True when the file at path is no longer the one read: gone, or another size or
    // modification time. A change within the file system's time resolution that keeps the
    // size is not seen.
    static bool changedSince(const QString &path, qint64 size, const QDateTime &modified);
};

} // namespace sgfview
