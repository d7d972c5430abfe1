// The game tree view: follows the controller's current node (expanding and scrolling to it)
// and makes the node a user selects current. It shows every game, or only the current one
// through a SingleGameProxyModel.
#pragma once

#include "sgf/tree.h"

#include <QTreeView>

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

protected:
    void updateGeometries() override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void follow();
    void showModel(QAbstractItemModel *model);
    // Between the view's indexes and the tree model's: the same model, or through the proxy.
    sgf::Node nodeAt(const QModelIndex &index) const;
    QModelIndex indexOf(sgf::Node node) const;

    GameTreeModel *model_;
    GameController *controller_;
    SingleGameProxyModel *oneGame_;
    // The view scrolled to the current row and the user has not scrolled away since.
    bool keepCurrentInView_ = false;
};

} // namespace sgfview
