// The seed's view of a node: a map from each identifier to its values decoded as Text.
// Kept apart from sgf/tree.h, which needs no map.
#pragma once

#include "sgf/tree.h"

#include <map>
#include <string>
#include <vector>

namespace sgf {

// Every property of the node with its values decoded as Text; empty for the null node.
std::map<std::string, std::vector<std::string>> textProperties(Node node);

} // namespace sgf
