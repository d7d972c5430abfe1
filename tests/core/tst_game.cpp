// What a game means (sgf/game.h), each rule from FF[4]: GM (absent is Go), SZ (absent is
// 19x19 in Go), a node's move (a point on the board or a pass; "tt" only up to 19x19; B and
// W not mixed in a node) and MN ("a move specified in this node has exactly this
// move-number"), with the issue's five files among the numbering rows.
#include "sgf/game.h"
#include "sgf/move_numbers.h"
#include "sgf/parser.h"

#include <QTest>

using sgf::MoveKind;

class TestGame : public QObject {
    Q_OBJECT

private slots:
    void fileFormat_data();
    void fileFormat();
    void valueFaults_data();
    void valueFaults();
    void gameType_data();
    void gameType();
    void boardSize_data();
    void boardSize();
    void moveOf_data();
    void moveOf();
    void moveNumbers_data();
    void moveNumbers();
    void numbersFollowTheirVariation();
    void numbersAskedInAnyOrder();
    void numbersNeverOverflow();
    void validValues_data();
    void validValues();
};

namespace {

// The main line from the root, as nodes.
std::vector<sgf::Node> mainLine(const sgf::Collection &collection)
{
    std::vector<sgf::Node> nodes;
    for (sgf::Node n = collection[0].root(); n; n = n.firstChild()) nodes.push_back(n);
    return nodes;
}

QString kindName(MoveKind kind)
{
    switch (kind) {
    case MoveKind::None:
        return "none";
    case MoveKind::Point:
        return "point";
    case MoveKind::Pass:
        return "pass";
    case MoveKind::NotAPoint:
        return "not a point";
    case MoveKind::OtherGame:
        return "other game";
    }
    return {};
}

} // namespace

// FF[4], GM: "Number (range: 1-5,7-16)", 1 is Go; the default is Go.
void TestGame::gameType_data()
{
    using Source = sgf::GameType::Source;
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<int>("number");
    QTest::addColumn<Source>("source");
    QTest::addColumn<bool>("go");

    QTest::newRow("absent is Go") << "(;)" << 1 << Source::Absent << true;
    QTest::newRow("GM[1]") << "(;GM[1])" << 1 << Source::Number << true;
    QTest::newRow("white space") << "(;GM[ 1 ])" << 1 << Source::Number << true;
    QTest::newRow("plus sign") << "(;GM[+1])" << 1 << Source::Number << true;
    QTest::newRow("Othello") << "(;GM[2])" << 2 << Source::Number << false;
    QTest::newRow("chess") << "(;GM[3])" << 3 << Source::Number << false;
    QTest::newRow("out of the spec's range") << "(;GM[0])" << 0 << Source::Number << false;
    QTest::newRow("not a number reads as Go") << "(;GM[Go])" << 1 << Source::Invalid << true;
    QTest::newRow("empty reads as Go") << "(;GM[])" << 1 << Source::Invalid << true;
}

void TestGame::gameType()
{
    using Source = sgf::GameType::Source;
    QFETCH(QString, sgf);
    QFETCH(int, number);
    QFETCH(Source, source);
    QFETCH(bool, go);
    const auto tree = sgf::parse(sgf.toStdString());
    const sgf::GameType type = sgf::gameTypeOf(tree.root());
    QCOMPARE(type.number, number);
    QCOMPARE(type.source, source);
    QCOMPARE(type.isGo(), go);
    QCOMPARE(sgf::Game(tree.root()).isGo(), go);
}

// FF[4], SZ: "Default value: game specific, for Go: 19 (square board)".
void TestGame::boardSize_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    QTest::addColumn<bool>("declared");
    QTest::addColumn<bool>("valid");

    QTest::newRow("absent") << "(;B[aa])" << 19 << 19 << false << true;
    QTest::newRow("9") << "(;SZ[9])" << 9 << 9 << true << true;
    QTest::newRow("rectangular") << "(;SZ[19:13])" << 19 << 13 << true << true;
    QTest::newRow("52") << "(;SZ[52])" << 52 << 52 << true << true;
    QTest::newRow("not a size") << "(;SZ[big])" << 19 << 19 << true << false;
    QTest::newRow("too big") << "(;SZ[53])" << 19 << 19 << true << false;
    QTest::newRow("zero") << "(;SZ[0:9])" << 19 << 19 << true << false;
}

void TestGame::boardSize()
{
    QFETCH(QString, sgf);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QFETCH(bool, declared);
    QFETCH(bool, valid);
    const auto tree = sgf::parse(sgf.toStdString());
    const sgf::GameBoardSize size = sgf::boardSizeOf(tree.root());
    QCOMPARE(size.size, (sgf::BoardSize{columns, rows}));
    QCOMPARE(size.declared.has_value(), declared);
    QCOMPARE(size.valid(), valid);
    QCOMPARE(sgf::Game(tree.root()).size(), (sgf::BoardSize{columns, rows}));
}

void TestGame::moveOf_data()
{
    QTest::addColumn<QString>("sgf"); // the last node of the main line is read
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("color");
    QTest::addColumn<QString>("point"); // SGF letters, for a point
    QTest::addColumn<QString>("ignored");

    QTest::newRow("black point") << "(;B[pd])"
                                 << "point"
                                 << "B"
                                 << "pd"
                                 << "";
    QTest::newRow("white point") << "(;;W[dp])"
                                 << "point"
                                 << "W"
                                 << "dp"
                                 << "";
    QTest::newRow("pass") << "(;;W[])"
                          << "pass"
                          << "W"
                          << ""
                          << "";
    QTest::newRow("tt on 19x19 is a pass") << "(;SZ[19];B[tt])"
                                           << "pass"
                                           << "B"
                                           << ""
                                           << "";
    QTest::newRow("tt on 13x13 is a pass") << "(;SZ[13];B[tt])"
                                           << "pass"
                                           << "B"
                                           << ""
                                           << "";
    QTest::newRow("tt on 21x21 is a point") << "(;SZ[21];B[tt])"
                                            << "point"
                                            << "B"
                                            << "tt"
                                            << "";
    QTest::newRow("white space around a point") << "(;;B[ pd\n])"
                                                << "point"
                                                << "B"
                                                << "pd"
                                                << "";
    QTest::newRow("off the board") << "(;SZ[9];W[ss])"
                                   << "not a point"
                                   << "W"
                                   << ""
                                   << "";
    QTest::newRow("not a point at all") << "(;;W[x])"
                                        << "not a point"
                                        << "W"
                                        << ""
                                        << "";
    QTest::newRow("rectangular board") << "(;SZ[19:13];B[sm])"
                                       << "point"
                                       << "B"
                                       << "sm"
                                       << "";
    QTest::newRow("off a rectangular board") << "(;SZ[19:13];B[ms])"
                                             << "not a point"
                                             << "B"
                                             << ""
                                             << "";
    QTest::newRow("upper case letters on 52x52") << "(;SZ[52];B[AZ])"
                                                 << "point"
                                                 << "B"
                                                 << "AZ"
                                                 << "";
    QTest::newRow("bad SZ: 19x19") << "(;SZ[x];B[ss])"
                                   << "point"
                                   << "B"
                                   << "ss"
                                   << "";
    QTest::newRow("another game") << "(;GM[2];B[aa])"
                                  << "other game"
                                  << "B"
                                  << ""
                                  << "";
    QTest::newRow("another game's own points") << "(;GM[3];W[e7e5])"
                                               << "other game"
                                               << "W"
                                               << ""
                                               << "";
    QTest::newRow("B and W: the first counts") << "(;;W[aa]C[x]B[bb])"
                                               << "point"
                                               << "W"
                                               << "aa"
                                               << "B";
    QTest::newRow("setup is no move") << "(;;AB[aa]AW[bb])"
                                      << "none"
                                      << ""
                                      << ""
                                      << "";
    QTest::newRow("no move") << "(;;C[hello])"
                             << "none"
                             << ""
                             << ""
                             << "";
}

void TestGame::moveOf()
{
    QFETCH(QString, sgf);
    QFETCH(QString, kind);
    QFETCH(QString, color);
    QFETCH(QString, point);
    QFETCH(QString, ignored);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::Node node = collection[0].root().lastInLine();
    const sgf::NodeMove move = sgf::Game(node).moveOf(node);
    QCOMPARE(kindName(move.kind), kind);
    const QString colour = move.color == sgf::Color::Black   ? "B"
                           : move.color == sgf::Color::White ? "W"
                                                             : "";
    QCOMPARE(colour, color);
    QCOMPARE(move.property.has_value(), !color.isEmpty());
    if (move.property) QCOMPARE(QString::fromStdString(std::string(move.property->id())), color);
    if (move.kind == MoveKind::Point)
        QCOMPARE(QString::fromStdString(sgf::formatPoint(move.point)), point);
    QCOMPARE(move.ignored ? QString::fromStdString(std::string(move.ignored->id())) : QString(),
             ignored);
    QCOMPARE(move.counts(), kind == "point" || kind == "pass" || kind == "other game");
    QCOMPARE(move.isPlayed(), kind == "point" || kind == "pass");
}

// The number at every node of the main line, root first.
void TestGame::moveNumbers_data()
{
    QTest::addColumn<QString>("sgf");
    QTest::addColumn<QList<int>>("numbers");

    // The five files.
    QTest::newRow("MN in a node without a move changes nothing")
        << "(;SZ[19];B[aa];MN[10];W[bb])" << QList<int>{0, 1, 1, 2};
    QTest::newRow("MN numbers the move in its node")
        << "(;SZ[19];B[aa];W[bb]MN[ 7 ])" << QList<int>{0, 1, 7};
    QTest::newRow("a point off the board is no move")
        << "(;SZ[9];B[aa];W[ss];B[cc])" << QList<int>{0, 1, 1, 2};
    QTest::newRow("another game's moves count") << "(;GM[2];B[aa];W[bb])" << QList<int>{0, 1, 2};
    QTest::newRow("a value that is no point is no move")
        << "(;B[aa];W[x];B[cc])" << QList<int>{1, 1, 2};

    QTest::newRow("passes count") << "(;B[];W[tt];B[aa])" << QList<int>{1, 2, 3};
    QTest::newRow("tt is a point past 19x19") << "(;SZ[21];B[tt];W[uu])" << QList<int>{0, 1, 2};
    QTest::newRow("setup does not count") << "(;B[aa];AB[bb];W[cc])" << QList<int>{1, 1, 2};
    QTest::newRow("a move in the root") << "(;B[aa];W[bb])" << QList<int>{1, 2};
    QTest::newRow("later moves count on from MN")
        << "(;B[aa]MN[3];W[bb];B[cc])" << QList<int>{3, 4, 5};
    QTest::newRow("MN may count back")
        << "(;B[aa];W[bb];B[cc]MN[1];W[dd])" << QList<int>{1, 2, 1, 2};
    QTest::newRow("MN in the root without a move") << "(;MN[5];B[aa])" << QList<int>{0, 1};
    QTest::newRow("MN on a move that is no point")
        << "(;B[aa];W[zz]MN[50];B[cc])" << QList<int>{1, 1, 2};
    QTest::newRow("MN on another game's move")
        << "(;GM[3];B[e2e4]MN[20];W[e7e5])" << QList<int>{0, 20, 21};
    QTest::newRow("MN that is no number") << "(;B[aa];W[bb]MN[x];B[cc])" << QList<int>{1, 2, 3};
    QTest::newRow("MN that is a real") << "(;B[aa];W[bb]MN[5.0])" << QList<int>{1, 2};
    QTest::newRow("MN[0] is clamped to 1") << "(;B[aa];W[bb]MN[0];B[cc])" << QList<int>{1, 1, 2};
    QTest::newRow("negative MN is clamped to 1") << "(;B[aa]MN[-4];W[bb])" << QList<int>{1, 2};
    QTest::newRow("huge MN is clamped")
        << "(;B[aa]MN[99999999999999999999])" << QList<int>{sgf::maxMoveNumber};
    QTest::newRow("B and W in one node count once") << "(;B[aa]W[bb];B[cc])" << QList<int>{1, 2};
}

void TestGame::moveNumbers()
{
    QFETCH(QString, sgf);
    QFETCH(QList<int>, numbers);
    const auto collection = sgf::parseCollection(sgf.toStdString());
    const sgf::Game game(collection[0].root());
    QList<int> counted, fromRoot;
    int number = 0;
    for (const sgf::Node node : mainLine(collection)) {
        number = game.moveOf(node).numberAfter(number);
        counted << number;
        fromRoot << game.moveNumberOf(node);
    }
    QCOMPARE(counted, numbers);
    QCOMPARE(fromRoot, numbers);
    // Asked last node first: each counts its ancestors once, for the nodes after.
    const std::vector<sgf::Node> line = mainLine(collection);
    sgf::MoveNumbers moveNumbers;
    QList<int> cached;
    for (auto node = line.rbegin(); node != line.rend(); ++node)
        cached.prepend(moveNumbers.of(*node));
    QCOMPARE(cached, numbers);
}

// Each variation counts from its own parent: MN in one does not reach its sibling.
void TestGame::numbersFollowTheirVariation()
{
    const auto collection =
        sgf::parseCollection("(;B[aa](;W[bb]MN[10];B[cc])(;W[dd];B[ee](;W[ff])(;W[gg]MN[2])))");
    const sgf::Game game(collection[0].root());
    QList<int> numbers;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i)
        numbers << game.moveNumberOf(collection.node(i));
    // Document order: B[aa], W[bb], B[cc], W[dd], B[ee], W[ff], W[gg].
    QCOMPARE(numbers, (QList<int>{1, 10, 11, 2, 3, 4, 2}));
}

// MoveNumbers asked in an order that meets a counted node in the middle of a path, and across
// the game trees of a collection, each of which counts from its own root.
void TestGame::numbersAskedInAnyOrder()
{
    const auto collection = sgf::parseCollection(
        "(;B[aa](;W[bb]MN[10];B[cc])(;W[dd];B[ee](;W[ff])(;W[gg]MN[2])))(;W[aa];B[bb])"
        "(;GM[2]MN[7];B[x])");
    // Document order: B[aa], W[bb], B[cc], W[dd], B[ee], W[ff], W[gg]; W[aa], B[bb]; the third
    // tree's root (no move) and B[x] (another game's move: it counts).
    const QList<int> expected{1, 10, 11, 2, 3, 4, 2, 1, 2, 0, 1};
    for (const std::vector<std::uint32_t> &order :
         {std::vector<std::uint32_t>{4, 6, 5, 0, 2, 1, 3, 8, 7, 10, 9},
          std::vector<std::uint32_t>{10, 2, 8, 5, 0, 9, 6, 7, 1, 4, 3}}) {
        sgf::MoveNumbers moveNumbers;
        QList<int> numbers(expected.size());
        for (const std::uint32_t n : order) numbers[n] = moveNumbers.of(collection.node(n));
        QCOMPARE(numbers, expected);
    }
    QCOMPARE(sgf::MoveNumbers().of(sgf::Node()), 0);
}

// A number read from a file is clamped, and counting on stops at the clamp: no sum made of
// move numbers (+10 for the board's "last ten moves") can overflow.
void TestGame::numbersNeverOverflow()
{
    const auto collection = sgf::parseCollection("(;B[aa]MN[2147483647];W[bb];B[cc])");
    const sgf::Game game(collection[0].root());
    for (const sgf::Node node : mainLine(collection))
        QCOMPARE(game.moveNumberOf(node), sgf::maxMoveNumber);
    QVERIFY(sgf::maxMoveNumber + 1'000'000'000LL <= INT_MAX);
    QCOMPARE(sgf::parseMoveNumber("2147483647"), std::optional(sgf::maxMoveNumber));
    QCOMPARE(sgf::parseMoveNumber("-2147483648"), std::optional(1));
    QCOMPARE(sgf::parseMoveNumber("12"), std::optional(12));
    QCOMPARE(sgf::parseMoveNumber("twelve"), std::nullopt);
}

void TestGame::validValues_data()
{
    using T = sgf::ValueType;
    QTest::addColumn<QString>("root"); // the game
    QTest::addColumn<T>("type");
    QTest::addColumn<QString>("raw");
    QTest::addColumn<bool>("valid");

    QTest::newRow("none") << "(;)" << T::None << "" << true;
    QTest::newRow("none with a value") << "(;)" << T::None << "x" << false;
    QTest::newRow("number") << "(;)" << T::Number << "-3" << true;
    QTest::newRow("no number") << "(;)" << T::Number << "3.5" << false;
    QTest::newRow("real") << "(;)" << T::Real << "3.5" << true;
    QTest::newRow("no real") << "(;)" << T::Real << ".5" << false;
    QTest::newRow("double") << "(;)" << T::Double << "2" << true;
    QTest::newRow("no double") << "(;)" << T::Double << "3" << false;
    QTest::newRow("color") << "(;)" << T::Color << "W" << true;
    QTest::newRow("no color") << "(;)" << T::Color << "white" << false;
    QTest::newRow("text") << "(;)" << T::Text << "anything]" << true;
    QTest::newRow("simple text") << "(;)" << T::SimpleText << "" << true;
    QTest::newRow("move") << "(;)" << T::Move << "pd" << true;
    QTest::newRow("pass") << "(;)" << T::Move << "" << true;
    QTest::newRow("move off the board") << "(;SZ[9])" << T::Move << "pd" << false;
    QTest::newRow("another game's move") << "(;GM[3])" << T::Move << "e2e4" << true;
    QTest::newRow("point") << "(;SZ[9])" << T::Point << "ii" << true;
    QTest::newRow("tt is no point") << "(;)" << T::Point << "tt" << false;
    QTest::newRow("point list") << "(;)" << T::PointList << "aa:cc" << true;
    QTest::newRow("stones off the board") << "(;SZ[5])" << T::StoneList << "aa:ff" << false;
    QTest::newRow("empty list") << "(;)" << T::PointList << "" << false;
    QTest::newRow("empty elist") << "(;)" << T::EPointList << "" << true;
    QTest::newRow("arrow") << "(;)" << T::PointPairList << "aa:bb" << true;
    QTest::newRow("arrow to nowhere") << "(;)" << T::PointPairList << "aa" << false;
    // "It's illegal to specify a one point arrow, e.g. AR[cc:cc]".
    QTest::newRow("one point arrow") << "(;)" << T::PointPairList << "cc:cc" << false;
    QTest::newRow("label") << "(;)" << T::LabelList << "aa:A" << true;
    QTest::newRow("label without text part") << "(;)" << T::LabelList << "aa" << false;
    QTest::newRow("size") << "(;)" << T::NumberOrPair << "19:13" << true;
    QTest::newRow("no size") << "(;)" << T::NumberOrPair << "53" << false;
    QTest::newRow("application") << "(;)" << T::SimpleTextPair << "CGoban:3" << true;
    QTest::newRow("application without version") << "(;)" << T::SimpleTextPair << "CGoban" << false;
    QTest::newRow("figure") << "(;)" << T::FigureValue << "257:Figure 1" << true;
    QTest::newRow("figure, none") << "(;)" << T::FigureValue << "" << true;
    QTest::newRow("figure without number") << "(;)" << T::FigureValue << "x:Figure" << false;
    QTest::newRow("unknown") << "(;)" << T::Unknown << "whatever" << true;
}

void TestGame::validValues()
{
    using T = sgf::ValueType;
    QFETCH(QString, root);
    QFETCH(T, type);
    QFETCH(QString, raw);
    QFETCH(bool, valid);
    const auto tree = sgf::parse(root.toStdString());
    QCOMPARE(sgf::isValidValue(raw.toStdString(), type, sgf::Game(tree.root())), valid);
}

// FF: "number (range: 1-4)", "Default value: 1".
void TestGame::fileFormat_data()
{
    using S = sgf::FileFormat::Source;
    QTest::addColumn<QString>("root");
    QTest::addColumn<int>("version");
    QTest::addColumn<int>("source");
    QTest::newRow("absent") << "(;)" << 1 << int(S::Absent);
    QTest::newRow("FF[4]") << "(;FF[4])" << 4 << int(S::Number);
    QTest::newRow("FF[3] with spaces") << "(;FF[ 3 ])" << 3 << int(S::Number);
    QTest::newRow("FF[7]") << "(;FF[7])" << 4 << int(S::OutOfRange);
    QTest::newRow("FF[0]") << "(;FF[0])" << 1 << int(S::OutOfRange);
    QTest::newRow("FF[x]") << "(;FF[x])" << 1 << int(S::Invalid);
}

void TestGame::fileFormat()
{
    QFETCH(QString, root);
    QFETCH(int, version);
    QFETCH(int, source);
    const auto tree = sgf::parse(root.toStdString());
    const sgf::FileFormat ff = sgf::fileFormatOf(tree.root());
    QCOMPARE(ff.version, version);
    QCOMPARE(int(ff.source), source);
    QCOMPARE(sgf::Game(tree.root()).fileFormat().version, version);
}

// Why a value is not of its type, for the messages of the checks.
void TestGame::valueFaults_data()
{
    using T = sgf::ValueType;
    using F = sgf::ValueFault;
    QTest::addColumn<QString>("root");
    QTest::addColumn<T>("type");
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("fault");
    QTest::newRow("none with text") << "(;)" << T::None << "x" << int(F::NotEmpty);
    QTest::newRow("empty number") << "(;)" << T::Number << " " << int(F::Empty);
    QTest::newRow("no real") << "(;)" << T::Real << "1e3" << int(F::NotAReal);
    QTest::newRow("no double") << "(;)" << T::Double << "0" << int(F::NotADouble);
    QTest::newRow("no color") << "(;)" << T::Color << "b" << int(F::NotAColor);
    QTest::newRow("move off the board") << "(;SZ[9])" << T::Move << "jj" << int(F::OffBoard);
    QTest::newRow("move of three letters") << "(;)" << T::Move << "abc" << int(F::NotAPoint);
    QTest::newRow("point off 52x52") << "(;)" << T::PointList << "a1" << int(F::NotAPoint);
    QTest::newRow("rectangle corner off the board")
        << "(;SZ[5])" << T::StoneList << "aa:ff" << int(F::OffBoard);
    QTest::newRow("arrow of one point")
        << "(;)" << T::PointPairList << "cc:cc" << int(F::OnePointPair);
    QTest::newRow("arrow to nowhere") << "(;)" << T::PointPairList << "aa" << int(F::NotAPointPair);
    QTest::newRow("arrow off the board")
        << "(;SZ[5])" << T::PointPairList << "aa:zz" << int(F::OffBoard);
    QTest::newRow("label without text") << "(;)" << T::LabelList << "aa" << int(F::NotALabel);
    QTest::newRow("label off the board")
        << "(;SZ[5])" << T::LabelList << "zz:A" << int(F::OffBoard);
    QTest::newRow("application without version")
        << "(;)" << T::SimpleTextPair << "CGoban" << int(F::NotAPair);
    QTest::newRow("size 0") << "(;)" << T::NumberOrPair << "0" << int(F::BoardSizeOutOfRange);
    QTest::newRow("size in words")
        << "(;)" << T::NumberOrPair << "nineteen" << int(F::NotABoardSize);
    QTest::newRow("figure") << "(;)" << T::FigureValue << "x:y" << int(F::NotAFigure);
    QTest::newRow("empty text") << "(;)" << T::Text << "" << int(F::None);
    QTest::newRow("another game's point") << "(;GM[2])" << T::PointList << "e2" << int(F::None);
}

void TestGame::valueFaults()
{
    using T = sgf::ValueType;
    QFETCH(QString, root);
    QFETCH(T, type);
    QFETCH(QString, raw);
    QFETCH(int, fault);
    const auto tree = sgf::parse(root.toStdString());
    QCOMPARE(int(sgf::valueFault(raw.toStdString(), type, sgf::Game(tree.root()))), fault);
}

QTEST_APPLESS_MAIN(TestGame)
#include "tst_game.moc"
