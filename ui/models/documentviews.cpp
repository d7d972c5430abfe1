#include "documentviews.h"

#include <algorithm>
#include <future>

namespace sgfview {

DocumentViews DocumentViews::of(const sgf::Collection &collection, TreeRows::Watch *watch)
{
    const auto layOutRows = [&collection, watch] {
        return std::make_shared<const TreeRows>(collection, 0u, watch);
    };
    DocumentViews views;
    std::future<std::shared_ptr<const TreeRows>> rows;
    if (collection.nodeCount() >= rowsApartFrom)
        rows = std::async(std::launch::async, layOutRows); // waited for even if a view throws
    else
        views.rows = layOutRows();
    if (collection.empty()) return views;
    const sgf::Node root = collection[0].root();
    views.firstMap =
        std::make_shared<const TreeMapLayout>(collection, root.index(), root.subtreeEnd());
    views.firstGameInfo = std::make_shared<const GameInfoNodes>(collection, root);
    views.firstEvaluations = EvaluationSeries::kindOf(collection, root.index(), root.subtreeEnd());
    views.firstPosition.emplace(root);
    const sgf::Game game(root);
    for (std::uint32_t n = root.index(), end = std::min(root.subtreeEnd(), n + heavyNodesLookedAt);
         n < end; ++n)
        if (const sgf::Node node = collection.node(n); node.propertyCount() > nodetext::heavyNode)
            views.firstHeavyNodes.push_back(
                {n, describeForMap(node, game), nodetext::summary(node, game)});
    if (rows.valid()) views.rows = rows.get(); // rethrows the thread's std::bad_alloc or Stopped
    return views;
}

} // namespace sgfview
