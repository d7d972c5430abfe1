// The Go menu's jumps (sgf/jumps.h decides where each lands): next / previous comment (F4,
// Shift+F4), next / previous annotated move (F2, Shift+F2), back to the main line at the
// same move number, ten moves on and back (Page Down, Page Up), and three small inputs: go
// to move N in this line, go to a variation "1.2.3" (or picked from the list of the
// current fork's variations), go to the node at a line and column of the file.
#pragma once

#include "sgf/tree.h"

#include <QObject>

class QMenu;

namespace sgfview {

class GameController;

class JumpActions : public QObject {
    Q_OBJECT

public:
    // Adds the actions to menu, their keys to the window (so they work with the menu bar
    // hidden).
    JumpActions(GameController *controller, QMenu *menu, QWidget *window);

    bool nextComment();
    bool previousComment();
    bool nextAnnotated();
    bool previousAnnotated();
    bool mainLine();
    bool tenMovesOn();
    bool tenMovesBack();
    bool goToMove(int number);
    // False when the path leads nowhere in the current game.
    bool goToVariation(const QString &path);
    bool goToPlace(int line, int column);

private:
    void askMove();
    void askVariation();
    void askPlace();
    bool goTo(sgf::Node node);

    GameController *controller_;
    QWidget *window_;
};

} // namespace sgfview
