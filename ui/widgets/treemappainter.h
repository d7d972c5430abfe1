// Paints the game-tree map: the cells in view and nothing else. Per column in view it asks
// the layout for the nodes on the lanes in view (a binary search) and for the one node
// above them whose wire may cross the view, so a repaint costs what the view shows, whatever
// the size of the tree. Stones and marks are sprites drawn once per zoom and palette.
#pragma once

#include "treemapgeometry.h"
#include "treemapsprites.h"

class QPainter;
class QPalette;

namespace sgfview {

class TreeMap;
class TreeRows;

class TreeMapPainter {
public:
    // Below this pitch nodes are dots and nothing is written.
    static constexpr double dotPitch = 8;
    // From this pitch stones show their move numbers.
    static constexpr double numberPitch = 19;

    TreeMapPainter(const TreeMap &map, const TreeMapGeometry &geometry, const TreeRows *rows,
                   const TreeMapStyle &style);
    // Paints what lies in a part of the viewport (the whole of it by default).
    void paint(QPainter &painter, TreeMapSprites &sprites, QRectF dirty = {}) const;
    // The node under the mouse: a node that can fold shows its fold mark.
    void setHovered(std::uint32_t node) { hovered_ = node; }

    // Where a folded node's count (or a fork's fold mark) is drawn.
    QRectF foldMarkRect(std::uint32_t node) const;
    // The number the ruler writes at a depth: the move number of the path's node there; past
    // the path's end, one more each column.
    std::uint32_t rulerNumber(std::uint32_t depth) const;
    // The text of a folded node's count.
    static QString hiddenText(std::uint32_t count);

private:
    void paintEdges(QPainter &painter, TreeMapGeometry::Range depths,
                    TreeMapGeometry::Range lanes) const;
    void paintNodes(QPainter &painter, TreeMapSprites &sprites, TreeMapGeometry::Range depths,
                    TreeMapGeometry::Range lanes) const;
    void paintDots(QPainter &painter, TreeMapGeometry::Range depths,
                   TreeMapGeometry::Range lanes) const;
    void paintFoldMark(QPainter &painter, std::uint32_t node) const;
    void paintRuler(QPainter &painter, TreeMapSprites &sprites,
                    TreeMapGeometry::Range depths) const;
    QPointF centre(std::uint32_t node) const;

    const TreeMap &map_;
    const TreeMapGeometry &geometry_;
    const TreeRows *rows_;
    const TreeMapStyle &style_;
    std::uint32_t hovered_ = 0xFFFFFFFFu;
};

} // namespace sgfview
