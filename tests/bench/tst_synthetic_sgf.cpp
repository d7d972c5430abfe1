// The synthetic benchmark collection: deterministic, strict SGF, and it has what the brief
// asks of it (long main lines, deep and wide variations, escapes, setup lists, markup, game
// info, about 14 bytes a node); the archive-shaped one (archive_sgf.h) has the shape of the
// public professional archives.
#include "archive_sgf.h"
#include "sgf/check.h"
#include "sgf/parser.h"
#include "synthetic_sgf.h"

#include <QTest>
#include <set>
#include <string>

class TestSyntheticSgf : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameBytes();
    void otherSeedOtherBytes();
    void sizeAndCountsAreTrue();
    void strictParserAccepts();
    void mainLinesAreLong();
    void variationsAreDeepAndWide();
    void valuesExerciseTheSyntax_data();
    void valuesExerciseTheSyntax();
    void defaultsMatchThePeersFile();
    void archiveSameSeedSameBytes();
    void archiveCountsAreTrue_data();
    void archiveCountsAreTrue();
    void archiveGamesAreMoveOnlyLines();
    void archiveHasNoFindings();
    void archiveDefaultIsAbout100MB();

private:
    static sgfbench::SyntheticCollection small(std::uint64_t seed = 7)
    {
        sgfbench::SyntheticOptions options;
        options.megabytes = 1;
        options.seed = seed;
        return sgfbench::generateSyntheticCollection(options);
    }
};

void TestSyntheticSgf::sameSeedSameBytes()
{
    QVERIFY(small(7).text == small(7).text);
}

void TestSyntheticSgf::otherSeedOtherBytes()
{
    QVERIFY(small(7).text != small(8).text);
}

void TestSyntheticSgf::sizeAndCountsAreTrue()
{
    const auto generated = small();
    QVERIFY(generated.text.size() >= 1000000);
    QVERIFY(generated.text.size() < 1100000); // stops after the game that reaches the size
    const auto collection = sgf::parseCollection(generated.text);
    QCOMPARE(collection.size(), generated.games);
    QCOMPARE(collection.nodeCount(), generated.nodes);
}

void TestSyntheticSgf::strictParserAccepts()
{
    const auto collection = sgf::parseCollection(small().text);
    QVERIFY(collection.diagnostics().empty());
    QVERIFY(collection.size() > 10);
}

// The main line (first children from the root) holds 200 to 350 moves.
void TestSyntheticSgf::mainLinesAreLong()
{
    const auto collection = sgf::parseCollection(small().text);
    for (std::size_t i = 0; i < collection.size(); ++i) {
        const auto moves = collection[i].root().lastInLine().depth();
        QVERIFY2(moves >= 200 && moves <= 350, qPrintable(QString::number(moves)));
    }
}

void TestSyntheticSgf::variationsAreDeepAndWide()
{
    const auto collection = sgf::parseCollection(small().text);
    std::size_t widest = 0, deepestNesting = 0;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        const sgf::Node node = collection.node(i);
        widest = std::max(widest, node.childCount());
        // Variations below variations: count the forks on the way to the root.
        std::size_t forks = 0;
        if (!node.hasChildren()) {
            for (sgf::Node n = node; n.parent(); n = n.parent())
                if (n.parent().childCount() > 1) ++forks;
        }
        deepestNesting = std::max(deepestNesting, forks);
    }
    QVERIFY2(widest >= 5, qPrintable(QString::number(widest)));
    QVERIFY2(deepestNesting >= 8, qPrintable(QString::number(deepestNesting)));
}

void TestSyntheticSgf::valuesExerciseTheSyntax_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("wanted"); // a raw value holding this, "" for any value
    QTest::newRow("escaped ]") << "C"
                               << "\\]";
    QTest::newRow("escaped \\") << "C"
                                << "\\\\";
    QTest::newRow("line break") << "C"
                                << "\n";
    QTest::newRow("soft line break") << "C"
                                     << "\\\n";
    QTest::newRow("compressed AB") << "AB"
                                   << ":";
    QTest::newRow("compressed AW") << "AW"
                                   << ":";
    QTest::newRow("AE") << "AE"
                        << "";
    for (const char *id : {"TR", "SQ", "CR", "MA", "LB", "AR"}) QTest::newRow(id) << id << "";
    for (const char *id : {"GM", "SZ", "KM", "PB", "PW", "BR", "WR", "DT", "EV", "RE", "HA"})
        QTest::newRow(id) << id << "";
}

void TestSyntheticSgf::valuesExerciseTheSyntax()
{
    QFETCH(QString, id);
    QFETCH(QString, wanted);
    const auto collection = sgf::parseCollection(small().text);
    const std::string name = id.toStdString(), part = wanted.toStdString();
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        const auto property = collection.node(i).find(name);
        if (!property) continue;
        for (sgf::Value value : *property)
            if (value.raw().find(part) != std::string_view::npos) return;
    }
    QFAIL("not found");
}

// Peers were measured on a 21 MB collection of 1.48 million nodes: the defaults give one
// of that shape.
void TestSyntheticSgf::defaultsMatchThePeersFile()
{
    const auto generated = sgfbench::generateSyntheticCollection();
    QVERIFY(generated.text.size() >= 21000000 && generated.text.size() < 21100000);
    QVERIFY2(generated.nodes > 1480000 * 0.97 && generated.nodes < 1480000 * 1.03,
             qPrintable(QString::number(generated.nodes)));
}

void TestSyntheticSgf::archiveSameSeedSameBytes()
{
    sgfbench::ArchiveOptions options;
    options.games = 50;
    const auto first = sgfbench::generateArchive(options).text;
    QVERIFY(first == sgfbench::generateArchive(options).text);
    options.seed = 8;
    QVERIFY(first != sgfbench::generateArchive(options).text);
}

void TestSyntheticSgf::archiveCountsAreTrue_data()
{
    QTest::addColumn<std::size_t>("games");
    QTest::addColumn<double>("megabytes");
    QTest::newRow("200 games") << std::size_t(200) << 0.0;
    QTest::newRow("1 MB") << std::size_t(0) << 1.0;
}

void TestSyntheticSgf::archiveCountsAreTrue()
{
    QFETCH(std::size_t, games);
    QFETCH(double, megabytes);
    sgfbench::ArchiveOptions options;
    options.games = games;
    options.megabytes = megabytes;
    const auto generated = sgfbench::generateArchive(options);
    const auto collection = sgf::parseCollection(generated.text);
    QVERIFY(collection.diagnostics().empty());
    QCOMPARE(collection.size(), generated.games);
    QCOMPARE(collection.nodeCount(), generated.nodes);
    if (games > 0) QCOMPARE(generated.games, games);
    if (megabytes > 0) { // stops after the game that reaches the size
        QVERIFY(generated.text.size() >= 1000000);
        QVERIFY(generated.text.size() < 1000000 + 3000);
    }
}

// A root of the archives' few properties, then one move per node, no variations, 150-300
// moves.
void TestSyntheticSgf::archiveGamesAreMoveOnlyLines()
{
    sgfbench::ArchiveOptions options;
    options.games = 200;
    const auto collection = sgf::parseCollection(sgfbench::generateArchive(options).text);
    const std::set<std::string_view> rootIds = {"GM", "FF", "CA", "SZ", "PB",
                                                "PW", "DT", "RE", "KM"};
    for (std::size_t i = 0; i < collection.size(); ++i) {
        const sgf::Node root = collection[i].root();
        std::set<std::string_view> ids;
        for (sgf::Property property : root.properties()) ids.insert(property.id());
        QCOMPARE(ids, rootIds);
        std::size_t moves = 0;
        for (sgf::Node node = root; node.hasChildren(); ++moves) {
            QCOMPARE(node.childCount(), std::size_t(1));
            node = node.firstChild();
            QCOMPARE(node.propertyCount(), std::size_t(1));
            const sgf::Property move = node.property(0);
            QCOMPARE(move.id(), std::string_view(moves % 2 == 0 ? "B" : "W"));
            QCOMPARE(move.valueCount(), std::size_t(1));
            QCOMPARE(move.value(0).raw().size(), std::size_t(2));
        }
        QVERIFY2(moves >= 150 && moves <= 300, qPrintable(QString::number(moves)));
    }
}

// Played on a board: no move on a stone, no suicide, every value valid.
void TestSyntheticSgf::archiveHasNoFindings()
{
    sgfbench::ArchiveOptions options;
    options.games = 200;
    const auto collection = sgf::parseCollection(sgfbench::generateArchive(options).text);
    const auto result = sgf::check(collection);
    QVERIFY2(result.findings.empty(),
             result.findings.empty() ? "" : result.findings.front().message.c_str());
}

// 70,000 games make about 100 MB, as the archives do; measured on a sample of the games.
void TestSyntheticSgf::archiveDefaultIsAbout100MB()
{
    const sgfbench::ArchiveOptions defaults;
    QCOMPARE(defaults.games, std::size_t(70000));
    sgfbench::ArchiveOptions sample;
    sample.games = 2000;
    const double perGame = double(sgfbench::generateArchive(sample).text.size()) / 2000;
    QVERIFY2(perGame * 70000 > 95e6 && perGame * 70000 < 110e6,
             qPrintable(QString::number(perGame)));
}

QTEST_APPLESS_MAIN(TestSyntheticSgf)
#include "tst_synthetic_sgf.moc"
