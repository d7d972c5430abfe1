#include "propertytablemodel.h"

#include "propertynames.h"
#include "qtsgf.h"
#include "sgf/grammar.h"
#include "sgf/properties.h"
#include "sgf/values.h"
#include "valueformatter.h"

namespace sgfview {

PropertyTableModel::PropertyTableModel(QObject *parent) : QAbstractTableModel(parent) {}

// Rows go while the old node still shows and come once the new one does, so a view sees
// each row's data as its neighbours' signals say.
void PropertyTableModel::setNode(sgf::Node node, const sgf::Game &game)
{
    const int after = node ? int(node.propertyCount()) : 0;
    if (after < rows_) {
        beginRemoveRows({}, after, rows_ - 1);
        rows_ = after;
        endRemoveRows();
    }
    node_ = node;
    game_ = game;
    if (rows_ > 0) emit dataChanged(index(0, 0), index(rows_ - 1, ColumnCount - 1));
    if (after > rows_) {
        beginInsertRows({}, rows_, after - 1);
        rows_ = after;
        endInsertRows();
    }
    emit nodeChanged();
}

int PropertyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows_;
}

int PropertyTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PropertyTableModel::name(sgf::Property property) const
{
    const auto *info = property.info();
    return info ? propertynames::name(*info) : tr("(unknown)");
}

QVariant PropertyTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !node_) return {};
    const sgf::Property property = node_.property(std::size_t(index.row()));
    if (role == Qt::DisplayRole || role == Qt::EditRole) {
        switch (index.column()) {
        case IdColumn:
            return toQString(property.id());
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
        QString tip =
            QStringLiteral("%1 (%2)\n%3")
                .arg(toQString(property.id()), kind, ValueFormatter::raw(property).left(2000));
        if (property.id() == "KM")
            if (const auto komi = sgf::parseKomi(property.value(0).raw()); komi && komi->hundredths)
                tip += QLatin1Char('\n') +
                       tr("Fox writes komi in hundredths of a point: %1 is read as %2.")
                           .arg(toQString(sgf::grammar::trimWhiteSpace(property.value(0).raw())),
                                QString::fromStdString(komi->points.text()));
        return tip;
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
