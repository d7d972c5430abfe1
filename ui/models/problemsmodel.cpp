#include "problemsmodel.h"

#include "problemtext.h"

namespace sgfview {

ProblemsModel::ProblemsModel(QObject *parent) : QAbstractTableModel(parent) {}

void ProblemsModel::setProblems(std::shared_ptr<const Problems> problems)
{
    beginResetModel();
    problems_ = problems ? std::move(problems) : std::make_shared<const Problems>();
    filter();
    endResetModel();
}

void ProblemsModel::setShown(sgf::Severity severity, bool shown)
{
    if (shown_[std::size_t(severity)] == shown) return;
    beginResetModel();
    shown_[std::size_t(severity)] = shown;
    filter();
    endResetModel();
}

void ProblemsModel::filter()
{
    rows_.clear();
    const auto &list = problems_->list();
    for (std::uint32_t i = 0; i < list.size(); ++i)
        if (shown_[std::size_t(list[i].severity)]) rows_.push_back(i);
}

const sgf::Diagnostic &ProblemsModel::problem(int row) const
{
    return problems_->list()[rows_[std::size_t(row)]];
}

int ProblemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(rows_.size());
}

int ProblemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const sgf::Diagnostic &p = problem(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            return ProblemText::severity(p.severity);
        case PlaceColumn:
            return ProblemText::place(p.position);
        case MessageColumn:
            return ProblemText::message(p);
        }
        break;
    case Qt::ToolTipRole: // the whole message, however narrow the column
        return index.column() == MessageColumn ? ProblemText::message(p) : QVariant();
    case SeverityRole:
        return int(p.severity);
    case NodeRole:
        return quint32(p.node);
    }
    return {};
}

QVariant ProblemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case PlaceColumn:
        return tr("Line:Column");
    case MessageColumn:
        return tr("Problem");
    }
    return {};
}

} // namespace sgfview
