#include "propertyview.h"

#include "celldelegate.h"
#include "models/propertytablemodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QMap>
#include <algorithm>

namespace sgfview {

namespace {

// A property with a problem: its value has the severity's icon, an error's or a warning's
// text is red or amber (lighter on a dark background), and the tool tip (the model's) says
// what is wrong.
class ProblemMarks : public CellDelegate {
public:
    using CellDelegate::CellDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        CellDelegate::initStyleOption(option, index);
        const QVariant problem = index.data(PropertyTableModel::ProblemRole);
        if (!problem.isValid()) return;
        const auto severity = sgf::Severity(problem.toInt());
        if (index.column() == PropertyTableModel::ValueColumn) {
            const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
            option->icon = style->standardIcon(
                severity == sgf::Severity::Error     ? QStyle::SP_MessageBoxCritical
                : severity == sgf::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                     : QStyle::SP_MessageBoxInformation);
            option->features |= QStyleOptionViewItem::HasDecoration;
        }
        if (severity == sgf::Severity::Note) return;
        const bool dark = option->palette.color(QPalette::Base).lightness() < 128;
        const QColor colour = severity == sgf::Severity::Error
                                  ? (dark ? QColor(255, 120, 120) : QColor(190, 0, 0))
                                  : (dark ? QColor(235, 185, 70) : QColor(150, 90, 0));
        option->palette.setColor(QPalette::Text, colour);
    }
};

} // namespace

PropertyView::PropertyView(QWidget *parent) : QTableView(parent)
{
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setWordWrap(true);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    setItemDelegate(new ProblemMarks(this));
    horizontalHeader()->setStretchLastSection(false);
    horizontalHeader()->setMinimumSectionSize(24);
    auto *copyAction = new QAction(tr("&Copy"), this);
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyAction, &QAction::triggered, this, &PropertyView::copy);
    addAction(copyAction);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

QString PropertyView::selectedText() const
{
    QMap<int, QMap<int, QString>> cells; // row -> column -> text, in order
    for (const QModelIndex &index : selectionModel()->selectedIndexes())
        cells[index.row()][index.column()] = index.data().toString();
    QStringList lines;
    for (const auto &row : cells) lines << QStringList(row.values()).join(QLatin1Char('\t'));
    return lines.join(QLatin1Char('\n'));
}

// The header's sections exist once the model gives them.
void PropertyView::setModel(QAbstractItemModel *model)
{
    QTableView::setModel(model);
    QHeaderView *header = horizontalHeader();
    if (header->count() < PropertyTableModel::ColumnCount) return;
    for (const int column : {PropertyTableModel::IdColumn, PropertyTableModel::NameColumn,
                             PropertyTableModel::RawColumn})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(PropertyTableModel::ValueColumn, QHeaderView::Stretch);
    // Qt's default, 1,000 rows, laid out 3,000 texts at each node change.
    header->setResizeContentsPrecision(fittedRows);
}

// The raw SGF of a comment is as long as the comment: fitted, up to a third of the table; a
// property's name up to a quarter.
int PropertyView::sizeHintForColumn(int column) const
{
    const int fitted = QTableView::sizeHintForColumn(column);
    const int room = viewport()->width();
    if (column == PropertyTableModel::RawColumn) return std::min(fitted, std::max(60, room / 3));
    if (column == PropertyTableModel::NameColumn) return std::min(fitted, std::max(60, room / 4));
    return fitted;
}

void PropertyView::copy()
{
    const QString text = selectedText();
    if (!text.isEmpty()) QApplication::clipboard()->setText(text);
}

} // namespace sgfview
