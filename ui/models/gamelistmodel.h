// The games of a collection, one row per game tree: number, players, result, date and name
// ("Game 2" for a game with neither players nor a name).
// A row is read from its game's root the first time it is asked for, so a list of 100,000
// games shows at once; sorting or filtering (GameListProxyModel) reads every row, once.
#pragma once

#include "sgf/tree.h"

#include <QAbstractTableModel>
#include <QString>
#include <array>
#include <memory>
#include <vector>

namespace sgfview {

class GameListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        NumberColumn,
        BlackColumn,
        WhiteColumn,
        ResultColumn,
        DateColumn,
        NameColumn,
        ColumnCount
    };
    explicit GameListModel(QObject *parent = nullptr);

    // Lists the collection's first `rows` games, all by default.
    void setCollection(sgf::Collection collection, std::size_t rows = std::size_t(-1));
    // Lists up to count more games (rows added at the end); how many are still not listed. A
    // view keeps a slot for every row and fills it when rows come (QHeaderView): 10,000,000
    // rows at once held the window 50-150 ms, a million at a time about a tenth of that.
    std::size_t listMore(std::size_t count);
    std::size_t unlisted() const { return collection_.size() - listed_; }
    const sgf::Collection &collection() const { return collection_; }
    // The row of the game a node belongs to, or -1 when it is not in the collection or not
    // listed yet.
    int gameOf(sgf::Node node) const;
    // For sorting: how two rows compare in a column (numbers as numbers, text ignoring case).
    int compare(int leftRow, int rightRow, int column) const;
    // For the filter: whether a player, the event or the game name contains the text.
    bool matches(int row, const QString &text) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Game {
        QString black, white, result, date, name, event;
    };
    const Game &game(int row) const;
    const QString *text(int row, int column) const; // null for the number column

    sgf::Collection collection_;
    std::size_t listed_ = 0; // the rows: the first games of the collection
    // The rows read, in chunks made when one of their rows is first read: a list of
    // 10,000,000 games costs nothing until it is shown (one slot a game took 100 ms to clear).
    static constexpr std::size_t chunkRows = 4096;
    using Chunk = std::array<std::unique_ptr<Game>, chunkRows>; // null until read
    mutable std::vector<std::unique_ptr<Chunk>> chunks_;
};

} // namespace sgfview
