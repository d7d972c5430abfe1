// Finding text in a collection's values: which values a scope covers, the walk over them in
// document order, and the context a hit is shown in. Plain C++; the matching itself is a
// TextMatcher's (sgf/text_matcher.h), so the window can plug in regular expressions.
//
// What is matched is a value's decoded text, decoded as SimpleText (sgf/text.h): escapes
// removed, soft line breaks joined, and every other line break a space, so that "a line
// break in the file does not hide a phrase". It has the same length as the value decoded as
// Text (a line break is one byte either way), so a hit's offsets are also offsets in the text
// the comment pane shows.
#pragma once

#include "sgf/color.h"
#include "sgf/point.h"
#include "sgf/text_matcher.h"
#include "sgf/tree.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <stop_token>
#include <string>
#include <string_view>

namespace sgf {

enum class SearchScope : std::uint8_t {
    CommentsAndNames, // C and N: what a reader reads (the default)
    GameInfo,         // every property of the game-info category (PB, PW, EV, DT, RE, ...)
    AnyValue,         // every value of every property, known or not
    Identifier,       // the properties with one identifier
};

struct SearchOptions {
    SearchScope scope = SearchScope::CommentsAndNames;
    std::string identifier; // for SearchScope::Identifier
    // The nodes searched, by document order: [firstNode, endNode). A game is
    // [root.index(), root.subtreeEnd()); the default is the whole collection.
    std::uint32_t firstNode = 0;
    std::uint32_t endNode = std::numeric_limits<std::uint32_t>::max();
};

// Whether a property's values are searched under these options.
bool inScope(const Property &property, const SearchOptions &options);

struct SearchHit {
    std::size_t game; // index of the node's game tree in the collection
    Node node;
    Property property;
    std::size_t propertyIndex; // among the node's properties
    std::size_t valueIndex;
    std::string_view text; // the value's decoded text; valid only during the callback
    TextMatch match;       // in text
};

enum class SearchEnd : std::uint8_t {
    Finished,  // every node was searched
    Stopped,   // the callback returned false
    Cancelled, // stop was requested
};

// Calls found for every match in the values in scope, in document order (node, then
// property, then value, then place in the value) until it returns false. stop is checked
// every few hundred properties (searchMoves: nodes), so a search of a huge file ends soon after it
// is requested.
SearchEnd search(const Collection &collection, const SearchOptions &options,
                 const TextMatcher &matcher, const std::function<bool(const SearchHit &)> &found,
                 std::stop_token stop = {});

// Search by point: calls found for every node, in document order, whose move (sgf/game.h:
// Game::moveOf, so a value that is no point on its game's board is no move, and passes are
// never at a point) is a stone at point, played by color (either colour when color is Empty).
// Only Go games have points. A hit is the move's B or W: its first value, the match that value
// whole. The scope and identifier of options are not used, only its range of nodes.
SearchEnd searchMoves(const Collection &collection, const SearchOptions &options, Point point,
                      Color color, const std::function<bool(const SearchHit &)> &found,
                      std::stop_token stop = {});

// A hit in its context: up to about width characters of text on each side of the match,
// cut at character boundaries, with "…" where text was cut.
struct HitContext {
    std::string text;
    std::size_t matchBegin = 0; // the match's bytes in text
    std::size_t matchEnd = 0;
};
HitContext contextOf(std::string_view text, TextMatch match, std::size_t width = 30);
// HitContext::text appended to out, for printing many hits without a string for each.
void appendContext(std::string &out, std::string_view text, TextMatch match,
                   std::size_t width = 30);

} // namespace sgf
