// The window's search without the window: hits as the worker finds them, in document order;
// next and previous from the current node, wrapping; a new query cancels the old one; this
// game only, following the current game; regular expressions through RegexMatcher.
#include "document_fixture.h"
#include "models/findsession.h"
#include "models/gamecontroller.h"
#include "models/regexmatcher.h"
#include "sgf/parser.h"

#include <QSignalSpy>
#include <QTest>

using namespace sgfview;

namespace {

FindQuery queryFor(const QString &pattern)
{
    FindQuery query;
    query.pattern = pattern;
    return query;
}

bool waitUntilDone(FindSession &session)
{
    return QTest::qWaitFor([&] { return !session.isSearching(); }, 20000);
}

// The nodes of the session's hits, in order.
QList<uint> hitNodes(const FindSession &session)
{
    QList<uint> nodes;
    for (const FoundHit &hit : session.results()->hits()) nodes << hit.node;
    return nodes;
}

// Matches of a RegexMatcher as "begin-end" in UTF-8 bytes.
QStringList regexMatches(const QString &pattern, const QString &text, sgf::CaseSensitivity cs,
                         sgf::WordMatching words)
{
    const RegexMatcher matcher(pattern, cs, words);
    QStringList matches;
    const std::string utf8 = text.toStdString();
    matcher.findAll(utf8, [&](sgf::TextMatch match) {
        matches << QStringLiteral("%1-%2").arg(match.begin).arg(match.end);
        return true;
    });
    return matches;
}

} // namespace

class TestFindSession : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void hitsInDocumentOrder();
    void nextAndPreviousWrap();
    void nextFromANodeWithoutHits();
    void severalHitsInOneNode();
    void newQueryReplacesTheOld();
    void cancelledSearchSendsNothing();
    void hitsArriveAsTheyAreFound();
    void thisGameOnly();
    void identifierAndWholeWord_data();
    void identifierAndWholeWord();
    void invalidRegularExpression();
    void regexMatcher_data();
    void regexMatcher();
    void contextInTheResults();

private:
    GameController *controller = nullptr;
    FindSession *session = nullptr;
};

void TestFindSession::init()
{
    controller = new GameController;
    session = new FindSession(controller);
}

void TestFindSession::cleanup()
{
    delete session;
    delete controller;
}

void TestFindSession::hitsInDocumentOrder()
{
    // Nodes: 0 root, 1, 2 (first variation), 3 (second), then game 2: 4, 5.
    testdata::show(
        *controller,
        sgf::parseCollection("(;C[ko](;B[aa]C[no];W[bb]C[ko])(;B[cc]N[ko]))(;C[x];C[ko ko])"));
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{0, 2, 3, 5, 5}));
    QCOMPARE(session->results()->rowCount(), 5);
    QCOMPARE(session->results()->index(3, FindResultsModel::GameColumn).data().toString(), "2");
}

void TestFindSession::nextAndPreviousWrap()
{
    testdata::show(*controller, sgf::parseCollection("(;C[ko];B[aa];W[bb]C[ko];B[cc]C[ko])"));
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(controller->current().index(), 0u);
    // At the root, which has a hit: next goes to it (the first), then on.
    QCOMPARE(session->next(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 0u);
    QCOMPARE(session->currentHit(), std::optional<std::size_t>(0));
    QCOMPARE(session->next(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 2u);
    QCOMPARE(session->next(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 3u);
    QCOMPARE(session->next(), FindSession::Step::Wrapped);
    QCOMPARE(controller->current().index(), 0u);
    QCOMPARE(session->previous(), FindSession::Step::Wrapped);
    QCOMPARE(controller->current().index(), 3u);
    QCOMPARE(session->previous(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 2u);
}

void TestFindSession::nextFromANodeWithoutHits()
{
    testdata::show(*controller, sgf::parseCollection("(;C[ko];B[aa];W[bb]C[ko];B[cc];W[dd])"));
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    controller->setCurrent(controller->collection().node(1));
    QVERIFY(!session->currentHit()); // the user moved: no hit is current
    QCOMPARE(session->next(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 2u);
    controller->setCurrent(controller->collection().node(1));
    QCOMPARE(session->previous(), FindSession::Step::Moved);
    QCOMPARE(controller->current().index(), 0u);
    controller->setCurrent(controller->collection().node(4));
    QCOMPARE(session->next(), FindSession::Step::Wrapped);
    QCOMPARE(controller->current().index(), 0u);
}

void TestFindSession::severalHitsInOneNode()
{
    testdata::show(*controller, sgf::parseCollection("(;C[ko];N[ko]C[ko ko])"));
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{0, 1, 1, 1}));
    QCOMPARE(session->results()->hitsIn(1), (std::pair<std::size_t, std::size_t>{1, 4}));
    session->next();
    for (std::size_t expected : {1u, 2u, 3u}) {
        QCOMPARE(session->next(), FindSession::Step::Moved);
        QCOMPARE(session->currentHit(), std::optional<std::size_t>(expected));
        QCOMPARE(controller->current().index(), 1u);
    }
}

void TestFindSession::newQueryReplacesTheOld()
{
    testdata::show(*controller, sgf::parseCollection("(;C[ko];C[atari];C[ko])"));
    session->setQuery(queryFor("ko"), true);
    session->setQuery(queryFor("atari"), true); // before the first ends
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{1}));
    session->setQuery(queryFor(""), true);
    QCOMPARE(session->hitCount(), 0u);
    QVERIFY(!session->isSearching());
}

void TestFindSession::cancelledSearchSendsNothing()
{
    // A big file whose search is cancelled at once: no batch of it arrives afterwards.
    std::string sgf = "(;C[ko]";
    for (int i = 0; i < 200'000; ++i) sgf += ";C[ko]";
    sgf += ')';
    testdata::show(*controller, sgf::parseCollection(sgf));
    session->setQuery(queryFor("ko"), true);
    session->clear();
    QSignalSpy hits(session, &FindSession::hitsChanged);
    QTest::qWait(200);
    QCOMPARE(session->hitCount(), 0u);
    QCOMPARE(hits.count(), 0);
}

// Results appear as they are found: the first hit at once, then batches of at most 4,096
// while the search still runs, whatever the machine's speed (so 10,000 hits come in four
// deliveries at least), and the last with the search's end.
void TestFindSession::hitsArriveAsTheyAreFound()
{
    std::string sgf = "(;C[ko]";
    for (int i = 1; i < 10'000; ++i) sgf += ";C[ko]";
    sgf += ')';
    testdata::show(*controller, sgf::parseCollection(sgf));
    QList<std::pair<std::size_t, bool>> seen; // hit count, still searching
    connect(session, &FindSession::hitsChanged, session, [&] {
        seen.append({session->hitCount(), session->isSearching()});
    });
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    QList<std::pair<std::size_t, bool>> deliveries;
    for (const auto &step : seen) { // the last word on each count: the end comes after its hits
        if (step.first == 0) continue;
        if (!deliveries.isEmpty() && step.first == deliveries.back().first)
            deliveries.back().second = step.second;
        else
            deliveries.append(step);
    }
    QVERIFY(deliveries.size() >= 4);
    QCOMPARE(deliveries.front(), (std::pair<std::size_t, bool>{1, true}));
    for (qsizetype i = 1; i < deliveries.size(); ++i) {
        QVERIFY(deliveries[i].first > deliveries[i - 1].first);
        QVERIFY(deliveries[i].first - deliveries[i - 1].first <= 4096);
        QCOMPARE(deliveries[i].second, i + 1 < deliveries.size()); // searching until the last
    }
    QCOMPARE(deliveries.back().first, 10'000u);
}

void TestFindSession::thisGameOnly()
{
    // Game 1: nodes 0-1; game 2: nodes 2-3.
    testdata::show(*controller, sgf::parseCollection("(;C[ko];C[ko])(;C[ko];C[ko])"));
    session->setQuery(queryFor("ko"), false);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{0, 1}));
    controller->nextGame(); // the search follows the current game
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{2, 3}));
    session->setQuery(queryFor("ko"), true);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), (QList<uint>{0, 1, 2, 3}));
}

// The find bar's ID field and Whole Word, through to the search: an identifier typed in lower
// case means its capitals (FF[4] identifiers are capitals); a whole word is not part of one.
void TestFindSession::identifierAndWholeWord_data()
{
    QTest::addColumn<QString>("identifier");
    QTest::addColumn<bool>("wholeWord");
    QTest::addColumn<QList<uint>>("nodes");
    QTest::newRow("C") << "C" << false << QList<uint>{0, 1};
    QTest::newRow("c means C") << "c" << false << QList<uint>{0, 1};
    QTest::newRow("spaces around") << " gn " << false << QList<uint>{1};
    QTest::newRow("whole word") << "C" << true << QList<uint>{0};
    QTest::newRow("no such property") << "PB" << false << QList<uint>{};
}

void TestFindSession::identifierAndWholeWord()
{
    QFETCH(QString, identifier);
    QFETCH(bool, wholeWord);
    QFETCH(QList<uint>, nodes);
    testdata::show(*controller, sgf::parseCollection("(;C[ko]N[kono];GN[ko]C[kosumi])"));
    FindQuery query = queryFor("ko");
    query.scope = sgf::SearchScope::Identifier;
    query.identifier = identifier;
    query.wholeWord = wholeWord;
    session->setQuery(query, true);
    QVERIFY(waitUntilDone(*session));
    QCOMPARE(hitNodes(*session), nodes);
}

void TestFindSession::invalidRegularExpression()
{
    testdata::show(*controller, sgf::parseCollection("(;C[ko])"));
    FindQuery query = queryFor("(ko");
    query.regularExpression = true;
    session->setQuery(query, true);
    QVERIFY(!session->isSearching());
    QVERIFY(session->error().startsWith("Not a regular expression: "));
    QCOMPARE(session->hitCount(), 0u);
}

void TestFindSession::regexMatcher_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ignoreCase");
    QTest::addColumn<bool>("wholeWord");
    QTest::addColumn<QStringList>("matches"); // UTF-8 byte offsets

    QTest::newRow("plain") << "ten.ki"
                           << "a tenuki" << false << false << QStringList{"2-8"};
    QTest::newRow("every match") << "k[oi]"
                                 << "ko ki" << false << false << QStringList{"0-2", "3-5"};
    QTest::newRow("case") << "TENUKI"
                          << "tenuki" << false << false << QStringList{};
    QTest::newRow("ignoring case, Cyrillic") << "седоль"
                                             << "СЕДОЛЬ" << true << false << QStringList{"0-12"};
    QTest::newRow("offsets after CJK are bytes")
        << "勝"
        << "黒番の勝ち" << false << false << QStringList{"9-12"};
    QTest::newRow("after a character outside the BMP")
        << "x"
        << "𝄞x" << false << false << QStringList{"4-5"};
    QTest::newRow("empty matches skipped") << "a*"
                                           << "bab" << false << false << QStringList{"1-2"};
    QTest::newRow("whole word") << "ko"
                                << "kosumi ko" << false << true << QStringList{"7-9"};
    QTest::newRow("\\w is Unicode") << "\\w+"
                                    << "Łódź" << false << false << QStringList{"0-7"};
}

void TestFindSession::regexMatcher()
{
    QFETCH(QString, pattern);
    QFETCH(QString, text);
    QFETCH(bool, ignoreCase);
    QFETCH(bool, wholeWord);
    QFETCH(QStringList, matches);
    QCOMPARE(regexMatches(pattern, text,
                          ignoreCase ? sgf::CaseSensitivity::Insensitive
                                     : sgf::CaseSensitivity::Sensitive,
                          wholeWord ? sgf::WordMatching::WholeWord : sgf::WordMatching::Anywhere),
             matches);
}

void TestFindSession::contextInTheResults()
{
    testdata::show(*controller,
                   sgf::parseCollection("(;GM[1];B[pd];W[dp]C[White plays\\]\nthe tenuki here])"));
    session->setQuery(queryFor("tenuki"), true);
    QVERIFY(waitUntilDone(*session));
    const FindResultsModel *results = session->results();
    QCOMPARE(results->rowCount(), 1);
    QCOMPARE(results->index(0, FindResultsModel::MoveColumn).data().toString(), "2");
    QCOMPARE(results->index(0, FindResultsModel::NodeColumn).data().toString(), "W D4, in C");
    const QModelIndex text = results->index(0, FindResultsModel::TextColumn);
    QCOMPARE(text.data().toString(), "White plays] the tenuki here");
    QCOMPARE(text.data(FindResultsModel::MatchStartRole).toInt(), 17);
    QCOMPARE(text.data(FindResultsModel::MatchLengthRole).toInt(), 6);
}

QTEST_MAIN(TestFindSession)
#include "tst_findsession.moc"
