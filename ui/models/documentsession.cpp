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
    connect(loader_, &BackgroundLoader::firstGameLoaded, this, &DocumentSession::firstGameLoaded);
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
    firstGame_.reset();
}

void DocumentSession::openText(const QByteArray &text)
{
    FileReadResult read;
    read.bytes = text.toStdString();
    read.size = text.size();
    read.modified = QDateTime::currentDateTime();
    loader_->cancel();
    loadingEncoding_.clear();
    firstGame_.reset();
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
    firstGame_.reset();
    controller_->setDocument(nullptr);
    emit shown();
}

// A reload keeps its place instead: the first game alone would lose it.
void DocumentSession::firstGameLoaded(const QString &path, const LoadResult &result,
                                      const DocumentViews &views)
{
    if (reloadPlace_ || firstGame_) return;
    firstGame_ = FirstGame{path, controller_->document(), encoding_};
    show(path, result, views);
}

void DocumentSession::loadFinished(const QString &path, const LoadResult &result,
                                   const DocumentViews &views)
{
    if (result.cancelled) return;
    std::optional<FirstGame> firstGame;
    std::swap(firstGame, firstGame_);
    if (firstGame && firstGame->path == path) {
        if (!result.document) { // what was shown before the first game comes back
            encoding_ = firstGame->beforeEncoding;
            controller_->setDocument(firstGame->before);
            emit shown();
        } else {
            reloadPath_ = path;
            reloadPlace_ = sgf::pathOf(controller_->collection(), controller_->current());
        }
    }
    show(path, result, views);
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
