// The game tree for a QTreeView. Rows follow TreeRows' rule (depth grows with variations,
// not moves); one place, node(), turns an index into a node, and every override is O(1).
// It shows the controller's document, reset at each documentChanged.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"
#include "treerows.h"

#include <QAbstractItemModel>
#include <memory>
#include <vector>

namespace sgfview {

class GameController;

class GameTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { MoveColumn, NodeColumn, AnnotationColumn, CommentColumn, ColumnCount };
    enum Role { NodeIndexRole = Qt::UserRole + 1 };

    explicit GameTreeModel(const GameController *controller, QObject *parent = nullptr);

    const sgf::Collection &collection() const { return collection_; }

    sgf::Node node(const QModelIndex &index) const;
    QModelIndex indexOf(sgf::Node node, int column = 0) const;
    // The rules of the node's game (its GM and SZ, how its moves read).
    const sgf::Game &game(sgf::Node node) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void showDocument();

    const GameController *controller_;
    // The controller's, taken at the reset: views connected before this model still see the
    // old document until then.
    sgf::Collection collection_;
    std::shared_ptr<const TreeRows> rows_;
};

} // namespace sgfview
