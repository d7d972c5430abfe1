#include "singlegameproxymodel.h"

#include "gametreemodel.h"

namespace sgfview {

SingleGameProxyModel::SingleGameProxyModel(QObject *parent) : QAbstractProxyModel(parent) {}

void SingleGameProxyModel::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    if (tree_) disconnect(tree_, nullptr, this, nullptr);
    tree_ = qobject_cast<GameTreeModel *>(source);
    Q_ASSERT(tree_ || !source);
    QAbstractProxyModel::setSourceModel(tree_);
    if (tree_) {
        connect(tree_, &QAbstractItemModel::modelAboutToBeReset, this,
                &SingleGameProxyModel::beginResetModel);
        connect(tree_, &QAbstractItemModel::modelReset, this, [this] {
            if (game_ >= tree_->rowCount()) game_ = tree_->rowCount() > 0 ? 0 : -1;
            findShownNodes();
            endResetModel();
        });
    }
    findShownNodes();
    endResetModel();
}

void SingleGameProxyModel::setGame(int game)
{
    if (game == game_) return;
    // Every row under the top one changes with the game: a reset says so in one signal.
    beginResetModel();
    game_ = game;
    findShownNodes();
    endResetModel();
}

void SingleGameProxyModel::findShownNodes()
{
    first_ = end_ = 0;
    if (!tree_ || game_ < 0 || game_ >= tree_->rowCount()) return;
    const sgf::Node root = tree_->node(tree_->index(game_, 0));
    first_ = root.index();
    end_ = root.subtreeEnd();
}

QModelIndex SingleGameProxyModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!tree_ || !proxyIndex.isValid()) return {};
    const auto node = tree_->collection().node(std::uint32_t(proxyIndex.internalId()));
    return tree_->indexOf(node, proxyIndex.column());
}

QModelIndex SingleGameProxyModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!tree_ || !sourceIndex.isValid()) return {};
    const auto node = std::uint32_t(sourceIndex.internalId());
    if (game_ < 0) return createIndex(sourceIndex.row(), sourceIndex.column(), quintptr(node));
    if (node < first_ || node >= end_) return {};
    const int row = node == first_ ? 0 : sourceIndex.row();
    return createIndex(row, sourceIndex.column(), quintptr(node));
}

// Below the top level a proxy row is the source's row of the same node, and the parent of a
// row asked for is shown: the source is asked by node, without mapping the parent (a view
// asks for each row it lays out, and mapping works up the rows above).
QModelIndex SingleGameProxyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) return {};
    if (parent.isValid())
        return createIndex(row, column,
                           quintptr(tree_->shownChild(std::uint32_t(parent.internalId()), row)));
    return createIndex(row, column, tree_->index(game_ < 0 ? row : game_, column).internalId());
}

QModelIndex SingleGameProxyModel::parent(const QModelIndex &index) const
{
    if (!tree_ || !index.isValid()) return {};
    return mapFromSource(tree_->parent(mapToSource(index)));
}

int SingleGameProxyModel::rowCount(const QModelIndex &parent) const
{
    if (!tree_) return 0;
    if (parent.isValid())
        return parent.column() == 0 ? tree_->shownRows(std::uint32_t(parent.internalId())) : 0;
    if (game_ < 0) return tree_->rowCount();
    return game_ < tree_->rowCount() ? 1 : 0;
}

int SingleGameProxyModel::columnCount(const QModelIndex &) const
{
    return tree_ ? GameTreeModel::ColumnCount : 0;
}

bool SingleGameProxyModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

// Every row has the source's flags for its column (GameTreeModel keeps QAbstractItemModel's),
// so none is mapped to ask.
Qt::ItemFlags SingleGameProxyModel::flags(const QModelIndex &index) const
{
    if (!tree_ || !index.isValid()) return Qt::NoItemFlags;
    return tree_->flags(tree_->index(0, index.column()));
}

// QAbstractProxyModel maps header sections through index(0, section), which an empty model
// does not have; the tree's columns are the source's, so ask it directly.
QVariant SingleGameProxyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return tree_ ? tree_->headerData(section, orientation, role) : QVariant();
}

} // namespace sgfview
