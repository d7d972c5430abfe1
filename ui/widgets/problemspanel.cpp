#include "problemspanel.h"

#include "models/qtsgf.h"

#include <QHeaderView>

namespace sgfview {

namespace {
constexpr int offsetRole = Qt::UserRole + 1;
}

ProblemsPanel::ProblemsPanel(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(3);
    setHeaderLabels({tr("Severity"), tr("Line:Column"), tr("Problem")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        emit problemActivated(item->data(0, offsetRole).toULongLong());
    });
}

void ProblemsPanel::setDiagnostics(const std::vector<sgf::Diagnostic> &diagnostics)
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
