#include "clipboardactions.h"

#include "boardwidget.h"
#include "gametreeview.h"
#include "mainwindow.h"
#include "models/documentsession.h"
#include "sgf/ascii_diagram.h"
#include "sgf/writer.h"
#include "treemapview.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QMenu>
#include <QMimeData>
#include <QUrl>
#include <algorithm>

namespace sgfview {

ClipboardActions::ClipboardActions(MainWindow *window) : QObject(window), window_(window)
{
    const auto add = [this](const QString &text, void (ClipboardActions::*copy)() const) {
        auto *action = new QAction(text, window_);
        connect(action, &QAction::triggered, this, copy);
        window_->addAction(action); // keys work while the menu bar is hidden too
        copyActions_ << action;
        return action;
    };
    add(tr("Copy &Game as SGF"), &ClipboardActions::copyGame)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    add(tr("Copy &Variation as SGF"), &ClipboardActions::copyVariation);
    add(tr("Copy &Subtree as SGF"), &ClipboardActions::copySubtree);
    add(tr("Copy Board as &Image"), &ClipboardActions::copyBoardImage);
    add(tr("Copy Board as &ASCII Diagram"), &ClipboardActions::copyDiagram)
        ->setShortcut(QKeySequence(tr("Ctrl+Alt+C")));
    paste_ = new QAction(tr("&Paste SGF"), window_);
    paste_->setShortcut(QKeySequence::Paste);
    connect(paste_, &QAction::triggered, this, &ClipboardActions::paste);
    window_->addAction(paste_);

    window_->board()->setContextMenuPolicy(Qt::ActionsContextMenu);
    window_->board()->addActions(copyActions_);
    window_->treeView()->setContextActions(copyActions_);
    window_->treeMap()->setContextActions(copyActions_);
    connect(window_->controller(), &GameController::documentChanged, this,
            &ClipboardActions::update);
    update();
}

void ClipboardActions::addTo(QMenu *edit) const
{
    edit->addActions(copyActions_);
    edit->addSeparator();
    edit->addAction(paste_);
}

void ClipboardActions::update()
{
    const bool shown = bool(window_->document());
    for (QAction *action : copyActions_) action->setEnabled(shown);
}

QMimeData *ClipboardActions::sgfData(const std::string &sgf)
{
    auto *data = new QMimeData;
    const QByteArray bytes = QByteArray::fromStdString(sgf);
    data->setData(QLatin1String(sgfMimeType), bytes);
    data->setText(QString::fromUtf8(bytes)); // the documents' text is UTF-8 once loaded
    return data;
}

void ClipboardActions::copyGame() const
{
    if (const sgf::Node root = window_->controller()->currentRoot())
        QGuiApplication::clipboard()->setMimeData(sgfData(sgf::write(root)));
}

std::vector<sgf::Node> ClipboardActions::variation(sgf::Node node) const
{
    std::vector<sgf::Node> line;
    for (sgf::Node up = node; up; up = up.parent()) line.push_back(up);
    std::reverse(line.begin(), line.end());
    if (!node) return line;
    for (sgf::Node next = window_->controller()->nextInLine(node); next;
         next = window_->controller()->nextInLine(next))
        line.push_back(next);
    return line;
}

void ClipboardActions::copyVariation() const
{
    const sgf::Node current = window_->controller()->current();
    if (!current) return;
    QGuiApplication::clipboard()->setMimeData(sgfData(sgf::writeLine(variation(current))));
}

void ClipboardActions::copySubtree() const
{
    if (const sgf::Node current = window_->controller()->current())
        QGuiApplication::clipboard()->setMimeData(sgfData(sgf::write(current)));
}

void ClipboardActions::copyBoardImage() const
{
    if (!window_->document()) return;
    BoardWidget *board = window_->board();
    QGuiApplication::clipboard()->setImage(board->render(board->size()));
}

QString ClipboardActions::diagram() const
{
    const sgf::AsciiDiagram diagram = sgf::asciiDiagram(window_->controller()->current());
    QString text = QString::fromStdString(diagram.text);
    if (diagram.numbered == 0) return text;
    const int last = diagram.firstNumber + diagram.numbered - 1;
    const QString title = diagram.numbered == 1
                              ? tr("Move %1").arg(diagram.firstNumber)
                              : tr("Moves %1-%2").arg(diagram.firstNumber).arg(last);
    // After the header ("$$B"), on its line.
    return text.insert(3, QLatin1Char(' ') + title);
}

void ClipboardActions::copyDiagram() const
{
    const QString text = diagram();
    if (!text.isEmpty()) QGuiApplication::clipboard()->setText(text);
}

void ClipboardActions::paste()
{
    const QMimeData *data = QGuiApplication::clipboard()->mimeData();
    if (!data) return;
    QString file;
    for (const QUrl &url : data->urls())
        if (url.isLocalFile()) {
            file = url.toLocalFile();
            break;
        }
    QByteArray text;
    if (file.isEmpty()) {
        text = data->hasFormat(QLatin1String(sgfMimeType)) ? data->data(QLatin1String(sgfMimeType))
                                                           : data->text().toUtf8();
        if (text.trimmed().isEmpty()) return;
    }
    MainWindow *target = window_;
    if (window_->document()) {
        target = new MainWindow;
        target->setAttribute(Qt::WA_DeleteOnClose);
        target->show();
    }
    if (!file.isEmpty())
        target->open(file);
    else
        target->session()->openText(text);
}

} // namespace sgfview
