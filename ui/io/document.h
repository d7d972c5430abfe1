// A game record as read from a file: the parsed collection, where it came from, and what was
// noticed reading it. Built whole by DocumentLoader and never changed afterwards; shared
// read-only (std::shared_ptr<const Document>) by everything that shows it.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/tree.h"

#include <QDateTime>
#include <QString>
#include <vector>

namespace sgfview {

struct Document {
    QString path;        // as opened (absolute)
    QString encoding;    // the charset the text was decoded from
    qint64 fileSize = 0; // bytes on disk when read
    QDateTime modified;  // modification time when read
    sgf::Collection collection;
    std::vector<sgf::Diagnostic> diagnostics; // decoding and parsing, in file order
    // The start of the file's first game only (its first nodes, as in the whole file), shown
    // while the rest is read (DocumentLoader::loadFirstGame).
    bool partial = false;

    bool hasErrors() const;
};

} // namespace sgfview
