#include "check_p.h"
#include "sgf/grammar.h"
#include "sgf/message_text.h"
#include "sgf/properties.h"
#include "tree_data_p.h"

#include <algorithm>
#include <future>
#include <iterator>
#include <thread>

namespace sgf {

namespace detail {

std::string shownValue(std::string_view raw)
{
    return quoteText(raw);
}

std::uint64_t identifierOffset(std::string_view text, Property property)
{
    const std::uint64_t open = property.value(0).offset() - 1;
    return grammar::identifierStart(text, std::size_t(open));
}

namespace {

Role roleOf(std::string_view id)
{
    if (id == "B" || id == "W") return Role::Move;
    if (id == "BM" || id == "DO" || id == "IT" || id == "TE") return Role::MoveAnnotation;
    if (id == "KO") return Role::Ko;
    if (id == "DM" || id == "GB" || id == "GW" || id == "UC") return Role::PositionAnnotation;
    if (id == "AR" || id == "LN") return Role::Line;
    return Role::Other;
}

Group groupOf(std::string_view id)
{
    if (id == "CR" || id == "MA" || id == "SL" || id == "SQ" || id == "TR") return Markup;
    if (id == "LB") return Label;
    if (id == "TB" || id == "TW") return Territory;
    if (id == "AB" || id == "AW" || id == "AE") return Setup;
    if (id == "VW") return View;
    return NoGroup;
}

} // namespace

IdTable::IdTable()
{
    for (std::uint32_t id = 0; id < shortIdCount; ++id) {
        const std::string_view name = shortIdName(id);
        rules_[id] = {findProperty(name), roleOf(name), groupOf(name)};
    }
}

void findFacts(Node node, const TreeData &data, const IdTable &ids, const Game &game,
               NodeFacts &facts)
{
    facts.node = node;
    facts.parent = data.parent(node.index());
    facts.isRoot = facts.parent == none;
    facts.move.reset();
    facts.secondMove.reset();
    facts.firstSetup.reset();
    facts.moveProperty.reset();
    facts.firstGameInfo.reset();
    facts.properties.clear();
    facts.ids = &ids;
    facts.rootProperty = facts.annotation = facts.uniquePoints = false;
    const std::uint32_t first = data.firstProperty(node.index());
    const std::uint32_t end = data.propertyEnd(node.index());
    auto handle = node.properties().begin();
    for (std::uint32_t p = first; p < end && !facts.cancelledAt(p - first); ++p, ++handle) {
        const Property property = *handle;
        const std::uint32_t id = data.propertyId(p);
        const IdRules &rules = ids.of(id);
        bool plainMove = false;
        switch (rules.role) {
        case Role::Move:
            if (const std::uint32_t value = data.firstValue(p);
                data.valueEnd(p) == value + 1 && data.valueRaw(value).size() == 2) {
                const std::string_view raw = data.valueRaw(value);
                plainMove = !game.isGo() || game.readMove(raw).kind == MoveKind::Point;
            }
            if (!facts.move)
                facts.move = property;
            else if (!facts.secondMove)
                facts.secondMove = property;
            break;
        case Role::MoveAnnotation:
        case Role::Ko:
        case Role::PositionAnnotation:
            facts.annotation = true;
            break;
        case Role::Line:
            facts.uniquePoints = true;
            break;
        case Role::Other:
            break;
        }
        facts.properties.push_back({id, plainMove});
        if (rules.group != NoGroup) facts.uniquePoints = true;
        if (!rules.info) continue;
        switch (rules.info->category) {
        case Category::Setup:
            if (!facts.firstSetup) facts.firstSetup = property;
            break;
        case Category::Move:
        case Category::MoveAnnotation:
        case Category::Timing:
            if (!facts.moveProperty) facts.moveProperty = property;
            break;
        case Category::GameInfo:
            if (!facts.firstGameInfo) facts.firstGameInfo = property;
            break;
        case Category::Root:
            facts.rootProperty = true;
            break;
        default:
            break;
        }
    }
}

std::optional<PlainMove> plainMoveOf(const TreeData &data, std::uint32_t node, const Game &game)
{
    const std::uint32_t p = data.firstProperty(node);
    if (data.propertyEnd(node) != p + 1 || !data.isCompact(p)) return std::nullopt;
    const std::uint32_t id = data.propertyId(p);
    if (id != blackMoveId && id != whiteMoveId) return std::nullopt;
    const std::string_view raw = data.valueRaw(data.firstValue(p));
    if (raw.size() != 2) return std::nullopt;
    // readMove(raw).kind == MoveKind::Point in a Go game, without a GameMove: returning one
    // through memory stalled on store forwarding at every node.
    const auto point = detail::pointOf(raw, game.size());
    if (!point) return std::nullopt;
    return PlainMove{p, *point, id == blackMoveId ? Color::Black : Color::White};
}

bool plainMovesChecked(const IdTable &ids, const Game &game)
{
    const int version = game.fileFormat().version;
    for (const std::uint32_t id : {blackMoveId, whiteMoveId}) {
        const PropertyInfo *info = ids.of(id).info;
        if (!info || !info->inFileFormat(version) || info->category == Category::Legacy)
            return false;
    }
    return true;
}

std::vector<RunStart> splitRuns(const Collection &collection, std::size_t runs)
{
    std::vector<RunStart> starts{RunStart{}};
    const std::uint64_t total = collection.nodeCount();
    if (runs < 2 || total == 0) return starts;
    const TreeData &data = NodeAccess::data(collection.node(0));
    const std::uint64_t share = total / runs;
    // What going along a node costs a run that starts below it: its values (a root of a
    // million AB points is no light start), one at least; counted up to `most`.
    const auto weight = [&data](std::uint32_t node, std::uint64_t most) {
        std::uint64_t values = 0;
        for (std::uint32_t p = data.firstProperty(node), end = data.propertyEnd(node);
             p < end && values <= most; ++p)
            values += data.valueEnd(p) - data.firstValue(p);
        return std::max<std::uint64_t>(values, 1);
    };
    std::uint64_t after = 1; // the first node a later run may start at
    std::size_t tree = 0;
    for (std::size_t run = 1; run < runs; ++run) {
        const std::uint64_t ideal = total * run / runs;
        Node root;
        for (; tree < collection.size(); ++tree) {
            root = collection.tree(tree).root();
            if (root && ideal < root.subtreeEnd()) break;
        }
        if (tree == collection.size()) break;
        // The start near the ideal node that costs least, counting what it goes along first
        // and the nodes between it and the ideal one: the game's root, the next game, a node on
        // the way up from the ideal one or the next variation of one of those. Going along the
        // ancestors of the ideal node's ancestor a costs what the whole way up costs less what
        // lies between the ideal node and a, which is summed on the way: the way need not be
        // kept, and it is followed as far as a run's share at most (a line of 20,000,000 nodes
        // is not walked to its start eight times).
        RunStart best{tree, none};
        std::uint64_t bestNode = root.index(), bestCost = ideal - root.index();
        const auto consider = [&](RunStart start, std::uint64_t node, std::uint64_t cost) {
            if (node >= after && cost < bestCost) {
                best = start;
                bestNode = node;
                bestCost = cost;
            }
        };
        std::size_t next = tree + 1;
        while (next < collection.size() && !collection.tree(next).root()) ++next;
        if (next < collection.size())
            consider({next, none}, root.subtreeEnd(), root.subtreeEnd() - ideal);
        std::optional<std::uint32_t> inside; // the best start inside the game, with its cost
        std::int64_t insideCost = 0;         // less what the whole way up weighs
        std::uint64_t walked = 0; // the weight from the ideal node up to n, n's own included
        std::uint32_t n = std::uint32_t(std::max<std::uint64_t>(ideal, root.index()));
        for (; n != none && walked <= share; n = data.parent(n)) {
            walked += weight(n, share);
            if (n == root.index()) continue;
            const auto mayStart = [&](std::uint32_t node, std::uint64_t between) {
                const std::int64_t cost = std::int64_t(between) - std::int64_t(walked);
                if (node >= after && (!inside || cost < insideCost)) {
                    inside = node;
                    insideCost = cost;
                }
            };
            mayStart(n, ideal - n);
            if (const std::uint32_t sibling = data.nextSibling(n); sibling != none)
                mayStart(sibling, sibling - ideal);
        }
        if (n == none && inside) // the way reached the root: it weighs `walked` in all
            consider({tree, *inside}, *inside, std::uint64_t(std::int64_t(walked) + insideCost));
        // A start that costs a quarter of a run's share gains too little: one run fewer.
        if (bestNode < after || bestCost > share / 4) continue;
        starts.push_back(best);
        after = bestNode + 1;
        tree = best.tree;
    }
    return starts;
}

namespace {

// Goes along the ancestors of node, a run's first, without their findings: the node rules
// learn the line they are on, the position rules the board.
void resumeAt(std::uint32_t node, const Collection &collection, const IdTable &ids,
              const Game &game, bool plainMoves, NodeFacts &facts, NodeRules &nodeRules,
              PositionRules &positionRules)
{
    const TreeData &data = NodeAccess::data(collection.node(0));
    std::vector<std::uint32_t> ancestors; // the parent first
    for (std::uint32_t a = data.parent(node); a != none; a = data.parent(a)) ancestors.push_back(a);
    FindingLog unused(collection.text(), CheckOptions{0});
    for (auto a = ancestors.rbegin(); a != ancestors.rend(); ++a) {
        if (plainMoves && data.parent(*a) != none && plainMoveOf(data, *a, game)) {
            nodeRules.checkPlainMove(*a, data.parent(*a));
        } else {
            findFacts(collection.node(*a), data, ids, game, facts);
            nodeRules.check(facts, unused);
        }
        unused.endNode();
    }
    if (game.isGo()) positionRules.resumeAt(node, ancestors);
}

// Checks the nodes from one run's start to the next's into log, collectionRules holding what
// the games before them set; false when cancelled.
bool checkRun(const Collection &collection, const IdTable &ids, RunStart from, RunStart to,
              CollectionRules collectionRules, const CheckOptions &options, FindingLog &log)
{
    const TreeData &data = NodeAccess::data(collection.node(0));
    NodeRules nodeRules(log.text());
    PositionRules positionRules;
    NodeFacts facts;
    facts.cancel = options.cancel;
    constexpr std::uint32_t cancelEvery = NodeFacts::cancelEvery; // nodes, or their properties
    std::uint32_t sinceCancelCheck = 0;
    const std::size_t endTree =
        std::min(collection.size(), to.node == none ? to.tree : to.tree + 1);
    for (std::size_t tree = from.tree; tree < endTree; ++tree) {
        const Node root = collection.tree(tree).root();
        if (!root) continue;
        const Game game(root);
        nodeRules.reset(game);
        if (game.isGo()) positionRules.reset(game, root);
        const bool plainMoves = game.isGo() && plainMovesChecked(ids, game);
        std::uint32_t first = root.index();
        const std::uint32_t end = tree == to.tree ? to.node : root.subtreeEnd();
        if (tree == from.tree && from.node != none) {
            resumeAt(from.node, collection, ids, game, plainMoves, facts, nodeRules, positionRules);
            // The walk reads the flag inside a node of many properties: cut short, the rules
            // would go on from a line they do not know.
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) return false;
            first = from.node;
        } else {
            collectionRules.checkRoot(root, log);
        }
        // One walk in document order: each node's parent comes before it.
        for (std::uint32_t n = first; n < end; ++n) {
            const Node node = collection.node(n);
            const std::uint32_t parent = data.parent(n);
            // A node counts for one, or for as many as its properties up to cancelEvery.
            std::uint32_t work = 1;
            if (const auto move =
                    plainMoves && parent != none ? plainMoveOf(data, n, game) : std::nullopt) {
                nodeRules.checkPlainMove(n, parent);
                positionRules.checkPlainMove(node, *move, log);
            } else {
                findFacts(node, data, ids, game, facts);
                checkProperties(facts, game, log);
                nodeRules.check(facts, log);
                if (game.isGo()) positionRules.check(node, log);
                work += std::uint32_t(std::min<std::size_t>(facts.properties.size(), cancelEvery));
            }
            log.endNode();
            sinceCancelCheck += work;
            if (sinceCancelCheck >= cancelEvery) {
                sinceCancelCheck = 0;
                if (options.cancel && options.cancel->load(std::memory_order_relaxed)) return false;
            }
        }
    }
    return true;
}

std::size_t threadCount(const Collection &collection, const CheckOptions &options)
{
    if (collection.nodeCount() < std::max<std::size_t>(options.parallelFrom, 2)) return 1;
    const unsigned wanted =
        options.threads > 0 ? options.threads : std::thread::hardware_concurrency();
    return std::clamp<std::size_t>(wanted, 1, 64);
}

} // namespace
} // namespace detail

CheckResult check(const Collection &collection, const CheckOptions &options)
{
    using namespace detail;
    if (collection.nodeCount() == 0) return FindingLog(collection.text(), options).finish();
    // A few runs for each thread, which take them in turn.
    const std::size_t threads = threadCount(collection, options);
    return checkInRuns(collection, options, splitRuns(collection, threads > 1 ? 4 * threads : 1),
                       threads);
}

namespace detail {

CheckResult checkInRuns(const Collection &collection, const CheckOptions &options,
                        std::vector<RunStart> starts, std::size_t threads)
{
    const std::string_view text = collection.text();
    FindingLog log(text, options);
    const IdTable ids;
    starts.push_back({collection.size(), none});
    const std::size_t runs = starts.size() - 1;
    if (runs == 1) {
        const bool done = checkRun(collection, ids, starts[0], starts[1], {}, options, log);
        CheckResult result = log.finish();
        result.cancelled = !done;
        return result;
    }
    // Each later run starts from what the games before it set (the games before its start,
    // and the one it starts inside), in a log of its own, appended to the first in order: the
    // same findings as on one thread.
    std::vector<CollectionRules> before(runs);
    CollectionRules seen;
    bool settled = false;
    for (std::size_t run = 1, tree = 0; run < runs; ++run) {
        const std::size_t observed = starts[run].tree + (starts[run].node == none ? 0 : 1);
        for (; tree < observed && !settled; ++tree)
            if (const Node root = collection.tree(tree).root()) settled = seen.observeRoot(root);
        before[run] = seen;
    }
    std::vector<FindingLog> logs(runs - 1, FindingLog(text, options));
    std::vector<FindingLog::Listed> listed(runs);
    log.shareListing(listed, 0);
    for (std::size_t run = 1; run < runs; ++run) logs[run - 1].shareListing(listed, run);
    // The threads take the runs in turn, as many runs as a few for each: a thread that starts
    // late (its core was asleep) leaves its runs to the others instead of holding up the end.
    std::vector<char> runDone(runs, false);
    std::atomic<std::size_t> next{0};
    const auto takeRuns = [&] {
        for (std::size_t run; (run = next.fetch_add(1, std::memory_order_relaxed)) < runs;) {
            runDone[run] = checkRun(collection, ids, starts[run], starts[run + 1], before[run],
                                    options, run == 0 ? log : logs[run - 1]);
            if (!runDone[run]) next.store(runs, std::memory_order_relaxed); // cancelled
        }
    };
    std::vector<std::future<void>> helpers;
    for (std::size_t t = 1; t < std::min(threads, runs); ++t)
        helpers.push_back(std::async(std::launch::async, takeRuns));
    takeRuns();
    for (std::future<void> &helper : helpers) helper.get();
    // Cancelled, the result is what the runs up to the first one stopped hold.
    bool done = runDone[0];
    for (std::size_t run = 1; run < runs; ++run) {
        if (done) log.append(std::move(logs[run - 1]));
        done = done && runDone[run];
    }
    CheckResult result = log.finish();
    result.cancelled = !done;
    return result;
}

} // namespace detail

std::vector<Diagnostic> mergeInTextOrder(std::vector<Diagnostic> read,
                                         std::vector<Diagnostic> checked)
{
    // Most files read without a repair: a hundred thousand findings need no moving then.
    if (read.empty()) return checked;
    if (checked.empty()) return read;
    std::vector<Diagnostic> merged;
    merged.reserve(read.size() + checked.size());
    std::merge(std::make_move_iterator(read.begin()), std::make_move_iterator(read.end()),
               std::make_move_iterator(checked.begin()), std::make_move_iterator(checked.end()),
               std::back_inserter(merged), [](const Diagnostic &a, const Diagnostic &b) {
                   return a.position.offset < b.position.offset;
               });
    return merged;
}

SeverityCounts unlistedProblems(const Collection &collection, const SeverityCounts &checked)
{
    SeverityCounts unlisted = checked;
    unlisted[std::size_t(Severity::Warning)] += collection.unlistedDiagnostics();
    return unlisted;
}

SeverityCounts countSeverities(const std::vector<Diagnostic> &diagnostics,
                               const SeverityCounts &unlisted)
{
    SeverityCounts counts = unlisted;
    for (const Diagnostic &d : diagnostics)
        if (d.code != DiagnosticCode::ProblemsNotListed) ++counts[std::size_t(d.severity)];
    return counts;
}

} // namespace sgf
