// app/hugepagestart.h: what the launcher sets before it becomes another program, and what
// that program finds and puts back. (strace shows them reach the programs started; tst_cli_paths
// runs big files on both paths, with and without the user's own, and compares their output.)
#include "hugepagestart.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <cstdlib>
#include <optional>
#include <string>

namespace {

constexpr const char *mark = "SGFVIEW_RESTARTED_WITH_HUGE_PAGES";

std::optional<std::string> variable(const char *name)
{
    const char *value = std::getenv(name);
    if (!value) return std::nullopt;
    return std::string(value);
}

void setVariable(const char *name, const std::optional<std::string> &value)
{
    if (value)
        ::setenv(name, value->c_str(), 1);
    else
        ::unsetenv(name);
}

} // namespace

class TestHugePageStart : public QObject {
    Q_OBJECT
private slots:
    void setThenPutBack_data();
    void setThenPutBack();
    void nothingToPutBack();
    void bigFileNamed();
};

void TestHugePageStart::setThenPutBack_data()
{
    QTest::addColumn<bool>("hadTunables");
    QTest::addColumn<QByteArray>("tunables");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("none") << false << QByteArray() << QByteArray("glibc.malloc.hugetlb=1");
    QTest::newRow("empty") << true << QByteArray() << QByteArray("glibc.malloc.hugetlb=1");
    // The user's come after: glibc takes the last value given for a tunable.
    QTest::newRow("the user's own")
        << true << QByteArray("glibc.malloc.tcache_count=5")
        << QByteArray("glibc.malloc.hugetlb=1:glibc.malloc.tcache_count=5");
    QTest::newRow("the user's huge pages off")
        << true << QByteArray("glibc.malloc.hugetlb=0")
        << QByteArray("glibc.malloc.hugetlb=1:glibc.malloc.hugetlb=0");
}

// Set for the next program, then put back by it: the environment is as it was, mark gone.
void TestHugePageStart::setThenPutBack()
{
    QFETCH(bool, hadTunables);
    QFETCH(QByteArray, tunables);
    QFETCH(QByteArray, expected);
    setVariable("GLIBC_TUNABLES",
                hadTunables ? std::optional<std::string>(tunables.toStdString()) : std::nullopt);
    ::unsetenv(mark);

    QVERIFY(sgfview::setHugePageHeapForNextProgram());
    QCOMPARE(variable("GLIBC_TUNABLES"), std::optional<std::string>(expected.toStdString()));
    QVERIFY(variable(mark).has_value());

    QVERIFY(sgfview::putBackEnvironmentAfterStart());
    QCOMPARE(variable("GLIBC_TUNABLES").has_value(), hadTunables);
    if (hadTunables) QCOMPARE(*variable("GLIBC_TUNABLES"), tunables.toStdString());
    QVERIFY(!variable(mark).has_value());
    QVERIFY(!sgfview::putBackEnvironmentAfterStart()); // once only
    QCOMPARE(variable("GLIBC_TUNABLES").has_value(), hadTunables);
}

// A program not started that way leaves the user's settings alone.
void TestHugePageStart::nothingToPutBack()
{
    ::setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1);
    ::unsetenv(mark);
    QVERIFY(!sgfview::putBackEnvironmentAfterStart());
    QCOMPARE(variable("GLIBC_TUNABLES"), std::optional<std::string>("glibc.malloc.hugetlb=1"));
    ::unsetenv("GLIBC_TUNABLES");
}

// Only a regular file of the size, named by an argument that is not an option, counts; the
// program's own name does not.
void TestHugePageStart::bigFileNamed()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile big(dir.filePath(QStringLiteral("big.sgf")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QVERIFY(big.write(QByteArray(1000, ';')) == 1000);
    big.close();
    std::string bigPath = big.fileName().toStdString();
    std::string folder = dir.path().toStdString();
    std::string program = "sgfview", check = "--check", missing = folder + "/missing.sgf";
    // A file whose name starts with '-' is an option to the programs, not a file.
    QVERIFY(QFile::copy(big.fileName(), dir.filePath(QStringLiteral("-big.sgf"))));
    QVERIFY(QDir::setCurrent(dir.path()));
    std::string optionLike = "-big.sgf";
    char *withBig[] = {program.data(), check.data(), bigPath.data()};
    char *withFolder[] = {program.data(), folder.data()};
    char *withMissing[] = {program.data(), missing.data()};
    char *withOption[] = {program.data(), optionLike.data()};
    char *programOnly[] = {bigPath.data()};
    QVERIFY(sgfview::namesFileOfAtLeast(3, withBig, 1000));
    QVERIFY(!sgfview::namesFileOfAtLeast(3, withBig, 1001));
    QVERIFY(!sgfview::namesFileOfAtLeast(2, withFolder, 0));
    QVERIFY(!sgfview::namesFileOfAtLeast(2, withMissing, 0));
    QVERIFY(!sgfview::namesFileOfAtLeast(2, withOption, 0));
    QVERIFY(!sgfview::namesFileOfAtLeast(1, programOnly, 0));
    QVERIFY(!sgfview::namesFileOfAtLeast(0, programOnly, 0));
    QVERIFY(QDir::setCurrent(QDir::rootPath())); // so that the folder can go
}

QTEST_APPLESS_MAIN(TestHugePageStart)
#include "tst_hugepagestart.moc"
