#include "gamelistmodel.h"

#include "gameinfoformat.h"
#include "qtsgf.h"

#include <algorithm>

namespace sgfview {

GameListModel::GameListModel(QObject *parent) : QAbstractTableModel(parent) {}

void GameListModel::setCollection(sgf::Collection collection, std::size_t rows)
{
    beginResetModel();
    collection_ = std::move(collection);
    listed_ = std::min(rows, collection_.size());
    chunks_.clear();
    chunks_.resize((collection_.size() + chunkRows - 1) / chunkRows);
    endResetModel();
}

std::size_t GameListModel::listMore(std::size_t count)
{
    count = std::min(count, unlisted());
    if (count > 0) {
        beginInsertRows({}, int(listed_), int(listed_ + count - 1));
        listed_ += count;
        endInsertRows();
    }
    return unlisted();
}

const GameListModel::Game &GameListModel::game(int row) const
{
    std::unique_ptr<Chunk> &chunk = chunks_[std::size_t(row) / chunkRows];
    if (!chunk) chunk = std::make_unique<Chunk>();
    std::unique_ptr<Game> &game = (*chunk)[std::size_t(row) % chunkRows];
    if (game) return *game;
    const sgf::Node root = collection_[std::size_t(row)].root();
    const auto text = [&root](std::string_view id) { return simpleText(root.raw(id)); };
    game.reset(new Game{GameInfoFormat::player(text("PB"), text("BR")),
                        GameInfoFormat::player(text("PW"), text("WR")), text("RE"), text("DT"),
                        text("GN"), text("EV")});
    return *game;
}

int GameListModel::gameOf(sgf::Node node) const
{
    if (!node || !collection_.owns(node)) return -1;
    // Games are contiguous ranges in document order: the last root at or before the node.
    std::size_t low = 0, high = collection_.size();
    while (high - low > 1) {
        const std::size_t middle = low + (high - low) / 2;
        if (collection_[middle].root().index() <= node.index())
            low = middle;
        else
            high = middle;
    }
    return low < listed_ ? int(low) : -1;
}

const QString *GameListModel::text(int row, int column) const
{
    const Game &game = this->game(row);
    switch (column) {
    case BlackColumn:
        return &game.black;
    case WhiteColumn:
        return &game.white;
    case ResultColumn:
        return &game.result;
    case DateColumn:
        return &game.date;
    case NameColumn:
        return &game.name;
    }
    return nullptr;
}

int GameListModel::compare(int leftRow, int rightRow, int column) const
{
    if (column == NumberColumn) return leftRow - rightRow;
    return text(leftRow, column)->compare(*text(rightRow, column), Qt::CaseInsensitive);
}

bool GameListModel::matches(int row, const QString &text) const
{
    const Game &game = this->game(row);
    for (const QString *field : {&game.black, &game.white, &game.event, &game.name})
        if (field->contains(text, Qt::CaseInsensitive)) return true;
    return false;
}

int GameListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(listed_);
}

int GameListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GameListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (index.column() == NumberColumn) {
        // An int, so that sorting by it is numeric; it needs nothing read.
        if (role == Qt::DisplayRole) return index.row() + 1;
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const Game &game = this->game(index.row());
    if (role == Qt::ToolTipRole) {
        if (index.column() == ResultColumn && !game.result.isEmpty())
            return GameInfoFormat::result(game.result);
        if (index.column() == NameColumn && !game.event.isEmpty()) return game.event;
        return {};
    }
    // A game with neither players nor a name still gets a label a person can refer to.
    if (index.column() == NameColumn && game.name.isEmpty() && game.black.isEmpty() &&
        game.white.isEmpty())
        return tr("Game %L1").arg(index.row() + 1);
    const QString *shown = text(index.row(), index.column());
    return shown ? QVariant(*shown) : QVariant();
}

QVariant GameListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case NumberColumn:
        return tr("#");
    case BlackColumn:
        return tr("Black");
    case WhiteColumn:
        return tr("White");
    case ResultColumn:
        return tr("Result");
    case DateColumn:
        return tr("Date");
    case NameColumn:
        return tr("Game Name");
    }
    return {};
}

} // namespace sgfview
