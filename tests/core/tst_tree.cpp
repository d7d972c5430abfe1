// Navigation over the compact tree: links, ranges, lookups, sharing and size.
#include "sgf/parser.h"
#include "sgf/properties.h"
#include "sgf/text_properties.h"
#include "tree_description.h"

#include <QTest>

class TestTree : public QObject {
    Q_OBJECT

private slots:
    void navigation();
    void propertiesAndValues();
    void valuesAreSlicesOfTheText();
    void handlesOutliveCopies();
    void sameTreeComparesStructure();
    void compactStorage();
    void propertiesReadAsWritten_data();
    void propertiesReadAsWritten();
    void findAmongManyLongIdentifiers();
    void repeatedLongIdentifiers();
    void nodeAtOffsetAndOwnership();
    void categoriesOfANode();
    void gameTreesOfACollection_data();
    void gameTreesOfACollection();
    void nullNodeAnswersEmpty();
    void nullPropertyValueAndTreeAnswerEmpty();
    void lookupsOutOfRangeAreNull();
    void iteratorsWalkHandles();
};

// (;R(;A;B(;C)(;D))(;E)) : R has children A and E; B has C and D.
static const char *const forks = "(;N[R](;N[A];N[B](;N[C])(;N[D]))(;N[E]))";

void TestTree::navigation()
{
    const auto tree = sgf::parse(forks);
    const sgf::Node r = tree.root();
    QCOMPARE(r.raw("N"), std::string_view("R"));
    QCOMPARE(r.childCount(), std::size_t(2));
    const sgf::Node a = r.firstChild(), e = r.child(1);
    QCOMPARE(a.raw("N"), std::string_view("A"));
    QCOMPARE(e.raw("N"), std::string_view("E"));
    QCOMPARE(a.nextSibling(), e);
    QCOMPARE(e.previousSibling(), a);
    QVERIFY(a.previousSibling().isNull());
    QVERIFY(e.nextSibling().isNull());
    QCOMPARE(e.siblingIndex(), std::size_t(1));
    const sgf::Node b = a.firstChild();
    QCOMPARE(b.childCount(), std::size_t(2));
    QCOMPARE(b.child(1).raw("N"), std::string_view("D"));
    QCOMPARE(b.child(1).depth(), std::size_t(3));
    QCOMPARE(b.child(1).root(), r);
    QCOMPARE(b.child(1).parent(), b);
    QCOMPARE(r.lastInLine().raw("N"), std::string_view("C"));
    // Down first children to a node with several children, or to the line's end.
    QCOMPARE(r.nextForkOrEnd(), r);
    QCOMPARE(a.nextForkOrEnd(), b);
    QCOMPARE(b.nextForkOrEnd(), b);
    QCOMPARE(b.firstChild().nextForkOrEnd(), b.firstChild());
    QCOMPARE(e.nextForkOrEnd(), e);
    const auto line = sgf::parse("(;N[1];N[2];N[3](;N[4];N[5])(;N[6]))");
    QCOMPARE(line.root().nextForkOrEnd().raw("N"), std::string_view("3"));
    QCOMPARE(line.root().firstChild().firstChild().firstChild().nextForkOrEnd().raw("N"),
             std::string_view("5"));
    QVERIFY(r.parent().isNull());
    // Subtrees are contiguous in document order: R A B C D E.
    QCOMPARE(r.subtreeEnd(), std::uint32_t(6));
    QCOMPARE(a.subtreeEnd(), e.index());
    QCOMPARE(b.child(1).subtreeEnd(), std::uint32_t(5));
    QStringList names;
    for (sgf::Node child : b.children()) names << QString::fromStdString(child.text("N"));
    QCOMPARE(names, QStringList({"C", "D"}));
}

void TestTree::propertiesAndValues()
{
    const auto tree = sgf::parse("(;SZ[19:13]LB[dd:A][ee:B\\:x]C[one\\\ntwo]AP[Go\\:pro:1.0])");
    const sgf::Node root = tree.root();
    QCOMPARE(root.propertyCount(), std::size_t(4));
    QVERIFY(root.has("LB"));
    QVERIFY(!root.has("B"));
    QVERIFY(!root.find("ZZZ"));
    const auto lb = root.find("LB");
    QVERIFY(lb);
    QCOMPARE(lb->valueCount(), std::size_t(2));
    QCOMPARE(lb->info()->name, std::string_view("Label"));
    const auto second = lb->value(1).compose();
    QVERIFY(second.isCompose);
    QCOMPARE(second.first, std::string_view("ee"));
    QCOMPARE(second.second, std::string_view("B\\:x"));
    QCOMPARE(sgf::decodeSimpleText(second.second), std::string("B:x"));
    QCOMPARE(root.text("C"), std::string("onetwo"));
    QCOMPARE(root.find("AP")->value(0).compose().first, std::string_view("Go\\:pro"));
    QStringList ids;
    for (sgf::Property p : root.properties())
        ids << QString::fromUtf8(p.id().data(), int(p.id().size()));
    QCOMPARE(ids, QStringList({"SZ", "LB", "C", "AP"}));
    const auto map = sgf::textProperties(root);
    QCOMPARE(map.at("LB"), (std::vector<std::string>{"dd:A", "ee:B:x"}));
    QCOMPARE(root.text("missing"), std::string());
}

void TestTree::valuesAreSlicesOfTheText()
{
    const auto collection = sgf::parseCollection("(;C[hello]B[aa])");
    const auto c = collection[0].root().find("C")->value(0);
    QCOMPARE(c.offset(), std::uint64_t(4));
    QCOMPARE(c.raw().data(), collection.text().data() + 4);
    QCOMPARE(collection.positionOf(c.offset()).column, std::uint32_t(5));
}

void TestTree::handlesOutliveCopies()
{
    sgf::Node node;
    sgf::GameTree kept;
    {
        const auto collection = sgf::parseCollection("(;A[1])(;B[2];C[3])");
        kept = collection[1];
    }
    node = kept.root().firstChild();
    QCOMPARE(node.raw("C"), std::string_view("3"));
    QCOMPARE(kept.collection().size(), std::size_t(2));
}

void TestTree::sameTreeComparesStructure()
{
    const auto a = sgf::parse("(;A[1](;B[2])(;C[3]))");
    const auto b = sgf::parse("( ;A[1]\n( ;B[2] ) ( ;C[3] ) )");
    const auto c = sgf::parse("(;A[1];B[2];C[3])");
    const auto d = sgf::parse("(;A[1](;B[2])(;C[4]))");
    QVERIFY(sgf::sameTree(a.root(), b.root()));
    QVERIFY(!sgf::sameTree(a.root(), c.root()));
    QVERIFY(!sgf::sameTree(a.root(), d.root()));
    QVERIFY(sgf::sameTree(a.root().firstChild(), d.root().firstChild()));
}

// About 8 bytes a move node: a word for the node and one for its property, whose value is
// found in the text.
void TestTree::compactStorage()
{
    std::string input = "(;GM[1]";
    for (int i = 0; i < 100000; ++i) input += ";B[pd];W[dp]";
    input += ')';
    const auto collection = sgf::parseCollection(input);
    const double perNode = double(collection.memoryUsage()) / double(collection.nodeCount());
    QVERIFY2(perNode < 9, qPrintable(QString::number(perNode)));
}

// Every shape of property, stored compact or in full: each node's identifiers and raw
// values, and every value a slice of the text at its offset.
void TestTree::propertiesReadAsWritten_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("nodes");
    QTest::newRow("moves") << QByteArray("(;B[pd];W[dp])") << "|B[pd]|W[dp]";
    QTest::newRow("two letters") << QByteArray("(;AB[aa]LB[bb:x])") << "|AB[aa]LB[bb:x]";
    QTest::newRow("several values")
        << QByteArray("(;AB[aa][bb] [cc]W[dd])") << "|AB[aa][bb][cc]W[dd]";
    QTest::newRow("space before value") << QByteArray("(;B [aa];W\n[bb])") << "|B[aa]|W[bb]";
    QTest::newRow("long and escaped") << QByteArray("(;C[a comment longer than sixteen]GN[a\\]b])")
                                      << "|C[a comment longer than sixteen]GN[a\\]b]";
    QTest::newRow("empty value") << QByteArray("(;C[];B[])") << "|C[]|B[]";
    QTest::newRow("old identifier") << QByteArray("(;GaMe[1]Black[aa])") << "|GM[1]B[aa]";
    QTest::newRow("repeated, merged")
        << QByteArray("(;AB[aa]B[cc]AB[bb]C[long text of a comment]AB[dd])")
        << "|AB[aa][bb][dd]B[cc]C[long text of a comment]";
    QTest::newRow("repeated compact") << QByteArray("(;B[aa]W[bb]B[cc])") << "|B[aa][cc]W[bb]";
    QTest::newRow("long identifier") << QByteArray("(;MULTIGOGM[1]B[aa])") << "|MULTIGOGM[1]B[aa]";
    QTest::newRow("cut off") << QByteArray("(;B[aa];W[b") << "|B[aa]|";
    QTest::newRow("cut off after a value") << QByteArray("(;AB[aa][b") << "|AB[aa]";
    QTest::newRow("value at the end") << QByteArray("(;B[aa]") << "|B[aa]";
    QTest::newRow("variations") << QByteArray("(;B[aa](;W[bb];B[cc])(;W[dd]))")
                                << "|B[aa]|W[bb]|B[cc]|W[dd]";
}

void TestTree::propertiesReadAsWritten()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, nodes);
    sgf::ParseOptions lenient;
    lenient.mode = sgf::ParseOptions::Mode::Lenient;
    const auto collection = sgf::parseCollection(input.toStdString(), lenient);
    QString described;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        described += '|';
        for (const sgf::Property property : collection.node(i).properties()) {
            described += QString::fromStdString(std::string(property.id()));
            for (const sgf::Value value : property) {
                described += '[' + QString::fromStdString(std::string(value.raw())) + ']';
                QCOMPARE(collection.text().substr(value.offset(), value.raw().size()), value.raw());
            }
        }
    }
    QCOMPARE(described, nodes);
}

// Looking up an unusual identifier stays quick and exact however many a file has.
void TestTree::findAmongManyLongIdentifiers()
{
    std::string input = "(;";
    for (int i = 0; i < 20000; ++i) {
        std::string id;
        for (int n = i; id.size() < 4 || n > 0; n /= 26) id += char('A' + n % 26);
        input += id + "[" + std::to_string(i) + "]";
    }
    input += ")";
    const auto tree = sgf::parse(input);
    QCOMPARE(tree.root().propertyCount(), std::size_t(20000));
    for (int i = 0; i < 20000; i += 997) {
        const auto property = tree.root().property(std::size_t(i));
        QCOMPARE(tree.root().raw(property.id()), std::string_view(std::to_string(i)));
    }
    QVERIFY(!tree.root().has("ZZZZZZZZ"));
}

// 50,000 identifiers no table knows, each used in two nodes far apart and twice in a third:
// every later use finds the number the first one got, so the two nodes name the same
// property and a lenient parse merges the repeat within one node (a strict one refuses it
// there).
void TestTree::repeatedLongIdentifiers()
{
    constexpr int count = 50000;
    const auto spelling = [](int i) {
        std::string id = "LONG";
        for (int n = i, digits = 0; digits < 4; n /= 26, ++digits) id += char('A' + n % 26);
        return id;
    };
    std::string input = "(";
    for (int i = 0; i < count; ++i) input += ";" + spelling(i) + "[a]";
    for (int i = count; i-- > 0;) input += ";" + spelling(i) + "[b]";
    const std::string repeated = spelling(count / 2);
    const std::size_t repeat = input.size() + 1 + repeated.size() + 3; // the second's offset
    input += ";" + repeated + "[c]" + repeated + "[d])";
    const auto line = sgf::parseCollection(input, sgf::ParseOptions::lenient());
    QCOMPARE(line.nodeCount(), std::size_t(2 * count + 1));
    for (int i = 0; i < count; i += 4999) {
        const sgf::Node first = line.node(std::uint32_t(i));
        const sgf::Node second = line.node(std::uint32_t(2 * count - 1 - i));
        QCOMPARE(first.property(0).id(), std::string_view(spelling(i)));
        QCOMPARE(second.property(0).id(), first.property(0).id());
        QCOMPARE(second.raw(first.property(0).id()), std::string_view("b"));
        QVERIFY(!second.has(spelling(i + 1)));
    }
    const sgf::Node merged = line.node(std::uint32_t(2 * count));
    QCOMPARE(merged.propertyCount(), std::size_t(1));
    QCOMPARE(merged.property(0).valueCount(), std::size_t(2));
    QCOMPARE(merged.property(0).value(1).raw(), std::string_view("d"));
    try {
        sgf::parseCollection(input);
        QFAIL("a strict parse accepted a repeated property");
    } catch (const sgf::ParseError &error) {
        QVERIFY(error.position().offset >= repeat);
        QVERIFY(error.position().offset <= repeat + repeated.size() + 1);
    }
}

void TestTree::nodeAtOffsetAndOwnership()
{
    const auto collection = sgf::parseCollection("(;A[1];;B[2](;C[3])(;D[4]))");
    //                                            0123456789012345678901234
    QVERIFY(collection.nodeAt(0).isNull());      // before the first value
    QCOMPARE(collection.nodeAt(4).index(), 0u);  // in A's value
    QCOMPARE(collection.nodeAt(8).index(), 0u);  // the empty node has no place of its own
    QCOMPARE(collection.nodeAt(10).index(), 2u); // B
    QCOMPARE(collection.nodeAt(24).index(), 4u); // D and after
    const auto other = sgf::parseCollection("(;A[1])");
    QVERIFY(collection.owns(collection.node(1)));
    QVERIFY(!collection.owns(other.node(0)));
}

// A node has a category when one of its properties is of it (FF[4] property index);
// unknown properties have none of the table's categories.
void TestTree::categoriesOfANode()
{
    const auto tree = sgf::parse("(;PB[Lee]KM[6.5];AB[aa]TR[bb];B[cc]XX[unknown])");
    const sgf::Node root = tree.root(), setup = root.firstChild(), move = setup.firstChild();
    using sgf::Category;
    QVERIFY(root.hasCategory(Category::GameInfo));
    QVERIFY(!root.hasCategory(Category::Setup));
    QVERIFY(setup.hasCategory(Category::Setup));
    QVERIFY(setup.hasCategory(Category::Markup));
    QVERIFY(!setup.hasCategory(Category::GameInfo));
    QVERIFY(move.hasCategory(Category::Move));
    QVERIFY(!move.hasCategory(Category::Markup));
}

// Each game tree knows its text and the problems repaired in it, not its neighbours'.
void TestTree::gameTreesOfACollection_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("tree");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("diagnostics");

    const QByteArray two("(;A[1]C[a])\n(;C[x]C[y])");
    QTest::newRow("first of two") << two << 0 << QByteArray("(;A[1]C[a])") << QStringList();
    QTest::newRow("second of two, repaired")
        << two << 1 << QByteArray("(;C[x]C[y])")
        << QStringList{"2:7: warning: property 'C' repeated in node: values merged"};
    const QByteArray junk("(;A[1]) junk (;B[2]C[])");
    QTest::newRow("text between trees is no tree's")
        << junk << 0 << QByteArray("(;A[1])") << QStringList();
    QTest::newRow("the tree after it") << junk << 1 << QByteArray("(;B[2]C[])") << QStringList();
    const QByteArray open("(;A[1])(;B[2]");
    QTest::newRow("left open: to the end")
        << open << 1 << QByteArray("(;B[2]")
        << QStringList{"1:14: warning: missing ')' at the end of the input: 1 open game tree "
                       "closed"};
    // A '(' holding games without a node of its own: one tree of the text, shared.
    const QByteArray held("((;A[1])(;B[2]))");
    const QStringList heldDiagnostics{
        "1:1: warning: '(' without a node before its variations: they are read in its place"};
    QTest::newRow("held, first game") << held << 0 << held << heldDiagnostics;
    QTest::newRow("held, second game") << held << 1 << held << heldDiagnostics;
}

void TestTree::gameTreesOfACollection()
{
    QFETCH(QByteArray, input);
    QFETCH(int, tree);
    QFETCH(QByteArray, text);
    QFETCH(QStringList, diagnostics);
    const auto collection =
        sgf::parseCollection(std::string_view(input.constData(), std::size_t(input.size())),
                             sgf::ParseOptions::lenient());
    const sgf::GameTree game = collection.tree(std::size_t(tree));
    QCOMPARE(QByteArray(game.text().data(), qsizetype(game.text().size())), text);
    QCOMPARE(game.text().data(), collection.text().data() + game.offset());
    QCOMPARE(testdata::describe(game.diagnostics()), diagnostics);
}

// Every method of the null node, which a caller gets from parent() of a root, child() past the
// last, and so on: null handles, zero, empty text, nothing found, never a crash.
void TestTree::nullNodeAnswersEmpty()
{
    const sgf::Node null;
    QVERIFY(null.isNull());
    QVERIFY(!null);
    QCOMPARE(null.index(), 0u);
    QVERIFY(null.parent().isNull());
    QVERIFY(null.firstChild().isNull());
    QVERIFY(null.nextSibling().isNull());
    QVERIFY(null.previousSibling().isNull());
    QVERIFY(!null.hasChildren());
    QCOMPARE(null.childCount(), std::size_t(0));
    QVERIFY(null.child(0).isNull());
    QCOMPARE(null.siblingIndex(), std::size_t(0));
    QCOMPARE(null.depth(), std::size_t(0));
    QVERIFY(null.root().isNull());
    QVERIFY(null.lastInLine().isNull());
    QVERIFY(null.nextForkOrEnd().isNull());
    QCOMPARE(null.subtreeEnd(), 0u);
    QCOMPARE(null.propertyCount(), std::size_t(0));
    QVERIFY(null.property(0) == sgf::Property());
    QVERIFY(!null.find("B"));
    QVERIFY(!null.has("B"));
    QVERIFY(!null.hasCategory(sgf::Category::Move));
    QCOMPARE(null.text("C"), std::string());
    QCOMPARE(null.raw("C"), std::string_view());
    QVERIFY(null.children().empty());
    QVERIFY(null.properties().empty());
    QVERIFY(sgf::textProperties(null).empty());
    QVERIFY(sgf::sameTree(null, sgf::Node()));
    const auto tree = sgf::parse("(;B[aa])");
    QVERIFY(!sgf::sameTree(null, tree.root()));
    QVERIFY(null != tree.root());
}

void TestTree::nullPropertyValueAndTreeAnswerEmpty()
{
    const sgf::Property property;
    QCOMPARE(property.id(), std::string_view());
    QVERIFY(!property.info());
    QCOMPARE(property.valueCount(), std::size_t(0));
    QVERIFY(property.value(0) == sgf::Value());
    QVERIFY(property.texts().empty());
    QVERIFY(property.begin() == property.end());

    const sgf::Value value;
    QCOMPARE(value.raw(), std::string_view());
    QCOMPARE(value.text(), std::string());
    QCOMPARE(value.simpleText(), std::string());
    QVERIFY(!value.compose().isCompose);
    QCOMPARE(value.offset(), std::uint64_t(0));

    const sgf::GameTree tree;
    QVERIFY(tree.root().isNull());
    QCOMPARE(tree.nodeCount(), std::size_t(0));
    QVERIFY(tree.collection().empty());
    QCOMPARE(tree.text(), std::string_view());
    QCOMPARE(tree.offset(), std::uint64_t(0));
    QVERIFY(tree.diagnostics().empty());

    const sgf::Collection collection;
    QVERIFY(collection.empty());
    QCOMPARE(collection.nodeCount(), std::size_t(0));
    QVERIFY(collection.node(0).isNull());
    QVERIFY(collection.tree(0).root().isNull());
    QVERIFY(collection.nodeAt(0).isNull());
    QVERIFY(collection.diagnostics().empty());
    QCOMPARE(collection.text(), std::string_view());
}

void TestTree::lookupsOutOfRangeAreNull()
{
    const auto collection = sgf::parseCollection("(;AB[aa][bb];W[cc])(;B[dd])");
    QCOMPARE(collection.nodeCount(), std::size_t(3));
    QVERIFY(!collection.node(2).isNull());
    QVERIFY(collection.node(3).isNull());
    QVERIFY(collection.node(0xFFFFFFFFu).isNull());
    QVERIFY(!collection.tree(1).root().isNull());
    QVERIFY(collection.tree(2).root().isNull());
    QVERIFY(collection[5].root().isNull());
    const sgf::Node root = collection.node(0);
    QVERIFY(!root.child(0).isNull());
    QVERIFY(root.child(1).isNull());
    QVERIFY(root.firstChild().child(0).isNull());
    // AB[aa][bb] is the root's one property, with two values; the next ones belong to W[cc].
    QCOMPARE(root.propertyCount(), std::size_t(1));
    QVERIFY(root.property(1) == sgf::Property());
    QCOMPARE(root.property(1).id(), std::string_view());
    const sgf::Property ab = root.property(0);
    QCOMPARE(ab.id(), std::string_view("AB"));
    QCOMPARE(ab.value(1).raw(), std::string_view("bb"));
    QVERIFY(ab.value(2) == sgf::Value());
    QCOMPARE(ab.value(2).raw(), std::string_view());
    QVERIFY(collection.node(2).property(1) == sgf::Property());
}

// Values and properties step by index, children by sibling link: one iterator for all three.
void TestTree::iteratorsWalkHandles()
{
    const auto tree = sgf::parse("(;AB[aa][bb]C[x](;B[cc])(;W[dd])(;B[ee]))");
    QStringList values;
    for (sgf::Value v : tree.root().property(0)) values << QString::fromStdString(v.text());
    QCOMPARE(values, QStringList({"aa", "bb"}));
    QStringList ids;
    for (sgf::Property p : tree.root().properties())
        ids << QString::fromStdString(std::string(p.id()));
    QCOMPARE(ids, QStringList({"AB", "C"}));
    QStringList moves;
    for (sgf::Node child : tree.root().children())
        moves << QString::fromStdString(std::string(child.property(0).id()));
    QCOMPARE(moves, QStringList({"B", "W", "B"}));
    static_assert(std::forward_iterator<sgf::ChildIterator>);
    static_assert(std::forward_iterator<sgf::PropertyIterator>);
    static_assert(std::forward_iterator<sgf::Property::ValueIterator>);
    auto it = tree.root().children().begin();
    const auto first = it++;
    QCOMPARE(*first, tree.root().firstChild());
    QCOMPARE(*it, tree.root().child(1));
}

QTEST_APPLESS_MAIN(TestTree)
#include "tst_tree.moc"
