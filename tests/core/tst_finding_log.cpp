// The log the checks record findings in (core/src/check_p.h, private): logs of runs of games
// checked at once tell each other how many they list, and a later one stops spelling out
// findings once those before it list enough to fill the cap. Whatever they told each other on
// the way, the findings appended in order are those of one log that saw them all.
#include "../../core/src/check_p.h"
#include "sgf/parser.h"

#include <QTest>
#include <algorithm>
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
    void roomShrinksInsideANode();
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
    // The first told every 256 it listed; the second listed no more than the rest of the cap
    // (what it tells, every 256 too, is at most that).
    const std::size_t told = std::size_t(firstBefore) / 256 * 256;
    QCOMPARE(listed[0].count.load(), told);
    if (cap >= 0)
        QVERIFY(listed[1].count.load() <= std::size_t(cap) - std::min<std::size_t>(told, cap));
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

// One node of the second run holds 2,000 findings; the first tells how many it lists while the
// second is inside that node, so the second's room shrinks there and the node is trimmed to
// it. The findings listed and the count past the cap are still one log's.
void TestFindingLog::roomShrinksInsideANode()
{
    std::string text = "(;ZZ[a]";
    for (int n = 1; n < 600; ++n) text += "\n;ZZ[a]";
    text += "\n;";
    for (int k = 0; k < 2000; ++k)
        text += std::string{'Q', char('A' + k / 676 % 26), char('A' + k / 26 % 26),
                            char('A' + k % 26)} +
                "[a]";
    text += ")";
    const sgf::Collection collection = sgf::parseCollection(text, sgf::ParseOptions::lenient());
    QCOMPARE(collection.nodeCount(), std::size_t(601));
    const sgf::Node big = collection.node(600);
    std::vector<sgf::Property> properties;
    for (const sgf::Property property : big.properties()) properties.push_back(property);
    QCOMPARE(properties.size(), std::size_t(2000));
    const auto recordBig = [&](FindingLog &log, std::size_t begin, std::size_t end) {
        for (std::size_t k = begin; k < end; ++k)
            log.atProperty(big, properties[k],
                           log.finding(sgf::Severity::Note, sgf::DiagnosticCode::UnknownProperty,
                                       [&] { return std::vector<std::string>{"Q"}; }));
    };
    sgf::CheckOptions options;
    options.maxFindings = 1000;

    FindingLog alone(collection.text(), options);
    record(alone, collection, 0, 600);
    recordBig(alone, 0, 2000);
    alone.endNode();
    const sgf::CheckResult expected = alone.finish();

    std::vector<FindingLog::Listed> listed(2);
    FindingLog first(collection.text(), options), later(collection.text(), options);
    first.shareListing(listed, 0);
    later.shareListing(listed, 1);
    recordBig(later, 0, 300);
    record(first, collection, 0, 600); // tells 512: the second's room falls to 488
    recordBig(later, 300, 2000);
    later.endNode();
    QVERIFY(listed[1].count.load() <= 488);
    first.append(std::move(later));
    const sgf::CheckResult merged = first.finish();

    QCOMPARE(merged.unlisted, expected.unlisted);
    QCOMPARE(merged.findings.size(), expected.findings.size());
    for (std::size_t i = 0; i < expected.findings.size(); ++i)
        QVERIFY2(merged.findings[i] == expected.findings[i], qPrintable(QString::number(i)));
}

QTEST_APPLESS_MAIN(TestFindingLog)
#include "tst_finding_log.moc"
