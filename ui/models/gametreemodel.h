// The game tree for a QTreeView. Rows follow TreeRows' rule (depth grows with variations,
// not moves); one place, node(), turns an index into a node, and every override is O(1).
// It shows the controller's document, reset at each documentChanged.
//
// A row's children are shown maxRows at a time (a line of 20,000,000 moves is 20,000,000 rows
// under its first node): QTreeView keeps about 40 bytes for each row it lays out and searches
// them one by one to place a row. The window of a long list moves (a reset) when reveal()
// brings a node outside it into view. Game roots, the top level, are all shown.
#pragma once

#include "nodetext.h"
#include "sgf/game.h"
#include "sgf/tree.h"
#include "treerows.h"

#include <QAbstractItemModel>
#include <array>
#include <memory>
#include <unordered_map>
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

    static constexpr std::uint32_t maxRows = 50'000;

    sgf::Node node(const QModelIndex &index) const;
    // Invalid for a node whose row (or one above it) lies outside its window.
    QModelIndex indexOf(sgf::Node node, int column = 0) const;
    // Whether the node's row and every row above it lie in their windows.
    bool isShown(sgf::Node node) const;
    // Moves the windows the node's row and those above it lie outside of, each to show it
    // near its middle: a reset, which closes every row in the views.
    void reveal(sgf::Node node);
    // The rules of the node's game (its GM and SZ, how its moves read).
    const sgf::Game &game(sgf::Node node) const;
    // The node column's text (nodetext::summary) reads each of the node's properties, and a
    // view asks for it at each repaint: a node with more than heavyNode of them is read once
    // and kept until the next document (10,000,000 properties took 30 ms a repaint); those of
    // the first game's first nodes come made with the document (DocumentViews).
    static constexpr std::size_t heavyNode = nodetext::heavyNode;
    std::size_t summarizedHeavyNodes() const { return heavySummaries_.size(); }
    // Below a shown row, by its node (none: the top level): how many rows it shows, and the
    // node at one of them. A view asks this of every row it lays out, and the shown row's
    // own place (what indexOf works out up the rows) is not needed for it.
    int shownRows(std::uint32_t parent) const { return int(shownCount(parent)); }
    std::uint32_t shownChild(std::uint32_t parent, int row) const
    {
        return rows_->childAt(parent, std::uint32_t(row) + firstShown(parent));
    }

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
    // The first row shown under a row's node (none: the top level), and how many are.
    std::uint32_t firstShown(std::uint32_t parent) const;
    std::uint32_t shownCount(std::uint32_t parent) const;
    // Where the window under parent must start to show row (its own when it does already).
    std::uint32_t windowFor(std::uint32_t parent, std::uint32_t row) const;
    QString summary(sgf::Node node) const;

    const GameController *controller_;
    // The controller's, taken at the reset: views connected before this model still see the
    // old document until then.
    sgf::Collection collection_;
    std::shared_ptr<const TreeRows> rows_;
    std::unordered_map<std::uint32_t, std::uint32_t> firstShown_; // by row node, when not 0
    // isShown's answers for the nodes asked lately, until the windows move: it walks up the
    // rows (66 of them under nested variations), and a view asks it for each cell it lays out
    // or paints (through SingleGameProxyModel::mapToSource): a jump into 30,000 nested
    // variations took 52-95 ms, most of it there.
    struct ShownAnswer {
        std::uint32_t node = TreeRows::none;
        bool shown = false;
    };
    mutable std::array<ShownAnswer, 4096> shownAnswers_;
    mutable std::unordered_map<std::uint32_t, QString> heavySummaries_;
};

} // namespace sgfview
