// The games of a collection (View > Game List): a filter box and the game-info fields of
// GameListFilter (player, event, dates, result) over a list sortable by any column. The
// highlighted row is always the shown game: choosing a row (a click, the arrow keys) shows
// that game, Enter or a double click goes to a game's root, and the list follows the
// controller to the shown game's row, or highlights none when the filter hides it. Down in the
// filter box goes into the list, Enter there shows the first game listed when the shown one is
// not.
#pragma once

#include <QWidget>

class QLineEdit;
class QModelIndex;
class QTimer;
class QTableView;

namespace sgfview {

class CellDelegate;
class GameController;
class GameListFilter;
class GameListModel;
class GameListProxyModel;

class GameListPanel : public QWidget {
    Q_OBJECT

public:
    explicit GameListPanel(GameController *controller, QWidget *parent = nullptr);

    GameListModel *model() const { return model_; }
    GameListProxyModel *proxy() const { return proxy_; }
    QTableView *view() const { return view_; }
    QLineEdit *filterEdit() const { return filter_; }
    GameListFilter *fields() const { return fields_; }
    // How many rows are listed at once; a bigger collection is listed that many at a time.
    static constexpr std::size_t rowsPerTurn = 250'000;
    // How many rows at most a column fitted to its contents measures (more than a screen
    // shows).
    static constexpr int rowsMeasured = 256;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void list(); // the controller's collection
    void fitNumberColumn();
    void activate(const QModelIndex &index);
    void applyFilter();
    void follow();
    // Makes a row the list's current one (or none) without showing its game.
    void highlight(const QModelIndex &index);
    void filterEntered();

    GameController *controller_;
    GameListModel *model_;
    GameListProxyModel *proxy_;
    QLineEdit *filter_;
    GameListFilter *fields_; // player, event, dates, result
    // A table, not a tree: QTreeView lays out every row at a reset (10,000,000 games: 1.2 s
    // before any proxy), QTableView keeps a size per row only.
    QTableView *view_;
    CellDelegate *delegate_;
    QTimer *filterDelay_;
    QTimer *listing_;           // lists the rest of a huge collection
    bool highlighting_ = false; // the list's current row is being set to the shown game's
};

} // namespace sgfview
