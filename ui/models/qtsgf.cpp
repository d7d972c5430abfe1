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

namespace {

// The start of a value that holds more than `limit` characters when the value does: a
// character takes at most 4 bytes, and an escape one more.
std::string_view startOf(std::string_view raw, qsizetype limit)
{
    return raw.substr(0, std::size_t(limit) * 8 + 8);
}

} // namespace

QString simpleText(std::string_view raw, qsizetype limit)
{
    const std::string_view start = startOf(raw, limit);
    const bool plain = start.find_first_of("\\\n\r\t\v\f") == std::string_view::npos;
    QString text = plain ? toQString(start) : toQString(sgf::decodeSimpleText(start));
    if (start.size() < raw.size() && text.size() <= limit) text += QChar(0x2026);
    return elided(text.trimmed(), limit);
}

QString shownText(std::string_view raw, qsizetype limit, TextKind kind)
{
    const std::string_view start = startOf(raw, limit);
    const std::size_t prefix = start.size();
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
