#include "valueformatter.h"

#include "qtsgf.h"
#include "sgf/text.h"
#include "sgf/values.h"

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
    case T::Number: // as written: game info reads them further (GameInfoFormat)
        return simple(raw);
    case T::Real:
        // Fox's komi in hundredths, KM[750], reads 7.5 (the tool tip says why).
        if (id == "KM")
            if (const auto komi = sgf::parseKomi(raw); komi && komi->hundredths)
                return QString::fromStdString(komi->points.text());
        return simple(raw);
    case T::Double:
        if (const auto emphasis = sgf::parseDouble(raw))
            return *emphasis == sgf::Emphasis::Emphasized ? tr("emphasized") : tr("normal");
        return simple(raw);
    case T::Color:
        if (const auto color = sgf::parseColor(raw))
            return *color == sgf::Color::Black ? tr("Black") : tr("White");
        return simple(raw);
    case T::SimpleText:
        return shownText(raw, cellLimit, TextKind::SimpleText);
    case T::Text:
    case T::Unknown:
        return shownText(raw, cellLimit);
    case T::Move:
        return move(game_.readMove(raw), raw);
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
        if (const auto size = sgf::parseBoardSize(raw); size.valid())
            return QStringLiteral("%1×%2").arg(size.size.columns).arg(size.size.rows);
        return invalid(raw);
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

QString ValueFormatter::move(const sgf::GameMove &move, std::string_view raw) const
{
    switch (move.kind) {
    case sgf::MoveKind::None:
        return {};
    case sgf::MoveKind::Point:
        return toQString(sgf::humanCoordinate(move.point, game_.size()));
    case sgf::MoveKind::Pass:
        return tr("pass");
    case sgf::MoveKind::NotAPoint:
        return invalid(raw);
    case sgf::MoveKind::OtherGame:
        return simple(raw);
    }
    return {};
}

// Another game's points are its own: shown as written.
QString ValueFormatter::point(std::string_view raw) const
{
    if (!game_.isGo()) return simple(raw);
    if (const auto p = sgf::parsePoint(raw, game_.size()))
        return toQString(sgf::humanCoordinate(*p, game_.size()));
    return invalid(raw);
}

QString ValueFormatter::invalid(std::string_view raw) const
{
    return tr("invalid (%1)").arg(simple(raw));
}

// A compressed rectangle "aa:cc" reads "A19–C17"; a single point reads "Q16".
QString ValueFormatter::pointList(std::string_view raw) const
{
    const auto pair = sgf::splitCompose(raw);
    if (!pair.isCompose) return point(raw);
    return point(pair.first) + QStringLiteral("–") + point(pair.second);
}

} // namespace sgfview
