// The two players' colours, as stones on the board and as SGF's Color values.
#pragma once

#include <cstdint>

namespace sgf {

enum class Color : std::uint8_t { Empty, Black, White };

// Black for White and White for Black; Empty stays Empty.
constexpr Color opponent(Color color)
{
    return color == Color::Black   ? Color::White
           : color == Color::White ? Color::Black
                                   : Color::Empty;
}

} // namespace sgf
