// Whether a load can fit in memory, asked before it starts: what the file's bytes, nodes and
// values cost at most once loaded and shown, against what the system, the process's address
// space limit (RLIMIT_AS) and its cgroup leave. A load that cannot fit is refused with a clear
// message instead of ending in std::bad_alloc (or the kernel's OOM killer) half-way.
#pragma once

#include <QString>
#include <QtGlobal>
#include <functional>
#include <optional>
#include <string_view>

namespace sgfview {

struct MemoryBudget {
    // What a load costs at most: per byte of the file (the text, its decoded copy), per node
    // (';') and per value ('[') of the whole collection (the tree's arrays, the view's rows),
    // per game tree ('(': the game list, each game's charset and root), and per node of the
    // largest game, which is the most the window lays out at once (the map's layout, the
    // position's path along a line of it). Measured on the worst shapes, a line of empty nodes
    // and a node of empty values: tests/bench/hostilebench, see tests/bench/README.md (the
    // window peaked at 3,556 MB on 20,000,000 empty nodes in one game: 178 bytes a node with
    // its byte). An archive of small games costs its per-collection part alone: 1 GB of
    // 155,000,000 move-only nodes needs about 10 GB by this estimate, not 31.
    struct Costs {
        qint64 perByte, perNode, perValue;
        qint64 perTree, perShownNode;
    };
    static constexpr Costs window{3, 24, 24, 256, 160};
    static constexpr Costs check{3, 16, 20, 0, 0}; // the command line: no rows, map or position

    // What the estimate reads of a text: its bytes, ';', '[' and '(' (more than its nodes,
    // values and game trees when values hold them), and once parsed its largest game's nodes
    // (until then every node may be in one game).
    struct Shape {
        qint64 bytes = 0, nodes = 0, values = 0, trees = 0;
        std::optional<qint64> largestGame;
    };
    static Shape shapeOf(std::string_view bytes);
    // The same of a file, read a piece at a time (nothing of it held but the piece); nothing
    // when it cannot be read, or when progress (called with the fraction counted after each
    // piece) returns false.
    static std::optional<Shape> shapeOfFile(const QString &path,
                                            const std::function<bool(double)> &progress = {});

    // The bytes a load of this shape needs at most.
    static qint64 needed(const Shape &shape, const Costs &costs);
    static qint64 needed(std::string_view bytes, const Costs &costs)
    {
        return needed(shapeOf(bytes), costs);
    }
    // The most a text of this many bytes can need, whatever its shape, its largest game shown
    // too: every byte a node, value or tree, whichever costs most. A load that fits this needs
    // no counting.
    static qint64 mostNeeded(qint64 bytes, const Costs &costs);

    // Bytes the process may still allocate: the least of MemAvailable (/proc/meminfo), the
    // room left under RLIMIT_AS, and the room left under its cgroup's memory.max. Nothing
    // when none of them can be read.
    static std::optional<qint64> available();
};

} // namespace sgfview
