// Where the shown document's problems appear in the window: the Problems panel (a dock
// under the board, as wide as the window), the status bar's count (click it to open the
// panel; it says how many problems the current node has), and the property table's marks
// on invalid values. The checks run off the GUI thread (DocumentChecks); each part updates
// when they are in. A file with errors opens the panel on its own, once a session.
#pragma once

#include "models/documentchecks.h"

#include <QObject>
#include <QSet>

class QDockWidget;
class QMainWindow;
class QToolButton;

namespace sgfview {

class GameController;
class ProblemsPanel;
class PropertyTableModel;

class ProblemReporter : public QObject {
    Q_OBJECT

public:
    // Adds the Problems dock to the window (hidden) and follows the controller.
    ProblemReporter(GameController *controller, PropertyTableModel *properties,
                    QMainWindow *window);

    DocumentChecks *checks() const { return checks_; }
    ProblemsPanel *panel() const { return panel_; }
    QDockWidget *dock() const { return dock_; }
    // The status bar's count; the window puts it there.
    QToolButton *statusButton() const { return statusButton_; }
    // Opens the panel, raised, tall enough to read a few problems.
    void showPanel();
    // Marks the problems of the current node, which the property table has just been given.
    void currentChanged();

private:
    void problemsChanged();
    void updateStatus();

    GameController *controller_;
    PropertyTableModel *properties_;
    QMainWindow *window_;
    DocumentChecks *checks_;
    ProblemsPanel *panel_;
    QDockWidget *dock_;
    QToolButton *statusButton_;
    QSet<QString> shownFor_; // files whose errors opened the panel this session
};

} // namespace sgfview
