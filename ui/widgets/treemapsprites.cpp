#include "treemapsprites.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <cmath>

namespace sgfview {

namespace {

const QColor blackStone(29, 29, 29);
const QColor whiteStone(247, 247, 247);
const QColor wood(220, 179, 92);
const QColor commentColour(232, 128, 0);
const QColor hotspotColour(214, 40, 160);
constexpr double quietOpacity = 0.45;

QColor withAlpha(QColor colour, int alpha)
{
    colour.setAlpha(alpha);
    return colour;
}

void paintGlyph(QPainter &painter, MapNode::Glyph glyph, double pitch, const TreeMapStyle &style)
{
    const QPointF c(0, 0);
    const double r = pitch * 0.4;
    const double line = std::max(1.0, pitch / 18);
    const QColor blackOutline = style.dark ? QColor(150, 150, 150) : QColor(0, 0, 0);
    const QColor whiteOutline(80, 80, 80);
    switch (glyph) {
    case MapNode::Glyph::BlackMove:
    case MapNode::Glyph::WhiteMove: {
        const bool black = glyph == MapNode::Glyph::BlackMove;
        painter.setPen(QPen(black ? blackOutline : whiteOutline, line));
        painter.setBrush(black ? blackStone : whiteStone);
        painter.drawEllipse(c, r, r);
        break;
    }
    case MapNode::Glyph::BlackPass:
    case MapNode::Glyph::WhitePass: { // a square: the stone that was not put down
        const bool black = glyph == MapNode::Glyph::BlackPass;
        painter.setPen(QPen(black ? blackOutline : whiteOutline, line));
        painter.setBrush(black ? blackStone : whiteStone);
        const double s = r * 0.8;
        painter.drawRect(QRectF(-s, -s, 2 * s, 2 * s));
        break;
    }
    case MapNode::Glyph::Setup: { // four small stones, as set up
        const double s = r * 0.48;
        for (int i = 0; i < 4; ++i) {
            const bool black = i == 0 || i == 3;
            painter.setPen(QPen(black ? blackOutline : whiteOutline, line * 0.8));
            painter.setBrush(black ? blackStone : whiteStone);
            painter.drawEllipse(QPointF((i % 2 ? 1 : -1) * s, (i / 2 ? 1 : -1) * s), s, s);
        }
        break;
    }
    case MapNode::Glyph::Root: { // a small board
        const double s = r * 0.9;
        painter.setPen(QPen(QColor(90, 60, 20), line));
        painter.setBrush(wood);
        painter.drawRoundedRect(QRectF(-s, -s, 2 * s, 2 * s), s * 0.2, s * 0.2);
        painter.setPen(QPen(QColor(60, 40, 10), line * 0.7));
        for (const double t : {-0.5, 0.0, 0.5}) {
            painter.drawLine(QPointF(t * s, -s * 0.7), QPointF(t * s, s * 0.7));
            painter.drawLine(QPointF(-s * 0.7, t * s), QPointF(s * 0.7, t * s));
        }
        break;
    }
    case MapNode::Glyph::Other: { // a diamond: a node without a move or setup
        const double s = r * 0.62;
        painter.setPen(QPen(style.ink, line));
        painter.setBrush(style.background);
        const QPointF diamond[] = {{0, -s}, {s, 0}, {0, s}, {-s, 0}};
        painter.drawPolygon(diamond, 4);
        break;
    }
    }
}

} // namespace

QString mapNumberText(std::uint32_t number, bool grouped)
{
    QLocale locale;
    if (!grouped) locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale.toString(number);
}

TreeMapStyle::TreeMapStyle(const QPalette &palette, const QFont &font)
    : font(font), background(palette.color(QPalette::Base)), ink(palette.color(QPalette::Text)),
      current(palette.color(QPalette::Highlight)), rulerBackground(palette.color(QPalette::Window)),
      rulerText(palette.color(QPalette::WindowText))
{
    dark = background.lightness() < 128;
    quietLine = withAlpha(ink, 80);
    pathLine = withAlpha(ink, 235);
}

QColor TreeMapStyle::annotationColour(MapNode::Annotation annotation)
{
    switch (annotation) { // as Sabaki colours them, which users of other viewers know too
    case MapNode::Annotation::Bad:
        return {220, 40, 40};
    case MapNode::Annotation::Good:
        return {30, 170, 70};
    case MapNode::Annotation::Doubtful:
        return {150, 80, 200};
    case MapNode::Annotation::Interesting:
        return {30, 130, 230};
    case MapNode::Annotation::None:
        break;
    }
    return {};
}

void TreeMapSprites::prepare(double pitch, qreal ratio, const TreeMapStyle &style)
{
    const auto same = [this](const TreeMapStyle &style) {
        return style_ && style_->font == style.font && style_->background == style.background &&
               style_->ink == style.ink && style_->current == style.current &&
               style_->rulerText == style.rulerText;
    };
    if (ratio != ratio_ || !same(style)) {
        rulerLabels_.clear();
        numbers_.clear();
        pitch_ = 0;
    }
    if (pitch == pitch_) return;
    pitch_ = pitch;
    ratio_ = ratio;
    style_ = std::make_unique<TreeMapStyle>(style);
    pictures_.fill(QPixmap());
}

QPixmap TreeMapSprites::draw(QSizeF size,
                             const std::function<void(QPainter &, double)> &paint) const
{
    QPixmap pixmap(int(std::ceil(size.width() * ratio_)) + 2,
                   int(std::ceil(size.height() * ratio_)) + 2);
    pixmap.setDevicePixelRatio(ratio_);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(pixmap.width() / ratio_ / 2, pixmap.height() / ratio_ / 2);
    paint(painter, pitch_);
    return pixmap;
}

const QPixmap &TreeMapSprites::picture(std::size_t which,
                                       const std::function<void(QPainter &, double)> &paint)
{
    QPixmap &pixmap = pictures_[which];
    if (pixmap.isNull()) pixmap = draw(QSizeF(pitch_, pitch_), paint);
    return pixmap;
}

const QPixmap &TreeMapSprites::glyph(MapNode::Glyph glyph, bool quiet)
{
    return picture(Glyphs + std::size_t(glyph) * 2 + quiet, [&](QPainter &painter, double p) {
        if (quiet) painter.setOpacity(quietOpacity);
        paintGlyph(painter, glyph, p, *style_);
    });
}

const QPixmap &TreeMapSprites::annotation(MapNode::Annotation annotation)
{
    return picture(
        Annotations + std::size_t(annotation), [annotation](QPainter &painter, double p) {
            painter.setPen(QPen(TreeMapStyle::annotationColour(annotation), std::max(1.5, p / 9)));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(QPointF(0, 0), p * 0.47, p * 0.47);
        });
}

const QPixmap &TreeMapSprites::comment()
{
    return picture(Comment, [](QPainter &painter, double p) {
        painter.setPen(QPen(Qt::white, std::max(1.0, p / 24)));
        painter.setBrush(commentColour);
        painter.drawEllipse(QPointF(p * 0.33, -p * 0.33), p * 0.13, p * 0.13);
    });
}

const QPixmap &TreeMapSprites::hotspot()
{
    return picture(Hotspot, [](QPainter &painter, double p) { // a bookmark's ribbon
        painter.setPen(Qt::NoPen);
        painter.setBrush(hotspotColour);
        const double s = p * 0.14, x = -p * 0.45, y = -p * 0.48;
        const QPointF ribbon[] = {
            {x, y}, {x + 2 * s, y}, {x + 2 * s, y + 3 * s}, {x + s, y + 2 * s}, {x, y + 3 * s}};
        painter.drawPolygon(ribbon, 5);
    });
}

const QPixmap &TreeMapSprites::current()
{
    return picture(Current, [this](QPainter &painter, double p) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(withAlpha(style_->current, 90));
        painter.drawRoundedRect(QRectF(-p * 0.5, -p * 0.5, p, p), p * 0.15, p * 0.15);
        painter.setPen(QPen(style_->current, std::max(2.0, p / 8)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(QPointF(0, 0), p * 0.45, p * 0.45);
    });
}

QFont TreeMapSprites::numberFont(bool longNumber) const
{
    // As large as fits a stone: up to three digits at one size, longer numbers smaller. The
    // size moves in whole pixels, so that zooming keeps most of the numbers laid out so far.
    const int size = std::max(6, int(pitch_ * 0.36));
    QFont font = style_->font;
    font.setPixelSize(longNumber ? std::max(6, size * 3 / 4) : size);
    return font;
}

const QStaticText &TreeMapSprites::number(std::uint32_t number)
{
    const int size = numberFont(false).pixelSize();
    if (size != numberSize_) numbers_.clear();
    numberSize_ = size;
    if (const auto found = numbers_.constFind(number); found != numbers_.cend()) return *found;
    if (numbers_.size() > 4096) numbers_.clear(); // a few screens' worth
    const QString digits = mapNumberText(number);
    QStaticText text(digits);
    text.setTextFormat(Qt::PlainText);
    text.prepare(QTransform(), numberFont(digits.size() > 3));
    return *numbers_.insert(number, text);
}

const QStaticText &TreeMapSprites::rulerLabel(std::uint32_t number)
{
    if (const auto found = rulerLabels_.constFind(number); found != rulerLabels_.cend())
        return *found;
    if (rulerLabels_.size() > 4096) rulerLabels_.clear();
    QStaticText label(mapNumberText(number));
    label.setTextFormat(Qt::PlainText);
    label.prepare(QTransform(), style_->font);
    return *rulerLabels_.insert(number, label);
}

} // namespace sgfview
