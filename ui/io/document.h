// A game record as the viewer holds it: the parsed collection, its row layout, and what
// was noticed reading it. Immutable once loaded; shared between the window's parts.
#pragma once

#include "models/treerows.h"
#include "sgf/diagnostic.h"
#include "sgf/tree.h"

#include <QDateTime>
#include <QString>
#include <memory>
#include <vector>

namespace sgfview {

struct Document {
    QString path;        // as opened (absolute)
    QString encoding;    // the charset the text was decoded from
    qint64 fileSize = 0; // bytes on disk when read
    QDateTime modified;  // modification time when read
    sgf::Collection collection;
    std::shared_ptr<const TreeRows> rows;     // the tree view's layout, computed with the load
    std::vector<sgf::Diagnostic> diagnostics; // decoding and parsing, in file order

    bool hasErrors() const;
    // Counting the warnings past the parser's cap, which one last diagnostic stands for.
    int warningCount() const;
    int problemCount() const;
};

} // namespace sgfview
