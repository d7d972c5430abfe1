#include "gamelistproxymodel.h"

#include "gamelistmodel.h"

#include <algorithm>
#include <numeric>

namespace sgfview {

GameListProxyModel::GameListProxyModel(GameListModel *model, QObject *parent)
    : QAbstractProxyModel(parent), model_(model)
{
    setSourceModel(model);
    // The list gets a new collection (GameListModel changes no row in place): a new order of
    // its games, sorted again.
    connect(model, &QAbstractItemModel::modelAboutToBeReset, this,
            &GameListProxyModel::beginResetModel);
    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        order_.clear();
        if (sortColumn_ >= 0) sortOrder();
        remap();
        endResetModel();
    });
    // Games listed later (GameListModel::listMore) come at the end: in the file's order they
    // are rows at the end here too, filtered the new ones are asked alone; sorted, they are
    // merged into the order (a batch costs the rows listed, never a sort of them all).
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [this](const QModelIndex &, int first, int last) {
                if (!mapped_) beginInsertRows({}, first, last);
            });
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) {
                if (!mapped_) return endInsertRows();
                if (sortColumn_ < 0) return listFiltered(first, last);
                const auto middle = std::ptrdiff_t(order_.size());
                for (int row = first; row <= last; ++row) order_.push_back(row);
                const auto less = rowLess();
                std::stable_sort(order_.begin() + middle, order_.end(), less);
                std::inplace_merge(order_.begin(), order_.begin() + middle, order_.end(), less);
                relayout();
            });
}

// Rows first to last of the source, just listed, shown after the rest when they pass.
void GameListProxyModel::listFiltered(int first, int last)
{
    shownAt_.resize(std::size_t(last) + 1, -1);
    std::vector<int> passed;
    for (int row = first; row <= last; ++row)
        if (accepts(row)) passed.push_back(row);
    if (passed.empty()) return;
    const int at = int(rows_.size());
    beginInsertRows({}, at, at + int(passed.size()) - 1);
    for (const int row : passed) {
        shownAt_[std::size_t(row)] = int(rows_.size());
        rows_.push_back(row);
    }
    endInsertRows();
}

void GameListProxyModel::setFilterText(const QString &text)
{
    if (text == filter_) return;
    beginResetModel();
    filter_ = text;
    remap();
    endResetModel();
}

void GameListProxyModel::setGameFilter(const sgf::GameFilter &filter)
{
    if (filter.player == gameFilter_.player && filter.event == gameFilter_.event &&
        filter.firstDay == gameFilter_.firstDay && filter.lastDay == gameFilter_.lastDay &&
        filter.result == gameFilter_.result)
        return;
    beginResetModel();
    gameFilter_ = filter;
    remap();
    endResetModel();
}

bool GameListProxyModel::accepts(int sourceRow) const
{
    if (!filter_.isEmpty() && !model_->matches(sourceRow, filter_)) return false;
    return gameFilter_.isEmpty() ||
           sgf::matches(gameFilter_, model_->collection()[std::size_t(sourceRow)].root());
}

void GameListProxyModel::remap()
{
    mapped_ = sortColumn_ >= 0 || filtering();
    rows_.clear();
    shownAt_.clear();
    if (!mapped_) return;
    const int count = model_->rowCount();
    shownAt_.assign(std::size_t(count), -1);
    const auto show = [this](int row) {
        if (!accepts(row)) return;
        shownAt_[std::size_t(row)] = int(rows_.size());
        rows_.push_back(row);
    };
    if (order_.empty())
        for (int row = 0; row < count; ++row) show(row);
    else
        for (const int row : order_) show(row);
}

void GameListProxyModel::sort(int column, Qt::SortOrder order)
{
    sortColumn_ = column;
    sortOrder_ = order;
    if (column < 0)
        order_.clear();
    else
        sortOrder();
    relayout();
}

void GameListProxyModel::sortOrder()
{
    if (order_.empty()) {
        order_.resize(std::size_t(model_->rowCount()));
        std::iota(order_.begin(), order_.end(), 0);
    }
    std::stable_sort(order_.begin(), order_.end(), rowLess());
}

// Descending keeps ties in the previous order too.
std::function<bool(int, int)> GameListProxyModel::rowLess() const
{
    const int column = sortColumn_;
    const bool ascending = sortOrder_ == Qt::AscendingOrder;
    return [this, column, ascending](int left, int right) {
        return ascending ? model_->compare(left, right, column) < 0
                         : model_->compare(right, left, column) < 0;
    };
}

void GameListProxyModel::relayout()
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QModelIndexList sources;
    for (const QModelIndex &index : before) sources << mapToSource(index);
    remap();
    QModelIndexList after;
    for (const QModelIndex &source : sources) after << mapFromSource(source);
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

QModelIndex GameListProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex GameListProxyModel::parent(const QModelIndex &) const
{
    return {};
}

bool GameListProxyModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && rowCount() > 0;
}

// The columns are the list's whatever the rows shown (the base class asks a row for them).
QVariant GameListProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal) return model_->headerData(section, orientation, role);
    return QAbstractProxyModel::headerData(section, orientation, role);
}

int GameListProxyModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid()) return 0;
    return mapped_ ? int(rows_.size()) : model_->rowCount();
}

int GameListProxyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : model_->columnCount();
}

QModelIndex GameListProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!proxyIndex.isValid() || proxyIndex.model() != this) return {};
    const int row = mapped_ ? rows_[std::size_t(proxyIndex.row())] : proxyIndex.row();
    return model_->index(row, proxyIndex.column());
}

QModelIndex GameListProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != model_) return {};
    const int row = mapped_ ? shownAt_[std::size_t(sourceIndex.row())] : sourceIndex.row();
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

} // namespace sgfview
