#include "gameinfoformat.h"

#include "sgf/values.h"

#include <QLocale>
#include <QStringList>
#include <optional>

namespace sgfview {

namespace {

bool isDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// The spec's Real or, without fraction, its Number, as sgf/values.h reads it: rewritten
// without '+', leading zeros or trailing fraction zeros; nullopt when the text is neither.
std::optional<QString> normalizedNumber(const QString &value, bool fractionAllowed)
{
    const std::string text = value.toStdString();
    const auto decimal = fractionAllowed ? sgf::parseReal(text) : sgf::parseNumber(text);
    if (!decimal) return std::nullopt;
    return QString::fromStdString(decimal->text());
}

bool isWord(const QString &s, const char *shortForm, const char *longForm)
{
    return s.compare(QLatin1String(shortForm), Qt::CaseInsensitive) == 0 ||
           s.compare(QLatin1String(longForm), Qt::CaseInsensitive) == 0;
}

} // namespace

QString GameInfoFormat::result(const QString &value)
{
    const QString v = value.trimmed();
    if (v == QLatin1String("0") || v.compare(QLatin1String("Draw"), Qt::CaseInsensitive) == 0)
        return tr("Draw");
    if (v.compare(QLatin1String("Void"), Qt::CaseInsensitive) == 0) return tr("No result");
    if (v == QLatin1String("?")) return tr("Unknown");
    const bool black = v.startsWith(QLatin1String("B+"), Qt::CaseInsensitive);
    const bool white = v.startsWith(QLatin1String("W+"), Qt::CaseInsensitive);
    if (!black && !white) return value;
    const QString how = v.mid(2);
    if (how.isEmpty()) return black ? tr("Black wins") : tr("White wins");
    if (isWord(how, "R", "Resign"))
        return black ? tr("Black wins by resignation") : tr("White wins by resignation");
    if (isWord(how, "T", "Time"))
        return black ? tr("Black wins on time") : tr("White wins on time");
    if (isWord(how, "F", "Forfeit"))
        return black ? tr("Black wins by forfeit") : tr("White wins by forfeit");
    // A score is an unsigned Real: "B+-3" says nothing a person could read, so it stays as is.
    const auto score = isDigit(how.front()) ? normalizedNumber(how, true) : std::nullopt;
    if (!score) return value;
    // A whole score takes the language's plural forms (Arabic has six); a fraction one form.
    bool whole = false;
    if (const int points = score->toInt(&whole); whole)
        return black ? tr("Black wins by %n point(s)", nullptr, points)
                     : tr("White wins by %n point(s)", nullptr, points);
    return (black ? tr("Black wins by %1 points") : tr("White wins by %1 points"))
        .arg(localDigits(*score));
}

QString GameInfoFormat::timeLimit(const QString &value)
{
    const auto seconds = normalizedNumber(value, true);
    if (!seconds || seconds->startsWith(QLatin1Char('-'))) return value;
    const qsizetype point = seconds->indexOf(QLatin1Char('.'));
    const QString whole = point < 0 ? *seconds : seconds->left(point);
    const QString fraction = point < 0 ? QString() : seconds->mid(point);
    // Beyond about 30,000 years the split means nothing (and would overflow): plain seconds.
    if (whole.size() > 12) return tr("%1 seconds").arg(localDigits(*seconds));
    const qint64 total = whole.toLongLong();
    const qint64 hours = total / 3600, minutes = total % 3600 / 60, rest = total % 60;
    // Whole counts take the language's plural forms; fewer than 10^12 s is under 2^31 hours.
    QStringList parts;
    if (hours > 0) parts << tr("%n hour(s)", nullptr, int(hours));
    if (minutes > 0) parts << tr("%n minute(s)", nullptr, int(minutes));
    if (!fraction.isEmpty())
        parts << tr("%1 seconds").arg(localDigits(QString::number(rest) + fraction));
    else if (rest > 0 || parts.isEmpty())
        parts << tr("%n second(s)", nullptr, int(rest));
    // Joined by the language's rule ("1 hour 30 minutes"; Arabic puts "and" between).
    QString duration = parts.takeFirst();
    for (const QString &part : parts)
        //: Joins two parts of a duration, the larger first: "1 hour" and "30 minutes".
        duration = tr("%1 %2", "duration").arg(duration, part);
    return duration;
}

QString GameInfoFormat::real(const QString &value)
{
    const auto number = normalizedNumber(value, true);
    return number ? localDigits(*number) : value;
}

QString GameInfoFormat::komi(const QString &value)
{
    const std::string text = value.toStdString();
    const auto komi = sgf::parseKomi(text);
    return komi ? localDigits(QString::fromStdString(komi->points.text())) : value;
}

QString GameInfoFormat::localDigits(const QString &number)
{
    const QLocale locale;
    QString out;
    for (const QChar c : number) {
        if (isDigit(c))
            out += locale.toString(c.unicode() - '0');
        else if (c == QLatin1Char('.'))
            out += locale.decimalPoint();
        else if (c == QLatin1Char('-'))
            out += locale.negativeSign();
        else
            out += c;
    }
    return out;
}

QString GameInfoFormat::number(const QString &value)
{
    const auto number = normalizedNumber(value, false);
    return number ? localDigits(*number) : value;
}

QString GameInfoFormat::player(const QString &name, const QString &rank)
{
    const QString n = name.trimmed(), r = rank.trimmed();
    if (n.isEmpty()) return r;
    if (r.isEmpty()) return n;
    return tr("%1 (%2)").arg(n, r);
}

} // namespace sgfview
