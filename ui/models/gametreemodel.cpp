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
    firstShown_.clear();
    shownAnswers_.fill({});
    heavySummaries_.clear();
    for (const DocumentViews::HeavyNode &heavy : controller_->views().firstHeavyNodes)
        heavySummaries_.try_emplace(heavy.node, heavy.summary);
    endResetModel();
}

std::uint32_t GameTreeModel::firstShown(std::uint32_t parent) const
{
    if (firstShown_.empty()) return 0;
    const auto found = firstShown_.find(parent);
    return found == firstShown_.end() ? 0 : found->second;
}

std::uint32_t GameTreeModel::shownCount(std::uint32_t parent) const
{
    if (parent == TreeRows::none) return rows_->rootCount();
    return std::min(rows_->rowCount(parent), maxRows);
}

std::uint32_t GameTreeModel::windowFor(std::uint32_t parent, std::uint32_t row) const
{
    const std::uint32_t first = firstShown(parent);
    if (parent == TreeRows::none || (row >= first && row - first < maxRows)) return first;
    const std::uint32_t count = rows_->rowCount(parent);
    return std::min(row - std::min(row, maxRows / 2), count - maxRows);
}

bool GameTreeModel::isShown(sgf::Node node) const
{
    if (!node) return false;
    if (rows_->longestList() <= maxRows) return true; // nearly always
    ShownAnswer &known = shownAnswers_[node.index() % shownAnswers_.size()];
    if (known.node == node.index()) return known.shown;
    bool shown = true;
    for (std::uint32_t n = node.index(), up; (up = rows_->rowParent(n)) != TreeRows::none; n = up)
        if (windowFor(up, rows_->row(n)) != firstShown(up)) {
            shown = false;
            break;
        }
    known = {node.index(), shown};
    return shown;
}

void GameTreeModel::reveal(sgf::Node node)
{
    if (!node || isShown(node)) return;
    beginResetModel();
    shownAnswers_.fill({});
    // Up the rows above it: as many as the rows nest, a few dozen at most.
    for (std::uint32_t n = node.index(), up; (up = rows_->rowParent(n)) != TreeRows::none; n = up)
        firstShown_[up] = windowFor(up, rows_->row(n));
    endResetModel();
}

sgf::Node GameTreeModel::node(const QModelIndex &index) const
{
    if (!index.isValid()) return {};
    return collection_.node(std::uint32_t(index.internalId()));
}

QModelIndex GameTreeModel::indexOf(sgf::Node node, int column) const
{
    if (!isShown(node)) return {};
    const std::uint32_t row = rows_->row(node.index()) - firstShown(rows_->rowParent(node.index()));
    return createIndex(int(row), column, quintptr(node.index()));
}

const sgf::Game &GameTreeModel::game(sgf::Node node) const
{
    static const sgf::Game none;
    return node ? rows_->game(rows_->gameOf(node.index())) : none;
}

QString GameTreeModel::summary(sgf::Node node) const
{
    if (node.propertyCount() <= heavyNode) return nodetext::summary(node, game(node));
    const auto [at, added] = heavySummaries_.try_emplace(node.index());
    if (added) at->second = nodetext::summary(node, game(node));
    return at->second;
}

QModelIndex GameTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) return {};
    const auto parentNode = parent.isValid() ? std::uint32_t(parent.internalId()) : TreeRows::none;
    return createIndex(row, column, quintptr(shownChild(parentNode, row)));
}

QModelIndex GameTreeModel::parent(const QModelIndex &index) const
{
    if (!index.isValid()) return {};
    const auto up = rows_->rowParent(std::uint32_t(index.internalId()));
    if (up == TreeRows::none) return {};
    return createIndex(int(rows_->row(up) - firstShown(rows_->rowParent(up))), 0, quintptr(up));
}

int GameTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) return int(rows_->rootCount());
    if (parent.column() != 0) return 0;
    return shownRows(std::uint32_t(parent.internalId()));
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
            return summary(n);
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
