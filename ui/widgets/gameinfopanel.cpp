#include "gameinfopanel.h"

#include "models/gameinfo.h"
#include "models/gameinfotracker.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QTextCursor>

namespace sgfview {

GameInfoPanel::GameInfoPanel(GameController *controller, QWidget *parent)
    : QTextBrowser(parent), tracker_(new GameInfoTracker(controller, this))
{
    setOpenLinks(false); // values are text, never links to follow
    setPlaceholderText(tr("No game information"));
    connect(tracker_, &GameInfoTracker::changed, this, &GameInfoPanel::showInfo);
    showInfo();
}

const GameInfo &GameInfoPanel::info() const
{
    return tracker_->info();
}

// A two-column table: labels on the left, values (the game comment with its line breaks)
// wrapping on the right.
void GameInfoPanel::showInfo()
{
    const GameInfo &info = tracker_->info();
    if (info.isEmpty()) {
        clear();
        return;
    }
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    for (const GameInfo::Row &row : info.rows()) {
        QString value = row.value.toHtmlEscaped();
        value.replace(QLatin1Char('\n'), QLatin1String("<br>"));
        html += QStringLiteral("<tr><td valign=\"top\" style=\"white-space:nowrap\"><b>%1</b>"
                               "</td><td valign=\"top\">%2</td></tr>")
                    .arg(row.label.toHtmlEscaped(), value);
    }
    html += QLatin1String("</table>");
    setHtml(html);
}

void GameInfoPanel::copyAll()
{
    QGuiApplication::clipboard()->setText(info().toText());
}

// A table copies as one cell per line; the whole of it reads better as "Label: value".
QMimeData *GameInfoPanel::createMimeDataFromSelection() const
{
    const QTextCursor cursor = textCursor();
    const bool everything =
        cursor.selectionStart() == 0 && cursor.selectionEnd() >= document()->characterCount() - 1;
    if (!everything || info().isEmpty()) return QTextBrowser::createMimeDataFromSelection();
    auto *data = new QMimeData;
    data->setText(info().toText());
    return data;
}

void GameInfoPanel::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    menu->addAction(tr("Copy &All"), this, &GameInfoPanel::copyAll)->setEnabled(!info().isEmpty());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(event->globalPos());
}

} // namespace sgfview
