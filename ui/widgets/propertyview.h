// The property table with copying: Ctrl+C copies the selected cells as tab-separated text.
#pragma once

#include <QTableView>

namespace sgfview {

class PropertyView : public QTableView {
    Q_OBJECT

public:
    explicit PropertyView(QWidget *parent = nullptr);
    // The selected cells as text: columns split by tabs, rows by line breaks.
    QString selectedText() const;

public slots:
    void copy();
};

} // namespace sgfview
