// A node's path of child indices (sgf/node_path.h), and finding it again in another parse,
// also when the file changed.
#include "node_named.h"
#include "sgf/node_path.h"
#include "sgf/parser.h"

#include <QTest>

class TestNodePath : public QObject {
    Q_OBJECT

private slots:
    void roundTrip();
    void changedFile_data();
    void changedFile();
};

static sgf::Node named(const sgf::Collection &collection, const std::string &name)
{
    return testdata::nodeNamed(collection, name);
}

static const char *const original =
    "(;N[r];N[1](;N[a];N[a2])(;N[b];N[b2](;N[c])(;N[d])))(;N[g2];N[h])";

// Every node's path leads back to it, in this parse and in another one of the same text.
void TestNodePath::roundTrip()
{
    const auto collection = sgf::parseCollection(original);
    const auto again = sgf::parseCollection(original);
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i) {
        const sgf::Node node = collection.node(i);
        const sgf::NodePath path = sgf::pathOf(collection, node);
        QCOMPARE(sgf::nodeAt(collection, path), node);
        QCOMPARE(sgf::nodeAt(again, path).text("N"), node.text("N"));
    }
    const sgf::NodePath d = sgf::pathOf(collection, named(collection, "d"));
    QCOMPARE(d.game, std::size_t(0));
    QCOMPARE(d.children, (std::vector<std::uint32_t>{0, 1, 0, 1}));
    QCOMPARE(sgf::pathOf(collection, named(collection, "h")).game, std::size_t(1));
    QCOMPARE(sgf::pathOf(collection, sgf::Node()), sgf::NodePath());
}

void TestNodePath::changedFile_data()
{
    QTest::addColumn<QByteArray>("changed");
    QTest::addColumn<QByteArray>("at"); // the node of the original
    QTest::addColumn<QByteArray>("found");
    QTest::newRow("moves added at the end")
        << QByteArray("(;N[r];N[1](;N[a];N[a2])(;N[b];N[b2](;N[c])(;N[d];N[e])))")
        << QByteArray("d") << QByteArray("d");
    QTest::newRow("the variation is gone: its parent")
        << QByteArray("(;N[r];N[1](;N[a];N[a2])(;N[b];N[b2];N[c]))") << QByteArray("d")
        << QByteArray("b2");
    QTest::newRow("the game is gone: the last game's root")
        << QByteArray("(;N[r];N[1])") << QByteArray("h") << QByteArray("r");
}

void TestNodePath::changedFile()
{
    QFETCH(QByteArray, changed);
    QFETCH(QByteArray, at);
    QFETCH(QByteArray, found);
    const auto before = sgf::parseCollection(original);
    const auto after = sgf::parseCollection(changed.toStdString());
    const sgf::NodePath path = sgf::pathOf(before, named(before, at.toStdString()));
    QCOMPARE(QByteArray::fromStdString(sgf::nodeAt(after, path).text("N")), found);
}

QTEST_APPLESS_MAIN(TestNodePath)
#include "tst_node_path.moc"
