// The charset-aware scanner (GameTreeScanner, which cuts a file into game trees before it is
// decoded) and the lenient parser must find the same game trees: a tree the scanner misses
// is decoded with its neighbour's charset. Both read with sgf/grammar.h; this checks that they
// agree on every corpus file, every fuzz seed and a few inputs chosen for it, read as the
// bytes of the file and as the text the charset decoder makes of them.
#include "io/charsetdecoder.h"
#include "io/gametreescanner.h"
#include "sgf/parser.h"
#include "shared_data.h"

#include <QDirIterator>
#include <QTest>
#include <utility>
#include <vector>

using Span = std::pair<std::size_t, std::size_t>; // a game tree: its '(' to one past its ')'

namespace {

// The trees as the charset decoder walks them, in the layout of ASCII-compatible text.
std::vector<Span> scannerTrees(std::string_view text)
{
    const sgfview::GameTreeScanner scanner(text);
    std::vector<Span> trees;
    for (std::size_t start = scanner.findTreeStart(0); start < text.size();) {
        const std::size_t end = scanner.findTreeEnd(start, sgfview::Charset::Layout::Ascii);
        trees.emplace_back(start, end);
        start = scanner.findTreeStart(end);
    }
    return trees;
}

// The trees the lenient parser read (none when it found no tree); games read from one '('
// share it.
std::vector<Span> parserTrees(std::string_view text)
{
    std::vector<Span> trees;
    try {
        const sgf::Collection collection = sgf::parseCollection(text, sgf::ParseOptions::lenient());
        for (std::size_t i = 0; i < collection.size(); ++i) {
            const sgf::GameTree tree = collection.tree(i);
            const Span span(tree.offset(), tree.offset() + tree.text().size());
            if (trees.empty() || trees.back() != span) trees.push_back(span);
        }
    } catch (const sgf::ParseError &) {
    }
    return trees;
}

QString describe(const std::vector<Span> &trees)
{
    QStringList parts;
    for (const auto &[begin, end] : trees) parts << QStringLiteral("%1-%2").arg(begin).arg(end);
    return parts.join(' ');
}

} // namespace

class TestTreeStarts : public QObject {
    Q_OBJECT

private slots:
    void chosenInputs_data();
    void chosenInputs();
    void files_data();
    void files();
};

void TestTreeStarts::chosenInputs_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("trees");

    QTest::newRow("the issue's example") << QByteArray("((see below)) (;C[a])") << "14-21";
    QTest::newRow("prose around trees")
        << QByteArray("Game (c) 1999 (see below)\n(;GM[1])\nthen (;GM[1]) again") << "26-34 40-48";
    QTest::newRow("tree of trees, one tree of the text")
        << QByteArray("((;A[1])(;B[2]))") << "0-16";
    QTest::newRow("empty trees are none") << QByteArray("() (;A[1]) ( )") << "3-10";
    QTest::newRow("a property without ';'") << QByteArray("(A[1])") << "0-6";
    QTest::newRow("')' and '(' inside values")
        << QByteArray("(;C[(x)];C[a\\]())])(;)") << "0-19 19-22";
    QTest::newRow("left open") << QByteArray("(;A[1](;B[2]") << "0-12";
    QTest::newRow("cut in a value") << QByteArray("(;A[1](;C[never closed") << "0-22";
    QTest::newRow("no tree") << QByteArray("just prose (really)") << "";
}

void TestTreeStarts::chosenInputs()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, trees);
    const std::string_view text(input.constData(), std::size_t(input.size()));
    QCOMPARE(describe(parserTrees(text)), trees);
    QCOMPARE(describe(scannerTrees(text)), trees);
}

void TestTreeStarts::files_data()
{
    QTest::addColumn<QString>("path");
    QDirIterator seeds(QStringLiteral(SGFVIEW_SOURCE_DIR "/tests/fuzz/seeds"), QDir::Files,
                       QDirIterator::Subdirectories);
    QStringList seedFiles;
    while (seeds.hasNext()) seedFiles << seeds.next();
    seedFiles.sort();
    QVERIFY(seedFiles.size() > 20);
    for (const QString &path : seedFiles)
        QTest::newRow(qPrintable("seed " + path.section('/', -2))) << path;
    if (!testdata::hasCorpus()) {
        QTest::newRow("no corpus") << QString();
        return;
    }
    for (const QString &file : testdata::corpusFiles())
        QTest::newRow(qPrintable("corpus " + file)) << testdata::corpusDir() + '/' + file;
}

void TestTreeStarts::files()
{
    QFETCH(QString, path);
    if (path.isEmpty()) SGFVIEW_REQUIRE_SHARED();
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QByteArray bytes = file.readAll();
    const std::string raw(bytes.constData(), std::size_t(bytes.size()));
    QCOMPARE(describe(scannerTrees(raw)), describe(parserTrees(raw)));
    const std::string decoded = sgfview::decodeSgf(raw).utf8;
    const auto trees = parserTrees(decoded);
    QCOMPARE(describe(scannerTrees(decoded)), describe(trees));
}

QTEST_GUILESS_MAIN(TestTreeStarts)
#include "tst_treestarts.moc"
