#include "propertytablemodel.h"

#include "propertynames.h"
#include "qtsgf.h"
#include "sgf/grammar.h"
#include "sgf/properties.h"
#include "sgf/values.h"
#include "valueformatter.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace sgfview {

namespace {

// An identifier for one line of the table: at most lineLimit characters, so that a 4 MB
// identifier costs what a short one costs on every repaint.
QString shownIdentifier(std::string_view id)
{
    return elided(toQString(id.substr(0, std::size_t(lineLimit) + 1)), lineLimit);
}

} // namespace

PropertyTableModel::PropertyTableModel(QObject *parent) : QAbstractTableModel(parent) {}

// Rows go while the old node still shows and come once the new one does, so a view sees
// each row's data as its neighbours' signals say.
void PropertyTableModel::setNode(sgf::Node node, const sgf::Game &game)
{
    const int after = rowsOf(node);
    if (after < rows_) {
        beginRemoveRows({}, after, rows_ - 1);
        rows_ = after;
        endRemoveRows();
    }
    node_ = node;
    game_ = game;
    problems_.clear();
    rowProblems_.clear();
    if (rows_ > 0) emit dataChanged(index(0, 0), index(rows_ - 1, ColumnCount - 1));
    if (after > rows_) {
        beginInsertRows({}, rows_, after - 1);
        rows_ = after;
        endInsertRows();
    }
    emit nodeChanged();
}

std::size_t PropertyTableModel::IdHash::operator()(std::string_view id) const
{
    constexpr std::size_t end = 32;
    if (id.size() <= 2 * end) return std::hash<std::string_view>()(id);
    return std::hash<std::string_view>()(id.substr(0, end)) ^
           (std::hash<std::string_view>()(id.substr(id.size() - end)) * 31) ^ id.size();
}

// Each row's problems are found once here, not on every repaint: a view asks each cell's
// several times, and a node of many unknown properties has as many problems.
void PropertyTableModel::setProblems(QList<PropertyProblems> problems)
{
    if (problems.isEmpty() && problems_.isEmpty()) return;
    problems_ = std::move(problems);
    rowProblems_.clear();
    std::unordered_map<std::string_view, qsizetype, IdHash> byId;
    for (qsizetype i = 0; i < problems_.size(); ++i) byId.emplace(problems_[i].id, i);
    const int properties = std::min(rows_, maxPropertyRows);
    for (int row = 0; row < properties && !byId.empty(); ++row)
        if (const auto found = byId.find(node_.property(std::size_t(row)).id());
            found != byId.end())
            rowProblems_.insert(row, found->second);
    if (rows_ > 0)
        emit dataChanged(index(0, 0), index(rows_ - 1, ColumnCount - 1),
                         {ProblemRole, Qt::ToolTipRole});
}

int PropertyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows_;
}

int PropertyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int PropertyTableModel::rowsOf(sgf::Node node)
{
    if (!node) return 0;
    const std::size_t properties = node.propertyCount();
    return properties > std::size_t(maxPropertyRows) ? maxPropertyRows + 1 : int(properties);
}

// The last row of a node of more than maxPropertyRows properties.
QVariant PropertyTableModel::moreRowData(const QModelIndex &index, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    if (index.column() == IdColumn) return QStringLiteral("…");
    if (index.column() != ValueColumn) return {}; // the widest column
    const std::size_t more = node_.propertyCount() - std::size_t(maxPropertyRows);
    return tr("%Ln more properties, not shown", nullptr,
              int(std::min<std::size_t>(more, std::numeric_limits<int>::max())));
}

QString PropertyTableModel::name(sgf::Property property) const
{
    const auto *info = property.info();
    return info ? propertynames::name(*info) : tr("(unknown)");
}

QVariant PropertyTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !node_) return {};
    if (index.row() >= maxPropertyRows) return moreRowData(index, role);
    const sgf::Property property = node_.property(std::size_t(index.row()));
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case IdColumn:
            return shownIdentifier(property.id());
        case NameColumn:
            return name(property);
        case ValueColumn:
            return ValueFormatter(game_).format(property);
        case RawColumn:
            return ValueFormatter::raw(property);
        }
    } else if (role == Qt::ToolTipRole) {
        const auto *info = property.info();
        const QString kind = info ? tr("%1, %2").arg(propertynames::category(info->category),
                                                     propertynames::valueType(info->type))
                                  : tr("unknown property");
        QString tip = QStringLiteral("%1 (%2)\n%3")
                          .arg(shownIdentifier(property.id()), kind,
                               ValueFormatter::raw(property).left(2000));
        if (property.id() == "KM")
            if (const auto komi = sgf::parseKomi(property.value(0).raw()); komi && komi->hundredths)
                tip += QLatin1Char('\n') +
                       tr("Fox writes komi in hundredths of a point: %1 is read as %2.")
                           .arg(simpleText(property.value(0).raw()),
                                elided(QString::fromStdString(komi->points.text()), lineLimit));
        if (const auto found = rowProblems_.constFind(index.row()); found != rowProblems_.cend()) {
            const PropertyProblems *problems = &problems_[*found];
            for (const QString &message : problems->messages) tip += QLatin1Char('\n') + message;
            if (const qsizetype more = problems->count - problems->messages.size(); more > 0)
                //: After the first problems of a property in its tool tip.
                tip += QLatin1Char('\n') +
                       tr("and %Ln more problem(s)", nullptr,
                          int(std::min<qsizetype>(more, std::numeric_limits<int>::max())));
        }
        return tip;
    } else if (role == ProblemRole) {
        const auto found = rowProblems_.constFind(index.row());
        if (found == rowProblems_.cend()) return {};
        return int(problems_[*found].worst);
    }
    return {};
}

QVariant PropertyTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case IdColumn:
        return tr("ID");
    case NameColumn:
        return tr("Property");
    case ValueColumn:
        return tr("Value");
    case RawColumn:
        return tr("SGF");
    }
    return {};
}

} // namespace sgfview
