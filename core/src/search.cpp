#include "sgf/search.h"

#include "sgf/game.h"
#include "sgf/properties.h"
#include "sgf/text.h"
#include "text_p.h"

#include <algorithm>

namespace sgf {

bool inScope(const Property &property, const SearchOptions &options)
{
    switch (options.scope) {
    case SearchScope::CommentsAndNames: {
        const std::string_view id = property.id();
        return id == "C" || id == "N";
    }
    case SearchScope::GameInfo: {
        const PropertyInfo *info = property.info();
        return info && info->category == Category::GameInfo;
    }
    case SearchScope::AnyValue:
        return true;
    case SearchScope::Identifier:
        return property.id() == options.identifier;
    }
    return false;
}

namespace {

// Calls visit(game, node) for each node of options' range in document order, with the index of
// the node's game tree, until it returns false; checks stop every few hundred nodes.
template <typename Visit>
SearchEnd forEachNode(const Collection &collection, const SearchOptions &options,
                      std::stop_token stop, Visit visit)
{
    const auto nodeCount = static_cast<std::uint32_t>(collection.nodeCount());
    const std::uint32_t end = std::min(options.endNode, nodeCount);
    if (options.firstNode >= end) return SearchEnd::Finished;

    // The game of the first node: the last root at or before it (roots are in document order).
    std::size_t game = 0;
    const std::size_t games = collection.size();
    {
        std::size_t low = 0, high = games;
        while (low < high) {
            const std::size_t middle = low + (high - low) / 2;
            if (collection.tree(middle).root().index() <= options.firstNode)
                low = middle + 1;
            else
                high = middle;
        }
        game = low > 0 ? low - 1 : 0;
    }
    std::uint32_t nextGameStart =
        game + 1 < games ? collection.tree(game + 1).root().index() : nodeCount;

    constexpr std::uint32_t nodesBetweenChecks = 256;
    for (std::uint32_t index = options.firstNode; index < end; ++index) {
        if (index % nodesBetweenChecks == 0 && stop.stop_requested()) return SearchEnd::Cancelled;
        while (index >= nextGameStart) {
            ++game;
            nextGameStart = game + 1 < games ? collection.tree(game + 1).root().index() : nodeCount;
        }
        if (!visit(game, collection.node(index))) return SearchEnd::Stopped;
    }
    return SearchEnd::Finished;
}

} // namespace

SearchEnd search(const Collection &collection, const SearchOptions &options,
                 const TextMatcher &matcher, const std::function<bool(const SearchHit &)> &found,
                 std::stop_token stop)
{
    std::string buffer; // decoded values, reused
    return forEachNode(collection, options, stop, [&](std::size_t game, Node node) {
        bool stopped = false;
        std::size_t propertyIndex = 0;
        for (const Property property : node.properties()) {
            ++propertyIndex;
            if (!inScope(property, options)) continue;
            std::size_t valueIndex = 0;
            for (const Value value : property) {
                const std::string_view text = detail::decodeSimpleText(value.raw(), buffer);
                SearchHit hit{game, node, property, propertyIndex - 1, valueIndex++, text, {}};
                matcher.findAll(text, [&](TextMatch match) {
                    hit.match = match;
                    stopped = !found(hit);
                    return !stopped;
                });
                if (stopped) return false;
            }
        }
        return true;
    });
}

SearchEnd searchMoves(const Collection &collection, const SearchOptions &options, Point point,
                      Color color, const std::function<bool(const SearchHit &)> &found,
                      std::stop_token stop)
{
    std::string buffer;
    std::size_t rulesOfGame = collection.size(); // the game whose rules are read
    Game rules;
    return forEachNode(collection, options, stop, [&](std::size_t game, Node node) {
        if (game != rulesOfGame) {
            rules = Game(collection.tree(game).root());
            rulesOfGame = game;
        }
        if (!rules.isGo()) return true;
        const NodeMove move = rules.moveOf(node);
        if (move.kind != MoveKind::Point || move.point != point) return true;
        if (color != Color::Empty && move.color != color) return true;
        std::size_t propertyIndex = 0;
        for (const Property property : node.properties()) {
            if (property == *move.property) break;
            ++propertyIndex;
        }
        const std::string_view text = detail::decodeSimpleText(move.raw(), buffer);
        return found(SearchHit{game, node, *move.property, propertyIndex, 0, text,
                               TextMatch{0, text.size()}});
    });
}

namespace {

bool isContinuation(char c)
{
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Moves back from `from` over at most count characters, never before 0.
std::size_t charactersBack(std::string_view text, std::size_t from, std::size_t count)
{
    while (from > 0 && count > 0) {
        --from;
        while (from > 0 && isContinuation(text[from])) --from;
        --count;
    }
    return from;
}

std::size_t charactersForward(std::string_view text, std::size_t from, std::size_t count)
{
    while (from < text.size() && count > 0) {
        ++from;
        while (from < text.size() && isContinuation(text[from])) ++from;
        --count;
    }
    return from;
}

} // namespace

HitContext contextOf(std::string_view text, TextMatch match, std::size_t width)
{
    const std::size_t begin = charactersBack(text, match.begin, width);
    const std::size_t end = charactersForward(text, match.end, width);
    static constexpr std::string_view ellipsis = "…";
    HitContext context;
    if (begin > 0) context.text += ellipsis;
    context.matchBegin = context.text.size() + (match.begin - begin);
    context.matchEnd = context.matchBegin + (match.end - match.begin);
    context.text.append(text.substr(begin, end - begin));
    if (end < text.size()) context.text += ellipsis;
    return context;
}

} // namespace sgf
