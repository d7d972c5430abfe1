// A collection read a run of games at a time (sgf/collection_runs.h): when readInRuns says the
// runs stand for the whole, their games are the whole parse's, game by game, node by node,
// value by value at the same offsets; when the whole parse has anything to say (a repair, stray
// text, a tree left open) or a cut falls where no game starts, it says they do not. Runs come
// numbered in text order, each once, and together they are the text.
#include "generated_collections.h"
#include "sgf/collection_runs.h"
#include "sgf/parser.h"
#include "shared_data.h"

#include <QTest>
#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

class TestCollectionRuns : public QObject {
    Q_OBJECT

private slots:
    void corpusFiles_data();
    void corpusFiles();
    void generatedCollections_data();
    void generatedCollections();
    void brokenCollections_data();
    void brokenCollections();
    void gameStartInAComment();
    void runsCoverTheText();
    void failureInReadIsRethrown();
    void oneGameIsNotCut();
    void readInPlaceBeforeATree_data();
    void readInPlaceBeforeATree();
    void firstRunEnd_data();
    void firstRunEnd();
    void firstRunHoldsTheFirstGames_data();
    void firstRunHoldsTheFirstGames();
};

namespace {

std::string number(std::uint64_t n)
{
    return std::to_string(n);
}

// Each game of a collection, its nodes counted from its root and its offsets moved by shift:
// what a parse of the whole and the runs must agree on.
std::string describeGames(const sgf::Collection &collection, std::uint64_t shift)
{
    std::string out;
    const auto relative = [](sgf::Node node, std::uint32_t root) {
        return node ? number(node.index() - root) : std::string("-");
    };
    for (std::size_t g = 0; g < collection.size(); ++g) {
        const sgf::GameTree tree = collection.tree(g);
        const sgf::Node root = tree.root();
        out += "game at " + number(tree.offset() + shift) + " length " +
               number(tree.text().size()) + '\n';
        for (std::uint32_t n = root.index(); n < root.subtreeEnd(); ++n) {
            const sgf::Node node = collection.node(n);
            out += "node " + number(n - root.index()) + " parent " +
                   relative(node.parent(), root.index()) + " child " +
                   relative(node.firstChild(), root.index()) + " next " +
                   (node == root ? "root" : relative(node.nextSibling(), root.index())) + ':';
            for (const sgf::Property property : node.properties()) {
                out += ' ' + std::string(property.id());
                for (const sgf::Value value : property)
                    out += '[' + std::string(value.raw()) + "]@" + number(value.offset() + shift);
            }
            out += '\n';
        }
    }
    return out;
}

struct RunsRead {
    bool whole = false;
    bool readTwice = false;
    std::map<std::size_t, std::string> games; // by run index
    std::map<std::size_t, std::uint64_t> begins;
};

RunsRead readRuns(const std::string &text, std::size_t runBytes, unsigned threads)
{
    RunsRead read;
    std::mutex mutex;
    read.whole = sgf::readInRuns(text, {runBytes, threads}, [&](const sgf::CollectionRun &run) {
        std::string games = describeGames(run.collection, run.begin);
        const std::lock_guard lock(mutex);
        read.readTwice |= read.games.contains(run.index);
        read.games[run.index] = std::move(games);
        read.begins[run.index] = run.begin;
    });
    return read;
}

// For each run size and number of threads: runs that stand for the whole hold its games; a
// whole parse with diagnostics is never stood for. stood counts the readings that stood for it.
void compareWithWhole(const std::string &text, int &stood,
                      std::initializer_list<std::size_t> runSizes = {64, 4096, 65536},
                      std::initializer_list<unsigned> threadCounts = {1, 3})
{
    sgf::Collection whole;
    bool clean = false;
    try {
        whole = sgf::parseCollection(text, sgf::ParseOptions::lenient());
        clean = whole.diagnostics().empty() && whole.unlistedDiagnostics() == 0;
    } catch (const sgf::ParseError &) {
        // No game tree at all: no run can stand for that.
    }
    const std::string expected = describeGames(whole, 0);
    stood = 0;
    for (const std::size_t runBytes : runSizes) {
        for (const unsigned threads : threadCounts) {
            const RunsRead read = readRuns(text, runBytes, threads);
            const QByteArray where = "runs of " + QByteArray::number(qulonglong(runBytes)) +
                                     " bytes, " + QByteArray::number(threads) + " threads";
            QVERIFY2(!read.readTwice, where.constData());
            if (!clean) {
                QVERIFY2(!read.whole, where.constData());
                continue;
            }
            if (!read.whole) continue; // a cut fell where no game starts
            ++stood;
            std::string games;
            for (std::size_t k = 0; k < read.games.size(); ++k) {
                QVERIFY2(read.games.contains(k), where.constData());
                games += read.games.at(k);
            }
            QVERIFY2(games == expected, where.constData());
        }
    }
}

// What a parse says of a text, strict or lenient: its games, or where and why it failed, and
// every diagnostic. Read in place when an owner keeps the text, else from a copy.
std::string describeParse(std::string_view text, std::shared_ptr<const void> owner,
                          sgf::ParseOptions options)
{
    try {
        const sgf::Collection collection = owner ? sgf::parseCollection(text, owner, options)
                                                 : sgf::parseCollection(std::string(text), options);
        std::string out = describeGames(collection, 0);
        for (const sgf::Diagnostic &d : collection.diagnostics())
            out += number(d.position.offset) + ' ' + number(int(d.code)) + ' ' + d.message + '\n';
        return out + "unlisted " + number(collection.unlistedDiagnostics());
    } catch (const sgf::ParseError &error) {
        return "failed at " + number(error.position().offset) + ": " + error.what();
    }
}

// Plain games around a row's text, so that runs are cut before, inside and after it.
std::string amongGames(const std::string &middle)
{
    const std::string game = "(;GM[1]FF[4]SZ[19];B[pd];W[dp](;B[pp];W[dd])(;B[dd];W[pp]))\n";
    std::string text;
    for (int i = 0; i < 6; ++i) text += game;
    text += middle + '\n';
    for (int i = 0; i < 6; ++i) text += game;
    return text;
}

} // namespace

void TestCollectionRuns::corpusFiles_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestCollectionRuns::corpusFiles()
{
    QFETCH(QString, file);
    SGFVIEW_REQUIRE_SHARED();
    int stood = 0;
    compareWithWhole(testdata::readCorpusFile(file).toStdString(), stood);
}

void TestCollectionRuns::generatedCollections_data()
{
    testdata::addGeneratedCollectionRows();
}

void TestCollectionRuns::generatedCollections()
{
#ifdef SGFVIEW_HAS_GENERATOR
    QFETCH(int, shape);
    const std::string text = testdata::generatedCollection(shape);
    // The generators' games are clean and start as games do: every reading stands.
    int stood = 0;
    compareWithWhole(text, stood, {1024, 4096, 65536}, {1, 2, 4});
    QCOMPARE(stood, 9);
#else
    QSKIP("the benchmark tools' generators are not built (SGFVIEW_BENCH is off)");
#endif
}

void TestCollectionRuns::brokenCollections_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("a tree left open") << QByteArray("(;GM[1];B[aa](;W[bb])\n(;GM[1];B[cc])");
    QTest::newRow("text between trees")
        << QByteArray("(;GM[1];B[aa]) some (prose) text ( ;GM[1]) ;B[aa]\n(;GM[1];W[dd])");
    QTest::newRow("a ')' too many") << QByteArray("(;GM[1];B[aa]))\n(;GM[1];W[bb]))");
    QTest::newRow("a repeated property") << QByteArray("(;GM[1];B[aa]C[a]C[b])");
    QTest::newRow("an old identifier") << QByteArray("(;GM[1]CoPyright[a];B[aa])");
    QTest::newRow("an empty tree") << QByteArray("()");
    QTest::newRow("a node without ';'") << QByteArray("(;GM[1](B[aa])(W[bb]))");
}

void TestCollectionRuns::brokenCollections()
{
    QFETCH(QByteArray, sgf);
    const std::string text = amongGames(sgf.toStdString());
    QVERIFY(!sgf::parseCollection(text, sgf::ParseOptions::lenient()).diagnostics().empty());
    int stood = 0;
    compareWithWhole(text, stood, {16, 64, 256, 4096});
    QCOMPARE(stood, 0);
}

// A comment quoting a game: its "(;GM[1]" after a ')' looks like a game's start. A cut there
// leaves the run before it inside the comment: the runs do not stand, though the whole is clean.
void TestCollectionRuns::gameStartInAComment()
{
    const std::string text =
        amongGames("(;GM[1]C[quoted:\n)\n(;GM[1\\]FF[4\\];B[aa\\])\n];W[bb])") + amongGames("");
    QVERIFY(sgf::parseCollection(text, sgf::ParseOptions::lenient()).diagnostics().empty());
    std::vector<std::size_t> sizes;
    for (std::size_t runBytes = 16; runBytes < text.size() / 2; runBytes += 7)
        sizes.push_back(runBytes);
    int stood = 0;
    for (const std::size_t runBytes : sizes) {
        int stoodThisOnce = 0;
        compareWithWhole(text, stoodThisOnce, {runBytes}, {2});
        stood += stoodThisOnce;
    }
    QVERIFY(stood > 0);                 // some sizes cut only where games start...
    QVERIFY(stood < int(sizes.size())); // ...some inside the comment too
}

// The runs are numbered 0, 1, ... in text order, the first begins at 0, and each collection's
// text is the text from its begin to the next one's.
void TestCollectionRuns::runsCoverTheText()
{
    std::string text = "\xEF\xBB\xBF";
    for (int i = 0; i < 300; ++i) text += "(;GM[1]FF[4]C[game " + number(i) + "];B[aa];W[bb])\n";
    std::mutex mutex;
    std::map<std::size_t, std::pair<std::uint64_t, std::string>> runs;
    QVERIFY(sgf::readInRuns(text, {1000, 3}, [&](const sgf::CollectionRun &run) {
        const std::lock_guard lock(mutex);
        runs[run.index] = {run.begin, std::string(run.collection.text())};
    }));
    QVERIFY(runs.size() > 5);
    std::string joined;
    for (std::size_t k = 0; k < runs.size(); ++k) {
        QVERIFY(runs.contains(k));
        QCOMPARE(runs[k].first, std::uint64_t(joined.size()));
        joined += runs[k].second;
    }
    QVERIFY(joined == text);
}

void TestCollectionRuns::failureInReadIsRethrown()
{
    std::string text;
    for (int i = 0; i < 300; ++i) text += "(;GM[1]FF[4];B[aa];W[bb])\n";
    std::atomic<int> reads = 0;
    QVERIFY_THROWS_EXCEPTION(std::runtime_error,
                             sgf::readInRuns(text, {500, 2}, [&](const sgf::CollectionRun &run) {
                                 ++reads;
                                 if (run.index == 3) throw std::runtime_error("read failed");
                             }));
    QVERIFY(reads >= 4);
}

// A single game cannot be cut: it is not read in runs (one run would copy the whole text).
void TestCollectionRuns::oneGameIsNotCut()
{
    std::string text = "(;GM[1]FF[4]";
    for (int i = 0; i < 20000; ++i) text += ";B[aa];W[bb]";
    text += ')';
    int reads = 0;
    QVERIFY(!sgf::readInRuns(text, {1000, 2}, [&](const sgf::CollectionRun &) { ++reads; }));
    QCOMPARE(reads, 0);
}

// The runs but the last are read in place, where the next game's '(' follows each instead of a
// '\0' (parser.h): the parser must stop there as it does at a '\0', whatever the run's end
// (a clean game, one cut off in a value, an identifier, a node or a tree, or stray text).
void TestCollectionRuns::readInPlaceBeforeATree_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("a clean game") << QByteArray("(;GM[1]FF[4];B[aa];W[bb])\n");
    QTest::newRow("games and variations") << QByteArray("(;GM[1](;B[aa])(;B[bb]))(;GM[1])");
    QTest::newRow("no line break after") << QByteArray("(;GM[1];B[aa])");
    QTest::newRow("a tree left open") << QByteArray("(;GM[1];B[aa]");
    QTest::newRow("a variation left open") << QByteArray("(;GM[1](;B[aa];W[bb]  ");
    QTest::newRow("a value left open") << QByteArray("(;GM[1]C[abc");
    QTest::newRow("a short value left open") << QByteArray("(;GM[1];B[a");
    QTest::newRow("an escape at the end") << QByteArray("(;GM[1]C[ab\\");
    QTest::newRow("an identifier at the end") << QByteArray("(;GM[1];B");
    QTest::newRow("two capitals at the end") << QByteArray("(;GM[1];AB");
    QTest::newRow("a lower-case identifier at the end") << QByteArray("(;GM[1];Ab");
    QTest::newRow("a ';' at the end") << QByteArray("(;GM[1];");
    QTest::newRow("a '(' at the end") << QByteArray("(;GM[1];B[aa](");
    QTest::newRow("values without a property") << QByteArray("(;GM[1][aa]");
    QTest::newRow("text after the game") << QByteArray("(;GM[1];B[aa]) some text");
    QTest::newRow("a ')' too many") << QByteArray("(;GM[1]))");
    QTest::newRow("only text") << QByteArray("no game here");
    QTest::newRow("nothing") << QByteArray("");
}

void TestCollectionRuns::readInPlaceBeforeATree()
{
    QFETCH(QByteArray, sgf);
    const auto text = std::make_shared<std::string>(sgf.toStdString() + "(;GM[1];B[cc])");
    const std::string_view run(text->data(), std::size_t(sgf.size()));
    for (const sgf::ParseOptions &options : {sgf::ParseOptions{}, sgf::ParseOptions::lenient()}) {
        const std::string copied = describeParse(run, nullptr, options);
        const std::string inPlace = describeParse(run, text, options);
        QCOMPARE(QString::fromStdString(inPlace), QString::fromStdString(copied));
    }
}

// The cut falls at the last game start before the run's end, never at the first tree and never at
// a variation; -1: no cut.
void TestCollectionRuns::firstRunEnd_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<int>("runBytes");
    QTest::addColumn<int>("end");
    const QByteArray two = "(;GM[1];B[aa])\n(;GM[1];W[bb])";
    QTest::newRow("two games, the run all of them") << two << int(two.size()) << 15;
    QTest::newRow("the run ends in the second game") << two << 20 << 15;
    QTest::newRow("the run ends right after its '('") << two << 16 << 15;
    QTest::newRow("the run ends at its '('") << two << 15 << -1;
    QTest::newRow("the run ends in the first game") << two << 10 << -1;
    QTest::newRow("a run longer than the text") << two << 1000 << 15;
    QTest::newRow("no white space between games")
        << QByteArray("(;FF[4])(;FF[4])(;FF[4])") << 1000 << 16;
    QTest::newRow("variations are not games")
        << QByteArray("(;GM[1](;B[aa])(;W[bb]))(;PB[x](;B[cc])(;W[dd]))") << 1000 << 24;
    QTest::newRow("a game whose first property is a move")
        << QByteArray("(;GM[1];B[aa])(;B[bb];W[cc])") << 1000 << -1;
    QTest::newRow("a byte order mark") << QByteArray("\xEF\xBB\xBF(;GM[1])(;GM[1])") << 1000 << 11;
    QTest::newRow("white space before the first tree")
        << QByteArray("  (;GM[1])  (;GM[1])") << 1000 << 12;
    QTest::newRow("one game") << QByteArray("(;GM[1];B[aa];W[bb])") << 1000 << -1;
    QTest::newRow("no tree") << QByteArray("no game here") << 1000 << -1;
    QTest::newRow("empty") << QByteArray() << 1000 << -1;
}

void TestCollectionRuns::firstRunEnd()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, runBytes);
    QFETCH(int, end);
    const std::optional<std::size_t> found = sgf::firstRunEnd(
        std::string_view(sgf.constData(), std::size_t(sgf.size())), std::size_t(runBytes));
    QCOMPARE(found ? int(*found) : -1, end);
}

void TestCollectionRuns::firstRunHoldsTheFirstGames_data()
{
    testdata::addGeneratedCollectionRows();
}

// Parsed alone, a first run of a clean collection reads without a diagnostic and holds the
// whole's first games, node by node and value by value at the same offsets.
void TestCollectionRuns::firstRunHoldsTheFirstGames()
{
#ifdef SGFVIEW_HAS_GENERATOR
    QFETCH(int, shape);
    const std::string text = testdata::generatedCollection(shape);
    const sgf::Collection whole = sgf::parseCollection(text, sgf::ParseOptions::lenient());
    QVERIFY(whole.diagnostics().empty());
    const std::string wholeGames = describeGames(whole, 0);
    for (const std::size_t runBytes : {text.size() / 10, text.size() / 3, text.size() - 1}) {
        const std::optional<std::size_t> end = sgf::firstRunEnd(text, runBytes);
        QVERIFY(end);
        QCOMPARE_LE(*end, runBytes);
        const sgf::Collection run =
            sgf::parseCollection(text.substr(0, *end), sgf::ParseOptions::lenient());
        QVERIFY(run.diagnostics().empty());
        QCOMPARE_GT(run.size(), std::size_t(0));
        QCOMPARE_LT(run.size(), whole.size());
        // The first game the run does not hold starts where the run ends.
        QCOMPARE(whole.tree(run.size()).offset(), std::uint64_t(*end));
        const std::string runGames = describeGames(run, 0);
        QCOMPARE(wholeGames.substr(0, runGames.size()), runGames);
        QCOMPARE(wholeGames.substr(runGames.size()).rfind("game at ", 0), std::size_t(0));
    }
#else
    QSKIP("the benchmark tools' generators are not built (SGFVIEW_BENCH is off)");
#endif
}

QTEST_APPLESS_MAIN(TestCollectionRuns)
#include "tst_collection_runs.moc"
