// The current node's properties: identifier, name from the core table, the values as a
// player reads them, and the raw SGF text one column further. A node of more than
// maxPropertyRows properties (a hostile file's million identifiers) shows its first ones and a
// last row that says how many more it has: every row costs the view's headers time on each
// step to the node, and no real node comes near.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/game.h"
#include "sgf/tree.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <string>
#include <string_view>

namespace sgfview {

class PropertyTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { IdColumn, NameColumn, ValueColumn, RawColumn, ColumnCount };
    // The most severe problem of a row's property (int(sgf::Severity)); none without one.
    static constexpr int ProblemRole = Qt::UserRole + 1;
    static constexpr int maxPropertyRows = 10'000;

    // The problems the checks found with one of the node's properties: the view marks its row
    // (icon, colour) and its tool tip says what is wrong. A node may hold 100,000 problems of
    // one property (an AB of off-board points): the tool tip lists the first few and counts
    // the rest, and the caller words no more than those.
    struct PropertyProblems {
        std::string id;
        sgf::Severity worst;
        QStringList messages; // the first of them, at most maxMessages
        qsizetype count;      // all of them
    };
    static constexpr int maxMessages = 20;
    // Hashes an identifier by its length and ends: an identifier of a file may be 40 MB long,
    // and the table matches them at every visit of a node.
    struct IdHash {
        std::size_t operator()(std::string_view id) const;
    };

    explicit PropertyTableModel(QObject *parent = nullptr);

    // Shows a node's properties; game is its game, for coordinates and values. The rows both
    // nodes have change in place; the rest are inserted or removed. nodeChanged follows.
    void setNode(sgf::Node node, const sgf::Game &game);
    sgf::Node node() const { return node_; }
    // The shown node's problems (the checks may find them after the node is shown); setNode
    // clears them.
    void setProblems(QList<PropertyProblems> problems);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

signals:
    void nodeChanged();

private:
    static int rowsOf(sgf::Node node);
    QVariant moreRowData(const QModelIndex &index, int role) const;
    QString name(sgf::Property property) const;

    sgf::Node node_;
    sgf::Game game_;
    QList<PropertyProblems> problems_;
    QHash<int, qsizetype> rowProblems_; // by row, the rows with problems: where in problems_
    // The rows shown (rowsOf(node_)) or, while rows are removed, the first of them.
    int rows_ = 0;
};

} // namespace sgfview
