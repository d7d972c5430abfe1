// A game record as read from a file: the parsed collection, where it came from, and what was
// noticed reading it. Built whole by DocumentLoader and never changed afterwards; shared
// read-only (std::shared_ptr<const Document>) by everything that shows it.
#pragma once

#include "sgf/check.h"
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
    // The head of the file only, shown while the rest is read: the start of its first game
    // (its first nodes, as in the whole file: DocumentLoader::loadFirstGame) or the game trees
    // of its first run (DocumentLoader::loadFirstRun).
    bool partial = false;
    // Decoding's warnings past its cap, which one "more problems not listed" line stands for.
    std::size_t unlistedDecodeWarnings = 0;

    bool hasErrors() const;
    // The problems past every cap: decoding's, parsing's and the check's (checked).
    sgf::SeverityCounts unlistedProblems(const sgf::SeverityCounts &checked = {}) const;
};

} // namespace sgfview
