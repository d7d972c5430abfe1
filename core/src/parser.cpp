// SGF's structure, read as FF[4] defines it (https://www.red-bean.com/sgf/sgf4.html):
//
//   Collection = GameTree { GameTree }                parseCollection
//   GameTree   = "(" Sequence { GameTree } ")"        parseTree, readTree, openFrame
//   Sequence   = Node { Node }                        readNodes
//   Node       = ";" { Property }                     startNode, addNode, readNodes
//   Property   = PropIdent PropValue { PropValue }    readProperty, addProperty
//   PropIdent  = UcLetter { UcLetter }                readProperty, readIdentifier
//   PropValue  = "[" CValueType "]"                   readValue, readOtherValue
//
// Wherever the input leaves these rules, a function of recovery.cpp takes over. Each token
// has one reader, whose common shape (an identifier of one or two capitals right before '[',
// a short plain value, a node in sequence) it tells at a glance, in the node loop, which
// keeps its state in registers (Cursor); any other shape goes to its general code, out of
// line, and the loop goes on.
#include "parallel_parse_p.h"
#include "parser_p.h"
#include "parser_text_p.h"
#include "scan_p.h"
#include "sgf/grammar.h"
#include "sgf_internal/record_vector_p.h"

#include <algorithm>
#include <cstring>

namespace sgf {

namespace detail {

Parser::Parser(TreeData &data, const ParseOptions &options)
    : d_(data), options_(options), lenient_(options.mode == ParseOptions::Mode::Lenient),
      b_(data.text.data()), p_(b_), e_(b_ + data.text.size()), cut_(e_ + 1),
      nextReport_(b_ + progressStep), log_(options.maxDiagnostics)
{
    seenIn_.assign(shortIdCount, none);
}

void Parser::run()
{
    if (d_.text.size() > maxTextSize) fail("input too large", b_);
    p_ = b_ + textStart(d_.text);
    sizeArrays();
    parseCollection();
    finish();
}

void Parser::finish()
{
    mergeRepeatedProperties(); // of the last node
    complete();
}

// The arrays cut to what was read (and joined, when read in parts), the tables made.
void Parser::complete()
{
    if (roots_.empty()) {
        if (firstEmptyTree_) fail("tree with no nodes", firstEmptyTree_);
        fail("tree missing", firstContent_ ? firstContent_ : p_);
    }
    d_.nodes.resize(nodeCount_);
    d_.properties.resize(propertyCount_);
    d_.fullProperties.resize(fullCount_);
    d_.values.resize(valueCount_);
    d_.laterChildren.assign(laterChildren_, nodeCount_);
    d_.siblings.assign(siblings_, nodeCount_);
    d_.roots = std::move(roots_);
    d_.treeSpans = std::move(treeSpans_);
    d_.longIds = std::move(longIds_);
    d_.longIdIndex = std::move(longIdIndex_); // the parser's, kept for Node::find
    shrink();
    d_.diagnostics = log_.resolve(d_.text);
    d_.unlistedDiagnostics = log_.dropped();
}

inline Parser::Cursor Parser::load() const
{
    return {p_,
            nodeCount_,
            propertyCount_,
            valueCount_,
            d_.nodes.data(),
            d_.properties.data(),
            d_.values.data(),
            nodeLimit_,
            nextReport_,
            cut_};
}

inline void Parser::store(const Cursor &c)
{
    p_ = c.p;
    nodeCount_ = c.nodeCount;
    propertyCount_ = c.propertyCount;
    valueCount_ = c.valueCount;
}

// Collection = GameTree { GameTree }. A lenient parse takes a '(' for a tree only where the
// grammar says one opens (prose often holds parentheses) and skips what lies around them.
// A part stops at the top level where the next part starts.
void Parser::parseCollection()
{
    for (;;) {
        skipSpace();
        if (p_ >= cut_) [[unlikely]] {
            if (p_ == cut_) {
                stoppedAtCut_ = true;
                return;
            }
            passedCut();
        }
        if (p_ == e_) break;
        if (!firstContent_) firstContent_ = p_;
        if (*p_ == '(' && (!lenient_ || grammar::checkTreeStart(d_.text, offset(p_)).opens))
            parseTree();
        else
            strayAtTopLevel(firstEmptyTree_);
    }
}

// This part cannot stop where the next one starts (it is inside a game tree or skipping text
// there), or it outgrew its region: a part read ahead gives up, the first one reads on alone
// to the end, and what the later parts read is dropped.
[[gnu::noinline]] void Parser::passedCut()
{
    if (speculative_) throw Abandoned{};
    if (parallel_) parallel_->goOnAlone();
    parallel_ = nullptr;
    cut_ = e_ + 1;
    nodeRoom_ = static_cast<std::uint32_t>(std::min<std::size_t>(d_.nodes.size(), none - 1));
    setNodeLimit();
}

// A game tree of the collection, and where it is in the text for each game read from it.
void Parser::parseTree()
{
    const auto begin = static_cast<std::uint32_t>(offset(p_));
    readTree();
    treeSpans_.resize(roots_.size(), {begin, static_cast<std::uint32_t>(offset(p_))});
}

// GameTree = "(" Sequence { GameTree } ")", nesting kept on an explicit stack.
void Parser::readTree()
{
    openFrame(none);
    while (!stack_.empty()) {
        skipSpace();
        if (p_ >= cut_) [[unlikely]]
            passedCut();
        if (p_ == e_) {
            treeLeftOpen();
            return;
        }
        switch (*p_) {
        case ';':
            ++p_;
            startNode(p_ - 1);
            readNodes();
            break;
        case '(':
            openFrame(stack_.back().current);
            break;
        case ')':
            ++p_;
            stack_.pop_back();
            break;
        default:
            strayInTree();
            break;
        }
    }
}

// "(" and then the first node of its sequence.
void Parser::openFrame(std::uint32_t current)
{
    const char *open = p_++;
    if (!stack_.empty()) stack_.back().sawVariation = true;
    stack_.push_back({current, false});
    skipSpace();
    if (p_ < e_ && *p_ == ';') return;
    treeWithoutNode(open, current);
}

void Parser::startNode(const char *at)
{
    Frame &frame = stack_.back();
    if (frame.sawVariation) nodeAfterVariations(at);
    frame.current = createNode(frame.current);
}

// A node under parent, numbered next in document order. Most are first children in
// sequence, which need nothing more: the rest, and anything else a node can need first, are
// out of line.
[[gnu::always_inline]] inline void Parser::addNode(Cursor &c, std::uint32_t parent)
{
    if (c.nodeCount >= c.nodeLimit || c.p >= c.reportAt) [[unlikely]] {
        store(c);
        prepareNode();
        c = load();
    }
    const auto n = c.nodeCount++;
    c.nodes[n] = c.propertyCount | firstChildBit;
    if (parent == none) [[unlikely]]
        linkRoot(n);
    else if (n != parent + 1) [[unlikely]]
        linkLaterChild(parent, n);
}

std::uint32_t Parser::createNode(std::uint32_t parent)
{
    Cursor c = load();
    addNode(c, parent);
    store(c);
    return c.nodeCount - 1;
}

// Before a node: the previous node's repeated properties merged, more room when lenient
// repairs made more nodes than there are ';', a progress report when one is due.
[[gnu::noinline]] void Parser::prepareNode()
{
    mergeRepeatedProperties();
    if (nodeCount_ >= none - 1) fail("too many nodes", p_);
    if (nodeCount_ >= nodeRoom_) {
        if (speculative_ || parallel_) passedCut(); // out of its region
        if (nodeCount_ == d_.nodes.size())
            d_.nodes.resize(d_.nodes.size() + d_.nodes.size() / 2 + 16);
        nodeRoom_ = static_cast<std::uint32_t>(std::min<std::size_t>(d_.nodes.size(), none - 1));
    }
    setNodeLimit();
    if (stop_ && stop_->load(std::memory_order_relaxed)) throw Abandoned{};
    if (p_ >= nextReport_) reportProgress();
}

void Parser::setNodeLimit()
{
    const std::uint32_t room = nodeRoom_;
    nodeLimit_ = nodeHasRepeat_ ? 0 : room;
}

void Parser::linkSibling(std::uint32_t node, std::uint32_t next)
{
    d_.nodes[node] |= siblingBit;
    siblings_.push_back({node, next});
}

[[gnu::noinline]] void Parser::linkRoot(std::uint32_t n)
{
    d_.nodes[n] &= ~firstChildBit;
    if (!roots_.empty()) linkSibling(roots_.back(), n);
    roots_.push_back(n);
}

// A first child is always the node right after its parent; a later one is linked after the
// parent's latest child, found on forks_.
[[gnu::noinline]] void Parser::linkLaterChild(std::uint32_t parent, std::uint32_t n)
{
    d_.nodes[n] &= ~firstChildBit;
    laterChildren_.push_back({n, parent});
    while (!forks_.empty() && forks_.back().parent > parent) forks_.pop_back();
    if (forks_.empty() || forks_.back().parent != parent) forks_.push_back({parent, parent + 1});
    auto &latest = forks_.back().latestChild;
    linkSibling(latest, n);
    latest = n;
}

// Node = ";" { Property }: the properties of the node just made and of the nodes that follow
// it in sequence, up to the next '(' or ')' or the end.
void Parser::readNodes()
{
    Cursor c = load();
    for (;;) {
        while (classOf(*c.p) == Space) ++c.p; // stops at the '\0' or '(' at e_
        if (c.p >= c.cut) [[unlikely]] {
            store(c);
            passedCut();
            c = load();
        }
        const char next = *c.p;
        if (classOf(next) == Upper) [[likely]] {
            readProperty(c);
        } else if (next == ';') [[likely]] {
            ++c.p;
            addNode(c, c.nodeCount - 1);
        } else if (classOf(next) == Lower) {
            readProperty(c);
        } else if (next == '(' || next == ')' || c.p == e_) {
            break;
        } else {
            store(c);
            strayInNode();
            c = load();
        }
    }
    store(c);
    stack_.back().current = c.nodeCount - 1;
}

// Property = PropIdent PropValue { PropValue }, from its first letter. The common one, a
// short plain value right after one or two capitals, is stored compact: its value's offset
// alone (tree_data_p.h), which needs the capitals right before its '['.
[[gnu::always_inline]] inline void Parser::readProperty(Cursor &c)
{
    const char *at = c.p;
    std::uint32_t id;
    bool compact = true;
    // Each test reads at most one byte past a letter, so never past the terminator.
    if (classOf(at[0]) == Upper && at[1] == '[') [[likely]] {
        id = shortId(at[0]);
        c.p = at + 1;
        compact = at == b_ || classOf(at[-1]) != Upper; // else read as two capitals
    } else if (classOf(at[0]) == Upper && classOf(at[1]) == Upper && at[2] == '[') [[likely]] {
        id = shortId(at[0], at[1]);
        c.p = at + 2;
    } else [[unlikely]] {
        store(c);
        id = readIdentifier();
        c = load();
        if (id == none) return;
        compact = false;
    }
    addProperty(c, id, at);
    const char *start = c.p + 1;
    const auto length = compact ? shortValueLength(start, e_) : none;
    const std::uint32_t full = fullCount_;
    if (length != none) [[likely]] {
        const auto offset = static_cast<std::uint32_t>(start - b_);
        c.p = start + length + 1;
        while (classOf(*c.p) == Space) ++c.p;
        if (*c.p != '[') [[likely]] { // *e_ is '\0' or '('
            c.properties[c.propertyCount - 1] = offset;
            return;
        }
        d_.fullProperties[fullCount_++] = {id, c.valueCount}; // more values: a full record
        c.values[c.valueCount++] = {offset, length};
    } else {
        d_.fullProperties[fullCount_++] = {id, c.valueCount};
    }
    c.properties[c.propertyCount - 1] = fullBit | full;
    for (;;) {
        if (!readValue(c)) { // cut off: drop the property if none of its values survived
            if (d_.fullProperties[full].firstValue == c.valueCount) {
                --c.propertyCount;
                --fullCount_;
            }
            return;
        }
        while (classOf(*c.p) == Space) ++c.p;
        if (*c.p != '[') return; // *e_ is '\0' or '('
        if (c.p >= c.cut) [[unlikely]] {
            store(c);
            passedCut();
            c = load();
        }
    }
}

// PropIdent = UcLetter { UcLetter }, then white space and its first '[', where it leaves p_.
// none when there is no property to add (a lenient parse has skipped it and said why).
[[gnu::noinline]] std::uint32_t Parser::readIdentifier()
{
    const char *start = p_;
    const std::string_view spelling(start, grammar::skipIdentifierLetters(d_.text, offset(start)) -
                                               offset(start));
    const std::size_t open = grammar::propertyValueStart(d_.text, offset(start));
    if (!std::all_of(spelling.begin(), spelling.end(), grammar::isUpper))
        return oldIdentifier(spelling, start, open);
    if (open == grammar::npos) {
        propertyWithoutValue(start);
        return none;
    }
    p_ = b_ + open;
    return intern(spelling);
}

// Each identifier once in a node.
[[gnu::always_inline]] inline void Parser::addProperty(Cursor &c, std::uint32_t id, const char *at)
{
    const auto node = c.nodeCount - 1;
    if (seenIn_[id] == node) [[unlikely]] {
        store(c);
        repeatedProperty(id, at);
        c = load();
    }
    seenIn_[id] = node;
    ++c.propertyCount; // its word comes with its first value
}

// PropValue = "[" CValueType "]", from its '['. False when the input ends inside it.
[[gnu::always_inline]] inline bool Parser::readValue(Cursor &c)
{
    const char *start = c.p + 1;
    if (const auto length = shortValueLength(start, e_); length != none) [[likely]] {
        c.values[c.valueCount++] = {static_cast<std::uint32_t>(start - b_), length};
        c.p = start + length + 1;
        return true;
    }
    store(c);
    const bool read = readOtherValue();
    c = load();
    return read;
}

bool Parser::readValue()
{
    Cursor c = load();
    const bool read = readValue(c);
    store(c);
    return read;
}

// A value that is long or holds a '\': it ends at the first ']' after an even run of them.
[[gnu::noinline]] bool Parser::readOtherValue()
{
    const char *open = p_;
    const std::size_t start = offset(open) + 1;
    const std::size_t close = grammar::findValueEnd(d_.text, start);
    if (close == grammar::npos) {
        valueLeftOpen(open);
        return false;
    }
    d_.values[valueCount_++] = {static_cast<std::uint32_t>(start),
                                static_cast<std::uint32_t>(close - start)};
    p_ = b_ + close + 1;
    return true;
}

std::uint32_t Parser::intern(std::string_view id)
{
    if (const auto s = shortId(id); s != none) return s;
    if (const auto known = longIdIndex_.find(id, longIds_); known != IdentifierIndex::notFound)
        return shortIdCount + known;
    longIds_.push_back(id);
    longIdIndex_.add(longIds_);
    seenIn_.push_back(none);
    return shortIdCount + static_cast<std::uint32_t>(longIds_.size() - 1);
}

std::string_view Parser::idName(std::uint32_t id) const
{
    return id < shortIdCount ? shortIdName(id) : longIds_[id - shortIdCount];
}

// Stops at the end too: *e_ is a '\0' or a '(', neither of them space.
void Parser::skipSpace()
{
    while (classOf(*p_) == Space) ++p_;
}

// Upper bounds from one counting pass, so the arrays never reallocate while parsing: every
// value starts at its own '[' and every property has a value. Nodes can outnumber ';' only
// through lenient repairs, which prepareNode allows for. The arrays are not zeroed
// (RecordAllocator), so sizing them touches no memory.
void Parser::sizeArrays()
{
    const TokenCounts counts = countTokens(p_, e_);
    d_.nodes.resize(counts.semicolons + 1);
    d_.properties.resize(counts.brackets);
    d_.fullProperties.resize(counts.brackets);
    d_.values.resize(counts.brackets);
    nodeRoom_ = static_cast<std::uint32_t>(std::min<std::size_t>(d_.nodes.size(), none - 1));
    setNodeLimit();
}

void Parser::shrink()
{
    trimRecords(d_.nodes);
    trimRecords(d_.properties);
    trimRecords(d_.fullProperties);
    trimRecords(d_.values);
}

// In a parse in parts only the first part's reader reports, on the caller's thread, for all
// of them: the others read ahead, say how far they have got, and stop when it is cancelled. A
// part read again after a poor guess does not take the bar back.
void Parser::reportProgress()
{
    nextReport_ = p_ + progressStep;
    if (readTo_) readTo_->store(offset(p_), std::memory_order_relaxed);
    if (speculative_ || !options_.progress) return;
    reported_ = std::max(reported_, parallel_ ? parallel_->bytesRead(offset(p_)) : offset(p_));
    if (!options_.progress(reported_, offset(e_))) throw ParseCancelled();
}

void Parser::fail(const std::string &message, const char *at)
{
    throw ParseError(message, positionAt(d_.text, std::uint64_t(offset(at))));
}

void Parser::warn(DiagnosticCode code, const char *at, std::vector<std::string> arguments)
{
    record(Severity::Warning, code, at, std::move(arguments));
}

void Parser::record(Severity severity, DiagnosticCode code, const char *at,
                    std::vector<std::string> arguments)
{
    log_.record(severity, code, std::move(arguments), std::uint64_t(offset(at)));
}

} // namespace detail

namespace {

Collection parseData(std::shared_ptr<detail::TreeData> data, const ParseOptions &options)
{
    if (!detail::parseInParts(*data, options)) detail::Parser(*data, options).run();
    return makeCollection(std::move(data));
}

Collection parseOwned(std::string text, const ParseOptions &options)
{
    auto data = std::make_shared<detail::TreeData>();
    data->text.own(std::move(text));
    return parseData(std::move(data), options);
}

} // namespace

std::string reserveText(std::size_t bytes)
{
    std::string text;
    text.reserve(bytes);
    adviseHugePages(text.data(), bytes);
    return text;
}

Collection parseCollection(std::string_view sgf, const ParseOptions &options)
{
    std::string text = reserveText(sgf.size());
    text.assign(sgf); // the copy is the first touch
    return parseOwned(std::move(text), options);
}

Collection parseCollection(std::string &&sgf, const ParseOptions &options)
{
    return parseOwned(std::move(sgf), options);
}

Collection parseCollection(std::string_view sgf, std::shared_ptr<const void> owner,
                           const ParseOptions &options)
{
    auto data = std::make_shared<detail::TreeData>();
    data->text.borrow(sgf, std::move(owner));
    return parseData(std::move(data), options);
}

GameTree parse(std::string_view sgf, const ParseOptions &options)
{
    return parseCollection(sgf, options).tree(0);
}

} // namespace sgf
