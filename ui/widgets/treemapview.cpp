#include "treemapview.h"

#include "models/gamecontroller.h"
#include "models/settingskeys.h"
#include "models/treemap.h"
#include "models/treerows.h"
#include "treemaptooltip.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSettings>
#include <QWheelEvent>
#include <cmath>
#include <limits>
#include <utility>

namespace sgfview {

namespace {

// A scroll bar holds an int: past a billion steps, a step is more than a pixel.
constexpr double maximumBarSteps = 1e9;

} // namespace

TreeMapView::TreeMapView(GameController *controller, QWidget *parent)
    : QAbstractScrollArea(parent), controller_(controller), map_(new TreeMap(controller, this)),
      verticalAction_(new QAction(tr("Game Tree Map &Top to Bottom"), this)),
      toolTip_(new TreeMapToolTip(controller, this))
{
    // Depth runs left to right (or down) in every language, as the board keeps its order.
    setLayoutDirection(Qt::LeftToRight);
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setMouseTracking(true);
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    QSettings settings;
    geometry_.pitch =
        std::clamp(settings.value(settingskeys::treeMapPitch, geometry_.pitch).toDouble(),
                   minimumPitch, maximumPitch);
    geometry_.vertical = settings.value(settingskeys::treeMapVertical, false).toBool();
    verticalAction_->setCheckable(true);
    verticalAction_->setChecked(geometry_.vertical);
    connect(verticalAction_, &QAction::toggled, this, &TreeMapView::setVertical);
    connect(map_, &TreeMap::layoutChanged, this, &TreeMapView::layoutChanged);
    connect(map_, &TreeMap::currentChanged, this, &TreeMapView::currentChanged);
    connect(map_, &TreeMap::markedChanged, viewport(), qOverload<>(&QWidget::update));
    updateStyle();
}

TreeMapView::~TreeMapView() = default;

const TreeRows *TreeMapView::rows() const
{
    return controller_->rows().get();
}

TreeMapPainter TreeMapView::painter() const
{
    TreeMapPainter painter(*map_, geometry_, rows(), *style_);
    painter.setHovered(hovered_);
    return painter;
}

void TreeMapView::updateStyle()
{
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    style_ = std::make_unique<TreeMapStyle>(palette(), font);
    const QFontMetricsF metrics(font);
    geometry_.ruler = geometry_.vertical ? metrics.horizontalAdvance(QStringLiteral("0000000")) + 8
                                         : metrics.height() + 6;
    updateScrollBars();
    viewport()->update();
}

void TreeMapView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        updateStyle();
    QAbstractScrollArea::changeEvent(event);
}

void TreeMapView::setPitch(double pitch, std::optional<QPointF> anchor)
{
    pitch = std::clamp(pitch, minimumPitch, maximumPitch);
    if (pitch == geometry_.pitch) return;
    const QPointF at = anchor ? *anchor : geometry_.mapArea().center();
    const QPointF cell = geometry_.cellAt(at);
    geometry_.pitch = pitch;
    const double u = geometry_.vertical ? at.y() : at.x();
    const double v = (geometry_.vertical ? at.x() : at.y()) - geometry_.ruler;
    geometry_.depthOffset = geometry_.along(cell.x()) - u;
    geometry_.laneOffset = geometry_.along(cell.y()) - v;
    QSettings().setValue(settingskeys::treeMapPitch, pitch);
    updateScrollBars();
    viewport()->update();
}

void TreeMapView::setVertical(bool vertical)
{
    if (vertical == geometry_.vertical) return;
    geometry_.vertical = vertical;
    verticalAction_->setChecked(vertical);
    QSettings().setValue(settingskeys::treeMapVertical, vertical);
    updateStyle();
    keepCurrentInView();
}

void TreeMapView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

// The bars follow the offsets; the offsets are the truth, doubles, so that a map too long
// for an int still scrolls to its end.
void TreeMapView::updateScrollBars()
{
    geometry_.viewport = viewport()->size();
    const TreeMapLayout &layout = map_->layout();
    const double depthRange =
        std::max(0.0, geometry_.extent(layout.columnCount()) - geometry_.depthSpan());
    const double laneRange =
        std::max(0.0, geometry_.extent(layout.laneCount()) - geometry_.laneSpan());
    geometry_.depthOffset = std::clamp(geometry_.depthOffset, 0.0, depthRange);
    geometry_.laneOffset = std::clamp(geometry_.laneOffset, 0.0, laneRange);
    const auto set = [this](QScrollBar *bar, int which, double range, double offset, double span) {
        barUnit_[which] = std::max(1.0, range / maximumBarSteps);
        const double unit = barUnit_[which];
        syncingBars_ = true;
        bar->setRange(0, int(std::ceil(range / unit)));
        bar->setPageStep(std::max(1, int(span / unit)));
        bar->setSingleStep(std::max(1, int(geometry_.pitch / unit)));
        bar->setValue(int(std::lround(offset / unit)));
        syncingBars_ = false;
    };
    const bool vertical = geometry_.vertical;
    set(horizontalScrollBar(), 0, vertical ? laneRange : depthRange,
        vertical ? geometry_.laneOffset : geometry_.depthOffset,
        vertical ? geometry_.laneSpan() : geometry_.depthSpan());
    set(verticalScrollBar(), 1, vertical ? depthRange : laneRange,
        vertical ? geometry_.depthOffset : geometry_.laneOffset,
        vertical ? geometry_.depthSpan() : geometry_.laneSpan());
}

void TreeMapView::scrollContentsBy(int, int)
{
    if (syncingBars_) return;
    // At a bar's end, the end of the map (whole steps may stop short of it).
    const auto offset = [this](QScrollBar *bar, int which) {
        return bar->value() == bar->maximum() ? std::numeric_limits<double>::infinity()
                                              : bar->value() * barUnit_[which];
    };
    const double x = offset(horizontalScrollBar(), 0), y = offset(verticalScrollBar(), 1);
    if (geometry_.vertical)
        scrollTo(y, x);
    else
        scrollTo(x, y);
}

void TreeMapView::scrollTo(double depthOffset, double laneOffset)
{
    geometry_.depthOffset = depthOffset;
    geometry_.laneOffset = laneOffset;
    updateScrollBars(); // clamps
    setHovered(none);
    toolTip_->hide();
    viewport()->update();
}

QPointF TreeMapView::nodePosition(std::uint32_t node) const
{
    const TreeMapLayout &layout = map_->layout();
    return geometry_.centre(layout.depth(node), layout.lane(node));
}

std::uint32_t TreeMapView::nodeAt(QPointF position) const
{
    if (!geometry_.mapArea().contains(position)) return none;
    const QPointF cell = geometry_.cellAt(position);
    const double depth = std::round(cell.x()), lane = std::round(cell.y());
    if (depth < 0 || lane < 0 || depth >= map_->layout().columnCount()) return none;
    return map_->layout().nodeAt(std::uint32_t(depth), std::uint32_t(lane));
}

std::uint32_t TreeMapView::foldMarkAt(QPointF position) const
{
    if (!geometry_.mapArea().contains(position) || geometry_.pitch < TreeMapPainter::dotPitch)
        return none;
    // A mark sits at its node's lower right, over the neighbouring cells.
    const QPointF cell = geometry_.cellAt(position);
    const TreeMapPainter painter = this->painter();
    for (const double dd : {0.0, -1.0})
        for (const double dl : {0.0, -1.0}) {
            const double depth = std::floor(cell.x() + 0.5) + dd;
            const double lane = std::floor(cell.y() + 0.5) + dl;
            if (depth < 0 || lane < 0 || depth >= map_->layout().columnCount()) continue;
            const std::uint32_t node =
                map_->layout().nodeAt(std::uint32_t(depth), std::uint32_t(lane));
            if (node == none || !(map_->isFolded(node) || node == hovered_)) continue;
            if (map_->canFold(node) && painter.foldMarkRect(node).contains(position)) return node;
        }
    return none;
}

bool TreeMapView::inView(std::uint32_t node) const
{
    if (!map_->layout().shows(node)) return false;
    const QPointF at = nodePosition(node);
    const double half = geometry_.pitch / 2;
    return geometry_.mapArea().contains(QRectF(at - QPointF(half, half), at + QPointF(half, half)));
}

void TreeMapView::layoutChanged()
{
    toolTip_->hide();
    hovered_ = none;
    updateScrollBars();
    viewport()->update();
}

void TreeMapView::currentChanged(std::uint32_t previous, bool pathChanged)
{
    const double depthOffset = geometry_.depthOffset, laneOffset = geometry_.laneOffset;
    keepCurrentInView();
    const bool scrolled =
        depthOffset != geometry_.depthOffset || laneOffset != geometry_.laneOffset;
    // A step along the path changes two nodes' looks, nothing else.
    if (pathChanged || scrolled || previous == none) {
        viewport()->update();
        return;
    }
    if (map_->layout().shows(previous)) viewport()->update(nodeRect(previous));
    if (map_->current() != none) viewport()->update(nodeRect(map_->current()));
}

QRect TreeMapView::nodeRect(std::uint32_t node) const
{
    const QPointF at = nodePosition(node);
    const double reach = geometry_.pitch * 0.6 + 2;
    QRectF rect(at - QPointF(reach, reach), at + QPointF(reach, reach));
    if (map_->canFold(node)) rect |= painter().foldMarkRect(node);
    return rect.toAlignedRect().adjusted(-1, -1, 1, 1);
}

// Only when the current node would leave the view: then it comes back to the middle, with
// as much around it as the view holds.
void TreeMapView::keepCurrentInView()
{
    const std::uint32_t current = map_->current();
    if (current == none || !map_->layout().shows(current) || inView(current)) return;
    const TreeMapLayout &layout = map_->layout();
    const double depth = geometry_.along(layout.depth(current));
    const double lane = geometry_.along(layout.lane(current));
    const auto fits = [this](double at, double offset, double span) {
        return at - geometry_.pitch / 2 >= offset && at + geometry_.pitch / 2 <= offset + span;
    };
    scrollTo(fits(depth, geometry_.depthOffset, geometry_.depthSpan())
                 ? geometry_.depthOffset
                 : depth - geometry_.depthSpan() / 2,
             fits(lane, geometry_.laneOffset, geometry_.laneSpan())
                 ? geometry_.laneOffset
                 : lane - geometry_.laneSpan() / 2);
}

void TreeMapView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    sprites_.prepare(geometry_.pitch, viewport()->devicePixelRatioF(), *style_);
    this->painter().paint(painter, sprites_, event->rect());
}

void TreeMapView::setHovered(std::uint32_t node)
{
    if (node == hovered_) return;
    const std::uint32_t before = std::exchange(hovered_, node);
    // Only a node that can fold shows that it is hovered (its fold mark).
    for (const std::uint32_t changed : {before, node})
        if (changed != none && map_->layout().shows(changed) && map_->canFold(changed))
            viewport()->update(nodeRect(changed));
}

void TreeMapView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return QAbstractScrollArea::mousePressEvent(event);
    pressedAt_ = event->position();
    pressedOffsets_[0] = geometry_.depthOffset;
    pressedOffsets_[1] = geometry_.laneOffset;
    const std::uint32_t mark = foldMarkAt(event->position());
    pressed_ = mark != none ? mark : nodeAt(event->position());
    panning_ = false;
    event->accept();
}

void TreeMapView::mouseMoveEvent(QMouseEvent *event)
{
    if (!(event->buttons() & Qt::LeftButton)) {
        const std::uint32_t mark = foldMarkAt(event->position());
        const std::uint32_t under = nodeAt(event->position());
        setHovered(mark != none ? mark : under);
        // The tip stays while the mouse stays on its node.
        if (toolTip_->isVisible() && toolTip_->node().index() != under) toolTip_->hide();
        return;
    }
    const QPointF moved = event->position() - pressedAt_;
    if (!panning_ && moved.manhattanLength() < QApplication::startDragDistance()) return;
    if (!panning_) viewport()->setCursor(Qt::ClosedHandCursor);
    panning_ = true;
    const double du = geometry_.vertical ? moved.y() : moved.x();
    const double dv = geometry_.vertical ? moved.x() : moved.y();
    scrollTo(pressedOffsets_[0] - du, pressedOffsets_[1] - dv);
}

void TreeMapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) return QAbstractScrollArea::mouseReleaseEvent(event);
    if (panning_) {
        viewport()->unsetCursor();
        panning_ = false;
        return;
    }
    const std::uint32_t node = pressed_;
    pressed_ = none;
    if (node == none) return;
    if (foldMarkAt(event->position()) == node)
        map_->toggleFolded(node);
    else if (nodeAt(event->position()) == node)
        controller_->setCurrent(map_->collection().node(node));
}

void TreeMapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const std::uint32_t node = nodeAt(event->position());
    if (event->button() == Qt::LeftButton && node != none && map_->canFold(node))
        map_->toggleFolded(node);
}

void TreeMapView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) return QAbstractScrollArea::wheelEvent(event);
    // A notch (120) zooms by a fifth; a trackpad's smaller steps zoom by as much less.
    setPitch(geometry_.pitch * std::pow(1.2, event->angleDelta().y() / 120.0), event->position());
    event->accept();
}

void TreeMapView::contextMenuEvent(QContextMenuEvent *event)
{
    // From the mouse the event comes through the viewport; from the keyboard, to this frame.
    const QPoint at = event->reason() == QContextMenuEvent::Keyboard
                          ? viewport()->mapFrom(this, event->pos())
                          : event->pos();
    const std::uint32_t node = nodeAt(at);
    // The node clicked becomes the current one, so that the menu's copies take that node (and
    // the board shows what they copy).
    if (node != none) controller_->setCurrent(map_->collection().node(node));
    QMenu menu(this);
    menu.addAction(tr("&Fold Variations Off the Current Line"), map_, &TreeMap::foldOffPath)
        ->setEnabled(map_->pathLength() > 0);
    menu.addAction(tr("&Unfold All"), map_, &TreeMap::unfoldAll)->setEnabled(map_->hasFolds());
    if (node != none) {
        menu.addSeparator();
        menu.addAction(tr("Fold &This Subtree"), this,
                       [this, node] { map_->setFolded(node, true); })
            ->setEnabled(map_->canFold(node) && !map_->isFolded(node));
        menu.addAction(tr("Unfold This &Subtree"), this,
                       [this, node] { map_->unfoldSubtree(node); })
            ->setEnabled(map_->hasFoldsIn(node));
    }
    menu.addSeparator();
    menu.addAction(verticalAction_);
    if (!contextActions_.isEmpty()) {
        menu.addSeparator();
        menu.addActions(contextActions_);
    }
    menu.exec(event->globalPos());
}

bool TreeMapView::viewportEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTip: {
        const auto *help = static_cast<QHelpEvent *>(event);
        const std::uint32_t node = nodeAt(help->pos());
        if (node == none)
            toolTip_->hide();
        else
            toolTip_->showFor(map_->collection().node(node), help->globalPos());
        return true;
    }
    case QEvent::Leave:
        setHovered(none);
        toolTip_->hide();
        break;
    case QEvent::MouseButtonPress:
    case QEvent::Wheel:
        toolTip_->hide();
        break;
    default:
        break;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace sgfview
