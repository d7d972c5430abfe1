// Sets of points as a bitmap of the board: a compressed list expanded into one stays the
// board's size however many values name the same points.
#include "sgf/point_set.h"

#include <QTest>

using sgf::Point;
using sgf::PointSet;

using Spans = QList<QPair<int, int>>; // (first index, length): index y * columns + x

class TestPointSet : public QObject {
    Q_OBJECT

private slots:
    void insertAndErase();
    void pointsOffTheBoardAreRefused_data();
    void pointsOffTheBoardAreRefused();
    void rectanglesOnTheLargestBoard_data();
    void rectanglesOnTheLargestBoard();
    void repeatedValuesAreOneBoard();
    void spansJoinAcrossRows_data();
    void spansJoinAcrossRows();
};

void TestPointSet::insertAndErase()
{
    PointSet set({19, 19});
    QVERIFY(set.empty());
    QVERIFY(set.insert({3, 15}));
    QVERIFY(set.insert({3, 15})); // again: still one point
    QVERIFY(set.insert({18, 0}));
    QCOMPARE(set.count(), 2);
    QVERIFY(set.contains({3, 15}));
    QVERIFY(!set.contains({15, 3}));
    set.erase({3, 15});
    QVERIFY(!set.contains({3, 15}));
    QCOMPARE(set.count(), 1);
    set.clear();
    QVERIFY(set.empty());
}

void TestPointSet::pointsOffTheBoardAreRefused_data()
{
    QTest::addColumn<QString>("raw");
    QTest::newRow("past the columns") << "ta";
    QTest::newRow("past the rows") << "at";
    QTest::newRow("rectangle reaching past") << "aa:tt";
    QTest::newRow("a pass") << "";
    QTest::newRow("half a rectangle") << "aa:";
}

void TestPointSet::pointsOffTheBoardAreRefused()
{
    QFETCH(QString, raw);
    PointSet set({19, 19});
    QVERIFY(!set.insertValue(raw.toStdString()));
    QVERIFY(set.empty());
    QVERIFY(!set.insert({19, 0}));
    QVERIFY(!set.insert({0, -1}));
    QVERIFY(!set.contains({19, 0}));
    QVERIFY(set.empty());
}

void TestPointSet::rectanglesOnTheLargestBoard_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    // 52 columns need every bit up to 51 of a row.
    QTest::newRow("whole board") << "aa:ZZ" << 52 * 52 << "aa"
                                 << "ZZ";
    QTest::newRow("last column") << "Za:ZZ" << 52 << "Za"
                                 << "ZZ";
    QTest::newRow("last row, corners reversed") << "ZZ:aZ" << 52 << "aZ"
                                                << "ZZ";
    QTest::newRow("the point ZZ") << "ZZ" << 1 << "ZZ"
                                  << "ZZ";
    QTest::newRow("middle") << "zz:AA" << 4 << "zz"
                            << "AA";
}

void TestPointSet::rectanglesOnTheLargestBoard()
{
    QFETCH(QString, raw);
    QFETCH(int, count);
    QFETCH(QString, first);
    QFETCH(QString, last);
    PointSet set({52, 52});
    QVERIFY(set.insertValue(raw.toStdString()));
    QCOMPARE(set.count(), count);
    QStringList points;
    set.forEach([&](Point p) { points << QString::fromStdString(sgf::formatPoint(p)); });
    QCOMPARE(points.size(), count);
    QCOMPARE(points.front(), first);
    QCOMPARE(points.back(), last);
}

void TestPointSet::repeatedValuesAreOneBoard()
{
    PointSet set({52, 52});
    for (int i = 0; i < 100000; ++i) QVERIFY(set.insertValue("aa:ZZ"));
    QCOMPARE(set.count(), 52 * 52);
    QVERIFY(sizeof(PointSet) <= 52 * sizeof(std::uint64_t) + 16);
}

void TestPointSet::spansJoinAcrossRows_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QStringList>("values");
    QTest::addColumn<Spans>("spans");
    QTest::newRow("whole board") << 5 << QStringList{"aa:ee"} << Spans{{0, 25}};
    QTest::newRow("inside") << 5 << QStringList{"bb:cc"} << Spans{{6, 2}, {11, 2}};
    // Row 0 columns 3-4 end at the edge but row 1 starts at column 3: two spans; row 1's
    // run reaches the edge and row 2's starts at column 0: joined.
    QTest::newRow("edge to next row") << 5 << QStringList{"da:eb", "ac"} << Spans{{3, 2}, {8, 3}};
    QTest::newRow("gap in a row") << 5 << QStringList{"aa", "ca"} << Spans{{0, 1}, {2, 1}};
    QTest::newRow("full rows") << 5 << QStringList{"ab:ec"} << Spans{{5, 10}};
    QTest::newRow("largest board") << 52 << QStringList{"aa:ZZ"} << Spans{{0, 2704}};
    QTest::newRow("last column") << 5 << QStringList{"ea:ee"}
                                 << Spans{{4, 1}, {9, 1}, {14, 1}, {19, 1}, {24, 1}};
    QTest::newRow("empty") << 5 << QStringList{} << Spans{};
}

// forEachSpan is how bulk setup fills the board: each span must be exactly the set's points
// that are adjacent in row-by-row order, no more (a point outside the set would be filled).
void TestPointSet::spansJoinAcrossRows()
{
    QFETCH(int, size);
    QFETCH(QStringList, values);
    QFETCH(Spans, spans);
    PointSet set({size, size});
    for (const QString &v : values) QVERIFY(set.insertValue(v.toStdString()));
    Spans found;
    set.forEachSpan([&](int begin, int length) { found << qMakePair(begin, length); });
    QCOMPARE(found, spans);
    int covered = 0;
    set.forEachSpan([&](int, int length) { covered += length; });
    QCOMPARE(covered, set.count());
}

QTEST_APPLESS_MAIN(TestPointSet)
#include "tst_point_set.moc"
