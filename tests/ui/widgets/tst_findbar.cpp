// Edit > Find in the real window, offscreen: Ctrl+F shows the bar, typing searches (and
// cancels the search before), the count follows, F3 / Shift+F3 and Enter / Shift+Enter go
// to the next and previous hit with a notice on wrapping, the comment pane highlights the
// hits, the results panel lists them and a double click goes there, Escape hides the bar.
#include "english_plurals.h"
#include "models/findsession.h"
#include "models/gamecontroller.h"
#include "widgets/commentpane.h"
#include "widgets/findbar.h"
#include "widgets/findresultspanel.h"
#include "widgets/shortcutsdialog.h"
#include "window_fixture.h"

#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>

using namespace sgfview;

class TestFindBar : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlFShowsTheBarEscapeHidesIt();
    void typingSearchesAndCounts();
    void f3AndEnterGoFromHitToHit();
    void commentPaneHighlightsTheHits();
    void resultsPanelListsAndGoes();
    void editMenuAndShortcuts();

private:
    bool searchFor(const QString &text)
    {
        bar()->patternField()->setText(text);
        return QTest::qWaitFor([this] { return !bar()->session()->isSearching(); }, 20000);
    }
    FindBar *bar() const { return window->findBar(); }
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
    const auto keys = [](QKeySequence::StandardKey key) {
        return QKeySequence(key).toString(QKeySequence::NativeText);
    };
    for (const QString &row :
         {QStringLiteral("Edit|Find|%1").arg(keys(QKeySequence::Find)),
          QStringLiteral("Edit|Find Next|%1").arg(keys(QKeySequence::FindNext)),
          QStringLiteral("Edit|Find Previous|%1").arg(keys(QKeySequence::FindPrevious))})
        QVERIFY2(rows.contains(row), qPrintable(rows.join('\n')));
}

QTEST_MAIN(TestFindBar)
#include "tst_findbar.moc"
