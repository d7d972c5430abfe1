#include "documentsession.h"

#include "backgroundloader.h"
#include "gamecontroller.h"
#include "loadfailure.h"
#include "recentfiles.h"
#include "settingskeys.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace sgfview {

DocumentSession::DocumentSession(GameController *controller, QObject *parent)
    : QObject(parent), controller_(controller), loader_(new BackgroundLoader(this)),
      recentFiles_(new RecentFiles(this))
{
    connect(loader_, &BackgroundLoader::finished, this, &DocumentSession::loadFinished);
}

void DocumentSession::open(const QString &path, const QByteArray &encoding)
{
    LoadOptions options;
    options.forcedEncoding = encoding;
    loader_->start(path, options);
    loadingEncoding_ = encoding;
}

void DocumentSession::reload()
{
    if (const auto &document = controller_->document()) open(document->path, encoding_);
}

void DocumentSession::close()
{
    encoding_.clear();
    controller_->setDocument(nullptr);
    emit shown();
}

void DocumentSession::loadFinished(const QString &path, const LoadResult &result,
                                   std::shared_ptr<const TreeRows> rows)
{
    if (result.cancelled) return;
    if (!result.document) {
        const QString shown = QDir::toNativeSeparators(path);
        const LoadFailure failure = describeFailure(result);
        lastError_ = failure.position
                         ? tr("Cannot open %1\nline %2, column %3: %4")
                               .arg(shown, QString::number(failure.position->line),
                                    QString::number(failure.position->column), failure.problem)
                         : tr("Cannot open %1\n%2").arg(shown, failure.problem);
        if (!QFileInfo::exists(path)) recentFiles_->remove(path);
        emit failed(lastError_);
        return;
    }
    lastError_.clear();
    encoding_ = loadingEncoding_; // before the controller tells the menus of the document
    recentFiles_->add(path);
    // File > Open starts where the last file came from, however it was opened.
    QSettings().setValue(settingskeys::lastFolder, QFileInfo(path).absolutePath());
    controller_->setDocument(result.document, std::move(rows));
    emit shown();
}

} // namespace sgfview
