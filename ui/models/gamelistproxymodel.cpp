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

void GameListProxyModel::setGameFilter(const sgf::GameFilter &filter)
{
    if (filter.player == gameFilter_.player && filter.event == gameFilter_.event &&
        filter.firstDay == gameFilter_.firstDay && filter.lastDay == gameFilter_.lastDay &&
        filter.result == gameFilter_.result)
        return;
    gameFilter_ = filter;
    invalidateRowsFilter();
}

bool GameListProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    // The sort is stable: rows that tie keep the order of the previous sort.
    return model_->compare(left.row(), right.row(), left.column()) < 0;
}

bool GameListProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &) const
{
    if (!filter_.isEmpty() && !model_->matches(sourceRow, filter_)) return false;
    return gameFilter_.isEmpty() ||
           sgf::matches(gameFilter_, model_->collection()[std::size_t(sourceRow)].root());
}

} // namespace sgfview
