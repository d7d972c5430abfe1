// Private: the checks of sgf/check.h, one file per family of rules (check_values.cpp,
// check_nodes.cpp, check_position.cpp), and the log they record findings in (check.cpp).
#pragma once

#include "sgf/check.h"
#include "sgf/game.h"
#include "sgf/position_cursor.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sgf::detail {

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

    // At the '[' of one of the property's values.
    void atValue(Node node, Property property, std::size_t value, Finding finding);
    // At the property's identifier.
    void atProperty(Node node, Property property, Finding finding);
    // The node's findings so far go into the list (or are counted).
    void endNode();
    CheckResult finish();
    std::string_view text() const { return text_; }

private:
    struct Pending {
        std::uint64_t offset;
        std::uint32_t node;
        std::string property;
        Finding finding;
    };
    void record(std::uint64_t offset, Node node, Property property, Finding finding);

    std::string_view text_;
    std::size_t maximum_;
    std::vector<Pending> node_; // the current node's
    std::vector<Pending> kept_;
    SeverityCounts unlisted_{};
    std::uint64_t firstUnlisted_ = 0;
};

// The facts about a node that several checks use, found in one pass over its properties.
struct NodeFacts {
    Node node;
    bool isRoot = false;
    std::optional<Property> move;         // the B or W that is the move (the first)
    std::optional<Property> secondMove;   // a later B or W
    std::optional<Property> firstSetup;   // AB, AE, AW or PL
    std::optional<Property> moveProperty; // any property of FF[4]'s type "move"
    std::optional<Property> firstGameInfo;
};
NodeFacts factsOf(Node node);

// check_values.cpp: each property's values against its type, and the property itself.
void checkProperties(const NodeFacts &facts, const Game &game, FindingLog &log);

// check_nodes.cpp: the rules of a node's properties together, and of game info on a line.
class NodeRules {
public:
    explicit NodeRules(std::string_view text) : text_(text) {}
    // Starts a game tree.
    void reset(const Game &game);
    void check(const NodeFacts &facts, FindingLog &log);

private:
    void checkAnnotations(const NodeFacts &facts, FindingLog &log);
    void checkGameInfo(const NodeFacts &facts, FindingLog &log);
    void checkUniquePoints(const NodeFacts &facts, FindingLog &log);

    std::string_view text_;
    Game game_;
    // The path from the root to the node being checked, and the game-info node on it.
    struct Step {
        std::uint32_t node;
        std::optional<std::uint64_t> gameInfo; // offset of its first game-info property
    };
    std::vector<Step> path_;
    // Per point and group of markup (or setup) that must be unique: the node that last
    // used it, and the property that did.
    struct Use {
        std::uint32_t node = 0xFFFFFFFFu;
        std::uint32_t property = 0;
    };
    std::vector<Use> uses_;
    std::vector<Point> points_;
    std::vector<std::pair<Point, Point>> lines_;
};

// check_position.cpp: the Go position as the game is played, one walk in document order.
void checkPosition(const PositionCursor &cursor, FindingLog &log);

// check_position.cpp: the games of one file together.
class CollectionRules {
public:
    void checkRoot(Node root, FindingLog &log);

private:
    struct First {
        std::string value; // as messages show it
        std::string key;   // as values are compared
        bool seen = false;
    };
    First fileFormat_, game_, charset_;
};

} // namespace sgf::detail
