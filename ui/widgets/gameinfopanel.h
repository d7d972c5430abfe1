// The current game's information (View > Game Info): GameInfo's rows in a read-only text view,
// where any of it can be selected and copied. Copying all of it (Select All then Ctrl+C, or
// "Copy All") gives "Label: value" lines. It changes with the game, not with every move.
#pragma once

#include <QTextBrowser>

namespace sgfview {

class GameController;
class GameInfo;
class GameInfoTracker;

class GameInfoPanel : public QTextBrowser {
    Q_OBJECT

public:
    explicit GameInfoPanel(GameController *controller, QWidget *parent = nullptr);
    const GameInfo &info() const;
    // What the panel shows, as plain text.
    QString text() const { return toPlainText(); }

public slots:
    void copyAll();

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    QMimeData *createMimeDataFromSelection() const override;

private:
    void showInfo();

    GameInfoTracker *tracker_;
};

} // namespace sgfview
