#include "sgf/search.h"

#include "sgf/game.h"
#include "sgf/properties.h"
#include "sgf/text.h"
#include "text_p.h"
#include "tree_data_p.h"

#include <algorithm>
#include <array>
#include <vector>

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

// The game of each node of a walk in document order: the index of its game tree, found once
// for the first node and then moved on.
class GameCursor {
public:
    GameCursor(const Collection &collection, std::uint32_t firstNode)
        : collection_(collection), games_(collection.size())
    {
        // The last root at or before the first node (roots are in document order).
        std::size_t low = 0, high = games_;
        while (low < high) {
            const std::size_t middle = low + (high - low) / 2;
            if (collection.tree(middle).root().index() <= firstNode)
                low = middle + 1;
            else
                high = middle;
        }
        game_ = low > 0 ? low - 1 : 0;
        nextGameStart_ = startOf(game_ + 1);
    }
    // For nodes in document order only.
    std::size_t of(std::uint32_t node)
    {
        while (node >= nextGameStart_) nextGameStart_ = startOf(++game_ + 1);
        return game_;
    }

private:
    std::uint32_t startOf(std::size_t game) const
    {
        return game < games_ ? collection_.tree(game).root().index()
                             : static_cast<std::uint32_t>(collection_.nodeCount());
    }

    const Collection &collection_;
    std::size_t games_;
    std::size_t game_ = 0;
    std::uint32_t nextGameStart_ = 0;
};

// Calls visit(game, node) for each node of options' range in document order, with the index of
// the node's game tree, until it returns false; checks stop every few hundred nodes.
template <typename Visit>
SearchEnd forEachNode(const Collection &collection, const SearchOptions &options,
                      std::stop_token stop, Visit visit)
{
    const auto nodeCount = static_cast<std::uint32_t>(collection.nodeCount());
    const std::uint32_t end = std::min(options.endNode, nodeCount);
    if (options.firstNode >= end) return SearchEnd::Finished;
    GameCursor games(collection, options.firstNode);
    constexpr std::uint32_t nodesBetweenChecks = 256;
    for (std::uint32_t index = options.firstNode; index < end; ++index) {
        if (index % nodesBetweenChecks == 0 && stop.stop_requested()) return SearchEnd::Cancelled;
        if (!visit(games.of(index), collection.node(index))) return SearchEnd::Stopped;
    }
    return SearchEnd::Finished;
}

} // namespace

namespace {

// Which identifiers of a tree the options' scope covers, by id (detail::TreeData): worked out
// once for the tree, so that the walk over every property asks a table instead of comparing
// names and looking each one up in the table of known properties.
class IdsInScope {
public:
    IdsInScope(const detail::TreeData &data, const SearchOptions &options)
        : all_(options.scope == SearchScope::AnyValue)
    {
        if (all_) return;
        wanted_.assign(detail::shortIdCount + data.longIds.size(), false);
        const auto want = [this](std::uint32_t id) {
            if (id != detail::none) wanted_[id] = true;
        };
        switch (options.scope) {
        case SearchScope::CommentsAndNames:
            want(detail::shortId('C'));
            want(detail::shortId('N'));
            break;
        case SearchScope::GameInfo:
            for (std::uint32_t id = 0; id < wanted_.size(); ++id) {
                const PropertyInfo *info = findProperty(data.idName(id));
                if (info && info->category == Category::GameInfo) wanted_[id] = true;
            }
            break;
        case SearchScope::Identifier:
            want(detail::findId(data, options.identifier));
            break;
        case SearchScope::AnyValue:
            break;
        }
        none_ = std::find(wanted_.begin(), wanted_.end(), true) == wanted_.end();
        for (std::uint32_t id = 0; id < detail::shortIdCount; ++id) {
            if (wanted_[id])
                lastLetters_[std::size_t('A' + (id < 26 ? id : (id - 26) % 26))] = true;
        }
    }
    bool none() const { return none_; }
    // Whether the scope covers property p of data.
    bool covers(const detail::TreeData &data, std::uint32_t p) const
    {
        if (all_) return true;
        const std::uint32_t word = data.properties[p];
        if (word & detail::fullBit) return wanted_[data.fullProperties[word & ~detail::fullBit].id];
        // A compact property's identifier ends with the letter before its value's '[': that one
        // byte rules out nearly every move when comments are searched.
        if (!lastLetters_[static_cast<unsigned char>(data.text.data()[word - 2])]) return false;
        return wanted_[data.compactId(word)];
    }

private:
    bool all_;
    bool none_ = false;
    std::vector<bool> wanted_;
    std::array<bool, 256> lastLetters_{}; // of the wanted identifiers of one or two letters
};

} // namespace

SearchEnd search(const Collection &collection, const SearchOptions &options,
                 const TextMatcher &matcher, const std::function<bool(const SearchHit &)> &found,
                 std::stop_token stop)
{
    const auto nodeCount = static_cast<std::uint32_t>(collection.nodeCount());
    const std::uint32_t end = std::min(options.endNode, nodeCount);
    if (options.firstNode >= end) return SearchEnd::Finished;
    if (stop.stop_requested()) return SearchEnd::Cancelled;
    // The arrays behind the handles: the walk reads each property's id and values there.
    const detail::TreeData &data = detail::NodeAccess::data(collection.node(0));
    const IdsInScope inScope(data, options);
    if (inScope.none()) return SearchEnd::Finished;
    // Property by property rather than node by node: the properties of the nodes in range are
    // one stretch of the array, and most are out of scope (the moves, when comments are
    // searched). The node and game of one in scope are found by moving on from the last.
    GameCursor games(collection, options.firstNode);
    std::uint32_t node = options.firstNode;
    const std::uint32_t firstProperty = data.firstProperty(node);
    const std::uint32_t propertyEnd = data.propertyEnd(end - 1);
    std::string buffer; // decoded values, reused
    constexpr std::uint32_t propertiesBetweenChecks = 256;
    for (std::uint32_t p = firstProperty; p < propertyEnd; ++p) {
        if ((p - firstProperty) % propertiesBetweenChecks == propertiesBetweenChecks - 1 &&
            stop.stop_requested())
            return SearchEnd::Cancelled;
        if (!inScope.covers(data, p)) continue;
        while (data.propertyEnd(node) <= p) ++node;
        const Node handle = collection.node(node);
        const std::uint32_t index = p - data.firstProperty(node);
        const Property property = handle.property(index);
        const std::uint32_t valuesEnd = data.valueEnd(p);
        for (std::uint32_t v = data.firstValue(p); v < valuesEnd; ++v) {
            const std::string_view text = detail::decodeSimpleText(data.valueRaw(v), buffer);
            SearchHit hit{games.of(node),         handle, property, index,
                          v - data.firstValue(p), text,   {}};
            bool stopped = false;
            matcher.findAll(text, [&](TextMatch match) {
                hit.match = match;
                stopped = !found(hit);
                return !stopped;
            });
            if (stopped) return SearchEnd::Stopped;
        }
    }
    return SearchEnd::Finished;
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

constexpr std::string_view ellipsis = "…";

} // namespace

HitContext contextOf(std::string_view text, TextMatch match, std::size_t width)
{
    const std::size_t begin = charactersBack(text, match.begin, width);
    HitContext context;
    appendContext(context.text, text, match, width);
    context.matchBegin = (begin > 0 ? ellipsis.size() : 0) + (match.begin - begin);
    context.matchEnd = context.matchBegin + (match.end - match.begin);
    return context;
}

void appendContext(std::string &out, std::string_view text, TextMatch match, std::size_t width)
{
    const std::size_t begin = charactersBack(text, match.begin, width);
    const std::size_t end = charactersForward(text, match.end, width);
    if (begin > 0) out += ellipsis;
    out.append(text.substr(begin, end - begin));
    if (end < text.size()) out += ellipsis;
}

} // namespace sgf
