// The map's tool tip: a small board of the hovered node's position, its move and the first
// line of its comment. The position comes from a cursor of its own, moved from the node shown
// before to this one (the path between them, as the board's cursor moves), and is drawn only
// when the tip is shown.
#pragma once

#include "models/boardscene.h"
#include "sgf/position_cursor.h"

#include <QFrame>

class QLabel;

namespace sgfview {

class GameController;

class TreeMapToolTip : public QFrame {
    Q_OBJECT

public:
    explicit TreeMapToolTip(GameController *controller, QWidget *parent = nullptr);

    // Shows the tip for a node near a point of the screen.
    void showFor(sgf::Node node, QPoint globalPosition);
    sgf::Node node() const { return node_; }
    const BoardScene &scene() const { return scene_; }
    QString text() const;

private:
    GameController *controller_;
    sgf::PositionCursor cursor_;
    sgf::Node node_;
    BoardScene scene_;
    QLabel *board_;
    QLabel *text_;
};

} // namespace sgfview
