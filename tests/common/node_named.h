// Tests name their nodes N[...] to find them again: the first node of a collection with
// that name, in document order; a null node when none has it.
#pragma once

#include "sgf/tree.h"

#include <string_view>

namespace testdata {

inline sgf::Node nodeNamed(const sgf::Collection &collection, std::string_view name)
{
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i)
        if (collection.node(i).text("N") == name) return collection.node(i);
    return {};
}

} // namespace testdata
