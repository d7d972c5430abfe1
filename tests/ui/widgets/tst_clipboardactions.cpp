// Edit > Copy and Paste in the real window: the SGF copies parse back to the tree they were
// written from (game, subtree) or to the variation written out by hand, on the clipboard as
// text and as application/x-go-sgf; the ASCII diagram of a known position compared in full;
// the board image at the board's size; paste opens text as a document without a file (here
// when the window is empty, else in a new window) and a file's URL as that file.
#include "models/gamecontroller.h"
#include "node_named.h"
#include "sgf/parser.h"
#include "widgets/boardwidget.h"
#include "widgets/clipboardactions.h"
#include "widgets/gametreeview.h"
#include "widgets/treemapview.h"
#include "window_fixture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>
#include <QUrl>

using namespace sgfview;

class TestClipboardActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void copiesParseBack_data();
    void copiesParseBack();
    void variationFollowsTheRememberedLine();
    void contextMenuCopiesTheNodeClicked_data();
    void contextMenuCopiesTheNodeClicked();
    void diagramOfAKnownPosition();
    void boardImageHasTheBoardsSize();
    void copiesNeedADocument();
    void pasteIntoAnEmptyWindow();
    void pasteBesideAShownDocument();
    void pasteAFileUrl();
    void pasteOfNoSgfSaysSo();

private:
    // The node named N[name] in the shown document.
    sgf::Node named(const char *name) const
    {
        return testdata::nodeNamed(window->controller()->collection(), name);
    }
    static QByteArray clipboardSgf()
    {
        return QGuiApplication::clipboard()->mimeData()->data(ClipboardActions::sgfMimeType);
    }

    QTemporaryDir dir;
    QString game;
    std::unique_ptr<MainWindow> window;
};

//  r - 1 - 2 - 3      (3 circles move 1)
//            \ 3b
static const QByteArray gameText = "(;GM[1]FF[4]SZ[9]PB[Black]PW[White]N[r];B[cc]N[1];W[gg]N[2]"
                                   "(;B[ee]N[3]CR[cc])(;B[ge]N[3b]C[other]))";

void TestClipboardActions::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
    game = testdata::writeFile(dir, QStringLiteral("game.sgf"), gameText);
}

void TestClipboardActions::init()
{
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, game));
}

void TestClipboardActions::cleanup()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget)) box->close();
    // Windows a paste opened, gathered first: deleting one deletes its dialogs.
    QList<MainWindow *> others;
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *other = qobject_cast<MainWindow *>(widget); other && other != window.get())
            others << other;
    qDeleteAll(others);
    window.reset();
}

void TestClipboardActions::copiesParseBack_data()
{
    QTest::addColumn<QString>("copy");
    QTest::addColumn<QByteArray>("at");
    QTest::addColumn<QByteArray>("source"); // the subtree the copy must equal
    QTest::newRow("game, from a node deep in it") << "game" << QByteArray("3") << QByteArray("r");
    QTest::newRow("subtree from the fork's parent")
        << "subtree" << QByteArray("2") << QByteArray("2");
    QTest::newRow("subtree of a leaf") << "subtree" << QByteArray("3b") << QByteArray("3b");
}

void TestClipboardActions::copiesParseBack()
{
    QFETCH(QString, copy);
    QFETCH(QByteArray, at);
    QFETCH(QByteArray, source);
    window->controller()->setCurrent(named(at.constData()));
    ClipboardActions *clipboard = window->clipboard();
    if (copy == "game")
        clipboard->copyGame();
    else
        clipboard->copySubtree();
    const QByteArray sgf = clipboardSgf();
    QVERIFY(!sgf.isEmpty());
    QCOMPARE(QGuiApplication::clipboard()->text().toUtf8(), sgf);
    const sgf::Collection copied = sgf::parseCollection(sgf.toStdString());
    QCOMPARE(copied.size(), std::size_t(1));
    QVERIFY(sgf::sameTree(copied[0].root(), named(source.constData())));
}

// The root to the current node, then the line Right follows: 3b, visited last.
void TestClipboardActions::variationFollowsTheRememberedLine()
{
    window->controller()->setCurrent(named("3b"));
    window->controller()->setCurrent(named("1"));
    window->clipboard()->copyVariation();
    QCOMPARE(clipboardSgf(), QByteArray("(;GM[1]FF[4]SZ[9]PB[Black]PW[White]N[r];B[cc]N[1];"
                                        "W[gg]N[2];B[ge]N[3b]C[other])"));
    QCOMPARE(QGuiApplication::clipboard()->text().toUtf8(), clipboardSgf());
}

// A right click on a row of the outline or a node of the map, away from the current node:
// Copy Subtree in its menu copies the subtree of the node clicked, which becomes current.
void TestClipboardActions::contextMenuCopiesTheNodeClicked_data()
{
    QTest::addColumn<QString>("view");
    QTest::newRow("outline") << "outline";
    QTest::newRow("map") << "map";
}

void TestClipboardActions::contextMenuCopiesTheNodeClicked()
{
    QFETCH(QString, view);
    window->controller()->setCurrent(named("1"));
    const sgf::Node target = named("3b");
    QWidget *viewport = nullptr;
    QPoint at;
    if (view == "outline") {
        GameTreeView *tree = window->treeView();
        tree->expandAll();
        const QModelIndex row = tree->indexOf(target);
        QVERIFY(row.isValid());
        tree->scrollTo(row);
        viewport = tree->viewport();
        at = tree->visualRect(row).center();
    } else {
        TreeMapView *map = window->treeMap();
        viewport = map->viewport();
        at = map->nodePosition(target.index()).toPoint();
        QCOMPARE(map->nodeAt(at), target.index());
    }
    bool copied = false;
    QTimer::singleShot(0, this, [&copied] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) return;
        for (QAction *action : menu->actions())
            if (action->text() == QLatin1String("Copy &Subtree as SGF")) {
                action->trigger();
                copied = true;
            }
        menu->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, viewport->mapToGlobal(at));
    QApplication::sendEvent(viewport, &event);
    QVERIFY(copied);
    QCOMPARE(window->controller()->current(), target);
    const sgf::Collection copiedTree = sgf::parseCollection(clipboardSgf().toStdString());
    QVERIFY(sgf::sameTree(copiedTree[0].root(), target));
}

// Written from Sensei's Library's markup: the three moves numbered on the empty board, the
// circle on move 1 left out (a numbered stone keeps its number), star points as ','.
void TestClipboardActions::diagramOfAKnownPosition()
{
    window->controller()->setCurrent(named("3"));
    window->clipboard()->copyDiagram();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("$$B Moves 1-3\n"
                                                                  "$$ +-------------------+\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ | . . 1 . . . , . . |\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ | . . . . 3 . . . . |\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ | . . , . . . 2 . . |\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ | . . . . . . . . . |\n"
                                                                  "$$ +-------------------+\n"));
    window->controller()->setCurrent(named("1"));
    window->clipboard()->copyDiagram();
    QVERIFY(QGuiApplication::clipboard()->text().startsWith(QStringLiteral("$$B Move 1\n")));
}

void TestClipboardActions::boardImageHasTheBoardsSize()
{
    window->board()->resize(321, 300);
    window->clipboard()->copyBoardImage();
    const QImage image = QGuiApplication::clipboard()->image();
    QCOMPARE(image.size(), QSize(321, 300));
    // Wood in the middle of the board, between the lines' crossings.
    const QColor middle = image.pixelColor(image.width() / 2 + 3, image.height() / 2 + 3);
    QVERIFY2(middle.red() > 150 && middle.blue() < 140, qPrintable(middle.name()));
}

void TestClipboardActions::copiesNeedADocument()
{
    window->closeDocument();
    for (QAction *action : window->clipboard()->copyActions()) QVERIFY(!action->isEnabled());
    QVERIFY(window->clipboard()->pasteAction()->isEnabled());
}

void TestClipboardActions::pasteIntoAnEmptyWindow()
{
    window->closeDocument();
    QGuiApplication::clipboard()->setText(QStringLiteral("(;SZ[9]PB[Pasted];B[ee])"));
    window->clipboard()->paste();
    QVERIFY(window->document());
    QCOMPARE(window->document()->path, QString());
    QCOMPARE(window->controller()->collection()[0].root().text("PB"), std::string("Pasted"));
    QVERIFY(window->windowTitle().startsWith(QStringLiteral("Pasted Game")));
    const auto reload = window->findChildren<QAction *>();
    for (QAction *action : reload)
        if (action->text() == QStringLiteral("Re&load")) QVERIFY(!action->isEnabled());
}

void TestClipboardActions::pasteBesideAShownDocument()
{
    auto *data = new QMimeData;
    data->setData(ClipboardActions::sgfMimeType, "(;SZ[13]PB[Other])");
    QGuiApplication::clipboard()->setMimeData(data);
    window->clipboard()->paste();
    QCOMPARE(window->document()->path, game); // this window keeps its file
    MainWindow *other = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *candidate = qobject_cast<MainWindow *>(widget);
            candidate && candidate != window.get())
            other = candidate;
    QVERIFY(other);
    QVERIFY(other->document());
    QCOMPARE(other->controller()->collection()[0].root().text("PB"), std::string("Other"));
}

void TestClipboardActions::pasteAFileUrl()
{
    window->closeDocument();
    auto *data = new QMimeData;
    data->setUrls({QUrl::fromLocalFile(game)});
    QGuiApplication::clipboard()->setMimeData(data);
    QSignalSpy shown(window.get(), &MainWindow::documentShown);
    window->clipboard()->paste();
    QVERIFY(QTest::qWaitFor([&] { return shown.count() > 0; }, 20000));
    QCOMPARE(window->document()->path, game);
}

void TestClipboardActions::pasteOfNoSgfSaysSo()
{
    window->closeDocument();
    QSignalSpy failed(window.get(), &MainWindow::loadFailed);
    QGuiApplication::clipboard()->setText(QStringLiteral("just some words"));
    window->clipboard()->paste();
    QCOMPARE(failed.count(), 1);
    QVERIFY2(window->lastError().startsWith(QStringLiteral("Cannot open the pasted text")),
             qPrintable(window->lastError()));
    QVERIFY(!window->document());
}

QTEST_MAIN(TestClipboardActions)
#include "tst_clipboardactions.moc"
