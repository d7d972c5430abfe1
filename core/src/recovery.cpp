// Where the input leaves SGF's rules. A strict parse stops here with the seed contract's
// message; a lenient one repairs what it soundly can, says what it did (a Warning, or an
// Error when data is lost), and goes on reading.
#include "parser_p.h"
#include "parser_text_p.h"
#include "sgf/grammar.h"
#include "sgf/message_text.h"

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace sgf::detail {

namespace {

bool onlySpace(const char *from, const char *to)
{
    return std::all_of(from, to, grammar::isWhiteSpace);
}

} // namespace

// Something other than a game tree at the top level: an empty tree "()", or text a lenient
// parse skips up to the next '(' that opens a tree.
void Parser::strayAtTopLevel(const char *&firstEmptyTree)
{
    if (!lenient_) {
        if (roots_.empty()) fail("tree missing", p_);
        fail("unexpected " + describeCharacter(p_, e_) + " after the game tree", p_);
    }
    if (*p_ == '(') {
        const char *decided = b_ + grammar::checkTreeStart(d_.text, offset(p_)).decidedAt;
        if (decided < e_ && *decided == ')' && onlySpace(p_ + 1, decided)) {
            warn(DiagnosticCode::EmptyGameTreeDropped, p_);
            if (!firstEmptyTree) firstEmptyTree = p_;
            p_ = decided + 1;
            return;
        }
    }
    const char *start = p_;
    p_ = b_ + grammar::findTreeStart(d_.text, offset(p_));
    const DiagnosticCode where = roots_.empty() ? DiagnosticCode::TextBeforeFirstTree
                                 : p_ == e_     ? DiagnosticCode::TextAfterLastTree
                                                : DiagnosticCode::TextBetweenTrees;
    warn(where, start, {excerpt(start, p_)});
}

// A '(' not followed by ';': an empty tree or variation is dropped, and a '(' right before
// more of them ("((;A)(;B))") gives way to them, each read where it stands.
void Parser::treeWithoutNode(const char *open, std::uint32_t current)
{
    if (!lenient_) {
        if (p_ == e_) fail("missing ')'", p_);
        if (*p_ == ')' || *p_ == '(') fail("tree with no nodes", open);
        fail("unexpected " + describeCharacter(p_, e_) + ", expected ';'", p_);
    }
    if (p_ < e_ && *p_ == ')') {
        warn(current == none ? DiagnosticCode::EmptyGameTreeDropped
                             : DiagnosticCode::EmptyVariationDropped,
             open);
        ++p_;
        stack_.pop_back();
    } else if (p_ < e_ && *p_ == '(') {
        warn(DiagnosticCode::TreeWithoutNode, open);
    }
}

// The input ends inside game trees: each is closed.
void Parser::treeLeftOpen()
{
    if (!lenient_) fail("missing ')'", p_);
    if (!truncated_) // else the error on the open value says it all
        warn(stack_.size() > 1 ? DiagnosticCode::TreesLeftOpen : DiagnosticCode::TreeLeftOpen, p_,
             {std::to_string(stack_.size())});
    stack_.clear();
}

// Something other than ';', '(' or ')' where a node or variation should start.
void Parser::strayInTree()
{
    if (isLetter(*p_)) {
        if (!lenient_) fail("unexpected " + describeCharacter(p_, e_) + ", expected ';'", p_);
        warn(DiagnosticCode::PropertiesWithoutNode, p_);
        startNode(p_);
        readNodes();
        return;
    }
    strayInNode();
}

// Something other than a property among a node's properties: values without one, or junk.
void Parser::strayInNode()
{
    if (*p_ == '[') {
        if (!lenient_) fail("value without property", p_);
        warn(DiagnosticCode::ValuesWithoutProperty, p_);
        skipValues();
        return;
    }
    if (!lenient_) fail("unexpected " + describeCharacter(p_, e_), p_);
    skipJunk();
}

void Parser::nodeAfterVariations(const char *at)
{
    if (!lenient_) fail("node after variations", at);
    warn(DiagnosticCode::NodeAfterVariations, at);
    stack_.back().sawVariation = false;
}

// An identifier with lowercase letters, FF[3] style: read as its capitals.
std::uint32_t Parser::oldIdentifier(std::string_view spelling, const char *start, std::size_t open)
{
    if (!lenient_) fail("property must be in uppercase", start);
    if (open == grammar::npos) {
        propertyWithoutValue(start);
        return none;
    }
    p_ = b_ + open;
    const std::string id = grammar::identifierOf(spelling);
    if (id.empty()) {
        warn(DiagnosticCode::IdentifierWithoutUpper, start, {quoteText(spelling)});
        skipValues();
        return none;
    }
    if (warnedSpellings_.insert(std::string(spelling)).second) {
        spellingWarnings_.emplace_back(spelling, offset(start));
        warn(DiagnosticCode::OldIdentifier, start, {quoteText(spelling), quoteText(id)});
    }
    return intern(id);
}

// Letters that no '[' follows: skipped with what follows them up to the next token.
void Parser::propertyWithoutValue(const char *start)
{
    if (!lenient_) fail("properties without delimiter", start);
    p_ = start;
    skipJunk();
}

void Parser::repeatedProperty(std::uint32_t id, const char *at)
{
    const std::string name = quoteText(idName(id));
    if (!lenient_) fail("property '" + name + "' repeated in node", at);
    warn(DiagnosticCode::RepeatedProperty, at, {name});
    nodeHasRepeat_ = true;
    setNodeLimit();
}

// A repeated property's values join its first occurrence, so each node keeps one property
// per identifier with contiguous values. Done once per node, in O(k log k). The node is the
// last one read, so its full records and their values are the last ones too: rewritten.
void Parser::mergeRepeatedProperties()
{
    if (!nodeHasRepeat_) return;
    nodeHasRepeat_ = false;
    const auto first = d_.firstProperty(nodeCount_ - 1);
    const auto last = propertyCount_;
    struct Group {
        std::uint32_t id;
        std::uint32_t compactWord; // the word of a group of one compact property, else none
        std::vector<ValueRecord> values;
    };
    std::vector<Group> groups;
    std::unordered_map<std::uint32_t, std::size_t> groupOf; // id -> index in groups
    std::uint32_t firstFull = none;
    for (auto i = first; i < last; ++i) {
        const std::uint32_t id = d_.propertyId(i);
        const auto [at, added] = groupOf.try_emplace(id, groups.size());
        if (added) groups.push_back({id, none, {}});
        Group &group = groups[at->second];
        const std::uint32_t word = d_.properties[i];
        if (!(word & fullBit)) {
            group.compactWord = added ? word : none;
            group.values.push_back({word, d_.compactLength(word)});
            continue;
        }
        group.compactWord = none;
        const std::uint32_t full = word & ~fullBit;
        if (firstFull == none) firstFull = full;
        const auto valueEnd =
            full + 1 < fullCount_ ? d_.fullProperties[full + 1].firstValue : valueCount_;
        group.values.insert(group.values.end(),
                            d_.values.begin() + d_.fullProperties[full].firstValue,
                            d_.values.begin() + valueEnd);
    }
    if (firstFull != none) {
        valueCount_ = d_.fullProperties[firstFull].firstValue;
        fullCount_ = firstFull;
    }
    // Fewer properties, and no more records than values: all fit where the old ones were
    // and in the room every '[' has.
    auto property = first;
    for (const Group &group : groups) {
        if (group.compactWord != none && group.values.size() == 1) {
            d_.properties[property++] = group.compactWord;
            continue;
        }
        d_.fullProperties[fullCount_] = {group.id, valueCount_};
        d_.properties[property++] = fullBit | fullCount_++;
        for (const ValueRecord &value : group.values) d_.values[valueCount_++] = value;
    }
    propertyCount_ = property;
}

// The input ends inside a value: what came before is kept, and the parse stops.
void Parser::valueLeftOpen(const char *open)
{
    if (!lenient_) fail("unterminated value", open);
    record(Severity::Error, DiagnosticCode::UnterminatedValue, open);
    truncated_ = true;
    p_ = e_;
}

void Parser::skipValues()
{
    const auto count = valueCount_;
    while (p_ < e_ && *p_ == '[') {
        if (p_ >= cut_) passedCut(); // the values' room is counted up to the next part
        if (!readValue()) break;
        skipSpace();
    }
    valueCount_ = count;
}

// Skips text up to the next structure character or property, as one problem.
void Parser::skipJunk()
{
    const char *start = p_;
    const char *identifierEnd = nullptr;
    while (p_ < e_) {
        const char c = *p_;
        if (c == ';' || c == '(' || c == ')' || c == '[') break;
        if (isLetter(c)) {
            if (grammar::propertyValueStart(d_.text, offset(p_)) != grammar::npos) break;
            const char *q = b_ + grammar::skipIdentifierLetters(d_.text, offset(p_));
            if (p_ == start) identifierEnd = q;
            p_ = q;
            continue;
        }
        ++p_;
    }
    const bool oneIdentifier = identifierEnd && onlySpace(identifierEnd, p_) &&
                               std::any_of(start, identifierEnd, grammar::isUpper);
    if (oneIdentifier)
        warn(DiagnosticCode::PropertyWithoutValue, start,
             {quoteText(std::string_view(start, std::size_t(identifierEnd - start)))});
    else if (p_ - start > 1)
        warn(DiagnosticCode::UnexpectedText, start, {excerpt(start, p_)});
    else if (const std::string character = printableCharacter(start, e_); !character.empty())
        warn(DiagnosticCode::UnexpectedCharacter, start, {character});
    else
        warn(DiagnosticCode::UnexpectedByte, start, {byteValue(start)});
}

} // namespace sgf::detail
