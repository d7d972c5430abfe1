#include "problemreporter.h"

#include "models/gamecontroller.h"
#include "models/problemtext.h"
#include "models/propertytablemodel.h"
#include "problemspanel.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QToolButton>
#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace sgfview {

namespace {

// A first height for the panel: a few rows, never most of the window; on a short screen
// (1024x700) a sixth of the window, so that the board keeps most of the height.
int panelHeight(const QWidget *window)
{
    return std::clamp(window->height() / 6, 100, 180);
}

// How many of a node's problems the property table's tool tips word at most, in all.
constexpr int maxWorded = 1000;

} // namespace

ProblemReporter::ProblemReporter(GameController *controller, PropertyTableModel *properties,
                                 QMainWindow *window)
    : QObject(window), controller_(controller), properties_(properties), window_(window),
      checks_(new DocumentChecks(controller, this)), panel_(new ProblemsPanel(window)),
      dock_(new QDockWidget(tr("Problems"), window)), statusButton_(new QToolButton(window))
{
    dock_->setObjectName(QStringLiteral("problemsDock")); // saveState() needs names
    dock_->setWidget(panel_);
    // A row of its own under the board and the other bottom docks, as wide as they are
    // together: beside the game-tree map it was 210 pixels, its messages cut to four letters.
    window->addDockWidget(Qt::BottomDockWidgetArea, dock_, Qt::Vertical);
    dock_->hide();
    statusButton_->setAutoRaise(true);
    statusButton_->setCursor(Qt::PointingHandCursor); // a count that can be clicked
    statusButton_->setToolTip(tr("Show the Problems panel"));
    statusButton_->hide();
    connect(statusButton_, &QToolButton::clicked, this, &ProblemReporter::showPanel);
    connect(panel_, &ProblemsPanel::problemActivated, this, [this](quint32 node) {
        if (node < controller_->collection().nodeCount())
            controller_->setCurrent(controller_->collection().node(node));
    });
    connect(checks_, &DocumentChecks::problemsChanged, this, &ProblemReporter::problemsChanged);
}

void ProblemReporter::showPanel()
{
    const bool opening = dock_->isHidden();
    dock_->show();
    dock_->raise();
    if (opening) window_->resizeDocks({dock_}, {panelHeight(window_)}, Qt::Vertical);
}

void ProblemReporter::problemsChanged()
{
    const std::shared_ptr<const Problems> &problems = checks_->problems();
    panel_->setProblems(problems);
    currentChanged();
    const std::shared_ptr<const Document> &document = controller_->document();
    if (document && problems->hasErrors() && !shownFor_.contains(document->path)) {
        shownFor_.insert(document->path);
        showPanel();
    }
}

// The node's problems by property, each property's first few worded, and maxWorded at most in
// all: a node may hold as many problems as the list keeps (100,000 off-board AB points), and
// wording them all held the window 140-250 ms at every visit.
void ProblemReporter::currentChanged()
{
    const sgf::Node node = controller_->current();
    const Problems &problems = *checks_->problems();
    QList<PropertyTableModel::PropertyProblems> marks;
    std::unordered_map<std::string_view, qsizetype, PropertyTableModel::IdHash> markOf;
    int worded = 0;
    if (node)
        for (const std::uint32_t i : problems.at(node.index())) {
            const sgf::Diagnostic &problem = problems.list()[i];
            if (problem.property.empty()) continue;
            // A node's identifiers are distinct and its problems in the text's order, so once
            // the table's rows all have a mark, the rest are of properties it does not show
            // (10,000,000 unknown identifiers: 100,000 marks made took 120-260 ms).
            const auto [at, added] = markOf.try_emplace(problem.property, marks.size());
            if (added && marks.size() == PropertyTableModel::maxPropertyRows) break;
            if (added) marks.append({problem.property, problem.severity, {}, 0});
            PropertyTableModel::PropertyProblems &mark = marks[at->second];
            mark.worst = std::max(mark.worst, problem.severity);
            if (++mark.count <= PropertyTableModel::maxMessages && worded++ < maxWorded)
                mark.messages.append(ProblemText::message(problem));
        }
    properties_->setProblems(std::move(marks));
    updateStatus();
}

void ProblemReporter::updateStatus()
{
    const Problems &problems = *checks_->problems();
    const int total = int(problems.problemCount());
    const sgf::Node node = controller_->current();
    const int here = node ? int(problems.countAt(node.index(), sgf::Severity::Warning)) : 0;
    if (!controller_->document() || total == 0) {
        statusButton_->hide();
        return;
    }
    QString text = tr("%Ln problem(s)", nullptr, total);
    //: After the problem count: how many of them are at the current node.
    if (here > 0) text = tr("%1 (%Ln here)", nullptr, here).arg(text);
    statusButton_->setText(text);
    statusButton_->show();
}

} // namespace sgfview
