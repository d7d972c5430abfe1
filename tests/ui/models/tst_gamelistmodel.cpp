// The game list: one row per game tree with number, players, result, date and name;
// QAbstractItemModelTester (fatal) on test collections and the corpus; sorting (numbers as
// numbers, text ignoring case, ties kept in the previous order) and the filter through
// GameListProxyModel; a 100,000-game collection.
#include "corpus_document.h"
#include "models/gamelistmodel.h"
#include "models/gamelistproxymodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using sgfview::GameListModel;
using sgfview::GameListProxyModel;

class TestGameListModel : public QObject {
    Q_OBJECT

private slots:
    void tester_data();
    void tester();
    void corpus_data();
    void corpus();
    void foxCollection();
    void columns();
    void sortingByNumberIsNumeric();
    void sortingByText();
    void sortingIgnoresCaseAndKeepsTies();
    void filterMatchesPlayersEventAndName_data();
    void filterMatchesPlayersEventAndName();
    void gameFilterKeepsRows_data();
    void gameFilterKeepsRows();
    void gameOf();
    void hundredThousandGames();
    void proxyMapsOnlyWhenSortedOrFiltered();
    void listedInBatches_data();
    void listedInBatches();

private:
    static std::unique_ptr<GameListProxyModel> proxyOver(GameListModel &model)
    {
        return std::make_unique<GameListProxyModel>(&model);
    }
    static QStringList column(const QAbstractItemModel &model, int column)
    {
        QStringList values;
        for (int row = 0; row < model.rowCount(); ++row)
            values << model.index(row, column).data().toString();
        return values;
    }
};

static const char *const games =
    "(;PB[Honinbo Shusaku]BR[4d]PW[Inoue Gennan Inseki]WR[8d]RE[B+2]DT[1846-09-11,14,15]"
    "GN[Ear-reddening game]EV[Castle game];B[pd])"
    "(;PB[Go Seigen]PW[Honinbo Shusai]RE[W+2]DT[1933-10-16]GN[New fuseki game]EV[Jiji Shimpo])"
    "(;PW[Lee Sedol]PB[AlphaGo]RE[W+R]DT[2016-03-13]EV[Google DeepMind Challenge Match]RO[4])";

void TestGameListModel::tester_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("one game") << QByteArray("(;FF[4])");
    QTest::newRow("three games") << QByteArray(games);
}

void TestGameListModel::tester()
{
    QFETCH(QByteArray, sgf);
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCollection(sgf::parseCollection(sgf.toStdString()));
    auto proxy = proxyOver(model);
    QAbstractItemModelTester proxyTester(proxy.get(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy->sort(GameListModel::BlackColumn);
    proxy->setFilterText(QStringLiteral("o"));
    model.setCollection({});
    QCOMPARE(model.rowCount(), 0);
}

void TestGameListModel::corpus_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestGameListModel::corpus()
{
    QFETCH(QString, file);
    SGFVIEW_CORPUS_DOCUMENT(document, file);
    const sgf::Collection &collection = document.collection;
    GameListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCollection(collection);
    QCOMPARE(model.rowCount(), int(collection.size()));
}

// SOURCES.tsv: 2,744 Fox games; the first is Dayline (9段) against 金毛测试 (9段), W+R.
void TestGameListModel::foxCollection()
{
    SGFVIEW_CORPUS_DOCUMENT(document, QStringLiteral("big/collection_fox_jinmao.sgf"));
    const sgf::Collection &collection = document.collection;
    GameListModel model;
    model.setCollection(collection);
    QCOMPARE(model.rowCount(), 2744);
    QCOMPARE(model.index(0, GameListModel::BlackColumn).data().toString(),
             QStringLiteral("Dayline (9段)"));
    QCOMPARE(model.index(0, GameListModel::WhiteColumn).data().toString(),
             QStringLiteral("金毛测试 (9段)"));
    QCOMPARE(model.index(0, GameListModel::ResultColumn).data().toString(), QStringLiteral("W+R"));
    QCOMPARE(model.index(0, GameListModel::DateColumn).data().toString(),
             QStringLiteral("2018-03-20"));
    auto proxy = proxyOver(model);
    QAbstractItemModelTester tester(proxy.get(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy->sort(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(proxy->index(0, GameListModel::NumberColumn).data().toInt(), 2744);
}

void TestGameListModel::columns()
{
    GameListModel model;
    model.setCollection(sgf::parseCollection(games));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(GameListModel::ColumnCount));
    QStringList first;
    for (int c = 0; c < GameListModel::ColumnCount; ++c)
        first << model.index(0, c).data().toString();
    QCOMPARE(first, (QStringList{"1", "Honinbo Shusaku (4d)", "Inoue Gennan Inseki (8d)", "B+2",
                                 "1846-09-11,14,15", "Ear-reddening game"}));
    QCOMPARE(model.index(2, GameListModel::NameColumn).data().toString(), QString());
    // Neither players nor a name: the list still labels the game, by its number.
    GameListModel anonymous;
    anonymous.setCollection(sgf::parseCollection("(;PB[Someone])(;RE[B+R];B[aa])(;GN[Named])"));
    QCOMPARE(anonymous.index(0, GameListModel::NameColumn).data().toString(), QString());
    QCOMPARE(anonymous.index(1, GameListModel::NameColumn).data().toString(),
             QStringLiteral("Game 2"));
    QCOMPARE(anonymous.index(2, GameListModel::NameColumn).data().toString(),
             QStringLiteral("Named"));
    QCOMPARE(model.index(2, GameListModel::ResultColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("White wins by resignation"));
    QCOMPARE(model.headerData(GameListModel::BlackColumn, Qt::Horizontal).toString(),
             QStringLiteral("Black"));
}

void TestGameListModel::sortingByNumberIsNumeric()
{
    std::string twelve;
    for (int i = 0; i < 12; ++i) twelve += "(;GN[g])";
    GameListModel model;
    model.setCollection(sgf::parseCollection(twelve));
    auto proxy = proxyOver(model);
    proxy->sort(GameListModel::NumberColumn, Qt::AscendingOrder);
    // As text, "10" would sort before "2".
    QCOMPARE(column(*proxy, GameListModel::NumberColumn),
             (QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}));
    proxy->sort(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(column(*proxy, GameListModel::NumberColumn).mid(0, 3),
             (QStringList{"12", "11", "10"}));
}

void TestGameListModel::sortingByText()
{
    GameListModel model;
    model.setCollection(sgf::parseCollection(games));
    auto proxy = proxyOver(model);
    proxy->sort(GameListModel::WhiteColumn, Qt::AscendingOrder);
    QCOMPARE(column(*proxy, GameListModel::WhiteColumn),
             (QStringList{"Honinbo Shusai", "Inoue Gennan Inseki (8d)", "Lee Sedol"}));
    proxy->sort(GameListModel::DateColumn, Qt::DescendingOrder);
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), (QStringList{"3", "2", "1"}));
}

void TestGameListModel::sortingIgnoresCaseAndKeepsTies()
{
    GameListModel model;
    model.setCollection(sgf::parseCollection("(;PB[bob])(;PB[Alice])(;PB[carol])(;PB[alice])"));
    auto proxy = proxyOver(model);
    proxy->sort(GameListModel::BlackColumn, Qt::AscendingOrder);
    QCOMPARE(column(*proxy, GameListModel::BlackColumn),
             (QStringList{"Alice", "alice", "bob", "carol"}));
    proxy->sort(GameListModel::NumberColumn, Qt::DescendingOrder);
    proxy->sort(GameListModel::BlackColumn, Qt::AscendingOrder);
    QCOMPARE(column(*proxy, GameListModel::BlackColumn),
             (QStringList{"alice", "Alice", "bob", "carol"}));
    proxy->sort(GameListModel::BlackColumn, Qt::DescendingOrder);
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), (QStringList{"3", "1", "4", "2"}));
}

void TestGameListModel::filterMatchesPlayersEventAndName_data()
{
    QTest::addColumn<QString>("filter");
    QTest::addColumn<QStringList>("numbers");
    QTest::newRow("black player") << "alphago" << QStringList{"3"};
    QTest::newRow("white player") << "Shusai" << QStringList{"2"};
    QTest::newRow("either player") << "shusa" << QStringList{"1", "2"};
    QTest::newRow("event, not a column") << "jiji" << QStringList{"2"};
    QTest::newRow("game name") << "ear-redd" << QStringList{"1"};
    QTest::newRow("no match") << "Cho Chikun" << QStringList{};
    QTest::newRow("result is not searched") << "W+R" << QStringList{};
    QTest::newRow("empty shows all") << "" << QStringList{"1", "2", "3"};
}

void TestGameListModel::filterMatchesPlayersEventAndName()
{
    QFETCH(QString, filter);
    QFETCH(QStringList, numbers);
    GameListModel model;
    model.setCollection(sgf::parseCollection(games));
    auto proxy = proxyOver(model);
    proxy->setFilterText(filter);
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), numbers);
}

Q_DECLARE_METATYPE(sgf::GameFilter)

// The game-info filter (sgf::matches, tested on its own in tests/core) narrows the rows, and
// the text filter narrows them further.
void TestGameListModel::gameFilterKeepsRows_data()
{
    QTest::addColumn<sgf::GameFilter>("filter");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("numbers");
    sgf::GameFilter f;
    f.player = "honinbo";
    QTest::newRow("player as Black or White") << f << "" << QStringList{"1", "2"};
    f.player = "Inoue";
    QTest::newRow("player as White") << f << "" << QStringList{"1"};
    f = {};
    f.firstDay = 19000101;
    QTest::newRow("from 1900") << f << "" << QStringList{"2", "3"};
    f = {};
    f.firstDay = 18460912;
    f.lastDay = 18460913;
    QTest::newRow("between the days of 1846-09-11,14,15") << f << "" << QStringList{};
    f.lastDay = 18460914;
    QTest::newRow("on one of its days") << f << "" << QStringList{"1"};
    f = {};
    f.result = sgf::ResultFilter::WhiteWins;
    QTest::newRow("white wins") << f << "" << QStringList{"2", "3"};
    QTest::newRow("white wins, and the text") << f << "game" << QStringList{"2"};
}

void TestGameListModel::gameFilterKeepsRows()
{
    QFETCH(sgf::GameFilter, filter);
    QFETCH(QString, text);
    QFETCH(QStringList, numbers);
    GameListModel model;
    model.setCollection(sgf::parseCollection(games));
    auto proxy = proxyOver(model);
    proxy->setFilterText(text);
    proxy->setGameFilter(filter);
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), numbers);
    proxy->setGameFilter({});
    QCOMPARE(proxy->rowCount(), text.isEmpty() ? 3 : 2);
}

void TestGameListModel::gameOf()
{
    const sgf::Collection collection = sgf::parseCollection(games);
    GameListModel model;
    model.setCollection(collection);
    QCOMPARE(model.gameOf(collection[0].root()), 0);
    QCOMPARE(model.gameOf(collection[0].root().firstChild()), 0);
    QCOMPARE(model.gameOf(collection[1].root()), 1);
    QCOMPARE(model.gameOf(collection[2].root()), 2);
    QCOMPARE(model.gameOf({}), -1);
    const sgf::Collection other = sgf::parseCollection(games);
    QCOMPARE(model.gameOf(other[1].root()), -1);
}

void TestGameListModel::hundredThousandGames()
{
    std::string sgf;
    for (int i = 0; i < 100000; ++i)
        sgf += "(;PB[Black " + std::to_string(i % 977) + "]PW[White]RE[B+R];B[aa])";
    GameListModel model;
    model.setCollection(sgf::parseCollection(sgf));
    QCOMPARE(model.rowCount(), 100000);
    // Rows are kept in chunks of thousands: each row read is its own game's, read in any order,
    // at the ends of chunks and after a new collection.
    const auto black = [&model](int row) {
        return model.index(row, GameListModel::BlackColumn).data().toString();
    };
    for (const int row : {99999, 8192, 0, 4095, 4096, 8191, 65535, 65536})
        QCOMPARE(black(row), QStringLiteral("Black %1").arg(row % 977));
    model.setCollection(sgf::parseCollection("(;PB[Ann])(;PB[Bob])"));
    QCOMPARE(black(1), QStringLiteral("Bob"));
    model.setCollection(sgf::parseCollection(sgf));
    QCOMPARE(black(4097), QStringLiteral("Black %1").arg(4097 % 977));
    auto proxy = proxyOver(model);
    proxy->sort(GameListModel::NumberColumn, Qt::DescendingOrder);
    QCOMPARE(proxy->index(0, GameListModel::NumberColumn).data().toInt(), 100000);
    proxy->setFilterText(QStringLiteral("Black 976"));
    QCOMPARE(proxy->rowCount(), 102); // i % 977 == 976 for i < 100,000
    QCOMPARE(proxy->index(0, GameListModel::NumberColumn).data().toInt(), 99654);
}

// Unsorted and unfiltered the proxy maps each row to itself; sorted or filtered it keeps the
// rows in order, a row held by a view follows its game through a sort, and a model tester
// sees every change (sorts, filters, new collections) as consistent.
void TestGameListModel::proxyMapsOnlyWhenSortedOrFiltered()
{
    GameListModel model;
    model.setCollection(sgf::parseCollection(games));
    auto proxy = proxyOver(model);
    QAbstractItemModelTester tester(proxy.get(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    QVERIFY(!proxy->mapsRows());
    QCOMPARE(proxy->mapToSource(proxy->index(2, 1)), model.index(2, 1));
    QCOMPARE(proxy->headerData(GameListModel::BlackColumn, Qt::Horizontal).toString(),
             QStringLiteral("Black"));

    const QPersistentModelIndex lee = proxy->index(2, GameListModel::WhiteColumn);
    proxy->sort(GameListModel::WhiteColumn, Qt::AscendingOrder);
    QVERIFY(proxy->mapsRows());
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), (QStringList{"2", "1", "3"}));
    QCOMPARE(lee.row(), 2);
    proxy->sort(GameListModel::WhiteColumn, Qt::DescendingOrder);
    QCOMPARE(lee.row(), 0);
    QCOMPARE(lee.data().toString(), QStringLiteral("Lee Sedol"));
    QCOMPARE(proxy->mapFromSource(model.index(2, 0)), proxy->index(0, 0));

    proxy->sort(-1); // the file's order
    QVERIFY(!proxy->mapsRows());
    proxy->setFilterText(QStringLiteral("shusa"));
    QVERIFY(proxy->mapsRows());
    QCOMPARE(column(*proxy, GameListModel::NumberColumn), (QStringList{"1", "2"}));
    QVERIFY(!proxy->mapFromSource(model.index(2, 0)).isValid());
    proxy->setFilterText(QStringLiteral("nobody"));
    QCOMPARE(proxy->rowCount(), 0);
    QVERIFY(!proxy->hasChildren());
    // The columns are named with no row shown.
    QCOMPARE(proxy->headerData(GameListModel::WhiteColumn, Qt::Horizontal).toString(),
             QStringLiteral("White"));
    proxy->setFilterText({});
    QVERIFY(!proxy->mapsRows());
    QCOMPARE(proxy->rowCount(), 3);

    // A new collection keeps the sort: its games are sorted as they arrive.
    proxy->sort(GameListModel::BlackColumn, Qt::AscendingOrder);
    model.setCollection(sgf::parseCollection("(;PB[Cid])(;PB[Ann])(;PB[Bob])"));
    QCOMPARE(column(*proxy, GameListModel::BlackColumn), (QStringList{"Ann", "Bob", "Cid"}));
    proxy->sort(-1);
    QCOMPARE(column(*proxy, GameListModel::BlackColumn), (QStringList{"Cid", "Ann", "Bob"}));
}

QTEST_APPLESS_MAIN(TestGameListModel)
// Games listed a few at a time (GameListModel::listMore) show in the proxy as if listed at
// once: in the file's order, sorted (ties in the file's order) or filtered.
void TestGameListModel::listedInBatches_data()
{
    QTest::addColumn<int>("sortColumn");
    QTest::addColumn<QString>("filter");
    QTest::newRow("file order") << -1 << QString();
    QTest::newRow("sorted by black") << int(GameListModel::BlackColumn) << QString();
    QTest::newRow("filtered") << -1 << QStringLiteral("o");
    QTest::newRow("sorted and filtered") << int(GameListModel::BlackColumn) << QStringLiteral("o");
}

void TestGameListModel::listedInBatches()
{
    QFETCH(int, sortColumn);
    QFETCH(QString, filter);
    // Game n's black player; "Bo" twice and "Ko" twice: ties keep the file's order.
    const QStringList blacks{"Ko", "Ann", "Bo", "Zed", "Cho", "Bo", "Ida", "Ko", "Al", "Lo"};
    std::string sgf;
    for (const QString &black : blacks) sgf += "(;PB[" + black.toStdString() + "])";
    GameListModel model;
    auto proxy = proxyOver(model);
    QAbstractItemModelTester tester(proxy.get(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    if (sortColumn >= 0) proxy->sort(sortColumn);
    proxy->setFilterText(filter);
    model.setCollection(sgf::parseCollection(sgf), 4);
    const sgf::Node lastRoot = model.collection()[9].root();
    QCOMPARE(model.gameOf(lastRoot), -1); // not listed yet

    for (int listed : {4, 7, 10}) {
        QCOMPARE(model.rowCount(), listed);
        QCOMPARE(model.unlisted(), std::size_t(10 - listed));
        // What the proxy should show: the listed games that pass, in the order asked.
        QList<int> games;
        for (int game = 0; game < listed; ++game)
            if (blacks[game].contains(filter, Qt::CaseInsensitive)) games << game;
        if (sortColumn >= 0)
            std::stable_sort(games.begin(), games.end(),
                             [&](int a, int b) { return blacks[a] < blacks[b]; });
        QStringList numbers;
        for (int game : games) numbers << QString::number(game + 1);
        QCOMPARE(column(*proxy, GameListModel::NumberColumn), numbers);
        for (int row = 0; row < games.size(); ++row)
            QCOMPARE(proxy->mapFromSource(model.index(games[row], 0)), proxy->index(row, 0));
        model.listMore(3);
    }
    QCOMPARE(model.gameOf(lastRoot), 9);
    QCOMPARE(model.listMore(3), std::size_t(0)); // nothing more: no rows, no signal
    QCOMPARE(model.rowCount(), 10);
}

#include "tst_gamelistmodel.moc"
