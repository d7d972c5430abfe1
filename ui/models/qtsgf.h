// The seam between the plain C++ core and Qt: string and position conversions.
#pragma once

#include "sgf/diagnostic.h"

#include <QString>
#include <string_view>

namespace sgfview {

inline QString toQString(std::string_view utf8)
{
    return QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
}

// A value decoded as Text (or SimpleText) for showing: at most `limit` characters, ending in
// "…" when cut. Only the start of a huge value is decoded, so a 50 MB comment costs what its
// shown part costs, and no view is handed more text than it can lay out at once.
enum class TextKind { Text, SimpleText };
QString shownText(std::string_view raw, qsizetype limit, TextKind kind = TextKind::Text);

// How many characters one line of the interface shows of a value: a title's part, a tree
// cell, a list row, a label, the status bar. A 17 MB PB in the window title ends the X
// connection; no sane name needs more.
inline constexpr qsizetype lineLimit = 200;

// A SimpleText value for one line of the interface (a title, a tree cell, a list row),
// trimmed, at most `limit` characters and "…" when cut. Only the start of the value is read,
// so a 4 MB name costs what 200 characters cost, on every key that shows it. Most values need
// no decoding (no escapes, no line breaks or tabs) and are taken as they are: sorting 100,000
// games reads every one of them.
QString simpleText(std::string_view raw, qsizetype limit = lineLimit);

// At most `limit` characters of a string, ending in "…" when cut.
QString elided(QString text, qsizetype limit);

// "12:5", as positions appear in messages and in the Problems panel.
QString formatPosition(const sgf::Position &position);

// "FILE:LINE:COLUMN: warning: MESSAGE", the command line's form: sgf::format after the file.
QString formatDiagnostic(const QString &file, const sgf::Diagnostic &diagnostic);
// "FILE: error: MESSAGE", the same form for an error at no place in the text (a file that
// cannot be read).
QString formatDiagnostic(const QString &file, const QString &error);

} // namespace sgfview
