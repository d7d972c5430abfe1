#include "treemappanel.h"

#include "evaluationgraph.h"
#include "treemapview.h"

#include <QVBoxLayout>

namespace sgfview {

TreeMapPanel::TreeMapPanel(GameController *controller, QWidget *parent)
    : QWidget(parent), view_(new TreeMapView(controller, this)),
      graph_(new EvaluationGraph(view_->map(), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(view_, 1);
    layout->addWidget(graph_);
}

} // namespace sgfview
