// Paints a BoardScene: the grid, star points, coordinates on all four sides, stones, move
// numbers, markup, hints. Used by the widget and by image export alike.
#pragma once

#include "models/boardscene.h"

#include <QColor>
#include <QCoreApplication>
#include <QPixmap>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace sgfview {

// Stones drawn once for a cell size, so that a repaint blits them instead of rasterising a
// gradient per stone.
struct BoardSprites {
    double cell = 0;
    QPixmap black, white;
};

struct BoardStyle {
    bool coordinates = true;
    QColor text = Qt::black; // coordinates, from the palette (light or dark)
};

class BoardPainter {
    Q_DECLARE_TR_FUNCTIONS(BoardPainter)

public:
    BoardPainter(const BoardScene &scene, const QRectF &area, const BoardStyle &style);

    // Everything; with sprites made for this cell size, stones are blitted.
    void paint(QPainter &painter, const BoardSprites *sprites = nullptr) const;
    // The parts that change only with the size: wood, grid, star points, coordinates.
    void paintBackground(QPainter &painter) const;
    void paintStones(QPainter &painter, const BoardSprites *sprites = nullptr) const;
    void paintMarkup(QPainter &painter) const;
    BoardSprites makeSprites(qreal devicePixelRatio) const;

    // Where a point's centre is drawn, and the point under a position (if any).
    QPointF centre(sgf::Point p) const;
    std::optional<sgf::Point> pointAt(QPointF position) const;
    QRectF boardRect() const; // the wood, coordinates excluded

private:
    void paintGrid(QPainter &painter) const;
    void paintCoordinates(QPainter &painter) const;
    void paintStone(QPainter &painter, QPointF centre, sgf::Color color) const;
    void paintText(QPainter &painter, sgf::Point p, const QString &text,
                   const QColor &ink = {}) const;
    void paintPassNote(QPainter &painter) const;
    QColor inkOn(sgf::Point p) const; // black on wood and white stones, white on black ones

    const BoardScene &scene_;
    BoardStyle style_;
    double cell_ = 1;
    QPointF origin_; // centre of the top-left visible point
    int columns_ = 1, rows_ = 1;
};

} // namespace sgfview
