// The game tree model seen whole, or through a window onto one game, whose root is then the
// only top-level row: the tree view's "Show only the current game". Rows below the top level
// are the source's own, so every mapping is O(1) and nothing is stored per row.
#pragma once

#include <QAbstractProxyModel>
#include <cstdint>

namespace sgfview {

class GameTreeModel;

class SingleGameProxyModel : public QAbstractProxyModel {
    Q_OBJECT

public:
    explicit SingleGameProxyModel(QObject *parent = nullptr);

    // The source must be a GameTreeModel (its rows and node numbers are what make the
    // mapping O(1)); it only ever resets, so only resets are followed.
    void setSourceModel(QAbstractItemModel *source) override;
    // The game (a top-level row of the source) to show alone, or -1 for every game.
    void setGame(int game);
    int game() const { return game_; }

    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void findShownNodes();

    GameTreeModel *tree_ = nullptr;
    int game_ = -1;
    // The shown game's nodes: [first, end) in document order (empty when showing every game).
    std::uint32_t first_ = 0, end_ = 0;
};

} // namespace sgfview
