// The game-tree map: the current game's variations drawn as a map (TreeMap lays it out,
// TreeMapPainter paints the cells in view). Click a node to go there, double-click (or
// click its fold mark) to fold it, drag to pan, wheel to scroll, Ctrl+wheel to zoom from
// dots to numbered stones; the context menu folds and unfolds. The scroll range is virtual
// (the map may be far larger than a widget may be), and the map scrolls only when the
// current node would leave the view. Like the board, it stays left to right in every
// language.
#pragma once

#include "treemapgeometry.h"
#include "treemappainter.h"

#include <QAbstractScrollArea>
#include <memory>
#include <optional>

namespace sgfview {

class GameController;
class TreeMap;
class TreeMapToolTip;
class TreeRows;

class TreeMapView : public QAbstractScrollArea {
    Q_OBJECT

public:
    static constexpr double minimumPitch = 3, maximumPitch = 64;
    static constexpr std::uint32_t none = 0xFFFFFFFFu;

    explicit TreeMapView(GameController *controller, QWidget *parent = nullptr);
    ~TreeMapView() override;

    TreeMap *map() const { return map_; }
    // The shown document's rows (move numbers; the tool tip's board), null for none: the
    // controller's.
    const TreeRows *rows() const;

    double pitch() const { return geometry_.pitch; }
    // Zooms, keeping the point of the map under anchor (viewport coordinates; the middle of
    // the view by default) where it is.
    void setPitch(double pitch, std::optional<QPointF> anchor = {});
    bool isVertical() const { return geometry_.vertical; }
    void setVertical(bool vertical);
    // View > Game Tree Map Top to Bottom (checkable, remembered).
    QAction *verticalAction() const { return verticalAction_; }
    // Window actions (copying) the context menu offers after its own.
    void setContextActions(const QList<QAction *> &actions) { contextActions_ = actions; }

    const TreeMapGeometry &mapGeometry() const { return geometry_; }
    // Scrolls to these offsets in map pixels along the depth and lane axes (clamped).
    void scrollTo(double depthOffset, double laneOffset);
    // A shown node's centre in viewport coordinates; the node at a viewport point, or none.
    QPointF nodePosition(std::uint32_t node) const;
    std::uint32_t nodeAt(QPointF position) const;
    // The node whose fold mark (a folded node's count, a hovered fork's mark) is there.
    std::uint32_t foldMarkAt(QPointF position) const;
    // Whether a shown node's cell lies wholly in the map's part of the view.
    bool inView(std::uint32_t node) const;
    // The hover tip: a small board of the node under the mouse.
    TreeMapToolTip *toolTip() const { return toolTip_; }

    QSize sizeHint() const override { return {640, 200}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void layoutChanged();
    void currentChanged(std::uint32_t previous, bool pathChanged);
    // What a node's picture covers: its cell, the marks around it.
    QRect nodeRect(std::uint32_t node) const;
    void updateStyle();
    void updateScrollBars();
    void keepCurrentInView();
    void setHovered(std::uint32_t node);
    TreeMapPainter painter() const;

    GameController *controller_;
    TreeMap *map_;
    TreeMapGeometry geometry_;
    std::unique_ptr<TreeMapStyle> style_;
    TreeMapSprites sprites_;
    QAction *verticalAction_;
    TreeMapToolTip *toolTip_;
    double barUnit_[2] = {1, 1}; // map pixels a step of the horizontal, vertical bar
    bool syncingBars_ = false;
    // The mouse: a press on a node goes there on release, unless the mouse moved: a pan.
    QPointF pressedAt_;
    double pressedOffsets_[2] = {0, 0};
    std::uint32_t pressed_ = none, hovered_ = none;
    bool panning_ = false;
    QList<QAction *> contextActions_;
};

} // namespace sgfview
