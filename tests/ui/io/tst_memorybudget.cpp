// A load that cannot fit in memory is refused before it starts, with the sizes, and one that
// runs out on the way (std::bad_alloc) ends in the same message instead of a crash. The
// limits are set in a child process (RLIMIT_AS).
#include "io/documentloader.h"
#include "io/memorybudget.h"
#include "memory_limit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace sgfview;

Q_DECLARE_METATYPE(sgfview::MemoryBudget::Costs)

class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void neededCountsBytesNodesAndValues();
    void neededDependsOnTheShape_data();
    void neededDependsOnTheShape();
    void mostNeededBoundsEveryShape_data();
    void mostNeededBoundsEveryShape();
    void availableIsWhatTheSystemHas();
    void loadThatCannotFitIsRefused();
    void fileThatCannotFitIsRefusedBeforeItIsRead();
    void smallGamesFitWhereOneBigGameDoesNot();
    void runningOutOnTheWayIsTheSameMessage();
    void runningOutWhileReadingIsTheSameMessage();
    // Last: the address-space tests above measure room from this process's heap as it is, and
    // its 8 MiB piece freed here changes what an allocation in their children meets (run
    // before them, the load of runningOutOnTheWayIsTheSameMessage fitted).
    void shapeOfFileReportsProgress_data();
    void shapeOfFileReportsProgress();

private:
    // games game trees of count / games empty nodes each.
    QString writeEmptyNodes(std::size_t count, std::size_t games = 1)
    {
        const QString path = dir_.filePath(QStringLiteral("nodes-%1-%2.sgf").arg(count).arg(games));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        const QByteArray game = '(' + QByteArray(qsizetype(count / games), ';') + ')';
        for (std::size_t i = 0; i < games; ++i) file.write(game);
        return path;
    }

    QTemporaryDir dir_;
};

void TestMemoryBudget::neededCountsBytesNodesAndValues()
{
    QCOMPARE(MemoryBudget::needed("(;;;A[a][b])", {1, 10, 100, 0, 0}), 12 + 3 * 10 + 2 * 100);
    // Bytes above 0x7F, and counts across the eight-byte words the count reads.
    const MemoryBudget::Shape shape =
        MemoryBudget::shapeOf("\xFF;\xBB[;;(\x80(;;;;;[[[[[]]]](;;;(");
    QCOMPARE(shape.nodes, 11);
    QCOMPARE(shape.values, 6);
    QCOMPARE(shape.trees, 4);
    // Long runs: every byte a ';' fills the per-byte counts up to the 255 a byte holds, and
    // the blocks of words end anywhere in a game.
    const std::string semicolons(3 * 255 * 8 + 13, ';');
    QCOMPARE(MemoryBudget::shapeOf(semicolons).nodes, qint64(semicolons.size()));
    std::string games;
    for (int i = 0; i < 1000; ++i) games += "(;B[aa];W[bb])\xE2\x80\x94";
    const MemoryBudget::Shape many = MemoryBudget::shapeOf(games);
    QCOMPARE(many.nodes, 2000);
    QCOMPARE(many.values, 2000);
    QCOMPARE(many.trees, 1000);
    QCOMPARE(MemoryBudget::needed("(;;;A[a][b])(;)", {1, 10, 100, 1000, 10000}),
             15 + 4 * 10 + 2 * 100 + 2 * 1000 + 4 * 10000);
    QCOMPARE(MemoryBudget::needed("", MemoryBudget::window), 0);
    // The window costs more than the command line, which has no rows, map or position.
    QVERIFY(MemoryBudget::needed(";;;[]", MemoryBudget::window) >
            MemoryBudget::needed(";;;[]", MemoryBudget::check));
}

// The window's estimate on the shapes of issue 17's archives (sgfgen --shape archive, its own
// counts of nodes and trees; '[' one a node and eight more a root) and of the worst file of
// the size limit, 2 GiB of ';' in one game.
void TestMemoryBudget::neededDependsOnTheShape_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<qint64>("trees");
    QTest::addColumn<qint64>("largestGame");
    QTest::addColumn<qint64>("megabytes");
    constexpr qint64 megabyte = 1 << 20;
    QTest::newRow("archive 100 MB") << qint64(101'951'066) << qint64(15'827'569) << qint64(70'000)
                                    << qint64(301) << qint64(1'046);
    QTest::newRow("archive 1 GB") << qint64(1'000'000'717) << qint64(155'240'427) << qint64(686'997)
                                  << qint64(301) << qint64(10'260);
    QTest::newRow("2 GiB of ';', one game")
        << qint64(2) * 1024 * megabyte << qint64(2) * 1024 * megabyte - 2 << qint64(1)
        << qint64(2) * 1024 * megabyte - 2 << qint64(432'128);
}

void TestMemoryBudget::neededDependsOnTheShape()
{
    QFETCH(qint64, bytes);
    QFETCH(qint64, nodes);
    QFETCH(qint64, trees);
    QFETCH(qint64, largestGame);
    QFETCH(qint64, megabytes);
    MemoryBudget::Shape shape{bytes, nodes, nodes + 8 * trees, trees, largestGame};
    QCOMPARE(MemoryBudget::needed(shape, MemoryBudget::window) >> 20, megabytes);
    // Before the parse every node may be in one game: never less.
    shape.largestGame.reset();
    QVERIFY(MemoryBudget::needed(shape, MemoryBudget::window) >= megabytes << 20);
}

// What a text of n bytes can need at most, whatever its shape, is what the dearest shape of
// them needs with its largest game known or not: a load within it is not counted. Costs where
// a shown node is dearest (the last) show that a node is priced as shown too.
void TestMemoryBudget::mostNeededBoundsEveryShape_data()
{
    QTest::addColumn<MemoryBudget::Costs>("costs");
    QTest::addColumn<qint64>("dearest");
    QTest::newRow("window, trees") << MemoryBudget::window << qint64(3 + 256);
    QTest::newRow("command line, values") << MemoryBudget::check << qint64(3 + 20);
    QTest::newRow("shown nodes") << MemoryBudget::Costs{1, 10, 20, 30, 100} << qint64(1 + 110);
}

void TestMemoryBudget::mostNeededBoundsEveryShape()
{
    QFETCH(MemoryBudget::Costs, costs);
    QFETCH(qint64, dearest);
    constexpr qint64 n = 1000;
    QCOMPARE(MemoryBudget::mostNeeded(n, costs), n * dearest);
    for (const char c : {';', '[', '(', 'a'}) {
        MemoryBudget::Shape shape = MemoryBudget::shapeOf(std::string(n, c));
        QVERIFY(MemoryBudget::needed(shape, costs) <= n * dearest);
        shape.largestGame = shape.nodes;
        QVERIFY(MemoryBudget::needed(shape, costs) <= n * dearest);
    }
    // One of them needs all of it.
    const qint64 nodes = MemoryBudget::needed(MemoryBudget::shapeOf(std::string(n, ';')), costs);
    const qint64 trees = MemoryBudget::needed(MemoryBudget::shapeOf(std::string(n, '(')), costs);
    const qint64 values = MemoryBudget::needed(MemoryBudget::shapeOf(std::string(n, '[')), costs);
    QCOMPARE(std::max({nodes, trees, values}), n * dearest);
}

void TestMemoryBudget::shapeOfFileReportsProgress_data()
{
    QTest::addColumn<bool>("stop");
    QTest::newRow("counted to the end") << false;
    QTest::newRow("stopped after the first piece") << true;
}

// Counting a file reports the fraction counted after each 8 MiB piece (20 MB: three reports,
// the last 1) and gives nothing when told to stop.
void TestMemoryBudget::shapeOfFileReportsProgress()
{
    QFETCH(bool, stop);
    const QString path = writeEmptyNodes(20'000'000, 4);
    QVERIFY(!path.isEmpty());
    QList<double> reported;
    const auto shape = MemoryBudget::shapeOfFile(path, [&](double fraction) {
        reported << fraction;
        return !stop;
    });
    if (stop) {
        QCOMPARE(reported.size(), 1);
        QVERIFY(!shape);
        return;
    }
    QCOMPARE(reported.size(), 3);
    QVERIFY(reported[0] > 0.4 && reported[0] < reported[1] && reported[1] < 0.85);
    QCOMPARE(reported[2], 1.0);
    QVERIFY(shape);
    QCOMPARE(shape->bytes, 20'000'008);
    QCOMPARE(shape->nodes, 20'000'000);
    QCOMPARE(shape->trees, 4);
}

void TestMemoryBudget::availableIsWhatTheSystemHas()
{
    const auto available = MemoryBudget::available();
    QVERIFY(available.has_value());
    QVERIFY(*available > 0);
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    QVERIFY(meminfo.open(QIODevice::ReadOnly));
    const QByteArray total = meminfo.readLine().simplified().split(' ').value(1);
    QVERIFY(*available <= total.toLongLong() * 1024);
}

void TestMemoryBudget::loadThatCannotFitIsRefused()
{
    if (!testdata::addressSpaceCanBeLimited) QSKIP("AddressSanitizer: no RLIMIT_AS");
    const QString path = writeEmptyNodes(4'000'000); // 4 MB, 713 MB for the window
    const auto report = testdata::withAddressSpaceRoom(std::size_t(200) << 20, [&] {
        const LoadResult result = DocumentLoader::load(path);
        return (result.document ? QByteArray("loaded") : result.error.toUtf8());
    });
    QVERIFY(report.has_value());
    QVERIFY2(report->startsWith("there is not enough memory to open it (it needs about 713 MB; "),
             report->constData());
    // The command line's own costs are lower: the same file checks within the same room.
    const auto check = testdata::withAddressSpaceRoom(std::size_t(200) << 20, [&] {
        LoadOptions options;
        options.memory = MemoryBudget::check;
        const LoadResult result = DocumentLoader::load(path, options);
        return (result.document ? QByteArray("loaded") : result.error.toUtf8());
    });
    QVERIFY(check.has_value());
    QCOMPARE(*check, QByteArray("loaded"));
}

// Peak resident memory (VmHWM) in KB, after writing "5" to clear_refs restarts it.
static qint64 peakKilobytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

// A file whose size alone might not fit is counted a piece at a time before it is read: one
// that cannot fit is refused without the process ever holding it (before, the whole 64 MB
// were read first, and then refused by the same estimate).
void TestMemoryBudget::fileThatCannotFitIsRefusedBeforeItIsRead()
{
    if (!testdata::addressSpaceCanBeLimited) QSKIP("AddressSanitizer: no RLIMIT_AS");
    const std::size_t nodes = 64'000'000; // across eight of the 8 MB pieces
    const QString path = writeEmptyNodes(nodes);
    const auto report = testdata::withAddressSpaceRoom(std::size_t(400) << 20, [&] {
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        if (!clear.open(QIODevice::WriteOnly) || clear.write("5") != 1) return QByteArray("-");
        clear.close();
        const qint64 before = peakKilobytes();
        const LoadResult result = DocumentLoader::load(path);
        return result.error.toUtf8() + '|' + QByteArray::number((peakKilobytes() - before) >> 10);
    });
    QVERIFY(report.has_value());
    const QList<QByteArray> parts = report->split('|');
    QCOMPARE(parts.size(), 2);
    // The count is the file's: its bytes, its nodes and its one tree, priced for the window.
    const qint64 needed = qint64(nodes + 2) * MemoryBudget::window.perByte +
                          qint64(nodes) * MemoryBudget::window.perNode +
                          MemoryBudget::window.perTree;
    const QString expected = DocumentLoader::notEnoughMemory(needed, 0);
    QVERIFY2(parts[0].startsWith(expected.left(expected.indexOf(';')).toUtf8() + ';'),
             parts[0].constData());
    QVERIFY2(parts[1].toLongLong() < 32, parts[1].constData()); // megabytes grown: a piece
}

// The same nodes in 2,000 games: the window lays out one game at a time, so the estimate is
// about the collection's 103 MB, and the load fits where one game of them all does not.
void TestMemoryBudget::smallGamesFitWhereOneBigGameDoesNot()
{
    if (!testdata::addressSpaceCanBeLimited) QSKIP("AddressSanitizer: no RLIMIT_AS");
    const QString path = writeEmptyNodes(4'000'000, 2'000);
    const auto report = testdata::withAddressSpaceRoom(std::size_t(200) << 20, [&] {
        const LoadResult result = DocumentLoader::load(path);
        return (result.document ? QByteArray::number(qulonglong(result.document->collection.size()))
                                : result.error.toUtf8());
    });
    QVERIFY(report.has_value());
    QCOMPARE(*report, QByteArray("2000"));
}

void TestMemoryBudget::runningOutOnTheWayIsTheSameMessage()
{
    if (!testdata::addressSpaceCanBeLimited) QSKIP("AddressSanitizer: no RLIMIT_AS");
    const QString path = writeEmptyNodes(30'000'000); // 30 MB: 360 MB of node records
    const auto report = testdata::withAddressSpaceRoom(std::size_t(150) << 20, [&] {
        LoadOptions options;
        options.memory.reset(); // no estimate: the allocation fails on the way
        const LoadResult result = DocumentLoader::load(path, options);
        return (result.document ? QByteArray("loaded") : result.error.toUtf8());
    });
    QVERIFY(report.has_value());
    QCOMPARE(*report, QByteArray("there is not enough memory to open it."));
}

// With hardly any room, the head shown apart (the first game of a file of 4 MB or more) and
// the read itself run out too: the same message, not an exception out of the load.
void TestMemoryBudget::runningOutWhileReadingIsTheSameMessage()
{
    if (!testdata::addressSpaceCanBeLimited) QSKIP("AddressSanitizer: no RLIMIT_AS");
    const QString path = writeEmptyNodes(100'000'000);
    const auto report = testdata::withAddressSpaceRoom(std::size_t(16) << 20, [&] {
        LoadOptions options;
        options.memory.reset(); // no estimate: the allocations fail on the way
        options.firstGame = [](const LoadResult &) {};
        const LoadResult result = DocumentLoader::load(path, options);
        return (result.document ? QByteArray("loaded") : result.error.toUtf8());
    });
    QVERIFY(report.has_value());
    QCOMPARE(*report, QByteArray("there is not enough memory to open it."));
}

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
