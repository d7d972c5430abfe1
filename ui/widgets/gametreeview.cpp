#include "gametreeview.h"

#include "models/gamecontroller.h"
#include "models/gametreemodel.h"

#include <QHeaderView>

namespace sgfview {

GameTreeView::GameTreeView(GameTreeModel *model, GameController *controller, QWidget *parent)
    : QTreeView(parent), model_(model), controller_(controller)
{
    setModel(model);
    setUniformRowHeights(true); // keeps layout O(visible rows) on 100k-node trees
    setAllColumnsShowFocus(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    header()->setSectionResizeMode(GameTreeModel::MoveColumn, QHeaderView::ResizeToContents);
    setColumnWidth(GameTreeModel::NodeColumn, 110);
    setColumnWidth(GameTreeModel::AnnotationColumn, 70);

    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (const sgf::Node node = model_->node(current)) controller_->setCurrent(node);
            });
    connect(controller, &GameController::currentChanged, this, &GameTreeView::follow);
}

void GameTreeView::follow()
{
    const QModelIndex index = model_->indexOf(controller_->current());
    if (!index.isValid() || index == currentIndex()) return;
    // Only the rows above it open up: their number grows with nested variations, not moves.
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent()) expand(up);
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
}

} // namespace sgfview
