// The Problems panel: every problem of the shown document, reading's repairs and the
// checks' findings together, with severity, line:column and message in the user's language;
// buttons above it show or hide each severity (notes, which are style, start hidden).
// Activating a problem asks to go to its node.
#pragma once

#include "models/problems.h"

#include <QWidget>
#include <array>
#include <memory>

class QToolButton;
class QTreeView;

namespace sgfview {

class ProblemsModel;

class ProblemsPanel : public QWidget {
    Q_OBJECT

public:
    explicit ProblemsPanel(QWidget *parent = nullptr);

    void setProblems(std::shared_ptr<const Problems> problems);
    ProblemsModel *model() const { return model_; }
    QTreeView *view() const { return view_; }
    QToolButton *filterButton(sgf::Severity severity) const
    {
        return filters_[std::size_t(severity)];
    }
    // The rows shown, and the text of a cell.
    int rowCount() const;
    QString text(int row, int column) const;
    // As a double click or Enter on a row does: goes to its problem's node.
    void activate(int row);

signals:
    void problemActivated(quint32 node);

private:
    void updateFilters();

    ProblemsModel *model_;
    QTreeView *view_;
    std::array<QToolButton *, 3> filters_{};
};

} // namespace sgfview
