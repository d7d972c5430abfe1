#include "treemaptooltip.h"

#include "boardpainter.h"
#include "models/gamecontroller.h"
#include "models/nodetext.h"
#include "models/treerows.h"
#include "sgf/game.h"

#include <QGuiApplication>
#include <QLabel>
#include <QPainter>
#include <QScreen>
#include <QVBoxLayout>

namespace sgfview {

namespace {

constexpr int boardSide = 180;

} // namespace

TreeMapToolTip::TreeMapToolTip(GameController *controller, QWidget *parent)
    : QFrame(parent, Qt::ToolTip | Qt::FramelessWindowHint), controller_(controller),
      board_(new QLabel(this)), text_(new QLabel(this))
{
    setFrameStyle(QFrame::Box | QFrame::Plain);
    setForegroundRole(QPalette::ToolTipText);
    setBackgroundRole(QPalette::ToolTipBase);
    setAutoFillBackground(true);
    text_->setTextFormat(Qt::PlainText);
    text_->setWordWrap(true);
    text_->setMaximumWidth(boardSide + 60);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(3);
    layout->addWidget(board_);
    layout->addWidget(text_);
    // A new document: the cursor's nodes would belong to the old one.
    connect(controller_, &GameController::documentChanged, this, [this] {
        hide();
        cursor_.reset({});
        node_ = {};
    });
}

QString TreeMapToolTip::text() const
{
    return text_->text();
}

void TreeMapToolTip::showFor(sgf::Node node, QPoint globalPosition)
{
    const TreeRows *rows = controller_->rows().get();
    if (!node || !rows) return hide();
    if (node != node_) {
        node_ = node;
        // Within a game the cursor walks from the node shown before; else it starts over.
        cursor_.seek(node);
        SceneOptions options;
        options.hints = VariationHints::Hidden;
        scene_ = buildScene(cursor_, *rows, options);
        QPixmap picture(QSize(boardSide, boardSide) * devicePixelRatioF());
        picture.setDevicePixelRatio(devicePixelRatioF());
        picture.fill(Qt::transparent);
        if (scene_.isGo) {
            QPainter painter(&picture);
            BoardStyle style;
            style.coordinates = false;
            BoardPainter(scene_, QRectF(0, 0, boardSide, boardSide), style).paint(painter);
        }
        board_->setPixmap(picture);
        board_->setVisible(scene_.isGo);
        const sgf::Game game(cursor_.root());
        QString line = tr("Move %L1: %2")
                           .arg(rows->moveNumber(node.index()))
                           .arg(nodetext::summary(node, game));
        if (const QString notes = nodetext::annotations(node); !notes.isEmpty())
            line += QStringLiteral(" ") + notes;
        if (const QString said = nodetext::headline(node); !said.isEmpty())
            line += QLatin1Char('\n') + said;
        text_->setText(line);
        adjustSize();
    }
    // Below and right of the mouse, inside the screen.
    QRect shown(globalPosition + QPoint(16, 16), sizeHint());
    if (const QScreen *screen = QGuiApplication::screenAt(globalPosition)) {
        const QRect room = screen->availableGeometry();
        if (shown.right() > room.right()) shown.moveRight(globalPosition.x() - 8);
        if (shown.bottom() > room.bottom()) shown.moveBottom(globalPosition.y() - 8);
    }
    move(shown.topLeft());
    show();
}

} // namespace sgfview
