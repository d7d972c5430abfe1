// What FileReader::read hands back: the bytes, what the file looked like when read, or why not.
#pragma once

#include <QDateTime>
#include <QString>
#include <QtGlobal>
#include <string>

namespace sgfview {

struct FileReadResult {
    // The whole file, in a std::string so that the parser can take it over without a copy.
    std::string bytes;
    // Size and modification time of the file that was read (from the open handle), for
    // FileReader::changedSince. -1 and invalid when the file could not be opened.
    qint64 size = -1;
    QDateTime modified;
    // Empty on success, else a sentence for the user; bytes is then empty.
    QString error;
    // The read was stopped by its progress callback (error then says so).
    bool cancelled = false;

    bool ok() const { return error.isEmpty(); }
};

} // namespace sgfview
