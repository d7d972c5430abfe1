// The Problems panel: what lenient reading repaired or could not, with line:column.
// Activating a problem asks to go to the node at that place.
#pragma once

#include "sgf/diagnostic.h"

#include <QTreeWidget>
#include <vector>

namespace sgfview {

class ProblemsPanel : public QTreeWidget {
    Q_OBJECT

public:
    explicit ProblemsPanel(QWidget *parent = nullptr);
    void setDiagnostics(const std::vector<sgf::Diagnostic> &diagnostics);

signals:
    void problemActivated(quint64 offset);
};

} // namespace sgfview
