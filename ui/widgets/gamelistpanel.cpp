#include "gamelistpanel.h"

#include "celldelegate.h"
#include "gamelistfilter.h"
#include "models/gamecontroller.h"
#include "models/gamelistmodel.h"
#include "models/gamelistproxymodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

namespace sgfview {

namespace {

// Filtering 100,000 games takes a moment: wait until the typing pauses.
constexpr int filterDelayMs = 150;

} // namespace

GameListPanel::GameListPanel(GameController *controller, QWidget *parent)
    : QWidget(parent), controller_(controller), model_(new GameListModel(this)),
      proxy_(new GameListProxyModel(model_, this)), filter_(new QLineEdit(this)),
      fields_(new GameListFilter(this)), view_(new QTableView(this)),
      delegate_(new CellDelegate(view_)), filterDelay_(new QTimer(this)), listing_(new QTimer(this))
{
    filter_->setPlaceholderText(tr("Filter by player, event or game name"));
    filter_->setClearButtonEnabled(true);
    filterDelay_->setSingleShot(true);
    filterDelay_->setInterval(filterDelayMs);
    connect(filter_, &QLineEdit::textChanged, filterDelay_, qOverload<>(&QTimer::start));
    connect(filter_, &QLineEdit::returnPressed, this, &GameListPanel::filterEntered);
    connect(fields_, &GameListFilter::changed, filterDelay_, qOverload<>(&QTimer::start));
    filter_->installEventFilter(this);
    connect(filterDelay_, &QTimer::timeout, this, &GameListPanel::applyFilter);

    view_->setModel(proxy_);
    view_->installEventFilter(this);
    // Rows of one line each, as in a tree view: no row is measured.
    view_->verticalHeader()->hide();
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 6);
    view_->setShowGrid(false);
    view_->setWordWrap(false);
    view_->setTabKeyNavigation(false); // Tab leaves the list
    view_->setAlternatingRowColors(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // No sort at first: the file's order, which is the number's, costs nothing.
    view_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view_->setSortingEnabled(true);
    view_->setItemDelegate(delegate_);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->horizontalHeader()->setHighlightSections(false);
    // Results and dates are short: fitted to the rows in view and a few more, never to all
    // (0, "the rows in view", means every row while the list is hidden: a hidden list of
    // 1,000,000 games measured its first 250,000 rows, for 1.2 s, when the file arrived).
    view_->horizontalHeader()->setResizeContentsPrecision(rowsMeasured);
    for (const int column : {GameListModel::ResultColumn, GameListModel::DateColumn})
        view_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // Numbers are as wide as the last game's (list()): fitted to the rows in view, game 2,744
    // showed as "27...".
    view_->horizontalHeader()->setSectionResizeMode(GameListModel::NumberColumn,
                                                    QHeaderView::Fixed);
    view_->setColumnWidth(GameListModel::BlackColumn, 160);
    view_->setColumnWidth(GameListModel::WhiteColumn, 160);
    connect(view_, &QTableView::activated, this, &GameListPanel::activate);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (highlighting_) return;
                // Another game's row shows that game; the shown game's stays where it is.
                const int game = proxy_->mapToSource(current).row();
                if (game >= 0 && game != model_->gameOf(controller_->current())) activate(current);
            });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The text filter and the fields share a row: the list keeps its height.
    auto *filters = new QHBoxLayout;
    filters->addWidget(filter_, 3);
    filters->addWidget(fields_, 5);
    layout->addLayout(filters);
    layout->addWidget(view_);

    // A huge collection is listed a batch of rows per turn of the event loop (see listMore).
    listing_->setInterval(0);
    connect(listing_, &QTimer::timeout, this, [this] {
        if (model_->listMore(rowsPerTurn) == 0) listing_->stop();
        follow(); // the shown game's row may be listed now
    });
    connect(controller_, &GameController::documentChanged, this, &GameListPanel::list);
    connect(controller_, &GameController::currentChanged, this, &GameListPanel::follow);
    list();
}

void GameListPanel::list()
{
    highlighting_ = true;
    model_->setCollection(controller_->collection(), rowsPerTurn);
    highlighting_ = false;
    fitNumberColumn();
    if (model_->unlisted() > 0)
        listing_->start();
    else
        listing_->stop();
}

// As wide as the cell the last game's number needs, as the delegate measures a cell (its style).
void GameListPanel::fitNumberColumn()
{
    QStyleOptionViewItem cell;
    cell.initFrom(view_->viewport());
    cell.widget = view_;
    cell.features = QStyleOptionViewItem::HasDisplay;
    cell.text = delegate_->displayText(int(model_->collection().size()), view_->locale());
    const QSize needed =
        view_->style()->sizeFromContents(QStyle::CT_ItemViewItem, &cell, {}, view_);
    view_->setColumnWidth(GameListModel::NumberColumn,
                          std::max(needed.width(), view_->horizontalHeader()->sectionSizeHint(
                                                       GameListModel::NumberColumn)));
}

void GameListPanel::applyFilter()
{
    filterDelay_->stop();
    // Rows removed under the list's current one would move it to a neighbour: not a choice.
    highlighting_ = true;
    proxy_->setFilterText(filter_->text());
    proxy_->setGameFilter(fields_->filter());
    highlighting_ = false;
    // The list starts from the top, or at the current game's row when it is still listed.
    view_->scrollToTop();
    follow();
    if (view_->currentIndex().isValid()) view_->scrollTo(view_->currentIndex());
}

void GameListPanel::filterEntered()
{
    applyFilter();
    if (!view_->currentIndex().isValid() && proxy_->rowCount() > 0)
        view_->setCurrentIndex(proxy_->index(0, 0));
    view_->setFocus();
}

// The window's Go menu has Up, Down, Home, End and the page keys for walking the game,
// wherever the focus is; in the list they move between games, and Down leaves the filter.
bool GameListPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool listKey = key->modifiers() == Qt::NoModifier &&
                             (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down ||
                              key->key() == Qt::Key_PageUp || key->key() == Qt::Key_PageDown ||
                              key->key() == Qt::Key_Home || key->key() == Qt::Key_End);
        if ((watched == view_ && listKey) ||
            (watched == filter_ && key->modifiers() == Qt::NoModifier &&
             key->key() == Qt::Key_Down)) {
            event->accept();
            return true;
        }
    }
    if (watched == filter_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down) {
        if (filterDelay_->isActive()) applyFilter();
        if (!view_->currentIndex().isValid() && proxy_->rowCount() > 0)
            view_->setCurrentIndex(proxy_->index(0, 0));
        view_->setFocus();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void GameListPanel::activate(const QModelIndex &index)
{
    const int game = proxy_->mapToSource(index).row();
    if (game >= 0) controller_->setCurrent(model_->collection()[std::size_t(game)].root());
}

// The shown game's row becomes the list's current row, without activating it; none when the
// filter hides it.
void GameListPanel::follow()
{
    const int game = model_->gameOf(controller_->current());
    const QModelIndex index =
        game < 0 ? QModelIndex() : proxy_->mapFromSource(model_->index(game, 0));
    if (index == view_->currentIndex()) return;
    highlight(index);
    if (index.isValid()) view_->scrollTo(index);
}

void GameListPanel::highlight(const QModelIndex &index)
{
    highlighting_ = true;
    if (index.isValid()) {
        view_->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                            QItemSelectionModel::Rows);
    } else {
        view_->selectionModel()->clear();
    }
    highlighting_ = false;
}

} // namespace sgfview
