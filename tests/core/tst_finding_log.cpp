// The log the checks record findings in (core/src/check_p.h, private): logs of runs of games
// checked at once tell each other how many they list, and a later one stops spelling out
// findings once those before it list enough to fill the cap. Whatever they told each other on
// the way, the findings appended in order are those of one log that saw them all.
#include "../../core/src/check_p.h"
#include "sgf/parser.h"

#include <QTest>
#include <string>
#include <vector>

namespace {

using sgf::detail::FindingLog;

// A finding at each of the nodes [first, end) of collection, whose argument is spelt out only
// while the log lists (as the checks make theirs).
void record(FindingLog &log, const sgf::Collection &collection, std::uint32_t first,
            std::uint32_t end)
{
    for (std::uint32_t n = first; n < end; ++n) {
        const sgf::Node node = collection.node(n);
        const sgf::Property property = *node.properties().begin();
        log.atProperty(node, property,
                       log.finding(sgf::Severity::Warning, sgf::DiagnosticCode::UnknownProperty,
                                   [&] { return std::vector<std::string>{"ZZ"}; }));
        log.endNode();
    }
}

} // namespace

class TestFindingLog : public QObject {
    Q_OBJECT
private slots:
    void sharedListing_data();
    void sharedListing();
};

void TestFindingLog::sharedListing_data()
{
    QTest::addColumn<int>("cap");
    QTest::addColumn<int>("firstBefore"); // findings of the first run before the second's
    QTest::addColumn<int>("firstAfter");  // and after
    QTest::addColumn<int>("second");
    // The second run stops listing at cap - 512 (what the first told after 512): it needs
    // cap - 700.
    QTest::newRow("the second needs some") << 1000 << 600 << 100 << 900;
    // What the first told is all it lists: the second needs exactly what it may list.
    QTest::newRow("no room to spare") << 1000 << 512 << 0 << 900;
    QTest::newRow("the second needs none") << 600 << 600 << 100 << 900;
    QTest::newRow("the second needs all") << 5000 << 600 << 100 << 900;
    QTest::newRow("cut right after the first") << 700 << 600 << 100 << 900;
    QTest::newRow("the first tells nothing") << 300 << 200 << 50 << 900;
    QTest::newRow("no cap") << -1 << 600 << 100 << 900;
}

void TestFindingLog::sharedListing()
{
    QFETCH(int, cap);
    QFETCH(int, firstBefore);
    QFETCH(int, firstAfter);
    QFETCH(int, second);
    const auto firstCount = std::uint32_t(firstBefore + firstAfter);
    std::string text = "(;ZZ[a]";
    for (std::uint32_t n = 1; n < firstCount + std::uint32_t(second); ++n) text += "\n;ZZ[a]";
    text += ")";
    const sgf::Collection collection = sgf::parseCollection(text, sgf::ParseOptions::lenient());
    QCOMPARE(collection.nodeCount(), std::size_t(firstCount) + std::size_t(second));
    sgf::CheckOptions options;
    options.maxFindings = cap < 0 ? SIZE_MAX : std::size_t(cap);

    FindingLog alone(collection.text(), options);
    record(alone, collection, 0, std::uint32_t(collection.nodeCount()));
    const sgf::CheckResult expected = alone.finish();

    // The first run's log tells the second how many it lists as it goes; the second records
    // all of its findings between the first's.
    std::vector<FindingLog::Listed> listed(2);
    FindingLog first(collection.text(), options), later(collection.text(), options);
    first.shareListing(listed, 0);
    later.shareListing(listed, 1);
    record(first, collection, 0, std::uint32_t(firstBefore));
    record(later, collection, firstCount, std::uint32_t(collection.nodeCount()));
    record(first, collection, std::uint32_t(firstBefore), firstCount);
    first.append(std::move(later));
    const sgf::CheckResult merged = first.finish();

    QCOMPARE(merged.unlisted, expected.unlisted);
    QCOMPARE(merged.findings.size(), expected.findings.size());
    for (std::size_t i = 0; i < expected.findings.size(); ++i)
        QVERIFY2(merged.findings[i] == expected.findings[i],
                 qPrintable(QString::number(i) + QStringLiteral(": ") +
                            QString::fromStdString(sgf::format(merged.findings[i]))));
}

QTEST_APPLESS_MAIN(TestFindingLog)
#include "tst_finding_log.moc"
