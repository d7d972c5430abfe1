#include "qtsgf.h"

namespace sgfview {

QString formatPosition(const sgf::Position &position)
{
    return QStringLiteral("%1:%2").arg(position.line).arg(position.column);
}

QString formatDiagnostic(const QString &file, const sgf::Diagnostic &diagnostic)
{
    return QStringLiteral("%1:%2: %3: %4")
        .arg(file, formatPosition(diagnostic.position),
             diagnostic.severity == sgf::Severity::Error ? QStringLiteral("error")
                                                         : QStringLiteral("warning"),
             toQString(diagnostic.message));
}

} // namespace sgfview
