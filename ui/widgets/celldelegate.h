// How the item views draw a cell's text (the tree, the property table, the game list):
//
// - Text runs in its own direction: English in an Arabic window is laid out left to right,
//   so it is cut at its end and its punctuation stays where it belongs (".Where shoul" was
//   English laid out right to left). Text with no letters of either kind (numbers) follows
//   the window.
// - A cell whose text does not fit shows it whole in its tool tip (with the model's own tool
//   tip after it), so nothing cut is out of reach.
#pragma once

#include <QStyledItemDelegate>

namespace sgfview {

class CellDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The direction of the first letter that has one (Latin, Arabic, ...), if any.
    static std::optional<Qt::LayoutDirection> textDirection(const QString &text);
    // Whether the cell's text is wider than the room the view gives it.
    bool isCut(const QStyleOptionViewItem &option, const QModelIndex &index) const;

    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace sgfview
