// The Problems panel's rows: every problem of the shown document (reading's and the
// checks'), or those of the severities asked for, in the order of the text. Its words are
// in the user's language (ProblemText).
#pragma once

#include "problems.h"

#include <QAbstractTableModel>
#include <array>
#include <memory>

namespace sgfview {

class ProblemsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { SeverityColumn, PlaceColumn, MessageColumn, ColumnCount };
    enum Role {
        SeverityRole = Qt::UserRole + 1, // int(sgf::Severity)
        NodeRole,                        // the node's index (quint32), noNode when none
    };

    explicit ProblemsModel(QObject *parent = nullptr);

    void setProblems(std::shared_ptr<const Problems> problems);
    const std::shared_ptr<const Problems> &problems() const { return problems_; }
    // Whether problems of a severity are among the rows (all are at first).
    void setShown(sgf::Severity severity, bool shown);
    bool isShown(sgf::Severity severity) const { return shown_[std::size_t(severity)]; }
    // The problem of a row.
    const sgf::Diagnostic &problem(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    void filter();

    std::shared_ptr<const Problems> problems_ = std::make_shared<const Problems>();
    std::array<bool, 3> shown_{true, true, true};
    std::vector<std::uint32_t> rows_; // indices into problems_->list()
};

} // namespace sgfview
