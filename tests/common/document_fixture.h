// Documents for tests that show a collection without a file behind it, handed to the
// controller as the window hands it a loaded one.
#pragma once

#include "io/document.h"
#include "models/gamecontroller.h"
#include "sgf/tree.h"

#include <memory>

namespace testdata {

inline std::shared_ptr<const sgfview::Document> documentOf(sgf::Collection collection)
{
    sgfview::Document document;
    document.collection = std::move(collection);
    return std::make_shared<const sgfview::Document>(std::move(document));
}

// Shows the collection from its first root (the controller lays out the rows).
inline void show(sgfview::GameController &controller, sgf::Collection collection)
{
    controller.setDocument(documentOf(std::move(collection)));
}

} // namespace testdata
