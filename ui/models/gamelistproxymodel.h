// The game list sorted by any column and filtered by a text (players, event, game name) and
// by the game-info fields of an sgf::GameFilter (player prefix, event, dates, result).
// Unsorted and unfiltered it maps each row to itself and keeps nothing: a new collection of
// 10,000,000 games costs it nothing (QSortFilterProxyModel made a mapping of every row,
// 0.3 s). Once sorted or filtered it keeps the rows in order, and the order of every game so
// that a sort is stable: rows that tie keep the order of the previous sort. The comparisons
// ask GameListModel for its strings directly (through QVariant, sorting 100,000 games by a
// name took several times longer).
#pragma once

#include "sgf/game_filter.h"

#include <QAbstractProxyModel>
#include <functional>
#include <vector>

namespace sgfview {

class GameListModel;

class GameListProxyModel : public QAbstractProxyModel {
    Q_OBJECT

public:
    explicit GameListProxyModel(GameListModel *model, QObject *parent = nullptr);
    // Rows whose players, event or game name contain the text, ignoring case; "" shows all.
    void setFilterText(const QString &text);
    QString filterText() const { return filter_; }
    // Rows whose game the filter keeps (sgf::matches); an empty filter keeps all.
    void setGameFilter(const sgf::GameFilter &filter);
    const sgf::GameFilter &gameFilter() const { return gameFilter_; }

    // A column below 0: the file's order again.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return sortColumn_; }
    // Whether rows are mapped through a kept order (sorted or filtered), not to themselves.
    bool mapsRows() const { return mapped_; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;

private:
    bool filtering() const { return !filter_.isEmpty() || !gameFilter_.isEmpty(); }
    bool accepts(int sourceRow) const;
    // order_ sorted by the sort column (stable), made first when empty.
    void sortOrder();
    std::function<bool(int, int)> rowLess() const; // the sort column's order of source rows
    void listFiltered(int first, int last);
    // The shown rows again from the order and the filters (none kept when neither applies).
    void remap();
    // A new order or filter: the view keeps its current and selected rows where they stay.
    void relayout();

    GameListModel *model_;
    QString filter_;
    sgf::GameFilter gameFilter_;
    int sortColumn_ = -1;
    Qt::SortOrder sortOrder_ = Qt::AscendingOrder;
    std::vector<int> order_;   // every source row, sorted; empty: the file's order
    bool mapped_ = false;      // whether rows_ applies (sorted or filtered)
    std::vector<int> rows_;    // the source row of each shown row
    std::vector<int> shownAt_; // each source row's shown row, -1 when filtered out
};

} // namespace sgfview
