// Checking a parsed collection against the FF[4] specification: every value against its
// property's type, the rules of a node's properties together, the Go position as it is
// played, and the games of a file together. A separate pass over the tree, which it never
// changes: parsing (strict or lenient) succeeds or fails as before, and checks only add
// findings. Each finding is a Diagnostic with a code (sgf/diagnostic_code.h), its
// arguments, the node and property it is about, and the line and column of the offending
// value ('[') or identifier, in document order.
//
// The property table (sgf/properties.h) says what each property takes; the value
// interpreters (sgf/values.h, sgf/point.h, sgf/game_info.h) and the game's rules
// (sgf/game.h, sgf/position_cursor.h) say what a value means. The checks add no rule of
// their own to those. What each check reports, and how severely, is listed in
// docs/checks.md.
#pragma once

#include "sgf/diagnostic.h"
#include "sgf/tree.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <vector>

namespace sgf {

struct CheckOptions {
    // Findings past this many are counted, not listed (one last finding says how many).
    std::size_t maxFindings = 100'000;
    // Checked now and then; when it is set, check() stops and returns what it has.
    const std::atomic<bool> *cancel = nullptr;
    // A collection of at least parallelFrom nodes is checked on this many threads (0: one
    // per core), with the same result as on one: a run of nodes each, which may start inside
    // a game (one game may be most of a file) where its first node has few ancestors to go
    // along first. Below it, starting threads would cost more than they save.
    unsigned threads = 0;
    std::size_t parallelFrom = 20'000;
};

// How many problems there are of each severity, indexed by Severity.
using SeverityCounts = std::array<std::size_t, 3>;

struct CheckResult {
    std::vector<Diagnostic> findings; // in document order
    SeverityCounts unlisted{};        // findings past maxFindings, by severity
    bool cancelled = false;
};

// Checks every game of the collection.
CheckResult check(const Collection &collection, const CheckOptions &options = {});

// The diagnostics of reading a text and of checking it as one list in the order of the text
// (those at one place: reading's first).
std::vector<Diagnostic> mergeInTextOrder(std::vector<Diagnostic> read,
                                         std::vector<Diagnostic> checked);

// The problems of each severity in a list of diagnostics (a parse's, a check's), counting
// those past a cap that one "more problems not listed" line stands for.
SeverityCounts countSeverities(const std::vector<Diagnostic> &diagnostics,
                               const SeverityCounts &unlisted = {});

// The problems past the caps of reading a collection and of checking it: the parser's
// (warnings: it keeps every error) and the check's.
SeverityCounts unlistedProblems(const Collection &collection, const SeverityCounts &checked = {});

} // namespace sgf
