// The pictures the game-tree map is drawn with: each glyph and mark drawn once for a pitch,
// pixel ratio and palette, when first asked for, and blitted after that; move numbers and the
// ruler's labels drawn once per number. A step or a scroll draws no text and no curve.
#pragma once

#include "models/treemapnode.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPixmap>
#include <QStaticText>
#include <array>
#include <cstdint>
#include <functional>
#include <memory>

class QPainter;
class QPalette;

namespace sgfview {

struct TreeMapStyle {
    QFont font; // the ruler's and the fold marks'
    QColor background, ink, quietLine, pathLine, current, rulerBackground, rulerText;
    bool dark = false;
    TreeMapStyle(const QPalette &palette, const QFont &font);
    static QColor annotationColour(MapNode::Annotation annotation);
};

// Numbers as the locale writes them (without group separators inside a stone).
QString mapNumberText(std::uint32_t number, bool grouped = false);

class TreeMapSprites {
public:
    // Forgets the pictures when the pitch, the pixel ratio or the style changed.
    void prepare(double pitch, qreal ratio, const TreeMapStyle &style);
    const QPixmap &glyph(MapNode::Glyph glyph, bool quiet);
    const QPixmap &annotation(MapNode::Annotation annotation);
    const QPixmap &comment();
    const QPixmap &hotspot();
    const QPixmap &current();
    // A move number to write on a stone, laid out in numberFont(its length).
    const QStaticText &number(std::uint32_t number);
    QFont numberFont(bool longNumber) const;
    // Laid out once; drawn with the style's font.
    const QStaticText &rulerLabel(std::uint32_t number);

private:
    enum Picture : std::size_t {
        Glyphs = 0, // glyph * 2 + quiet
        Annotations = Glyphs + 7 * 2,
        Comment = Annotations + 5,
        Hotspot,
        Current,
        Pictures
    };
    const QPixmap &picture(std::size_t which, const std::function<void(QPainter &, double)> &paint);
    QPixmap draw(QSizeF size, const std::function<void(QPainter &, double)> &paint) const;

    double pitch_ = 0;
    qreal ratio_ = 0;
    std::unique_ptr<TreeMapStyle> style_;
    std::array<QPixmap, Pictures> pictures_;
    int numberSize_ = 0; // the font's pixel size the numbers were written in
    QHash<std::uint32_t, QStaticText> numbers_;
    QHash<std::uint32_t, QStaticText> rulerLabels_;
};

} // namespace sgfview
