#include "gametreeview.h"

#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/singlegameproxymodel.h"

#include <QHeaderView>
#include <QScrollBar>

namespace sgfview {

GameTreeView::GameTreeView(GameTreeModel *model, GameController *controller, QWidget *parent)
    : QTreeView(parent), model_(model), controller_(controller),
      oneGame_(new SingleGameProxyModel(this))
{
    oneGame_->setSourceModel(model);
    showModel(model);
    setUniformRowHeights(true); // keeps layout O(visible rows) on 100k-node trees
    setAllColumnsShowFocus(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(GameTreeModel::MoveColumn, QHeaderView::ResizeToContents);
    // Measured on the rows in view only: by default Qt measures a thousand rows around them
    // at every geometry update, most of a step's time in a big tree (callgrind, windowbench).
    header()->setResizeContentsPrecision(0);
    setColumnWidth(GameTreeModel::NodeColumn, 110);
    setColumnWidth(GameTreeModel::AnnotationColumn, 70);

    connect(controller, &GameController::currentChanged, this, &GameTreeView::follow);
    // The user takes over: scrolling away or closing a branch is not undone at the next
    // geometry update.
    const auto letGo = [this] { keepCurrentInView_ = false; };
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, letGo);
    connect(horizontalScrollBar(), &QScrollBar::actionTriggered, this, letGo);
    connect(this, &QTreeView::collapsed, this, letGo);
}

// The tree model itself while every game is shown (the proxy's mapping is then not needed);
// the header keeps its sections across the switch, the columns being the same.
void GameTreeView::showModel(QAbstractItemModel *model)
{
    QItemSelectionModel *old = selectionModel();
    setModel(model);
    delete old;
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (const sgf::Node node = nodeAt(current)) controller_->setCurrent(node);
            });
}

void GameTreeView::setCurrentGameOnly(bool only)
{
    if (only == currentGameOnly()) return;
    showModel(only ? static_cast<QAbstractItemModel *>(oneGame_) : model_);
    follow();
}

bool GameTreeView::currentGameOnly() const
{
    return model() == oneGame_;
}

sgf::Node GameTreeView::nodeAt(const QModelIndex &index) const
{
    return model_->node(currentGameOnly() ? oneGame_->mapToSource(index) : index);
}

QModelIndex GameTreeView::indexOf(sgf::Node node) const
{
    const QModelIndex index = model_->indexOf(node);
    return currentGameOnly() ? oneGame_->mapFromSource(index) : index;
}

void GameTreeView::follow()
{
    if (currentGameOnly()) {
        const sgf::Node root = controller_->currentRoot();
        oneGame_->setGame(root ? model_->indexOf(root).row() : -1);
    }
    const QModelIndex index = indexOf(controller_->current());
    if (!index.isValid() || index == currentIndex()) return;
    // Only the rows above it open up: their number grows with nested variations, not moves.
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent()) expand(up);
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
    keepCurrentInView_ = true;
}

// Opening a line can bring a vertical scroll bar, then a horizontal one (the columns no longer
// fit) that covers the bottom row after scrollTo placed the current row there.
void GameTreeView::updateGeometries()
{
    QTreeView::updateGeometries();
    // Not through a closed branch: scrollTo would open it again.
    if (keepCurrentInView_ && currentIndex().isValid() && !visualRect(currentIndex()).isEmpty())
        scrollTo(currentIndex());
}

void GameTreeView::wheelEvent(QWheelEvent *event)
{
    keepCurrentInView_ = false;
    QTreeView::wheelEvent(event);
}

} // namespace sgfview
