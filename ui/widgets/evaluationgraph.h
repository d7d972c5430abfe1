// The engine's evaluations along the line the map highlights (SBKV winrates, or V values),
// as a graph under the map: a line per move, the current move marked, the biggest swings in
// red. A click goes to that move. Hidden when the game holds no evaluation.
#pragma once

#include "models/evaluationseries.h"

#include <QPainterPath>
#include <QWidget>
#include <vector>

namespace sgfview {

class TreeMap;

class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(TreeMap *map, QWidget *parent = nullptr);

    const EvaluationSeries &series() const { return series_; }
    // Where a depth's value is drawn, and the depth a point of the graph stands for.
    QPointF pointAt(std::uint32_t depth) const;
    std::uint32_t depthAt(double x) const;

    QSize sizeHint() const override { return {400, 72}; }
    QSize minimumSizeHint() const override { return {100, 40}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    void gameChanged();
    void pathChanged();
    QRectF plotArea() const;
    QPainterPath makeLine() const;

    TreeMap *map_;
    EvaluationSeries::Kind kind_ = EvaluationSeries::Kind::None;
    std::uint32_t root_ = 0xFFFFFFFFu;
    EvaluationSeries series_;
    QPainterPath line_;
    QSize lineSize_; // the size line_ was made for; invalid: to be made
};

} // namespace sgfview
