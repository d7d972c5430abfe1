// One owner of the shown document, the controller: whatever order the window's parts were
// made (and so connected) in, each reads the same document, row layout and current node from
// it when told of a change, and shows the current node once the change is done. Every order
// of the parts is tried; one probe is connected before all of them and one after all of them.
#include "document_fixture.h"
#include "models/gamecontroller.h"
#include "models/gameinfotracker.h"
#include "models/gamelistmodel.h"
#include "models/gametreemodel.h"
#include "sgf/parser.h"
#include "widgets/boardwidget.h"
#include "widgets/gameinfopanel.h"
#include "widgets/gamelistpanel.h"
#include "widgets/gametreeview.h"

#include <QTest>
#include <QTreeView>
#include <algorithm>
#include <memory>

using namespace sgfview;

namespace {

enum class Part { Board, Tree, GameList, GameInfo };

const char *nameOf(Part part)
{
    switch (part) {
    case Part::Board:
        return "board";
    case Part::Tree:
        return "tree";
    case Part::GameList:
        return "list";
    case Part::GameInfo:
        return "info";
    }
    return "";
}

// 19x19, a line of four moves with a variation: the board numbers its stones.
const char *const first = "(;GM[1]SZ[19]PB[One];B[pd];W[dp](;B[pp];W[dd])(;B[dd]))"
                          "(;GM[1]SZ[19]PB[Two];B[aa])";
// Smaller in every way: one 9x9 game of two nodes, so a part left with the first file's rows
// or node would read past this one's.
const char *const second = "(;GM[1]SZ[9]PB[Three];B[ee])";

} // namespace

class TestDocumentOwner : public QObject {
    Q_OBJECT

private slots:
    void everyOrderSeesOneDocument_data();
    void everyOrderSeesOneDocument();

private:
    // What any part may read from the controller at a signal: all of it one document's.
    void checkController(const std::shared_ptr<const Document> &expected, const char *when);
    // At currentChanged: every part that keeps something of the document has rebuilt it.
    void checkModelsFollowed(const char *when);

    GameController *controller = nullptr;
    GameTreeModel *treeModel = nullptr;
    GameListPanel *gameList = nullptr;
    QStringList problems;
};

void TestDocumentOwner::checkController(const std::shared_ptr<const Document> &expected,
                                        const char *when)
{
    const auto fail = [&](const char *what) {
        problems << QStringLiteral("%1: %2").arg(when, what);
    };
    if (controller->document() != expected) fail("another document");
    const sgf::Collection &collection = controller->collection();
    if (collection.nodeCount() != (expected ? expected->collection.nodeCount() : 0))
        fail("another collection");
    if (controller->rows()->nodeCount() != collection.nodeCount()) fail("another file's rows");
    const sgf::Node current = controller->current();
    if (current ? !collection.owns(current) : !collection.empty()) fail("another file's node");
    if (controller->position().root() != controller->currentRoot() ||
        (current && controller->currentRoot() != current.root()))
        fail("the position of another node");
}

void TestDocumentOwner::checkModelsFollowed(const char *when)
{
    const auto fail = [&](const char *what) {
        problems << QStringLiteral("%1: %2").arg(when, what);
    };
    const sgf::Node current = controller->current();
    if (treeModel && ((current && !treeModel->collection().owns(current)) ||
                      treeModel->node(treeModel->indexOf(current)) != current))
        fail("the tree model is behind");
    if (gameList && gameList->model()->rowCount() != int(controller->collection().size()))
        fail("the game list is behind");
}

void TestDocumentOwner::everyOrderSeesOneDocument_data()
{
    QTest::addColumn<QList<Part>>("order");
    QList<Part> order{Part::Board, Part::Tree, Part::GameList, Part::GameInfo};
    do {
        QStringList names;
        for (Part part : order) names << QLatin1String(nameOf(part));
        QTest::newRow(qPrintable(names.join('-'))) << order;
    } while (std::next_permutation(order.begin(), order.end()));
}

void TestDocumentOwner::everyOrderSeesOneDocument()
{
    QFETCH(QList<Part>, order);
    GameController owner;
    controller = &owner;
    treeModel = nullptr;
    gameList = nullptr;
    problems.clear();
    std::shared_ptr<const Document> expected;

    connect(&owner, &GameController::documentChanged, this,
            [&] { checkController(expected, "documentChanged, first"); });
    connect(&owner, &GameController::currentChanged, this, [&] {
        checkController(expected, "currentChanged, first");
        checkModelsFollowed("currentChanged, first");
    });
    std::unique_ptr<BoardWidget> board;
    std::unique_ptr<GameTreeModel> model;
    std::unique_ptr<GameTreeView> tree;
    std::unique_ptr<GameListPanel> list;
    std::unique_ptr<GameInfoPanel> info;
    for (Part part : order) {
        switch (part) {
        case Part::Board:
            board = std::make_unique<BoardWidget>(&owner);
            board->setMoveNumbers(MoveNumbers::SinceVariationStart);
            break;
        case Part::Tree:
            model = std::make_unique<GameTreeModel>(&owner);
            tree = std::make_unique<GameTreeView>(model.get(), &owner);
            treeModel = model.get();
            break;
        case Part::GameList:
            list = std::make_unique<GameListPanel>(&owner);
            gameList = list.get();
            break;
        case Part::GameInfo:
            info = std::make_unique<GameInfoPanel>(&owner);
            break;
        }
    }
    connect(&owner, &GameController::documentChanged, this,
            [&] { checkController(expected, "documentChanged, last"); });
    connect(&owner, &GameController::currentChanged, this, [&] {
        checkController(expected, "currentChanged, last");
        checkModelsFollowed("currentChanged, last");
    });

    // Each part shows the controller's current node once the change is done.
    const auto checkParts = [&](const char *stage) {
        QVERIFY2(problems.isEmpty(), qPrintable(stage + (": " + problems.join("; "))));
        const sgf::Node current = owner.current();
        QCOMPARE(model->node(tree->currentIndex()), current);
        QCOMPARE(board->scene().size, current ? owner.position().size() : sgf::BoardSize{});
        QCOMPARE(board->scene().stones.size(),
                 std::size_t(board->scene().size.columns * board->scene().size.rows));
        QCOMPARE(info->text().contains(QStringLiteral("Black")), bool(current));
    };

    expected = testdata::documentOf(sgf::parseCollection(first));
    owner.setDocument(expected);
    checkParts("the first file");
    QVERIFY(owner.lastNode()); // four moves in: numbers on the board
    QCOMPARE(board->scene().numbers[std::size_t(board->scene().index({3, 3}))], 4);
    expected = testdata::documentOf(sgf::parseCollection(second));
    owner.setDocument(expected);
    checkParts("the second, smaller file");
    QCOMPARE(board->scene().size, (sgf::BoardSize{9, 9}));
    QCOMPARE(list->model()->rowCount(), 1);
    expected = nullptr;
    owner.setDocument(nullptr);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("; ")));
    QVERIFY(!tree->currentIndex().isValid());
    QCOMPARE(list->model()->rowCount(), 0);
    // No document: an empty 19x19 board (issue 16, point 7), not a grey void.
    QCOMPARE(board->scene().size, (sgf::BoardSize{19, 19}));
    QVERIFY(std::all_of(board->scene().stones.begin(), board->scene().stones.end(),
                        [](sgf::Color stone) { return stone == sgf::Color::Empty; }));
}

QTEST_MAIN(TestDocumentOwner)
#include "tst_documentowner.moc"
