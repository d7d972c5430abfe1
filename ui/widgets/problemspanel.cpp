#include "problemspanel.h"

#include "models/gamecontroller.h"
#include "models/qtsgf.h"

#include <QHeaderView>

namespace sgfview {

namespace {
constexpr int offsetRole = Qt::UserRole + 1;
}

ProblemsPanel::ProblemsPanel(GameController *controller, QWidget *parent)
    : QTreeWidget(parent), controller_(controller)
{
    setColumnCount(3);
    setHeaderLabels({tr("Severity"), tr("Line:Column"), tr("Problem")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const quint64 offset = item->data(0, offsetRole).toULongLong();
        if (const sgf::Node node = controller_->collection().nodeAt(offset))
            controller_->setCurrent(node);
    });
    connect(controller, &GameController::documentChanged, this, [this] {
        const auto &document = controller_->document();
        showDiagnostics(document ? document->diagnostics : std::vector<sgf::Diagnostic>());
    });
}

void ProblemsPanel::showDiagnostics(const std::vector<sgf::Diagnostic> &diagnostics)
{
    clear();
    QList<QTreeWidgetItem *> items;
    items.reserve(qsizetype(diagnostics.size()));
    for (const auto &d : diagnostics) {
        const bool error = d.severity == sgf::Severity::Error;
        auto *item = new QTreeWidgetItem({error ? tr("error") : tr("warning"),
                                          formatPosition(d.position), toQString(d.message)});
        item->setData(0, offsetRole, quint64(d.position.offset));
        item->setIcon(0, style()->standardIcon(error ? QStyle::SP_MessageBoxCritical
                                                     : QStyle::SP_MessageBoxWarning));
        items << item;
    }
    addTopLevelItems(items);
    resizeColumnToContents(0);
    resizeColumnToContents(1);
}

} // namespace sgfview
