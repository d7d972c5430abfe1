// Shows a collection in a GameTreeModel as the loader would, the row layout computed here
// (the loader computes it on its worker thread).
#pragma once

#include "models/gametreemodel.h"
#include "models/treerows.h"
#include "sgf/tree.h"

#include <memory>

namespace testdata {

inline void showIn(sgfview::GameTreeModel &model, const sgf::Collection &collection)
{
    model.setCollection(collection, std::make_shared<sgfview::TreeRows>(collection));
}

} // namespace testdata
