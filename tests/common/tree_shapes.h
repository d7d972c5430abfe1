// Game trees of extreme shapes, as SGF text, for the map's tests (small sizes) and its
// benchmark (the sizes the issue names): one node with many children, variations nested
// inside each other, a long line, and a staircase of forks.
#pragma once

#include <cstddef>
#include <string>

namespace testdata {

// A move's point, varying with i, so that the games are not one repeated value.
inline std::string shapePoint(std::size_t i)
{
    return {char('a' + i % 19), char('a' + i / 19 % 19)};
}

// A root with `count` children, each a single move.
// count empty properties of distinct identifiers the table does not know, "XAA[]XAB[]..."
// (at most 676): what makes a node heavy without changing what it shows.
inline std::string unknownProperties(std::size_t count)
{
    std::string text;
    for (std::size_t i = 0; i < count; ++i)
        text += {'X', char('A' + i / 26 % 26), char('A' + i % 26), '[', ']'};
    return text;
}

inline std::string siblingsSgf(std::size_t count)
{
    std::string text = "(;GM[1]SZ[19]";
    text.reserve(count * 9 + 16);
    for (std::size_t i = 0; i < count; ++i) text += "(;B[" + shapePoint(i) + "])";
    return text + ")";
}

// `depth` variations each inside the one before ("(;B[aa](;W[ba](;B[ca]..."): each the only
// child of its parent, so one straight line as far as the tree goes.
inline std::string nestedSgf(std::size_t depth)
{
    std::string text = "(;GM[1]SZ[19]";
    text.reserve(depth * 9 + 16);
    for (std::size_t i = 0; i < depth; ++i)
        text += std::string(i % 2 ? "(;W[" : "(;B[") + shapePoint(i) + "]";
    return text + std::string(depth + 1, ')');
}

// A line of `moves` moves from the root.
inline std::string lineSgf(std::size_t moves)
{
    std::string text = "(;GM[1]SZ[19]";
    text.reserve(moves * 6 + 16);
    for (std::size_t i = 0; i < moves; ++i)
        text += std::string(i % 2 ? ";W[" : ";B[") + shapePoint(i) + "]";
    return text + ")";
}

// `depth` forks, each with a one-move variation first and the next fork second: a staircase
// as many lanes tall as it is deep.
inline std::string staircaseSgf(std::size_t depth)
{
    std::string text = "(;GM[1]SZ[19]";
    text.reserve(depth * 17 + 16);
    for (std::size_t i = 0; i < depth; ++i)
        text += "(;B[" + shapePoint(i) + "](;W[" + shapePoint(i + 1) + "])";
    return text + std::string(depth + 1, ')');
}

} // namespace testdata
