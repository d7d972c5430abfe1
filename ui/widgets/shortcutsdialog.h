// Help > Keyboard Shortcuts: every menu action with its keys, and those of the panels.
#pragma once

#include <QDialog>
#include <utility>

namespace sgfview {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // A panel's name and the actions it holds (its context menu), listed under that name.
    using PanelActions = std::pair<QString, QList<QAction *>>;

    // Lists the actions (with keys) of the given menus (menu-bar actions) and their submenus,
    // then those of the panels.
    explicit ShortcutsDialog(const QList<QAction *> &actions,
                             const QList<PanelActions> &panels = {}, QWidget *parent = nullptr);
    // The listed rows as "Where|Action|Keys", for tests.
    QStringList rows() const { return rows_; }

private:
    void addRow(const QString &place, const QAction *action);

    QStringList rows_;
};

} // namespace sgfview
