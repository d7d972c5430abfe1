// The lines of --find (cli/findreport.h): a big collection is searched in parts at once, and
// its lines must be those of a plain walk over the whole, line for line: the place of each
// value's '[' counted from the start of the text, the move number counted from the root
// (sgf::Game::moveNumberOf), the context of sgf::contextOf. The collections are past the size
// from which parts are made, with line breaks of every kind, characters of several bytes,
// escapes, MN and passes, empty games and games without values where parts may be cut.
#include "cli/findreport.h"
#include "sgf/diagnostic.h"
#include "sgf/game.h"
#include "sgf/parser.h"

#include <QTest>
#include <cstdio>

namespace {

// Games of every shape, over and over, to about size bytes. Unless clean, a pass variation
// stands in the middle of the main line, which the parser repairs (a node after variations).
std::string collectionText(std::size_t size, bool clean = false)
{
    static const char *const lineBreaks[] = {"\n", "\r\n", "\r", "\n\r"};
    std::string text;
    for (int game = 0; text.size() < size; ++game) {
        if (game % 97 == 5) {
            text += "(;)"; // no value to cut a part at
            continue;
        }
        text += "(;FF[4]GM[1]SZ[19]PB[Lee " + std::to_string(game) + "]PW[Cho]C[game " +
                std::to_string(game) + " tenuki]";
        text += lineBreaks[game % 4];
        for (int move = 0; move < 40; ++move) {
            text += move % 2 ? ";W[" : ";B[";
            text += char('a' + move % 19);
            text += char('a' + (move + game) % 19);
            text += ']';
            if (move == 7) text += "MN[50]";
            if (move == 11) text += "C[\xE9\xBB\x92 plays tenuki \\] here]";
            if (move == 17) text += std::string("C[ten") + lineBreaks[move % 4] + "uki]";
            if (move == 23) text += "N[Tenuki]C[tenuki tenuki]";
            if (move == 29 && game % 3 == 0 && !clean) text += "(;B[]C[a pass, tenuki])";
            if (move % 9 == 0) text += lineBreaks[(game + move) % 4];
        }
        if (clean && game % 3 == 0) text += "(;B[]C[a pass, tenuki])";
        text += ")";
        text += lineBreaks[(game / 4) % 4];
    }
    return text;
}

// The lines as a plain walk over the whole collection gives them.
std::string expectedLines(std::string_view name, const sgf::Collection &collection,
                          const sgf::SearchOptions &options, const sgf::TextMatcher &matcher)
{
    struct Hit {
        std::size_t game;
        int move;
        std::string context;
    };
    std::vector<Hit> hits;
    std::vector<std::uint64_t> offsets;
    sgf::search(collection, options, matcher, [&](const sgf::SearchHit &hit) {
        offsets.push_back(hit.property.value(hit.valueIndex).offset() - 1);
        hits.push_back({hit.game + 1, sgf::Game(hit.node).moveNumberOf(hit.node),
                        sgf::contextOf(hit.text, hit.match).text});
        return true;
    });
    const std::vector<sgf::Position> positions = sgf::positionsAt(collection.text(), offsets);
    std::string out;
    for (std::size_t i = 0; i < hits.size(); ++i)
        out += std::string(name) + ':' + std::to_string(positions[i].line) + ':' +
               std::to_string(positions[i].column) + ": game " + std::to_string(hits[i].game) +
               ", move " + std::to_string(hits[i].move) + ": " + hits[i].context + '\n';
    return out;
}

} // namespace

class TestFindReport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAsOneWalk_data();
    void sameAsOneWalk();
    void writtenAsItGoes();
    void runsThatDoNotStandWriteNothing();

private:
    sgf::Collection collection_;
    std::string cleanText_; // nothing to repair: runs stand for it
    sgf::Collection cleanCollection_;
};

void TestFindReport::initTestCase()
{
    collection_ =
        sgf::parseCollection(collectionText(std::size_t(9) << 20), sgf::ParseOptions::lenient());
    QVERIFY(collection_.size() > 1000);
    cleanText_ = collectionText(std::size_t(9) << 20, true);
    cleanCollection_ = sgf::parseCollection(cleanText_, sgf::ParseOptions::lenient());
    QVERIFY(cleanCollection_.diagnostics().empty());
}

void TestFindReport::sameAsOneWalk_data()
{
    QTest::addColumn<QByteArray>("needle");
    QTest::addColumn<bool>("ignoreCase");
    QTest::addColumn<int>("scope");
    QTest::addColumn<QByteArray>("identifier");
    QTest::addColumn<int>("firstNode");
    QTest::addColumn<int>("endNode");

    constexpr int all = -1;
    const auto comments = int(sgf::SearchScope::CommentsAndNames);
    QTest::newRow("comments") << QByteArray("tenuki") << false << comments << QByteArray() << 0
                              << all;
    QTest::newRow("ignoring case")
        << QByteArray("TENUKI") << true << comments << QByteArray() << 0 << all;
    QTest::newRow("after a character of three bytes")
        << QByteArray("plays") << false << comments << QByteArray() << 0 << all;
    QTest::newRow("game info") << QByteArray("Lee 1") << false << int(sgf::SearchScope::GameInfo)
                               << QByteArray() << 0 << all;
    QTest::newRow("every value") << QByteArray("a") << false << int(sgf::SearchScope::AnyValue)
                                 << QByteArray() << 0 << all;
    QTest::newRow("one property") << QByteArray("Tenuki") << false
                                  << int(sgf::SearchScope::Identifier) << QByteArray("N") << 0
                                  << all;
    QTest::newRow("a range of nodes")
        << QByteArray("tenuki") << false << comments << QByteArray() << 12345 << 345678;
    QTest::newRow("nothing found")
        << QByteArray("joseki") << false << comments << QByteArray() << 0 << all;
}

void TestFindReport::sameAsOneWalk()
{
    QFETCH(QByteArray, needle);
    QFETCH(bool, ignoreCase);
    QFETCH(int, scope);
    QFETCH(QByteArray, identifier);
    QFETCH(int, firstNode);
    QFETCH(int, endNode);
    sgf::SearchOptions options;
    options.scope = sgf::SearchScope(scope);
    options.identifier = identifier.toStdString();
    options.firstNode = std::uint32_t(firstNode);
    if (endNode >= 0) options.endNode = std::uint32_t(endNode);
    const sgf::SubstringOptions matching{
        ignoreCase ? sgf::CaseSensitivity::Insensitive : sgf::CaseSensitivity::Sensitive, {}};
    const std::string pattern = needle.toStdString();
    const sgfview::MatcherFactory matchers = [&] {
        return std::make_unique<sgf::SubstringMatcher>(pattern, matching);
    };
    std::string out = "kept\n";
    const std::size_t count =
        sgfview::appendHits(out, nullptr, "a.sgf", collection_, options, matchers);
    const std::string expected =
        "kept\n" + expectedLines("a.sgf", collection_, options, *matchers());
    QCOMPARE(count, std::size_t(std::count(expected.begin(), expected.end(), '\n') - 1));
    QCOMPARE(out.size(), expected.size());
    QVERIFY(out == expected);

    // Read a run of games at a time instead, searched as each is read: the same lines as a
    // parse of the whole, for the whole collection (a range of nodes is a parsed one's).
    const bool whole = options.firstNode == 0 && endNode < 0;
    const std::string expectedClean =
        "kept\n" + expectedLines("a.sgf", cleanCollection_, options, *matchers());
    for (const std::size_t runBytes : {std::size_t(4096), std::size_t(1) << 20}) {
        std::string inRuns = "kept\n";
        int checks = 0;
        const auto hits = sgfview::appendHitsInRuns(inRuns, nullptr, "a.sgf", cleanText_, options,
                                                    matchers, runBytes, [&] { return ++checks; });
        QCOMPARE(hits.has_value(), whole);
        QCOMPARE(checks, whole ? 1 : 0);
        if (!whole) {
            QCOMPARE(inRuns, std::string("kept\n"));
            continue;
        }
        QCOMPARE(*hits,
                 std::size_t(std::count(expectedClean.begin(), expectedClean.end(), '\n') - 1));
        QCOMPARE(inRuns.size(), expectedClean.size());
        QVERIFY(inRuns == expectedClean);
    }
}

// With a stream, what is written and what is left are the lines, in order.
void TestFindReport::writtenAsItGoes()
{
    const sgfview::MatcherFactory matchers = [] {
        return std::make_unique<sgf::SubstringMatcher>("tenuki");
    };
    std::FILE *stream = std::tmpfile();
    QVERIFY(stream);
    std::string out;
    sgfview::appendHits(out, stream, "a.sgf", collection_, {}, matchers);
    QVERIFY(out.size() <= std::size_t(1) << 16);
    std::string written(std::size_t(std::ftell(stream)), '\0');
    QVERIFY(written.size() > std::size_t(1) << 16);
    std::rewind(stream);
    QCOMPARE(std::fread(written.data(), 1, written.size(), stream), written.size());
    std::fclose(stream);
    QVERIFY(written + out == expectedLines("a.sgf", collection_, {}, *matchers()));
}

// Runs that do not stand for the whole (a repair in one game), or a caller that says no before
// the lines are written: nothing, and nothing written.
void TestFindReport::runsThatDoNotStandWriteNothing()
{
    const sgfview::MatcherFactory matchers = [] {
        return std::make_unique<sgf::SubstringMatcher>("tenuki");
    };
    const std::string repaired = cleanText_ + "(;FF[4]C[tenuki]C[again])\n" + cleanText_;
    std::FILE *stream = std::tmpfile();
    QVERIFY(stream);
    std::string out = "kept\n";
    QVERIFY(!sgfview::appendHitsInRuns(out, stream, "a.sgf", repaired, {}, matchers, 65536));
    QVERIFY(!sgfview::appendHitsInRuns(out, stream, "a.sgf", cleanText_, {}, matchers, 65536,
                                       [] { return false; }));
    QCOMPARE(out, std::string("kept\n"));
    QCOMPARE(std::ftell(stream), 0L);
    std::fclose(stream);
}

QTEST_APPLESS_MAIN(TestFindReport)
#include "tst_findreport.moc"
