#include "propertytablemodel.h"

#include "propertynames.h"
#include "qtsgf.h"
#include "sgf/properties.h"
#include "valueformatter.h"

namespace sgfview {

PropertyTableModel::PropertyTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void PropertyTableModel::setNode(sgf::Node node, const sgf::Game &game)
{
    beginResetModel();
    node_ = node;
    game_ = game;
    endResetModel();
}

int PropertyTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !node_ ? 0 : int(node_.propertyCount());
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
        return QStringLiteral("%1 (%2)\n%3")
            .arg(toQString(property.id()), kind, ValueFormatter::raw(property).left(2000));
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
