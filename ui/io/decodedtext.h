// An SGF file's text after charset decoding: what the core parser reads.
#pragma once

#include "sgf/diagnostic.h"

#include <QString>
#include <string>
#include <vector>

namespace sgfview {

struct DecodedText {
    // The text as UTF-8. Characters are kept one for one (line breaks included), so a line and
    // column here are the line and column in the file; a BOM is dropped.
    std::string utf8;
    // The charset read: "UTF-8", "GB18030", or "mixed: UTF-16LE, ISO-8859-15, ..." when the
    // game trees of a collection name different ones.
    QString encoding;
    // Warnings (guessed charset, unknown or wrong CA, invalid bytes replaced). Their lines and
    // columns are those of the decoded text, and their byte offsets count bytes of utf8, not
    // of the file.
    std::vector<sgf::Diagnostic> diagnostics;
    // Warnings past the cap (the parser's): counted, and one last diagnostic says how many.
    std::size_t unlistedDiagnostics = 0;
};

} // namespace sgfview
