#include "gametreeview.h"

#include "celldelegate.h"
#include "hitcolor.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "models/singlegameproxymodel.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QPainter>
#include <QScrollBar>
#include <algorithm>

namespace sgfview {

GameTreeView::GameTreeView(GameTreeModel *model, GameController *controller, QWidget *parent)
    : QTreeView(parent), model_(model), controller_(controller),
      oneGame_(new SingleGameProxyModel(this)),
      collapseAll_(new QAction(tr("C&ollapse All"), this)),
      expandToCurrent_(new QAction(tr("E&xpand to Current"), this))
{
    oneGame_->setSourceModel(model);
    showModel(model);
    setItemDelegate(new CellDelegate(this));
    setUniformRowHeights(true); // keeps layout O(visible rows) on 100k-node trees
    setIndentation(14);         // Kogo's dictionary nests 27 deep
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

    connect(collapseAll_, &QAction::triggered, this, &GameTreeView::collapseAllRows);
    connect(expandToCurrent_, &QAction::triggered, this, &GameTreeView::expandToCurrent);
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, &GameTreeView::showContextMenu);

    connect(controller, &GameController::documentChanged, this, [this] { openedRoot_ = {}; });
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
    openedRoot_ = {};
    follow();
}

void GameTreeView::setMarked(std::vector<std::uint32_t> nodes)
{
    if (nodes == marked_) return;
    marked_ = std::move(nodes);
    viewport()->update();
}

bool GameTreeView::isMarked(sgf::Node node) const
{
    return node && std::binary_search(marked_.begin(), marked_.end(), node.index());
}

// A marked row is multiplied by the hits' colour: the text stays as dark as it was, the
// alternating background takes the tint. The selected row (the current node) keeps the
// style's colour, which says where the user is.
void GameTreeView::drawRow(QPainter *painter, const QStyleOptionViewItem &option,
                           const QModelIndex &index) const
{
    QTreeView::drawRow(painter, option, index);
    if (marked_.empty() || !isMarked(nodeAt(index)) ||
        selectionModel()->isRowSelected(index.row(), index.parent()))
        return;
    painter->save();
    painter->setCompositionMode(QPainter::CompositionMode_Multiply);
    painter->fillRect(QRect(0, option.rect.y(), viewport()->width(), option.rect.height()),
                      hitColor(false));
    painter->restore();
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
    if (const sgf::Node current = controller_->current(); current && !model_->isShown(current)) {
        // Past the window of a list of more than maxRows rows: the windows move (a reset,
        // which closes every row), and the rows open before are opened again.
        const std::vector<sgf::NodePath> open = openRows();
        model_->reveal(current);
        openedRoot_ = {};
        openRows(open);
    }
    openFirstLine();
    const QModelIndex index = indexOf(controller_->current());
    if (!index.isValid() || index == currentIndex()) return;
    // Only the rows above it open up: their number grows with nested variations, not moves.
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent()) expand(up);
    // QTreeView finds a row's place by a search from the row it found last. Letting go of the
    // old row first, while the last found is still near it, means one search reaches far (to
    // the new row), not three (new, back to the old to repaint it, new again): on a line of
    // 20,000,000 rows each such search reads a gigabyte.
    selectionModel()->clear();
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
    keepCurrentInView_ = true;
}

void GameTreeView::openFirstLine()
{
    const sgf::Node root = controller_->currentRoot();
    if (!root || root == openedRoot_) return;
    openedRoot_ = root;
    expand(indexOf(root));
}

void GameTreeView::collapseAllRows()
{
    keepCurrentInView_ = false;
    collapseAll();
    openedRoot_ = {};
    openFirstLine();
}

void GameTreeView::expandToCurrent()
{
    collapseAll();
    openedRoot_ = {};
    openFirstLine();
    const QModelIndex index = indexOf(controller_->current());
    for (QModelIndex up = index.parent(); up.isValid(); up = up.parent()) expand(up);
    scrollTo(index);
    keepCurrentInView_ = true;
}

std::vector<sgf::NodePath> GameTreeView::openRows() const
{
    std::vector<sgf::NodePath> rows;
    std::vector<QModelIndex> pending{QModelIndex()}; // a stack: no recursion down the rows
    while (!pending.empty()) {
        const QModelIndex parent = pending.back();
        pending.pop_back();
        for (int row = 0, count = model()->rowCount(parent); row < count; ++row) {
            const QModelIndex index = model()->index(row, 0, parent);
            if (!isExpanded(index)) continue;
            rows.push_back(sgf::pathOf(controller_->collection(), nodeAt(index)));
            pending.push_back(index);
        }
    }
    return rows;
}

void GameTreeView::openRows(const std::vector<sgf::NodePath> &rows)
{
    for (const sgf::NodePath &path : rows)
        if (const QModelIndex index = indexOf(sgf::nodeAt(controller_->collection(), path));
            index.isValid())
            expand(index);
}

void GameTreeView::showContextMenu(const QPoint &position)
{
    QMenu menu(this);
    const QModelIndex row = indexAt(position).siblingAtColumn(0);
    // The row clicked becomes the current node, so that the menu's copies take that node
    // (and the board shows what they copy).
    if (const sgf::Node node = nodeAt(row)) controller_->setCurrent(node);
    if (row.isValid() && model()->hasChildren(row)) {
        const bool open = isExpanded(row);
        menu.addAction(open ? tr("&Close This Row") : tr("&Open This Row"), this,
                       [this, row, open] { setExpanded(row, !open); });
        menu.addSeparator();
    }
    menu.addAction(expandToCurrent_);
    menu.addAction(collapseAll_);
    if (!contextActions_.isEmpty()) {
        menu.addSeparator();
        menu.addActions(contextActions_);
    }
    menu.exec(viewport()->mapToGlobal(position));
}

// The Move column's numbers sit behind the rows' indentation, which grows with their nesting:
// fitted to the rows in view, but never so wide that the comments are pushed out.
int GameTreeView::sizeHintForColumn(int column) const
{
    const int fitted = QTreeView::sizeHintForColumn(column);
    if (column != GameTreeModel::MoveColumn) return fitted;
    const int numbers = fontMetrics().horizontalAdvance(QStringLiteral("0000")) + 2 * indentation();
    return std::min(fitted, std::max(numbers, viewport()->width() / 3));
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

// Qt fits a column to its contents at a layout, and scrolling along a line already open makes
// none: the Move column is fitted to the rows scrolled to (those in view alone, a few dozen).
void GameTreeView::scrollContentsBy(int dx, int dy)
{
    QTreeView::scrollContentsBy(dx, dy);
    if (dy != 0) resizeColumnToContents(GameTreeModel::MoveColumn);
}

void GameTreeView::wheelEvent(QWheelEvent *event)
{
    keepCurrentInView_ = false;
    QTreeView::wheelEvent(event);
}

} // namespace sgfview
