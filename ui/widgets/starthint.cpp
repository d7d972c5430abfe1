#include "starthint.h"

#include "models/gamecontroller.h"
#include "models/recentfiles.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QKeySequence>
#include <algorithm>

namespace sgfview {

namespace {

// A link a file's path can be read back from, whatever characters it holds.
const QString openLink = QStringLiteral("open:");
const QString fileLink = QStringLiteral("file:");

// The recent files listed: enough to choose from, not so many that the board is hidden.
constexpr int listed = 6;

} // namespace

StartHint::StartHint(GameController *controller, RecentFiles *recent, QWidget *board)
    : QLabel(board), controller_(controller), recent_(recent)
{
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setAutoFillBackground(true);
    setMargin(16);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    // Follows the window's language direction, though the board below stays left to right.
    setLayoutDirection(board->parentWidget() ? board->parentWidget()->layoutDirection()
                                             : layoutDirection());
    connect(this, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == openLink)
            emit openDialogRequested();
        else if (link.startsWith(fileLink))
            emit openRequested(QString::fromUtf8(
                QByteArray::fromPercentEncoding(link.mid(fileLink.size()).toLatin1())));
    });
    connect(controller, &GameController::documentChanged, this, &StartHint::update);
    connect(recent, &RecentFiles::changed, this, &StartHint::update);
    board->installEventFilter(this);
    update();
}

void StartHint::update()
{
    // Not isVisible(): before the window is shown that is false for a hint to be shown.
    const bool shown = !controller_->document();
    setVisible(shown);
    if (!shown) return;
    const QString keys = QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText);
    QString text =
        QStringLiteral("<p><a href=\"%1\">%2</a></p>")
            .arg(openLink, tr("Open a file (%1) or drop one here").arg(keys).toHtmlEscaped());
    const QStringList files = recent_->files().mid(0, listed);
    if (!files.isEmpty()) {
        text += QStringLiteral("<p>%1</p>").arg(tr("Recent files:").toHtmlEscaped());
        for (const QString &path : files)
            text += QStringLiteral("<a href=\"%1%2\" title=\"%3\">%4</a><br>")
                        .arg(fileLink, QString::fromLatin1(path.toUtf8().toPercentEncoding()),
                             QDir::toNativeSeparators(path).toHtmlEscaped(),
                             QFileInfo(path).fileName().toHtmlEscaped());
    }
    setText(text);
    place();
}

bool StartHint::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize) place();
    return QLabel::eventFilter(watched, event);
}

// Centred on the board, as wide as its text needs and no wider than the board.
void StartHint::place()
{
    const QWidget *board = parentWidget();
    const int width = std::max(0, std::min(board->width() - 20, std::max(320, sizeHint().width())));
    const int height = std::max(0, std::min(board->height() - 20, heightForWidth(width)));
    setGeometry((board->width() - width) / 2, (board->height() - height) / 2, width, height);
}

} // namespace sgfview
