// Cutting the head of a file where its nodes are whole (sgf/whole_nodes.h): parsed up to the
// cut, every node is the whole text's node of the same number, with the same parent,
// identifiers and values, and the problems met before the cut are the whole text's. Cut
// inside a root node where its values are whole, the root holds the whole text's first
// properties and values.
#include "raw_corpus.h"
#include "sgf/parser.h"
#include "sgf/whole_nodes.h"

#include <QRandomGenerator>
#include <QTest>
#include <string>

class TestWholeNodes : public QObject {
    Q_OBJECT

private slots:
    void cut_data();
    void cut();
    void headsOfCorpusFiles_data();
    void headsOfCorpusFiles();
    void headsOfRandomTexts();
    void valuesCut_data();
    void valuesCut();
};

namespace {

constexpr std::size_t unlimited = std::size_t(-1);

enum class Cut { Nodes, Values };

// Node a of the head, read up to a cut inside it, against the whole text's node b: each of
// its properties holds the first values of b's property of the same place and identifier.
bool firstValuesOf(const sgf::Node &a, const sgf::Node &b)
{
    if (a.propertyCount() > b.propertyCount()) return false;
    for (std::size_t p = 0; p < a.propertyCount(); ++p) {
        const sgf::Property x = a.property(p), y = b.property(p);
        if (x.id() != y.id() || x.valueCount() > y.valueCount()) return false;
        for (std::size_t v = 0; v < x.valueCount(); ++v)
            if (x.value(v).raw() != y.value(v).raw() || x.value(v).offset() != y.value(v).offset())
                return false;
    }
    return true;
}

// Every node of the head, read up to its cut, against the whole text's. Returns false
// (having compared nothing) when the head gives nothing to cut: no tree, or a whole one.
bool verifyHead(const std::string &whole, std::size_t headSize, std::size_t maxNodes,
                Cut kind = Cut::Nodes)
{
    const std::string head = whole.substr(0, headSize);
    std::optional<sgf::Collection> parsedHead;
    try {
        parsedHead = sgf::parseCollection(head, sgf::ParseOptions::lenient());
    } catch (const sgf::ParseError &) {
        return false;
    }
    const std::size_t treeStart = parsedHead->tree(0).offset();
    const std::optional<std::size_t> cut = kind == Cut::Nodes
                                               ? sgf::wholeNodesEnd(head, treeStart, maxNodes)
                                               : sgf::wholeValuesEnd(head, treeStart, maxNodes);
    if (!cut) return false;
    const std::string where =
        "head of " + std::to_string(headSize) + " bytes, cut at " + std::to_string(*cut) + ": ";
    const auto shown =
        sgf::parseCollection(std::string_view(head).substr(0, *cut), sgf::ParseOptions::lenient());
    const auto all = sgf::parseCollection(whole, sgf::ParseOptions::lenient());
    // (At most maxNodes, but for nodes a lenient parse starts without a ';': the table above.)
    if (shown.size() != 1 || shown.tree(0).nodeCount() > all.tree(0).nodeCount() ||
        (kind == Cut::Values && shown.nodeCount() != 1)) {
        QTest::qFail((where + "nodes " + std::to_string(shown.nodeCount())).c_str(), __FILE__,
                     __LINE__);
        return false;
    }
    for (std::uint32_t i = 0; i < shown.nodeCount(); ++i) {
        const sgf::Node a = shown.node(i), b = all.node(i);
        if (kind == Cut::Values) {
            if (firstValuesOf(a, b)) continue;
            QTest::qFail((where + "the root differs").c_str(), __FILE__, __LINE__);
            return false;
        }
        bool same = a.parent().index() == b.parent().index() &&
                    a.parent().isNull() == b.parent().isNull() &&
                    a.propertyCount() == b.propertyCount();
        for (std::size_t p = 0; same && p < a.propertyCount(); ++p) {
            const sgf::Property x = a.property(p), y = b.property(p);
            same = x.id() == y.id() && x.valueCount() == y.valueCount();
            for (std::size_t v = 0; same && v < x.valueCount(); ++v)
                same = x.value(v).raw() == y.value(v).raw() &&
                       x.value(v).offset() == y.value(v).offset();
        }
        if (!same) {
            QTest::qFail((where + "node " + std::to_string(i) + " differs").c_str(), __FILE__,
                         __LINE__);
            return false;
        }
    }
    // The problems before the cut, by kind and place (one that quotes stray text right before
    // the cut quotes less of it); the end of the head adds its own (unclosed trees).
    using Problem = std::pair<std::uint64_t, sgf::DiagnosticCode>;
    std::vector<Problem> before, wholeBefore;
    for (const sgf::Diagnostic &d : shown.diagnostics())
        if (d.position.offset < *cut) before.emplace_back(d.position.offset, d.code);
    for (const sgf::Diagnostic &d : all.diagnostics())
        if (d.position.offset < *cut) wholeBefore.emplace_back(d.position.offset, d.code);
    if (before != wholeBefore) {
        QTest::qFail((where + "problems differ").c_str(), __FILE__, __LINE__);
        return false;
    }
    return true;
}

} // namespace

void TestWholeNodes::cut_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("maxNodes");     // -1: no limit
    QTest::addColumn<QByteArray>("shown"); // the head up to the cut; "none": no cut
    QTest::newRow("in a value") << QByteArray("(;A[1];B[2];C[3") << -1 << QByteArray("(;A[1];B[2]");
    QTest::newRow("right after a ';'")
        << QByteArray("(;A[1];B[2];") << -1 << QByteArray("(;A[1];B[2]");
    QTest::newRow("in an identifier") << QByteArray("(;A[1];BC") << -1 << QByteArray("(;A[1]");
    QTest::newRow("';' in a value") << QByteArray("(;C[a;b];C[c;d") << -1 << QByteArray("(;C[a;b]");
    QTest::newRow("escaped ']'") << QByteArray("(;C[x\\];y];B[2") << -1
                                 << QByteArray("(;C[x\\];y]");
    QTest::newRow("escaped ']', then ';' in the value")
        << QByteArray("(;C[1];C[a\\];B") << -1 << QByteArray("(;C[1]");
    QTest::newRow("escaped '\\' then ']'")
        << QByteArray("(;C[x\\\\];B[2") << -1 << QByteArray("(;C[x\\\\]");
    QTest::newRow("in a variation")
        << QByteArray("(;A[1](;B[2])(;C[3];D[4") << -1 << QByteArray("(;A[1](;B[2])(;C[3]");
    QTest::newRow("back over parentheses and space")
        << QByteArray("(;A[1](;B[2])\n (\n;C[3") << -1 << QByteArray("(;A[1](;B[2]");
    QTest::newRow("empty nodes, at most 3") << QByteArray("(;;;;;;;") << 3 << QByteArray("(;;;");
    QTest::newRow("at most 2, in variations")
        << QByteArray("(;A[1](;B[2](;C[3]") << 2 << QByteArray("(;A[1](;B[2]");
    QTest::newRow("at most as many as there are")
        << QByteArray("(;A[1];B[2];C") << 2 << QByteArray("(;A[1];B[2]");
    QTest::newRow("a node begun by a property after '(' is not counted")
        << QByteArray("(;A[1](B[2])(;C[3];D") << 2 << QByteArray("(;A[1](B[2])(;C[3]");
    QTest::newRow("after text before the tree")
        << QByteArray("x;y[;](;A[1];B") << -1 << QByteArray("x;y[;](;A[1]");
    QTest::newRow("the root cut off") << QByteArray("(;A[1];") << 0 << QByteArray("none");
    QTest::newRow("in the root") << QByteArray("(;A[1]B[") << -1 << QByteArray("none");
    QTest::newRow("the tree closes") << QByteArray("(;A[1];B[2])") << -1 << QByteArray("none");
    QTest::newRow("a ')' in a value")
        << QByteArray("(;A[)];B[)];C") << -1 << QByteArray("(;A[)];B[)]");
    QTest::newRow("the head ends after '\\'")
        << QByteArray("(;A[1];B[2];C[\\") << -1 << QByteArray("(;A[1];B[2]");
}

void TestWholeNodes::cut()
{
    QFETCH(QByteArray, head);
    QFETCH(int, maxNodes);
    QFETCH(QByteArray, shown);
    const std::string text = head.toStdString();
    const std::size_t treeStart = text.find("(;");
    const auto cut =
        sgf::wholeNodesEnd(text, treeStart, maxNodes < 0 ? unlimited : std::size_t(maxNodes));
    if (shown == "none") {
        QVERIFY2(!cut, qPrintable(QString::number(cut.value_or(0))));
        return;
    }
    QVERIFY(cut);
    QCOMPARE(QByteArray::fromStdString(text.substr(0, *cut)), shown);
}

void TestWholeNodes::headsOfCorpusFiles_data()
{
    SGFVIEW_CORPUS_ROWS();
}

// Heads of every length in the first kilobytes, then 200 more spread over the file.
void TestWholeNodes::headsOfCorpusFiles()
{
    QFETCH(QString, file);
    SGFVIEW_RAW_CORPUS_COLLECTION(collection, file);
    const std::string whole(collection.text());
    std::size_t compared = 0;
    for (std::size_t size = 1; size < std::min<std::size_t>(whole.size(), 2000); ++size)
        compared += verifyHead(whole, size, size % 3 ? unlimited : size % 7);
    for (std::size_t k = 1; k <= 200; ++k)
        compared += verifyHead(whole, whole.size() * k / 201, k % 2 ? unlimited : 50);
    // Heads that end in the root, cut where its values are whole.
    for (std::size_t size = 1; size < std::min<std::size_t>(whole.size(), 2000); ++size)
        verifyHead(whole, size, size % 5 ? unlimited : size % 4, Cut::Values);
    if (QTest::currentTestFailed()) return;
    // Files of one short game (or none) give few heads to cut.
    QVERIFY2(compared > 0 || collection.tree(0).nodeCount() < 3, "no head of it was cut");
}

// Texts of brackets, escapes, ';' and parentheses anywhere, in and out of values, with
// identifiers and stray bytes: every head of each.
void TestWholeNodes::headsOfRandomTexts()
{
    QRandomGenerator random(20261205);
    std::size_t valueCuts = 0;
    static const char *const pieces[] = {"(", ")", ";",  "[",    "]",   "\\",  "B",     "AB",
                                         "c", " ", "\n", "[aa]", "[;]", "[)]", "[\\]]", "x"};
    std::size_t compared = 0;
    for (int round = 0; round < 8000; ++round) {
        std::string text = "(;GM[1]";
        const int length = random.bounded(4, 60);
        for (int i = 0; i < length; ++i) text += pieces[random.bounded(int(std::size(pieces)))];
        for (std::size_t size = 1; size <= text.size(); ++size) {
            compared += verifyHead(text, size, random.bounded(2) ? unlimited : random.bounded(4));
            valueCuts += verifyHead(text, size, random.bounded(2) ? unlimited : random.bounded(4),
                                    Cut::Values);
            if (QTest::currentTestFailed()) {
                qWarning("text: %s", text.c_str());
                return;
            }
        }
    }
    QVERIFY(compared > 1000);
    QVERIFY(valueCuts > 1000);
}

void TestWholeNodes::valuesCut_data()
{
    QTest::addColumn<QByteArray>("head");
    QTest::addColumn<int>("maxValues");    // -1: no limit
    QTest::addColumn<QByteArray>("shown"); // the head up to the cut; "none": no cut
    QTest::newRow("in a value") << QByteArray("(;A[1]B[2][3") << -1 << QByteArray("(;A[1]B[2]");
    QTest::newRow("in an identifier") << QByteArray("(;A[1]BC") << -1 << QByteArray("(;A[1]");
    QTest::newRow("between values")
        << QByteArray("(;LB[aa:1] [bb:2] ") << -1 << QByteArray("(;LB[aa:1] [bb:2]");
    QTest::newRow("';' and '(' in values")
        << QByteArray("(;C[a;b(]D[c") << -1 << QByteArray("(;C[a;b(]");
    QTest::newRow("escaped ']'") << QByteArray("(;C[x\\]y]B[2") << -1 << QByteArray("(;C[x\\]y]");
    QTest::newRow("escaped '\\' then ']'")
        << QByteArray("(;C[x\\\\]B[2") << -1 << QByteArray("(;C[x\\\\]");
    QTest::newRow("the head ends after '\\'")
        << QByteArray("(;A[1]C[\\") << -1 << QByteArray("(;A[1]");
    QTest::newRow("at most 2") << QByteArray("(;A[1][2][3]B[4") << 2 << QByteArray("(;A[1][2]");
    QTest::newRow("white space before the root")
        << QByteArray("x(\n ;A[1]B") << -1 << QByteArray("x(\n ;A[1]");
    QTest::newRow("no value closed") << QByteArray("(;A[1") << -1 << QByteArray("none");
    QTest::newRow("at most none") << QByteArray("(;A[1]B") << 0 << QByteArray("none");
    QTest::newRow("a second node") << QByteArray("(;A[1];B[2]C") << -1 << QByteArray("none");
    QTest::newRow("a variation") << QByteArray("(;A[1](;B[2]") << -1 << QByteArray("none");
    QTest::newRow("the tree closes") << QByteArray("(;A[1]B[2])") << -1 << QByteArray("none");
    QTest::newRow("no ';' first") << QByteArray("(A[1]B[2]C") << -1 << QByteArray("none");
}

void TestWholeNodes::valuesCut()
{
    QFETCH(QByteArray, head);
    QFETCH(int, maxValues);
    QFETCH(QByteArray, shown);
    const std::string text = head.toStdString();
    const auto cut = sgf::wholeValuesEnd(text, text.find('('),
                                         maxValues < 0 ? unlimited : std::size_t(maxValues));
    if (shown == "none") {
        QVERIFY2(!cut, qPrintable(QString::number(cut.value_or(0))));
        return;
    }
    QVERIFY(cut);
    QCOMPARE(QByteArray::fromStdString(text.substr(0, *cut)), shown);
}

QTEST_APPLESS_MAIN(TestWholeNodes)
#include "tst_whole_nodes.moc"
