// Hostile SGF files made for the purpose (issue 18), each from a count that sets its size: the
// tests make them small enough to run in seconds, the benchmark (tests/bench/hostilebench) at
// the sizes the issue names and ten times larger. Plain C++ and deterministic, so that the
// tests, the benchmark and a developer at the shell (sgfgen --hostile NAME) see the same bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace testdata::hostile {

// Point i of a 52x52 board, row by row: every point once before any repeats.
inline std::string point52(std::size_t i)
{
    static constexpr std::string_view letters =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    return {letters[i % 52], letters[i / 52 % 52]};
}

// A root on a 52x52 board, then one property with `count` values made by value(i).
template <typename Value>
std::string oneProperty(std::string_view id, std::size_t count, Value value)
{
    std::string text = "(;GM[1]FF[4]SZ[52]";
    text += id;
    for (std::size_t i = 0; i < count; ++i) {
        text += '[';
        text += value(i);
        text += ']';
    }
    return text + ")";
}

// 2. Markup. `count` triangles over the whole board, "TR[aa:ZZ]": 2,704 marks a value.
inline std::string markupRectangles(std::size_t count)
{
    return oneProperty("TR", count, [](std::size_t) { return std::string("aa:ZZ"); });
}

// `count` arrows, all different while there are (2,704 x 2,703 of them).
inline std::string arrows(std::size_t count)
{
    return oneProperty("AR", count, [](std::size_t i) {
        const std::size_t from = i % 2704, to = (from + 1 + i / 2704) % 2704;
        return point52(from) + ":" + point52(to);
    });
}

// `count` labels, the points over and over, each label its own text.
inline std::string labels(std::size_t count)
{
    return oneProperty("LB", count,
                       [](std::size_t i) { return point52(i) + ":" + std::to_string(i); });
}

// A root with `count` one-move variations on 19x19 (so most share a point).
inline std::string variations(std::size_t count)
{
    std::string text = "(;GM[1]SZ[19]";
    for (std::size_t i = 0; i < count; ++i)
        text += std::string("(;B[") + char('a' + i % 19) + char('a' + i / 19 % 19) + "])";
    return text + ")";
}

// 3. Setup. `count` pairs of nodes filling the 52x52 board and clearing it again.
inline std::string setupFlips(std::size_t count)
{
    std::string text = "(;GM[1]SZ[52]";
    for (std::size_t i = 0; i < count; ++i) text += ";AB[aa:ZZ];AE[aa:ZZ]";
    return text + ")";
}

// One AB with `count` whole-board rectangles.
inline std::string setupRectangles(std::size_t count)
{
    return oneProperty("AB", count, [](std::size_t) { return std::string("aa:ZZ"); });
}

// 4. and 9. A game whose property `id` is `length` characters, with spaces every so often or
// none at all, then a few moves.
inline std::string longValue(std::string_view id, std::size_t length, bool spaces)
{
    std::string text = "(;GM[1]SZ[19]";
    text += id;
    text += '[';
    const std::string_view word = spaces ? "Honinbo " : "Honinbo_";
    for (std::size_t i = 0; i < length; ++i) text += word[i % word.size()];
    return text + "];B[pd];W[dp];B[pp];W[dd])";
}

// 5. One tree of `count` empty nodes: ";;;;", the file that needs the most memory per byte.
inline std::string emptyNodes(std::size_t count)
{
    return "(" + std::string(count, ';') + ")";
}

// 6. A move numbered close to INT_MAX, then `moves` more.
inline std::string hugeMoveNumber(std::size_t moves)
{
    std::string text = "(;GM[1]SZ[19];B[aa]MN[2147483646]";
    for (std::size_t i = 0; i < moves; ++i)
        text +=
            std::string(i % 2 ? ";B[" : ";W[") + char('b' + i % 18) + char('a' + i / 18 % 19) + "]";
    return text + ")";
}

// 7. Floods. A node with `count` setup values off its 9x9 board.
inline std::string offBoardSetup(std::size_t count)
{
    return "(;GM[1]SZ[9]AB" + [count] {
        std::string values;
        for (std::size_t i = 0; i < count; ++i) values += "[" + point52(9 + i % 43) + "]";
        return values;
    }() + ";B[aa])";
}

// `count` games, each naming a charset that does not exist.
inline std::string unknownCharsetGames(std::size_t count)
{
    std::string text;
    for (std::size_t i = 0; i < count; ++i) text += "(;CA[nope]B[aa])\n";
    return text;
}

// A property identifier and a charset name `length` letters long.
inline std::string longIdentifier(std::size_t length)
{
    return "(;GM[1]" + std::string(length, 'Q') + "[x];B[aa])";
}
inline std::string longCharsetName(std::size_t length)
{
    return "(;CA[" + std::string(length, 'x') + "]C[text];B[aa])";
}

// Control characters (NUL, ESC, BEL) in values that messages quote.
inline std::string controlCharacters()
{
    using namespace std::string_literals;
    return "(;GM[1]CA[x\0y\x1b[31m]SZ[\0\x07];B[\0a]AB[\x1b\x1b];W[bb]MN[\x01])"s;
}

// 8. Charsets. A game in Shift_JIS and then one in GB18030, neither naming its charset, each
// comment its sentence `repeat` times (enough for a guess: a few hundred bytes).
inline std::string fromHex(std::string_view hex)
{
    std::string bytes;
    for (std::size_t i = 0; i + 1 < hex.size(); i += 2)
        bytes += char(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
    return bytes;
}
// "黒番の先手で対局が始まりました。白は星に打ちました。" in Shift_JIS.
inline std::string japaneseShiftJis()
{
    return fromHex("8d9594d482cc90e68ee882c591ce8bc782aa8e6e82dc82e882dc82b582bd8142949282cd90af"
                   "82c991c582bf82dc82b582bd8142");
}
// "中国围棋协会的对局记录，黑方先行，白方贴目。" in GB18030.
inline std::string chineseGb18030()
{
    return fromHex("d6d0b9facea7c6e5d0adbbe1b5c4b6d4bed6bcc7c2bca3acbadab7bdcfc8d0d0a3acb0d7b7bdcc"
                   "f9c4bfa1a3");
}
inline std::string repeated(const std::string &text, std::size_t times)
{
    std::string out;
    for (std::size_t i = 0; i < times; ++i) out += text;
    return out;
}
inline std::string mixedCharsetGames(std::size_t repeat)
{
    return "(;GM[1]SZ[19]C[" + repeated(japaneseShiftJis(), repeat) + "];B[pd])\n" +
           "(;GM[1]SZ[19]C[" + repeated(chineseGb18030(), repeat) + "];B[dp])\n";
}
// UTF-8 text under a CA that says UTF-16LE.
inline std::string utf16LieOnUtf8()
{
    return "(;GM[1]CA[UTF-16LE]SZ[19]PB[黒番]C[黒番の先手で対局が始まりました。];B[pd])";
}

// 9. Cost per key. A line of `moves` moves, each node holding game info (GC).
inline std::string gameInfoEveryNode(std::size_t moves)
{
    std::string text = "(;GM[1]SZ[19]";
    for (std::size_t i = 0; i < moves; ++i)
        text += std::string(i % 2 ? ";W[" : ";B[") + char('a' + i % 19) + char('a' + i / 19 % 19) +
                "]GC[" + std::to_string(i) + "]";
    return text + ")";
}

// One node with `count` different property identifiers (A, B, ..., Z, AA, AB, ...).
inline std::string identifierName(std::size_t i)
{
    std::string name;
    for (++i; i > 0; i = (i - 1) / 26) name.insert(name.begin(), char('A' + (i - 1) % 26));
    return name;
}
inline std::string manyIdentifiers(std::size_t count)
{
    std::string text = "(;";
    for (std::size_t i = 0; i < count; ++i) text += identifierName(i) + "[]";
    return text + ")";
}

// 1. `depth` variations nested in each other, each with a sibling (a fork at every level).
inline std::string nestedForks(std::size_t depth)
{
    std::string text = "(;GM[1]SZ[19]";
    for (std::size_t i = 0; i < depth; ++i)
        text += std::string("(;W[aa])(;B[") + char('a' + i % 19) + char('a' + i / 19 % 19) + "]";
    return text + std::string(depth + 1, ')');
}

// The cases as a list: the name sgfgen and the benchmark know them by, the issue's point, what
// the count is, the count the tests use and the count the issue names.
struct Case {
    const char *name;
    int point;
    const char *unit;
    std::string (*make)(std::size_t count);
    std::size_t small; // for tests: runs in well under a second
    std::size_t issue; // the size issue 18 reports
};

inline const std::vector<Case> &cases()
{
    static const std::vector<Case> all = {
        {"markup-rectangles", 2, "TR[aa:ZZ] values", markupRectangles, 50, 1'000},
        {"arrows", 2, "arrows", arrows, 2'000, 100'000},
        {"labels", 2, "labels", labels, 20'000, 1'000'000},
        {"variations", 2, "variations", variations, 2'000, 100'000},
        {"setup-flips", 3, "AB/AE node pairs", setupFlips, 300, 45'000},
        {"setup-rectangles", 3, "AB[aa:ZZ] values", setupRectangles, 1'000, 100'000},
        {"long-name", 4, "characters of N[]",
         [](std::size_t n) { return longValue("N", n, false); }, 20'000, 1'000'000},
        {"long-player", 4, "characters of PB[]",
         [](std::size_t n) { return longValue("PB", n, true); }, 100'000, 17'000'000},
        {"long-game-name", 4, "characters of GN[]",
         [](std::size_t n) { return longValue("GN", n, false); }, 100'000, 15'000'000},
        {"empty-nodes", 5, "empty nodes", emptyNodes, 100'000, 1'400'000'000},
        {"huge-move-number", 6, "moves after MN[2147483646]", hugeMoveNumber, 30, 30},
        {"off-board-setup", 7, "off-board AB values", offBoardSetup, 5'000, 100'000},
        {"unknown-charset-games", 7, "games with CA[nope]", unknownCharsetGames, 3'000, 1'000'000},
        {"long-identifier", 7, "letters of an identifier", longIdentifier, 100'000, 4'000'000},
        {"long-charset-name", 7, "letters of a CA", longCharsetName, 100'000, 4'000'000},
        {"control-characters", 7, "(fixed)", [](std::size_t) { return controlCharacters(); }, 1, 1},
        {"mixed-charsets", 8, "sentences a game", mixedCharsetGames, 10, 10},
        {"utf16-lie", 8, "(fixed)", [](std::size_t) { return utf16LieOnUtf8(); }, 1, 1},
        {"game-info-every-node", 9, "moves with GC", gameInfoEveryNode, 20'000, 1'000'000},
        {"huge-player", 9, "characters of PB[]",
         [](std::size_t n) { return longValue("PB", n, false); }, 100'000, 4'000'000},
        {"many-identifiers", 9, "distinct identifiers", manyIdentifiers, 50'000, 10'000'000},
        {"nested-forks", 1, "nested forks", nestedForks, 2'000, 30'000},
    };
    return all;
}

inline const Case *findCase(std::string_view name)
{
    for (const Case &c : cases())
        if (name == c.name) return &c;
    return nullptr;
}

} // namespace testdata::hostile
