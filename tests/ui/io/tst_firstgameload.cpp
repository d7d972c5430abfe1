// The first game of a big file, read from its head before the rest (DocumentLoader::
// loadFirstGame): a whole game when it ends in the head, else the start of it, cut where its
// nodes are whole (Document::partial), or its root's start, cut where its values are whole.
// Either way each node and problem shown is the whole file's, with the same number (a root
// cut holds the whole root's first properties and values). Likewise the games of its first run
// (DocumentLoader::loadFirstRun) are the whole file's first games. And the steps of a big file's
// load: a cancel is seen between them, and the bar moves while the file is counted and read.
#include "io/documentloader.h"
#include "temp_settings.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>

using namespace sgfview;

class TestFirstGameLoad : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void firstGame_data();
    void firstGame();
    void firstRun_data();
    void firstRun();
    void cancelStopsBetweenSteps_data();
    void cancelStopsBetweenSteps();
    void progressWhileCountingAndReading_data();
    void progressWhileCountingAndReading();

private:
    QTemporaryDir dir_;
};

namespace {

// A line of moves after a root, as many as given; more than the head's megabyte holds when
// there are 200,000 of them.
QByteArray moves(int count, const QByteArray &every = {})
{
    QByteArray text;
    text.reserve(count * (7 + every.size()));
    for (int i = 0; i < count; ++i) text += (i % 2 ? ";W[dd]" : ";B[pp]") + every;
    return text;
}

// Every node of the first game shown against the whole file's of the same number, and its
// problems against the whole file's before where the shown text ends.
void verifyPrefix(const Document &shown, const Document &whole)
{
    QVERIFY(shown.collection.nodeCount() <= whole.collection.nodeCount());
    const bool rootCut = shown.partial && shown.collection.nodeCount() == 1;
    for (std::uint32_t i = 0; i < shown.collection.nodeCount(); ++i) {
        const sgf::Node a = shown.collection.node(i), b = whole.collection.node(i);
        QCOMPARE(a.parent().index(), b.parent().index());
        if (rootCut)
            QVERIFY(a.propertyCount() <= b.propertyCount());
        else
            QCOMPARE(a.propertyCount(), b.propertyCount());
        for (std::size_t p = 0; p < a.propertyCount(); ++p) {
            const sgf::Property x = a.property(p), y = b.property(p);
            QCOMPARE(x.id(), y.id());
            if (rootCut)
                QVERIFY(x.valueCount() <= y.valueCount());
            else
                QCOMPARE(x.valueCount(), y.valueCount());
            for (std::size_t v = 0; v < x.valueCount(); ++v)
                QCOMPARE(x.value(v).raw(), y.value(v).raw());
        }
    }
    const std::size_t end = shown.collection.text().size();
    std::vector<std::pair<std::uint64_t, std::string>> a, b;
    for (const sgf::Diagnostic &d : shown.diagnostics) a.emplace_back(d.position.offset, d.message);
    for (const sgf::Diagnostic &d : whole.diagnostics)
        if (d.position.offset < end) b.emplace_back(d.position.offset, d.message);
    QCOMPARE(a, b);
}

} // namespace

void TestFirstGameLoad::initTestCase()
{
    QVERIFY(dir_.isValid());
}

void TestFirstGameLoad::firstGame_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("nodes"); // of the game shown; -1: none is
    QTest::addColumn<bool>("partial");
    QTest::addColumn<int>("problems");   // shown with it
    QTest::addColumn<int>("rootValues"); // the values of the root shown; -1: not counted

    const QByteArray root = "(;GM[1]FF[4]SZ[19]";
    const QByteArray later = root + moves(200) + ")\n";
    QTest::newRow("an archive's game")
        << root + moves(250) + ")\n" + later.repeated(40) << 251 << false << 0 << -1;
    QTest::newRow("a game of 300 KB, then more")
        << root + moves(40'000) + ")\n" + later.repeated(40) << 40'001 << false << 0 << -1;
    // Cut before the ';' of node 10,001: the root and 9,999 moves.
    QTest::newRow("one long game") << root + moves(300'000) + ")" << 10'000 << true << 0 << -1;
    QTest::newRow("one long game, more after it")
        << root + moves(300'000) + ")\n" + later.repeated(10) << 10'000 << true << 0 << -1;
    // Nodes of 199 bytes after a root of 18: the megabyte's last ';' begins move 5,270.
    QTest::newRow("its nodes of 199 bytes: those whole in the head")
        << root + moves(6'000, "C[" + QByteArray(190, 'x') + "]") + ")" << 5'270 << true << 0 << -1;
    QTest::newRow("in variations")
        << root + "(;B[aa]C[one])(" + moves(300'000) + ")(;W[cc]))" << 10'000 << true << 0 << -1;
    QTest::newRow("with problems before the cut and past it")
        << root + ";B[aa]x;W[bb]" + moves(300'000) + "y)" << 10'000 << true << 1 << -1;
    QTest::newRow("after text before it")
        << "a note\n" + root + moves(300'000) + ")" << 10'000 << true << 1 << -1;
    // One node going on past the head: cut after its first 10,000 values (of any property).
    QByteArray labels = root + "LB";
    for (int i = 0; i < 200'000; ++i) labels += "[aa:" + QByteArray::number(i) + "]";
    QTest::newRow("a root of 200,000 labels") << labels + ";B[aa])" << 1 << true << 0 << 10'000;
    QByteArray identifiers = root;
    for (int i = 0; i < 200'000; ++i) { // XA, XB, ..., XBA, ...: letters for base-26 digits
        QByteArray name = QByteArray::number(i, 26);
        for (char &c : name) c = char(c <= '9' ? 'A' + (c - '0') : 'K' + (c - 'a'));
        identifiers += "X" + name + "[1]";
    }
    QTest::newRow("a root of 200,000 identifiers") << identifiers + ")" << 1 << true << 0 << 10'000;
    QTest::newRow("its root's value not whole in the head: the values before it")
        << root + "GC[" + QByteArray(1'100'000, 'x') + "]" + moves(100) + ")" << 1 << true << 0
        << 3;
    QTest::newRow("no value whole in the head")
        << "(;GC[" + QByteArray(1'100'000, 'x') + "]" + moves(100) + ")" << -1 << false << 0 << -1;
}

void TestFirstGameLoad::firstGame()
{
    QFETCH(QByteArray, text);
    QFETCH(int, nodes);
    QFETCH(bool, partial);
    QFETCH(int, problems);
    QFETCH(int, rootValues);
    const QString path = testdata::writeFile(dir_, QStringLiteral("big.sgf"), text);
    QCOMPARE(QFileInfo(path).size(), text.size());
    LoadOptions options;
    options.firstGameFrom = 0;
    const std::optional<LoadResult> first = DocumentLoader::loadFirstGame(path, options);
    if (nodes < 0) {
        QVERIFY(!first);
        return;
    }
    QVERIFY(first && first->document);
    const Document &shown = *first->document;
    QCOMPARE(shown.collection.size(), std::size_t(1));
    QCOMPARE(shown.collection.nodeCount(), std::size_t(nodes));
    QCOMPARE(shown.partial, partial);
    QCOMPARE(int(shown.diagnostics.size()), problems);
    if (rootValues >= 0) {
        int values = 0;
        const sgf::Node rootShown = shown.collection.node(0);
        for (std::size_t p = 0; p < rootShown.propertyCount(); ++p)
            values += int(rootShown.property(p).valueCount());
        QCOMPARE(values, rootValues);
    }
    const LoadResult whole = DocumentLoader::load(path);
    QVERIFY(whole.document && !whole.document->partial);
    verifyPrefix(shown, *whole.document);
}

void TestFirstGameLoad::firstRun_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("games"); // shown in the run; -1: no run is

    const QByteArray game = "(;GM[1]FF[4]SZ[19]" + moves(200) + ")\n"; // 1,220 bytes
    // A sixteenth of 488,000 bytes is 30,500: the 25th game starts at 29,280, so the run ends
    // at its '(' with 24 games.
    QTest::newRow("an archive") << game.repeated(400) << 24;
    const QByteArray latin1 = "(;GM[1]FF[4]CA[ISO-8859-1]SZ[19]PB[J\xF6rg]" + moves(200) + ")\n";
    QTest::newRow("games in Latin-1") << latin1.repeated(400) << 24;
    QTest::newRow("a repair in the run: only the whole is sure")
        << "(;GM[1]FF[4]SZ[19]x" + moves(200) + ")\n" + game.repeated(400) << -1;
    QTest::newRow("one long game") << "(;GM[1]FF[4]SZ[19]" + moves(80'000) + ")" << -1;
}

// The games of a file's first run (DocumentLoader::loadFirstRun) are the whole file's first games,
// at the same offsets, with the same problems.
void TestFirstGameLoad::firstRun()
{
    QFETCH(QByteArray, text);
    QFETCH(int, games);
    const QString path = testdata::writeFile(dir_, QStringLiteral("run.sgf"), text);
    QCOMPARE(QFileInfo(path).size(), text.size());
    QVERIFY(!DocumentLoader::loadFirstRun(path, LoadOptions())); // under 32 MB
    LoadOptions options;
    options.firstRunFrom = 0;
    const std::optional<LoadResult> run = DocumentLoader::loadFirstRun(path, options);
    if (games < 0) {
        QVERIFY(!run);
        return;
    }
    QVERIFY(run && run->document);
    const Document &shown = *run->document;
    QVERIFY(shown.partial);
    QCOMPARE(shown.collection.size(), std::size_t(games));
    const LoadResult whole = DocumentLoader::load(path);
    QVERIFY(whole.document);
    QCOMPARE(shown.encoding, whole.document->encoding);
    for (std::size_t g = 0; g < shown.collection.size(); ++g) {
        const sgf::GameTree a = shown.collection.tree(g), b = whole.document->collection.tree(g);
        QCOMPARE(a.offset(), b.offset());
        QCOMPARE(a.text(), b.text());
        QCOMPARE(a.nodeCount(), b.nodeCount());
        QCOMPARE(a.root().text("PB"), b.root().text("PB"));
    }
    std::vector<std::uint64_t> a, b;
    for (const sgf::Diagnostic &d : shown.diagnostics) a.push_back(d.position.offset);
    for (const sgf::Diagnostic &d : whole.document->diagnostics)
        if (d.position.offset < shown.collection.text().size()) b.push_back(d.position.offset);
    QCOMPARE(a, b);
}

void TestFirstGameLoad::cancelStopsBetweenSteps_data()
{
    QTest::addColumn<bool>("atFirstGame"); // else at the first run
    QTest::newRow("cancelled when the first game is shown") << true;
    QTest::newRow("cancelled when the first run is shown") << false;
}

// A load cancelled while its head is shown stops before its next step: no first run after a
// cancelled first game, and no parse (the parser's progress is never reported).
void TestFirstGameLoad::cancelStopsBetweenSteps()
{
    QFETCH(bool, atFirstGame);
    const QByteArray game = "(;GM[1]FF[4]SZ[19]" + moves(200) + ")\n";
    const QString path =
        testdata::writeFile(dir_, QStringLiteral("cancel.sgf"), game.repeated(400));
    QVERIFY(!path.isEmpty());
    bool cancel = false, runShown = false;
    double furthest = 0;
    LoadOptions options;
    options.firstGameFrom = options.firstRunFrom = 0;
    options.firstGame = [&](LoadResult) { cancel = atFirstGame; };
    options.firstRun = [&](LoadResult) {
        runShown = true;
        cancel = true;
    };
    const LoadResult result = DocumentLoader::load(path, options, [&](double fraction) {
        furthest = std::max(furthest, fraction);
        return !cancel;
    });
    QVERIFY(result.cancelled);
    QVERIFY(!result.document);
    QCOMPARE(runShown, !atFirstGame);
    QCOMPARE(furthest, 0.0);
}

void TestFirstGameLoad::progressWhileCountingAndReading_data()
{
    QTest::addColumn<bool>("counted");
    QTest::addColumn<bool>("stop");
    QTest::newRow("read") << false << false;
    QTest::newRow("counted, then read") << true << false;
    QTest::newRow("stopped while read") << false << true;
    QTest::newRow("stopped while counted") << true << true;
}

// A big file's load moves the bar while the file is counted (when it may not fit) and read, a
// piece at a time, not only while it is parsed, and never back; a cancel then stops it there.
void TestFirstGameLoad::progressWhileCountingAndReading()
{
    QFETCH(bool, counted);
    QFETCH(bool, stop);
    const QByteArray game = "(;GM[1]FF[4]SZ[19]" + moves(30'000) + ")\n"; // 210 KB
    const QString path = testdata::writeFile(dir_, QStringLiteral("pieces.sgf"),
                                             game.repeated(100)); // 21 MB: three pieces
    QVERIFY(!path.isEmpty());
    LoadOptions options;
    // Priced so that the file may not fit whatever its shape (it is counted first), and fits
    // as it is: 100 trees of a megabyte.
    if (counted) options.memory = MemoryBudget::Costs{0, 0, 0, qint64(1) << 20, 0};
    const double countShare = counted ? DocumentLoader::readShare / 2 : 0;
    QList<double> reported;
    const LoadResult result = DocumentLoader::load(path, options, [&](double fraction) {
        reported << fraction;
        return !(stop && fraction > 0);
    });
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));
    // The distinct fractions reported after from, up to to (a check between steps reports the
    // fraction reached again).
    const auto within = [&](double from, double to) {
        QList<double> distinct = reported;
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
        return std::count_if(distinct.begin(), distinct.end(),
                             [&](double f) { return f > from && f <= to; });
    };
    if (stop) {
        QVERIFY(result.cancelled);
        QVERIFY(!result.document);
        // Stopped at the first of the three pieces, counted or read: 8 of the 21 MB.
        QVERIFY(reported.last() > 0);
        QVERIFY(reported.last() <= (counted ? countShare : DocumentLoader::readShare) / 2);
        return;
    }
    QVERIFY2(result.document, qPrintable(result.error));
    QCOMPARE(result.document->collection.size(), std::size_t(100));
    if (counted) QCOMPARE(within(0, countShare), 3);
    QCOMPARE(within(countShare, DocumentLoader::readShare), 3);
    QVERIFY(within(DocumentLoader::readShare, 1) > 0); // parsing
}

QTEST_APPLESS_MAIN(TestFirstGameLoad)
#include "tst_firstgameload.moc"
