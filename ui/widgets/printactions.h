// File > Print... and File > Export Diagrams...: a dialog asks what to print (the current
// board, the main line or the current line as a record), how many moves a diagram holds
// (50 or 100), how many diagrams a page (2 or 4), the paper (A4 or Letter) and whether the
// comments follow the diagrams; then Qt's print preview (whose Print button opens the print
// dialog), or a PDF or SVG file. RecordPrinter paints the pages.
#pragma once

#include "recordprinter.h"

#include <QObject>
#include <optional>

class QAction;

namespace sgfview {

class MainWindow;

class PrintActions : public QObject {
    Q_OBJECT

public:
    explicit PrintActions(MainWindow *window);

    QAction *printAction() const { return print_; }
    QAction *exportAction() const { return export_; }

    // The options dialog, filled with the saved options; nothing when cancelled.
    std::optional<PrintOptions> askOptions(const QString &title) const;
    void print();
    void exportDiagrams();

private:
    void update();

    MainWindow *window_;
    QAction *print_;
    QAction *export_;
};

} // namespace sgfview
