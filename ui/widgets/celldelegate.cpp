#include "celldelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHelpEvent>
#include <QToolTip>

namespace sgfview {

namespace {

// A tool tip shows the start of a huge cell; the comment pane and the raw column hold all.
constexpr qsizetype toolTipLimit = 2000;
// Letters are looked for this far: a cell's direction shows in its first words.
constexpr qsizetype directionScan = 200;

} // namespace

std::optional<Qt::LayoutDirection> CellDelegate::textDirection(const QString &text)
{
    // Text inside an isolate (a quoted SGF value in an Arabic message) does not count, as
    // the Unicode bidirectional algorithm says (rule P2).
    int isolates = 0;
    for (qsizetype i = 0; i < std::min(text.size(), directionScan); ++i) {
        switch (text.at(i).direction()) {
        case QChar::DirLRI:
        case QChar::DirRLI:
        case QChar::DirFSI:
            ++isolates;
            break;
        case QChar::DirPDI:
            if (isolates > 0) --isolates;
            break;
        case QChar::DirL:
            if (isolates == 0) return Qt::LeftToRight;
            break;
        case QChar::DirR:
        case QChar::DirAL:
            if (isolates == 0) return Qt::RightToLeft;
            break;
        default:
            break;
        }
    }
    return std::nullopt;
}

void CellDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const auto direction = textDirection(option->text);
    if (!direction || *direction == option->direction) return;
    // Laid out in its own direction, but kept at the cell's start as the window reads it
    // (the right in Arabic), unless the model aligns it otherwise.
    option->direction = *direction;
    if (!(option->displayAlignment & Qt::AlignHorizontal_Mask & ~Qt::AlignLeading))
        option->displayAlignment = (option->displayAlignment & ~Qt::AlignHorizontal_Mask) |
                                   Qt::AlignAbsolute |
                                   (*direction == Qt::LeftToRight ? Qt::AlignRight : Qt::AlignLeft);
}

bool CellDelegate::isCut(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    if (opt.text.isEmpty()) return false;
    const QWidget *widget = opt.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const QRect text = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, widget);
    // The style leaves a margin on each side of the text.
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const int room = text.width() - 2 * margin;
    if (opt.text.contains(QChar::LineSeparator) || opt.text.contains(QLatin1Char('\n')))
        return true; // only the first line shows
    return opt.fontMetrics.horizontalAdvance(opt.text) > room;
}

bool CellDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view,
                             const QStyleOptionViewItem &option, const QModelIndex &index)
{
    if (event->type() != QEvent::ToolTip || !index.isValid())
        return QStyledItemDelegate::helpEvent(event, view, option, index);
    const QString own = index.data(Qt::ToolTipRole).toString();
    if (!isCut(option, index)) return QStyledItemDelegate::helpEvent(event, view, option, index);
    QString whole = index.data(Qt::DisplayRole).toString();
    if (whole.size() > toolTipLimit) whole = whole.left(toolTipLimit) + QStringLiteral(" …");
    const QString tip =
        own.isEmpty() || own == whole ? whole : whole + QStringLiteral("\n\n") + own;
    QToolTip::showText(event->globalPos(), tip, view, view->visualRect(index));
    return true;
}

} // namespace sgfview
