// Private: the checks of sgf/check.h, one file per family of rules (check_values.cpp,
// check_nodes.cpp, check_position.cpp), and the log they record findings in (finding_log.cpp).
#pragma once

#include "sgf/board.h"
#include "sgf/check.h"
#include "sgf/game.h"
#include "tree_data_p.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace sgf::detail {

inline constexpr std::uint32_t blackMoveId = shortId('B');
inline constexpr std::uint32_t whiteMoveId = shortId('W');

// A value as a message shows it: sgf::quoteText's one line of at most 32 characters.
std::string shownValue(std::string_view raw);

// Where a property's identifier starts in the text.
std::uint64_t identifierOffset(std::string_view text, Property property);

// The findings of one check() call. Findings are recorded node by node in document order;
// those of a node are put in the order of the text when the node ends, so that the whole
// list is in document order without sorting it. Past the cap they are only counted.
class FindingLog {
public:
    FindingLog(std::string_view text, const CheckOptions &options);

    struct Finding {
        Severity severity;
        DiagnosticCode code;
        std::vector<std::string> arguments;
        // The line and column of this offset are appended to the arguments.
        std::optional<std::uint64_t> referenceOffset = std::nullopt;
    };

    // Whether a finding made now can still be listed: past the cap findings are only
    // counted, so a check that may find many spells out their arguments only while this holds
    // (a file may have hundreds of thousands of moves on occupied points).
    bool listing() const { return kept_.size() < limit(); }
    // The runs checked at once each have a log; the findings of a later run are
    // listed after those of the runs before it, so it can list at most the cap less what they
    // have listed so far (which only grows): each log tells the others how many it lists,
    // now and then, in listed[run], and stops spelling out findings that could never be shown.
    struct alignas(64) Listed { // a cache line each: the threads read each other's often
        std::atomic<std::size_t> count{0};
    };
    void shareListing(std::vector<Listed> &listed, std::size_t run);
    // A finding whose arguments are made (by makeArguments()) only when it can be listed.
    template <typename MakeArguments>
    Finding finding(Severity severity, DiagnosticCode code, MakeArguments makeArguments) const
    {
        return {severity, code, listing() ? makeArguments() : std::vector<std::string>()};
    }

    // At the '[' of one of the property's values.
    void atValue(Node node, Property property, std::size_t value, Finding finding);
    // At the property's identifier.
    void atProperty(Node node, Property property, Finding finding);
    // The node's findings so far go into the list (or are counted).
    void endNode();
    // The findings of the games after this log's, checked into a log of their own, go after
    // this log's as if recorded here (listed up to the cap, counted past it).
    void append(FindingLog &&later);
    CheckResult finish();
    std::string_view text() const { return text_; }

    struct Pending {
        std::uint64_t offset;
        std::uint32_t node;
        std::string_view property; // the identifier, in the checked collection
        Finding finding;
    };

private:
    void record(std::uint64_t offset, Node node, Property property, Finding finding);
    void trimNode(std::size_t room);
    void countUnlisted(std::uint64_t offset, Severity severity);
    void keep(Pending &&pending);
    // How many this log may list: the cap, less what the runs before it list.
    std::size_t limit() const;
    std::size_t room() const
    {
        const std::size_t limit = this->limit(); // once: another run may tell more meanwhile
        return limit > kept_.size() ? limit - kept_.size() : 0;
    }
    void publishListed();

    static constexpr std::uint64_t noLimit = ~std::uint64_t(0);

    std::string_view text_;
    std::size_t maximum_;
    std::vector<Listed> *listed_ = nullptr; // shareListing's
    std::size_t run_ = 0;
    std::size_t published_ = 0; // the count last told
    std::vector<Pending> node_; // the current node's
    // Past trimNode(), the offset from which the node's findings can no longer be listed.
    std::uint64_t nodeLimit_ = noLimit;
    std::vector<Pending> kept_;
    SeverityCounts unlisted_{};
    std::uint64_t firstUnlisted_ = 0;
};

// The groups whose points must be unique within a node: "CR, MA, SL, SQ and TR points must
// be unique, i.e. it's illegal to have two or more of these markups on the same point";
// LB's, TB's and TW's together ("it's illegal to list the same point in TB and TW"), VW's;
// and setup, "AB, AW and AE must have unique points".
enum Group : std::uint8_t {
    Markup,
    Label,
    Territory,
    Setup,
    View,
    GroupCount,
    NoGroup = GroupCount
};

// What the node rules ask of an identifier besides its table entry.
enum class Role : std::uint8_t {
    Other,
    Move,               // B, W
    MoveAnnotation,     // BM, DO, IT, TE
    Ko,                 // KO
    PositionAnnotation, // DM, GB, GW, UC
    Line,               // AR, LN
};

// An identifier's table entry and role, looked up once per check() for every identifier the
// collection uses rather than once per property.
struct IdRules {
    const PropertyInfo *info = nullptr;
    Role role = Role::Other;
    Group group = NoGroup;
};
// The rules of every identifier of one or two letters. Every identifier the tables know has one
// or two (tst_properties), so a longer one has none: a file of millions of distinct long
// identifiers costs no table.
class IdTable {
public:
    IdTable();
    const IdRules &of(std::uint32_t id) const { return id < shortIdCount ? rules_[id] : none_; }

private:
    std::array<IdRules, shortIdCount> rules_;
    IdRules none_;
};

// The facts about a node that several checks use, found in one pass over its properties.
struct NodeFacts {
    Node node;
    std::uint32_t parent = 0; // its index, none for a root
    bool isRoot = false;
    std::optional<Property> move;         // the B or W that is the move (the first)
    std::optional<Property> secondMove;   // a later B or W
    std::optional<Property> firstSetup;   // AB, AE, AW or PL
    std::optional<Property> moveProperty; // any property of FF[4]'s type "move"
    std::optional<Property> firstGameInfo;
    // Per property of the node, in order: 8 bytes, since a node may have millions.
    struct PropertyFacts {
        std::uint32_t id = 0;
        // A move of two letters naming a point (or, in a game other than Go, any two
        // letters): no check of values finds anything in it.
        bool plainMove = false;
    };
    static_assert(sizeof(PropertyFacts) == 8);
    std::vector<PropertyFacts> properties;
    const IdTable *ids = nullptr;
    // The check's cancel flag, read every cancelEvery properties by the passes over a node's
    // properties: a node may have a hundred million of them.
    const std::atomic<bool> *cancel = nullptr;
    static constexpr std::uint32_t cancelEvery = 4096;
    bool cancelledAt(std::uint32_t p) const
    {
        return p % cancelEvery == cancelEvery - 1 && cancel &&
               cancel->load(std::memory_order_relaxed);
    }
    const IdRules &rules(std::size_t p) const { return ids->of(properties[p].id); }
    Property property(std::size_t p) const { return node.property(p); }
    // Whether the node has any property of a root, an annotation, one with unique points.
    bool rootProperty = false, annotation = false, uniquePoints = false;
};
// Fills facts for node (its vectors are reused from node to node).
void findFacts(Node node, const TreeData &data, const IdTable &ids, const Game &game,
               NodeFacts &facts);

// The common node of a game record: one B or W property, compact, of two letters that name a
// point of the Go board. When the game's file format has B and W (plainMovesChecked), no check
// of values or node rule finds anything in it (as checkProperties skips a plainMove), so it
// is checked without finding its facts.
struct PlainMove {
    std::uint32_t property;
    Point point;
    Color color;
};
std::optional<PlainMove> plainMoveOf(const TreeData &data, std::uint32_t node, const Game &game);
// Whether B and W are of the game's file format and not obsolete: nothing to note in them.
bool plainMovesChecked(const IdTable &ids, const Game &game);

// Where a run of the check starts: at a game tree's root, or (node) at a node inside it.
struct RunStart {
    std::size_t tree = 0;
    std::uint32_t node = none;
};
// Where each of at most `runs` runs of a check on as many threads starts, the first at the
// collection's start: about as many nodes in each. A run may start inside a game (one game
// may be most of a file), at a node whose ancestors are few, as the run goes along them
// first: a start that costs a quarter of a run's share or more is not taken (a game of one
// long line is not split).
std::vector<RunStart> splitRuns(const Collection &collection, std::size_t runs);
// check() with the runs starting there (the first at the collection's start), taken in turn
// by `threads` threads: the same result wherever they start.
CheckResult checkInRuns(const Collection &collection, const CheckOptions &options,
                        std::vector<RunStart> starts, std::size_t threads);

// check_values.cpp: each property's values against its type, and the property itself.
void checkProperties(const NodeFacts &facts, const Game &game, FindingLog &log);

// check_nodes.cpp: the rules of a node's properties together, and of game info on a line.
class NodeRules {
public:
    explicit NodeRules(std::string_view text) : text_(text) {}
    // Starts a game tree.
    void reset(const Game &game);
    void check(const NodeFacts &facts, FindingLog &log);
    // The same for a node whose one property is a plain move (PlainMove): no rule of a node
    // finds anything in it, and it holds no game info.
    void checkPlainMove(std::uint32_t node, std::uint32_t parent);

private:
    void leaveFor(std::uint32_t parent);
    void checkAnnotations(const NodeFacts &facts, FindingLog &log);
    void checkGameInfo(const NodeFacts &facts, FindingLog &log);
    void checkUniquePoints(const NodeFacts &facts, FindingLog &log);

    std::string_view text_;
    Game game_;
    // The path from the root to the node being checked, and the game-info node on it, as runs
    // of consecutive nodes (a line of first children) with the same game info: a line of a
    // million nodes is one run, not a million steps.
    struct Run {
        std::uint32_t first;
        std::uint32_t last;
        std::uint64_t gameInfo; // offset of its first game-info property, or noGameInfo
    };
    static constexpr std::uint64_t noGameInfo = std::uint64_t(-1);
    void push(std::uint32_t node, std::uint64_t gameInfo);
    std::uint64_t parentGameInfo() const
    {
        return path_.empty() ? noGameInfo : path_.back().gameInfo;
    }
    std::vector<Run> path_;
    // Per point and group of markup (or setup) that must be unique: the node that last
    // used it, and the property that did.
    struct Use {
        std::uint32_t node = 0xFFFFFFFFu;
        std::uint32_t property = 0;
    };
    std::vector<Use> uses_;
    std::vector<Point> points_;
};

// check_position.cpp: the Go position as the game is played (a move on a stone, a suicide,
// setup that changes nothing), node by node in document order: a board that goes forward
// along a line, with a copy kept at each fork until its last variation starts. Past
// maxForks_ copies every other one is dropped: a variation whose fork has none starts from
// the nearest copy above and replays the line between, so memory stays bounded however
// deep the variations nest.
class PositionRules {
public:
    // Starts the game tree of root.
    void reset(const Game &game, Node root);
    // The next node of that game tree in document order.
    void check(Node node, FindingLog &log);
    // The same for a node whose one property is a plain move.
    void checkPlainMove(Node node, const PlainMove &move, FindingLog &log);
    // Goes on from node of that game tree instead of its root (a run of the check that starts
    // inside a game): its ancestors (the parent first) applied without findings, and copies
    // kept at those whose later variations are still to come, as a walk from the root would
    // have them at node.
    void resumeAt(std::uint32_t node, std::span<const std::uint32_t> ancestors);

private:
    void enter(std::uint32_t node);
    void leave(std::uint32_t node);
    void play(std::uint32_t property, Point point, Color color, const Node *node, FindingLog *log);
    struct Fork {
        std::uint32_t node = 0;
        std::vector<Color> stones; // the board after it
    };
    void startVariation(std::uint32_t parent, bool lastVariation);
    void keepFork(std::uint32_t node);
    void apply(std::uint32_t node, const Node *handle, FindingLog *log);
    void applySetup(std::uint32_t property, Color color, const Node *node, FindingLog *log);
    static void reportSetup(Node node, Property property, std::uint32_t value, int points,
                            int unchanged, FindingLog &log);

    const TreeData *data_ = nullptr;
    Game game_;
    BoardSize size_;
    Board board_;
    std::vector<Color> empty_;
    std::uint32_t current_ = 0; // the node board_ shows
    std::vector<Fork> forks_;   // the first forkCount_ are kept, from the root down
    std::size_t forkCount_ = 0;
    std::size_t maxForks_ = 0;
    // Scratch, kept to avoid allocating on every node.
    std::vector<StoneChange> changes_;
    std::vector<std::uint32_t> replay_;
    std::vector<std::pair<Point, Point>> rectangles_;
};

// check_position.cpp: the games of one file together.
class CollectionRules {
public:
    void checkRoot(Node root, FindingLog &log) { visit(root, &log); }
    // What an earlier game sets (the first FF, GM, CA), without checking it: to check a
    // later run of games apart from the earlier ones. True once nothing later can change it.
    bool observeRoot(Node root);

private:
    void visit(Node root, FindingLog *log);

    struct First {
        std::string value; // as messages show it
        std::string key;   // as values are compared
        bool seen = false;
    };
    First fileFormat_, game_, charset_;
};

} // namespace sgf::detail
