// Finding text in a collection: scopes, decoded text (escapes, soft and hard line breaks),
// case and whole words, document order, a game's range, stopping, cancelling, and context;
// search by point.
#include "sgf/parser.h"
#include "sgf/search.h"

#include <QTest>
#include <stop_token>

namespace {

// Every hit as "node:ID[value]:begin-end" (node index in document order, value index,
// byte offsets in the decoded value), in the order found.
QStringList hitsOf(const sgf::Collection &collection, const sgf::SearchOptions &options,
                   const sgf::TextMatcher &matcher)
{
    QStringList hits;
    sgf::search(collection, options, matcher, [&](const sgf::SearchHit &hit) {
        hits << QStringLiteral("%1:%2[%3]:%4-%5")
                    .arg(hit.node.index())
                    .arg(QString::fromUtf8(hit.property.id().data(),
                                           qsizetype(hit.property.id().size())))
                    .arg(hit.valueIndex)
                    .arg(hit.match.begin)
                    .arg(hit.match.end);
        return true;
    });
    return hits;
}

sgf::SearchOptions scoped(sgf::SearchScope scope, const char *identifier = "")
{
    sgf::SearchOptions options;
    options.scope = scope;
    options.identifier = identifier;
    return options;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void matching_data();
    void matching();
    void scopes_data();
    void scopes();
    void documentOrderAcrossGames();
    void oneGame();
    void callbackStops();
    void cancelledBeforeItStarts();
    void cancelledWhileRunning();
    void context_data();
    void context();
    void movesAtAPoint_data();
    void movesAtAPoint();
    void movesInOneGame();
};

using Sensitivity = sgf::CaseSensitivity;
using Words = sgf::WordMatching;
Q_DECLARE_METATYPE(sgf::CaseSensitivity)
Q_DECLARE_METATYPE(sgf::WordMatching)

void TestSearch::matching_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QString>("needle");
    QTest::addColumn<Sensitivity>("sensitivity");
    QTest::addColumn<Words>("words");
    QTest::addColumn<QStringList>("hits");

    const auto S = Sensitivity::Sensitive;
    const auto I = Sensitivity::Insensitive;
    const auto A = Words::Anywhere;
    const auto W = Words::WholeWord;
    // Node 0 is the root; offsets are bytes of the decoded value.
    QTest::newRow("plain") << "(;C[play tenuki here])"
                           << "tenuki" << S << A << QStringList{"0:C[0]:5-11"};
    QTest::newRow("no hit") << "(;C[play tenuki here])"
                            << "joseki" << S << A << QStringList{};
    QTest::newRow("empty needle matches nothing") << "(;C[abc])"
                                                  << "" << S << A << QStringList{};
    QTest::newRow("every hit in a value")
        << "(;C[ko, ko and ko])"
        << "ko" << S << A << QStringList{"0:C[0]:0-2", "0:C[0]:4-6", "0:C[0]:11-13"};
    QTest::newRow("hits do not overlap")
        << "(;C[aaaa])"
        << "aa" << S << A << QStringList{"0:C[0]:0-2", "0:C[0]:2-4"};
    QTest::newRow("case matters by default") << "(;C[Tenuki])"
                                             << "tenuki" << S << A << QStringList{};
    QTest::newRow("ignoring case") << "(;C[TENUKI])"
                                   << "tenuki" << I << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("ignoring case, needle in capitals")
        << "(;C[tenuki])"
        << "TeNuKi" << I << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("ignoring case in Cyrillic") << "(;C[ли СЕДОЛЬ])"
                                               << "седоль" << I << A << QStringList{"0:C[0]:5-17"};
    QTest::newRow("ignoring case in Greek, final sigma")
        << "(;C[ΟΔΥΣΣΕΥΣ])"
        << "οδυσσευς" << I << A << QStringList{"0:C[0]:0-16"};
    QTest::newRow("ignoring case in Latin-1") << "(;C[ÉCOLE])"
                                              << "école" << I << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("CJK") << "(;C[黒番の勝ち])"
                         << "勝ち" << I << A << QStringList{"0:C[0]:9-15"};
    QTest::newRow("escaped bracket") << "(;C[a \\] b])"
                                     << "] b" << S << A << QStringList{"0:C[0]:2-5"};
    QTest::newRow("escaped characters") << "(;C[te\\nuki])"
                                        << "tenuki" << S << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("soft line break joins") << "(;C[ten\\\nuki])"
                                           << "tenuki" << S << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("soft CRLF joins") << "(;C[ten\\\r\nuki])"
                                     << "tenuki" << S << A << QStringList{"0:C[0]:0-6"};
    QTest::newRow("line break is a space") << "(;C[play\ntenuki])"
                                           << "play tenuki" << S << A << QStringList{"0:C[0]:0-11"};
    QTest::newRow("CRLF is one space") << "(;C[x play\r\ntenuki])"
                                       << "play tenuki" << S << A << QStringList{"0:C[0]:2-13"};
    QTest::newRow("tab is a space") << "(;C[play\ttenuki])"
                                    << "play tenuki" << S << A << QStringList{"0:C[0]:0-11"};
    QTest::newRow("whole word") << "(;C[ko, kosumi, ko])"
                                << "ko" << S << W << QStringList{"0:C[0]:0-2", "0:C[0]:12-14"};
    QTest::newRow("whole word after a rejected one") << "(;C[kok ok])"
                                                     << "ok" << S << W << QStringList{"0:C[0]:4-6"};
    QTest::newRow("whole word ignoring case") << "(;C[Ko KOSUMI])"
                                              << "ko" << I << W << QStringList{"0:C[0]:0-2"};
    QTest::newRow("whole word in Cyrillic") << "(;C[ко кошка])"
                                            << "ко" << S << W << QStringList{"0:C[0]:0-4"};
    QTest::newRow("whole word: an ideograph is a word")
        << "(;C[黒番])"
        << "黒" << S << W << QStringList{"0:C[0]:0-3"};
    QTest::newRow("whole word: not inside don't") << "(;C[don't])"
                                                  << "don" << S << W << QStringList{};
    QTest::newRow("in a later node") << "(;GM[1];B[aa]C[x];W[bb]C[tenuki])"
                                     << "tenuki" << S << A << QStringList{"2:C[0]:0-6"};
    QTest::newRow("in variations, document order")
        << "(;C[a1](;C[a2](;C[a3])(;C[a4]))(;C[a5]))"
        << "a" << S << A
        << QStringList{"0:C[0]:0-1", "1:C[0]:0-1", "2:C[0]:0-1", "3:C[0]:0-1", "4:C[0]:0-1"};
}

void TestSearch::matching()
{
    QFETCH(QString, sgf);
    QFETCH(QString, needle);
    QFETCH(Sensitivity, sensitivity);
    QFETCH(Words, words);
    QFETCH(QStringList, hits);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::SubstringMatcher matcher(needle.toStdString(), {sensitivity, words});
    QCOMPARE(hitsOf(collection, {}, matcher), hits);
}

void TestSearch::scopes_data()
{
    QTest::addColumn<int>("scope");
    QTest::addColumn<QString>("identifier");
    QTest::addColumn<QStringList>("hits");

    // "Lee" in a comment, a node name, players, an event, a label and an unknown property.
    QTest::newRow("comments and names")
        << int(sgf::SearchScope::CommentsAndNames) << "" << QStringList{"1:C[0]:0-3", "2:N[0]:0-3"};
    QTest::newRow("game info") << int(sgf::SearchScope::GameInfo) << ""
                               << QStringList{"0:PB[0]:0-3", "0:EV[0]:0-3"};
    QTest::newRow("any value") << int(sgf::SearchScope::AnyValue) << ""
                               << QStringList{"0:PB[0]:0-3", "0:EV[0]:0-3", "0:XX[0]:0-3",
                                              "1:C[0]:0-3",  "2:N[0]:0-3",  "2:LB[1]:3-6"};
    QTest::newRow("one identifier")
        << int(sgf::SearchScope::Identifier) << "LB" << QStringList{"2:LB[1]:3-6"};
    QTest::newRow("an identifier absent")
        << int(sgf::SearchScope::Identifier) << "GC" << QStringList{};
}

void TestSearch::scopes()
{
    QFETCH(int, scope);
    QFETCH(QString, identifier);
    QFETCH(QStringList, hits);
    const auto collection = sgf::parseCollection(
        "(;GM[1]PB[Lee]PW[Cho]EV[Lee cup]XX[Lee];B[aa]C[Lee's move];W[bb]N[Lee]LB[aa:A][bb:Lee])");
    const sgf::SubstringMatcher matcher("Lee");
    QCOMPARE(hitsOf(collection, scoped(sgf::SearchScope(scope), qPrintable(identifier)), matcher),
             hits);
}

void TestSearch::documentOrderAcrossGames()
{
    const auto collection = sgf::parseCollection("(;C[x];C[x])(;C[y])(;C[x](;C[x])(;C[x]))");
    std::vector<std::pair<std::size_t, std::uint32_t>> found; // (game, node)
    sgf::search(collection, {}, sgf::SubstringMatcher("x"), [&](const sgf::SearchHit &hit) {
        found.emplace_back(hit.game, hit.node.index());
        return true;
    });
    const std::vector<std::pair<std::size_t, std::uint32_t>> expected{
        {0, 0}, {0, 1}, {2, 3}, {2, 4}, {2, 5}};
    QCOMPARE(found, expected);
}

void TestSearch::oneGame()
{
    const auto collection = sgf::parseCollection("(;C[x];C[x])(;C[x];C[x](;C[x]))(;C[x])");
    const sgf::Node root = collection.tree(1).root();
    sgf::SearchOptions options;
    options.firstNode = root.index();
    options.endNode = root.subtreeEnd();
    std::vector<std::pair<std::size_t, std::uint32_t>> found;
    sgf::search(collection, options, sgf::SubstringMatcher("x"), [&](const sgf::SearchHit &hit) {
        found.emplace_back(hit.game, hit.node.index());
        return true;
    });
    const std::vector<std::pair<std::size_t, std::uint32_t>> expected{{1, 2}, {1, 3}, {1, 4}};
    QCOMPARE(found, expected);
}

void TestSearch::callbackStops()
{
    const auto collection = sgf::parseCollection("(;C[x x];C[x])");
    int calls = 0;
    const auto end = sgf::search(collection, {}, sgf::SubstringMatcher("x"),
                                 [&](const sgf::SearchHit &) { return ++calls < 2; });
    QCOMPARE(end, sgf::SearchEnd::Stopped);
    QCOMPARE(calls, 2);
    QCOMPARE(sgf::search(collection, {}, sgf::SubstringMatcher("x"),
                         [](const sgf::SearchHit &) { return true; }),
             sgf::SearchEnd::Finished);
}

void TestSearch::cancelledBeforeItStarts()
{
    const auto collection = sgf::parseCollection("(;C[x];C[x])");
    std::stop_source source;
    source.request_stop();
    int calls = 0;
    const auto end = sgf::search(
        collection, {}, sgf::SubstringMatcher("x"),
        [&](const sgf::SearchHit &) { return ++calls, true; }, source.get_token());
    QCOMPARE(end, sgf::SearchEnd::Cancelled);
    QCOMPARE(calls, 0);
}

void TestSearch::cancelledWhileRunning()
{
    // 10,000 nodes with a hit each; stop is requested at the first hit, as another thread
    // would: the search ends within the few hundred nodes between its checks.
    std::string sgf = "(;C[x]";
    for (int i = 0; i < 10'000; ++i) sgf += ";C[x]";
    sgf += ')';
    const auto collection = sgf::parseCollection(sgf);
    std::stop_source source;
    int calls = 0;
    const auto end = sgf::search(
        collection, {}, sgf::SubstringMatcher("x"),
        [&](const sgf::SearchHit &) {
            ++calls;
            source.request_stop();
            return true;
        },
        source.get_token());
    QCOMPARE(end, sgf::SearchEnd::Cancelled);
    QVERIFY2(calls <= 256, qPrintable(QString::number(calls)));
}

void TestSearch::context_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("begin");
    QTest::addColumn<int>("end");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("match");

    QTest::newRow("whole text") << "play tenuki here" << 5 << 11 << 30 << "play tenuki here"
                                << "tenuki";
    QTest::newRow("cut both sides")
        << "0123456789tenuki0123456789" << 10 << 16 << 3 << "…789tenuki012…"
        << "tenuki";
    QTest::newRow("cut before only") << "0123456789ko" << 10 << 12 << 2 << "…89ko"
                                     << "ko";
    QTest::newRow("cut at characters, not bytes") << "黒番白番黒番" << 6 << 9 << 1 << "…番白番…"
                                                  << "白";
}

void TestSearch::context()
{
    QFETCH(QString, text);
    QFETCH(int, begin);
    QFETCH(int, end);
    QFETCH(int, width);
    QFETCH(QString, context);
    QFETCH(QString, match);
    const std::string utf8 = text.toStdString();
    const auto result =
        sgf::contextOf(utf8, {std::size_t(begin), std::size_t(end)}, std::size_t(width));
    QCOMPARE(QString::fromStdString(result.text), context);
    QCOMPARE(QString::fromStdString(
                 result.text.substr(result.matchBegin, result.matchEnd - result.matchBegin)),
             match);
}

void TestSearch::movesAtAPoint_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QString>("point"); // two lower-case letters
    QTest::addColumn<int>("color");     // sgf::Color; Empty is either colour
    QTest::addColumn<QStringList>("hits");

    const int either = int(sgf::Color::Empty);
    const int black = int(sgf::Color::Black);
    const int white = int(sgf::Color::White);
    // Node 0 is the root; "dd" is {3, 3}.
    QTest::newRow("either colour, document order")
        << "(;GM[1];B[dd];W[pp](;W[dd])(;B[cc];B[dd]))"
        << "dd" << either << QStringList{"1:B[0]:0-2", "3:W[0]:0-2", "5:B[0]:0-2"};
    QTest::newRow("black only") << "(;GM[1];B[dd];W[pp](;W[dd])(;B[cc];B[dd]))"
                                << "dd" << black << QStringList{"1:B[0]:0-2", "5:B[0]:0-2"};
    QTest::newRow("white only") << "(;GM[1];B[dd];W[pp](;W[dd])(;B[cc];B[dd]))"
                                << "dd" << white << QStringList{"3:W[0]:0-2"};
    QTest::newRow("across games") << "(;B[dd])(;GM[1];W[aa])(;;W[dd])"
                                  << "dd" << either << QStringList{"0:B[0]:0-2", "4:W[0]:0-2"};
    // game.h: a move's value is trimmed; "the first in the node is the move".
    QTest::newRow("white space around the point") << "(;B[ dd ])"
                                                  << "dd" << either << QStringList{"0:B[0]:0-4"};
    QTest::newRow("the move is the node's first B or W, later properties counted")
        << "(;C[x]W[dd]B[dd])"
        << "dd" << black << QStringList{};
    QTest::newRow("index among the node's properties")
        << "(;C[x]W[dd]B[dd])"
        << "dd" << white << QStringList{"0:W[1]:0-2"};
    // Setup is no move; nor is a point off the board, a pass, or a move of another game.
    QTest::newRow("setup stones are not played") << "(;AB[dd]AW[dd])"
                                                 << "dd" << either << QStringList{};
    QTest::newRow("off a 3x3 board") << "(;SZ[3];B[dd])"
                                     << "dd" << either << QStringList{};
    QTest::newRow("on a 4x4 board") << "(;SZ[4];B[dd])"
                                    << "dd" << either << QStringList{"1:B[0]:0-2"};
    QTest::newRow("tt is a pass up to 19x19") << "(;B[tt])"
                                              << "tt" << either << QStringList{};
    QTest::newRow("tt is a point on 20x20") << "(;SZ[20];B[tt])"
                                            << "tt" << either << QStringList{"1:B[0]:0-2"};
    QTest::newRow("another game's moves") << "(;GM[2];B[dd])"
                                          << "dd" << either << QStringList{};
    QTest::newRow("case matters in points") << "(;SZ[52];B[DD];W[dd])"
                                            << "dd" << either << QStringList{"2:W[0]:0-2"};
}

void TestSearch::movesAtAPoint()
{
    QFETCH(QString, sgf);
    QFETCH(QString, point);
    QFETCH(int, color);
    QFETCH(QStringList, hits);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::Point at{point[0].unicode() - 'a', point[1].unicode() - 'a'};
    QStringList found;
    const auto end =
        sgf::searchMoves(collection, {}, at, sgf::Color(color), [&](const sgf::SearchHit &hit) {
            found << QStringLiteral("%1:%2[%3]:%4-%5")
                         .arg(hit.node.index())
                         .arg(QString::fromUtf8(hit.property.id().data(),
                                                qsizetype(hit.property.id().size())))
                         .arg(hit.propertyIndex)
                         .arg(hit.match.begin)
                         .arg(hit.match.end);
            return true;
        });
    QCOMPARE(end, sgf::SearchEnd::Finished);
    QCOMPARE(found, hits);
}

// A game's range: the moves of the other games are not reported; the callback can stop.
void TestSearch::movesInOneGame()
{
    const auto collection = sgf::parseCollection("(;B[aa])(;B[aa];W[bb];B[aa])(;B[aa])");
    const sgf::Node root = collection.tree(1).root();
    sgf::SearchOptions options;
    options.firstNode = root.index();
    options.endNode = root.subtreeEnd();
    std::vector<std::pair<std::size_t, std::uint32_t>> found; // (game, node)
    const auto record = [&](const sgf::SearchHit &hit) {
        found.emplace_back(hit.game, hit.node.index());
        return true;
    };
    QCOMPARE(sgf::searchMoves(collection, options, {0, 0}, sgf::Color::Empty, record),
             sgf::SearchEnd::Finished);
    const std::vector<std::pair<std::size_t, std::uint32_t>> expected{{1, 1}, {1, 3}};
    QCOMPARE(found, expected);
    QCOMPARE(sgf::searchMoves(collection, {}, {0, 0}, sgf::Color::Empty,
                              [](const sgf::SearchHit &) { return false; }),
             sgf::SearchEnd::Stopped);
    std::stop_source stop;
    stop.request_stop();
    QCOMPARE(sgf::searchMoves(collection, {}, {0, 0}, sgf::Color::Empty, record, stop.get_token()),
             sgf::SearchEnd::Cancelled);
}

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
