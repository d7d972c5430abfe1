// Stored evaluations along a line: SBKV (Sabaki: Black's winrate in percent) before V (FF[4]:
// "positive values are good for black, negative values are good for white"), a value per
// node where it has a valid Real, and the biggest swings between valued nodes.
#include "models/evaluationseries.h"
#include "sgf/parser.h"

#include <QTest>
#include <cmath>

using sgfview::EvaluationSeries;

Q_DECLARE_METATYPE(EvaluationSeries::Kind)

class TestEvaluationSeries : public QObject {
    Q_OBJECT

private slots:
    void kind_data();
    void kind();
    void winrates();
    void values();
    void swings();
};

namespace {

// The main line of the first game, node by node.
std::vector<std::uint32_t> mainLine(const sgf::Collection &collection)
{
    std::vector<std::uint32_t> line;
    for (sgf::Node n = collection[0].root(); n; n = n.firstChild()) line.push_back(n.index());
    return line;
}

QString valuesOf(const EvaluationSeries &series)
{
    QStringList values;
    for (const double value : series.values)
        values << (std::isnan(value) ? QStringLiteral("-") : QString::number(value));
    return values.join(' ');
}

} // namespace

void TestEvaluationSeries::kind_data()
{
    QTest::addColumn<QByteArray>("sgf");
    QTest::addColumn<EvaluationSeries::Kind>("kind");
    using K = EvaluationSeries::Kind;
    QTest::newRow("none") << QByteArray("(;B[aa];W[bb]C[57])") << K::None;
    QTest::newRow("SBKV") << QByteArray("(;B[aa]SBKV[51.2];W[bb]SBKV[48])") << K::Winrate;
    QTest::newRow("V") << QByteArray("(;B[aa]V[-0.5];W[bb]V[1])") << K::Value;
    // One value is no graph (the sample game's one V left an empty box under the map).
    QTest::newRow("one SBKV") << QByteArray("(;B[aa]SBKV[51.2];W[bb])") << K::None;
    QTest::newRow("one V") << QByteArray("(;B[aa]V[-0.5];W[bb]V[])") << K::None;
    // Both: Sabaki's winrates are what the graph shows, where there are two of them.
    QTest::newRow("both") << QByteArray("(;B[aa]V[3];W[bb]SBKV[40];B[cc]V[1]SBKV[45])")
                          << K::Winrate;
    QTest::newRow("one SBKV, two V")
        << QByteArray("(;B[aa]V[3];W[bb]SBKV[40];B[cc]V[1])") << K::Value;
    // Only in a variation: still the game's.
    QTest::newRow("in a variation")
        << QByteArray("(;B[aa](;W[bb])(;W[cc]V[2];B[dd]V[1]))") << K::Value;
    // Values that are no numbers draw nothing (50,000 properties in a root, among them V[],
    // raised the window's minimum height by the graph's); numbers among them still count.
    QTest::newRow("empty and not numbers")
        << QByteArray("(;V[]B[aa]SBKV[x];W[bb]V[high])") << K::None;
    QTest::newRow("numbers after others")
        << QByteArray("(;V[]SBKV[x];B[aa]V[1];W[bb]SBKV[]V[2])") << K::Value;
    // A repeated V is merged into the first (read leniently, as the window does): its first
    // value is the node's.
    QTest::newRow("a repeated V") << QByteArray("(;B[aa]V[x]V[1];W[bb]V[2])") << K::None;
    QTest::newRow("a repeated SBKV")
        << QByteArray("(;B[aa]SBKV[40]SBKV[x];W[bb]SBKV[45])") << K::Winrate;
}

void TestEvaluationSeries::kind()
{
    QFETCH(QByteArray, sgf);
    QFETCH(EvaluationSeries::Kind, kind);
    const auto collection = sgf::parseCollection(sgf.toStdString(), sgf::ParseOptions::lenient());
    QCOMPARE(EvaluationSeries::kindOf(collection, 0, std::uint32_t(collection.nodeCount())), kind);
}

void TestEvaluationSeries::winrates()
{
    // A node without one, one that is no Real ("fifty", ".5"), one past 100 (drawn at 100).
    const auto collection = sgf::parseCollection(
        "(;SBKV[50];B[aa]SBKV[ 62.5 ];W[bb];B[cc]SBKV[fifty];W[dd]SBKV[.5];B[ee]SBKV[104])");
    const auto series =
        EvaluationSeries::along(collection, mainLine(collection), EvaluationSeries::Kind::Winrate);
    QCOMPARE(valuesOf(series), QStringLiteral("50 62.5 - - - 100"));
    QCOMPARE(series.low, 0.0);
    QCOMPARE(series.high, 100.0);
}

void TestEvaluationSeries::values()
{
    const auto collection = sgf::parseCollection("(;B[aa]V[1.5];W[bb]V[-4];B[cc]SBKV[60])");
    const auto series =
        EvaluationSeries::along(collection, mainLine(collection), EvaluationSeries::Kind::Value);
    QCOMPARE(valuesOf(series), QStringLiteral("1.5 -4 -"));
    // Symmetric about 0, as far as the largest value reaches.
    QCOMPARE(series.low, -4.0);
    QCOMPARE(series.high, 4.0);
}

void TestEvaluationSeries::swings()
{
    // Changes: +5 (too small: under a tenth of the range), -30, +40, -20 across a gap, -15,
    // +11, +12: the five largest, largest first.
    const auto collection = sgf::parseCollection(
        "(;SBKV[50];SBKV[55];SBKV[25];SBKV[65];C[gap];SBKV[45];SBKV[30];SBKV[41];SBKV[53])");
    const auto series =
        EvaluationSeries::along(collection, mainLine(collection), EvaluationSeries::Kind::Winrate);
    QCOMPARE(series.swings, (std::vector<std::uint32_t>{3, 2, 5, 6, 8}));
}

QTEST_GUILESS_MAIN(TestEvaluationSeries)
#include "tst_evaluationseries.moc"
