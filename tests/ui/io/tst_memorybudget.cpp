// A load that cannot fit in memory is refused before it starts, with the sizes, and one that
// runs out on the way (std::bad_alloc) ends in the same message instead of a crash. The
// limits are set in a child process (RLIMIT_AS).
#include "io/documentloader.h"
#include "io/memorybudget.h"
#include "memory_limit.h"

#include <QTemporaryDir>
#include <QTest>

using namespace sgfview;

class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void neededCountsBytesNodesAndValues();
    void availableIsWhatTheSystemHas();
    void loadThatCannotFitIsRefused();
    void runningOutOnTheWayIsTheSameMessage();

private:
    QString writeEmptyNodes(std::size_t count)
    {
        const QString path = dir_.filePath(QStringLiteral("nodes-%1.sgf").arg(count));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write("(");
        file.write(QByteArray(qsizetype(count), ';'));
        file.write(")");
        return path;
    }

    QTemporaryDir dir_;
};

void TestMemoryBudget::neededCountsBytesNodesAndValues()
{
    QCOMPARE(MemoryBudget::needed("(;;;A[a][b])", {1, 10, 100}), 12 + 3 * 10 + 2 * 100);
    QCOMPARE(MemoryBudget::needed("", MemoryBudget::window), 0);
    // The window costs more than the command line, which has no rows, map or position.
    QVERIFY(MemoryBudget::needed(";;;[]", MemoryBudget::window) >
            MemoryBudget::needed(";;;[]", MemoryBudget::check));
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
    const QString path = writeEmptyNodes(4'000'000); // 4 MB, 732 MB for the window
    const auto report = testdata::withAddressSpaceRoom(std::size_t(200) << 20, [&] {
        const LoadResult result = DocumentLoader::load(path);
        return (result.document ? QByteArray("loaded") : result.error.toUtf8());
    });
    QVERIFY(report.has_value());
    QVERIFY2(report->startsWith("there is not enough memory to open it (it needs about 698 MB; "),
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

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
