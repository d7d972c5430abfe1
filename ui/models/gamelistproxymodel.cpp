#include "gamelistproxymodel.h"

#include "gamelistmodel.h"

namespace sgfview {

GameListProxyModel::GameListProxyModel(GameListModel *model, QObject *parent)
    : QSortFilterProxyModel(parent), model_(model)
{
    setSourceModel(model);
}

void GameListProxyModel::setFilterText(const QString &text)
{
    if (text == filter_) return;
    filter_ = text;
    invalidateRowsFilter();
}

bool GameListProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // The sort is stable: rows that tie keep the order of the previous sort.
    return model_->compare(left.row(), right.row(), left.column()) < 0;
}

bool GameListProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    return filter_.isEmpty() || model_->matches(sourceRow, filter_);
}

} // namespace sgfview
