// Help > Keyboard Shortcuts: every menu action with its keys.
#pragma once

#include <QDialog>

namespace sgfview {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // Lists the actions (with keys) of the given menus (menu-bar actions) and their submenus.
    ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);
    // The listed rows as "Menu|Action|Keys", for tests.
    QStringList rows() const { return rows_; }

private:
    QStringList rows_;
};

} // namespace sgfview
