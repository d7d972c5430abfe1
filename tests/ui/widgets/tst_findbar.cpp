// Edit > Find in the real window, offscreen: Ctrl+F shows the bar, typing searches (and
// cancels the search before), the count follows, F3 / Shift+F3 and Enter / Shift+Enter go
// to the next and previous hit with a notice on wrapping, the comment pane highlights the
// hits, the results panel lists them and a double click goes there, Escape hides the bar;
// Ctrl+click on the board finds the stones played at the point.
#include "english_plurals.h"
#include "models/findsession.h"
#include "models/gamecontroller.h"
#include "models/treemap.h"
#include "widgets/boardwidget.h"
#include "widgets/commentpane.h"
#include "widgets/findbar.h"
#include "widgets/findresultspanel.h"
#include "widgets/gametreeview.h"
#include "widgets/shortcutsdialog.h"
#include "widgets/treemapview.h"
#include "window_fixture.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QToolButton>

using namespace sgfview;

class TestFindBar : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlFShowsTheBarEscapeHidesIt();
    void typingSearchesAndCounts();
    void optionsReachTheSearch();
    void f3AndEnterGoFromHitToHit();
    void commentPaneHighlightsTheHits();
    void resultsPanelListsAndGoes();
    void editMenuAndShortcuts();
    void ctrlClickFindsThePointsMoves();
    void hitsMarkedOnTheMapAndInTheOutline();

private:
    bool searchFor(const QString &text)
    {
        bar()->patternField()->setText(text);
        return searchEnded();
    }
    bool searchEnded()
    {
        return QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000);
    }
    FindBar *bar() const { return window->findBar(); }
    // The bar's widgets as the user sees them: a button by its tool tip, a box by an item.
    QToolButton *option(const QString &toolTip) const
    {
        for (QToolButton *button : bar()->findChildren<QToolButton *>())
            if (button->toolTip() == toolTip) return button;
        return nullptr;
    }
    QComboBox *box(const QString &item) const
    {
        for (QComboBox *box : bar()->findChildren<QComboBox *>())
            if (box->findText(item) >= 0) return box;
        return nullptr;
    }
    // The hits once the search that the last change started has ended.
    std::size_t hitsNow() { return searchEnded() ? bar()->session()->hitCount() : std::size_t(-1); }
    QString currentName() const
    {
        return QString::fromStdString(window->controller()->current().text("N"));
    }

    QTemporaryDir dir;
    QString game;
    std::unique_ptr<MainWindow> window;
};

// Nodes in document order: r, 1, a, b (a variation of a), g2 (second game).
static const QByteArray gameText =
    "(;GM[1]SZ[19]N[r]C[Tenuki at once]"
    ";B[pd]N[1]C[a quiet move](;W[dp]N[a]C[tenuki, then tenuki again])(;W[dd]N[b]C[no]))"
    "(;GM[1]N[g2]C[TENUKI])";

void TestFindBar::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
    QVERIFY(testdata::installEnglishPlurals());
    game = testdata::writeFile(dir, QStringLiteral("game.sgf"), gameText);
}

void TestFindBar::init()
{
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, game));
}

void TestFindBar::cleanup()
{
    window.reset();
}

void TestFindBar::ctrlFShowsTheBarEscapeHidesIt()
{
    QVERIFY(bar()->isHidden());
    QTest::keyClick(window.get(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(bar()->isVisible());
    QVERIFY(bar()->patternField()->hasFocus());
    QTest::keyClick(bar()->patternField(), Qt::Key_Escape);
    QVERIFY(bar()->isHidden());
}

void TestFindBar::typingSearchesAndCounts()
{
    bar()->activate();
    // Case is ignored by default: three comments, four hits.
    QVERIFY(searchFor(QStringLiteral("tenuki")));
    QCOMPARE(bar()->countText(), QStringLiteral("4 hits"));
    QVERIFY(searchFor(QStringLiteral("tenuki again")));
    QCOMPARE(bar()->countText(), QStringLiteral("1 hit"));
    QVERIFY(searchFor(QStringLiteral("joseki")));
    QCOMPARE(bar()->countText(), QStringLiteral("No hits"));
    QVERIFY(searchFor(QString()));
    QCOMPARE(bar()->countText(), QString());
}

// Each of the bar's options, clicked as a user would, changes what is found: the hits are
// counted in gameText by hand.
void TestFindBar::optionsReachTheSearch()
{
    window->resize(1600, 900); // room for every field of the bar, none in its overflow menu
    bar()->activate();
    QToolButton *matchCase = option(QStringLiteral("Match case"));
    QToolButton *wholeWord = option(QStringLiteral("Whole words only"));
    QToolButton *regex = option(QStringLiteral("Regular expression"));
    QComboBox *scope = box(QStringLiteral("Any value"));
    QComboBox *games = box(QStringLiteral("This game"));
    QVERIFY(matchCase && wholeWord && regex && scope && games);
    QLineEdit *identifier = nullptr;
    for (QLineEdit *field : bar()->findChildren<QLineEdit *>())
        if (field->placeholderText() == QStringLiteral("ID")) identifier = field;
    QVERIFY(identifier);
    QVERIFY(identifier->isHidden()); // until the scope is one property

    QVERIFY(searchFor(QStringLiteral("tenuki")));
    QCOMPARE(hitsNow(), 4u); // Tenuki, tenuki twice, TENUKI
    matchCase->click();
    QCOMPARE(hitsNow(), 2u);
    matchCase->click();
    games->setCurrentText(QStringLiteral("This game"));
    QCOMPARE(hitsNow(), 3u); // not the second game's
    games->setCurrentText(QStringLiteral("All games"));

    QVERIFY(searchFor(QStringLiteral("tenuk")));
    QCOMPARE(hitsNow(), 4u);
    wholeWord->click();
    QCOMPARE(hitsNow(), 0u);
    wholeWord->click();

    QVERIFY(searchFor(QStringLiteral("ten.ki")));
    QCOMPARE(hitsNow(), 0u); // a plain search takes the dot as a dot
    regex->click();
    QCOMPARE(hitsNow(), 4u);
    regex->click();

    // B[pd] is a value, not a comment or a name; as one property, "b" means B.
    QVERIFY(searchFor(QStringLiteral("pd")));
    QCOMPARE(hitsNow(), 0u);
    scope->setCurrentText(QStringLiteral("Any value"));
    QCOMPARE(hitsNow(), 1u);
    scope->setCurrentIndex(scope->count() - 1); // Property:
    QTRY_VERIFY(identifier->isVisible());
    identifier->setText(QStringLiteral("b"));
    QCOMPARE(hitsNow(), 1u);
    identifier->setText(QStringLiteral("W"));
    QCOMPARE(hitsNow(), 0u);
}

void TestFindBar::f3AndEnterGoFromHitToHit()
{
    bar()->activate();
    QVERIFY(searchFor(QStringLiteral("tenuki")));
    QTest::keyClick(window.get(), Qt::Key_F3);
    QCOMPARE(currentName(), QStringLiteral("r"));
    QCOMPARE(bar()->countText(), QStringLiteral("1 of 4"));
    QTest::keyClick(bar()->patternField(), Qt::Key_Return);
    QCOMPARE(currentName(), QStringLiteral("a"));
    QCOMPARE(bar()->countText(), QStringLiteral("2 of 4"));
    QTest::keyClick(bar()->patternField(), Qt::Key_Return);
    QCOMPARE(currentName(), QStringLiteral("a")); // its second hit
    QCOMPARE(bar()->countText(), QStringLiteral("3 of 4"));
    QTest::keyClick(window.get(), Qt::Key_F3);
    QCOMPARE(currentName(), QStringLiteral("g2"));
    QTest::keyClick(window.get(), Qt::Key_F3);
    QCOMPARE(currentName(), QStringLiteral("r"));
    QCOMPARE(bar()->countText(), QStringLiteral("1 of 4 (wrapped around)"));
    QTest::keyClick(bar()->patternField(), Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(currentName(), QStringLiteral("g2"));
    QCOMPARE(bar()->countText(), QStringLiteral("4 of 4 (wrapped around)"));
    QTest::keyClick(window.get(), Qt::Key_F3, Qt::ShiftModifier);
    QCOMPARE(currentName(), QStringLiteral("a"));
    QCOMPARE(bar()->countText(), QStringLiteral("3 of 4"));
}

void TestFindBar::commentPaneHighlightsTheHits()
{
    bar()->activate();
    QVERIFY(searchFor(QStringLiteral("tenuki")));
    bar()->findNext(); // r
    bar()->findNext(); // a
    QCOMPARE(window->commentPane()->comment(), QStringLiteral("tenuki, then tenuki again"));
    // Characters 0-6 and 13-19.
    QCOMPARE(window->commentPane()->commentHighlights(),
             (std::vector<std::pair<int, int>>{{0, 6}, {13, 6}}));
    window->controller()->setCurrent(window->controller()->collection().node(3)); // b: no hit
    QVERIFY(window->commentPane()->commentHighlights().empty());
    bar()->hide(); // hidden, nothing stays marked
    window->controller()->setCurrent(window->controller()->collection().node(2));
    QVERIFY(window->commentPane()->commentHighlights().empty());
}

void TestFindBar::resultsPanelListsAndGoes()
{
    bar()->activate();
    QVERIFY(searchFor(QStringLiteral("tenuki")));
    auto *panel = window->findChild<FindResultsPanel *>();
    QVERIFY(panel);
    auto *dock = window->findChild<QDockWidget *>(QStringLiteral("findResultsDock"));
    QVERIFY(dock);
    dock->show();
    const QAbstractItemModel *model = panel->model();
    QCOMPARE(model->rowCount(), 4);
    QStringList rows;
    for (int row = 0; row < model->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < model->columnCount(); ++column)
            cells << model->index(row, column).data().toString();
        rows << cells.join('|');
    }
    const QStringList expected{
        "1|0|Root, in C|Tenuki at once",
        "1|2|W D4, in C|tenuki, then tenuki again",
        "1|2|W D4, in C|tenuki, then tenuki again",
        "2|0|Root, in C|TENUKI",
    };
    QCOMPARE(rows, expected);
    const QModelIndex g2 = model->index(3, 0);
    QVERIFY(QTest::qWaitFor([&] {
        panel->scrollTo(g2);
        return panel->viewport()->rect().contains(panel->visualRect(g2).center());
    }));
    const QRect cell = panel->visualRect(g2);
    QTest::mouseClick(panel->viewport(), Qt::LeftButton, {}, cell.center());
    QTest::mouseDClick(panel->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(currentName(), QStringLiteral("g2"));
}

void TestFindBar::editMenuAndShortcuts()
{
    const QStringList rows = ShortcutsDialog(window->menuBar()->actions()).rows();
    const auto keys = [](const QKeySequence &key) {
        return key.toString(QKeySequence::NativeText);
    };
    for (const QString &row :
         {QStringLiteral("Edit|Find|%1").arg(keys(QKeySequence::Find)),
          QStringLiteral("Edit|Find Next|%1").arg(keys(Qt::Key_F3)),
          QStringLiteral("Edit|Find Previous|%1").arg(keys(Qt::SHIFT | Qt::Key_F3))})
        QVERIFY2(rows.contains(row), qPrintable(rows.join('\n')));
}

// The board's Ctrl+click is a search by point, not a step: at node 1 the click on D4 (dp, the
// child a's move) stays, and the bar finds the one white stone played there.
void TestFindBar::ctrlClickFindsThePointsMoves()
{
    window->controller()->setCurrent(window->controller()->collection().node(1));
    BoardWidget *board = window->board();
    const QPoint d4 = board->pointPosition({3, 15}).toPoint();
    QTest::mouseClick(board, Qt::LeftButton, Qt::ControlModifier, d4);
    QCOMPARE(currentName(), QStringLiteral("1"));
    QVERIFY(bar()->isVisible());
    QVERIFY(QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000));
    QCOMPARE(bar()->countText(), QStringLiteral("1 hit"));
    QComboBox *choice = bar()->pointChoice();
    QVERIFY(choice->isVisibleTo(bar()));
    QCOMPARE(choice->currentText(), QStringLiteral("Stones played at D4"));
    bar()->findNext();
    QCOMPARE(currentName(), QStringLiteral("a"));
    choice->setCurrentIndex(1); // black only
    QVERIFY(QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000));
    QCOMPARE(bar()->countText(), QStringLiteral("No hits"));
    choice->setCurrentIndex(2); // white only
    QVERIFY(QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000));
    QCOMPARE(bar()->countText(), QStringLiteral("1 hit"));
    // Typing goes back to finding text.
    QTest::keyClicks(bar()->patternField(), QStringLiteral("tenuki"));
    QVERIFY(QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000));
    QVERIFY(!choice->isVisibleTo(bar()));
    QCOMPARE(bar()->countText(), QStringLiteral("4 hits"));
    // A plain click on the point of a next move still goes there (the bar, shown since, took
    // room from the board).
    window->controller()->setCurrent(window->controller()->collection().node(1));
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointPosition({3, 15}).toPoint());
    QCOMPARE(currentName(), QStringLiteral("a"));
}

// The nodes with hits (r, a, g2) are marked on the map and tinted in the outline; the others
// (1, b) are not, and nothing stays marked once the bar is closed.
void TestFindBar::hitsMarkedOnTheMapAndInTheOutline()
{
    bar()->activate();
    QVERIFY(searchFor(QStringLiteral("tenuki")));
    const sgf::Collection &collection = window->controller()->collection();
    GameTreeView *outline = window->treeView();
    const TreeMap *map = window->treeMap()->map();
    for (const std::uint32_t node : {0u, 2u, 4u}) {
        QVERIFY(outline->isMarked(collection.node(node)));
        QVERIFY(map->isMarked(node));
    }
    for (const std::uint32_t node : {1u, 3u}) {
        QVERIFY(!outline->isMarked(collection.node(node)));
        QVERIFY(!map->isMarked(node));
    }
    // Drawn: the end of the root's row (past its text) takes the tint, node 1's stays as it
    // was. The current row (b) is the selected one, whose colour is the style's.
    window->controller()->setCurrent(collection.node(3));
    const QImage shown = outline->viewport()->grab().toImage();
    const auto rowEnd = [&](std::uint32_t node) {
        const QRect row = outline->visualRect(outline->indexOf(collection.node(node)));
        return shown.pixelColor(outline->viewport()->width() - 2, row.center().y());
    };
    QVERIFY2(rowEnd(0).blue() <= 120, qPrintable(rowEnd(0).name()));
    QVERIFY2(rowEnd(1).blue() >= 200, qPrintable(rowEnd(1).name()));
    bar()->hide();
    QVERIFY(!outline->isMarked(collection.node(0)));
    QVERIFY(!map->isMarked(0));
}

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
