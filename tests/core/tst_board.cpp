// The rules of Go a viewer applies: captures, suicide, replacement, and exact undo.
// Expected positions follow from the rules (a group without liberties is removed, the
// opponent's first, then the mover's own), worked out by hand for each diagram.
#include "board_diagram.h"
#include "sgf/board.h"

#include <QTest>
#include <random>

using sgf::Board;
using sgf::Color;
using sgf::Point;
using testdata::diagram;
using testdata::readDiagram;

class TestBoard : public QObject {
    Q_OBJECT

private slots:
    void opponentColor();
    void playOne_data();
    void playOne();
    void snapback();
    void moveOnOccupiedPointReplacesWithoutCapture();
    void setupOverwritesAndUndoes();
    void fillAndCountASet();
    void oneByOneBoardIsSuicide();
    void wholeBigBoardCaptured();
    void rectangularBoard();
    void outsideTheBoard();
    void randomGamesFollowTheRules();
};

void TestBoard::opponentColor()
{
    QCOMPARE(sgf::opponent(Color::Black), Color::White);
    QCOMPARE(sgf::opponent(Color::White), Color::Black);
    QCOMPARE(sgf::opponent(Color::Empty), Color::Empty);
}

void TestBoard::playOne_data()
{
    QTest::addColumn<QStringList>("before"); // lowercase: the move
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<int>("captured");
    QTest::addColumn<int>("suicided");

    QTest::newRow("no capture") << QStringList{"...", ".x.", "..."}
                                << QStringList{"...", ".X.", "..."} << 0 << 0;
    QTest::newRow("one stone in the middle")
        << QStringList{".....", "..X..", ".XOx.", "..X..", "....."}
        << QStringList{".....", "..X..", ".X.X.", "..X..", "....."} << 1 << 0;
    QTest::newRow("stone with a liberty left")
        << QStringList{".....", "..X..", ".XOx.", ".....", "....."}
        << QStringList{".....", "..X..", ".XOX.", ".....", "....."} << 0 << 0;
    QTest::newRow("group of two") << QStringList{".XX..", "XOOX.", ".Xx.."}
                                  << QStringList{".XX..", "X..X.", ".XX.."} << 2 << 0;
    QTest::newRow("group with a liberty far away")
        << QStringList{".XXX.", "XOOO.", ".Xx.."} << QStringList{".XXX.", "XOOO.", ".XX.."} << 0
        << 0;
    QTest::newRow("on the edge") << QStringList{"XOx", ".X."} << QStringList{"X.X", ".X."} << 1
                                 << 0;
    QTest::newRow("in the corner")
        << QStringList{"Ox.", "X..", "..."} << QStringList{".X.", "X..", "..."} << 1 << 0;
    QTest::newRow("bottom right corner")
        << QStringList{"...", "..X", ".xO"} << QStringList{"...", "..X", ".X."} << 1 << 0;
    QTest::newRow("two groups at once") << QStringList{".X.X.", "XOxOX", ".X.X."}
                                        << QStringList{".X.X.", "X.X.X", ".X.X."} << 2 << 0;
    QTest::newRow("three groups, one of two stones")
        << QStringList{"..X..", ".XOX.", "XOxOX", ".XXOX", "...X."}
        << QStringList{"..X..", ".X.X.", "X.X.X", ".XX.X", "...X."} << 4 << 0;
    QTest::newRow("suicide of one stone")
        << QStringList{".X.", "XoX", ".X."} << QStringList{".X.", "X.X", ".X."} << 0 << 1;
    QTest::newRow("suicide in the corner")
        << QStringList{"oX.", "X..", "..."} << QStringList{".X.", "X..", "..."} << 0 << 1;
    QTest::newRow("suicide of a group")
        << QStringList{".XX.", "XOoX", ".XX."} << QStringList{".XX.", "X..X", ".XX."} << 0 << 2;
    QTest::newRow("capture comes before suicide (ko)")
        << QStringList{".XO.", "XOxO", ".XO."} << QStringList{".XO.", "X.XO", ".XO."} << 1 << 0;
    // The move touches one group twice; its only liberty is reached through the first
    // neighbour, so a search from the second must not stop at stones the first one saw.
    QTest::newRow("group touching the move twice keeps its far liberty")
        << QStringList{".O..", ".Xo.", "OXXO", ".OO."}
        << QStringList{".O..", ".XO.", "OXXO", ".OO."} << 0 << 0;
    QTest::newRow("group next to the move keeps a liberty")
        << QStringList{"XX.", "XOx", ".O."} << QStringList{"XX.", "XOX", ".O."} << 0 << 0;
}

void TestBoard::playOne()
{
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(int, captured);
    QFETCH(int, suicided);
    auto start = readDiagram(before);
    QVERIFY(start.move);
    Board board = start.board;
    std::vector<sgf::StoneChange> changes;
    const auto result = board.play(*start.move, start.moveColor, changes);
    QCOMPARE(diagram(board), after);
    QCOMPARE(result.captured, captured);
    QCOMPARE(result.suicided, suicided);
    QCOMPARE(result.replaced, Color::Empty);
    // The stone itself, then every stone removed.
    QCOMPARE(int(changes.size()), 1 + captured + suicided);
    board.undo(changes);
    QVERIFY(board == start.board);
}

// White's group of four has two liberties; Black throws in at one, White takes the stone,
// which leaves the White group (now five) with only that point: Black takes all five.
void TestBoard::snapback()
{
    const QStringList start{".....", ".XXX.", "XOOOX", "XO..X"};
    Board board = readDiagram(start).board;
    std::vector<sgf::StoneChange> changes;
    std::vector<Board> history{board};
    QCOMPARE(board.play({2, 3}, Color::Black, changes).captured, 0);
    history.push_back(board);
    QCOMPARE(board.play({3, 3}, Color::White, changes).captured, 1);
    QCOMPARE(diagram(board), (QStringList{".....", ".XXX.", "XOOOX", "XO.OX"}));
    history.push_back(board);
    QCOMPARE(board.play({2, 3}, Color::Black, changes).captured, 5);
    QCOMPARE(diagram(board), (QStringList{".....", ".XXX.", "X...X", "X.X.X"}));

    // Undo move by move: the changes of the last move are the last 6 (stone + 5 captured).
    board.undo(std::span(changes).subspan(changes.size() - 6));
    QVERIFY(board == history[2]);
    board.undo(std::span(changes).subspan(1, 2)); // White's stone and the black one taken
    QVERIFY(board == history[1]);
    board.undo(std::span(changes).first(1));
    QVERIFY(board == history[0]);
}

void TestBoard::moveOnOccupiedPointReplacesWithoutCapture()
{
    Board board = readDiagram({"X.", ".."}).board;
    const Board before = board;
    std::vector<sgf::StoneChange> changes;
    const auto result = board.play({0, 0}, Color::White, changes);
    QCOMPARE(result.replaced, Color::Black);
    QCOMPARE(result.captured, 0);
    QCOMPARE(diagram(board), (QStringList{"O.", ".."}));
    QCOMPARE(changes.size(), std::size_t(1));
    QCOMPARE(changes[0], (sgf::StoneChange{{0, 0}, Color::Black, Color::White}));
    board.undo(changes);
    QVERIFY(board == before);
}

void TestBoard::setupOverwritesAndUndoes()
{
    Board board = readDiagram({"XO.", "..."}).board;
    const Board before = board;
    std::vector<sgf::StoneChange> changes;
    board.set({0, 0}, Color::White, changes);
    board.set({1, 0}, Color::Empty, changes);
    board.set({2, 1}, Color::Black, changes);
    board.set({2, 1}, Color::Black, changes); // no change, nothing recorded
    QCOMPARE(diagram(board), (QStringList{"O..", "..X"}));
    QCOMPARE(changes.size(), std::size_t(3));
    // Setup applies no rules: a stone with no liberty stays.
    Board surrounded = readDiagram({".X.", "X.X", ".X."}).board;
    surrounded.set({1, 1}, Color::White);
    QCOMPARE(surrounded.at({1, 1}), Color::White);
    board.undo(changes);
    QVERIFY(board == before);
}

void TestBoard::fillAndCountASet()
{
    Board board = readDiagram({"XO...", ".....", "..X.O"}).board;
    sgf::PointSet set(board.size());
    QVERIFY(set.insertValue("ba:cb")); // columns b-c of rows 1-2 (a 2x2 square)
    QVERIFY(set.insertValue("ec"));
    Point first{-1, -1};
    QCOMPARE(board.count(set, Color::White, &first), 2); // the O at b1 and at e3
    QCOMPARE(first, (Point{1, 0}));
    QCOMPARE(board.count(set, Color::Black), 0); // the X at c3 is outside the set
    QCOMPARE(board.count(set, Color::Empty), 3);
    board.fill(set, Color::Black);
    QCOMPARE(diagram(board), (QStringList{"XXX..", ".XX..", "..X.X"}));
    board.fill(set, Color::Empty);
    QCOMPARE(diagram(board), (QStringList{"X....", ".....", "..X.."}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             board.fill(sgf::PointSet({19, 19}), Color::Black));
}

// A stone on a 1x1 board has no neighbour, hence no liberty.
void TestBoard::oneByOneBoardIsSuicide()
{
    Board board({1, 1});
    std::vector<sgf::StoneChange> changes;
    const auto result = board.play({0, 0}, Color::Black, changes);
    QCOMPARE(result.suicided, 1);
    QCOMPARE(board.at({0, 0}), Color::Empty);
    QCOMPARE(changes.size(), std::size_t(2));
}

// White fills all of 52x52 but one corner; Black's stone there takes the single huge group.
void TestBoard::wholeBigBoardCaptured()
{
    Board board({52, 52});
    for (int y = 0; y < 52; ++y)
        for (int x = 0; x < 52; ++x)
            if (x || y) board.set({x, y}, Color::White);
    const Board before = board;
    std::vector<sgf::StoneChange> changes;
    const auto result = board.play({0, 0}, Color::Black, changes);
    QCOMPARE(result.captured, 52 * 52 - 1);
    QCOMPARE(result.suicided, 0);
    QCOMPARE(board.at({0, 0}), Color::Black);
    QCOMPARE(board.at({51, 51}), Color::Empty);
    QCOMPARE(board.at({25, 30}), Color::Empty);
    board.undo(changes);
    QVERIFY(board == before);
}

void TestBoard::rectangularBoard()
{
    Board board({19, 13});
    QVERIFY(board.contains({18, 12}));
    QVERIFY(!board.contains({12, 18}));
    QCOMPARE(board.at({12, 18}), Color::Empty);
    // A capture in the bottom right corner, where row and column limits differ.
    std::vector<sgf::StoneChange> changes;
    board.play({18, 12}, Color::White, changes);
    board.play({17, 12}, Color::Black, changes);
    QCOMPARE(board.play({18, 11}, Color::Black, changes).captured, 1);
    QCOMPARE(board.at({18, 12}), Color::Empty);
}

void TestBoard::outsideTheBoard()
{
    Board board({9, 9});
    std::vector<sgf::StoneChange> changes;
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, board.play({9, 0}, Color::Black, changes));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, board.set({0, -1}, Color::Black));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, board.play({0, 0}, Color::Empty, changes));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board({0, 19}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board({53, 53}));
    QVERIFY(changes.empty());
}

namespace {

// The rules written plainly, for comparison: the stone goes down, each opponent group next
// to it without a liberty is removed, then its own group if that has none.
struct PlainBoard {
    int columns, rows;
    std::vector<Color> stones;
    Color &at(int x, int y) { return stones[std::size_t(y * columns + x)]; }
    // The group of the stone at (x, y); whether it has a liberty.
    bool group(int x, int y, std::vector<Point> &found)
    {
        const Color color = at(x, y);
        std::vector<bool> seen(stones.size());
        found = {{x, y}};
        seen[std::size_t(y * columns + x)] = true;
        bool liberty = false;
        for (std::size_t i = 0; i < found.size(); ++i) {
            for (const Point step : {Point{-1, 0}, Point{1, 0}, Point{0, -1}, Point{0, 1}}) {
                const int nx = found[i].x + step.x, ny = found[i].y + step.y;
                if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
                if (at(nx, ny) == Color::Empty) liberty = true;
                if (at(nx, ny) == color && !seen[std::size_t(ny * columns + nx)]) {
                    seen[std::size_t(ny * columns + nx)] = true;
                    found.push_back({nx, ny});
                }
            }
        }
        return liberty;
    }
    sgf::PlayResult play(Point p, Color color)
    {
        sgf::PlayResult result;
        result.replaced = at(p.x, p.y);
        at(p.x, p.y) = color;
        std::vector<Point> found;
        for (const Point step : {Point{-1, 0}, Point{1, 0}, Point{0, -1}, Point{0, 1}}) {
            const int nx = p.x + step.x, ny = p.y + step.y;
            if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
            if (at(nx, ny) != sgf::opponent(color) || group(nx, ny, found)) continue;
            for (const Point q : found) at(q.x, q.y) = Color::Empty;
            result.captured += int(found.size());
        }
        if (!group(p.x, p.y, found)) {
            for (const Point q : found) at(q.x, q.y) = Color::Empty;
            result.suicided = int(found.size());
        }
        return result;
    }
};

} // namespace

// Games of random stones (either colour, on empty or taken points) on boards from 1x1 to
// 7x7, some of them not square, and 19x19: the board, its counts and its undo agree with the
// plain rules at every move (a liberty or a capture missed at an edge or after an earlier
// capture would show).
void TestBoard::randomGamesFollowTheRules()
{
    std::mt19937 random(20261203);
    long captures = 0, suicides = 0;
    for (int game = 0; game < 3000; ++game) {
        const int columns = game % 10 == 0 ? 19 : 1 + int(random() % 7);
        const int rows = game % 10 == 0 ? 19 : 1 + int(random() % 7);
        Board board({columns, rows});
        PlainBoard plain{columns, rows, std::vector<Color>(std::size_t(columns * rows))};
        std::vector<sgf::StoneChange> changes;
        for (int move = 0; move < 3 * columns * rows; ++move) {
            const Point p{int(random() % unsigned(columns)), int(random() % unsigned(rows))};
            const Color color = random() % 2 ? Color::Black : Color::White;
            const Board before = board;
            changes.clear();
            const sgf::PlayResult result = board.play(p, color, changes);
            const sgf::PlayResult expected = plain.play(p, color);
            QCOMPARE(result.replaced, expected.replaced);
            QCOMPARE(result.captured, expected.captured);
            QCOMPARE(result.suicided, expected.suicided);
            QVERIFY(board.stones() == plain.stones);
            Board undone = board;
            undone.undo(changes);
            QVERIFY(undone == before);
            captures += result.captured;
            suicides += result.suicided;
        }
    }
    QVERIFY(captures > 10000); // the games did capture and suicide a lot
    QVERIFY(suicides > 1000);
}

QTEST_APPLESS_MAIN(TestBoard)
#include "tst_board.moc"
