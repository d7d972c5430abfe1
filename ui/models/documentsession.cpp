#include "documentsession.h"

#include "backgroundloader.h"
#include "gamecontroller.h"
#include "loadfailure.h"
#include "recentfiles.h"
#include "settingskeys.h"
#include "settingswriter.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace sgfview {

DocumentSession::DocumentSession(GameController *controller, QObject *parent)
    : QObject(parent), controller_(controller), loader_(new BackgroundLoader(this)),
      recentFiles_(new RecentFiles(this))
{
    connect(loader_, &BackgroundLoader::headLoaded, this, &DocumentSession::headLoaded);
    connect(loader_, &BackgroundLoader::finished, this, &DocumentSession::loadFinished);
}

// What it saved is in the settings before another session reads them.
DocumentSession::~DocumentSession()
{
    settingswriter::flush();
}

void DocumentSession::open(const QString &path, const QByteArray &encoding)
{
    LoadOptions options;
    options.forcedEncoding = encoding;
    loader_->start(path, options);
    loadingEncoding_ = encoding;
    reloadPlace_.reset();
    head_.reset();
}

void DocumentSession::openText(const QByteArray &text)
{
    FileReadResult read;
    read.bytes = text.toStdString();
    read.size = text.size();
    read.modified = QDateTime::currentDateTime();
    loader_->cancel();
    loadingEncoding_.clear();
    head_.reset();
    loadFinished(QString(), DocumentLoader::loadBytes(std::move(read), QString()), {});
}

void DocumentSession::reload()
{
    const auto &document = controller_->document();
    if (!document || document->path.isEmpty()) return;
    const QString path = document->path;
    const sgf::NodePath place = sgf::pathOf(controller_->collection(), controller_->current());
    open(path, encoding_);
    reloadPath_ = path;
    reloadPlace_ = place;
}

void DocumentSession::close()
{
    encoding_.clear();
    head_.reset();
    controller_->setDocument(nullptr);
    emit shown();
}

// A reload keeps its place instead: the first game alone would lose it. The first run of
// games, after the first game, takes its place as the whole does.
void DocumentSession::headLoaded(const QString &path, const LoadResult &result,
                                 const DocumentViews &views)
{
    if (head_) {
        if (head_->path != path) return;
        keepPlace(path);
    } else {
        if (reloadPlace_) return;
        head_ = Head{path, controller_->document(), encoding_};
    }
    show(path, result, views);
}

void DocumentSession::loadFinished(const QString &path, const LoadResult &result,
                                   const DocumentViews &views)
{
    std::optional<Head> head;
    std::swap(head, head_);
    if (head && head->path == path) {
        // A file that fails or is cancelled leaves what was shown before: its head is only a
        // part of it, shown while the rest was read.
        if (!result.document) {
            encoding_ = head->beforeEncoding;
            controller_->setDocument(head->before);
            emit shown();
        } else {
            keepPlace(path);
        }
    }
    if (result.cancelled) return;
    show(path, result, views);
}

void DocumentSession::keepPlace(const QString &path)
{
    reloadPath_ = path;
    reloadPlace_ = sgf::pathOf(controller_->collection(), controller_->current());
}

void DocumentSession::show(const QString &path, const LoadResult &result,
                           const DocumentViews &views)
{
    std::optional<sgf::NodePath> place;
    if (reloadPlace_ && path == reloadPath_) place = reloadPlace_;
    reloadPlace_.reset();
    if (!result.document) {
        const QString shown =
            path.isEmpty() ? tr("the pasted text") : QDir::toNativeSeparators(path);
        const LoadFailure failure = describeFailure(result);
        lastError_ = failure.position
                         ? tr("Cannot open %1\nline %2, column %3: %4")
                               .arg(shown, QString::number(failure.position->line),
                                    QString::number(failure.position->column), failure.problem)
                         : tr("Cannot open %1\n%2").arg(shown, failure.problem);
        if (!path.isEmpty() && !QFileInfo::exists(path)) recentFiles_->remove(path);
        emit failed(lastError_);
        return;
    }
    lastError_.clear();
    encoding_ = loadingEncoding_; // before the controller tells the menus of the document
    if (!path.isEmpty()) {
        recentFiles_->add(path);
        // File > Open starts where the last file came from, however it was opened.
        settingswriter::write(settingskeys::lastFolder, QFileInfo(path).absolutePath());
    }
    if (place) emit aboutToReload();
    controller_->setDocument(result.document, views);
    if (place) {
        controller_->setCurrent(sgf::nodeAt(controller_->collection(), *place));
        emit reloaded();
    }
    emit shown();
}

} // namespace sgfview
