#include "printactions.h"

#include "boardwidget.h"
#include "mainwindow.h"
#include "models/settingskeys.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>

namespace sgfview {

PrintActions::PrintActions(MainWindow *window)
    : QObject(window), window_(window), print_(new QAction(tr("&Print..."), window)),
      export_(new QAction(tr("Export &Diagrams..."), window))
{
    print_->setShortcut(QKeySequence::Print);
    connect(print_, &QAction::triggered, this, &PrintActions::print);
    connect(export_, &QAction::triggered, this, &PrintActions::exportDiagrams);
    window->addActions({print_, export_}); // keys work while the menu bar is hidden too
    connect(window->controller(), &GameController::documentChanged, this, &PrintActions::update);
    update();
}

void PrintActions::update()
{
    const bool shown = bool(window_->document());
    print_->setEnabled(shown);
    export_->setEnabled(shown);
}

std::optional<PrintOptions> PrintActions::askOptions(const QString &title) const
{
    const PrintOptions saved = PrintOptions::saved();
    QDialog dialog(window_);
    dialog.setWindowTitle(title);
    auto *form = new QFormLayout(&dialog);
    auto *what = new QComboBox;
    what->addItems({tr("The current board"), tr("The main line, as a game record"),
                    tr("The current line, as a game record")});
    what->setCurrentIndex(int(saved.what));
    form->addRow(tr("&Print:"), what);
    auto *moves = new QComboBox;
    moves->addItems({tr("50 moves"), tr("100 moves")});
    moves->setCurrentIndex(saved.movesPerDiagram == 100 ? 1 : 0);
    form->addRow(tr("&Moves a diagram:"), moves);
    auto *perPage = new QComboBox;
    perPage->addItems({tr("2 diagrams"), tr("4 diagrams")});
    perPage->setCurrentIndex(saved.diagramsPerPage == 4 ? 1 : 0);
    form->addRow(tr("&Diagrams a page:"), perPage);
    auto *paper = new QComboBox;
    paper->addItems({QStringLiteral("A4"), tr("Letter")});
    paper->setCurrentIndex(saved.paper == QPageSize::Letter ? 1 : 0);
    form->addRow(tr("P&aper:"), paper);
    auto *comments = new QCheckBox(tr("&Comments after each diagram"));
    comments->setChecked(saved.comments);
    form->addRow(comments);
    const auto recordOnly = [=](int index) {
        const bool record = index != int(PrintOptions::What::Board);
        moves->setEnabled(record);
        perPage->setEnabled(record);
        comments->setEnabled(record);
    };
    QObject::connect(what, &QComboBox::currentIndexChanged, &dialog, recordOnly);
    recordOnly(what->currentIndex());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted) return std::nullopt;
    PrintOptions options;
    options.what = PrintOptions::What(what->currentIndex());
    options.movesPerDiagram = moves->currentIndex() == 1 ? 100 : 50;
    options.diagramsPerPage = perPage->currentIndex() == 1 ? 4 : 2;
    options.paper = paper->currentIndex() == 1 ? QPageSize::Letter : QPageSize::A4;
    options.comments = comments->isChecked();
    options.save();
    return options;
}

void PrintActions::print()
{
    if (!window_->document()) return;
    const auto options = askOptions(tr("Print"));
    if (!options) return;
    const RecordPrinter printer(*window_->controller(), window_->board()->scene(), *options);
    QPrinter device(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&device, window_);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [&printer](QPrinter *target) { printer.print(*target); });
    preview.exec();
}

void PrintActions::exportDiagrams()
{
    const auto &document = window_->document();
    if (!document) return;
    const auto options = askOptions(tr("Export Diagrams"));
    if (!options) return;
    QSettings settings;
    const QString folder =
        settings.value(settingskeys::lastExportFolder, QFileInfo(document->path).absolutePath())
            .toString();
    const QString name = QFileInfo(document->path).completeBaseName();
    const QString suggested = folder + QLatin1Char('/') +
                              (name.isEmpty() ? QStringLiteral("sgfview") : name) +
                              QStringLiteral(".pdf");
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        window_, tr("Export Diagrams"), suggested,
        tr("PDF document (*.pdf);;SVG images, one a page (*.svg)"), &filter);
    if (path.isEmpty()) return;
    settings.setValue(settingskeys::lastExportFolder, QFileInfo(path).absolutePath());
    const RecordPrinter printer(*window_->controller(), window_->board()->scene(), *options);
    QString error;
    const bool svg =
        QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    const bool written =
        svg ? printer.writeSvg(path, nullptr, &error) : printer.writePdf(path, &error);
    if (!written)
        QMessageBox::warning(window_, tr("Export Failed"),
                             tr("Cannot save %1: %2").arg(path, error));
}

} // namespace sgfview
