// The Go board at the current node. Clicking a point where a next move (a child of the
// current node) plays goes there, hint drawn or not (a file with ST[2] hides them and labels
// them instead), as does clicking a variation hint; clicking a stone goes to the node that
// played it; the wheel steps back and forth. Ctrl+click (Cmd+click on macOS) asks instead to
// find the moves played at the point (search by point): no plain click has a modifier.
#pragma once

#include "boardpainter.h"
#include "models/boardscene.h"

#include <QWidget>

namespace sgfview {

class GameController;

class BoardWidget : public QWidget {
    Q_OBJECT

public:
    explicit BoardWidget(GameController *controller, QWidget *parent = nullptr);

    void setMoveNumbers(MoveNumbers mode);
    MoveNumbers moveNumbers() const { return options_.moveNumbers; }
    void setVariationHints(VariationHints hints);
    VariationHints variationHints() const { return options_.hints; }
    void setCoordinates(bool shown);
    bool coordinates() const { return coordinates_; }

    const BoardScene &scene() const { return scene_; }
    // The current position drawn at a size, for export and tests.
    QImage render(QSize size) const;
    // Saves the position as PNG or SVG (by the file's suffix), side pixels square (SVG's
    // size, which scales); false with error on failure.
    static constexpr int defaultExportSide = 1024;
    bool exportImage(const QString &path, QString *error, int side = defaultExportSide) const;
    // Where a point is drawn in widget coordinates (for tests and tooltips).
    QPointF pointPosition(sgf::Point p) const;
    // The tool tip over a point: its coordinate, and the move that played its stone.
    QString toolTipAt(sgf::Point point) const;
    // What the node holds that the board does not show (BoardScene::Hidden), as the note
    // under the board says it; empty when everything shows.
    QString hiddenMarkupNote() const;
    // Where a click on the point goes: a hint's node, else a next move played there, else the
    // move that played the stone there; null for none.
    sgf::Node clickTarget(sgf::Point point) const;

    QSize sizeHint() const override { return {600, 600}; }

signals:
    // Ctrl+click on a point of the board.
    void pointSearchRequested(sgf::Point point);

public:
    QSize minimumSizeHint() const override { return {160, 160}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    bool event(QEvent *event) override;

private:
    void rebuild();
    void paintTo(QPainter &painter, const QRectF &area) const;
    void paintNote(QPainter &painter, const QString &note) const;
    BoardStyle style() const;
    // Wood, grid and coordinates, and the stone sprites, kept while nothing they depend on
    // changes: a step repaints only stones and markup.
    void refreshCache(const BoardPainter &painter);

    GameController *controller_;
    SceneOptions options_;
    bool coordinates_ = true;
    BoardScene scene_;
    int wheelDelta_ = 0;
    QPixmap background_;
    BoardSprites sprites_;
    QString cacheKey_;
};

} // namespace sgfview
