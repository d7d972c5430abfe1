#include "findresultsmodel.h"

#include "nodetext.h"
#include "qtsgf.h"
#include "sgf/game.h"
#include "sgf/text.h"

#include <algorithm>

namespace sgfview {

FindResultsModel::FindResultsModel(QObject *parent) : QAbstractTableModel(parent) {}

void FindResultsModel::clear(std::shared_ptr<const Document> document)
{
    beginResetModel();
    document_ = std::move(document);
    hits_.clear();
    endResetModel();
}

void FindResultsModel::append(const std::vector<FoundHit> &hits)
{
    if (hits.empty()) return;
    const int first = int(hits_.size());
    beginInsertRows({}, first, first + int(hits.size()) - 1);
    hits_.insert(hits_.end(), hits.begin(), hits.end());
    endInsertRows();
}

std::pair<std::size_t, std::size_t> FindResultsModel::hitsIn(std::uint32_t node) const
{
    const auto first =
        std::lower_bound(hits_.begin(), hits_.end(), node,
                         [](const FoundHit &hit, std::uint32_t n) { return hit.node < n; });
    auto last = first;
    while (last != hits_.end() && last->node == node) ++last;
    return {std::size_t(first - hits_.begin()), std::size_t(last - hits_.begin())};
}

std::string FindResultsModel::valueText(const FoundHit &hit) const
{
    if (!document_) return {};
    const sgf::Node node = document_->collection.node(hit.node);
    return node.property(hit.property).value(hit.value).simpleText();
}

int FindResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(hits_.size());
}

int FindResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !document_ || index.row() >= int(hits_.size())) return {};
    const FoundHit &hit = hits_[std::size_t(index.row())];
    if (role == NodeRole) return hit.node;
    const sgf::Node node = document_->collection.node(hit.node);
    if (index.column() == TextColumn &&
        (role == Qt::DisplayRole || role == MatchStartRole || role == MatchLengthRole)) {
        const std::string text = valueText(hit);
        const auto context = sgf::contextOf(text, {hit.begin, hit.end}, 40);
        const QString before =
            toQString(std::string_view(context.text).substr(0, context.matchBegin));
        if (role == MatchStartRole) return int(before.size());
        const QString match =
            toQString(std::string_view(context.text)
                          .substr(context.matchBegin, context.matchEnd - context.matchBegin));
        if (role == MatchLengthRole) return int(match.size());
        return toQString(context.text);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case GameColumn:
        return QLocale().toString(hit.game + 1);
    case MoveColumn:
        return QLocale().toString(sgf::Game(node).moveNumberOf(node));
    case NodeColumn: {
        const QString id = toQString(node.property(hit.property).id());
        return tr("%1, in %2").arg(nodetext::summary(node, sgf::Game(node)), id);
    }
    default:
        return {};
    }
}

QVariant FindResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case GameColumn:
        return tr("Game");
    case MoveColumn:
        return tr("Move");
    case NodeColumn:
        return tr("Node");
    case TextColumn:
        return tr("Found");
    default:
        return {};
    }
}

} // namespace sgfview
