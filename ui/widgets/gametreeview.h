// The game tree view: follows the controller's current node (expanding and scrolling to it)
// and makes the node a user selects current. It shows every game, or only the current one
// through a SingleGameProxyModel. A game's first line is open as soon as the game is shown;
// a context menu on the rows opens and closes them. The Move column fits its numbers but
// never takes more than a third of the view, however deep the rows in view are nested, so
// the comments stay in sight. Marked nodes (a search's hits) are tinted in the hits' colour.
#pragma once

#include "sgf/node_path.h"
#include "sgf/tree.h"

#include <QTreeView>
#include <cstdint>
#include <vector>

class QAction;

namespace sgfview {

class GameController;
class GameTreeModel;
class SingleGameProxyModel;

class GameTreeView : public QTreeView {
    Q_OBJECT

public:
    GameTreeView(GameTreeModel *model, GameController *controller, QWidget *parent = nullptr);

    void setCurrentGameOnly(bool only);
    bool currentGameOnly() const;
    // Between the view's indexes and the tree model's: the same model, or through the proxy.
    sgf::Node nodeAt(const QModelIndex &index) const;
    QModelIndex indexOf(sgf::Node node) const;

    // Closes every row but the current game's first line.
    void collapseAllRows();
    // Closes every row, then opens those above the current node and scrolls to it.
    void expandToCurrent();
    QAction *collapseAllAction() const { return collapseAll_; }
    QAction *expandToCurrentAction() const { return expandToCurrent_; }
    // The open rows, by their nodes' paths, and opening them again in a reloaded document
    // (a path that no longer exists opens the row of the nearest node on it). O(open rows).
    std::vector<sgf::NodePath> openRows() const;
    void openRows(const std::vector<sgf::NodePath> &rows);
    // Window actions (copying) the context menu offers after its own.
    void setContextActions(const QList<QAction *> &actions) { contextActions_ = actions; }

    int sizeHintForColumn(int column) const override;

    // The nodes to mark, by index, sorted; a repaint of the rows in view, whatever the count.
    void setMarked(std::vector<std::uint32_t> nodes);
    bool isMarked(sgf::Node node) const;

protected:
    void drawRow(QPainter *painter, const QStyleOptionViewItem &option,
                 const QModelIndex &index) const override;
    void updateGeometries() override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void follow();
    void showModel(QAbstractItemModel *model);
    void showContextMenu(const QPoint &position);
    // Opens the current game's first line (the root's row).
    void openFirstLine();

    GameTreeModel *model_;
    GameController *controller_;
    SingleGameProxyModel *oneGame_;
    // The view scrolled to the current row and the user has not scrolled away since.
    bool keepCurrentInView_ = false;
    // The game whose first line was opened; another game's is opened when it is shown.
    sgf::Node openedRoot_;
    QAction *collapseAll_;
    QAction *expandToCurrent_;
    std::vector<std::uint32_t> marked_;
    QList<QAction *> contextActions_;
};

} // namespace sgfview
