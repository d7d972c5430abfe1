#include "windowlayout.h"

#include "models/settingskeys.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <algorithm>

namespace sgfview {

namespace {

constexpr QSize largestFirstWindow(1400, 900);
// Room for a window manager's title bar and borders around the window.
constexpr QSize frameAllowance(12, 44);
// Narrower than this, a tree's comments or a property's value can no longer be read.
constexpr int minimumDock = 200;
// What the tree needs before the properties get more: its moves, nodes and some comment.
constexpr int comfortableTree = 340;
// Lower than this (a 1024x700 screen's window), the map is kept short and the board's height
// reckoned from the window's.
constexpr int lowWindow = 760;
// Narrower than this, the docks' readable widths leave the board less width than height
// anyway; the rule above is for 1024x700-class screens.
constexpr int wideEnough = 1000;

} // namespace

WindowLayout::WindowLayout(QMainWindow *window)
    : QObject(window), window_(window), boardOnly_(new QAction(tr("&Board Only"), this))
{
    boardOnly_->setCheckable(true);
    boardOnly_->setShortcut(QKeySequence(tr("Ctrl+B")));
    connect(boardOnly_, &QAction::toggled, this, &WindowLayout::setBoardOnly);
    window->addAction(boardOnly_); // its key works while the menu bar is hidden too

    QSettings settings;
    if (!window->restoreGeometry(settings.value(settingskeys::windowGeometry).toByteArray())) {
        const QScreen *screen = window->screen();
        window->setGeometry(firstGeometry(screen ? screen->availableGeometry()
                                                 : QRect(QPoint(0, 0), largestFirstWindow)));
    } else if (const QScreen *shown = window->screen()) {
        // A size saved on a larger screen (or by a window a file once widened) fits this one.
        window->resize(window->size().boundedTo(shown->availableGeometry().size()));
    }
    if (!window->restoreState(settings.value(settingskeys::windowState).toByteArray())) {
        // The board's height is known once the window is shown at its size.
        firstShow_ = true;
        window->installEventFilter(this);
    }
}

QRect WindowLayout::firstGeometry(const QRect &available)
{
    // A little room around it on a large screen; on a small one, all of it but the window
    // manager's frame, which the available area does not leave out and whose size is not
    // known before the window is shown (a title bar's height, a border's width).
    const bool small = available.width() < 1280 || available.height() < 800;
    const QSize wanted = small ? available.size() - frameAllowance
                               : QSize(available.width() * 9 / 10, available.height() * 9 / 10)
                                     .boundedTo(largestFirstWindow);
    QRect window(QPoint(0, 0), wanted.boundedTo(available.size()));
    window.moveCenter(available.center());
    return window;
}

WindowLayout::DockWidths WindowLayout::dockWidths(int windowWidth, int boardHeight)
{
    const int spare = std::max(windowWidth - boardHeight, 2 * minimumDock);
    const int left = std::clamp(spare * 45 / 100, minimumDock, comfortableTree);
    return {left, std::max(minimumDock, spare - left)};
}

bool WindowLayout::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == window_ && firstShow_ && event->type() == QEvent::Show) {
        firstShow_ = false;
        window_->removeEventFilter(this);
        layOutDocks();
    }
    return QObject::eventFilter(watched, event);
}

void WindowLayout::layOutDocks()
{
    const auto dock = [this](const char *name) {
        return window_->findChild<QDockWidget *>(QLatin1String(name));
    };
    QDockWidget *tree = dock("treeDock");
    QDockWidget *properties = dock("propertiesDock");
    if (!tree || !properties) return;
    const QWidget *board = window_->centralWidget();
    int boardHeight = board ? board->height() : window_->height();
    if (QDockWidget *map = dock("treeMapDock"); map && map->isVisible()) {
        // Below, a fifth of the height, 120 to 200 pixels: the board, a square, is what the
        // height is for. The central area's height is the window layout's once shown; the
        // map's new height is taken off at the next layout.
        const bool low = window_->height() < lowWindow && window_->width() >= wideEnough;
        const int mapHeight = low ? 120 : std::clamp(window_->height() / 5, 120, 200);
        window_->resizeDocks({map}, {mapHeight}, Qt::Vertical);
        if (low) {
            // On a low screen the board's height is what limits it. The central area's
            // height when the window is first shown was too small there (at 1024x700 the
            // docks got 630 of 1012 pixels, the board 350), so it is reckoned from the
            // window's height, less the bars and the map.
            const QStyle *style = window_->style();
            const int separator = style->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
            const int title = map->fontMetrics().height() +
                              2 * style->pixelMetric(QStyle::PM_DockWidgetTitleMargin);
            boardHeight = window_->height() - window_->menuBar()->sizeHint().height() -
                          window_->statusBar()->sizeHint().height() - mapHeight - title -
                          2 * separator;
        }
    }
    const DockWidths widths = dockWidths(window_->width(), boardHeight);
    window_->resizeDocks({tree, properties}, {widths.left, widths.right}, Qt::Horizontal);
}

bool WindowLayout::boardOnly() const
{
    return boardOnly_->isChecked();
}

void WindowLayout::setBoardOnly(bool only)
{
    if (only) {
        hiddenDocks_.clear();
        for (QDockWidget *dock : window_->findChildren<QDockWidget *>()) {
            if (!dock->isVisible()) continue;
            hiddenDocks_ << dock;
            dock->hide();
        }
        return;
    }
    for (const QPointer<QDockWidget> &dock : std::as_const(hiddenDocks_))
        if (dock) dock->show();
    hiddenDocks_.clear();
}

} // namespace sgfview
