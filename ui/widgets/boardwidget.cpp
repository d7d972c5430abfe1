#include "boardwidget.h"

#include "boardpainter.h"
#include "models/gamecontroller.h"
#include "models/treerows.h"

#include <QFileInfo>
#include <QHelpEvent>
#include <QImageWriter>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>

namespace sgfview {

BoardWidget::BoardWidget(GameController *controller, QWidget *parent)
    : QWidget(parent), controller_(controller)
{
    // Coordinates keep their usual order in right-to-left languages too.
    setLayoutDirection(Qt::LeftToRight);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::ClickFocus);
    connect(controller, &GameController::currentChanged, this, &BoardWidget::rebuild);
    rebuild();
}

void BoardWidget::setMoveNumbers(MoveNumbers mode)
{
    options_.moveNumbers = mode;
    // Only the numbers change: a node of a million labels is not read again.
    if (controller_->current())
        sgfview::setMoveNumbers(scene_, controller_->position(), *controller_->rows(), mode);
    else
        rebuild();
    update();
}

void BoardWidget::setVariationHints(VariationHints hints)
{
    options_.hints = hints;
    rebuild();
}

void BoardWidget::setCoordinates(bool shown)
{
    coordinates_ = shown;
    update();
}

void BoardWidget::rebuild()
{
    // A new document rebuilds here too: its currentChanged always follows documentChanged.
    // With no file open, an empty board (the window's start hint lies over it).
    scene_ = controller_->current()
                 ? buildScene(controller_->position(), *controller_->rows(), options_)
                 : emptyScene();
    update();
}

BoardStyle BoardWidget::style() const
{
    BoardStyle style;
    style.coordinates = coordinates_;
    style.text = palette().color(QPalette::WindowText);
    return style;
}

void BoardWidget::refreshCache(const BoardPainter &painter)
{
    const qreal ratio = devicePixelRatioF();
    const QString key = QStringLiteral("%1x%2@%3 %4:%5 %6-%7,%8-%9 %10 %11")
                            .arg(width())
                            .arg(height())
                            .arg(ratio)
                            .arg(scene_.size.columns)
                            .arg(scene_.size.rows)
                            .arg(scene_.viewLeft)
                            .arg(scene_.viewRight)
                            .arg(scene_.viewTop)
                            .arg(scene_.viewBottom)
                            .arg(coordinates_)
                            .arg(style().text.name());
    if (key == cacheKey_) return;
    cacheKey_ = key;
    background_ = QPixmap(size() * ratio);
    background_.setDevicePixelRatio(ratio);
    background_.fill(Qt::transparent);
    QPainter backgroundPainter(&background_);
    painter.paintBackground(backgroundPainter);
    sprites_ = painter.makeSprites(ratio);
}

void BoardWidget::paintTo(QPainter &painter, const QRectF &area) const
{
    if (!scene_.isGo) {
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("This record is of another game than Go (GM[%1]), so there is no "
                            "board to show. The tree, properties and comments still work.")
                             .arg(scene_.game));
        return;
    }
    BoardPainter(scene_, area, style()).paint(painter);
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (!scene_.isGo) {
        paintTo(painter, rect());
        return;
    }
    const BoardPainter board(scene_, rect(), style());
    refreshCache(board);
    painter.drawPixmap(0, 0, background_);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    board.paintStones(painter, &sprites_);
    board.paintMarkup(painter, &sprites_);
    if (const QString note = hiddenMarkupNote(); !note.isEmpty()) paintNote(painter, note);
}

QString BoardWidget::hiddenMarkupNote() const
{
    QStringList sentences;
    if (scene_.hidden.labels > 0)
        sentences << tr("%Ln label(s) on a point already labelled not shown.", nullptr,
                        scene_.hidden.labels);
    if (scene_.hidden.unreadLabels > 0)
        sentences << tr("Only the first %L1 labels read; %Ln more not.", nullptr,
                        scene_.hidden.unreadLabels)
                         .arg(BoardScene::labelsRead);
    if (scene_.hidden.segments > 0)
        sentences << tr("Only the first %L1 arrows and lines shown; %Ln more not.", nullptr,
                        scene_.hidden.segments)
                         .arg(scene_.size.pointCount());
    if (scene_.hidden.unreadSegments > 0)
        sentences << tr("Only the first %L1 arrows and lines read; %Ln more not.", nullptr,
                        scene_.hidden.unreadSegments)
                         .arg(qulonglong(sgf::Segments::valuesRead));
    return sentences.join(QLatin1Char(' '));
}

// One line at the bottom, over the coordinates' margin, on the window's colour.
void BoardWidget::paintNote(QPainter &painter, const QString &note) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(9, std::min(14, height() / 50)));
    painter.setFont(font);
    const QFontMetrics metrics(font);
    const QString shown = metrics.elidedText(note, Qt::ElideRight, width() - 8);
    const QRect box(4, height() - metrics.height() - 6, metrics.horizontalAdvance(shown) + 8,
                    metrics.height() + 4);
    painter.setPen(Qt::NoPen);
    QColor background = palette().color(QPalette::Window);
    background.setAlpha(220);
    painter.setBrush(background);
    painter.drawRect(box);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(box, Qt::AlignCenter, shown);
}

QImage BoardWidget::render(QSize size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paintTo(painter, QRectF(QPointF(0, 0), size));
    return image;
}

bool BoardWidget::exportImage(const QString &path, QString *error, int side) const
{
    const QSize size(side, side);
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(tr("Go board"));
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error) *error = tr("cannot write %1").arg(path);
            return false;
        }
        paintTo(painter, QRectF(QPointF(0, 0), size));
        painter.end();
        return true;
    }
    QImageWriter writer(path, "png");
    if (writer.write(render(size))) return true;
    if (error) *error = writer.errorString();
    return false;
}

QPointF BoardWidget::pointPosition(sgf::Point p) const
{
    return BoardPainter(scene_, rect(), style()).centre(p);
}

void BoardWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !scene_.isGo || !controller_->current()) return;
    const auto point = BoardPainter(scene_, rect(), style()).pointAt(event->position());
    if (!point) return;
    if (event->modifiers() & Qt::ControlModifier) {
        emit pointSearchRequested(*point);
        return;
    }
    if (const sgf::Node target = clickTarget(*point)) controller_->setCurrent(target);
}

sgf::Node BoardWidget::clickTarget(sgf::Point point) const
{
    const sgf::Node current = controller_->current();
    if (!current || !scene_.isGo) return {};
    for (const auto &hint : scene_.hints)
        if (hint.point == point) return controller_->collection().node(hint.node);
    // A click, not a repaint: going through every child is fine, however many there are.
    const sgf::Game &game = controller_->position().game();
    for (sgf::Node child = current.firstChild(); child; child = child.nextSibling()) {
        const sgf::NodeMove move = game.moveOf(child);
        if (move.kind == sgf::MoveKind::Point && move.point == point) return child;
    }
    if (const auto origin = controller_->position().playedBy(point)) return origin->node;
    return {};
}

void BoardWidget::wheelEvent(QWheelEvent *event)
{
    // One notch (120) is one move; trackpads send smaller steps that add up.
    wheelDelta_ += event->angleDelta().y();
    while (wheelDelta_ >= 120) {
        controller_->previousMove();
        wheelDelta_ -= 120;
    }
    while (wheelDelta_ <= -120) {
        controller_->nextMove();
        wheelDelta_ += 120;
    }
    event->accept();
}

QString BoardWidget::toolTipAt(sgf::Point point) const
{
    const QString coordinate = QString::fromStdString(sgf::humanCoordinate(point, scene_.size));
    const auto origin = controller_->position().playedBy(point);
    // The number as a number, so that a translation's %L2 writes it in the locale's digits.
    return origin ? tr("%1, move %2").arg(coordinate).arg(origin->moveNumber) : coordinate;
}

bool BoardWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && scene_.isGo && controller_->current()) {
        auto *help = static_cast<QHelpEvent *>(event);
        if (const auto point = BoardPainter(scene_, rect(), style()).pointAt(help->pos())) {
            QToolTip::showText(help->globalPos(), toolTipAt(*point), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace sgfview
