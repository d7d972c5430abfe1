#include "reloadbar.h"

#include "gametreeview.h"
#include "mainwindow.h"
#include "models/documentsession.h"
#include "models/settingskeys.h"

#include <QAction>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

namespace sgfview {

ReloadBar::ReloadBar(MainWindow *window)
    : QFrame(window), window_(window), watcher_(new FileWatcher(this)), label_(new QLabel),
      reload_(new QPushButton(tr("&Reload"))), ignore_(new QPushButton(tr("&Ignore"))),
      autoReload_(new QAction(tr("Reload &Automatically"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    label_->setWordWrap(true);
    label_->setForegroundRole(QPalette::ToolTipText);
    autoReload_->setCheckable(true);
    autoReload_->setChecked(QSettings().value(settingskeys::reloadAutomatically, false).toBool());
    autoReload_->setToolTip(tr("Reload the file whenever another program changes it, without "
                               "asking (to follow an engine's analysis)"));
    auto *always = new QToolButton;
    always->setDefaultAction(autoReload_);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(8, 4, 8, 4);
    row->addWidget(label_, 1);
    row->addWidget(reload_);
    row->addWidget(ignore_);
    row->addWidget(always);
    hide();

    // Above the board, in a column that replaces it as the central widget.
    QWidget *board = window->takeCentralWidget();
    auto *centre = new QWidget(window);
    auto *column = new QVBoxLayout(centre);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(this);
    column->addWidget(board, 1);
    window->setCentralWidget(centre);

    connect(reload_, &QPushButton::clicked, window, &MainWindow::reload);
    connect(ignore_, &QPushButton::clicked, this, &QWidget::hide);
    connect(autoReload_, &QAction::toggled, this, [this](bool automatic) {
        QSettings().setValue(settingskeys::reloadAutomatically, automatic);
        if (automatic && isVisible() && reload_->isVisible()) window_->reload();
    });
    connect(watcher_, &FileWatcher::changed, this, &ReloadBar::fileChanged);
    connect(window->controller(), &GameController::documentChanged, this,
            &ReloadBar::documentChanged);
    DocumentSession *session = window->session();
    connect(session, &DocumentSession::aboutToReload, this,
            [this] { openRows_ = window_->treeView()->openRows(); });
    connect(session, &DocumentSession::reloaded, this, [this] {
        window_->treeView()->openRows(openRows_);
        openRows_.clear();
    });
}

QString ReloadBar::message() const
{
    return isVisible() ? label_->text() : QString();
}

void ReloadBar::documentChanged()
{
    hide();
    const auto &document = window_->document();
    if (document)
        watcher_->watch(document->path, document->fileSize, document->modified);
    else
        watcher_->watch({}, -1, {});
}

void ReloadBar::fileChanged(FileWatcher::Change change)
{
    const QString name = QFileInfo(watcher_->path()).fileName();
    switch (change) {
    case FileWatcher::Change::Modified:
        if (autoReload_->isChecked()) {
            window_->reload();
            return;
        }
        label_->setText(tr("%1 was changed by another program.").arg(name));
        reload_->show();
        break;
    case FileWatcher::Change::Removed:
        label_->setText(
            tr("%1 was deleted or moved away. What is shown stays as it was read.").arg(name));
        reload_->hide();
        break;
    case FileWatcher::Change::Unreadable:
        label_->setText(
            tr("%1 can no longer be read. What is shown stays as it was read.").arg(name));
        reload_->hide();
        break;
    }
    show();
}

} // namespace sgfview
