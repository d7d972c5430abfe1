// Writing trees back to SGF: exact output for small trees, and parse(write(parse(x))) equal
// to parse(x) for the test inputs, deep trees and every corpus file that parses.
#include "raw_corpus.h"
#include "sgf/parser.h"
#include "sgf/writer.h"

#include <QTest>

class TestWriter : public QObject {
    Q_OBJECT

private slots:
    void output_data();
    void output();
    void roundTrip_data();
    void roundTrip();
    void subtree();
    void line();
    void deepTreesRoundTrip();
    void corpusRoundTrip_data();
    void corpusRoundTrip();
};

void TestWriter::output_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("output");

    QTest::newRow("one node") << QByteArray("(;FF[4])") << QByteArray("(;FF[4])\n");
    QTest::newRow("sequence") << QByteArray("( ;A[1] ;B[2] )") << QByteArray("(;A[1];B[2])\n");
    QTest::newRow("variations") << QByteArray("(;A[1](;B[2])(;C[3];D[4]))")
                                << QByteArray("(;A[1]\n(;B[2])\n(;C[3];D[4]))\n");
    QTest::newRow("nested") << QByteArray("(;A[1](;B[2](;C[3])(;D[4]))(;E[5]))")
                            << QByteArray("(;A[1]\n(;B[2]\n(;C[3])\n(;D[4]))\n(;E[5]))\n");
    QTest::newRow("several values")
        << QByteArray("(;AB[aa] [bb])") << QByteArray("(;AB[aa][bb])\n");
    QTest::newRow("escapes kept") << QByteArray("(;C[a\\]b\\\\c\\\nd]LB[aa:x\\:y])")
                                  << QByteArray("(;C[a\\]b\\\\c\\\nd]LB[aa:x\\:y])\n");
    QTest::newRow("collection") << QByteArray("(;A[1])(;B[2])") << QByteArray("(;A[1])\n(;B[2])\n");
    QTest::newRow("old identifiers")
        << QByteArray("(;AddBlack[aa]PlayerWhite[x])") << QByteArray("(;AB[aa]PW[x])\n");
}

void TestWriter::output()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, output);
    const auto collection = sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient());
    QCOMPARE(QByteArray::fromStdString(sgf::write(collection)), output);
}

void TestWriter::roundTrip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("seed") << QByteArray("(;FF[4]C[root]SZ[19];B[aa];W[ab])");
    QTest::newRow("variations") << QByteArray("(;FF[4](;B[aa];W[ab])(;B[dd];W[ee]))");
    QTest::newRow("text") << QByteArray("(;A[\\]b\nc\\\nd\t\te\\\\ \\\n\\]])");
    QTest::newRow("brackets") << QByteArray("(;A[x[y\\]z][foo]B[bar];C[baz])");
    QTest::newRow("empty node") << QByteArray("(;)");
    QTest::newRow("empty values") << QByteArray("(;B[];W[tt]DD[])");
    QTest::newRow("CJK") << QByteArray("(;PB[李昌镐]C[黒番\\]])");
    QTest::newRow("repairs") << QByteArray("junk(;A[1]B[2]A[3]()(;C[4]");
}

void TestWriter::roundTrip()
{
    QFETCH(QByteArray, input);
    const auto options = sgf::ParseOptions::lenient();
    const auto first = sgf::parseCollection(input.toStdString(), options);
    const std::string written = sgf::write(first);
    const auto second = sgf::parseCollection(written); // what we write is strict SGF
    QVERIFY(sgf::sameCollection(first, second));
    QCOMPARE(sgf::write(second), written);
}

void TestWriter::subtree()
{
    const auto tree = sgf::parse("(;A[1](;B[2];C[3](;D[4])(;E[5]))(;F[6]))");
    QCOMPARE(sgf::write(tree.root().firstChild()), std::string("(;B[2];C[3]\n(;D[4])\n(;E[5]))"));
    QCOMPARE(sgf::write(tree), sgf::write(tree.root()));
}

// A line of nodes is one variation: "(;A[1];F[6])" from the root and its second child.
void TestWriter::line()
{
    const auto tree = sgf::parse("(;A[1](;B[2];C[3](;D[4])(;E[5]))(;F[6]))");
    const sgf::Node root = tree.root(), b = root.firstChild(), c = b.firstChild();
    const std::vector<sgf::Node> second{root, b.nextSibling()};
    QCOMPARE(sgf::writeLine(second), std::string("(;A[1];F[6])"));
    const std::vector<sgf::Node> deep{root, b, c, c.firstChild().nextSibling()};
    QCOMPARE(sgf::writeLine(deep), std::string("(;A[1];B[2];C[3];E[5])"));
    QCOMPARE(sgf::writeLine({}), std::string());
}

void TestWriter::deepTreesRoundTrip()
{
    std::string nested = "(;A[0]";
    for (int i = 1; i <= 100000; ++i) nested += "(;B[" + std::to_string(i) + "]";
    nested.append(100001, ')');
    std::string line = "(;GM[1]";
    for (int i = 0; i < 500000; ++i) line += ";B[aa];W[bb]";
    line += ')';
    for (const std::string *input : {&nested, &line}) {
        const auto first = sgf::parseCollection(*input);
        const auto second = sgf::parseCollection(sgf::write(first));
        QVERIFY(sgf::sameCollection(first, second));
    }
}

void TestWriter::corpusRoundTrip_data()
{
    SGFVIEW_CORPUS_ROWS();
}

// Bytes as they are on disk; the core treats non-UTF-8 bytes inside values as opaque.
void TestWriter::corpusRoundTrip()
{
    QFETCH(QString, file);
    SGFVIEW_RAW_CORPUS_COLLECTION(first, file);
    const std::string written = sgf::write(first);
    const auto second = sgf::parseCollection(written);
    QVERIFY(sgf::sameCollection(first, second));
    QCOMPARE(second.nodeCount(), first.nodeCount());
}

QTEST_APPLESS_MAIN(TestWriter)
#include "tst_writer.moc"
