#include "boardpainter.h"

#include "sgf/star_points.h"

#include <QFont>
#include <QGlyphRun>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRadialGradient>
#include <array>
#include <cmath>
#include <vector>

namespace sgfview {

namespace {

const QColor wood(220, 179, 92);
// The grid is drawn on wood only: black at 210/255 over it, opaque (see paintGrid).
const QColor gridInk(39, 32, 16);

static_assert(int(BoardScene::Shape::Selected) + 1 == BoardSprites::shapes);

// More arrows and lines than a person reads on one board: drawn without antialiasing.
constexpr qsizetype manySegments = 256;

} // namespace

BoardPainter::BoardPainter(const BoardScene &scene, const QRectF &area, const BoardStyle &style)
    : scene_(scene), style_(style)
{
    columns_ = scene.viewRight - scene.viewLeft + 1;
    rows_ = scene.viewBottom - scene.viewTop + 1;
    // Room around the points: a cell for coordinates, half a cell for the stones otherwise.
    const double margin = style.coordinates ? 1.3 : 0.6;
    cell_ = std::min(area.width() / (columns_ - 1 + 2 * margin),
                     area.height() / (rows_ - 1 + 2 * margin));
    const QSizeF grid((columns_ - 1) * cell_, (rows_ - 1) * cell_);
    origin_ = area.center() - QPointF(grid.width() / 2, grid.height() / 2);
}

QPointF BoardPainter::centre(sgf::Point p) const
{
    return origin_ + QPointF((p.x - scene_.viewLeft) * cell_, (p.y - scene_.viewTop) * cell_);
}

std::optional<sgf::Point> BoardPainter::pointAt(QPointF position) const
{
    const QPointF relative = (position - origin_) / cell_;
    const sgf::Point p{int(std::lround(relative.x())) + scene_.viewLeft,
                       int(std::lround(relative.y())) + scene_.viewTop};
    if (!scene_.size.contains(p) || !scene_.visible(p)) return std::nullopt;
    if (QLineF(centre(p), position).length() > cell_ * 0.5) return std::nullopt;
    return p;
}

QRectF BoardPainter::boardRect() const
{
    const double pad = cell_ * 0.6;
    return QRectF(origin_ - QPointF(pad, pad),
                  QSizeF((columns_ - 1) * cell_ + 2 * pad, (rows_ - 1) * cell_ + 2 * pad));
}

void BoardPainter::paint(QPainter &painter, const BoardSprites *sprites) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintBackground(painter);
    paintStones(painter, sprites);
    paintMarkup(painter, sprites);
    painter.restore();
}

void BoardPainter::paintBackground(QPainter &painter) const
{
    painter.save();
    // Rounded to whole pixels, so that Qt fills it directly (see paintGrid).
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(boardRect(), wood);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintGrid(painter);
    if (style_.coordinates) paintCoordinates(painter);
    painter.restore();
}

void BoardPainter::paintStone(QPainter &painter, QPointF centre, sgf::Color color) const
{
    const double radius = cell_ * 0.48;
    QRadialGradient gradient(centre - QPointF(radius / 3, radius / 3), radius * 1.3);
    if (color == sgf::Color::Black) {
        gradient.setColorAt(0, QColor(90, 90, 90));
        gradient.setColorAt(1, QColor(10, 10, 10));
        painter.setPen(Qt::NoPen);
    } else {
        gradient.setColorAt(0, QColor(255, 255, 255));
        gradient.setColorAt(1, QColor(205, 205, 200));
        painter.setPen(QPen(QColor(60, 60, 60), std::max(1.0, cell_ / 30)));
    }
    painter.setBrush(gradient);
    painter.drawEllipse(centre, radius, radius);
}

void BoardPainter::paintHint(QPainter &painter, QPointF centre, sgf::Color color, bool main) const
{
    const bool black = color == sgf::Color::Black;
    painter.setBrush(black ? QColor(0, 0, 0, 95) : QColor(255, 255, 255, 150));
    painter.setPen(QPen(black ? QColor(0, 0, 0, 200) : QColor(60, 60, 60, 220), lineWidth(),
                        main ? Qt::SolidLine : Qt::DashLine));
    painter.drawEllipse(centre, cell_ * 0.44, cell_ * 0.44);
}

template <typename Paint> QPixmap BoardPainter::sprite(qreal devicePixelRatio, Paint paint) const
{
    const int side = int(std::ceil(cell_ * devicePixelRatio)) + 2;
    QPixmap pixmap(side, side);
    pixmap.setDevicePixelRatio(devicePixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const double half = side / devicePixelRatio / 2;
    paint(painter, QPointF(half, half));
    return pixmap;
}

void BoardPainter::blit(QPainter &painter, QPointF c, const QPixmap &sprite)
{
    // On whole device pixels: the glyph lands within half a pixel of where it is drawn.
    const QSizeF size = sprite.deviceIndependentSize();
    const QPointF topLeft = c - QPointF(size.width() / 2, size.height() / 2);
    const qreal ratio = sprite.devicePixelRatio();
    painter.drawPixmap(
        QPointF(std::round(topLeft.x() * ratio) / ratio, std::round(topLeft.y() * ratio) / ratio),
        sprite);
}

BoardSprites BoardPainter::makeSprites(qreal devicePixelRatio) const
{
    BoardSprites sprites;
    sprites.cell = cell_;
    for (const sgf::Color color : {sgf::Color::Black, sgf::Color::White}) {
        (color == sgf::Color::Black ? sprites.black : sprites.white) =
            sprite(devicePixelRatio, [&](QPainter &p, QPointF c) { paintStone(p, c, color); });
        for (const bool main : {true, false})
            sprites.hints[color == sgf::Color::White][!main] = sprite(
                devicePixelRatio, [&](QPainter &p, QPointF c) { paintHint(p, c, color, main); });
    }
    for (int shape = 0; shape < BoardSprites::shapes; ++shape)
        for (const bool onBlack : {false, true})
            sprites.marks[shape][onBlack] = sprite(devicePixelRatio, [&](QPainter &p, QPointF c) {
                paintMark(p, c, BoardScene::Shape(shape), inkOver(onBlack));
            });
    sprites.clearing =
        sprite(devicePixelRatio, [this](QPainter &p, QPointF c) { paintClearing(p, c); });
    return sprites;
}

void BoardPainter::paintGrid(QPainter &painter) const
{
    // Lines run to the board's edge, or half a cell past the view's edge when VW cuts it.
    const auto extent = [this](int first, int last, int size, bool start) {
        const bool cut = start ? first > 0 : last < size - 1;
        return cut ? cell_ * 0.5 : 0.0;
    };
    const double left = extent(scene_.viewLeft, scene_.viewRight, scene_.size.columns, true);
    const double right = extent(scene_.viewLeft, scene_.viewRight, scene_.size.columns, false);
    const double top = extent(scene_.viewTop, scene_.viewBottom, scene_.size.rows, true);
    const double bottom = extent(scene_.viewTop, scene_.viewBottom, scene_.size.rows, false);
    // Each line an opaque rectangle on whole pixels of the device, a whole number of them wide:
    // Qt fills those directly. An antialiased line goes through its span blending, which Qt
    // 6.4 splits over its thread pool and waits for: a 52x52 board's grid took 7-13 ms while a
    // file was read on both cores.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QTransform toDevice = painter.deviceTransform();
    const QTransform fromDevice = toDevice.inverted();
    const double pixels = std::max(1.0, std::round(std::max(1.0, cell_ / 28) * toDevice.m11()));
    // The line from a to b (a above or left of b), its ends squared off half its width on.
    const auto line = [&](QPointF a, QPointF b) {
        const QPointF from = toDevice.map(a), to = toDevice.map(b);
        const bool vertical = std::abs(to.x() - from.x()) < std::abs(to.y() - from.y());
        const auto edge = [&](double centre) { return std::round(centre - pixels / 2); };
        const QRectF onDevice =
            vertical ? QRectF(QPointF(edge(from.x()), edge(from.y())),
                              QPointF(edge(from.x()) + pixels, edge(to.y()) + pixels))
                     : QRectF(QPointF(edge(from.x()), edge(from.y())),
                              QPointF(edge(to.x()) + pixels, edge(from.y()) + pixels));
        painter.fillRect(fromDevice.mapRect(onDevice), gridInk);
    };
    for (int x = scene_.viewLeft; x <= scene_.viewRight; ++x)
        line(centre({x, scene_.viewTop}) - QPointF(0, top),
             centre({x, scene_.viewBottom}) + QPointF(0, bottom));
    for (int y = scene_.viewTop; y <= scene_.viewBottom; ++y)
        line(centre({scene_.viewLeft, y}) - QPointF(left, 0),
             centre({scene_.viewRight, y}) + QPointF(right, 0));
    painter.restore();
    painter.setPen(Qt::NoPen);
    painter.setBrush(gridInk);
    for (sgf::Point p : sgf::starPoints(scene_.size))
        if (scene_.visible(p)) painter.drawEllipse(centre(p), cell_ * 0.1, cell_ * 0.1);
}

void BoardPainter::paintCoordinates(QPainter &painter) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(cell_ * 0.38)));
    painter.setFont(font);
    painter.setPen(style_.text);
    const double away = cell_ * 0.95;
    const QSizeF box(cell_, cell_ * 0.6);
    const auto label = [&](QPointF at, const QString &text) {
        painter.drawText(QRectF(at - QPointF(box.width() / 2, box.height() / 2), box),
                         Qt::AlignCenter, text);
    };
    for (int x = scene_.viewLeft; x <= scene_.viewRight; ++x) {
        const QString text = QString::fromStdString(sgf::columnLabel(x));
        label(centre({x, scene_.viewTop}) - QPointF(0, away), text);
        label(centre({x, scene_.viewBottom}) + QPointF(0, away), text);
    }
    for (int y = scene_.viewTop; y <= scene_.viewBottom; ++y) {
        const QString text = QString::fromStdString(sgf::rowLabel(y, scene_.size));
        label(centre({scene_.viewLeft, y}) - QPointF(away, 0), text);
        label(centre({scene_.viewRight, y}) + QPointF(away, 0), text);
    }
}

void BoardPainter::paintStones(QPainter &painter, const BoardSprites *sprites) const
{
    const bool useSprites = fits(sprites);
    for (int y = scene_.viewTop; y <= scene_.viewBottom; ++y) {
        for (int x = scene_.viewLeft; x <= scene_.viewRight; ++x) {
            const sgf::Color color = scene_.stones[scene_.index({x, y})];
            if (color == sgf::Color::Empty) continue;
            const QPointF c = centre({x, y});
            if (!useSprites) {
                paintStone(painter, c, color);
                continue;
            }
            blit(painter, c, color == sgf::Color::Black ? sprites->black : sprites->white);
        }
    }
}

// A pass has no point: a note in the middle of the board says who passed.
void BoardPainter::paintPassNote(QPainter &painter) const
{
    if (!scene_.passed) return;
    const QString text =
        *scene_.passed == sgf::Color::White ? tr("White passes") : tr("Black passes");
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(cell_ * 0.6)));
    font.setBold(true);
    painter.setFont(font);
    const QRectF board = boardRect();
    QRectF box = painter.fontMetrics().boundingRect(text);
    box.adjust(-cell_ * 0.5, -cell_ * 0.25, cell_ * 0.5, cell_ * 0.25);
    box.moveCenter(board.center());
    const bool white = *scene_.passed == sgf::Color::White;
    painter.setPen(QPen(QColor(0, 0, 0, 160), 1));
    painter.setBrush(white ? QColor(255, 255, 255, 225) : QColor(20, 20, 20, 215));
    painter.drawRoundedRect(box, cell_ * 0.3, cell_ * 0.3);
    painter.setPen(white ? Qt::black : Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

bool BoardPainter::onBlackStone(sgf::Point p) const
{
    return scene_.stones[scene_.index(p)] == sgf::Color::Black;
}

void BoardPainter::paintText(QPainter &painter, sgf::Point p, const QString &text,
                             const QColor &ink, const BoardSprites *sprites) const
{
    const QPointF c = centre(p);
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(cell_ * (text.size() <= 2 ? 0.5 : 0.38))));
    font.setBold(true);
    painter.setFont(font);
    const bool useSprites = fits(sprites);
    if (scene_.stones[scene_.index(p)] == sgf::Color::Empty) { // hide the lines behind it
        if (useSprites)
            blit(painter, c, sprites->clearing);
        else
            paintClearing(painter, c);
    }
    painter.setPen(ink.isValid() ? ink : inkOn(p));
    if (!useSprites) {
        painter.drawText(QRectF(c.x() - cell_, c.y() - cell_ / 2, 2 * cell_, cell_),
                         Qt::AlignCenter, text);
        return;
    }
    if (sprites->texts.size() >= BoardSprites::textsKept) sprites->texts.clear();
    auto laidOut = sprites->texts.find(text);
    if (laidOut == sprites->texts.end()) {
        std::optional<QRawFont> &raw = sprites->rawFonts[text.size() > 2];
        if (!raw) raw = QRawFont::fromFont(font);
        laidOut = sprites->texts.insert(text, layOut(text, font, *raw, painter.transform()));
    }
    if (!laidOut->glyphs.isEmpty()) {
        painter.drawGlyphRun(c, laidOut->glyphs);
        return;
    }
    const QSizeF size = laidOut->text.size();
    painter.drawStaticText(c - QPointF(size.width() / 2, size.height() / 2), laidOut->text);
}

void BoardPainter::paintClearing(QPainter &painter, QPointF c) const
{
    painter.setPen(Qt::NoPen);
    painter.setBrush(wood);
    painter.drawEllipse(c, cell_ * 0.4, cell_ * 0.4);
}

BoardSprites::Text BoardPainter::layOut(const QString &text, const QFont &font, const QRawFont &raw,
                                        const QTransform &transform)
{
    BoardSprites::Text laidOut;
    // ASCII letters and digits need no shaping: their glyphs side by side, looked up in the
    // font's table, cost a tenth of a layout (a first paint of 2,704 numbered points took
    // 20-25 ms more laid out). Any other text, and any the font lacks, is laid out in full.
    const bool plain = std::all_of(text.begin(), text.end(), [&](QChar c) {
        return c.unicode() < 128 && c.isLetterOrNumber() && raw.supportsCharacter(c);
    });
    if (plain && raw.isValid()) {
        const QList<quint32> indexes = raw.glyphIndexesForString(text);
        const QList<QPointF> advances = raw.advancesForGlyphIndexes(indexes);
        double width = 0;
        for (const QPointF &advance : advances) width += advance.x();
        // Centred as a line of text is in its box: the middle of ascent and descent.
        QPointF at(-width / 2, (raw.ascent() - raw.descent()) / 2);
        QList<QPointF> positions;
        positions.reserve(advances.size());
        for (const QPointF &advance : advances) {
            positions.push_back(at);
            at.rx() += advance.x();
        }
        laidOut.glyphs.setRawFont(raw);
        laidOut.glyphs.setGlyphIndexes(indexes);
        laidOut.glyphs.setPositions(positions);
        return laidOut;
    }
    laidOut.text = QStaticText(text);
    laidOut.text.setTextFormat(Qt::PlainText);
    laidOut.text.prepare(transform, font);
    return laidOut;
}

void BoardPainter::paintMark(QPainter &painter, QPointF c, BoardScene::Shape shape,
                             const QColor &ink) const
{
    const double r = cell_ * 0.28;
    painter.setPen(QPen(ink, lineWidth()));
    painter.setBrush(Qt::NoBrush);
    switch (shape) {
    case BoardScene::Shape::Triangle: {
        const QPointF points[] = {c + QPointF(0, -r * 1.1), c + QPointF(r, r * 0.65),
                                  c + QPointF(-r, r * 0.65)};
        painter.drawPolygon(points, 3);
        break;
    }
    case BoardScene::Shape::Square:
        painter.drawRect(QRectF(c - QPointF(r * 0.8, r * 0.8), QSizeF(r * 1.6, r * 1.6)));
        break;
    case BoardScene::Shape::Circle:
        painter.drawEllipse(c, r * 0.9, r * 0.9);
        break;
    case BoardScene::Shape::Cross:
        painter.drawLine(c + QPointF(-r * 0.8, -r * 0.8), c + QPointF(r * 0.8, r * 0.8));
        painter.drawLine(c + QPointF(-r * 0.8, r * 0.8), c + QPointF(r * 0.8, -r * 0.8));
        break;
    case BoardScene::Shape::Selected:
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(40, 110, 220, 110));
        painter.drawRect(QRectF(c - QPointF(cell_ / 2, cell_ / 2), QSizeF(cell_, cell_)));
        break;
    }
}

void BoardPainter::paintMarkup(QPainter &painter, const BoardSprites *sprites) const
{
    const bool useSprites = fits(sprites);
    const double r = cell_ * 0.28;
    const double width = lineWidth();
    std::vector<std::uint8_t> marked(scene_.stones.size(), 0);

    for (std::size_t i = 0; i < scene_.territory.size(); ++i) {
        const sgf::Color color = scene_.territory[i];
        const sgf::Point p{int(i) % scene_.size.columns, int(i) / scene_.size.columns};
        if (color == sgf::Color::Empty || !scene_.visible(p)) continue;
        painter.setPen(QPen(color == sgf::Color::Black ? Qt::white : Qt::black, 1));
        painter.setBrush(color == sgf::Color::Black ? Qt::black : Qt::white);
        painter.drawRect(QRectF(centre(p) - QPointF(r * 0.6, r * 0.6), QSizeF(r * 1.2, r * 1.2)));
    }
    // Hints first, so that labels and marks stay readable on top: ghost stones, the first
    // variation solid, the alternatives with a dashed rim.
    for (const auto &hint : scene_.hints) {
        if (!scene_.visible(hint.point)) continue;
        if (useSprites)
            blit(painter, centre(hint.point),
                 sprites->hints[hint.color == sgf::Color::White][!hint.main]);
        else
            paintHint(painter, centre(hint.point), hint.color, hint.main);
    }
    for (std::size_t i = 0; i < scene_.numbers.size(); ++i) {
        const sgf::Point p{int(i) % scene_.size.columns, int(i) / scene_.size.columns};
        if (scene_.numbers[i] == 0 || !scene_.visible(p)) continue;
        // The last move's number in red, as players know it: the number takes the ring's place.
        const bool last = scene_.lastMove && *scene_.lastMove == p;
        const bool onBlack = scene_.stones[i] == sgf::Color::Black;
        paintText(painter, p, QString::number(scene_.numbers[i]),
                  last ? (onBlack ? QColor(255, 120, 110) : QColor(210, 30, 20)) : QColor(),
                  sprites);
        marked[i] = 1;
    }
    for (const auto &mark : scene_.marks) {
        if (!scene_.visible(mark.point)) continue;
        const QPointF c = centre(mark.point);
        marked[std::size_t(scene_.index(mark.point))] = 1;
        const bool onBlack = onBlackStone(mark.point);
        if (useSprites)
            blit(painter, c, sprites->marks[int(mark.shape)][onBlack]);
        else
            paintMark(painter, c, mark.shape, inkOver(onBlack));
    }
    for (const auto &label : scene_.labels) {
        if (!scene_.visible(label.point)) continue;
        paintText(painter, label.point, label.text, QColor(), sprites);
        marked[std::size_t(scene_.index(label.point))] = 1;
    }
    if (scene_.lastMove && scene_.visible(*scene_.lastMove) &&
        !marked[std::size_t(scene_.index(*scene_.lastMove))]) {
        painter.setPen(QPen(inkOn(*scene_.lastMove), width * 1.2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(centre(*scene_.lastMove), r * 0.8, r * 0.8);
    }
    // Lines in one call, and without antialiasing when there are many: 2,704 of them (one
    // per point, what a node can show), drawn one by one and smoothed, took 65-80 ms a
    // repaint, 20 ms so.
    QList<QLineF> lines;
    std::vector<std::array<QPointF, 3>> heads;
    const double head = cell_ * 0.35;
    for (const auto &segment : scene_.segments) {
        if (!scene_.visible(segment.from) || !scene_.visible(segment.to)) continue;
        const QPointF a = centre(segment.from), b = centre(segment.to);
        lines.append(QLineF(a, b));
        if (!segment.arrow) continue;
        const QLineF line(b, a);
        QLineF left = line, right = line;
        left.setLength(head);
        right.setLength(head);
        left.setAngle(line.angle() + 25);
        right.setAngle(line.angle() - 25);
        heads.push_back({b, left.p2(), right.p2()});
    }
    if (!lines.isEmpty()) {
        painter.save();
        const QColor ink(20, 20, 20, 220);
        painter.setBrush(ink);
        if (lines.size() > manySegments) {
            // Hairlines and heads filled, not outlined: a wide pen is stroked into a polygon
            // per line and per head, 30 ms a repaint for a board's worth of arrows.
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.setPen(QPen(ink, 0));
            painter.drawLines(lines);
            QPainterPath headPath;
            for (const auto &points : heads)
                headPath.addPolygon(QPolygonF({points[0], points[1], points[2]}));
            painter.fillPath(headPath, ink);
        } else {
            painter.setPen(QPen(ink, width * 1.3, Qt::SolidLine, Qt::RoundCap));
            painter.drawLines(lines);
            for (const auto &points : heads) painter.drawPolygon(points.data(), 3);
        }
        painter.restore();
    }
    paintPassNote(painter);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(wood.red(), wood.green(), wood.blue(), 170));
    for (std::size_t i = 0; i < scene_.dimmed.size(); ++i) {
        const sgf::Point p{int(i) % scene_.size.columns, int(i) / scene_.size.columns};
        if (scene_.dimmed[i] && scene_.visible(p))
            painter.drawRect(
                QRectF(centre(p) - QPointF(cell_ / 2, cell_ / 2), QSizeF(cell_, cell_)));
    }
}

} // namespace sgfview
