// Opening, reloading and closing files for the window. Loads off the GUI thread
// (BackgroundLoader), hands what loads to the controller, the one owner of the shown
// document, and keeps what goes with it: the recent files, the folder File > Open starts in,
// the charset the user chose for the shown file. A file that fails to load leaves the shown
// document as it was.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <memory>

namespace sgfview {

class BackgroundLoader;
class GameController;
class RecentFiles;
class TreeRows;
struct LoadResult;

class DocumentSession : public QObject {
    Q_OBJECT

public:
    explicit DocumentSession(GameController *controller, QObject *parent = nullptr);

    // encoding forces a charset (empty: detect it); it stays chosen for reloads.
    void open(const QString &path, const QByteArray &encoding = {});
    void reload(); // the shown file again, with the charset chosen for it
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
    // A file did not open: the message names the file, the problem and its place.
    void failed(const QString &message);

private:
    void loadFinished(const QString &path, const LoadResult &result,
                      std::shared_ptr<const TreeRows> rows);

    GameController *controller_;
    BackgroundLoader *loader_;
    RecentFiles *recentFiles_;
    QByteArray encoding_;        // of the shown file
    QByteArray loadingEncoding_; // of the file being loaded
    QString lastError_;
};

} // namespace sgfview
