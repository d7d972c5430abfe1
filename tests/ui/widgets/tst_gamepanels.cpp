// The game info and game list panels in the real window, offscreen: the list appears for
// collections with a row per game, sorts and filters, and activating a row changes the game
// and the title; the info panel shows the current game's information; the tree can show
// only the current game and keeps doing so through Next/Previous Game.
#include "english_plurals.h"
#include "models/gamecontroller.h"
#include "models/gameinfo.h"
#include "models/gamelistmodel.h"
#include "models/gametreemodel.h"
#include "shared_data.h"
#include "widgets/celldelegate.h"
#include "widgets/gameinfopanel.h"
#include "widgets/gamelistfilter.h"
#include "widgets/gamelistpanel.h"
#include "widgets/gametreeview.h"
#include "window_fixture.h"

#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenuBar>
#include <QTableView>
#include <QTextCursor>

using namespace sgfview;

class TestGamePanels : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void listAppearsForCollectionsOnly();
    void sortingByClickingTheHeader();
    void filtering();
    void filteringByGameInfo();
    void activatingARowChangesTheGame();
    void listFollowsTheCurrentGame();
    void hugeCollectionIsListedInTurns();
    void numbersAreNeverCut();
    void fewRowsAreMeasured();
    void infoPanelShowsTheCurrentGame();
    void infoPanelKeyToggles();
    void treeShowsOnlyTheCurrentGame();
    void foxCollection();

private:
    QDockWidget *dock(const char *name) const
    {
        return window->findChild<QDockWidget *>(QLatin1String(name));
    }
    QAction *viewAction(const QString &text) const
    {
        for (QAction *menu : window->menuBar()->actions()) {
            if (menu->text() != QLatin1String("&View")) continue;
            for (QAction *action : menu->menu()->actions())
                if (action->text().remove('&') == text) return action;
        }
        return nullptr;
    }
    QStringList listColumn(int column) const
    {
        const QAbstractItemModel *model = window->gameListPanel()->view()->model();
        QStringList values;
        for (int row = 0; row < model->rowCount(); ++row)
            values << model->index(row, column).data().toString();
        return values;
    }
    void activateListRow(int row)
    {
        QTableView *view = window->gameListPanel()->view();
        view->setCurrentIndex(view->model()->index(row, 0));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Return);
    }

    QTemporaryDir dir;
    QString collection, single;
    std::unique_ptr<MainWindow> window;
};

static const QByteArray collectionText =
    "(;GM[1]FF[4]PB[Honinbo Shusaku]BR[4d]PW[Inoue Gennan Inseki]RE[B+2]DT[1846-09-11]"
    "GN[Ear-reddening game]EV[Castle game]KM[0];B[qd];W[dc];B[pq])"
    "(;GM[1]FF[4]PB[Go Seigen]PW[Honinbo Shusai]RE[W+2]DT[1933-10-16]EV[Jiji Shimpo];B[cc])"
    "(;GM[1]FF[4]PB[AlphaGo]PW[Lee Sedol]RE[W+R]DT[2016-03-13]TM[7200];B[pd];W[dd])"
    "(;GM[1]FF[4]PB[Lee Sedol]PW[AlphaGo]RE[B+R]DT[2016-03-15];B[pd](;W[dp])(;W[dd]))";

void TestGamePanels::initTestCase()
{
    QVERIFY(dir.isValid());
    QVERIFY(testdata::installEnglishPlurals()); // "%n hour(s)" reads "1 hour", "2 hours"
    testdata::isolateSettings(dir);
    collection = testdata::writeFile(dir, QStringLiteral("four.sgf"), collectionText);
    single = testdata::writeFile(dir, QStringLiteral("one.sgf"), "(;PB[Solo]RE[B+R];B[aa])");
}

void TestGamePanels::init()
{
    QSettings().clear();
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(testdata::openAndWait(*window, collection));
}

void TestGamePanels::cleanup()
{
    window.reset();
}

void TestGamePanels::listAppearsForCollectionsOnly()
{
    QVERIFY(dock("gameListDock")->isVisible());
    QCOMPARE(window->gameListPanel()->view()->model()->rowCount(), 4);
    QCOMPARE(listColumn(GameListModel::BlackColumn),
             (QStringList{"Honinbo Shusaku (4d)", "Go Seigen", "AlphaGo", "Lee Sedol"}));
    QVERIFY(viewAction("Game List"));
    QVERIFY(testdata::openAndWait(*window, single));
    QVERIFY(!dock("gameListDock")->isVisible());
    QVERIFY(testdata::openAndWait(*window, collection));
    QVERIFY(dock("gameListDock")->isVisible());
}

void TestGamePanels::sortingByClickingTheHeader()
{
    QHeaderView *header = window->gameListPanel()->view()->horizontalHeader();
    const auto click = [header](int column) {
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
                          QPoint(header->sectionViewportPosition(column) + 5, 5));
    };
    click(GameListModel::WhiteColumn);
    QCOMPARE(listColumn(GameListModel::WhiteColumn),
             (QStringList{"AlphaGo", "Honinbo Shusai", "Inoue Gennan Inseki", "Lee Sedol"}));
    click(GameListModel::NumberColumn);
    const QStringList ascending = listColumn(GameListModel::NumberColumn);
    click(GameListModel::NumberColumn);
    const QStringList descending = listColumn(GameListModel::NumberColumn);
    QCOMPARE(ascending, (QStringList{"1", "2", "3", "4"}));
    QCOMPARE(descending, (QStringList{"4", "3", "2", "1"}));
}

void TestGamePanels::filtering()
{
    QLineEdit *filter = window->gameListPanel()->filterEdit();
    QTest::keyClicks(filter, QStringLiteral("alphago"));
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn), (QStringList{"3", "4"}));
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("castle")); // the event, not a column
    QTest::keyClick(filter, Qt::Key_Return);            // at once, without the typing pause
    QCOMPARE(listColumn(GameListModel::NumberColumn), QStringList{"1"});
    filter->clear();
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn).size(), 4);
}

// The fields under the filter box: a player by the start of the name in either colour, dates
// from and to, a result; a date that is none is marked and not used.
void TestGamePanels::filteringByGameInfo()
{
    GameListFilter *fields = window->gameListPanel()->fields();
    QTest::keyClicks(fields->playerField(), QStringLiteral("lee"));
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn), (QStringList{"3", "4"}));
    fields->resultChoice()->setCurrentIndex(1); // Black wins
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn), QStringList{"4"});
    fields->playerField()->clear();
    fields->resultChoice()->setCurrentIndex(0);
    QTest::keyClicks(fields->fromField(), QStringLiteral("1900"));
    QTest::keyClicks(fields->toField(), QStringLiteral("2016-03-14"));
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn), (QStringList{"2", "3"}));
    fields->toField()->setText(QStringLiteral("14.3.2016")); // not used: from 1900 only
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn), (QStringList{"2", "3", "4"}));
    QVERIFY(fields->toField()->property("unusedDate").toBool());
    QVERIFY(!fields->fromField()->property("unusedDate").toBool());
    fields->fromField()->clear();
    fields->toField()->clear();
    QTRY_COMPARE(listColumn(GameListModel::NumberColumn).size(), 4);
}

void TestGamePanels::activatingARowChangesTheGame()
{
    window->gameListPanel()->view()->sortByColumn(GameListModel::NumberColumn, Qt::DescendingOrder);
    activateListRow(1); // game 3
    const sgf::Collection &games = window->document()->collection;
    QCOMPARE(window->controller()->current(), games[2].root());
    QCOMPARE(window->windowTitle(),
             QStringLiteral("four.sgf — AlphaGo (B) vs Lee Sedol (W) — W+R — sgfview"));
    // From a move inside a game, its own row goes back to its root.
    window->controller()->nextMove();
    activateListRow(1);
    QCOMPARE(window->controller()->current(), games[2].root());
}

void TestGamePanels::listFollowsTheCurrentGame()
{
    QTableView *list = window->gameListPanel()->view();
    QCOMPARE(list->currentIndex().row(), 0);
    window->controller()->nextGame();
    window->controller()->nextGame();
    QCOMPARE(list->currentIndex().data().toInt(), 3);
    list->sortByColumn(GameListModel::NumberColumn, Qt::DescendingOrder);
    window->controller()->nextGame();
    QCOMPARE(list->currentIndex().data().toInt(), 4);
    QCOMPARE(list->currentIndex().row(), 0);
    // Following does not activate: the current node stays where it is.
    window->controller()->nextMove();
    QCOMPARE(window->controller()->current().raw("B"), std::string_view("pd"));
}

// More games than the list takes in one turn of the event loop: never more rows at once than
// that, all listed in a few turns, and the shown game's row current once it is listed.
void TestGamePanels::hugeCollectionIsListedInTurns()
{
    const int games = int(GameListPanel::rowsPerTurn) * 2 + 3;
    QByteArray text;
    for (int game = 0; game < games; ++game) text += "(;GM[1])";
    const QString path = testdata::writeFile(dir, QStringLiteral("huge.sgf"), text);
    GameListModel *model = window->gameListPanel()->model();
    QList<int> rowsAtOnce;
    connect(model, &QAbstractItemModel::modelReset, this, [&] { rowsAtOnce << model->rowCount(); });
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [&](const QModelIndex &, int first, int last) { rowsAtOnce << last - first + 1; });
    QVERIFY(testdata::openAndWait(*window, path));
    window->controller()->setCurrent(window->controller()->collection()[games - 1].root());
    QTableView *view = window->gameListPanel()->view();
    QTRY_COMPARE(view->model()->rowCount(), games);
    QCOMPARE(view->currentIndex().data().toInt(), games);
    model->disconnect(this);
    QVERIFY(rowsAtOnce.size() >= 3);
    for (const int rows : rowsAtOnce) QVERIFY(rows <= int(GameListPanel::rowsPerTurn));
}

// The number column is as wide as the last game's number, though the first rows laid out are
// 1, 2, 3...: game 2,744 of a collection showed as "27...".
void TestGamePanels::numbersAreNeverCut()
{
    const int games = 12'345;
    QByteArray text;
    for (int game = 0; game < games; ++game) text += "(;GM[1]PB[Ann])";
    QVERIFY(testdata::openAndWait(*window, testdata::writeFile(dir, "numbers.sgf", text)));
    QTableView *view = window->gameListPanel()->view();
    auto *delegate = qobject_cast<CellDelegate *>(view->itemDelegate());
    QVERIFY(delegate);
    for (const int row : {0, games - 1}) {
        const QModelIndex index = view->model()->index(row, GameListModel::NumberColumn);
        QCOMPARE(index.data().toInt(), row + 1);
        view->scrollTo(index);
        QStyleOptionViewItem option;
        option.initFrom(view->viewport());
        option.widget = view;
        QVERIFY(delegate->sizeHint(option, index).width() <=
                view->columnWidth(GameListModel::NumberColumn));
    }
}

namespace {

class CountingDelegate : public CellDelegate {
public:
    using CellDelegate::CellDelegate;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        ++measured;
        return CellDelegate::sizeHint(option, index);
    }
    mutable int measured = 0;
};

} // namespace

// The columns fitted to their contents (result, date) measure a bounded number of rows, also
// while the list is hidden: a list still hidden when 1,000,000 games arrived measured the
// first 250,000 rows of each, for 1.2 s.
void TestGamePanels::fewRowsAreMeasured()
{
    const int games = 20'000;
    QByteArray text;
    for (int game = 0; game < games; ++game) text += "(;GM[1]PB[Ann]RE[B+R]DT[2026-12-05])";
    const QString path = testdata::writeFile(dir, "measured.sgf", text);
    QVERIFY(testdata::openAndWait(*window, single));
    QTableView *view = window->gameListPanel()->view();
    QVERIFY(!view->isVisible());
    auto *counting = new CountingDelegate(view);
    view->setItemDelegate(counting);
    QVERIFY(testdata::openAndWait(*window, path));
    QTRY_COMPARE(view->model()->rowCount(), games);
    QVERIFY(view->isVisible());
    QTest::qWait(50); // the header's delayed resizes
    QVERIFY(counting->measured > 0);
    // Two columns, a bounded number of rows each time the header lays them out (a few times
    // as the rows arrive and the list shows): not every row.
    QVERIFY2(counting->measured <= 2 * 8 * GameListPanel::rowsMeasured,
             qPrintable(QString::number(counting->measured)));
}

void TestGamePanels::infoPanelShowsTheCurrentGame()
{
    GameInfoPanel *panel = window->gameInfoPanel();
    QVERIFY(panel->text().contains(QStringLiteral("Black wins by 2 points")));
    QVERIFY(panel->text().contains(QStringLiteral("Honinbo Shusaku (4d)")));
    window->controller()->nextGame();
    window->controller()->nextGame();
    QVERIFY(panel->text().contains(QStringLiteral("White wins by resignation")));
    QVERIFY(panel->text().contains(QStringLiteral("2 hours")));
    QVERIFY(!panel->text().contains(QStringLiteral("Shusaku")));
    window->controller()->nextGame();
    QVERIFY2(panel->text().contains(QStringLiteral("Black wins by resignation")),
             qPrintable(panel->text()));
    QCOMPARE(panel->info().value("PB"), QStringLiteral("Lee Sedol"));
    panel->copyAll();
    QVERIFY(QGuiApplication::clipboard()->text().contains(
        QStringLiteral("Result: Black wins by resignation")));
    QGuiApplication::clipboard()->clear();
    panel->selectAll();
    panel->copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), panel->info().toText());
    QTextCursor part = panel->textCursor();
    part.setPosition(5);
    part.setPosition(9, QTextCursor::KeepAnchor);
    panel->setTextCursor(part);
    panel->copy();
    // A part copies as selected: here the first row's cells, nothing of the rest.
    QCOMPARE(QGuiApplication::clipboard()->text().trimmed(), QStringLiteral("Black\nLee Sedol"));
    window->closeDocument();
    QCOMPARE(panel->text(), QString());
}

void TestGamePanels::infoPanelKeyToggles()
{
    QDockWidget *info = dock("gameInfoDock");
    QVERIFY(info);
    QVERIFY(!info->isVisible());
    QVERIFY(viewAction("Game Info"));
    window->activateWindow();
    window->treeView()->setFocus();
    QTest::keyClick(window->treeView(), Qt::Key_I, Qt::ControlModifier);
    QVERIFY(info->isVisible());
    QTest::keyClick(window->treeView(), Qt::Key_I, Qt::ControlModifier);
    QVERIFY(!info->isVisible());
}

void TestGamePanels::treeShowsOnlyTheCurrentGame()
{
    // On by default (issue 16, point 10: the game list lists every game already).
    QAction *only = viewAction("Show Only the Current Game in the Tree");
    QVERIFY(only);
    QVERIFY(only->isChecked());
    GameTreeView *tree = window->treeView();
    QVERIFY(tree->currentGameOnly());
    QCOMPARE(tree->model()->rowCount(), 1);
    const auto currentRow = [tree] {
        return tree->currentIndex().siblingAtColumn(GameTreeModel::NodeColumn).data().toString();
    };
    only->trigger();
    QVERIFY(!tree->currentGameOnly());
    QCOMPARE(tree->model()->rowCount(), 4);
    QVERIFY(!QSettings().value(QStringLiteral("view/currentGameOnly")).toBool());
    QVERIFY(!MainWindow().treeView()->currentGameOnly());
    only->trigger();
    QVERIFY(tree->currentGameOnly());
    QCOMPARE(tree->model()->rowCount(), 1);
    QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 3); // the rest of game 1
    // Ctrl+PageDown (Next Game) moves the window onto the next game.
    window->activateWindow();
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(window->controller()->currentRoot(), window->document()->collection[1].root());
    QCOMPARE(tree->model()->rowCount(), 1);
    QCOMPARE(tree->currentIndex(), tree->model()->index(0, 0));
    QCOMPARE(tree->model()->rowCount(tree->currentIndex()), 1);
    // Walking and clicking inside the shown game work as before.
    QTest::keyClick(tree, Qt::Key_PageDown, Qt::ControlModifier);
    QTest::keyClick(tree, Qt::Key_PageDown, Qt::ControlModifier);
    QTest::keyClick(tree, Qt::Key_End);
    QCOMPARE(window->controller()->current().raw("W"), std::string_view("dp"));
    QCOMPARE(currentRow(), QStringLiteral("W D4"));
    const QModelIndex first = tree->model()->index(0, 0, tree->model()->index(0, 0));
    tree->setCurrentIndex(first);
    QCOMPARE(window->controller()->current().raw("B"), std::string_view("pd"));
    // The game list moves the window too; the setting is remembered.
    activateListRow(0);
    QCOMPARE(tree->currentIndex(), tree->model()->index(0, 0));
    QCOMPARE(window->controller()->current(), window->document()->collection[0].root());
    QVERIFY(QSettings().value(QStringLiteral("view/currentGameOnly")).toBool());
    MainWindow other;
    QVERIFY(other.treeView()->currentGameOnly());
    only->trigger();
    QVERIFY(!tree->currentGameOnly());
    QCOMPARE(tree->model()->rowCount(), 4);
    QVERIFY(qobject_cast<GameTreeModel *>(tree->model()));
    QCOMPARE(
        tree->currentIndex(),
        qobject_cast<GameTreeModel *>(tree->model())->indexOf(window->controller()->current()));
}

// SOURCES.tsv: 2,744 Fox games in one collection.
void TestGamePanels::foxCollection()
{
    SGFVIEW_REQUIRE_SHARED();
    const QString fox = testdata::corpusDir() + QStringLiteral("/big/collection_fox_jinmao.sgf");
    QVERIFY(testdata::openAndWait(*window, fox));
    QVERIFY(dock("gameListDock")->isVisible());
    QCOMPARE(window->gameListPanel()->view()->model()->rowCount(), 2744);
    window->gameListPanel()->view()->sortByColumn(GameListModel::NumberColumn, Qt::DescendingOrder);
    activateListRow(0);
    QCOMPARE(window->controller()->currentRoot(), window->document()->collection[2743].root());
    // Counted with the locale's digit groups ("Game 2,744 of 2,744" in English).
    const QString count = QLocale().toString(2744);
    QVERIFY2(window->statusText().contains(QStringLiteral("Game %1 of %1").arg(count)),
             qPrintable(window->statusText()));
    QVERIFY(!window->gameInfoPanel()->info().value("RE").isEmpty());
}

QTEST_MAIN(TestGamePanels)
#include "tst_gamepanels.moc"
