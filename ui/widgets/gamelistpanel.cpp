#include "gamelistpanel.h"

#include "models/gamecontroller.h"
#include "models/gamelistmodel.h"
#include "models/gamelistproxymodel.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace sgfview {

namespace {

// Filtering 100,000 games takes a moment: wait until the typing pauses.
constexpr int filterDelayMs = 150;

} // namespace

GameListPanel::GameListPanel(GameController *controller, QWidget *parent)
    : QWidget(parent), controller_(controller), model_(new GameListModel(this)),
      proxy_(new GameListProxyModel(model_, this)), filter_(new QLineEdit(this)),
      view_(new QTreeView(this)), filterDelay_(new QTimer(this))
{
    filter_->setPlaceholderText(tr("Filter by player, event or game name"));
    filter_->setClearButtonEnabled(true);
    filterDelay_->setSingleShot(true);
    filterDelay_->setInterval(filterDelayMs);
    connect(filter_, &QLineEdit::textChanged, filterDelay_, qOverload<>(&QTimer::start));
    connect(filter_, &QLineEdit::returnPressed, this, &GameListPanel::applyFilter);
    connect(filterDelay_, &QTimer::timeout, this, &GameListPanel::applyFilter);

    view_->setModel(proxy_);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true); // layout stays O(visible rows) for 100,000 games
    view_->setAllColumnsShowFocus(true);
    view_->setAlternatingRowColors(true);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // No sort at first: the file's order, which is the number's, costs nothing.
    view_->header()->setSortIndicator(-1, Qt::AscendingOrder);
    view_->setSortingEnabled(true);
    view_->header()->setStretchLastSection(true);
    view_->setColumnWidth(GameListModel::NumberColumn, 56);
    view_->setColumnWidth(GameListModel::BlackColumn, 140);
    view_->setColumnWidth(GameListModel::WhiteColumn, 140);
    view_->setColumnWidth(GameListModel::ResultColumn, 70);
    view_->setColumnWidth(GameListModel::DateColumn, 90);
    connect(view_, &QTreeView::activated, this, &GameListPanel::activate);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(filter_);
    layout->addWidget(view_);

    connect(controller_, &GameController::documentChanged, this,
            [this] { model_->setCollection(controller_->collection()); });
    connect(controller_, &GameController::currentChanged, this, &GameListPanel::follow);
    model_->setCollection(controller_->collection());
}

void GameListPanel::applyFilter()
{
    filterDelay_->stop();
    proxy_->setFilterText(filter_->text());
    // The list starts from the top, or at the current game's row when it is still listed.
    view_->scrollToTop();
    follow();
    if (view_->currentIndex().isValid()) view_->scrollTo(view_->currentIndex());
}

void GameListPanel::activate(const QModelIndex &index)
{
    const int game = proxy_->mapToSource(index).row();
    if (game >= 0) controller_->setCurrent(model_->collection()[std::size_t(game)].root());
}

// The current game's row becomes the list's current row, without activating it.
void GameListPanel::follow()
{
    const int game = model_->gameOf(controller_->current());
    const QModelIndex index = proxy_->mapFromSource(model_->index(game, 0));
    if (!index.isValid() || index == view_->currentIndex()) return;
    view_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                        QItemSelectionModel::Rows);
    view_->scrollTo(index);
}

} // namespace sgfview
