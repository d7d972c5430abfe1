#include "shortcutsdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace sgfview {

namespace {

// "&Open..." reads "Open". Scripts whose letters cannot be underlined (Bengali) put the
// accelerator after the words, "খুলুন (&O)...": it goes too.
QString plain(QString text)
{
    static const QRegularExpression bracketed(QStringLiteral(R"(\s*\(&\w\))"));
    return text.remove(bracketed).remove(QLatin1Char('&')).remove(QStringLiteral("..."));
}

} // namespace

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, const QList<PanelActions> &panels,
                                 QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    // Menus hold actions and submenus; walk them with a queue (menus, not input, nest here).
    // Only menus are walked: an action is listed under the menu that holds it.
    QList<std::pair<QString, QAction *>> queue;
    for (QAction *action : actions)
        if (action->menu()) queue.append({QString(), action});
    QSet<QAction *> seen;
    while (!queue.isEmpty()) {
        const auto [menuName, action] = queue.takeFirst();
        if (seen.contains(action)) continue;
        seen.insert(action);
        if (QMenu *menu = action->menu()) {
            for (QAction *child : menu->actions()) queue.append({plain(menu->title()), child});
            continue;
        }
        if (!menuName.isEmpty()) addRow(menuName, action);
    }
    for (const auto &[panel, panelActions] : panels)
        for (QAction *action : panelActions) addRow(plain(panel), action);

    auto *table = new QTableWidget(int(rows_.size()), 3, this);
    table->setHorizontalHeaderLabels({tr("Where"), tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setStretchLastSection(true);
    for (int row = 0; row < rows_.size(); ++row) {
        const QStringList cells = rows_[row].split(QLatin1Char('|'));
        for (int column = 0; column < 3; ++column)
            table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    table->resizeColumnsToContents();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(520, 480);
}

void ShortcutsDialog::addRow(const QString &place, const QAction *action)
{
    if (action->isSeparator() || action->shortcuts().isEmpty()) return;
    QStringList keys;
    for (const QKeySequence &sequence : action->shortcuts())
        keys << sequence.toString(QKeySequence::NativeText);
    rows_ << QStringList{place, plain(action->text()), keys.join(QStringLiteral(", "))}.join(
        QLatin1Char('|'));
}

} // namespace sgfview
