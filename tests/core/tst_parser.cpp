// The parser: the seed contract (strict mode), positions of errors, lenient recoveries,
// collections, deep input, progress and the real corpus.
#include "raw_corpus.h"
#include "sgf/parser.h"
#include "shared_data.h"
#include "tree_description.h"

#include <QTest>

using testdata::describe;

class TestParser : public QObject {
    Q_OBJECT

private slots:
    void seedExamples_data();
    void seedExamples();
    void strictErrors_data();
    void strictErrors();
    void whitespaceBetweenTokens();
    void lineBreaksInTextAreNormalised();
    void leadingByteOrderMarkIsSkipped();
    void lenientRecoveries_data();
    void lenientRecoveries();
    void lenientErrors_data();
    void lenientErrors();
    void lenientEqualsStrictWhenStrictAccepts_data();
    void lenientEqualsStrictWhenStrictAccepts();
    void diagnosticsAreCapped();
    void collections();
    void parseReturnsTheFirstTree();
    void hundredThousandNestedVariations();
    void millionMoveLine();
    void wideFork();
    void firstChildIsNextNode();
    void progressAndCancel();
    void corpusParsesOrFailsCleanly_data();
    void corpusParsesOrFailsCleanly();
};

void TestParser::seedExamples_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");

    // The seeds' own examples.
    QTest::newRow("three nodes") << QByteArray("(;FF[4]C[root]SZ[19];B[aa];W[ab])")
                                 << "{FF=[4],C=[root],SZ=[19]}({B=[aa]}({W=[ab]}))";
    QTest::newRow("two variations") << QByteArray("(;FF[4](;B[aa];W[ab])(;B[dd];W[ee]))")
                                    << "{FF=[4]}({B=[aa]}({W=[ab]}),{B=[dd]}({W=[ee]}))";
    QTest::newRow("several values")
        << QByteArray("(;FF[4];AB[aa][ab][ba])") << "{FF=[4]}({AB=[aa|ab|ba]})";
    // The exercise's test cases.
    QTest::newRow("node without properties") << QByteArray("(;)") << "{}";
    QTest::newRow("single node tree") << QByteArray("(;A[B])") << "{A=[B]}";
    QTest::newRow("multiple properties") << QByteArray("(;A[b]C[d])") << "{A=[b],C=[d]}";
    QTest::newRow("two nodes") << QByteArray("(;A[B];B[C])") << "{A=[B]}({B=[C]})";
    QTest::newRow("two child trees")
        << QByteArray("(;A[B](;B[C])(;C[D]))") << "{A=[B]}({B=[C]},{C=[D]})";
    QTest::newRow("multiple property values") << QByteArray("(;A[b][c][d])") << "{A=[b|c|d]}";
    QTest::newRow("tab becomes space")
        << QByteArray("(;A[hello\t\tworld])") << "{A=[hello  world]}";
    QTest::newRow("newlines stay") << QByteArray("(;A[hello\n\nworld])") << "{A=[hello\n\nworld]}";
    QTest::newRow("escaped closing bracket") << QByteArray("(;A[\\]])") << "{A=[]]}";
    QTest::newRow("escaped backslash") << QByteArray("(;A[\\\\])") << "{A=[\\]}";
    QTest::newRow("opening bracket needs no escape")
        << QByteArray("(;A[x[y\\]z][foo]B[bar];C[baz])") << "{A=[x[y]z|foo],B=[bar]}({C=[baz]})";
    QTest::newRow("semicolon needs no escape")
        << QByteArray("(;A[a;b][foo]B[bar];C[baz])") << "{A=[a;b|foo],B=[bar]}({C=[baz]})";
    QTest::newRow("parentheses need no escape")
        << QByteArray("(;A[x(y)z][foo]B[bar];C[baz])") << "{A=[x(y)z|foo],B=[bar]}({C=[baz]})";
    QTest::newRow("escaped tab becomes space")
        << QByteArray("(;A[hello\\\tworld])") << "{A=[hello world]}";
    QTest::newRow("escaped newline is removed")
        << QByteArray("(;A[hello\\\nworld])") << "{A=[helloworld]}";
    QTest::newRow("\\t and \\n are letters")
        << QByteArray("(;A[\\t = t and \\n = n])") << "{A=[t = t and n = n]}";
    QTest::newRow("mixed white space and escapes")
        << QByteArray("(;A[\\]b\nc\\\nd\t\te\\\\ \\\n\\]])") << "{A=[]b\ncd  e\\ ]]}";
    QTest::newRow("escaped colon") << QByteArray("(;A[a\\:b])") << "{A=[a:b]}";
}

void TestParser::seedExamples()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    const sgf::GameTree tree = sgf::parse(input.toStdString());
    QCOMPARE(describe(tree.root()), expected);
    QVERIFY(tree.diagnostics().empty());
}

void TestParser::strictErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("offset");

    // The four seed messages, exactly.
    QTest::newRow("empty input") << QByteArray("") << "tree missing" << 1 << 1 << 0;
    QTest::newRow("node without tree") << QByteArray(";") << "tree missing" << 1 << 1 << 0;
    QTest::newRow("text, no tree") << QByteArray("  \nhello") << "tree missing" << 2 << 1 << 3;
    QTest::newRow("tree with no nodes") << QByteArray("()") << "tree with no nodes" << 1 << 1 << 0;
    QTest::newRow("tree of trees")
        << QByteArray("((;A[b]))") << "tree with no nodes" << 1 << 1 << 0;
    QTest::newRow("empty variation")
        << QByteArray("(;A[b]\n  ())") << "tree with no nodes" << 2 << 3 << 9;
    QTest::newRow("properties without delimiter")
        << QByteArray("(;A)") << "properties without delimiter" << 1 << 3 << 2;
    QTest::newRow("identifier then identifier")
        << QByteArray("(;A[x]\nB C[d])") << "properties without delimiter" << 2 << 1 << 7;
    QTest::newRow("identifier at end")
        << QByteArray("(;A") << "properties without delimiter" << 1 << 3 << 2;
    QTest::newRow("all lowercase")
        << QByteArray("(;a[b])") << "property must be in uppercase" << 1 << 3 << 2;
    QTest::newRow("upper and lowercase")
        << QByteArray("(;Aa[b])") << "property must be in uppercase" << 1 << 3 << 2;
    QTest::newRow("lowercase without value")
        << QByteArray("(;B[aa];w)") << "property must be in uppercase" << 1 << 9 << 8;
    // Other failures, each with its own message.
    QTest::newRow("unterminated value")
        << QByteArray("(;A[b]\n;C[open\n") << "unterminated value" << 2 << 3 << 9;
    QTest::newRow("escaped end of value")
        << QByteArray("(;C[a\\]") << "unterminated value" << 1 << 4 << 3;
    QTest::newRow("missing )") << QByteArray("(;A[b]") << "missing ')'" << 1 << 7 << 6;
    QTest::newRow("missing ) after newline")
        << QByteArray("(;A[b](;B[c])\n") << "missing ')'" << 2 << 1 << 14;
    QTest::newRow("text after the tree")
        << QByteArray("(;A[b])x") << "unexpected character 'x' after the game tree" << 1 << 8 << 7;
    QTest::newRow("junk in node") << QByteArray("(;A[b]%)") << "unexpected character '%'" << 1 << 7
                                  << 6;
    QTest::newRow("control byte") << QByteArray("(;A[b]\x01)") << "unexpected byte 0x01" << 1 << 7
                                  << 6;
    QTest::newRow("no ; after (") << QByteArray("(;A[b](B[c]))")
                                  << "unexpected character 'B', expected ';'" << 1 << 8 << 7;
    QTest::newRow("repeated property")
        << QByteArray("(;A[1]A[2])") << "property 'A' repeated in node" << 1 << 7 << 6;
    QTest::newRow("node after variations")
        << QByteArray("(;A[1](;B[2]);C[3])") << "node after variations" << 1 << 14 << 13;
    QTest::newRow("value without property")
        << QByteArray("(;[x])") << "value without property" << 1 << 3 << 2;
    // Columns count characters: three CJK characters are three columns, nine bytes.
    QTest::newRow("column in characters")
        << QByteArray("(;C[日本語]%)") << "unexpected character '%'" << 1 << 9 << 14;
    QTest::newRow("UTF-8 character quoted")
        << QByteArray("(;C[a]é)") << "unexpected character 'é'" << 1 << 7 << 6;
    // Bytes that are no well-formed UTF-8 are named by value, and each is one column.
    QTest::newRow("invalid lead byte") << QByteArray("(;A[1])\xF8\x80\x80")
                                       << "unexpected byte 0xF8 after the game tree" << 1 << 8 << 7;
    QTest::newRow("surrogate") << QByteArray("(;A[1])\xED\xA0\x80")
                               << "unexpected byte 0xED after the game tree" << 1 << 8 << 7;
    QTest::newRow("overlong") << QByteArray("(;A[1])\xC0\xAF")
                              << "unexpected byte 0xC0 after the game tree" << 1 << 8 << 7;
    QTest::newRow("stray continuation bytes count")
        << QByteArray("(;C[\x80\x80\x80]%)") << "unexpected character '%'" << 1 << 9 << 8;
    // CR, LF, CRLF and LFCR each end one line.
    QTest::newRow("CRLF lines") << QByteArray("(;A[b]\r\n;C[d]\r\n") << "missing ')'" << 3 << 1
                                << 15;
    QTest::newRow("CR lines") << QByteArray("(;A[b]\r;c[d])") << "property must be in uppercase"
                              << 2 << 2 << 8;
    QTest::newRow("LFCR lines") << QByteArray("(;A[b]\n\r\n\r;c[d])")
                                << "property must be in uppercase" << 3 << 2 << 11;
    QTest::newRow("line breaks in values count")
        << QByteArray("(;C[one\ntwo\r\nthree]\n;%)") << "unexpected character '%'" << 4 << 2 << 21;
}

void TestParser::strictErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, offset);
    try {
        sgf::parse(input.toStdString());
        QFAIL("no ParseError thrown");
    } catch (const sgf::ParseError &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
        QCOMPARE(int(error.position().line), line);
        QCOMPARE(int(error.position().column), column);
        QCOMPARE(int(error.position().offset), offset);
        // ParseError is a std::runtime_error, as the seed contract asks.
        const std::runtime_error &base = error;
        QCOMPARE(QString::fromUtf8(base.what()), message);
    }
}

void TestParser::whitespaceBetweenTokens()
{
    const auto spaced =
        sgf::parseCollection(" \n( ; A [b] [c]\t; B [d]\r\n ( ;C[e] ) ( ;D[f] )\n) \n(;E[g])\n");
    const auto compact = sgf::parseCollection("(;A[b][c];B[d](;C[e])(;D[f]))(;E[g])");
    QCOMPARE(describe(spaced), describe(compact));
    QCOMPARE(describe(spaced), QStringLiteral("{A=[b|c]}({B=[d]}({C=[e]},{D=[f]})) {E=[g]}"));
}

void TestParser::lineBreaksInTextAreNormalised()
{
    const auto tree = sgf::parse("(;C[a\r\nb\rc\n\rd\ne\\\r\nf])");
    QCOMPARE(tree.root().text("C"), std::string("a\nb\nc\nd\nef"));
}

void TestParser::leadingByteOrderMarkIsSkipped()
{
    const auto tree = sgf::parse("\xEF\xBB\xBF(;C[x])");
    QCOMPARE(describe(tree.root()), QStringLiteral("{C=[x]}"));
}

void TestParser::lenientRecoveries_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("diagnostics");

    QTest::newRow("FF[3] identifiers")
        << QByteArray("(;FF[3]AddBlack[aa][bb]CoPyright[x];AddBlack[cc])")
        << "{FF=[3],AB=[aa|bb],CP=[x]}({AB=[cc]})"
        << QStringList{"1:8: warning: old identifier 'AddBlack' read as 'AB'",
                       "1:24: warning: old identifier 'CoPyright' read as 'CP'"};
    QTest::newRow("identifier without uppercase")
        << QByteArray("(;FF[3]foo[x]B[aa])") << "{FF=[3],B=[aa]}"
        << QStringList{"1:8: warning: property 'foo' has no uppercase letter: skipped"};
    QTest::newRow("junk around trees")
        << QByteArray("From: a@b\nSubject: game (see below)\n\n(;A[1])\n--\n(;B[2])\nbye\n")
        << "{A=[1]} {B=[2]}"
        << QStringList{"1:1: warning: text before the first game tree skipped: 'From: a@b Subject: "
                       "game...'",
                       "5:1: warning: text between game trees skipped: '--'",
                       "7:1: warning: text after the last game tree skipped: 'bye'"};
    // Skipped text is quoted as every message quotes text: control bytes and stray bytes that
    // are not UTF-8 escaped, never passed through raw (a NUL would cut the message short).
    QTest::newRow("control bytes in skipped text are escaped")
        << QByteArray("(;A[1])\x01\0\x1b[2J\xff(;B[2])", 21) << "{A=[1]} {B=[2]}"
        << QStringList{"1:8: warning: text between game trees skipped: '\\x01\\x00\\x1B[2J\\xFF'"};
    QTest::newRow("missing ) closes open trees")
        << QByteArray("(;A[1](;B[2];C[3]\n") << "{A=[1]}({B=[2]}({C=[3]}))"
        << QStringList{"2:1: warning: missing ')' at the end of the input: 2 open game trees "
                       "closed"};
    QTest::newRow("empty variation dropped")
        << QByteArray("(;A[1]()(;B[2]))") << "{A=[1]}({B=[2]})"
        << QStringList{"1:7: warning: empty variation '()' dropped"};
    QTest::newRow("empty game tree dropped")
        << QByteArray("()\n(;A[1])") << "{A=[1]}"
        << QStringList{"1:1: warning: empty game tree '()' dropped"};
    QTest::newRow("repeated property merged")
        << QByteArray("(;A[1]B[2]A[3][4]C[5])") << "{A=[1|3|4],B=[2],C=[5]}"
        << QStringList{"1:11: warning: property 'A' repeated in node: values merged"};
    QTest::newRow("repeated old identifiers merged")
        << QByteArray("(;AB[aa]AddBlack[bb])") << "{AB=[aa|bb]}"
        << QStringList{"1:9: warning: old identifier 'AddBlack' read as 'AB'",
                       "1:9: warning: property 'AB' repeated in node: values merged"};
    QTest::newRow("property without value")
        << QByteArray("(;A[1]B\n;C[2])") << "{A=[1]}({C=[2]})"
        << QStringList{"1:7: warning: property 'B' without value skipped"};
    QTest::newRow("junk in node") << QByteArray("(; illegal_chars FF[4]) ") << "{FF=[4]}"
                                  << QStringList{
                                         "1:4: warning: unexpected text 'illegal_chars' skipped"};
    QTest::newRow("values without property")
        << QByteArray("(;A[1];[aa][bb] N[x])") << "{A=[1]}({N=[x]})"
        << QStringList{"1:8: warning: values without a property skipped"};
    QTest::newRow("missing ; before properties")
        << QByteArray("( GM[1]SZ[9]\n;B[aa])") << "{GM=[1],SZ=[9]}({B=[aa]})"
        << QStringList{"1:3: warning: properties without a node: missing ';' supplied"};
    QTest::newRow("node after variations")
        << QByteArray("(;A[1](;B[2]);C[3])") << "{A=[1]}({B=[2]},{C=[3]})"
        << QStringList{"1:14: warning: node after variations read as one more variation"};
    QTest::newRow("tree of trees")
        << QByteArray("((;A[1])(;B[2]))") << "{A=[1]} {B=[2]}"
        << QStringList{"1:1: warning: '(' without a node before its variations: they are read "
                       "in its place"};
    QTest::newRow("value open at the end is an error, the rest is kept")
        << QByteArray("(;A[1]\n;B[aa]AB[bb][cc][dd") << "{A=[1]}({B=[aa],AB=[bb|cc]})"
        << QStringList{"2:17: error: unterminated value"};
    QTest::newRow("cut off in the first value") << QByteArray("(;A[1]\n;C[cut off") << "{A=[1]}({})"
                                                << QStringList{"2:3: error: unterminated value"};
    QTest::newRow("old long names, one token a line")
        << QByteArray("(\n;\nFileFormat[1]GaMe[1]\nBlack[ff]\n;\nWhite[gd]\n;\nBlack[fd]\n)")
        << "{FF=[1],GM=[1],B=[ff]}({W=[gd]}({B=[fd]}))"
        << QStringList{"3:1: warning: old identifier 'FileFormat' read as 'FF'",
                       "3:14: warning: old identifier 'GaMe' read as 'GM'",
                       "4:1: warning: old identifier 'Black' read as 'B'",
                       "6:1: warning: old identifier 'White' read as 'W'"};
}

void TestParser::lenientRecoveries()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, expected);
    QFETCH(QStringList, diagnostics);
    const auto collection = sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient());
    QCOMPARE(describe(collection), expected);
    QCOMPARE(describe(collection.diagnostics()), diagnostics);
    // Strict mode refuses every one of these inputs.
    QVERIFY_THROWS_EXCEPTION(sgf::ParseError, sgf::parseCollection(input.toStdString()));
}

void TestParser::lenientErrors_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");

    QTest::newRow("empty") << QByteArray("") << "tree missing" << 1 << 1;
    QTest::newRow("prose only") << QByteArray("\nthis is not an .sgf file") << "tree missing" << 2
                                << 1;
    QTest::newRow("only empty trees") << QByteArray("() ()") << "tree with no nodes" << 1 << 1;
}

void TestParser::lenientErrors()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    QFETCH(int, line);
    QFETCH(int, column);
    try {
        sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient());
        QFAIL("no ParseError thrown");
    } catch (const sgf::ParseError &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
        QCOMPARE(int(error.position().line), line);
        QCOMPARE(int(error.position().column), column);
    }
}

void TestParser::lenientEqualsStrictWhenStrictAccepts_data()
{
    seedExamples_data();
}

void TestParser::lenientEqualsStrictWhenStrictAccepts()
{
    QFETCH(QByteArray, input);
    const auto strict = sgf::parseCollection(input.toStdString());
    const auto lenient = sgf::parseCollection(input.toStdString(), sgf::ParseOptions::lenient());
    QVERIFY(sgf::sameCollection(strict, lenient));
    QVERIFY(lenient.diagnostics().empty());
}

void TestParser::diagnosticsAreCapped()
{
    std::string input = "(;A[1]";
    for (int i = 0; i < 5000; ++i) input += " % ;";
    input += ")";
    sgf::ParseOptions options = sgf::ParseOptions::lenient();
    options.maxDiagnostics = 100;
    const auto collection = sgf::parseCollection(input, options);
    QCOMPARE(collection.diagnostics().size(), std::size_t(101));
    QCOMPARE(collection.diagnostics().back().message, std::string("4900 more problems not listed"));
    QCOMPARE(collection.unlistedDiagnostics(), std::size_t(4900));
    QCOMPARE(collection.nodeCount(), std::size_t(5001));
}

void TestParser::collections()
{
    const auto collection = sgf::parseCollection("(;A[1])(;B[2](;C[3])(;D[4]))\n(;E[5])\n");
    QCOMPARE(collection.size(), std::size_t(3));
    QCOMPARE(describe(collection), QStringLiteral("{A=[1]} {B=[2]}({C=[3]},{D=[4]}) {E=[5]}"));
    QCOMPARE(collection[1].nodeCount(), std::size_t(3));
    QCOMPARE(collection.nodeCount(), std::size_t(5));
    // Roots are siblings of each other, with no parent.
    QCOMPARE(collection[0].root().nextSibling(), collection[1].root());
    QCOMPARE(collection[2].root().previousSibling(), collection[1].root());
    QVERIFY(collection[1].root().parent().isNull());
}

void TestParser::parseReturnsTheFirstTree()
{
    const auto tree = sgf::parse("(;A[1])(;B[2])");
    QCOMPARE(describe(tree.root()), QStringLiteral("{A=[1]}"));
    QCOMPARE(tree.nodeCount(), std::size_t(1));
    // The rest of the input is still checked.
    QVERIFY_THROWS_EXCEPTION(sgf::ParseError, sgf::parse("(;A[1])(;b[2])"));
}

void TestParser::hundredThousandNestedVariations()
{
    constexpr int depth = 100000;
    std::string input = "(;A[0]";
    input.reserve(depth * 10);
    for (int i = 1; i <= depth; ++i) input += "(;B[" + std::to_string(i) + "]";
    input.append(depth + 1, ')');
    const auto collection = sgf::parseCollection(input);
    QCOMPARE(collection.nodeCount(), std::size_t(depth + 1));
    const sgf::Node last = collection[0].root().lastInLine();
    QCOMPARE(last.depth(), std::size_t(depth));
    QCOMPARE(last.raw("B"), std::string_view("100000"));
    QCOMPARE(last.root(), collection[0].root());
}

void TestParser::millionMoveLine()
{
    constexpr int moves = 1000000;
    std::string input = "(;GM[1]SZ[19]";
    input.reserve(moves * 6 + 20);
    for (int i = 0; i < moves / 2; ++i) input += ";B[aa];W[bb]";
    input += ')';
    const auto tree = sgf::parse(input);
    QCOMPARE(tree.nodeCount(), std::size_t(moves + 1));
    QCOMPARE(tree.root().lastInLine().index(), std::uint32_t(moves));
    QCOMPARE(tree.root().lastInLine().raw("W"), std::string_view("bb"));
}

void TestParser::wideFork()
{
    constexpr int width = 100000;
    std::string input = "(;A[0]";
    for (int i = 0; i < width; ++i) input += "(;B[" + std::to_string(i) + "])";
    input += ')';
    const auto tree = sgf::parse(input);
    QCOMPARE(tree.root().childCount(), std::size_t(width));
    QCOMPARE(tree.root().child(width - 1).raw("B"), std::string_view("99999"));
}

// The storage promises a node's first child is the node right after it, whatever the input.
void TestParser::firstChildIsNextNode()
{
    const char *inputs[] = {
        "(;A[1](;B[2];C[3](;D[4])(;E[5]))(;F[6]))",
        "(;A[1]()(;B[2])((;C[3]));D[4])",
        "((;A[1](;B[2]))(;C[3]))",
    };
    for (const char *input : inputs) {
        const auto collection = sgf::parseCollection(input, sgf::ParseOptions::lenient());
        for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
            const sgf::Node node = collection.node(i);
            for (sgf::Node child : node.children()) {
                QCOMPARE(child.parent(), node);
                QVERIFY(child.index() > node.index());
                QVERIFY(child.subtreeEnd() <= node.subtreeEnd());
            }
            if (node.hasChildren()) QCOMPARE(node.firstChild().index(), i + 1);
        }
    }
}

void TestParser::progressAndCancel()
{
    std::string input = "(;GM[1]";
    while (input.size() < 3u << 20) input += ";B[aa]C[a comment that takes some room];W[bb]";
    input += ')';

    std::vector<std::size_t> reported;
    sgf::ParseOptions options;
    options.progress = [&](std::size_t done, std::size_t total) {
        reported.push_back(done);
        return done <= total;
    };
    sgf::parseCollection(input, options);
    QVERIFY(reported.size() >= 2);
    QVERIFY(std::is_sorted(reported.begin(), reported.end()));

    options.progress = [](std::size_t, std::size_t) { return false; };
    QVERIFY_THROWS_EXCEPTION(sgf::ParseCancelled, sgf::parseCollection(input, options));
}

void TestParser::corpusParsesOrFailsCleanly_data()
{
    SGFVIEW_CORPUS_ROWS();
}

// Line and column of a byte offset counted the plain way, to check the parser's against:
// CR, LF, CRLF and LFCR end a line; a column is a UTF-8 lead byte (or a stray byte).
static sgf::Position countedPosition(const QByteArray &text, qsizetype offset)
{
    sgf::Position position;
    position.offset = std::uint64_t(offset);
    for (qsizetype i = 0; i < offset; ++i) {
        const char c = text[i];
        if (c == '\r' || c == '\n') {
            const char pair = c == '\r' ? '\n' : '\r';
            if (i + 1 < offset && text[i + 1] == pair) ++i;
            ++position.line;
            position.column = 1;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++position.column;
        }
    }
    return position;
}

// Every real file parses leniently, but for those raw_corpus.h lists (no game tree, or UTF-16),
// which fail with a ParseError at its place; each problem has the line and column of its byte
// offset, in the order of the text; a file strict mode accepts gives the same tree leniently,
// with nothing to report. (Charset decoding is the viewer's job; the core sees the raw bytes
// here.)
void TestParser::corpusParsesOrFailsCleanly()
{
    QFETCH(QString, file);
    SGFVIEW_REQUIRE_SHARED();
    const QByteArray bytes = testdata::readCorpusFile(file);
    const auto placed = [&](const sgf::Position &position) {
        return position.offset <= std::uint64_t(bytes.size()) &&
               position == countedPosition(bytes, qsizetype(position.offset));
    };
    try {
        const auto collection =
            sgf::parseCollection(bytes.toStdString(), sgf::ParseOptions::lenient());
        if (const char *why = testdata::whyRawParseRefuses(file))
            QFAIL(qPrintable(QStringLiteral("parses, yet %1").arg(QLatin1String(why))));
        QVERIFY(collection.size() > 0);
        std::uint64_t previous = 0;
        for (const auto &d : collection.diagnostics()) {
            QVERIFY2(placed(d.position), d.message.c_str());
            QVERIFY(d.position.offset >= previous);
            previous = d.position.offset;
        }
        try {
            const auto strict = sgf::parseCollection(bytes.toStdString());
            QVERIFY(sgf::sameCollection(strict, collection));
            QVERIFY(collection.diagnostics().empty());
        } catch (const sgf::ParseError &error) {
            QVERIFY2(placed(error.position()), error.what());
        }
    } catch (const sgf::ParseError &error) {
        QVERIFY2(testdata::whyRawParseRefuses(file), error.what());
        QVERIFY2(placed(error.position()), error.what());
        QVERIFY(!std::string(error.what()).empty());
    }
}

QTEST_APPLESS_MAIN(TestParser)
#include "tst_parser.moc"
