// The viewer never writes the file it shows: opened in the real window (offscreen), browsed with
// keys and clicks, reloaded, decoded in another charset, its board exported elsewhere, then
// closed, a file keeps its bytes, its modification and status-change times, its permissions,
// and its folder gains nothing. For a normal file and a read-only one.
#include "models/gamecontroller.h"
#include "widgets/gametreeview.h"
#include "window_fixture.h"

#include <QFileDialog>
#include <QInputDialog>
#include <QMenuBar>
#include <QTimer>
#include <sys/stat.h>

using namespace sgfview;

class TestNeverWrites : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void browsingLeavesTheFileAlone_data();
    void browsingLeavesTheFileAlone();

private:
    QTemporaryDir settings_;
};

namespace {

// What writing, replacing or touching a file would change, to the nanosecond: the status change
// time moves with any write, rename over, chmod or touch, even one that restores the others.
struct FileState {
    QByteArray bytes;
    qint64 modifiedNs = 0;
    qint64 changedNs = 0;
    unsigned mode = 0;
    unsigned long long inode = 0;
    QStringList folder; // the names beside it

    static FileState of(const QString &path)
    {
        FileState state;
        QFile file(path);
        if (file.open(QIODevice::ReadOnly)) state.bytes = file.readAll();
        struct stat info {};
        if (::stat(QFile::encodeName(path).constData(), &info) == 0) {
            state.modifiedNs = qint64(info.st_mtim.tv_sec) * 1000000000 + info.st_mtim.tv_nsec;
            state.changedNs = qint64(info.st_ctim.tv_sec) * 1000000000 + info.st_ctim.tv_nsec;
            state.mode = info.st_mode;
            state.inode = info.st_ino;
        }
        state.folder = QFileInfo(path).dir().entryList(QDir::AllEntries | QDir::Hidden |
                                                       QDir::System | QDir::NoDotAndDotDot);
        return state;
    }
};

QMenu *submenu(const QList<QAction *> &actions, const QString &title)
{
    for (QAction *action : actions)
        if (action->menu() && action->text().remove('&') == title) return action->menu();
    return nullptr;
}

QAction *action(QMenu *in, const QString &text)
{
    if (!in) return nullptr;
    for (QAction *candidate : in->actions())
        if (candidate->text().remove('&') == text) return candidate;
    return nullptr;
}

// Answers the next file dialog with path, as a user typing it and pressing Save would.
void answerFileDialog(const QString &path)
{
    QTimer::singleShot(0, [path] {
        QTRY_VERIFY(qobject_cast<QFileDialog *>(QApplication::activeModalWidget()));
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        dialog->selectFile(path);
        static_cast<QDialog *>(dialog)->accept(); // Save, as the user would press it
    });
}

// Accepts the size File > Export Board Image asks for a PNG (the saved one, 1024) once it
// shows, polling rather than waiting inside another dialog's event loop.
void answerSizeDialog()
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            dialog->accept();
            poll->stop();
            poll->deleteLater();
        }
    });
    poll->start();
}

} // namespace

// A game with variations, two games and text in GB2312 (围棋, "Go"), so that every way of
// browsing has somewhere to go and the encoding switch has text to decode.
static const QByteArray gameBytes =
    "(;GM[1]FF[4]CA[GB2312]SZ[19]PB[\xCE\xA7]PW[\xC6\xE5]C[\xCE\xA7\xC6\xE5]"
    ";B[pd](;W[dp];B[pp])(;W[dd];B[dp](;W[pp])(;W[qq]LB[aa:x])))\n"
    "(;GM[1]CA[GB2312]SZ[9];B[ee])\n";

void TestNeverWrites::initTestCase()
{
    QVERIFY(settings_.isValid());
    testdata::isolateSettings(settings_);
}

void TestNeverWrites::browsingLeavesTheFileAlone_data()
{
    QTest::addColumn<bool>("readOnly");
    QTest::newRow("normal file") << false;
    QTest::newRow("read-only file (chmod 444)") << true;
}

void TestNeverWrites::browsingLeavesTheFileAlone()
{
    QFETCH(bool, readOnly);
    QTemporaryDir folder, elsewhere;
    QVERIFY(folder.isValid() && elsewhere.isValid());
    const QString path = testdata::writeFile(folder, QStringLiteral("game.sgf"), gameBytes);
    // An old modification time, which any write would move.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.setFileTime(QDateTime(QDate(2001, 2, 3), QTime(4, 5, 6, 789)),
                             QFileDevice::FileModificationTime));
    file.close();
    if (readOnly)
        QVERIFY(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup |
                                    QFileDevice::ReadOther));
    const FileState before = FileState::of(path);
    QCOMPARE(before.bytes, gameBytes);
    QCOMPARE(before.mode & 0777, readOnly ? 0444u : before.mode & 0777);

    auto window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, path));

    // Keys, as the user presses them in the tree view.
    window->activateWindow();
    window->treeView()->setFocus();
    QTest::keyClick(window->treeView(), Qt::Key_Right);
    QCOMPARE(window->controller()->current(), window->document()->collection.node(1));
    for (int key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_End, Qt::Key_Up,
                    Qt::Key_Left, Qt::Key_Home})
        QTest::keyClick(window->treeView(), Qt::Key(key));
    QTest::keyClick(window->treeView(), Qt::Key_Down, Qt::ControlModifier);
    QTest::keyClick(window->treeView(), Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(window->controller()->currentRoot(), window->document()->collection[1].root());
    QTest::keyClick(window->treeView(), Qt::Key_PageUp, Qt::ControlModifier);
    // Selecting every node of the first game in the tree view, as clicks do.
    const sgf::Node root = window->document()->collection[0].root();
    for (std::uint32_t i = root.index(); i < root.subtreeEnd(); ++i) {
        const sgf::Node node = window->document()->collection.node(i);
        window->treeView()->setCurrentIndex(window->treeView()->indexOf(node));
        QCOMPARE(window->controller()->current(), node);
    }

    // Reload, then View > Encoding: another charset, then detection again.
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    window->reload();
    QTRY_COMPARE(shown.count(), 1);
    QMenu *view = submenu(window->menuBar()->actions(), QStringLiteral("View"));
    QVERIFY(view);
    QMenu *encoding = submenu(view->actions(), QStringLiteral("Encoding"));
    QVERIFY(encoding);
    QAction *gb18030 = action(encoding, QStringLiteral("Chinese, Simplified (GB18030)"));
    QVERIFY(gb18030);
    gb18030->trigger();
    QTRY_COMPARE(shown.count(), 2);
    QCOMPARE(window->document()->encoding, QStringLiteral("GB18030"));
    action(encoding, QStringLiteral("Detect automatically"))->trigger();
    QTRY_COMPARE(shown.count(), 3);
    QCOMPARE(window->document()->collection[0].root().text("C"), std::string("围棋"));

    // File > Export Board Image..., saved in another folder.
    QMenu *fileMenu = submenu(window->menuBar()->actions(), QStringLiteral("File"));
    QAction *exportAction = action(fileMenu, QStringLiteral("Export Board Image..."));
    QVERIFY(exportAction);
    const QString image = elsewhere.filePath(QStringLiteral("board.png"));
    answerFileDialog(image);
    answerSizeDialog();
    exportAction->trigger();
    QFile exported(image);
    QVERIFY2(exported.open(QIODevice::ReadOnly), qPrintable(image));
    QVERIFY(exported.read(8) == QByteArray("\x89PNG\r\n\x1A\n"));

    window->close();
    window.reset();

    const FileState after = FileState::of(path);
    QCOMPARE(after.bytes, before.bytes);
    QCOMPARE(after.modifiedNs, before.modifiedNs);
    QCOMPARE(after.changedNs, before.changedNs);
    QCOMPARE(after.mode, before.mode);
    QCOMPARE(after.inode, before.inode);
    QCOMPARE(after.folder, before.folder);
}

QTEST_MAIN(TestNeverWrites)
#include "tst_neverwrites.moc"
