#include "valueformatter.h"

#include "qtsgf.h"
#include "sgf/text.h"

#include <QStringList>

namespace sgfview {

namespace {

// What one table cell can show; longer text is cut (the comment pane shows more).
constexpr qsizetype cellLimit = 5000;

QString simple(std::string_view raw)
{
    return shownText(raw, cellLimit, TextKind::SimpleText).trimmed();
}

} // namespace

QString ValueFormatter::format(sgf::Property property) const
{
    const auto *info = property.info();
    const sgf::ValueType type = info ? info->type : sgf::ValueType::Unknown;
    // Text may span lines, so each value gets its own paragraph; others share a line.
    const bool multiline = type == sgf::ValueType::Text || type == sgf::ValueType::Unknown;
    const QString separator = multiline ? QStringLiteral("\n\n") : QStringLiteral(", ");
    QString out;
    for (sgf::Value value : property) {
        if (!out.isEmpty()) out += separator;
        out += format(value, type, property.id());
        if (out.size() > cellLimit) break; // a cell shows no more; the rest is not formatted
    }
    return elided(out, cellLimit);
}

QString ValueFormatter::format(sgf::Value value, sgf::ValueType type, std::string_view id) const
{
    using T = sgf::ValueType;
    const std::string_view raw = value.raw();
    switch (type) {
    case T::None:
        return raw.empty() ? tr("(set)") : simple(raw);
    case T::Number:
    case T::Real:
        return simple(raw);
    case T::Double:
        return raw == "2" ? tr("emphasized") : raw == "1" ? tr("normal") : simple(raw);
    case T::Color:
        return raw == "B" ? tr("Black") : raw == "W" ? tr("White") : simple(raw);
    case T::SimpleText:
        return shownText(raw, cellLimit, TextKind::SimpleText);
    case T::Text:
    case T::Unknown:
        return shownText(raw, cellLimit);
    case T::Move: {
        const auto move = sgf::parseMove(raw, size_);
        if (move.isPass()) return tr("pass");
        if (move.invalid) return tr("invalid (%1)").arg(toQString(raw));
        return toQString(sgf::humanCoordinate(*move.point, size_));
    }
    case T::Point:
        return point(raw);
    case T::PointList:
    case T::EPointList:
    case T::StoneList:
        if (raw.empty()) return tr("none");
        return pointList(raw);
    case T::PointPairList: {
        const auto pair = value.compose();
        const QString arrow = id == "AR" ? QStringLiteral(" → ") : QStringLiteral(" — ");
        return point(pair.first) + arrow + point(pair.second);
    }
    case T::LabelList: {
        const auto pair = value.compose();
        return point(pair.first) + QStringLiteral(": ") + simple(pair.second);
    }
    case T::NumberOrPair: {
        if (const auto size = sgf::parseBoardSize(raw))
            return QStringLiteral("%1×%2").arg(size->columns).arg(size->rows);
        return tr("invalid (%1)").arg(toQString(raw));
    }
    case T::SimpleTextPair: {
        const auto pair = value.compose();
        if (!pair.isCompose) return simple(raw);
        return QStringLiteral("%1 %2").arg(simple(pair.first), simple(pair.second));
    }
    case T::FigureValue: {
        if (raw.empty()) return tr("(set)");
        const auto pair = value.compose();
        return pair.isCompose
                   ? QStringLiteral("%1: %2").arg(simple(pair.first), simple(pair.second))
                   : simple(raw);
    }
    }
    return toQString(raw);
}

QString ValueFormatter::raw(sgf::Property property)
{
    QString out;
    for (sgf::Value value : property) {
        out += QLatin1Char('[') + toQString(value.raw().substr(0, cellLimit)) + QLatin1Char(']');
        if (out.size() > cellLimit) return elided(out, cellLimit);
    }
    return out;
}

QString ValueFormatter::point(std::string_view raw) const
{
    if (const auto p = sgf::parsePoint(raw, size_))
        return toQString(sgf::humanCoordinate(*p, size_));
    return tr("invalid (%1)").arg(toQString(raw));
}

// A compressed rectangle "aa:cc" reads "A19–C17"; a single point reads "Q16".
QString ValueFormatter::pointList(std::string_view raw) const
{
    const auto pair = sgf::splitCompose(raw);
    if (!pair.isCompose) return point(raw);
    return point(pair.first) + QStringLiteral("–") + point(pair.second);
}

} // namespace sgfview
