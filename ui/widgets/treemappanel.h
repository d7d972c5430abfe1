// The Game Tree Map dock's contents: the map, and under it the graph of stored evaluations
// (shown only for games that have them).
#pragma once

#include <QWidget>

namespace sgfview {

class EvaluationGraph;
class GameController;
class TreeMapView;

class TreeMapPanel : public QWidget {
    Q_OBJECT

public:
    explicit TreeMapPanel(GameController *controller, QWidget *parent = nullptr);
    TreeMapView *view() const { return view_; }
    EvaluationGraph *graph() const { return graph_; }

private:
    TreeMapView *view_;
    EvaluationGraph *graph_;
};

} // namespace sgfview
