// Where the window's parts go when nothing is remembered yet, and the board-only view.
//
// The first window is sized from the screen it opens on (a 1024x700 screen gets a window that
// fits it, a large one no more than 1400x900), and the board, a square, is given the height
// it has; the docks beside it share what width is left, the tree's comments and the
// properties' values as wide as they can be. View > Board Only (one key) hides every dock and
// brings back those that were shown.
#pragma once

#include <QObject>
#include <QPointer>
#include <QRect>
#include <QSize>

class QAction;
class QDockWidget;
class QMainWindow;

namespace sgfview {

class WindowLayout : public QObject {
    Q_OBJECT

public:
    // The docks' widths beside a square board, for a window of that width.
    struct DockWidths {
        int left = 0, right = 0;
    };

    // Restores the saved geometry and docks of window, or lays it out for its screen.
    explicit WindowLayout(QMainWindow *window);

    // The first window's geometry (without the window manager's frame) on a screen whose
    // available area is given, centred in it with room for the frame.
    static QRect firstGeometry(const QRect &available);
    // The left (tree) and right (properties, comment) docks' widths when the board is a square
    // of the central area's height, in a window of the given width: the board takes its
    // height if the docks keep a readable minimum, and shrinks to keep them readable.
    static DockWidths dockWidths(int windowWidth, int boardHeight);

    QAction *boardOnlyAction() const { return boardOnly_; }
    bool boardOnly() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void layOutDocks();
    void setBoardOnly(bool only);

    QMainWindow *window_;
    QAction *boardOnly_;
    QList<QPointer<QDockWidget>> hiddenDocks_; // shown before Board Only hid them
    bool firstShow_ = false;                   // nothing was restored: lay out when shown
};

} // namespace sgfview
