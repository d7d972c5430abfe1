#include "problemspanel.h"

#include "celldelegate.h"
#include "models/problemsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace sgfview {

namespace {

QStyle::StandardPixmap iconOf(sgf::Severity severity)
{
    switch (severity) {
    case sgf::Severity::Note:
        return QStyle::SP_MessageBoxInformation;
    case sgf::Severity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case sgf::Severity::Error:
        break;
    }
    return QStyle::SP_MessageBoxCritical;
}

// The model's rows with each severity's icon (the model, in models, has no icons).
class DecoratedProblems : public QIdentityProxyModel {
public:
    DecoratedProblems(QStyle *style, QObject *parent) : QIdentityProxyModel(parent), style_(style)
    {}
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == ProblemsModel::SeverityColumn)
            return style_->standardIcon(
                iconOf(sgf::Severity(index.data(ProblemsModel::SeverityRole).toInt())));
        return QIdentityProxyModel::data(index, role);
    }

private:
    QStyle *style_;
};

} // namespace

ProblemsPanel::ProblemsPanel(QWidget *parent)
    : QWidget(parent), model_(new ProblemsModel(this)), view_(new QTreeView(this))
{
    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(4, 2, 4, 2);
    for (const sgf::Severity severity :
         {sgf::Severity::Error, sgf::Severity::Warning, sgf::Severity::Note}) {
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIcon(style()->standardIcon(iconOf(severity)));
        connect(button, &QToolButton::toggled, this,
                [this, severity](bool shown) { model_->setShown(severity, shown); });
        filters_[std::size_t(severity)] = button;
        filters->addWidget(button);
    }
    filters->addStretch();
    // Notes are style (unknown properties, empty comments): there when asked for.
    filters_[std::size_t(sgf::Severity::Note)]->setChecked(false);
    model_->setShown(sgf::Severity::Note, false);
    filters_[std::size_t(sgf::Severity::Warning)]->setChecked(true);
    filters_[std::size_t(sgf::Severity::Error)]->setChecked(true);

    auto *decorated = new DecoratedProblems(style(), this);
    decorated->setSourceModel(model_);
    view_->setModel(decorated);
    view_->setItemDelegate(new CellDelegate(view_)); // own direction; cut text in a tool tip
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setTextElideMode(Qt::ElideRight);
    QHeaderView *header = view_->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(ProblemsModel::SeverityColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ProblemsModel::PlaceColumn, QHeaderView::ResizeToContents);
    connect(view_, &QTreeView::activated, this,
            [this](const QModelIndex &index) { activate(index.row()); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(filters);
    layout->addWidget(view_);
    updateFilters();
}

void ProblemsPanel::setProblems(std::shared_ptr<const Problems> problems)
{
    model_->setProblems(std::move(problems));
    updateFilters();
}

void ProblemsPanel::updateFilters()
{
    const Problems &problems = *model_->problems();
    const auto label = [&](sgf::Severity severity) {
        const int n = int(problems.count(severity));
        switch (severity) {
        case sgf::Severity::Note:
            return tr("%Ln note(s)", nullptr, n);
        case sgf::Severity::Warning:
            return tr("%Ln warning(s)", nullptr, n);
        case sgf::Severity::Error:
            break;
        }
        return tr("%Ln error(s)", nullptr, n);
    };
    for (const sgf::Severity severity :
         {sgf::Severity::Error, sgf::Severity::Warning, sgf::Severity::Note})
        filters_[std::size_t(severity)]->setText(label(severity));
}

int ProblemsPanel::rowCount() const
{
    return model_->rowCount();
}

void ProblemsPanel::activate(int row)
{
    if (row < 0 || row >= model_->rowCount()) return;
    const quint32 node = model_->problem(row).node;
    if (node != sgf::Diagnostic::noNode) emit problemActivated(node);
}

QString ProblemsPanel::text(int row, int column) const
{
    return model_->index(row, column).data().toString();
}

} // namespace sgfview
