// What the window's status bar shows: where the current node is (move, player to play,
// captures, game, what the board repaired there), the document's charset, and, for a load
// that outlasts a blink, a progress bar with a Cancel button. It follows the controller and
// the loader on its own. The problem count is ProblemReporter's; this only places it.
#pragma once

#include <QObject>
#include <QTimer>

class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

namespace sgfview {

class BackgroundLoader;
class GameController;

class WindowStatus : public QObject {
    Q_OBJECT

public:
    // problems is the problem count's widget (ProblemReporter's), put before the charset.
    WindowStatus(GameController *controller, BackgroundLoader *loader, QStatusBar *bar,
                 QWidget *problems);

    // The position part, as shown.
    QString text() const;
    // How long a load runs before the progress bar and Cancel show (a quarter second).
    void setProgressDelay(int milliseconds) { progressDelay_.setInterval(milliseconds); }

private:
    void update();
    void loadStarted();
    void loadFinished(const QString &path, bool cancelled);

    GameController *controller_;
    BackgroundLoader *loader_;
    QStatusBar *bar_;
    QLabel *position_;
    QLabel *encoding_;
    QProgressBar *progress_;
    QToolButton *cancel_;
    QTimer progressDelay_;
};

} // namespace sgfview
