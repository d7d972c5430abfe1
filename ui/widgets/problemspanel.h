// The Problems panel: what lenient reading repaired or could not in the controller's document,
// with line:column. Activating a problem goes to the node at that place.
#pragma once

#include "sgf/diagnostic.h"

#include <QTreeWidget>
#include <vector>

namespace sgfview {

class GameController;

class ProblemsPanel : public QTreeWidget {
    Q_OBJECT

public:
    explicit ProblemsPanel(GameController *controller, QWidget *parent = nullptr);

private:
    void showDiagnostics(const std::vector<sgf::Diagnostic> &diagnostics);

    GameController *controller_;
};

} // namespace sgfview
