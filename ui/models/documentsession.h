// Opening, reloading and closing files for the window. Loads off the GUI thread
// (BackgroundLoader), hands what loads to the controller, the one owner of the shown
// document, and keeps what goes with it: the recent files, the folder File > Open starts in,
// the charset the user chose for the shown file. A file that fails to load, or whose load is
// cancelled, leaves the shown document as it was. A big collection shows its first game, then
// its first run of games, while the rest loads; each takes the place of the one before at the
// same node, as a reload does.
#pragma once

#include "sgf/node_path.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

namespace sgfview {

class BackgroundLoader;
class GameController;
class RecentFiles;
struct DocumentViews;
struct Document;
struct LoadResult;

class DocumentSession : public QObject {
    Q_OBJECT

public:
    explicit DocumentSession(GameController *controller, QObject *parent = nullptr);
    ~DocumentSession() override;

    // encoding forces a charset (empty: detect it); it stays chosen for reloads.
    void open(const QString &path, const QByteArray &encoding = {});
    // SGF text (pasted) as a document without a file: no path, nothing to reload.
    void openText(const QByteArray &text);
    // The shown file again, with the charset chosen for it, at the same game and node (by its
    // path of child indices, as far as it still exists).
    void reload();
    void close();

    // The charset the user chose for the shown file, or empty.
    QByteArray chosenEncoding() const { return encoding_; }
    // The last failure to open ("" after a success), as shown to the user.
    QString lastError() const { return lastError_; }
    BackgroundLoader *loader() const { return loader_; }
    RecentFiles *recentFiles() const { return recentFiles_; }

signals:
    // After the controller has shown the loaded document (or none, after close()).
    void shown();
    // A reload is about to replace the shown document (still shown): views keep what they
    // show of it (open rows) to show it again on reloaded().
    void aboutToReload();
    // The reloaded document is shown, at the node the reload kept.
    void reloaded();
    // A file did not open: the message names the file, the problem and its place.
    void failed(const QString &message);

private:
    void headLoaded(const QString &path, const LoadResult &result, const DocumentViews &views);
    void loadFinished(const QString &path, const LoadResult &result, const DocumentViews &views);
    void show(const QString &path, const LoadResult &result, const DocumentViews &views);
    // The next document of path is shown at the shown node, as a reload is.
    void keepPlace(const QString &path);

    GameController *controller_;
    BackgroundLoader *loader_;
    RecentFiles *recentFiles_;
    QByteArray encoding_;        // of the shown file
    QByteArray loadingEncoding_; // of the file being loaded
    QString lastError_;
    // The shown node while its file is reloaded.
    QString reloadPath_;
    std::optional<sgf::NodePath> reloadPlace_;
    // While the head of the file being loaded is shown (its first game, then its first run):
    // what was shown before, shown again when the whole file fails.
    struct Head {
        QString path;
        std::shared_ptr<const Document> before;
        QByteArray beforeEncoding;
    };
    std::optional<Head> head_;
};

} // namespace sgfview
