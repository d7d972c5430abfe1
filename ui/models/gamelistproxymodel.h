// The game list sorted by any column and filtered by a text (players, event, game name) and
// by the game-info fields of an sgf::GameFilter (player prefix, event, dates, result). The
// comparisons ask GameListModel for its strings directly: through QVariant, as the base class
// does, sorting 100,000 games by a name takes several times longer.
#pragma once

#include "sgf/game_filter.h"

#include <QSortFilterProxyModel>

namespace sgfview {

class GameListModel;

class GameListProxyModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit GameListProxyModel(GameListModel *model, QObject *parent = nullptr);

    // Rows whose players, event or game name contain the text, ignoring case; "" shows all.
    void setFilterText(const QString &text);
    QString filterText() const { return filter_; }
    // Rows whose game the filter keeps (sgf::matches); an empty filter keeps all.
    void setGameFilter(const sgf::GameFilter &filter);
    const sgf::GameFilter &gameFilter() const { return gameFilter_; }

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    GameListModel *model_;
    QString filter_;
    sgf::GameFilter gameFilter_;
};

} // namespace sgfview
