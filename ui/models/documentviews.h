// What the views of a document need worked out over all its nodes, made once on the loading
// thread (BackgroundLoader) so that showing a big file costs the GUI thread no pass over it:
// the outline's rows, and for the game shown first (the first one) the map's layout with
// nothing folded, where its game info lies and what evaluations it holds, and the position at
// its root (a root of millions of properties or setup stones is read on the loading thread).
// A view works out any other game itself.
#pragma once

#include "evaluationseries.h"
#include "gameinfonodes.h"
#include "nodetext.h"
#include "sgf/position_cursor.h"
#include "treemaplayout.h"
#include "treemapnode.h"
#include "treerows.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace sgfview {

struct DocumentViews {
    std::shared_ptr<const TreeRows> rows;
    std::shared_ptr<const TreeMapLayout> firstMap;          // of game 0, nothing folded
    std::shared_ptr<const GameInfoNodes> firstGameInfo;     // of game 0
    std::optional<EvaluationSeries::Kind> firstEvaluations; // of game 0
    std::optional<sgf::PositionCursor> firstPosition;       // at game 0's root
    // What the map and the outline show of the nodes of more than nodetext::heavyNode properties
    // among game 0's first heavyNodesLookedAt nodes, which they show first (a root of
    // 10,000,000 properties took 70 ms to describe on the GUI thread, of 100,000,000 215 ms to
    // summarize); any other is read when first shown.
    struct HeavyNode {
        std::uint32_t node;
        MapNode map;     // describeForMap
        QString summary; // nodetext::summary
    };
    std::vector<HeavyNode> firstHeavyNodes;
    static constexpr std::uint32_t heavyNodesLookedAt = 4096;

    // From this many nodes the rows are laid out on a thread of their own while the first
    // game's views are made (both only read the tree): on a line of 1,400,000 nodes each
    // takes tens of milliseconds before the window can show it.
    static constexpr std::size_t rowsApartFrom = 100'000;

    // All of them; throws std::bad_alloc when they do not fit.
    // watch, when given, watches the rows' layout (TreeRows::Watch), which may throw
    // TreeRows::Stopped.
    static DocumentViews of(const sgf::Collection &collection, TreeRows::Watch *watch = nullptr);
};

} // namespace sgfview
