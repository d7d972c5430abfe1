#include "treemappainter.h"

#include "models/treemap.h"
#include "models/treerows.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QVarLengthArray>
#include <cmath>
#include <functional>

namespace sgfview {

namespace {

constexpr std::uint32_t none = TreeMap::none;
const QColor wood(220, 179, 92);

// A marked node (TreeMap::setMarked: a search's hits) sits on a square of this colour, the
// find bar's highlight.
const QColor markColour(255, 200, 40);

QRectF markRect(QPointF at, double pitch)
{
    const double side = std::max(4.0, pitch * 0.95);
    return {at.x() - side / 2, at.y() - side / 2, side, side};
}

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

} // namespace

TreeMapPainter::TreeMapPainter(const TreeMap &map, const TreeMapGeometry &geometry,
                               const TreeRows *rows, const TreeMapStyle &style)
    : map_(map), geometry_(geometry), rows_(rows), style_(style)
{}

QPointF TreeMapPainter::centre(std::uint32_t node) const
{
    return geometry_.centre(map_.layout().depth(node), map_.layout().lane(node));
}

QString TreeMapPainter::hiddenText(std::uint32_t count)
{
    return QStringLiteral("+") + mapNumberText(count, true);
}

std::uint32_t TreeMapPainter::rulerNumber(std::uint32_t depth) const
{
    const auto number = [this](std::uint32_t node, std::uint32_t fallback) {
        return rows_ && node < rows_->nodeCount() ? rows_->moveNumber(node) : fallback;
    };
    const std::uint32_t length = map_.pathLength();
    if (length == 0) return depth;
    if (depth < length) return number(map_.pathAt(depth), depth);
    return number(map_.pathAt(length - 1), length - 1) + (depth - (length - 1));
}

void TreeMapPainter::paint(QPainter &painter, TreeMapSprites &sprites, QRectF dirty) const
{
    const QRectF whole(QPointF(0, 0), geometry_.viewport);
    dirty = dirty.isNull() ? whole : dirty & whole;
    const QRectF area = geometry_.mapArea() & dirty;
    const TreeMapLayout &layout = map_.layout();
    const auto depths = geometry_.depthsIn(dirty, layout.columnCount());
    const auto lanes = geometry_.lanesIn(area, layout.laneCount());
    if (!area.isEmpty()) painter.fillRect(area, style_.background);
    painter.save();
    painter.setClipRect(area);
    if (!area.isEmpty() && depths.first <= depths.last && lanes.first <= lanes.last) {
        paintEdges(painter, depths, lanes);
        if (geometry_.pitch < dotPitch) {
            paintDots(painter, depths, lanes);
        } else {
            paintNodes(painter, sprites, depths, lanes);
        }
    }
    painter.restore();
    const QRectF strip = geometry_.vertical ? QRectF(0, 0, geometry_.ruler, whole.height())
                                            : QRectF(0, 0, whole.width(), geometry_.ruler);
    if (dirty.intersects(strip)) paintRuler(painter, sprites, depths);
}

void TreeMapPainter::paintEdges(QPainter &painter, TreeMapGeometry::Range depths,
                                TreeMapGeometry::Range lanes) const
{
    const TreeMapLayout &layout = map_.layout();
    const sgf::Collection &collection = map_.collection();
    QVector<QLineF> quiet, path;
    // A fork's wire runs down the gap after its column, from its lane to just above its last
    // child's; each variation comes in from the wire at a slant, so that a short line ending
    // beside the wire (the layout lets one sit there) does not look joined to the child.
    constexpr double gap = 0.5, slant = 0.35;
    const auto addWire = [&](std::uint32_t fork) {
        const sgf::Node node = collection.node(fork);
        const sgf::Node first = node.firstChild();
        if (!first || !first.nextSibling() || map_.isFolded(fork)) return;
        const std::uint32_t depth = layout.depth(fork);
        const double top = layout.lane(fork);
        quiet << QLineF(geometry_.centre(depth + gap, top),
                        geometry_.centre(depth + gap, layout.wireEnd(fork) - slant));
        const std::uint32_t onPath = map_.onPath(fork) ? map_.pathAt(depth + 1) : none;
        if (onPath != none && onPath != fork + 1 && layout.shows(onPath))
            path << QLineF(centre(fork), geometry_.centre(depth + gap, top))
                 << QLineF(geometry_.centre(depth + gap, top),
                           geometry_.centre(depth + gap, layout.lane(onPath) - slant));
    };
    for (std::uint32_t d = depths.first; d <= depths.last; ++d) {
        // A wire from above the view down through it, in the gap after this column: its
        // fork is the parent of the next column's last node above the view.
        if (const std::uint32_t above = layout.nodeBefore(d + 1, lanes.first); above != none)
            addWire(collection.node(above).parent().index());
        for (const std::uint32_t n : layout.column(d, lanes.first, lanes.last + 1)) {
            if (const sgf::Node parent = collection.node(n).parent()) {
                const std::uint32_t p = parent.index();
                const QPointF from =
                    n == p + 1 ? centre(p) : geometry_.centre(d - 1 + gap, layout.lane(n) - slant);
                (map_.onPath(n) ? path : quiet) << QLineF(from, centre(n));
            }
            addWire(n);
        }
    }
    const bool dots = geometry_.pitch < dotPitch;
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(style_.quietLine, dots ? 1 : std::max(1.0, geometry_.pitch / 16)));
    painter.drawLines(quiet);
    painter.setPen(QPen(style_.pathLine, dots ? 1 : std::max(2.0, geometry_.pitch / 9)));
    painter.drawLines(path);
}

void TreeMapPainter::paintNodes(QPainter &painter, TreeMapSprites &sprites,
                                TreeMapGeometry::Range depths, TreeMapGeometry::Range lanes) const
{
    const TreeMapLayout &layout = map_.layout();
    const qreal ratio = painter.device()->devicePixelRatioF();
    const bool numbers = geometry_.pitch >= numberPitch && rows_;
    // Sprites are square and centred; their corner is put on a device pixel for crispness.
    const auto blit = [&](const QPointF &at, const QPixmap &pixmap) {
        const double x = at.x() - pixmap.width() / ratio / 2;
        const double y = at.y() - pixmap.height() / ratio / 2;
        painter.drawPixmap(QPointF(std::round(x * ratio) / ratio, std::round(y * ratio) / ratio),
                           pixmap);
    };
    QVarLengthArray<std::uint32_t, 64> folded;
    // Numbers are written after the stones, a batch per font and colour: long or not, on
    // black or white, on the path or quiet.
    struct Label {
        QPointF corner;
        QStaticText text;
    };
    std::array<QVector<Label>, 8> labels;
    for (std::uint32_t d = depths.first; d <= depths.last; ++d) {
        for (const std::uint32_t n : layout.column(d, lanes.first, lanes.last + 1)) {
            const MapNode facts = map_.describe(n);
            const QPointF at = geometry_.centre(d, layout.lane(n));
            const bool quiet = !map_.onPath(n);
            if (map_.isMarked(n)) painter.fillRect(markRect(at, geometry_.pitch), markColour);
            if (n == map_.current()) blit(at, sprites.current());
            blit(at, sprites.glyph(facts.glyph, quiet));
            if (facts.annotation != MapNode::Annotation::None)
                blit(at, sprites.annotation(facts.annotation));
            if (numbers && facts.isStone() && n < rows_->nodeCount()) {
                const std::uint32_t number = rows_->moveNumber(n);
                const QStaticText &text = sprites.number(number);
                const QSizeF size = text.size();
                const bool black = facts.glyph == MapNode::Glyph::BlackMove;
                // Only where the zoom leaves room inside the stone: 999,969 at pitch 40
                // would spill over its neighbours.
                if (size.width() <= geometry_.pitch * 0.82)
                    labels[std::size_t((number > 999) * 4 + black * 2 + quiet)].append(
                        {at - QPointF(size.width() / 2, size.height() / 2), text});
            }
            if (facts.commented) blit(at, sprites.comment());
            if (facts.hotspot) blit(at, sprites.hotspot());
            if (map_.isFolded(n) || (n == hovered_ && map_.canFold(n))) folded.append(n);
        }
    }
    for (std::size_t group = 0; group < labels.size(); ++group) {
        if (labels[group].isEmpty()) continue;
        painter.setFont(sprites.numberFont(group >= 4));
        QColor colour = group & 2 ? QColor(235, 235, 235) : QColor(20, 20, 20);
        if (group & 1) colour.setAlphaF(0.7);
        painter.setPen(colour);
        for (const Label &label : labels[group]) painter.drawStaticText(label.corner, label.text);
    }
    for (const std::uint32_t n : folded) paintFoldMark(painter, n);
}

void TreeMapPainter::paintDots(QPainter &painter, TreeMapGeometry::Range depths,
                               TreeMapGeometry::Range lanes) const
{
    // Few colours, many dots: one batch of rectangles per colour.
    enum Group { Move, WhiteMove, Other, Bad, Good, Doubtful, Interesting, Groups };
    std::array<QVector<QRectF>, Groups * 2> rects; // each group on the path and quiet
    const TreeMapLayout &layout = map_.layout();
    const double side = std::max(2.0, std::round(geometry_.pitch * 0.6));
    QRectF current;
    QVector<QRectF> marks;
    for (std::uint32_t d = depths.first; d <= depths.last; ++d) {
        for (const std::uint32_t n : layout.column(d, lanes.first, lanes.last + 1)) {
            const MapNode facts = map_.describe(n);
            const QPointF at = geometry_.centre(d, layout.lane(n));
            const QRectF rect(std::round(at.x() - side / 2), std::round(at.y() - side / 2), side,
                              side);
            int group = facts.annotation != MapNode::Annotation::None
                            ? Bad + int(facts.annotation) - 1
                        : facts.glyph == MapNode::Glyph::BlackMove ||
                                facts.glyph == MapNode::Glyph::BlackPass
                            ? Move
                        : facts.isMove() ? WhiteMove
                                         : Other;
            rects[std::size_t(group * 2 + !map_.onPath(n))] << rect;
            if (map_.isMarked(n)) marks << markRect(at, geometry_.pitch);
            if (n == map_.current()) current = rect.adjusted(-2, -2, 2, 2);
        }
    }
    const std::array<QColor, Groups> colours = {
        style_.ink,
        style_.dark ? QColor(150, 150, 150) : QColor(130, 130, 130),
        QColor(wood.darker(130)),
        TreeMapStyle::annotationColour(MapNode::Annotation::Bad),
        TreeMapStyle::annotationColour(MapNode::Annotation::Good),
        TreeMapStyle::annotationColour(MapNode::Annotation::Doubtful),
        TreeMapStyle::annotationColour(MapNode::Annotation::Interesting)};
    painter.setPen(Qt::NoPen);
    painter.setBrush(markColour);
    painter.drawRects(marks);
    for (std::size_t g = 0; g < rects.size(); ++g) {
        if (rects[g].isEmpty()) continue;
        painter.setBrush(g % 2 ? withAlpha(colours[g / 2], 110) : colours[g / 2]);
        painter.drawRects(rects[g]);
    }
    if (!current.isNull()) {
        painter.setPen(QPen(style_.current, 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(current);
    }
}

QRectF TreeMapPainter::foldMarkRect(std::uint32_t node) const
{
    const double p = geometry_.pitch;
    const QFontMetricsF metrics(style_.font);
    const QString text =
        map_.isFolded(node) ? hiddenText(map_.hiddenCount(node)) : QStringLiteral("-");
    const double height = std::max(12.0, p * 0.42);
    const double width = metrics.horizontalAdvance(text) * height / metrics.height() + height * 0.6;
    const QPointF at = centre(node);
    return {at.x() + p * 0.12, at.y() + p * 0.08, std::max(width, height), height};
}

void TreeMapPainter::paintFoldMark(QPainter &painter, std::uint32_t node) const
{
    const QRectF rect = foldMarkRect(node);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(style_.background, 1));
    painter.setBrush(style_.current);
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2);
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(rect.height() * 0.75)));
    painter.setFont(font);
    painter.setPen(style_.dark ? Qt::black : Qt::white);
    painter.drawText(rect, Qt::AlignCenter,
                     map_.isFolded(node) ? hiddenText(map_.hiddenCount(node))
                                         : QStringLiteral("−"));
}

void TreeMapPainter::paintRuler(QPainter &painter, TreeMapSprites &sprites,
                                TreeMapGeometry::Range depths) const
{
    const bool vertical = geometry_.vertical;
    const QRectF strip = vertical ? QRectF(0, 0, geometry_.ruler, geometry_.viewport.height())
                                  : QRectF(0, 0, geometry_.viewport.width(), geometry_.ruler);
    painter.fillRect(strip, style_.rulerBackground);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(withAlpha(style_.rulerText, 90));
    painter.drawLine(vertical ? QLineF(strip.topRight(), strip.bottomRight())
                              : QLineF(strip.bottomLeft(), strip.bottomRight()));
    if (depths.first > depths.last) return;
    // Labels every 1, 2, 5, 10, 20, 50... columns, as many as fit.
    const QFontMetricsF metrics(style_.font);
    const double room =
        vertical ? metrics.height() + 4
                 : metrics.horizontalAdvance(mapNumberText(rulerNumber(depths.last))) + 8;
    std::uint32_t every = 1;
    for (std::uint32_t power = 1; every * geometry_.pitch < room; power *= 10)
        for (const std::uint32_t step : {1u, 2u, 5u})
            if ((every = step * power) * geometry_.pitch >= room) break;
    QVector<QLineF> ticks, longTicks;
    painter.setFont(style_.font);
    painter.setPen(style_.rulerText);
    const qreal ratio = painter.device()->devicePixelRatioF();
    for (std::uint32_t d = depths.first; d <= depths.last; ++d) {
        const QPointF at = geometry_.centre(d, 0);
        const double u = vertical ? at.y() : at.x();
        const bool labelled = d % every == 0;
        const double tick = geometry_.ruler * (labelled ? 0.3 : 0.15);
        if (geometry_.pitch >= 5 || labelled)
            (labelled ? longTicks : ticks)
                << (vertical ? QLineF(strip.right() - tick, u, strip.right(), u)
                             : QLineF(u, strip.bottom() - tick, u, strip.bottom()));
        if (!labelled) continue;
        const QStaticText &label = sprites.rulerLabel(rulerNumber(d));
        const QSizeF size = label.size();
        const QPointF corner =
            vertical ? QPointF(strip.right() - tick - 2 - size.width(), u - size.height() / 2)
                     : QPointF(u - size.width() / 2, (strip.height() - tick - size.height()) / 2);
        painter.drawStaticText(
            QPointF(std::round(corner.x() * ratio) / ratio, std::round(corner.y() * ratio) / ratio),
            label);
    }
    painter.setPen(withAlpha(style_.rulerText, 90));
    painter.drawLines(ticks);
    painter.setPen(withAlpha(style_.rulerText, 160));
    painter.drawLines(longTicks);
}

} // namespace sgfview
