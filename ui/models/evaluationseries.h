// Engine evaluations stored in a game, along one line of it: Sabaki's SBKV (Black's winrate
// in percent) or FF[4]'s V ("Value: positive values are good for black, negative values are
// good for white"). A value per node of the line where the node has one; and the biggest
// swings between one valued node and the next, for the eye to find. Plain C++ (no Qt).
#pragma once

#include "sgf/tree.h"

#include <cstdint>
#include <span>
#include <vector>

namespace sgfview {

struct EvaluationSeries {
    enum class Kind : std::uint8_t { None, Winrate, Value };

    // What a game holds: SBKV numbers on two nodes or more of [root, end) make it winrates,
    // else V numbers on two nodes or more, else none. One look at every node of the game.
    static Kind kindOf(const sgf::Collection &collection, std::uint32_t root, std::uint32_t end);
    // The values along a line of nodes (one a depth, from the root), of this kind.
    static EvaluationSeries along(const sgf::Collection &collection,
                                  std::span<const std::uint32_t> line, Kind kind);

    Kind kind = Kind::None;
    std::vector<double> values; // by depth; NaN where the node has no (valid) value
    double low = 0, high = 100; // the range to draw: 0 to 100 for winrates, symmetric for V
    // Depths at which the value changed most since the valued node before, largest first
    // (at most swingCount, each at least a tenth of the range).
    std::vector<std::uint32_t> swings;
    static constexpr std::size_t swingCount = 5;

    bool empty() const { return kind == Kind::None; }
};

} // namespace sgfview
