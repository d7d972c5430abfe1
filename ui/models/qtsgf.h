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

// "12:5", as positions appear in messages and in the Problems panel.
QString formatPosition(const sgf::Position &position);

// "FILE:LINE:COLUMN: warning: MESSAGE", the command line's form.
QString formatDiagnostic(const QString &file, const sgf::Diagnostic &diagnostic);

} // namespace sgfview
