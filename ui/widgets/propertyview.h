// The property table with copying: Ctrl+C copies the selected cells as tab-separated text.
// The identifier, name and raw SGF columns fit their text (the raw one up to a third of the
// table), the value takes the rest; a cut cell shows its whole text in its tool tip.
#pragma once

#include <QTableView>

namespace sgfview {

class PropertyView : public QTableView {
    Q_OBJECT

public:
    // The identifier, name and raw columns are fitted to the rows in view and those after them
    // up to this many: a node of 10,000 properties is not measured whole at each node change.
    static constexpr int fittedRows = 100;

    explicit PropertyView(QWidget *parent = nullptr);
    // The selected cells as text: columns split by tabs, rows by line breaks.
    QString selectedText() const;

    void setModel(QAbstractItemModel *model) override;
    int sizeHintForColumn(int column) const override;

public slots:
    void copy();
};

} // namespace sgfview
