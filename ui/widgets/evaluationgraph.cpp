#include "evaluationgraph.h"

#include "models/gamecontroller.h"
#include "models/treemap.h"
#include "models/treerows.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <cmath>

namespace sgfview {

EvaluationGraph::EvaluationGraph(TreeMap *map, QWidget *parent) : QWidget(parent), map_(map)
{
    setLayoutDirection(Qt::LeftToRight); // moves run left to right, as on the map
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // Another document: its first game is looked through even if its root has the same number.
    connect(map_->controller(), &GameController::documentChanged, this,
            [this] { root_ = 0xFFFFFFFFu; });
    connect(map_, &TreeMap::layoutChanged, this, &EvaluationGraph::gameChanged);
    connect(map_, &TreeMap::currentChanged, this, [this](std::uint32_t, bool newPath) {
        if (newPath)
            pathChanged();
        else
            update(); // the current move's mark
    });
    gameChanged();
}

// A new game (or document) is looked through once for evaluations; a fold relays the map out
// but leaves the game as it was.
void EvaluationGraph::gameChanged()
{
    const sgf::Node root = map_->root();
    const std::uint32_t index = root ? root.index() : 0xFFFFFFFFu;
    if (index != root_ || !root) {
        root_ = index;
        // The first game's came with the document (DocumentViews): its root is node 0.
        const auto &first = map_->controller()->views().firstEvaluations;
        kind_ = !root ? EvaluationSeries::Kind::None
                : index == 0 && first
                    ? *first
                    : EvaluationSeries::kindOf(map_->collection(), index, root.subtreeEnd());
    }
    setVisible(kind_ != EvaluationSeries::Kind::None);
    pathChanged();
}

void EvaluationGraph::pathChanged()
{
    series_ = kind_ == EvaluationSeries::Kind::None
                  ? EvaluationSeries{}
                  : EvaluationSeries::along(map_->collection(), map_->pathNodes(), kind_);
    lineSize_ = {};
    update();
}

QRectF EvaluationGraph::plotArea() const
{
    return QRectF(rect()).adjusted(6, 5, -6, -5);
}

QPointF EvaluationGraph::pointAt(std::uint32_t depth) const
{
    const QRectF area = plotArea();
    const double last = std::max<double>(1, double(series_.values.size()) - 1);
    const double value = depth < series_.values.size() ? series_.values[depth] : NAN;
    const double fraction =
        std::isnan(value) ? 0.5 : (value - series_.low) / (series_.high - series_.low);
    return {area.left() + area.width() * depth / last, area.bottom() - area.height() * fraction};
}

std::uint32_t EvaluationGraph::depthAt(double x) const
{
    if (series_.values.empty()) return 0;
    const QRectF area = plotArea();
    const double last = double(series_.values.size()) - 1;
    const double depth = std::round((x - area.left()) / std::max(1.0, area.width()) * last);
    return std::uint32_t(std::clamp(depth, 0.0, last));
}

QPainterPath EvaluationGraph::makeLine() const
{
    // One point a pixel column at most: the line's own points where they are fewer, else
    // each column's lowest and highest value.
    const QRectF area = plotArea();
    QPainterPath line;
    const std::size_t count = series_.values.size();
    const double columns = std::max(1.0, area.width());
    bool drawing = false;
    std::size_t from = 0;
    while (from < count) {
        const double x = pointAt(std::uint32_t(from)).x();
        std::size_t to = from + 1;
        while (to < count && pointAt(std::uint32_t(to)).x() - x < 1.0 && count > columns) ++to;
        double low = INFINITY, high = -INFINITY;
        for (std::size_t d = from; d < to; ++d)
            if (!std::isnan(series_.values[d])) {
                low = std::min(low, series_.values[d]);
                high = std::max(high, series_.values[d]);
            }
        if (low <= high) {
            const auto y = [&](double value) {
                return area.bottom() -
                       area.height() * (value - series_.low) / (series_.high - series_.low);
            };
            if (!drawing)
                line.moveTo(x, y(low));
            else
                line.lineTo(x, y(low));
            if (high > low) line.lineTo(x, y(high));
            drawing = true;
        }
        from = to;
    }
    return line;
}

void EvaluationGraph::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QPalette &palette = this->palette();
    painter.fillRect(rect(), palette.color(QPalette::Base));
    if (series_.values.empty()) return;
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF area = plotArea();
    const QColor ink = palette.color(QPalette::Text);
    // The even line: 50% or 0.
    painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 70), 1, Qt::DashLine));
    const double middle = area.top() + area.height() / 2;
    painter.drawLine(QPointF(area.left(), middle), QPointF(area.right(), middle));

    // The line is made once per path and size: a repaint costs the pixels, not the moves.
    if (lineSize_ != size()) {
        line_ = makeLine();
        lineSize_ = size();
    }
    painter.setPen(QPen(ink, 1.5));
    painter.drawPath(line_);

    // The biggest swings: a red bar from the value before to the value after.
    painter.setPen(QPen(QColor(220, 40, 40), 3));
    for (const std::uint32_t depth : series_.swings) {
        std::uint32_t before = depth;
        while (before > 0 && std::isnan(series_.values[--before])) {
        }
        painter.drawLine(pointAt(before), pointAt(depth));
    }

    // The current move.
    const std::uint32_t current = map_->current();
    if (current != TreeMap::none && map_->layout().shows(current)) {
        const std::uint32_t depth = map_->layout().depth(current);
        const QPointF at = pointAt(depth);
        painter.setPen(QPen(palette.color(QPalette::Highlight), 1.5));
        painter.drawLine(QPointF(at.x(), area.top()), QPointF(at.x(), area.bottom()));
        if (depth < series_.values.size() && !std::isnan(series_.values[depth])) {
            painter.setBrush(palette.color(QPalette::Highlight));
            painter.drawEllipse(at, 3.5, 3.5);
        }
    }
}

void EvaluationGraph::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || series_.values.empty()) return;
    const std::uint32_t node = map_->pathAt(depthAt(event->position().x()));
    if (node != TreeMap::none) map_->controller()->setCurrent(map_->collection().node(node));
}

void EvaluationGraph::mouseMoveEvent(QMouseEvent *event)
{
    if (series_.values.empty()) return;
    const std::uint32_t depth = depthAt(event->position().x());
    const double value = series_.values[depth];
    const TreeRows *rows = map_->controller()->rows().get();
    const std::uint32_t node = map_->pathAt(depth);
    const std::uint32_t move = rows && node != TreeMap::none ? rows->moveNumber(node) : depth;
    const QString text =
        std::isnan(value) ? tr("Move %L1: no evaluation").arg(move)
        : series_.kind == EvaluationSeries::Kind::Winrate
            ? tr("Move %L1: Black %L2%").arg(move).arg(value, 0, 'f', 1)
            : tr("Move %L1: %L2 (positive is good for Black)").arg(move).arg(value, 0, 'f', 2);
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

} // namespace sgfview
