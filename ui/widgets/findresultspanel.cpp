#include "findresultspanel.h"

#include "models/findsession.h"

#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTextLayout>

namespace sgfview {

namespace {

// Draws the context with its match in bold, from the model's match roles.
class MatchDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QString text = item.text;
        item.text.clear();
        QStyle *style = item.widget ? item.widget->style() : nullptr;
        if (style) style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);
        const QRect area =
            style ? style->subElementRect(QStyle::SE_ItemViewItemText, &item, item.widget)
                  : item.rect;
        QTextLayout layout(text, item.font);
        QTextCharFormat bold;
        bold.setFontWeight(QFont::Bold);
        layout.setFormats({{index.data(FindResultsModel::MatchStartRole).toInt(),
                            index.data(FindResultsModel::MatchLengthRole).toInt(), bold}});
        layout.setTextOption(QTextOption(Qt::AlignLeft | Qt::AlignVCenter));
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(1e6); // one line, clipped at the cell's edge
        layout.endLayout();
        painter->save();
        painter->setClipRect(area);
        painter->setPen(item.palette.color(
            item.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
        const qreal y = area.top() + (area.height() - line.height()) / 2;
        layout.draw(painter, QPointF(area.left() + 2, y));
        painter->restore();
    }
};

} // namespace

FindResultsPanel::FindResultsPanel(FindSession *session, QWidget *parent)
    : QTreeView(parent), session_(session)
{
    setModel(session->results());
    setRootIsDecorated(false);
    setUniformRowHeights(true); // 100,000 rows: no row measured apart
    setAllColumnsShowFocus(true);
    setItemDelegateForColumn(FindResultsModel::TextColumn, new MatchDelegate(this));
    header()->setStretchLastSection(true);
    header()->resizeSection(FindResultsModel::GameColumn, 60);
    header()->resizeSection(FindResultsModel::MoveColumn, 60);
    header()->resizeSection(FindResultsModel::NodeColumn, 140);
    connect(this, &QTreeView::activated, this,
            [this](const QModelIndex &index) { session_->goToHit(std::size_t(index.row())); });
    connect(session, &FindSession::currentHitChanged, this, &FindResultsPanel::followCurrentHit);
}

// F3 moves the selection along with the hit gone to.
void FindResultsPanel::followCurrentHit()
{
    const auto hit = session_->currentHit();
    if (!hit) return;
    const QModelIndex index = model()->index(int(*hit), 0);
    if (currentIndex().row() == index.row()) return;
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
    scrollTo(index);
}

} // namespace sgfview
