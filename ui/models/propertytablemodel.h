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

    // Shows a node's properties; size is its game's board size, for coordinates.
    void setNode(sgf::Node node, const sgf::Game &game);
    sgf::Node node() const { return node_; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString name(sgf::Property property) const;

    sgf::Node node_;
    sgf::Game game_;
};

} // namespace sgfview
