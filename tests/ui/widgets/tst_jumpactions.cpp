// The Go menu's jumps as the window runs them, on a hand-made tree: each action's key, and
// the node it lands on (stated by its number in document order).
#include "document_fixture.h"
#include "models/gamecontroller.h"
#include "sgf/parser.h"
#include "widgets/jumpactions.h"
#include "widgets/shortcutsdialog.h"

#include <QAction>
#include <QMenu>
#include <QTest>
#include <QWidget>

using namespace sgfview;

// Node numbers in document order, with move numbers:
//   0 root (C) - 1 B1 - 2 W2 TE - 3 B3 C - 4 W4 - 5 B5 ... - 14 B14      (the first line)
//                            \ 15 B3 - 16 W4 BM C - 17 B5 - 18 W6
//   second game: 19 root - 20 B1 (C)
static QByteArray treeText()
{
    QByteArray text = "(;GM[1]SZ[19]C[root];B[aa];W[ba]TE[1](;B[ca]C[main]";
    const char columns[] = "defghijklmn";
    for (int i = 0; i < 11; ++i) // moves 4 to 14
        text += QByteArray(i % 2 ? ";B[" : ";W[") + columns[i] + "a]";
    text += ")(;B[cb];W[db]BM[1]C[var];B[eb];W[fb]))(;GM[1];B[aa]C[second])";
    return text;
}

class TestJumpActions : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void keys_data();
    void keys();
    void commentsAndAnnotations();
    void mainLineAndTenMoves();
    void moveVariationAndPlace();

private:
    void goTo(int node) { controller->setCurrent(controller->collection().node(uint(node))); }
    int current() const { return int(controller->current().index()); }

    GameController *controller = nullptr;
    QWidget *window = nullptr;
    QMenu *menu = nullptr;
    JumpActions *jumps = nullptr;
};

void TestJumpActions::init()
{
    controller = new GameController;
    window = new QWidget;
    menu = new QMenu(QStringLiteral("&Go"), window);
    jumps = new JumpActions(controller, menu, window);
    testdata::show(*controller, sgf::parseCollection(treeText().toStdString()));
}

void TestJumpActions::cleanup()
{
    delete window;
    delete controller;
}

void TestJumpActions::keys_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QKeySequence>("keys");
    QTest::newRow("next comment") << "Next Comment" << QKeySequence(Qt::Key_F4);
    QTest::newRow("previous comment") << "Previous Comment" << QKeySequence(Qt::SHIFT | Qt::Key_F4);
    QTest::newRow("next annotated") << "Next Annotated Move" << QKeySequence(Qt::Key_F2);
    QTest::newRow("previous annotated")
        << "Previous Annotated Move" << QKeySequence(Qt::SHIFT | Qt::Key_F2);
    QTest::newRow("main line") << "Back to the Main Line" << QKeySequence(Qt::CTRL | Qt::Key_M);
    QTest::newRow("ten on") << "10 Moves Forward" << QKeySequence(Qt::Key_PageDown);
    QTest::newRow("ten back") << "10 Moves Back" << QKeySequence(Qt::Key_PageUp);
    QTest::newRow("move") << "Go to Move..." << QKeySequence(Qt::CTRL | Qt::Key_G);
    QTest::newRow("variation") << "Go to Variation..."
                               << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G);
    QTest::newRow("place") << "Go to Line and Column..." << QKeySequence(Qt::CTRL | Qt::Key_L);
}

void TestJumpActions::keys()
{
    QFETCH(QString, text);
    QFETCH(QKeySequence, keys);
    QAction *found = nullptr;
    for (QAction *action : menu->actions())
        if (action->text().remove('&') == text) found = action;
    QVERIFY2(found, qPrintable(text));
    QCOMPARE(found->shortcut(), keys);
    QVERIFY(window->actions().contains(found)); // works with the menu bar hidden
    // Listed in Help > Keyboard Shortcuts, which reads the menus (without the dots of a dialog).
    const QStringList rows = ShortcutsDialog({menu->menuAction()}).rows();
    const QString row = QStringLiteral("Go|%1|%2")
                            .arg(QString(text).remove(QStringLiteral("...")),
                                 keys.toString(QKeySequence::NativeText));
    QVERIFY2(rows.contains(row), qPrintable(rows.join('\n')));
}

void TestJumpActions::commentsAndAnnotations()
{
    QCOMPARE(current(), 0);
    QVERIFY(jumps->nextComment());
    QCOMPARE(current(), 3);
    QVERIFY(jumps->nextComment());
    QCOMPARE(current(), 16);
    QVERIFY(jumps->nextComment());
    QCOMPARE(current(), 20); // into the next game
    QVERIFY(!jumps->nextComment());
    QCOMPARE(current(), 20);
    QVERIFY(jumps->previousComment());
    QCOMPARE(current(), 16);
    goTo(0);
    QVERIFY(jumps->nextAnnotated());
    QCOMPARE(current(), 2);
    QVERIFY(jumps->nextAnnotated());
    QCOMPARE(current(), 16);
    QVERIFY(!jumps->nextAnnotated());
    QVERIFY(jumps->previousAnnotated());
    QCOMPARE(current(), 2);
}

void TestJumpActions::mainLineAndTenMoves()
{
    goTo(18); // W6 in the variation
    QVERIFY(jumps->mainLine());
    QCOMPARE(current(), 6); // move 6 of the first line
    goTo(1);
    QVERIFY(jumps->tenMovesOn());
    QCOMPARE(current(), 11); // move 11
    QVERIFY(jumps->tenMovesOn());
    QCOMPARE(current(), 14); // the line ends at move 14
    QVERIFY(jumps->tenMovesBack());
    QCOMPARE(current(), 4);
    QVERIFY(jumps->tenMovesBack());
    QCOMPARE(current(), 0);
    // Ten on follows the line Right follows: from the variation, its own moves.
    goTo(15);
    QVERIFY(jumps->tenMovesOn());
    QCOMPARE(current(), 18);
}

void TestJumpActions::moveVariationAndPlace()
{
    goTo(17);
    QVERIFY(jumps->goToMove(2));
    QCOMPARE(current(), 2);
    QVERIFY(jumps->goToVariation(QStringLiteral("2")));
    QCOMPARE(current(), 15);
    QVERIFY(jumps->goToVariation(QStringLiteral(" 1 ")));
    QCOMPARE(current(), 3);
    QVERIFY(!jumps->goToVariation(QStringLiteral("3")));
    QCOMPARE(current(), 3);
    // Line 1, column 31 is inside W[ba]: "(;GM[1]SZ[19]C[root];B[aa];W[ba]", its "[" at 29.
    QVERIFY(jumps->goToPlace(1, 31));
    QCOMPARE(current(), 2);
    QVERIFY(!jumps->goToPlace(2, 1)); // there is one line
}

QTEST_MAIN(TestJumpActions)
#include "tst_jumpactions.moc"
