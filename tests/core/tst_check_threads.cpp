// sgf::check() on several threads finds exactly what it finds on one: the same findings in
// the same order, the same counts past the cap, on every corpus file and on generated
// collections, whatever the number of threads and wherever the runs of games start.
#include "../../core/src/check_p.h"
#include "generated_collections.h"
#include "raw_corpus.h"
#include "sgf/check.h"
#include "sgf/parser.h"

#include <QTest>

class TestCheckThreads : public QObject {
    Q_OBJECT

private slots:
    void corpusFiles_data();
    void corpusFiles();
    void generatedCollections_data();
    void generatedCollections();
    void collectionRulesAcrossRuns_data();
    void collectionRulesAcrossRuns();
    void runsStartInsideAGame();
    void aLongLineIsNotSplit();
    void startsWeighWhatTheyGoAlong();
    void cancelledAlike();
    void cancelledInsideAHugeNode();
};

namespace {

sgf::CheckOptions onThreads(unsigned threads, std::size_t maxFindings)
{
    sgf::CheckOptions options;
    options.threads = threads;
    options.parallelFrom = 0; // threads for any collection of two games or more
    options.maxFindings = maxFindings;
    return options;
}

// The findings of threads against one thread, for several thread counts and caps (a cap of a
// few findings puts the cut inside a run of games, or at its end).
void compareWithOneThread(const sgf::Collection &collection)
{
    for (const std::size_t cap : {std::size_t(100'000), std::size_t(1000), std::size_t(300),
                                  std::size_t(7), std::size_t(1)}) {
        const sgf::CheckResult one = sgf::check(collection, onThreads(1, cap));
        for (const unsigned threads : {2u, 3u, 8u}) {
            const sgf::CheckResult many = sgf::check(collection, onThreads(threads, cap));
            const QByteArray where = QByteArray::number(threads) + " threads, cap " +
                                     QByteArray::number(qulonglong(cap));
            QVERIFY2(!many.cancelled, where.constData());
            QVERIFY2(many.unlisted == one.unlisted, where.constData());
            QCOMPARE(many.findings.size(), one.findings.size());
            for (std::size_t i = 0; i < one.findings.size(); ++i)
                QVERIFY2(many.findings[i] == one.findings[i],
                         (where + ", finding " + QByteArray::number(qulonglong(i)) + ": " +
                          QByteArray::fromStdString(sgf::format(many.findings[i])) + " against " +
                          QByteArray::fromStdString(sgf::format(one.findings[i])))
                             .constData());
        }
    }
}

sgf::Collection parsed(const std::string &text)
{
    return sgf::parseCollection(text, sgf::ParseOptions::lenient());
}

} // namespace

void TestCheckThreads::corpusFiles_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : testdata::corpusFiles()) QTest::newRow(qPrintable(file)) << file;
}

void TestCheckThreads::corpusFiles()
{
    QFETCH(QString, file);
    SGFVIEW_RAW_CORPUS_COLLECTION(collection, file);
    compareWithOneThread(collection);
}

void TestCheckThreads::generatedCollections_data()
{
    testdata::addGeneratedCollectionRows();
}

void TestCheckThreads::generatedCollections()
{
#ifdef SGFVIEW_HAS_GENERATOR
    QFETCH(int, shape);
    const std::string text = testdata::generatedCollection(shape);
    const sgf::Collection collection = parsed(text);
    QVERIFY(collection.size() > 8);
    compareWithOneThread(collection);
#else
    QSKIP("the benchmark tools' generators are not built (SGFVIEW_BENCH is off)");
#endif
}

// The rules of a file's games together compare each game with the first: a run of games
// checked apart must know what the games before it set.
void TestCheckThreads::collectionRulesAcrossRuns_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("file formats") << QByteArray("(;FF[4];B[aa])(;FF[3];B[bb])(;B[cc])(;FF[4])");
    QTest::newRow("games") << QByteArray("(;GM[1];B[aa])(;GM[2];B[bb])(;B[cc])(;GM[1]W[dd])");
    QTest::newRow("charset set late")
        << QByteArray("(;B[aa])(;B[aa])(;CA[UTF-8]B[aa])(;CA[Latin1])(;CA[utf8])(;CA[x])");
    QTest::newRow("findings in every game")
        << QByteArray("(;B[aa]W[bb])(;AB[aa]AB[aa];B[aa];W[aa])(;SZ[9];B[zz])(;C[]AE[aa])"
                      "(;B[aa];B[aa](;W[ab])(;W[ab];B[ab]))(;FF[1]B[tt])");
}

void TestCheckThreads::collectionRulesAcrossRuns()
{
    QFETCH(QByteArray, sgf);
    const sgf::Collection collection = parsed(sgf.toStdString());
    QVERIFY(!sgf::check(collection, onThreads(1, 100)).findings.empty());
    compareWithOneThread(collection);
}

namespace {

// A move a node at each of the board's points in turn, from the n-th on: after 361 of them
// every move is on a stone (or captures).
std::string moves(int count, int n)
{
    std::string text;
    for (int i = n; i < n + count; ++i)
        text += std::string(i % 2 == 0 ? ";B[" : ";W[") + char('a' + i % 19) +
                char('a' + i / 19 % 19) + ']';
    return text;
}

} // namespace

// One game may be most of a file (Kogo's dictionary): a run then starts inside it, after going
// along its first node's ancestors. Wherever the runs start, they find what one thread finds:
// the game info on the line (a second game-info node is reported against the first), the
// board (stones an ancestor played, set up or captured), the board again where a later
// variation leaves from above the start, and what the games before set (the first FF).
void TestCheckThreads::runsStartInsideAGame()
{
    const sgf::Collection collection =
        parsed("(;GM[1]FF[4]SZ[9]PB[Black]AB[ee];B[cc];W[cd]"
               "(;B[dd];W[dc];B[ge];W[bc];B[gf];W[cb]"            // W[cb] takes B[cc]
               "(;B[bb]PW[White];W[cc];B[ee])"                    // W[cc] empty again; B[ee] on AB
               "(;B[cb];W[dc](;B[ee])(;AB[cd][ee]C[x];B[bd])))"   // on stones; AB[ee] on AB
               "(;B[ee];W[dd];AE[dd];W[dd]TE[1])"                 // on AB; AE then a move
               "(;W[cc]))"                                        // on B[cc]
               "(;GM[1]FF[3]SZ[9];B[aa];W[ab](;B[bb])(;B[ab]))"); // FF[3] after FF[4]; on W[ab]
    const sgf::CheckResult one = sgf::check(collection, onThreads(1, 100'000));
    const auto count = [&](sgf::DiagnosticCode code) {
        return std::count_if(one.findings.begin(), one.findings.end(),
                             [&](const sgf::Diagnostic &d) { return d.code == code; });
    };
    QCOMPARE(count(sgf::DiagnosticCode::GameInfoAgain), 1);
    // B[ee] three times (on the root's AB), B[cb] and W[dc] on white, W[cc] on black, and
    // the second game's B[ab] on white; not W[cc] where W[cb] took B[cc].
    QCOMPARE(count(sgf::DiagnosticCode::MoveOnOccupiedPoint), 7);
    QCOMPARE(count(sgf::DiagnosticCode::MixedFileFormats), 1);
    QCOMPARE(count(sgf::DiagnosticCode::SetupWithoutEffect), 1);

    const std::uint32_t secondRoot = collection.tree(1).root().index();
    const auto startAt = [&](std::uint32_t node) {
        if (node == secondRoot) return sgf::detail::RunStart{1, sgf::detail::none};
        return sgf::detail::RunStart{node < secondRoot ? 0u : 1u, node};
    };
    const auto compare = [&](const std::vector<std::uint32_t> &nodes) {
        std::vector<sgf::detail::RunStart> starts{{}};
        QByteArray where = "runs starting at nodes";
        for (const std::uint32_t node : nodes) {
            starts.push_back(startAt(node));
            where += ' ' + QByteArray::number(node);
        }
        for (const std::size_t cap : {std::size_t(100'000), std::size_t(3)}) {
            const sgf::CheckResult alone = sgf::check(collection, onThreads(1, cap));
            const sgf::CheckResult runs =
                sgf::detail::checkInRuns(collection, onThreads(1, cap), starts, 2);
            QVERIFY2(runs.unlisted == alone.unlisted, where.constData());
            QVERIFY2(runs.findings == alone.findings, where.constData());
        }
    };
    const std::uint32_t nodes = collection.nodeCount();
    for (std::uint32_t a = 1; a < nodes; ++a) {
        compare({a});
        for (std::uint32_t b = a + 1; b < nodes; ++b) compare({a, b});
    }

    // Where check() itself starts them: a game of many short variations (Kogo's) is split,
    // near its middle.
    std::string text = "(;GM[1]FF[4]SZ[19]PB[Black]";
    for (int variation = 0; variation < 200; ++variation) text += '(' + moves(30, variation) + ')';
    const sgf::Collection variations = parsed(text + ')');
    const auto starts = sgf::detail::splitRuns(variations, 2);
    QCOMPARE(starts.size(), std::size_t(2));
    QCOMPARE(starts[1].tree, std::size_t(0));
    QVERIFY(starts[1].node > 2800 && starts[1].node < 3200);
    compareWithOneThread(variations);
}

// Each node of a line has every node before it as ancestors: a run starting in it would go
// along as many as the run before it checks.
void TestCheckThreads::aLongLineIsNotSplit()
{
    const sgf::Collection collection = parsed("(;SZ[19]" + moves(20'000, 0) + ")");
    QCOMPARE(sgf::detail::splitRuns(collection, 2).size(), std::size_t(1));
    QCOMPARE(sgf::detail::splitRuns(collection, 8).size(), std::size_t(1));
    compareWithOneThread(collection);
}

// A start costs what its run goes along first, values and all: below a root of 20,000 setup
// points each run would go along them again, so the game of 200 variations below it is not
// split. A start far from the ideal one on the way up (the next variation of a long line's
// first move) is found and taken when what lies above it is light.
void TestCheckThreads::startsWeighWhatTheyGoAlong()
{
    std::string heavy = "(;SZ[19]AB";
    for (int i = 0; i < 20'000; ++i) heavy += "[aa]";
    for (int variation = 0; variation < 200; ++variation) heavy += '(' + moves(30, variation) + ')';
    QCOMPARE(sgf::detail::splitRuns(parsed(heavy + ')'), 2).size(), std::size_t(1));

    // Nodes: the root 0, B[aa] 1, the first variation 2 to 12001, the second from 12002.
    const sgf::Collection line =
        parsed("(;SZ[19];B[aa](" + moves(12'000, 1) + ")(" + moves(8000, 1) + "))");
    const auto starts = sgf::detail::splitRuns(line, 2);
    QCOMPARE(starts.size(), std::size_t(2));
    QCOMPARE(starts[1].tree, std::size_t(0));
    QCOMPARE(starts[1].node, std::uint32_t(12'002));
    compareWithOneThread(line);
}

// Cancelled, the threads give what one thread has when it stops: the findings of the first
// nodes (the cancel flag is read every few thousand nodes).
void TestCheckThreads::cancelledAlike()
{
    std::string text;
    for (int game = 0; game < 400; ++game) {
        text += "(;SZ[19]";
        for (int move = 0; move < 300; ++move)
            text += move % 2 == 0 ? ";B[aa]" : ";W[bb]"; // every move on a stone after two
        text += ')';
    }
    const sgf::Collection collection = parsed(text);
    const std::atomic<bool> cancel = true;
    sgf::CheckOptions one = onThreads(1, 100'000), many = onThreads(4, 100'000);
    one.cancel = many.cancel = &cancel;
    const sgf::CheckResult stoppedAlone = sgf::check(collection, one);
    const sgf::CheckResult stoppedTogether = sgf::check(collection, many);
    QVERIFY(stoppedAlone.cancelled);
    QVERIFY(stoppedTogether.cancelled);
    QVERIFY(!stoppedAlone.findings.empty());
    QVERIFY(stoppedAlone.findings.size() <
            sgf::check(collection, onThreads(1, 100'000)).findings.size());
    QVERIFY(stoppedTogether.findings == stoppedAlone.findings);
}

// One node of 100,000 properties is read as a few thousand nodes: the flag is read inside it
// (one of 100,000,000 took a minute to check, and a window's closing waited for it).
void TestCheckThreads::cancelledInsideAHugeNode()
{
    std::string text = "(;SZ[19]";
    for (int i = 0; i < 100'000; ++i)
        text += std::string{'X',
                            char('A' + i % 26),
                            char('A' + i / 26 % 26),
                            char('A' + i / 676 % 26),
                            char('A' + i / 17576 % 26),
                            '[',
                            ']'};
    text += ')';
    const sgf::Collection collection = parsed(text);
    const std::atomic<bool> cancel = true;
    sgf::CheckOptions options = onThreads(1, 1'000'000);
    options.cancel = &cancel;
    const sgf::CheckResult stopped = sgf::check(collection, options);
    QVERIFY(stopped.cancelled);
    QVERIFY(stopped.findings.size() < 10'000);
    const sgf::CheckResult whole = sgf::check(collection, onThreads(1, 1'000'000));
    QVERIFY(!whole.cancelled);
    QCOMPARE(whole.findings.size(), std::size_t(100'000)); // a note for each unknown one
}

QTEST_APPLESS_MAIN(TestCheckThreads)
#include "tst_check_threads.moc"
