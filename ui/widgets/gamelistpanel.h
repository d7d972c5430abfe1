// The games of a collection (View > Game List): a filter box over a list sortable by any
// column. Activating a row (Enter, double click) makes that game's root current; the list
// follows the controller to the current game's row.
#pragma once

#include <QWidget>

class QLineEdit;
class QModelIndex;
class QTimer;
class QTreeView;

namespace sgfview {

class GameController;
class GameListModel;
class GameListProxyModel;

class GameListPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameListPanel(GameController *controller, QWidget *parent = nullptr);

    GameListModel *model() const { return model_; }
    GameListProxyModel *proxy() const { return proxy_; }
    QTreeView *view() const { return view_; }
    QLineEdit *filterEdit() const { return filter_; }

private:
    void activate(const QModelIndex &index);
    void applyFilter();
    void follow();

    GameController *controller_;
    GameListModel *model_;
    GameListProxyModel *proxy_;
    QLineEdit *filter_;
    QTreeView *view_;
    QTimer *filterDelay_;
};

} // namespace sgfview
