// Private: Game's rules read straight from the storage, for the passes over every node.
#pragma once

#include "sgf/game.h"

#include <cstdint>

namespace sgf::detail {

struct TreeData;

// Game::countMove for the node numbered node.
MoveCount countMoveAt(const Game &game, const TreeData &data, std::uint32_t node, int previous);

} // namespace sgf::detail
