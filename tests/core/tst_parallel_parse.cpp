// A collection read in parts on several threads (ParseOptions::threads) gives exactly what one
// thread gives: the same tree, the same diagnostics in the same order with the same count past
// the cap, the same error in a strict parse. Compared on every corpus file, on the benchmark
// generators' collections and on broken collections whose repairs cross the parts' starts
// (parts start at likely game starts, "(;GM[1]": with 2 to 16 threads they start at each
// one in turn).
#include "generated_collections.h"
#include "sgf/diagnostic.h"
#include "sgf/parser.h"
#include "shared_data.h"

#include <QTest>
#include <string>
#include <thread>

class TestParallelParse : public QObject {
    Q_OBJECT

private slots:
    void corpusFiles_data();
    void corpusFiles();
    void generatedCollections_data();
    void generatedCollections();
    void brokenCollections_data();
    void brokenCollections();
    void progressAndCancelling();
};

namespace {

std::string number(std::uint64_t n)
{
    return std::to_string(n);
}

std::string indexOf(sgf::Node node)
{
    return node ? number(node.index()) : "-";
}

// Everything a parse gives, one line a game, node and diagnostic (or its error).
std::string describe(const std::string &text, sgf::ParseOptions options)
{
    std::string out;
    try {
        const sgf::Collection collection = sgf::parseCollection(text, options);
        for (std::size_t i = 0; i < collection.size(); ++i) {
            const sgf::GameTree tree = collection.tree(i);
            out += "game " + number(i) + " root " + indexOf(tree.root()) + " at " +
                   number(tree.offset()) + " length " + number(tree.text().size()) + '\n';
        }
        for (std::uint32_t n = 0; n < collection.nodeCount(); ++n) {
            const sgf::Node node = collection.node(n);
            out += "node " + number(n) + " parent " + indexOf(node.parent()) + " child " +
                   indexOf(node.firstChild()) + " next " + indexOf(node.nextSibling()) + ':';
            for (const sgf::Property property : node.properties()) {
                out += ' ' + std::string(property.id());
                for (const sgf::Value value : property)
                    out += '[' + std::string(value.raw()) + "]@" + number(value.offset());
            }
            out += '\n';
        }
        for (const sgf::Diagnostic &diagnostic : collection.diagnostics())
            out += sgf::format(diagnostic) + " @" + number(diagnostic.position.offset) + '\n';
        out += "unlisted " + number(collection.unlistedDiagnostics()) + '\n';
    } catch (const sgf::ParseError &error) {
        out += "error " + std::string(error.what()) + " at " + number(error.position().line) + ':' +
               number(error.position().column) + '\n';
    }
    return out;
}

// The first line where two descriptions differ, with the line numbers.
QByteArray firstDifference(const std::string &a, const std::string &b)
{
    std::size_t line = 1, at = 0;
    while (at < a.size() && at < b.size()) {
        const std::size_t endA = a.find('\n', at), endB = b.find('\n', at);
        if (a.compare(at, endA - at, b, at, endB - at) != 0)
            return "line " + QByteArray::number(qulonglong(line)) + ": " +
                   QByteArray::fromStdString(a.substr(at, endA - at)) +
                   " | one thread: " + QByteArray::fromStdString(b.substr(at, endB - at));
        at = endA + 1;
        ++line;
    }
    return "one is shorter, from line " + QByteArray::number(qulonglong(line));
}

// Lenient and strict, under several caps, on 2 to maxThreads threads against one.
void compareWithOneThread(const std::string &text, unsigned maxThreads,
                          std::initializer_list<std::size_t> caps = {1000, 5, 1})
{
    for (const bool lenient : {true, false}) {
        for (const std::size_t cap : caps) {
            sgf::ParseOptions options =
                lenient ? sgf::ParseOptions::lenient() : sgf::ParseOptions();
            options.maxDiagnostics = cap;
            options.threads = 1;
            const std::string one = describe(text, options);
            options.parallelFrom = 0;
            for (unsigned threads = 2; threads <= maxThreads; ++threads) {
                options.threads = threads;
                const std::string many = describe(text, options);
                if (many != one)
                    QFAIL(QByteArray((lenient ? "lenient" : "strict") + QByteArray(", cap ") +
                                     QByteArray::number(qulonglong(cap)) + ", " +
                                     QByteArray::number(threads) + " threads, " +
                                     firstDifference(many, one))
                              .constData());
                if (!lenient) break; // a strict parse has no diagnostics to cap
            }
        }
    }
}

} // namespace

void TestParallelParse::corpusFiles_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestParallelParse::corpusFiles()
{
    QFETCH(QString, file);
    SGFVIEW_REQUIRE_SHARED();
    compareWithOneThread(testdata::readCorpusFile(file).toStdString(), 4);
}

void TestParallelParse::generatedCollections_data()
{
    testdata::addGeneratedCollectionRows();
}

void TestParallelParse::generatedCollections()
{
#ifdef SGFVIEW_HAS_GENERATOR
    QFETCH(int, shape);
    const std::string text = testdata::generatedCollection(shape);
    compareWithOneThread(text, 5, {1000, 1});
#else
    QSKIP("the benchmark tools' generators are not built (SGFVIEW_BENCH is off)");
#endif
}

// Each row's text is set among plain games, so that parts start before, inside and after it.
void TestParallelParse::brokenCollections_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::newRow("a tree left open")
        << QByteArray("(;GM[1];B[aa](;W[bb])\n(;GM[1];B[cc])\n(;GM[1];W[dd]");
    QTest::newRow("trees left open to the end") << QByteArray("(;GM[1];B[aa]\n(;GM[1];B[cc]\n");
    QTest::newRow("text between trees")
        << QByteArray("(;GM[1];B[aa]) some (prose) text ( ;GM[1]) ;B[aa]\n(;GM[1];W[dd])");
    QTest::newRow("text before the first tree") << QByteArray("notes (see below) [x]\n");
    QTest::newRow("a ')' too many") << QByteArray("(;GM[1];B[aa]))\n(;GM[1];W[bb]))");
    QTest::newRow("a game start inside a comment")
        << QByteArray("(;GM[1]C[quoted:\n(;GM[1];B[aa])\n];W[bb])\n(;GM[1]C[x\\](;GM[1])])");
    QTest::newRow("a game start inside a variation")
        << QByteArray("(;GM[1];B[aa]\n(;GM[1];W[bb])\n(;FF[4];W[cc]))");
    QTest::newRow("values without a property")
        << QByteArray("(;GM[1];[aa][bb]\n(;GM[1])[cc][dd])\n(;GM[1])");
    QTest::newRow("old identifiers in every game")
        << QByteArray("(;GM[1]CoPyright[a]GaMe[1];B[aa])\n(;GM[1]CoPyright[b];W[bb])\n"
                      "(;GM[1]CoPyright[c]SiZe[19])");
    QTest::newRow("long identifiers")
        << QByteArray("(;GM[1]XYZZY[a];PLUGH[b])\n(;GM[1]PLUGH[c]XYZZY[d]B[aa]QUUX[e])");
    QTest::newRow("repeated properties at a part's end")
        << QByteArray("(;GM[1];B[aa]C[a]B[bb]C[b]AB[cc]AB[dd][ee])\n(;GM[1]GM[1];W[aa]W[bb])");
    QTest::newRow("empty trees") << QByteArray("()\n(;GM[1])\n()\n( )\n(;GM[1]())\n((;GM[1]))");
    QTest::newRow("nodes without ';'")
        << QByteArray("(;GM[1](B[aa])(W[bb])(B[cc])(W[dd])(B[ee])(W[ff])(B[gg])(W[hh]))");
    QTest::newRow("a value left open") << QByteArray("(;GM[1];B[aa])\n(;GM[1];C[open to the end");
    QTest::newRow("junk in nodes")
        << QByteArray("(;GM[1];B[aa] junk ; W [bb] 12 ;)\n(;GM[1] \x01 ;B[cc])");
}

void TestParallelParse::brokenCollections()
{
    QFETCH(QByteArray, sgf);
    const std::string game = "(;GM[1]FF[4]SZ[19];B[pd];W[dp](;B[pp];W[dd])(;B[dd];W[pp]))\n";
    std::string text;
    for (int i = 0; i < 3; ++i) text += game;
    text += sgf.toStdString() + '\n';
    for (int i = 0; i < 3; ++i) text += game;
    compareWithOneThread(text, 16);
    // And alone, and at the start and the end of the text.
    compareWithOneThread(sgf.toStdString(), 16);
    compareWithOneThread(sgf.toStdString() + game + game, 16);
    compareWithOneThread(game + game + sgf.toStdString(), 16);
}

// A parse in parts reports progress as a GUI's loader needs it: on the thread that parses, in
// order, and cancelled by its answer; with progress asked for, the result is still one
// thread's.
void TestParallelParse::progressAndCancelling()
{
#ifdef SGFVIEW_HAS_GENERATOR
    const std::string text = testdata::syntheticCollection(6);
    sgf::ParseOptions options = sgf::ParseOptions::lenient();
    options.threads = 1;
    const std::string one = describe(text, options);
    options.threads = 2;
    options.parallelFrom = 0;
    const std::thread::id caller = std::this_thread::get_id();
    std::size_t reports = 0, last = 0;
    bool elsewhere = false, backwards = false;
    options.progress = [&](std::size_t done, std::size_t total) {
        elsewhere = elsewhere || std::this_thread::get_id() != caller;
        backwards = backwards || done < last || total != text.size();
        last = done;
        ++reports;
        return true;
    };
    const std::string many = describe(text, options);
    QVERIFY2(many == one, firstDifference(many, one).constData());
    QVERIFY(!elsewhere);
    QVERIFY(!backwards);
    // The first part, half of the text, reports once a megabyte for both parts, then for the
    // second until it is read: the reports end at the text's end, as one thread's would.
    QVERIFY(reports >= 2);
    QCOMPARE(last, text.size());
    // Its second report answered no: the parse ends there, the parts read ahead stopped.
    reports = 0;
    options.progress = [&](std::size_t, std::size_t) { return ++reports < 2; };
    QVERIFY_THROWS_EXCEPTION(sgf::ParseCancelled, sgf::parseCollection(text, options));
    QCOMPARE(reports, std::size_t(2));
    // A cancel answered once the first part is read, to the report for the whole text, is
    // heeded too.
    options.progress = [&](std::size_t done, std::size_t total) { return done < total; };
    QVERIFY_THROWS_EXCEPTION(sgf::ParseCancelled, sgf::parseCollection(text, options));
    // Once read, the parts are moved together, asking again with the whole text's report: a
    // cancel answered to the last of those is heeded.
    std::size_t whole = 0;
    options.progress = [&](std::size_t done, std::size_t total) {
        whole += done == total;
        return true;
    };
    sgf::parseCollection(text, options);
    QVERIFY2(whole >= 2, qPrintable(QString::number(whole)));
    const std::size_t askedLast = whole;
    whole = 0;
    options.progress = [&](std::size_t done, std::size_t total) {
        whole += done == total;
        return whole < askedLast;
    };
    QVERIFY_THROWS_EXCEPTION(sgf::ParseCancelled, sgf::parseCollection(text, options));
#else
    QSKIP("the benchmark tools' generators are not built (SGFVIEW_BENCH is off)");
#endif
}

QTEST_APPLESS_MAIN(TestParallelParse)
#include "tst_parallel_parse.moc"
