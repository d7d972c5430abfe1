// Hostile and odd files opened in the real window (offscreen): each ends in a message that names
// the file, the problem and its line and column (the window keeping what it showed), or in the
// tree shown and every node of it visited with the board drawn; never a crash or a hang.
#include "hostile_files.h"
#include "hostile_sgf.h"
#include "models/boardscene.h"
#include "models/documentchecks.h"
#include "models/gamecontroller.h"
#include "models/problemsmodel.h"
#include "models/qtsgf.h"
#include "models/settingskeys.h"
#include "models/treerows.h"
#include "widgets/boardwidget.h"
#include "widgets/commentpane.h"
#include "widgets/gametreeview.h"
#include "widgets/problemreporter.h"
#include "widgets/problemspanel.h"
#include "widgets/propertyview.h"
#include "window_fixture.h"

#include <QMessageBox>
#include <QScreen>
#include <sys/stat.h>

using namespace sgfview;

class TestHostileWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void hostileBytes_data();
    void hostileBytes();
    void notAFile_data();
    void notAFile();
    void overTheDefaultLimit();
    void fiftyMegabyteComment();
    void generatedFiles_data();
    void generatedFiles();
    void hugeTextDoesNotWidenTheWindow();
    void restoredGeometryFitsTheScreen();

private:
    // Opens path; true when it was shown, false when the window reported a failure.
    bool open(const QString &path);
    void visitEveryNode();

    QTemporaryDir dir_;
    QString good_;
    std::unique_ptr<MainWindow> window_;
    QSize baseline_; // the window's minimum size showing an ordinary file
};

void TestHostileWindow::initTestCase()
{
    QVERIFY(dir_.isValid());
    testdata::isolateSettings(dir_);
    good_ = testdata::writeFile(dir_, QStringLiteral("good.sgf"), "(;GM[1]SZ[9]N[good];B[ee])");
}

void TestHostileWindow::init()
{
    window_ = std::make_unique<MainWindow>();
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY(open(good_));
    // With the Problems panel open, as a file with errors opens it: what it adds to the
    // minimum size is its own, not the file's.
    window_->problems()->showPanel();
    baseline_ = window_->minimumSizeHint();
}

void TestHostileWindow::cleanup()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget)) box->close();
    window_.reset();
}

bool TestHostileWindow::open(const QString &path)
{
    const bool shown = testdata::openAndWait(*window_, path);
    // Either outcome, never neither: a load that never ends is a hang.
    if (!shown && window_->lastError().isEmpty())
        qFatal("opening %s never ended", qPrintable(path));
    return shown;
}

// Every node made current in turn, its properties, comment and board shown and drawn.
void TestHostileWindow::visitEveryNode()
{
    const sgf::Collection &collection = window_->document()->collection;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        window_->controller()->setCurrent(collection.node(i));
        QCOMPARE(window_->controller()->current(), collection.node(i));
        QCOMPARE(window_->propertyView()->model()->rowCount(),
                 int(collection.node(i).propertyCount()));
        QVERIFY(!window_->board()->render(QSize(240, 240)).isNull());
        window_->repaint();
    }
    QTest::keyClick(window_.get(), Qt::Key_Home);
    QTest::keyClick(window_.get(), Qt::Key_End);
    QTest::keyClick(window_.get(), Qt::Key_Left);
}

void TestHostileWindow::hostileBytes_data()
{
    testdata::addHostileRows();
}

void TestHostileWindow::hostileBytes()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, nodes);
    QFETCH(QStringList, diagnostics);
    const auto before = window_->document();
    const QString path = testdata::writeFile(dir_, QStringLiteral("hostile.sgf"), bytes);
    if (!error.isEmpty()) {
        QVERIFY(!open(path));
        // The window's plain words for the parser's (which the loader and the command line
        // keep); a file with no game at all has no place worth naming.
        QString expected;
        if (error == QLatin1String("tree missing"))
            expected = QStringLiteral("Cannot open %1\n%2")
                           .arg(path, bytes.isEmpty() ? QStringLiteral("the file is empty.")
                                                      : QStringLiteral("no SGF game was found in "
                                                                       "this file."));
        else if (error == QLatin1String("tree with no nodes"))
            expected = QStringLiteral("Cannot open %1\nline %2, column %3: the game tree holds no "
                                      "node (no ';' after its '(').")
                           .arg(path)
                           .arg(line)
                           .arg(column);
        else
            expected = QStringLiteral("Cannot open %1\nline %2, column %3: %4")
                           .arg(path)
                           .arg(line)
                           .arg(column)
                           .arg(error);
        QCOMPARE(window_->lastError(), expected);
        QCOMPARE(window_->document(), before);
        QVERIFY(window_->findChild<QMessageBox *>());
        return;
    }
    QVERIFY2(open(path), qPrintable(window_->lastError()));
    QCOMPARE(int(window_->document()->collection.nodeCount()), nodes);
    // Reading's problems are all listed, before the checks' and among them.
    const Problems &problems = *window_->problems()->checks()->problems();
    const auto read = std::count_if(
        problems.list().begin(), problems.list().end(), [](const sgf::Diagnostic &problem) {
            const sgf::DiagnosticFamily family = sgf::codeInfo(problem.code).family;
            return family == sgf::DiagnosticFamily::Syntax ||
                   family == sgf::DiagnosticFamily::Charset;
        });
    QCOMPARE(qsizetype(read), diagnostics.size());
    visitEveryNode();
}

void TestHostileWindow::notAFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder") << "folder"
                            << "it is a folder, not a file.";
    QTest::newRow("named pipe") << "fifo"
                                << "it is not a regular file.";
    QTest::newRow("endless device") << "/dev/zero"
                                    << "it is not a regular file.";
    QTest::newRow("link to nothing") << "link"
                                     << "it is a link to a file that does not exist.";
    QTest::newRow("missing") << "missing"
                             << "the file does not exist.";
    // Says it is empty, yet is not.
    QTest::newRow("/proc file") << "/proc/self/status"
                                << "it grew while being read (more than the 0 bytes it had).";
}

void TestHostileWindow::notAFile()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QString path = dir_.filePath(kind + QStringLiteral(".sgf"));
    if (kind == "folder") QVERIFY(QDir().mkpath(path));
    if (kind == "fifo") QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    if (kind == "link") QVERIFY(QFile::link(dir_.filePath("nothing.sgf"), path));
    if (kind.startsWith('/')) {
        path = kind;
        if (!QFileInfo(path).exists()) QSKIP("not on this system");
        if (kind.startsWith("/proc") && QFileInfo(path).size() != 0)
            QSKIP("no /proc file whose stat size is 0");
    }
    const auto before = window_->document();
    QVERIFY(!open(path));
    const QString verb = kind.startsWith("/proc") ? "read" : "open";
    QCOMPARE(window_->lastError(),
             QStringLiteral("Cannot open %1\nCannot %2 “%1”: %3").arg(path, verb, reason));
    QCOMPARE(window_->document(), before);
}

void TestHostileWindow::overTheDefaultLimit()
{
    const QString path = dir_.filePath(QStringLiteral("huge.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    if (!file.resize((qint64(2) << 30) + 1)) QSKIP("no sparse files over 2 GiB here");
    file.close();
    QVERIFY(!open(path));
    QVERIFY2(window_->lastError().contains("(2147483649 bytes)"), qPrintable(window_->lastError()));
    QVERIFY2(window_->lastError().contains("(2147483648 bytes)"), qPrintable(window_->lastError()));
    QVERIFY(QFile::remove(path));
}

// The window opens a 50 MB comment and shows its node; the comment pane shows its start and
// says how long the whole is.
void TestHostileWindow::fiftyMegabyteComment()
{
    const QByteArray comment = QByteArray("a long comment, line after line.\n").repeated(1600000);
    QVERIFY(comment.size() > 50 << 20);
    const QString path = testdata::writeFile(dir_, QStringLiteral("long-comment.sgf"),
                                             "(;GM[1]C[" + comment + "];B[aa]C[after it])");
    QVERIFY2(open(path), qPrintable(window_->lastError()));
    QCOMPARE(window_->controller()->current(), window_->document()->collection.node(0));
    QCOMPARE(window_->propertyView()->model()->rowCount(), 2);
    // The pane shows the start and says how long the whole is: laying out 50 MB of text
    // would freeze the window for seconds (10 s measured, 38 s as one line).
    const QString shown = window_->commentPane()->comment();
    QVERIFY(shown.startsWith(QStringLiteral("a long comment, line after line.\na long")));
    QVERIFY(shown.size() < 300000);
    QVERIFY(shown.endsWith(QStringLiteral("[The comment is %1 bytes long; only its start is shown "
                                          "here.]")
                               .arg(comment.size())));
    // One line of 50 MB too.
    const QByteArray line = QByteArray("x").repeated(50 << 20);
    const QString oneLine =
        testdata::writeFile(dir_, QStringLiteral("one-line.sgf"), "(;GM[1]C[" + line + "])");
    QVERIFY(open(oneLine));
    QVERIFY(window_->commentPane()->comment().size() < 300000);
    QVERIFY(open(path));
    window_->controller()->nextMove();
    QCOMPARE(window_->commentPane()->comment(), QStringLiteral("after it"));
}

// Issue 18's files (tests/common/hostile_sgf.h) at sizes that run in seconds: each opens, the
// board walks to the end and back with every kind of move numbers, the Problems panel's
// entries are followed, the window jumps to the file's last node (the deepest of nested forks,
// point 1), and what the window shows stays bounded by the board and the screen.
void TestHostileWindow::generatedFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    for (const auto &c : testdata::hostile::cases())
        QTest::newRow(c.name) << QByteArray::fromStdString(c.make(c.small));
}

void TestHostileWindow::generatedFiles()
{
    QFETCH(QByteArray, bytes);
    const QString path = testdata::writeFile(dir_, QStringLiteral("generated.sgf"), bytes);
    QVERIFY2(open(path), qPrintable(window_->lastError()));
    const auto check = [&] {
        const BoardScene &scene = window_->board()->scene();
        const auto points = std::size_t(scene.size.pointCount());
        QVERIFY(scene.marks.size() <= 5 * points);
        QVERIFY(scene.labels.size() <= points);
        QVERIFY(scene.segments.size() <= points);
        QVERIFY(scene.hints.size() <= points);
        QVERIFY(window_->controller()->position().warnings().size() <=
                sgf::PositionCursor::maxWarnings + 3);
        QVERIFY2(window_->windowTitle().size() < 1000, qPrintable(window_->windowTitle().left(80)));
        // The outline's rows nest no deeper than its bound, however deep the node (point 1).
        int depth = 0;
        for (QModelIndex up = window_->treeView()->currentIndex(); up.isValid(); up = up.parent())
            ++depth;
        QVERIFY2(depth <= int(TreeRows::maxNesting) + 2, qPrintable(QString::number(depth)));
        QVERIFY2(window_->minimumSizeHint().width() <= baseline_.width() + 50,
                 qPrintable(QString::number(window_->minimumSizeHint().width())));
        QVERIFY2(window_->minimumSizeHint().height() <= baseline_.height() + 50,
                 qPrintable(QString::number(window_->minimumSizeHint().height())));
    };
    GameController *controller = window_->controller();
    check();
    for (const MoveNumbers numbers :
         {MoveNumbers::Off, MoveNumbers::LastTen, MoveNumbers::SinceVariationStart}) {
        window_->board()->setMoveNumbers(numbers);
        QTest::keyClick(window_.get(), Qt::Key_End);
        window_->repaint();
        check();
        for (int i = 0; i < 40 && controller->current().parent(); ++i)
            QTest::keyClick(window_.get(), Qt::Key_Left);
        window_->repaint();
        check();
        QTest::keyClick(window_.get(), Qt::Key_Home);
        for (int i = 0; i < 40 && controller->current().firstChild(); ++i)
            QTest::keyClick(window_.get(), Qt::Key_Right);
        window_->repaint();
        check();
    }
    // Reading's problems and the checks', each list capped.
    window_->problems()->checks()->wait();
    ProblemsPanel *problems = window_->problemsPanel();
    QVERIFY(problems->rowCount() <= 2 * 1001 + 1 + 100'001);
    const int count = problems->rowCount();
    for (int i : {0, 1, count / 2, count - 1}) {
        if (i < 0 || i >= count) continue;
        problems->activate(i);
        window_->repaint();
        check();
        QVERIFY(problems->text(i, ProblemsModel::MessageColumn).size() < 400);
    }
    const sgf::Collection &collection = window_->document()->collection;
    const sgf::Node last = collection.node(std::uint32_t(collection.nodeCount() - 1));
    controller->setCurrent(last); // false when it is the node shown already
    window_->repaint();
    check();
    QCOMPARE(controller->current(), last);
    window_->board()->setMoveNumbers(MoveNumbers::Off);
    QTest::keyClick(window_.get(), Qt::Key_Home);
    QVERIFY(window_->minimumSizeHint().height() <= baseline_.height() + 50);
}

// Text the file holds (a 1 MB N[] without spaces, a 4 MB PB) shows cut to a line: the title,
// the comment pane's name and the status bar neither grow with it nor widen the window.
void TestHostileWindow::hugeTextDoesNotWidenTheWindow()
{
    const QSize before = window_->size();
    namespace hostile = testdata::hostile;
    for (const std::string &text :
         {hostile::longValue("N", 1'000'000, false), hostile::longValue("PB", 4'000'000, false),
          hostile::longValue("GN", 1'000'000, true)}) {
        const QString path =
            testdata::writeFile(dir_, QStringLiteral("long.sgf"), QByteArray::fromStdString(text));
        QVERIFY2(open(path), qPrintable(window_->lastError()));
        QTest::keyClick(window_.get(), Qt::Key_Right);
        QTest::keyClick(window_.get(), Qt::Key_Home);
        window_->repaint();
        QVERIFY2(window_->windowTitle().size() < 1000, qPrintable(window_->windowTitle().left(80)));
        // The outline's rows nest no deeper than its bound, however deep the node (point 1).
        int depth = 0;
        for (QModelIndex up = window_->treeView()->currentIndex(); up.isValid(); up = up.parent())
            ++depth;
        QVERIFY2(depth <= int(TreeRows::maxNesting) + 2, qPrintable(QString::number(depth)));
        QVERIFY(window_->commentPane()->name().size() <= lineLimit + 1);
        QVERIFY2(window_->minimumSizeHint().width() <= baseline_.width() + 50,
                 qPrintable(QString::number(window_->minimumSizeHint().width())));
        QCOMPARE(window_->size(), before);
    }
}

void TestHostileWindow::restoredGeometryFitsTheScreen()
{
    const QSize available = window_->screen()->availableGeometry().size();
    window_->resize(available.width(), available.height());
    {
        // What a window widened to 32,767 pixels saved, restored by the next one.
        QWidget wide;
        wide.setGeometry(0, 0, 32767, 2000);
        QSettings().setValue(settingskeys::windowGeometry, wide.saveGeometry());
    }
    window_.reset();
    window_ = std::make_unique<MainWindow>();
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QVERIFY2(window_->width() <= available.width(), qPrintable(QString::number(window_->width())));
    QVERIFY(window_->height() <= available.height());
}

QTEST_MAIN(TestHostileWindow)
#include "tst_hostilewindow.moc"
