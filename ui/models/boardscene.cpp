#include "boardscene.h"

#include "qtsgf.h"
#include "sgf/point_set.h"
#include "sgf/text.h"
#include "sgf/values.h"
#include "treerows.h"

#include <algorithm>
#include <array>
#include <climits>

namespace sgfview {

namespace {

using sgf::Point;

// Adds the points a list property covers, each once however often its values name it.
void addPoints(sgf::PointSet &points, sgf::Node node, std::string_view id)
{
    if (const auto property = node.find(id))
        for (sgf::Value value : *property) points.insertValue(value.raw());
}

sgf::PointSet pointsOf(sgf::Node node, std::string_view id, sgf::BoardSize size)
{
    sgf::PointSet points(size);
    addPoints(points, node, id);
    return points;
}

// VW and DD last down the tree until a node sets them again: the nearest node up the tree
// (or the node itself) that has the property.
sgf::Node nearestWith(sgf::Node node, std::string_view id)
{
    for (; node; node = node.parent())
        if (node.has(id)) return node;
    return {};
}

void addMarks(BoardScene &scene, sgf::Node node)
{
    using Shape = BoardScene::Shape;
    // One mark a point and shape: "TR[aa:ZZ]" a thousand times is one board of triangles.
    for (const auto &[ids, shape] :
         {std::pair{std::array<const char *, 2>{"TR", ""}, Shape::Triangle},
          {{"SQ", ""}, Shape::Square},
          {{"CR", ""}, Shape::Circle},
          {{"MA", "M"}, Shape::Cross}, // FF[3]'s M is a cross too
          {{"SL", ""}, Shape::Selected}}) {
        sgf::PointSet points(scene.size);
        for (const char *id : ids)
            if (*id) addPoints(points, node, id);
        points.forEach([&](Point p) { scene.marks.push_back({p, shape}); });
    }
}

// One label a point, the first given there (FF[4]: a point must not be labelled twice), from
// the first labelsRead values; the rest are counted, not read.
void addLabels(BoardScene &scene, sgf::Node node)
{
    sgf::PointSet labelled(scene.size);
    int read = 0;
    // The text is made for the first label of a point only: a node of a million labels on a
    // 52x52 board has 2,704 to show among the 65,536 read.
    const auto add = [&](sgf::Point p, const auto &makeText) {
        if (labelled.contains(p)) {
            ++scene.hidden.labels;
            return;
        }
        labelled.insert(p);
        scene.labels.push_back({p, makeText()});
    };
    // Whether the value can be read; when not, it and those after it are counted unread.
    const auto mayRead = [&](const sgf::Property &property, std::size_t index) {
        if (read == BoardScene::labelsRead) {
            const std::size_t unread = property.valueCount() - index;
            scene.hidden.unreadLabels = int(std::min<std::size_t>(
                std::size_t(scene.hidden.unreadLabels) + unread, std::size_t(INT_MAX)));
            return false;
        }
        ++read;
        return true;
    };
    if (const auto lb = node.find("LB")) {
        for (std::size_t i = 0; i < lb->valueCount() && mayRead(*lb, i); ++i) {
            const auto pair = lb->value(i).compose();
            if (const auto p = sgf::parsePoint(pair.first, scene.size))
                add(*p, [&] {
                    return shownText(pair.second, BoardScene::labelLimit, TextKind::SimpleText);
                });
        }
    }
    int letter = 0; // FF[3] L: the points get a, b, c, ... in order
    if (const auto l = node.find("L")) {
        for (std::size_t i = 0; i < l->valueCount() && mayRead(*l, i); ++i) {
            if (const auto p = sgf::parsePoint(l->value(i).raw(), scene.size)) {
                const QChar text(u'a' + (letter++ % 26));
                add(*p, [text] { return QString(text); });
            }
        }
    }
}

// Each arrow and line once, no more than the board has points, from the first values only
// (sgf/segments.h): a node with 100,000 different arrows draws a board's worth and says so.
void addSegments(BoardScene &scene, sgf::Node node)
{
    sgf::Segments segments = sgf::segmentsOf(node, scene.size);
    scene.segments = std::move(segments.shown);
    scene.hidden.segments = int(segments.hidden);
    scene.hidden.unreadSegments = int(std::min<std::size_t>(segments.unread, INT_MAX));
}

void addMarkup(BoardScene &scene, sgf::Node node)
{
    addMarks(scene, node);
    addLabels(scene, node);
    addSegments(scene, node);
    for (const auto &[id, color] : {std::pair{"TB", sgf::Color::Black}, {"TW", sgf::Color::White}})
        pointsOf(node, id, scene.size).forEach([&](Point p) {
            scene.territory[std::size_t(scene.index(p))] = color;
        });
}

void addInheritedMarkup(BoardScene &scene, sgf::Node node)
{
    if (const sgf::Node view = nearestWith(node, "VW")) {
        const sgf::PointSet points = pointsOf(view, "VW", scene.size);
        if (!points.empty()) { // VW[] shows the whole board again
            scene.viewLeft = scene.size.columns;
            scene.viewTop = scene.size.rows;
            scene.viewRight = scene.viewBottom = 0;
            points.forEach([&](Point p) {
                scene.viewLeft = std::min(scene.viewLeft, p.x);
                scene.viewRight = std::max(scene.viewRight, p.x);
                scene.viewTop = std::min(scene.viewTop, p.y);
                scene.viewBottom = std::max(scene.viewBottom, p.y);
            });
        }
    }
    if (const sgf::Node dim = nearestWith(node, "DD"))
        pointsOf(dim, "DD", scene.size).forEach([&](Point p) {
            scene.dimmed[std::size_t(scene.index(p))] = 1;
        });
}

// ST (root): bit 1 shows the current node's siblings instead of its children, bit 2 turns
// the hints off; the user's choice overrules it.
void addHints(BoardScene &scene, const sgf::Game &game, sgf::Node root, sgf::Node node,
              VariationHints hints)
{
    if (hints == VariationHints::AsTheFileSays) {
        const int style = sgf::parseInteger(root.raw("ST")).value_or(0);
        hints = style & 2   ? VariationHints::Hidden
                : style & 1 ? VariationHints::Alternatives
                            : VariationHints::NextMoves;
    }
    if (hints == VariationHints::Hidden) return;
    const bool siblings = hints == VariationHints::Alternatives;
    sgf::Node first =
        siblings ? (node.parent() ? node.parent().firstChild() : sgf::Node()) : node.firstChild();
    // A single child is just the next move, not a variation worth marking.
    if (!first || (!siblings && !first.nextSibling())) return;
    // One hint a point, the first variation's there: a node with a million children still
    // draws at most a board's worth, and once every point has its hint the rest are not read.
    const auto points = std::size_t(scene.size.pointCount());
    std::vector<bool> hinted(points, false);
    for (sgf::Node child = first; child && scene.hints.size() < points;
         child = child.nextSibling()) {
        if (siblings && child == node) continue;
        const sgf::NodeMove move = game.moveOf(child);
        if (move.kind != sgf::MoveKind::Point || hinted[std::size_t(scene.index(move.point))])
            continue;
        hinted[std::size_t(scene.index(move.point))] = true;
        scene.hints.push_back({move.point, move.color, child == first, child.index()});
    }
}

void addNumbers(BoardScene &scene, const sgf::PositionCursor &position, const TreeRows &rows,
                MoveNumbers mode)
{
    const int current = position.moveNumber();
    const sgf::Node node = position.node();
    // The line this node is on starts at a root or at a node that is not a first child.
    const auto up = rows.rowParent(node.index());
    const bool startsLine =
        up == TreeRows::none || !(node.parent() && node.parent().firstChild() == node);
    const std::uint32_t lineStart = startsLine ? node.index() : up;
    for (int y = 0; y < scene.size.rows; ++y) {
        for (int x = 0; x < scene.size.columns; ++x) {
            const auto origin = position.playedBy({x, y});
            if (!origin) continue;
            const bool shown = mode == MoveNumbers::LastTen ? origin->moveNumber > current - 10
                                                            : origin->node.index() >= lineStart;
            if (shown) scene.numbers[scene.index({x, y})] = origin->moveNumber;
        }
    }
}

} // namespace

BoardScene emptyScene(sgf::BoardSize size)
{
    BoardScene scene;
    scene.size = size;
    scene.viewRight = scene.size.columns - 1;
    scene.viewBottom = scene.size.rows - 1;
    const auto points = std::size_t(scene.size.pointCount());
    scene.stones.assign(points, sgf::Color::Empty);
    scene.numbers.assign(points, 0);
    scene.dimmed.assign(points, 0);
    scene.territory.assign(points, sgf::Color::Empty);
    return scene;
}

BoardScene buildScene(const sgf::PositionCursor &position, const TreeRows &rows,
                      const SceneOptions &options)
{
    BoardScene scene = emptyScene(position.size());
    const sgf::Node node = position.node();
    const sgf::Node root = position.root();
    scene.isGo = position.isGo();
    scene.game = position.game().type().number;
    if (!node || !scene.isGo) return scene;

    for (int y = 0; y < scene.size.rows; ++y)
        for (int x = 0; x < scene.size.columns; ++x)
            scene.stones[scene.index({x, y})] = position.board().at({x, y});
    if (const auto last = position.lastMove()) {
        scene.lastMove = last->point;
        if (last->isPass()) scene.passed = last->color;
    }
    addMarkup(scene, node);
    if (rows.hasInheritedMarkup()) addInheritedMarkup(scene, node);
    addHints(scene, position.game(), root, node, options.hints);
    setMoveNumbers(scene, position, rows, options.moveNumbers);
    return scene;
}

void setMoveNumbers(BoardScene &scene, const sgf::PositionCursor &position, const TreeRows &rows,
                    MoveNumbers mode)
{
    std::fill(scene.numbers.begin(), scene.numbers.end(), 0);
    if (mode != MoveNumbers::Off && position.node() && scene.isGo)
        addNumbers(scene, position, rows, mode);
}

} // namespace sgfview
