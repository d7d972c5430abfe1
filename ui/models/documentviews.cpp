#include "documentviews.h"

namespace sgfview {

DocumentViews DocumentViews::of(const sgf::Collection &collection)
{
    DocumentViews views;
    views.rows = std::make_shared<const TreeRows>(collection);
    if (collection.empty()) return views;
    const sgf::Node root = collection[0].root();
    views.firstMap =
        std::make_shared<const TreeMapLayout>(collection, root.index(), root.subtreeEnd());
    views.firstGameInfo = std::make_shared<const GameInfoNodes>(collection, root);
    views.firstEvaluations = EvaluationSeries::kindOf(collection, root.index(), root.subtreeEnd());
    return views;
}

} // namespace sgfview
