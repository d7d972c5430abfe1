// A GameTreeModel as the window has it: over the controller that owns the shown document.
#pragma once

#include "document_fixture.h"
#include "models/gamecontroller.h"
#include "models/gametreemodel.h"
#include "sgf/tree.h"

namespace testdata {

struct ShownTree {
    void show(sgf::Collection collection) { testdata::show(controller, std::move(collection)); }
    void clear() { controller.setDocument(nullptr); }

    sgfview::GameController controller;
    sgfview::GameTreeModel model{&controller};
};

} // namespace testdata
