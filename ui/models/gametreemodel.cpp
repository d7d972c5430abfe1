#include "gametreemodel.h"

#include "gamecontroller.h"
#include "nodetext.h"
#include "qtsgf.h"

namespace sgfview {

GameTreeModel::GameTreeModel(const GameController *controller, QObject *parent)
    : QAbstractItemModel(parent), controller_(controller)
{
    connect(controller, &GameController::documentChanged, this, &GameTreeModel::showDocument);
    showDocument();
}

void GameTreeModel::showDocument()
{
    beginResetModel();
    collection_ = controller_->collection();
    rows_ = controller_->rows();
    endResetModel();
}

sgf::Node GameTreeModel::node(const QModelIndex &index) const
{
    if (!index.isValid()) return {};
    return collection_.node(std::uint32_t(index.internalId()));
}

QModelIndex GameTreeModel::indexOf(sgf::Node node, int column) const
{
    if (!node) return {};
    return createIndex(int(rows_->row(node.index())), column, quintptr(node.index()));
}

const sgf::Game &GameTreeModel::game(sgf::Node node) const
{
    static const sgf::Game none;
    return node ? rows_->game(rows_->gameOf(node.index())) : none;
}

QModelIndex GameTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) return {};
    const auto parentNode = parent.isValid() ? std::uint32_t(parent.internalId()) : TreeRows::none;
    return createIndex(row, column, quintptr(rows_->childAt(parentNode, std::uint32_t(row))));
}

QModelIndex GameTreeModel::parent(const QModelIndex &index) const
{
    if (!index.isValid()) return {};
    const auto up = rows_->rowParent(std::uint32_t(index.internalId()));
    if (up == TreeRows::none) return {};
    return createIndex(int(rows_->row(up)), 0, quintptr(up));
}

int GameTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) return int(rows_->rootCount());
    if (parent.column() != 0) return 0;
    return int(rows_->rowCount(std::uint32_t(parent.internalId())));
}

int GameTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool GameTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QVariant GameTreeModel::data(const QModelIndex &index, int role) const
{
    const sgf::Node n = node(index);
    if (!n) return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MoveColumn:
            if (rows_->hasNumberedMove(n.index())) return rows_->moveNumber(n.index());
            return {};
        case NodeColumn:
            return nodetext::summary(n, game(n));
        case AnnotationColumn:
            return nodetext::annotations(n);
        case CommentColumn:
            return nodetext::headline(n);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == AnnotationColumn) return nodetext::annotationNames(n);
        if (index.column() == CommentColumn) {
            const std::string_view comment = n.raw("C");
            if (comment.empty()) return {};
            QString text = toQString(sgf::decodeText(comment.substr(0, 2000)));
            if (comment.size() > 2000) text += QStringLiteral(" …");
            return text;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == MoveColumn) return int(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case NodeIndexRole:
        return n.index();
    }
    return {};
}

QVariant GameTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case MoveColumn:
        return tr("Move");
    case NodeColumn:
        return tr("Node");
    case AnnotationColumn:
        return tr("Annotation");
    case CommentColumn:
        return tr("Comment");
    }
    return {};
}

} // namespace sgfview
