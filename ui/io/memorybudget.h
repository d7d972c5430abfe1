// Whether a load can fit in memory, asked before it starts: what the file's bytes, nodes and
// values cost at most once loaded and shown, against what the system, the process's address
// space limit (RLIMIT_AS) and its cgroup leave. A load that cannot fit is refused with a clear
// message instead of ending in std::bad_alloc (or the kernel's OOM killer) half-way.
#pragma once

#include <QtGlobal>
#include <optional>
#include <string_view>

namespace sgfview {

struct MemoryBudget {
    // What a load costs at most: per byte of the file (the text, its decoded copy), per node
    // (';': the tree's arrays, the view's rows, the map's layout, the position's path on a line
    // of them) and per value ('['). Measured on the worst shapes, a line of empty nodes and a
    // node of empty values: tests/bench/hostilebench, see tests/bench/README.md (the window
    // peaked at 3,556 MB on 20,000,000 empty nodes: 178 bytes a node with its byte).
    struct Costs {
        qint64 perByte, perNode, perValue;
    };
    static constexpr Costs window{3, 180, 24};
    static constexpr Costs check{3, 16, 20}; // the command line: no rows, map or position

    // The bytes a load of this text needs at most.
    static qint64 needed(std::string_view bytes, const Costs &costs);

    // Bytes the process may still allocate: the least of MemAvailable (/proc/meminfo), the
    // room left under RLIMIT_AS, and the room left under its cgroup's memory.max. Nothing
    // when none of them can be read.
    static std::optional<qint64> available();
};

} // namespace sgfview
