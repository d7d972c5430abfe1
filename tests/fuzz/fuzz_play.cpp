// Playing the position of every node of whatever a lenient parse returns: the cursor reaches
// each node, its position equals a replay from the root (for the first nodes of each game),
// prisoners never go negative, numbered stones come from moves on the current path (MN may
// renumber, so their numbers may exceed the current one), and walking back to the root restores the
// root's position.
#include "fuzz_checks.h"
#include "sgf/parser.h"
#include "sgf/position_cursor.h"

#include <string>
#include <vector>

using fuzzcheck::require;

namespace {

// Enough to reach deep positions while keeping an input's run short.
constexpr std::uint32_t maxNodesPerGame = 2000;
constexpr std::uint32_t maxReplays = 64;

bool samePosition(const sgf::PositionCursor &a, const sgf::PositionCursor &b)
{
    return a.board() == b.board() && a.toMove() == b.toMove() && a.moveNumber() == b.moveNumber() &&
           a.lastMove() == b.lastMove() &&
           a.capturedBy(sgf::Color::Black) == b.capturedBy(sgf::Color::Black) &&
           a.capturedBy(sgf::Color::White) == b.capturedBy(sgf::Color::White);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    sgf::Collection collection;
    try {
        collection = sgf::parseCollection(input, sgf::ParseOptions::lenient());
    } catch (const sgf::ParseError &) {
        return 0;
    }
    for (std::size_t game = 0; game < collection.size(); ++game) {
        const sgf::Node root = collection[game].root();
        sgf::PositionCursor cursor(root);
        const sgf::PositionCursor atRoot = cursor;
        const std::uint32_t end = std::min(root.subtreeEnd(), root.index() + maxNodesPerGame);
        // Each node's subtree end, in one pass: Node::subtreeEnd() climbs to an ancestor with
        // a next sibling, so asking it per stone and node would be quadratic on a long line.
        std::vector<std::uint32_t> subtreeEnds(end - root.index());
        for (std::uint32_t n = root.index(); n < end; ++n) {
            const sgf::Node node = collection.node(n);
            const sgf::Node sibling = node.nextSibling();
            subtreeEnds[n - root.index()] = n == root.index() ? root.subtreeEnd()
                                            : sibling
                                                ? sibling.index()
                                                : subtreeEnds[node.parent().index() - root.index()];
        }
        // Document order mixes steps to a child with jumps back up to other branches.
        for (std::uint32_t n = root.index(); n < end; ++n) {
            const sgf::Node node = collection.node(n);
            cursor.moveTo(node);
            require(cursor.node() == node, "the cursor is at the node it moved to");
            require(cursor.capturedBy(sgf::Color::Black) >= 0 &&
                        cursor.capturedBy(sgf::Color::White) >= 0,
                    "prisoners are never negative");
            if (n - root.index() < maxReplays)
                require(samePosition(cursor, sgf::PositionCursor(node)),
                        "moving there gives the position a replay from the root gives");
            for (int y = 0; y < cursor.size().rows; ++y)
                for (int x = 0; x < cursor.size().columns; ++x)
                    if (const auto origin = cursor.playedBy({x, y}))
                        require(cursor.board().at({x, y}) != sgf::Color::Empty &&
                                    origin->node.index() <= n &&
                                    n < subtreeEnds[origin->node.index() - root.index()],
                                "a numbered stone is on the board, played on the current path");
        }
        cursor.moveTo(root);
        require(samePosition(cursor, atRoot), "walking back to the root restores its position");
    }
    return 0;
}
