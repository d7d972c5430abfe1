// The game tree view: follows the controller's current node (expanding and scrolling to it)
// and makes the node a user selects current.
#pragma once

#include <QTreeView>

namespace sgfview {

class GameController;
class GameTreeModel;

class GameTreeView : public QTreeView {
    Q_OBJECT

public:
    GameTreeView(GameTreeModel *model, GameController *controller, QWidget *parent = nullptr);

private:
    void follow();

    GameTreeModel *model_;
    GameController *controller_;
};

} // namespace sgfview
