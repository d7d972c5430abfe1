// Edit > Find: a bar at the bottom of the window, not a dialog. Each keystroke searches
// again (cancelling the search before); the count follows the hits as they are found. F3 and
// Shift+F3 (Enter and Shift+Enter in the field) go to the next and previous hit in document
// order, wrapping with a notice. Escape hides the bar. A search by point (findPoint: a
// Ctrl+click on the board) shows the point and a colour choice in place of the text's
// options until something is typed.
#pragma once

#include "sgf/point.h"

#include <QToolBar>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace sgfview {

class FindSession;
class GameController;

class FindBar : public QToolBar {
    Q_OBJECT

public:
    explicit FindBar(GameController *controller, QWidget *parent = nullptr);

    FindSession *session() const { return session_; }
    // Edit menu's actions: Find (shows the bar), Find Next, Find Previous.
    QAction *findAction() const { return findAction_; }
    QAction *findNextAction() const { return findNextAction_; }
    QAction *findPreviousAction() const { return findPreviousAction_; }

    QLineEdit *patternField() const { return pattern_; }
    QString countText() const;

    // Shows the bar with the field focused and its text selected.
    void activate();
    void findNext();
    void findPrevious();
    // Search by point: the stones played at point (of the current game's board), by either
    // colour until the bar's choice says one.
    void findPoint(sgf::Point point);
    QComboBox *pointChoice() const { return pointChoice_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void search();
    void updateCount();
    void stepped(int step);           // a FindSession::Step
    void showTextOptions(bool shown); // the text's options, or the point's choice

    GameController *controller_;
    FindSession *session_;
    QLineEdit *pattern_;
    QToolButton *matchCase_;
    QToolButton *wholeWord_;
    QToolButton *regularExpression_;
    QComboBox *scope_;
    QLineEdit *identifier_;
    QAction *identifierAction_ = nullptr;
    QComboBox *games_;
    QComboBox *pointChoice_; // either colour, black, white
    QList<QAction *> textOptions_;
    QAction *pointAction_ = nullptr;
    sgf::Point point_;
    QLabel *count_;
    QAction *findAction_;
    QAction *findNextAction_;
    QAction *findPreviousAction_;
    bool wrapped_ = false;
};

} // namespace sgfview
