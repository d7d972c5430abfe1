// sgfview --check when memory runs out (issue 18): under limits on the address space from too
// little to plenty, a small file with one error and a big one are checked. The big one is a
// node of 1,000,000 distinct unknown identifiers (8 MB): its load is priced at about 41 MB,
// but its check lists 100,000 notes and holds up to twice as many more while it trims them,
// several times that. Each run ends in one of three
// ways, compared in full: the load's estimate refuses the big file up front; or it lets the
// load in and checking it meets the limit; or both files are checked. Either way a message
// for the big file, the summary, exit status 1 (the small file's error), never a crash. The
// sweep must meet all three, so each path is taken. (A line of ten million empty nodes served
// until the check stopped keeping a step per node of a line: it now checks in less than its
// load's estimate, so no limit makes its check run out.)
#include "memory_limit.h"
#include "sgfview_process.h"

#include <QFile>
#include <QTest>
#include <sys/resource.h>

class TestCliMemory : public QObject {
    Q_OBJECT

private slots:
    void outOfMemory();
};

void TestCliMemory::outOfMemory()
{
    if (!testdata::addressSpaceCanBeLimited)
        QSKIP("AddressSanitizer reserves terabytes of address space: no limit can be set");
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QFile small(folder.filePath("small.sgf")), big(folder.filePath("big.sgf"));
    QVERIFY(small.open(QIODevice::WriteOnly) && big.open(QIODevice::WriteOnly));
    small.write("(;GM[1]FF[4]SZ[19];B[aa];W[bb];B[cc]W[dd])");
    // ZAAAAA, ZAAAAB, ...: unknown to FF[4], each a note.
    QByteArray identifiers = "(;GM[1]FF[4]SZ[19]";
    for (int i = 0; i < 1'000'000; ++i) {
        QByteArray id(6, 'Z');
        for (int digit = 5, rest = i; digit >= 1; --digit, rest /= 26)
            id[digit] = char('A' + rest % 26);
        identifiers += id + "[]";
    }
    big.write(identifiers + ")");
    small.close();
    big.close();

    const QByteArray smallError(
        "small.sgf:1:37: error: W[dd] is ignored: a node has one move, and B[cc] comes first\n");
    const QByteArray bothChecked(
        "2 files checked: 1 with errors; 1 error, 0 warnings, 1000000 notes\n");
    const QByteArray bigFailed("2 files checked: 2 with errors; 2 errors, 0 warnings, 0 notes\n");
    const QByteArray refusal("big.sgf: error: there is not enough memory to open it (it needs");
    const QByteArray metWhileChecking("big.sgf: error: there is not enough memory to check it.\n");
    int refused = 0, ranOut = 0, checked = 0;
    for (rlim_t megabytes = 100; megabytes <= 750; megabytes += 50) {
        const rlim_t limit = megabytes << 20;
        const testdata::SgfviewRun run =
            testdata::runSgfview({"--check", "small.sgf", "big.sgf"}, folder.path(), {}, 120000,
                                 testdata::noDisplayEnvironment(), [limit] {
                                     const rlimit room{limit, limit};
                                     ::setrlimit(RLIMIT_AS, &room);
                                 });
        const QByteArray at = QByteArray::number(quint64(megabytes)) + " MB: ";
        QVERIFY2(run.finished && !run.crashed, at + run.err);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(smallError), at + run.err);
        const QByteArray rest = run.err.mid(smallError.size());
        if (rest.isEmpty()) {
            QCOMPARE(run.out, bothChecked);
            ++checked;
        } else if (rest == metWhileChecking) {
            QCOMPARE(run.out, bigFailed);
            ++ranOut;
        } else {
            QVERIFY2(rest.startsWith(refusal) && rest.endsWith(" MB are available).\n"), at + rest);
            QCOMPARE(run.out, bigFailed);
            ++refused;
        }
    }
    QVERIFY2(refused > 0 && ranOut > 0 && checked > 0,
             qPrintable(QString("refused %1, ran out while checking %2, checked %3")
                            .arg(refused)
                            .arg(ranOut)
                            .arg(checked)));
}

QTEST_GUILESS_MAIN(TestCliMemory)
#include "tst_cli_memory.moc"
