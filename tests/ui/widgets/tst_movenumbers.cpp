// One move number, wherever the window shows it: the tree's Move column, the status bar, the
// number on the board's stone, the board's tool tip and the name File > Export Board Image
// suggests. The files are the five, where these used to disagree, and a few more;
// the numbers are FF[4]'s as sgf/game.h reads it ("MN: ... a move specified in this node has
// exactly this move-number"; a value that is no point on the board is no move; a game
// other than Go numbers its moves).
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "sgf/point.h"
#include "widgets/boardwidget.h"
#include "widgets/gametreeview.h"
#include "window_fixture.h"

#include <QTemporaryDir>

using namespace sgfview;

class TestMoveNumbers : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyViewShowsTheSameNumber_data();
    void everyViewShowsTheSameNumber();

private:
    QTemporaryDir dir;
};

void TestMoveNumbers::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
}

void TestMoveNumbers::everyViewShowsTheSameNumber_data()
{
    QTest::addColumn<QByteArray>("sgf"); // at the last node of the main line
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("point"); // the stone the node's move put down; "" for none

    QTest::newRow("MN in a node without a move changes nothing")
        << QByteArray("(;SZ[19];B[aa];MN[10];W[bb])") << 2 << "bb";
    QTest::newRow("MN numbers the move in its node")
        << QByteArray("(;SZ[19];B[aa];W[bb]MN[ 7 ])") << 7 << "bb";
    QTest::newRow("a point off the board is no move")
        << QByteArray("(;SZ[9];B[aa];W[ss];B[cc])") << 2 << "cc";
    QTest::newRow("another game numbers its moves")
        << QByteArray("(;GM[2];B[aa];W[bb])") << 2 << "";
    QTest::newRow("a value that is no point is no move")
        << QByteArray("(;B[aa];W[x];B[cc])") << 2 << "cc";
    QTest::newRow("a pass counts") << QByteArray("(;B[aa];W[];B[cc])") << 3 << "cc";
    QTest::newRow("later moves count on from MN")
        << QByteArray("(;B[aa]MN[40];W[bb];B[cc])") << 42 << "cc";
    QTest::newRow("tt is a point on 21x21") << QByteArray("(;SZ[21];B[aa];W[tt])") << 2 << "tt";
}

void TestMoveNumbers::everyViewShowsTheSameNumber()
{
    QFETCH(QByteArray, sgf);
    QFETCH(int, number);
    QFETCH(QString, point);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(
        testdata::openAndWait(window, testdata::writeFile(dir, QStringLiteral("game.sgf"), sgf)));
    QVERIFY(window.controller()->lastNode());

    // The tree's Move cell of the current row.
    const QModelIndex row = window.treeView()->currentIndex();
    QVERIFY(row.isValid());
    const QVariant cell = row.siblingAtColumn(GameTreeModel::MoveColumn).data();
    QVERIFY(cell.isValid());
    QCOMPARE(cell.toInt(), number);
    // The status bar, first of its parts.
    QCOMPARE(window.statusText().section(QStringLiteral(" · "), 0, 0),
             QStringLiteral("Move %1").arg(number));
    QCOMPARE(window.exportFileName(), QStringLiteral("game-%1.png").arg(number));

    BoardWidget *board = window.board();
    if (point.isEmpty()) {
        QVERIFY(!board->scene().lastMove);
        return;
    }
    const auto p = sgf::parsePoint(point.toStdString(), board->scene().size);
    QVERIFY(p);
    QCOMPARE(board->scene().lastMove, p);
    for (const MoveNumbers mode : {MoveNumbers::LastTen, MoveNumbers::SinceVariationStart}) {
        board->setMoveNumbers(mode);
        QCOMPARE(board->scene().numbers[std::size_t(board->scene().index(*p))], number);
    }
    board->setMoveNumbers(MoveNumbers::Off);
    const QString coordinate =
        QString::fromStdString(sgf::humanCoordinate(*p, board->scene().size));
    QCOMPARE(board->toolTipAt(*p), QStringLiteral("%1, move %2").arg(coordinate).arg(number));
}

QTEST_MAIN(TestMoveNumbers)
#include "tst_movenumbers.moc"
