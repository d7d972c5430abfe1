// Where the game-tree map's cells are on screen: the pitch (the zoom: pixels a cell, both
// ways), the orientation (depth along x, or top to bottom along y), the ruler's strip along
// the depth axis, and how far the map is scrolled. Positions on the map are doubles: a long
// line at a large zoom is tens of millions of pixels long, more than a widget may measure,
// so only the viewport is a widget and the map is scrolled virtually.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sgfview {

struct TreeMapGeometry {
    double pitch = 26;
    bool vertical = false;
    double ruler = 18;      // the ruler's width across the depth axis
    QSizeF viewport;        // the whole viewport, ruler included
    double depthOffset = 0; // map pixels scrolled past along the depth axis
    double laneOffset = 0;

    // Room around the cells, so that the first and last ones are not cut by the edges.
    double margin() const { return pitch * 0.5 + 4; }
    // The part of the viewport that shows cells.
    QRectF mapArea() const
    {
        return vertical
                   ? QRectF(ruler, 0, std::max(0.0, viewport.width() - ruler), viewport.height())
                   : QRectF(0, ruler, viewport.width(), std::max(0.0, viewport.height() - ruler));
    }
    double depthSpan() const { return vertical ? mapArea().height() : mapArea().width(); }
    double laneSpan() const { return vertical ? mapArea().width() : mapArea().height(); }
    double extent(std::uint32_t cells) const { return 2 * margin() + cells * pitch; }

    // Map pixels along an axis to the cell's centre.
    double along(double cell) const { return margin() + (cell + 0.5) * pitch; }
    // A cell's centre in viewport coordinates (fractional cells allowed).
    QPointF centre(double depth, double lane) const
    {
        const double u = along(depth) - depthOffset, v = along(lane) - laneOffset;
        return vertical ? QPointF(ruler + v, u) : QPointF(u, ruler + v);
    }
    // The cell under a viewport point, as fractional (depth, lane): centres are whole.
    QPointF cellAt(QPointF point) const
    {
        const double u = (vertical ? point.y() : point.x()) + depthOffset;
        const double v = (vertical ? point.x() : point.y()) - ruler + laneOffset;
        return {(u - margin()) / pitch - 0.5, (v - margin()) / pitch - 0.5};
    }
    // The cells in view, one more on each side (so that edges into the view are drawn);
    // clamped to [0, count).
    struct Range {
        std::uint32_t first = 0, last = 0; // inclusive; empty when first > last
    };
    static Range visible(double offset, double span, double pitch, double margin,
                         std::uint32_t count)
    {
        if (count == 0) return {1, 0};
        const double from = std::floor((offset - margin) / pitch) - 1;
        const double to = std::ceil((offset + span - margin) / pitch) + 1;
        const double last = std::min(to, double(count) - 1);
        if (last < 0 || from > last) return {1, 0};
        return {std::uint32_t(std::max(0.0, from)), std::uint32_t(last)};
    }
    // The columns and lanes a part of the viewport shows.
    Range depthsIn(const QRectF &rect, std::uint32_t columns) const
    {
        const double from = vertical ? rect.top() : rect.left();
        return visible(depthOffset + from, vertical ? rect.height() : rect.width(), pitch, margin(),
                       columns);
    }
    Range lanesIn(const QRectF &rect, std::uint32_t lanes) const
    {
        const double from = (vertical ? rect.left() : rect.top()) - ruler;
        return visible(laneOffset + from, vertical ? rect.width() : rect.height(), pitch, margin(),
                       lanes);
    }
};

} // namespace sgfview
