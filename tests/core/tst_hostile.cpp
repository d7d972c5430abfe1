// Hostile input: whatever the bytes, a parse ends in a ParseError with a message and a position
// inside the input, or in a correct tree; never a crash, a hang or a blow-up. Strict and lenient
// mode both, where both mean something.
//
// Linearity is checked without clocks: the cases that could go quadratic also run with a
// million items, where a quadratic step (10^12 operations) could not finish under CTest's
// timeout, while the linear parser needs well under a second. Finishing is the check.
#include "sgf/parser.h"
#include "sgf/point.h"
#include "sgf/writer.h"

#include <QTest>
#include <optional>
#include <string>

namespace {

const sgf::ParseOptions strict;
const sgf::ParseOptions lenient = sgf::ParseOptions::lenient();

std::optional<sgf::ParseError> errorFrom(const std::string &input, const sgf::ParseOptions &options)
{
    try {
        sgf::parseCollection(input, options);
    } catch (const sgf::ParseError &error) {
        return error;
    }
    return std::nullopt;
}

// True when the parse throws a ParseError with a message, at a line and column from 1 and an
// offset in [from, to]; says what happened otherwise.
bool failsBetween(const std::string &input, const sgf::ParseOptions &options, std::uint64_t from,
                  std::uint64_t to)
{
    const auto error = errorFrom(input, options);
    if (!error) {
        qWarning("no ParseError thrown");
        return false;
    }
    const sgf::Position &p = error->position();
    if (*error->what() && p.line >= 1 && p.column >= 1 && p.offset >= from && p.offset <= to)
        return true;
    qWarning("ParseError '%s' at %u:%u, offset %llu; expected an offset in [%llu, %llu]",
             error->what(), unsigned(p.line), unsigned(p.column),
             static_cast<unsigned long long>(p.offset), static_cast<unsigned long long>(from),
             static_cast<unsigned long long>(to));
    return false;
}

bool failsAt(const std::string &input, const sgf::ParseOptions &options, std::uint64_t offset)
{
    return failsBetween(input, options, offset, offset);
}

bool fails(const std::string &input, const sgf::ParseOptions &options)
{
    return failsBetween(input, options, 0, input.size());
}

// Every diagnostic lies in [from, to]: nothing outside the damage is reported.
bool diagnosedBetween(const sgf::Collection &collection, std::uint64_t from, std::uint64_t to)
{
    for (const sgf::Diagnostic &d : collection.diagnostics()) {
        if (d.position.offset < from || d.position.offset > to || d.position.line < 1 ||
            d.position.column < 1) {
            qWarning("diagnostic outside [%llu, %llu]: %s", static_cast<unsigned long long>(from),
                     static_cast<unsigned long long>(to), sgf::format(d).c_str());
            return false;
        }
    }
    return !collection.diagnostics().empty();
}

// What the writer makes of a collection is strict SGF that parses back to the same collection.
bool survivesRoundTrip(const sgf::Collection &collection)
{
    return sgf::sameCollection(collection, sgf::parseCollection(sgf::write(collection)));
}

bool isSgfSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

std::string repeated(std::string_view piece, int times)
{
    std::string out;
    out.reserve(piece.size() * std::size_t(times));
    for (int i = 0; i < times; ++i) out += piece;
    return out;
}

// A distinct identifier of upper-case letters for each i < 26^4: "LONG" and i in base 26.
std::string longIdentifier(int i)
{
    std::string id = "LONGAAAA";
    for (std::size_t at = id.size(); i > 0; i /= 26) id[--at] = char('A' + i % 26);
    return id;
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT

private slots:
    void emptyInput();
    void everyByte_data();
    void everyByte();
    void nestedVariations();
    void millionMoveLine();
    void fiftyMegabyteComment();
    void nulBytes();
    void invalidUtf8_data();
    void invalidUtf8();
    void imageHeader();
    void utf16Input();
    void loneDelimiters_data();
    void loneDelimiters();
    void emptyVariations_data();
    void emptyVariations();
    void parenthesesWithoutNodes_data();
    void parenthesesWithoutNodes();
    void tenThousandLetterIdentifier();
    void distinctLongIdentifiers();
    void repeatedProperty_data();
    void repeatedProperty();
    void impossibleBoards_data();
    void impossibleBoards();
};

// Nothing at all: the error can only be at the very start.
void TestHostile::emptyInput()
{
    QVERIFY(failsAt("", strict, 0));
    QVERIFY(failsAt("", lenient, 0));
    const auto error = errorFrom("", strict);
    QVERIFY(error);
    QCOMPARE(error->position(), (sgf::Position{1, 1, 0}));
}

void TestHostile::everyByte_data()
{
    QTest::addColumn<int>("byte");
    for (int byte = 0; byte < 256; ++byte)
        QTest::newRow(qPrintable(QStringLiteral("0x%1").arg(byte, 2, 16, QLatin1Char('0'))))
            << byte;
}

// Each byte value alone, inside a value and between two nodes. The grammar (FF[4] spec,
// "EBNF definition") decides each outcome: a game tree needs at least "(;)"; inside a value only
// ']' and '\' mean something; between nodes only white space, ';' (an empty node) and '['
// (one more value of the property before) are allowed.
void TestHostile::everyByte()
{
    QFETCH(int, byte);
    const char b = char(byte);
    const std::string alone(1, b);
    QVERIFY(failsBetween(alone, strict, 0, 1));
    QVERIFY(failsBetween(alone, lenient, 0, 1));

    const std::string inValue = "(;C[" + alone + "])";
    if (b == ']') { // the value closes early; the second ']' at offset 5 is the stray one
        QVERIFY(failsAt(inValue, strict, 5));
        const auto collection = sgf::parseCollection(inValue, lenient);
        QVERIFY(collection[0].root().has("C"));
        QCOMPARE(collection[0].root().raw("C"), std::string_view());
        QVERIFY(diagnosedBetween(collection, 5, 5));
    } else if (b == '\\') { // escapes the ']': the value opened at offset 3 never ends
        QVERIFY(failsBetween(inValue, strict, 3, inValue.size()));
        const auto collection = sgf::parseCollection(inValue, lenient);
        QVERIFY(!collection[0].root().has("C"));
        QVERIFY(diagnosedBetween(collection, 3, inValue.size()));
        QCOMPARE(collection.diagnostics().back().severity, sgf::Severity::Error);
    } else {
        const auto collection = sgf::parseCollection(inValue, strict);
        QCOMPARE(collection[0].root().raw("C"), std::string_view(alone));
        QVERIFY(sgf::sameCollection(collection, sgf::parseCollection(inValue, lenient)));
    }

    const std::string betweenNodes = "(;A[1]" + alone + ";B[2])";
    if (isSgfSpace(b) || b == ';' || b == '[') {
        const auto collection = sgf::parseCollection(betweenNodes, strict);
        // White space separates A and B; ';' adds an empty node; '[' makes ";B[2" A's value.
        QCOMPARE(collection.nodeCount(), std::size_t(b == ';' ? 3 : b == '[' ? 1 : 2));
        const auto repaired = sgf::parseCollection(betweenNodes, lenient);
        QVERIFY(sgf::sameCollection(collection, repaired));
        QVERIFY(repaired.diagnostics().empty());
    } else { // the damage starts at the byte, offset 6: nothing before it is reported
        QVERIFY(failsBetween(betweenNodes, strict, 6, betweenNodes.size()));
        const auto collection = sgf::parseCollection(betweenNodes, lenient);
        QCOMPARE(collection[0].root().raw("A"), std::string_view("1"));
        QVERIFY(diagnosedBetween(collection, 6, betweenNodes.size()));
    }
}

// 100,000 variations each inside the one before: no recursion follows the nesting, when the
// parentheses close and when none of them does.
void TestHostile::nestedVariations()
{
    constexpr int depth = 100000;
    std::string open = "(;A[0]";
    for (int i = 1; i <= depth; ++i) open += "(;B[" + std::to_string(i) + "]";
    const std::string closed = open + std::string(depth + 1, ')');

    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(closed, options);
        QCOMPARE(collection.nodeCount(), std::size_t(depth + 1));
        QCOMPARE(collection[0].root().lastInLine().depth(), std::size_t(depth));
        QVERIFY(collection.diagnostics().empty());
        QVERIFY(survivesRoundTrip(collection));
    }
    // Unclosed: the missing ')' shows at the end of the input.
    QVERIFY(failsAt(open, strict, open.size()));
    const auto repaired = sgf::parseCollection(open, lenient);
    QCOMPARE(repaired.nodeCount(), std::size_t(depth + 1));
    QCOMPARE(repaired[0].root().lastInLine().raw("B"), std::string_view("100000"));
    QVERIFY(diagnosedBetween(repaired, open.size(), open.size()));
    QVERIFY(survivesRoundTrip(repaired));
}

// A 1,000,000-move game, closed and cut off before its ')'.
void TestHostile::millionMoveLine()
{
    constexpr int moves = 1000000;
    const std::string open = "(;GM[1]SZ[19]" + repeated(";B[pd];W[dp]", moves / 2);
    const auto collection = sgf::parseCollection(open + ")", lenient);
    QCOMPARE(collection.nodeCount(), std::size_t(moves + 1));
    QVERIFY(collection.diagnostics().empty());
    QCOMPARE(collection[0].root().lastInLine().index(), std::uint32_t(moves));

    QVERIFY(failsAt(open, strict, open.size()));
    const auto repaired = sgf::parseCollection(open, lenient);
    QVERIFY(sgf::sameCollection(repaired, collection));
    QVERIFY(diagnosedBetween(repaired, open.size(), open.size()));
}

// A 50 MB comment full of what looks like SGF but is text: brackets, parentheses, escapes.
void TestHostile::fiftyMegabyteComment()
{
    constexpr std::string_view piece = "(;B[pd\\]) \\\\ [x\n"; // decoded: "(;B[pd]) \\ [x\n"
    const int pieces = 50 * 1000 * 1000 / int(piece.size());
    const std::string comment = repeated(piece, pieces);
    const std::string closed = "(;GM[1];C[" + comment + "])";

    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(closed, options);
        QCOMPARE(collection.nodeCount(), std::size_t(2));
        const sgf::Node node = collection.node(1);
        QCOMPARE(node.raw("C").size(), comment.size());
        QCOMPARE(node.text("C").size(),
                 comment.size() - 2 * std::size_t(pieces)); // two escapes each
        QVERIFY(collection.diagnostics().empty());
    }
    // Never closed: the value that starts at offset 9 is the problem.
    const std::string open = "(;GM[1];C[" + comment;
    QVERIFY(failsAt(open, strict, 9));
    const auto repaired = sgf::parseCollection(open, lenient);
    QCOMPARE(repaired.nodeCount(), std::size_t(2));
    QVERIFY(!repaired.node(1).has("C"));
    QVERIFY(diagnosedBetween(repaired, 9, 9));
    QCOMPARE(repaired.diagnostics().front().severity, sgf::Severity::Error);
}

// NUL is an ordinary byte inside a value and junk anywhere else.
void TestHostile::nulBytes()
{
    using namespace std::string_literals;
    const std::string inValues = "(;C[a\0b]N[\0])"s;
    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(inValues, options);
        QCOMPARE(collection[0].root().raw("C"), std::string_view("a\0b", 3));
        QCOMPARE(collection[0].root().text("N"), "\0"s);
    }
    struct Case {
        std::string input;
        std::uint64_t from, to; // the damaged bytes
        const char *keptRoot;
    };
    const Case outside[] = {
        {"(;A[1]\0;B[2])"s, 6, 6, "A"},
        {"\0\0(;A[1])"s, 0, 1, "A"},
        {"(;A[1])\0"s, 7, 7, "A"},
        {"(;A\0B[1])"s, 2, 3, "B"}, // inside an identifier: A has no value, B[1] is intact
    };
    for (const Case &c : outside) {
        QVERIFY(failsBetween(c.input, strict, c.from, c.to));
        const auto collection = sgf::parseCollection(c.input, lenient);
        QVERIFY(collection[0].root().has(c.keptRoot));
        QVERIFY(diagnosedBetween(collection, c.from, c.to));
    }
}

void TestHostile::invalidUtf8_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("from"); // where the bad bytes are
    QTest::addColumn<int>("to");
    QTest::addColumn<QByteArray>("keptRoot"); // a property the lenient root keeps
    QTest::addColumn<QByteArray>("keptChild");

    QTest::newRow("junk between nodes")
        << QByteArray("(;A[1]\xFF\xFE;B[2])") << 6 << 7 << QByteArray("A") << QByteArray("B");
    QTest::newRow("junk before the tree") << QByteArray("\xC0\xAF\xED\xA0\x80(;A[1];B[2])") << 0
                                          << 4 << QByteArray("A") << QByteArray("B");
    QTest::newRow("lead byte alone where an identifier goes")
        << QByteArray("(;\xC3[x]A[1];B[2])") << 2 << 3 << QByteArray("A") << QByteArray("B");
    QTest::newRow("0xFF where an identifier goes")
        << QByteArray("(;A[1]\xFF[x];B[2])") << 6 << 7 << QByteArray("A") << QByteArray("B");
    QTest::newRow("cut character after the tree")
        << QByteArray("(;A[1];B[2])\xE6\x97") << 12 << 13 << QByteArray("A") << QByteArray("B");
}

// Bytes that are not UTF-8 are junk outside values, and stay as they are inside values.
void TestHostile::invalidUtf8()
{
    QFETCH(QByteArray, input);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QByteArray, keptRoot);
    QFETCH(QByteArray, keptChild);
    const std::string text = input.toStdString();
    QVERIFY(failsBetween(text, strict, std::uint64_t(from), std::uint64_t(to)));
    const auto collection = sgf::parseCollection(text, lenient);
    const sgf::Node root = collection[0].root();
    QVERIFY(root.has(keptRoot.toStdString()));
    QVERIFY(root.firstChild().has(keptChild.toStdString()));
    QVERIFY(diagnosedBetween(collection, std::uint64_t(from), std::uint64_t(to)));

    // The same bytes inside a value are kept byte for byte.
    const std::string inValue =
        "(;C[" + text.substr(std::size_t(from), std::size_t(to - from + 1)) + "])";
    for (const auto &options : {strict, lenient}) {
        const auto inside = sgf::parseCollection(inValue, options);
        QCOMPARE(inside[0].root().raw("C"),
                 std::string_view(text).substr(std::size_t(from), std::size_t(to - from + 1)));
    }
}

// A PNG file opened by mistake: no tree, a clear error. Followed by a tree, lenient finds it.
void TestHostile::imageHeader()
{
    using namespace std::string_literals;
    const std::string png =
        "\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR\0\0\x01\0\0\0\x01\0\x08\x06\0\0\0\x5C\x72\xA8\x66"s;
    QVERIFY(fails(png, strict));
    QVERIFY(fails(png, lenient));
    const std::string withTree = png + "(;C[hidden])";
    QVERIFY(failsAt(withTree, strict, 0));
    const auto collection = sgf::parseCollection(withTree, lenient);
    QCOMPARE(collection[0].root().raw("C"), std::string_view("hidden"));
    QVERIFY(diagnosedBetween(collection, 0, png.size()));
}

// The core reads UTF-8; UTF-16 (a NUL after every ASCII byte) has no tree it can see.
void TestHostile::utf16Input()
{
    const std::u16string sgf16 = u"(;FF[4]C[x])";
    const std::string bytes(reinterpret_cast<const char *>(sgf16.data()), sgf16.size() * 2);
    QVERIFY(fails(bytes, strict));
    QVERIFY(fails(bytes, lenient));
}

void TestHostile::loneDelimiters_data()
{
    QTest::addColumn<QByteArray>("delimiter");
    QTest::newRow("(") << QByteArray("(");
    QTest::newRow(")") << QByteArray(")");
    QTest::newRow("[") << QByteArray("[");
    QTest::newRow("\\") << QByteArray("\\");
}

// Alone, and after a complete tree: the tree is kept, the delimiter reported.
void TestHostile::loneDelimiters()
{
    QFETCH(QByteArray, delimiter);
    const std::string alone = delimiter.toStdString();
    QVERIFY(fails(alone, strict));
    QVERIFY(fails(alone, lenient));
    const std::string afterTree = "(;A[1])" + alone;
    QVERIFY(failsBetween(afterTree, strict, 7, afterTree.size()));
    const auto collection = sgf::parseCollection(afterTree, lenient);
    QCOMPARE(collection.size(), std::size_t(1));
    QCOMPARE(collection[0].root().raw("A"), std::string_view("1"));
    QVERIFY(diagnosedBetween(collection, 7, afterTree.size()));
}

void TestHostile::emptyVariations_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("100,000") << 100000;
    QTest::newRow("1,000,000") << 1000000;
}

// "()" over and over, inside a tree and between trees. The grammar wants a node in every
// game tree; lenient drops each one and reports the first maxDiagnostics of them.
void TestHostile::emptyVariations()
{
    QFETCH(int, count);
    const std::string empties = repeated("()", count);
    const std::string inTree = "(;A[1]" + empties + ")";
    QVERIFY(failsAt(inTree, strict, 6));
    const auto collection = sgf::parseCollection(inTree, lenient);
    QCOMPARE(collection.nodeCount(), std::size_t(1));
    QCOMPARE(collection.diagnostics().size(), lenient.maxDiagnostics + 1); // + "N more" line

    const std::string beforeTree = empties + "(;A[1])";
    QVERIFY(failsAt(beforeTree, strict, 0));
    const auto after = sgf::parseCollection(beforeTree, lenient);
    QCOMPARE(after.size(), std::size_t(1));
    QCOMPARE(after.diagnostics().size(), lenient.maxDiagnostics + 1);

    QVERIFY(fails(empties, strict));
    QVERIFY(fails(empties, lenient));
}

void TestHostile::parenthesesWithoutNodes_data()
{
    emptyVariations_data();
}

// '(' after '(' with no ';': lenient looks ahead from each '(' for a tree start, which must not
// make it rescan the same parentheses for every one of them.
void TestHostile::parenthesesWithoutNodes()
{
    QFETCH(int, count);
    const std::string opens(std::size_t(count), '(');
    QVERIFY(fails(opens, strict));
    QVERIFY(fails(opens, lenient));
    QVERIFY(fails(opens + "x", lenient));
    QVERIFY(fails(repeated("(x", count), lenient));
    QVERIFY(fails(repeated("( ", count) + "A", lenient));

    // Around one node: the grammar wants ';' right after the first '('.
    const std::string wrapped = opens + ";A[1]" + std::string(std::size_t(count), ')');
    QVERIFY(failsBetween(wrapped, strict, 0, 1));
    const auto collection = sgf::parseCollection(wrapped, lenient);
    QCOMPARE(collection.nodeCount(), std::size_t(1));
    QCOMPARE(collection[0].root().raw("A"), std::string_view("1"));

    // After a node, never closed.
    const std::string trailing = "(;A[1]" + opens;
    QVERIFY(fails(trailing, strict));
    const auto cut = sgf::parseCollection(trailing, lenient);
    QCOMPARE(cut.nodeCount(), std::size_t(1));
    QVERIFY(diagnosedBetween(cut, 6, trailing.size()));
}

// PropIdent is UcLetter { UcLetter } with no length limit; FF[3] lower-case letters are ignored.
void TestHostile::tenThousandLetterIdentifier()
{
    const std::string id(10000, 'X');
    const std::string input = "(;" + id + "[v])";
    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(input, options);
        const sgf::Node root = collection[0].root();
        QCOMPARE(root.propertyCount(), std::size_t(1));
        QCOMPARE(root.property(0).id(), std::string_view(id));
        QCOMPARE(root.raw(id), std::string_view("v"));
        QVERIFY(survivesRoundTrip(collection));
    }
    const std::string mixed = "(;" + repeated("Xx", 5000) + "[v])";
    QVERIFY(failsAt(mixed, strict, 2));
    const auto fromFF3 = sgf::parseCollection(mixed, lenient);
    QCOMPARE(fromFF3[0].root().raw(std::string(5000, 'X')), std::string_view("v"));

    const std::string noValue = "(;" + id + ";B[2])";
    QVERIFY(failsAt(noValue, strict, 2));
    const auto skipped = sgf::parseCollection(noValue, lenient);
    QCOMPARE(skipped[0].root().propertyCount(), std::size_t(0));
    QCOMPARE(skipped[0].root().firstChild().raw("B"), std::string_view("2"));
    QVERIFY(diagnosedBetween(skipped, 2, 2));
}

// 100,000 identifiers no table knows, all in one node and each in a node of its own: read
// back as written, and stored in a few bytes besides their letters.
void TestHostile::distinctLongIdentifiers()
{
    constexpr int count = 100000;
    std::string oneNode = "(;", ownNodes = "(";
    for (int i = 0; i < count; ++i) {
        oneNode += longIdentifier(i) + "[" + std::to_string(i) + "]";
        ownNodes += ";" + longIdentifier(i) + "[" + std::to_string(i) + "]";
    }
    oneNode += ")";
    ownNodes += ")";
    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(oneNode, options);
        const sgf::Node root = collection[0].root();
        QCOMPARE(root.propertyCount(), std::size_t(count));
        QCOMPARE(root.property(count - 1).id(), std::string_view(longIdentifier(count - 1)));
        QCOMPARE(root.property(count - 1).value(0).raw(), std::string_view("99999"));
        QVERIFY(survivesRoundTrip(collection));
        // Each identifier costs its property (a word, a full record, a value: 20 bytes), its
        // 8 letters and where they end (4), and the index's 2 to 4 slots of 8: 56 here. A
        // std::string a name took 88.
        const double perIdentifier = double(collection.memoryUsage()) / count;
        QVERIFY2(perIdentifier < 64, qPrintable(QString::number(perIdentifier)));

        const auto line = sgf::parseCollection(ownNodes, options);
        QCOMPARE(line.nodeCount(), std::size_t(count));
        QCOMPARE(line.node(count - 1).property(0).id(),
                 std::string_view(longIdentifier(count - 1)));
        QVERIFY(survivesRoundTrip(line));
    }
}

void TestHostile::repeatedProperty_data()
{
    emptyVariations_data();
}

// One property repeated in one node: strict refuses it at the second occurrence; lenient
// merges the values in input order, in near-linear time however many repeats there are.
void TestHostile::repeatedProperty()
{
    QFETCH(int, count);
    std::string same = "(;", alternating = "(;";
    for (int i = 0; i < count; ++i) {
        same += "C[" + std::to_string(i) + "]";
        alternating += (i % 2 ? "B[" : "A[") + std::to_string(i) + "]";
    }
    same += ")";
    alternating += ")";

    QVERIFY(failsAt(same, strict, 6)); // "(;C[0]" then the second C
    const auto merged = sgf::parseCollection(same, lenient);
    const sgf::Node root = merged[0].root();
    QCOMPARE(root.propertyCount(), std::size_t(1));
    const sgf::Property c = root.property(0);
    QCOMPARE(c.valueCount(), std::size_t(count));
    QCOMPARE(c.value(1).raw(), std::string_view("1"));
    QCOMPARE(c.value(std::size_t(count) - 1).raw(), std::string_view(std::to_string(count - 1)));
    QCOMPARE(merged.diagnostics().size(), lenient.maxDiagnostics + 1);

    QVERIFY(failsAt(alternating, strict, 10)); // "(;A[0]B[1]" then the second A
    const auto pairs = sgf::parseCollection(alternating, lenient);
    const sgf::Node pair = pairs[0].root();
    QCOMPARE(pair.propertyCount(), std::size_t(2));
    QCOMPARE(pair.property(0).id(), std::string_view("A"));
    QCOMPARE(pair.property(0).valueCount(), std::size_t(count / 2));
    QCOMPARE(pair.property(0).value(1).raw(), std::string_view("2"));
    QCOMPARE(pair.property(1).value(1).raw(), std::string_view("3"));
}

void TestHostile::impossibleBoards_data()
{
    QTest::addColumn<QByteArray>("size");
    QTest::newRow("SZ[0]") << QByteArray("0");
    QTest::newRow("SZ[999]") << QByteArray("999");
    QTest::newRow("SZ[abc]") << QByteArray("abc");
    QTest::newRow("SZ[-1]") << QByteArray("-1");
    QTest::newRow("SZ[19:0]") << QByteArray("19:0");
    QTest::newRow("SZ past 64 bits") << QByteArray("99999999999999999999");
    QTest::newRow("SZ[]") << QByteArray("");
}

// Parsing is syntax only: a board that cannot exist and points off the board still make a
// correct tree with the values kept raw. The size is refused where it is interpreted (FF[4]
// spec, Go: SZ is 1..52), and the points are off the board a viewer falls back to (19x19, the
// spec's default).
void TestHostile::impossibleBoards()
{
    QFETCH(QByteArray, size);
    const std::string raw = size.toStdString();
    const std::string input = "(;GM[1]SZ[" + raw + "];B[zz]W[ZZ]AB[aa:ZZ]LB[zz:x])";
    for (const auto &options : {strict, lenient}) {
        const auto collection = sgf::parseCollection(input, options);
        const sgf::Node root = collection[0].root();
        QCOMPARE(root.raw("SZ"), std::string_view(raw));
        QVERIFY(!sgf::parseBoardSize(root.raw("SZ")).valid());
        const sgf::Node move = root.firstChild();
        QCOMPARE(move.raw("B"), std::string_view("zz"));
        QCOMPARE(move.raw("W"), std::string_view("ZZ"));
        QCOMPARE(move.raw("AB"), std::string_view("aa:ZZ"));
        QCOMPARE(move.raw("LB"), std::string_view("zz:x"));
        QVERIFY(collection.diagnostics().empty());

        const sgf::BoardSize fallback;
        QVERIFY(sgf::parseMove(move.raw("B"), fallback).invalid);
        QVERIFY(sgf::parseMove(move.raw("W"), fallback).invalid);
        std::vector<sgf::Point> points;
        QVERIFY(!sgf::appendPoints(move.raw("AB"), fallback, points));
        QVERIFY(points.empty());
    }
}

QTEST_APPLESS_MAIN(TestHostile)
#include "tst_hostile.moc"
