// The current node's properties: identifier, name from the core table, the values as a
// player reads them, and the raw SGF text one column further.
#pragma once

#include "sgf/game.h"
#include "sgf/tree.h"

#include <QAbstractTableModel>

namespace sgfview {

class PropertyTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { IdColumn, NameColumn, ValueColumn, RawColumn, ColumnCount };

    explicit PropertyTableModel(QObject *parent = nullptr);

    // Shows a node's properties; game is its game, for coordinates and values. The rows both
    // nodes have change in place; the rest are inserted or removed. nodeChanged follows.
    void setNode(sgf::Node node, const sgf::Game &game);
    sgf::Node node() const { return node_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void nodeChanged();

private:
    QString name(sgf::Property property) const;

    sgf::Node node_;
    sgf::Game game_;
    // The rows shown, node_'s properties or, while rows are removed, the first of them.
    int rows_ = 0;
};

} // namespace sgfview
