// The parser tells the common shapes of tokens at a glance (identifiers of one or two
// uppercase letters right before '[', values whose ']' comes within 16 bytes with no
// backslash before it) and reads every other shape with the general code. These inputs sit on
// the border between the two: the tree and the diagnostics must be those the SGF rules give,
// whichever reads them. Near the end of the input short values are told differently (there
// are not 16 bytes to look at), so well-formed inputs are read again with white space after
// them.
#include "raw_corpus.h"
#include "sgf/parser.h"
#include "tree_description.h"

#include <QTest>
#include <vector>

using testdata::describe;

class TestParserPaths : public QObject {
    Q_OBJECT

private slots:
    void border_data();
    void border();
    void fastAndGeneralPathsAgree_data();
    void fastAndGeneralPathsAgree();
    void siblingLinksFollowParents_data();
    void siblingLinksFollowParents();
    void siblingLinksFollowParentsInCorpus_data();
    void siblingLinksFollowParentsInCorpus();
};

// Each node's children, read through firstChild and nextSibling, must be the nodes whose
// parent it is, in document order; the roots likewise. The parser sets parents directly and
// links later children through a separate structure, so the two are independent.
static void verifySiblingLinks(const sgf::Collection &collection)
{
    const auto count = std::uint32_t(collection.nodeCount());
    std::vector<std::vector<std::uint32_t>> byParent(count);
    std::vector<std::uint32_t> roots;
    for (std::uint32_t i = 0; i < count; ++i) {
        const sgf::Node parent = collection.node(i).parent();
        (parent ? byParent[parent.index()] : roots).push_back(i);
    }
    for (std::uint32_t i = 0; i < count; ++i) {
        std::vector<std::uint32_t> linked;
        for (sgf::Node child : collection.node(i).children()) linked.push_back(child.index());
        QCOMPARE(linked, byParent[i]);
    }
    std::vector<std::uint32_t> linkedRoots;
    for (sgf::Node root = collection[0].root(); root; root = root.nextSibling())
        linkedRoots.push_back(root.index());
    QCOMPARE(linkedRoots, roots);
}

void TestParserPaths::border_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("diagnostics"); // lenient; none: strict accepts it too

    QTest::newRow("points") << QByteArray("(;B[ab];W[cd])") << "{B=[ab]}({W=[cd]})"
                            << QStringList{};
    QTest::newRow("escaped ] in a two-byte value")
        << QByteArray("(;C[a\\]])") << "{C=[a]]}" << QStringList{};
    QTest::newRow("escaped \\ before ]") << QByteArray("(;C[\\\\])") << "{C=[\\]}" << QStringList{};
    QTest::newRow("escaped \\ then point")
        << QByteArray("(;C[\\\\]W[aa])") << "{C=[\\],W=[aa]}" << QStringList{};
    QTest::newRow("15 bytes") << QByteArray("(;C[123456789012345])") << "{C=[123456789012345]}"
                              << QStringList{};
    QTest::newRow("16 bytes") << QByteArray("(;C[1234567890123456])") << "{C=[1234567890123456]}"
                              << QStringList{};
    QTest::newRow("backslash after the ]")
        << QByteArray("(;C[abc]D[x\\]y])") << "{C=[abc],D=[x]y]}" << QStringList{};
    QTest::newRow("escaped \\ then escaped ]")
        << QByteArray("(;C[a\\\\\\]b])") << "{C=[a\\]b]}" << QStringList{};
    QTest::newRow("one and three bytes")
        << QByteArray("(;C[a]D[abc])") << "{C=[a],D=[abc]}" << QStringList{};
    QTest::newRow("empty values") << QByteArray("(;C[]D[][])") << "{C=[],D=[|]}" << QStringList{};
    QTest::newRow("point then long value")
        << QByteArray("(;AB[aa][bb:cc]C[x])") << "{AB=[aa|bb:cc],C=[x]}" << QStringList{};
    QTest::newRow("long value then point")
        << QByteArray("(;AB[bb:cc][aa]C[x])") << "{AB=[bb:cc|aa],C=[x]}" << QStringList{};
    QTest::newRow("space between values")
        << QByteArray("(;AB[aa] \n [bb]\t;W[cc])") << "{AB=[aa|bb]}({W=[cc]})" << QStringList{};
    QTest::newRow("space before [")
        << QByteArray("(;AB [aa]W\n[bb])") << "{AB=[aa],W=[bb]}" << QStringList{};
    QTest::newRow("three-letter identifier")
        << QByteArray("(;B[aa]XYZ[bb]W[cc])") << "{B=[aa],XYZ=[bb],W=[cc]}" << QStringList{};
    QTest::newRow("point, then ] in the next byte")
        << QByteArray("(;B[aa]];W[bb])") << "{B=[aa]}({W=[bb]})"
        << QStringList{"1:8: warning: unexpected character ']' skipped"};
    QTest::newRow("point, then the input ends")
        << QByteArray("(;B[aa]") << "{B=[aa]}"
        << QStringList{
               "1:8: warning: missing ')' at the end of the input: 1 open game tree closed"};
    QTest::newRow("point cut off") << QByteArray("(;W[aa];B[ab") << "{W=[aa]}({})"
                                   << QStringList{"1:10: error: unterminated value"};
    QTest::newRow("second value cut off")
        << QByteArray("(;AB[aa][b") << "{AB=[aa]}" << QStringList{"1:9: error: unterminated value"};
    QTest::newRow("identifier at the end")
        << QByteArray("(;B[aa]AB") << "{B=[aa]}"
        << QStringList{"1:8: warning: property 'AB' without value skipped",
                       "1:10: warning: missing ')' at the end of the input: 1 open game tree "
                       "closed"};
    QTest::newRow("repeated short identifier")
        << QByteArray("(;B[aa]W[bb]B[cc][dd])") << "{B=[aa|cc|dd],W=[bb]}"
        << QStringList{"1:13: warning: property 'B' repeated in node: values merged"};
    // Nodes made for properties without ';' outnumber the ';' the arrays were sized by.
    QTest::newRow("more nodes than ;")
        << QByteArray("(A[1](B[2])(C[3]))") << "{A=[1]}({B=[2]},{C=[3]})"
        << QStringList{"1:2: warning: properties without a node: missing ';' supplied",
                       "1:7: warning: properties without a node: missing ';' supplied",
                       "1:13: warning: properties without a node: missing ';' supplied"};
    QTest::newRow("same identifier in the next node")
        << QByteArray("(;B[aa];B[bb])") << "{B=[aa]}({B=[bb]})" << QStringList{};
    QTest::newRow("old long identifier after a point")
        << QByteArray("(;B[aa]PlayerWhite[x])") << "{B=[aa],PW=[x]}"
        << QStringList{"1:8: warning: old identifier 'PlayerWhite' read as 'PW'"};
    QTest::newRow("NUL byte between properties")
        << QByteArray("(;B[aa]\0W[bb])", 14) << "{B=[aa],W=[bb]}"
        << QStringList{"1:8: warning: unexpected byte 0x00 skipped"};
    QTest::newRow("NUL byte inside a value")
        << QByteArray("(;C[a\0]W[bb])", 13) << QStringLiteral("{C=[a") + QChar(0) + "],W=[bb]}"
        << QStringList{};
}

void TestParserPaths::border()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QFETCH(QStringList, diagnostics);
    const std::string text = input.toStdString();
    const auto lenient = sgf::parseCollection(text, sgf::ParseOptions::lenient());
    QCOMPARE(describe(lenient), expected);
    QCOMPARE(describe(lenient.diagnostics()), diagnostics);
    if (diagnostics.isEmpty()) {
        QCOMPARE(describe(sgf::parseCollection(text)), expected);
        const std::string padded = text + std::string(32, ' ');
        QCOMPARE(describe(sgf::parseCollection(padded)), expected);
        QCOMPARE(describe(sgf::parseCollection(padded, sgf::ParseOptions::lenient())), expected);
    } else {
        QVERIFY_THROWS_EXCEPTION(sgf::ParseError, sgf::parseCollection(text));
    }
}

void TestParserPaths::fastAndGeneralPathsAgree_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("game") << QByteArray("(;GM[1]SZ[19]AB[dd][pp]C[a \\] b];B[pd]BL[30.5];W[dp]"
                                        "(;B[qq]TR[aa][bb]LB[cc:A])(;B[cq];W[]))");
    QTest::newRow("repairs") << QByteArray("(;B[aa]B[bb]w[cc]XYZ[d]\x01;[ee]AB[ff][g");
}

// A space before every '[' sends each identifier to the general code; the tree must not
// change (the diagnostics do, by their positions).
void TestParserPaths::fastAndGeneralPathsAgree()
{
    QFETCH(QByteArray, input);
    QByteArray spaced;
    bool inValue = false;
    for (qsizetype i = 0; i < input.size(); ++i) {
        const char c = input[i];
        if (!inValue && c == '[') {
            spaced += ' ';
            inValue = true;
        } else if (inValue && c == ']') {
            qsizetype backslashes = 0;
            while (backslashes < i && input[i - 1 - backslashes] == '\\') ++backslashes;
            inValue = backslashes % 2 == 1;
        }
        spaced += c;
    }
    const auto options = sgf::ParseOptions::lenient();
    const auto fast = sgf::parseCollection(input.toStdString(), options);
    const auto general = sgf::parseCollection(spaced.toStdString(), options);
    QVERIFY(sgf::sameCollection(fast, general));
    QCOMPARE(fast.diagnostics().size(), general.diagnostics().size());
}

void TestParserPaths::siblingLinksFollowParents_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("fork in a fork") << QByteArray("(;A[1](;B[2](;X[3])(;Y[4]))(;C[5])(;D[6]))");
    QTest::newRow("forks one after another")
        << QByteArray("(;A[1](;B[2];E[3](;F[4])(;G[5]))(;C[6](;H[7])(;I[8])(;J[9])))");
    QTest::newRow("node after variations")
        << QByteArray("(;A[1](;B[2](;X[3])(;Y[4]));C[5](;D[6])(;E[7]))");
    QTest::newRow("variations without a node") << QByteArray("(;A[1]((;B[2])(;C[3]))(;D[4]))");
    QTest::newRow("games") << QByteArray("(;A[1](;B[2])(;C[3]))(;D[4](;E[5])(;F[6]))((;G[7]))");
}

void TestParserPaths::siblingLinksFollowParents()
{
    QFETCH(QByteArray, input);
    verifySiblingLinks(sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient()));
}

void TestParserPaths::siblingLinksFollowParentsInCorpus_data()
{
    SGFVIEW_CORPUS_ROWS();
}

void TestParserPaths::siblingLinksFollowParentsInCorpus()
{
    QFETCH(QString, file);
    SGFVIEW_RAW_CORPUS_COLLECTION(collection, file);
    verifySiblingLinks(collection);
}

QTEST_APPLESS_MAIN(TestParserPaths)
#include "tst_parser_paths.moc"
