#include "qtsgf.h"

#include "sgf/text.h"

namespace sgfview {

QString elided(QString text, qsizetype limit)
{
    if (text.size() <= limit) return text;
    qsizetype cut = limit;
    if (cut > 0 && text.at(cut - 1).isHighSurrogate()) --cut; // keep pairs whole
    text.truncate(cut);
    return text + QChar(0x2026);
}

QString simpleText(std::string_view raw)
{
    const bool plain = raw.find_first_of("\\\n\r\t\v\f") == std::string_view::npos;
    return (plain ? toQString(raw) : toQString(sgf::decodeSimpleText(raw))).trimmed();
}

QString shownText(std::string_view raw, qsizetype limit, TextKind kind)
{
    // A character takes at most 4 bytes, and an escape one more: this prefix always holds
    // more than `limit` characters when the value does.
    const std::size_t prefix = std::size_t(limit) * 8 + 8;
    const std::string_view start = raw.substr(0, prefix);
    const std::string decoded =
        kind == TextKind::Text ? sgf::decodeText(start) : sgf::decodeSimpleText(start);
    QString text = toQString(decoded);
    if (raw.size() > prefix && text.size() <= limit) text += QChar(0x2026);
    return elided(text, limit);
}

QString formatPosition(const sgf::Position &position)
{
    return QStringLiteral("%1:%2").arg(position.line).arg(position.column);
}

QString formatDiagnostic(const QString &file, const sgf::Diagnostic &diagnostic)
{
    return file + QLatin1Char(':') + toQString(sgf::format(diagnostic));
}

QString formatDiagnostic(const QString &file, const QString &error)
{
    return QStringLiteral("%1: error: %2").arg(file, error);
}

} // namespace sgfview
