// Paints a BoardScene: the grid, star points, coordinates on all four sides, stones, move
// numbers, markup, hints. Used by the widget and by image export alike.
#pragma once

#include "models/boardscene.h"

#include <QColor>
#include <QCoreApplication>
#include <QGlyphRun>
#include <QHash>
#include <QPixmap>
#include <QPointF>
#include <QRawFont>
#include <QRectF>
#include <QStaticText>
#include <algorithm>
#include <optional>

class QPainter;

namespace sgfview {

// Glyphs drawn once per cell size and blitted: stones, the variation hints (ghost stones, the
// first variation solid, the others with a dashed rim) and the marks. Drawn one by one, each
// costs a stroke and a fill, dashed and translucent for hints: a step back to a root with
// 361 hints took 60-70 ms, 6-10 ms with them blitted.
struct BoardSprites {
    static constexpr int shapes = 5; // BoardScene::Shape
    double cell = 0;
    QPixmap black, white;
    QPixmap hints[2][2];      // [white][alternative]
    QPixmap marks[shapes][2]; // [shape][on a black stone: white ink]
    QPixmap clearing;         // a wood disc hiding the lines under a label on an empty point
    // Labels and move numbers laid out once, as they are first drawn: laying out 2,704 of
    // them (one per point of a 52x52 board) on each repaint took 30-40 ms. A cache filled as
    // the board is painted, not a part of the sprites' value; cleared when it grows past
    // what a few boards show.
    struct Text {
        QGlyphRun glyphs; // a text of ASCII letters and digits: its glyphs, centred on (0, 0)
        QStaticText text; // any other
    };
    mutable QHash<QString, Text> texts;
    // The label fonts' glyphs, for the short (two characters) and the longer texts.
    mutable std::optional<QRawFont> rawFonts[2];
    static constexpr qsizetype textsKept = 4 * sgf::BoardSize::maximum * sgf::BoardSize::maximum;
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
    void paintMarkup(QPainter &painter, const BoardSprites *sprites = nullptr) const;
    BoardSprites makeSprites(qreal devicePixelRatio) const;

    // Where a point's centre is drawn, and the point under a position (if any).
    QPointF centre(sgf::Point p) const;
    std::optional<sgf::Point> pointAt(QPointF position) const;
    QRectF boardRect() const; // the wood, coordinates excluded

private:
    void paintGrid(QPainter &painter) const;
    void paintCoordinates(QPainter &painter) const;
    void paintStone(QPainter &painter, QPointF centre, sgf::Color color) const;
    // Whether sprites were made for this cell size (and are there).
    bool fits(const BoardSprites *sprites) const
    {
        return sprites && qFuzzyCompare(sprites->cell, cell_);
    }
    // The pen of marks, hints and lines, a hair's width at the least.
    double lineWidth() const { return std::max(1.0, cell_ / 14); }
    void paintHint(QPainter &painter, QPointF centre, sgf::Color color, bool main) const;
    void paintMark(QPainter &painter, QPointF c, BoardScene::Shape shape, const QColor &ink) const;
    // A glyph centred on a transparent square a cell wide (and two pixels), for blitting.
    template <typename Paint> QPixmap sprite(qreal devicePixelRatio, Paint paint) const;
    // Draws a sprite centred on c.
    static void blit(QPainter &painter, QPointF c, const QPixmap &sprite);
    void paintText(QPainter &painter, sgf::Point p, const QString &text, const QColor &ink,
                   const BoardSprites *sprites) const;
    // The wood disc that hides the lines under a label on an empty point.
    void paintClearing(QPainter &painter, QPointF c) const;
    static BoardSprites::Text layOut(const QString &text, const QFont &font, const QRawFont &raw,
                                     const QTransform &transform);
    void paintPassNote(QPainter &painter) const;
    QColor inkOn(sgf::Point p) const { return inkOver(onBlackStone(p)); }
    bool onBlackStone(sgf::Point p) const;
    // Black on wood and white stones, white on black ones.
    static QColor inkOver(bool blackStone) { return blackStone ? Qt::white : Qt::black; }

    const BoardScene &scene_;
    BoardStyle style_;
    double cell_ = 1;
    QPointF origin_; // centre of the top-left visible point
    int columns_ = 1, rows_ = 1;
};

} // namespace sgfview
