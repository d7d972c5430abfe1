#include "sgf/parser.h"

#include "diagnostic_log_p.h"
#include "parser_text_p.h"
#include "tree_data_p.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace sgf {

using detail::classOf;
namespace grammar = sgf::grammar;
using detail::describeCharacter;
using detail::isLetter;
using detail::Lower;
using detail::none;
using detail::quote;
using detail::Space;
using detail::Upper;

namespace {

constexpr std::size_t progressStep = std::size_t(1) << 20;

class Parser {
public:
    Parser(detail::TreeData &data, const ParseOptions &options)
        : d_(data), options_(options), lenient_(options.mode == ParseOptions::Mode::Lenient),
          b_(data.text.data()), p_(b_), e_(b_ + data.text.size()), nextReport_(b_ + progressStep),
          log_(options.maxDiagnostics)
    {}

    void run()
    {
        if (d_.text.size() >= none) fail("input too large", b_);
        seenIn_.assign(detail::shortIdCount, none);
        if (e_ - p_ >= 3 && std::memcmp(p_, "\xEF\xBB\xBF", 3) == 0) p_ += 3; // UTF-8 BOM
        sizeArrays();
        parseCollection();
        finishNode();
        d_.nodes.resize(nodeCount_);
        d_.properties.resize(propertyCount_);
        d_.values.resize(valueCount_);
        d_.indexLongIds();
        shrink();
        d_.diagnostics = log_.resolve(d_.text);
        d_.unlistedDiagnostics = log_.dropped();
    }

private:
    struct Frame {
        std::uint32_t current; // node new nodes attach to; none at the top level
        bool sawVariation;     // a '(' has been met in this frame since its last node
    };

    // Collection = { GameTree }, with junk around trees skipped in lenient mode.
    void parseCollection()
    {
        const char *firstContent = nullptr;
        const char *emptyTree = nullptr;
        for (;;) {
            skipSpace();
            if (p_ == e_) break;
            if (!firstContent) firstContent = p_;
            if (*p_ == '(') {
                if (!lenient_) {
                    parseTree();
                    continue;
                }
                const auto start = grammar::checkTreeStart(d_.text, offset(p_));
                if (start.opens) {
                    parseTree();
                    continue;
                }
                const char *decided = b_ + start.decidedAt;
                if (decided < e_ && *decided == ')' && onlySpaceBetween(p_ + 1, decided)) {
                    warn("empty game tree '()' dropped", p_);
                    if (!emptyTree) emptyTree = p_;
                    p_ = decided + 1;
                    continue;
                }
            }
            if (!lenient_) {
                if (d_.roots.empty()) fail("tree missing", p_);
                fail("unexpected " + describeCharacter(p_, e_) + " after the game tree", p_);
            }
            skipTopLevelJunk();
        }
        if (d_.roots.empty()) {
            if (emptyTree) fail("tree with no nodes", emptyTree);
            fail("tree missing", firstContent ? firstContent : p_);
        }
    }

    std::size_t offset(const char *p) const { return std::size_t(p - b_); }

    bool onlySpaceBetween(const char *from, const char *to) const
    {
        return std::all_of(from, to, [](char c) { return classOf(c) == Space; });
    }

    void skipTopLevelJunk()
    {
        const char *start = p_;
        p_ = b_ + grammar::findTreeStart(d_.text, offset(p_));
        const char *where = d_.roots.empty() ? "before the first game tree"
                            : p_ == e_       ? "after the last game tree"
                                             : "between game trees";
        warn(std::string("text ") + where + " skipped: " + quote(start, p_), start);
    }

    // GameTree = "(" Sequence { GameTree } ")", nesting kept on an explicit stack.
    // A game tree of the collection, and where it is in the text for each game read from it.
    void parseTree()
    {
        const auto begin = static_cast<std::uint32_t>(offset(p_));
        readTree();
        d_.treeSpans.resize(d_.roots.size(), {begin, static_cast<std::uint32_t>(offset(p_))});
    }

    void readTree()
    {
        openFrame(none);
        while (!stack_.empty()) {
            skipSpace();
            if (p_ == e_) {
                if (!lenient_) fail("missing ')'", p_);
                if (truncated_) { // the error on the open value says it all
                    stack_.clear();
                    return;
                }
                warn("missing ')' at the end of the input: " + std::to_string(stack_.size()) +
                         " open game tree" + (stack_.size() > 1 ? "s" : "") + " closed",
                     p_);
                stack_.clear();
                return;
            }
            switch (*p_) {
            case ';':
                ++p_;
                startNode(p_ - 1);
                if (!parseNodesFast()) parseProperties();
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

    void openFrame(std::uint32_t current)
    {
        const char *open = p_++;
        if (!stack_.empty()) stack_.back().sawVariation = true;
        stack_.push_back({current, false});
        skipSpace();
        if (p_ < e_ && *p_ == ';') return;
        if (!lenient_) {
            if (p_ == e_) fail("missing ')'", p_);
            if (*p_ == ')' || *p_ == '(') fail("tree with no nodes", open);
            fail("unexpected " + describeCharacter(p_, e_) + ", expected ';'", p_);
        }
        if (p_ < e_ && *p_ == ')') {
            warn(current == none ? "empty game tree '()' dropped" : "empty variation '()' dropped",
                 open);
            ++p_;
            stack_.pop_back();
        } else if (p_ < e_ && *p_ == '(') {
            warn("'(' without a node before its variations: they are read in its place", open);
        }
    }

    // Something other than ';', '(' or ')' where a node or variation should start.
    void strayInTree()
    {
        if (isLetter(*p_) && !stack_.empty()) {
            if (!lenient_) fail("unexpected " + describeCharacter(p_, e_) + ", expected ';'", p_);
            warn("properties without a node: missing ';' supplied", p_);
            startNode(p_);
            parseProperties();
            return;
        }
        if (*p_ == '[') {
            if (!lenient_) fail("value without property", p_);
            warn("values without a property skipped", p_);
            skipValues();
            return;
        }
        if (!lenient_) fail("unexpected " + describeCharacter(p_, e_), p_);
        skipJunk();
    }

    void startNode(const char *at)
    {
        Frame &frame = stack_.back();
        if (frame.sawVariation) {
            if (!lenient_) fail("node after variations", at);
            warn("node after variations read as one more variation", at);
            frame.sawVariation = false;
        }
        frame.current = createNode(frame.current);
    }

    std::uint32_t createNode(std::uint32_t parent)
    {
        if (nodeHasRepeat_) [[unlikely]]
            finishNode();
        const auto n = nodeCount_;
        if (n == none - 1) fail("too many nodes", p_);
        if (n == d_.nodes.size()) [[unlikely]] // more nodes than ';': lenient repairs
            d_.nodes.resize(d_.nodes.size() + d_.nodes.size() / 2 + 16);
        d_.nodes[n] = {parent, none, propertyCount_};
        nodeCount_ = n + 1;
        if (parent == none) [[unlikely]]
            linkRoot(n);
        else if (n != parent + 1) [[unlikely]]
            linkLaterChild(parent, n);
        if (p_ >= nextReport_) [[unlikely]]
            reportProgress();
        return n;
    }

    [[gnu::noinline]] void linkRoot(std::uint32_t n)
    {
        if (!d_.roots.empty()) d_.nodes[d_.roots.back()].nextSibling = n;
        d_.roots.push_back(n);
    }

    // A first child is always the node right after its parent; a later one is linked after
    // the parent's latest child, found on forks_.
    [[gnu::noinline]] void linkLaterChild(std::uint32_t parent, std::uint32_t n)
    {
        while (!forks_.empty() && forks_.back().parent > parent) forks_.pop_back();
        if (forks_.empty() || forks_.back().parent != parent)
            forks_.push_back({parent, parent + 1});
        auto &latest = forks_.back().latestChild;
        d_.nodes[latest].nextSibling = n;
        latest = n;
    }

    // The common case in one tight loop, on local copies of the cursor and counts: nodes in
    // sequence, whose properties have identifiers of one or two uppercase letters right
    // before '[', each new to the node, and short plain values (shortValueLength). It starts
    // in a node startNode made and hands over at anything else, keeping all it read: to
    // readValues for the rest of a property, to parseProperties (returning false) for the
    // rest of a node, to parseTree (returning true, the node ended) for the rest.
    bool parseNodesFast()
    {
        const char *p = p_;
        detail::NodeRecord *const nodes = d_.nodes.data();
        detail::PropertyRecord *const properties = d_.properties.data();
        detail::ValueRecord *const values = d_.values.data();
        const auto nodeLimit = std::min<std::size_t>(d_.nodes.size(), none - 1);
        const char *const reportAt = nextReport_;
        std::uint32_t nodeCount = nodeCount_, propertyCount = propertyCount_,
                      valueCount = valueCount_;
        auto node = nodeCount - 1;
        const auto sync = [&] {
            p_ = p;
            nodeCount_ = nodeCount;
            propertyCount_ = propertyCount;
            valueCount_ = valueCount;
        };
        bool ended = false;
        for (;;) {
            while (classOf(*p) == Space) ++p; // stops at the terminating '\0' at e_
            const char c = *p;
            if (classOf(c) != Upper) {
                // The next node in sequence: a first child, which needs no link. Growing the
                // array and reporting progress are left to createNode.
                if (c == ';' && nodeCount < nodeLimit && p < reportAt) {
                    nodes[nodeCount] = {node, none, propertyCount};
                    node = nodeCount++;
                    ++p;
                    continue;
                }
                ended = c == ';' || c == '(' || c == ')' || p == e_;
                break;
            }
            // Each test reads at most one byte past a letter, so never past the terminator.
            std::uint32_t id;
            const char *open;
            if (p[1] == '[') {
                id = std::uint32_t(c - 'A');
                open = p + 1;
            } else if (classOf(p[1]) == Upper && p[2] == '[') {
                id = 26 + std::uint32_t(c - 'A') * 26 + std::uint32_t(p[1] - 'A');
                open = p + 2;
            } else {
                break;
            }
            if (seenIn_[id] == node) break; // repeated: parseProperties says so
            seenIn_[id] = node;
            properties[propertyCount++] = {id, valueCount};
            p = open;
            for (;;) {
                const char *start = p + 1;
                const auto length = shortValueLength(start);
                if (length == none) {
                    sync();
                    readValues();
                    p = p_;
                    propertyCount = propertyCount_;
                    valueCount = valueCount_;
                    break;
                }
                values[valueCount++] = {static_cast<std::uint32_t>(start - b_), length};
                p = start + length + 1;
                while (classOf(*p) == Space) ++p;
                if (*p != '[') break;
            }
        }
        sync();
        stack_.back().current = node;
        return ended;
    }

    // Node = ";" { Property }; stops before ';', '(', ')' or the end.
    void parseProperties()
    {
        for (;;) {
            skipSpace();
            const char c = *p_;
            if (p_ == e_) return;
            if (isLetter(c)) {
                parseProperty();
            } else if (c == ';' || c == '(' || c == ')') {
                return;
            } else if (c == '[') {
                if (!lenient_) fail("value without property", p_);
                warn("values without a property skipped", p_);
                skipValues();
            } else {
                if (!lenient_) fail("unexpected " + describeCharacter(p_, e_), p_);
                skipJunk();
            }
        }
    }

    void parseProperty()
    {
        const char *start = p_;
        const std::uint32_t id = readIdentifier();
        if (id == none) return;
        addProperty(id, start);
        readValues();
    }

    // The values after an identifier, p_ at the first '['.
    void readValues()
    {
        do {
            if (!readValue()) { // cut off: drop the property if none of its values survived
                if (d_.properties[propertyCount_ - 1].firstValue == valueCount_) --propertyCount_;
                return;
            }
            skipSpace();
        } while (*p_ == '['); // *e_ is '\0'
    }

    // PropIdent up to its first '['; none when there is no property to add (lenient mode
    // has then skipped it and said why).
    std::uint32_t readIdentifier()
    {
        const char *start = p_;
        bool lower = false;
        while (p_ < e_ && isLetter(*p_)) lower |= classOf(*p_++) == Lower;
        const std::string_view spelling(start, std::size_t(p_ - start));
        if (lower && !lenient_) fail("property must be in uppercase", start);
        skipSpace();
        if (p_ == e_ || *p_ != '[') {
            if (!lenient_) fail("properties without delimiter", start);
            p_ = start;
            skipJunk();
            return none;
        }
        if (!lower) return intern(spelling);
        const std::string upper = grammar::identifierOf(spelling);
        if (upper.empty()) {
            warn("property '" + std::string(spelling) + "' has no uppercase letter: skipped",
                 start);
            skipValues();
            return none;
        }
        if (warnedSpellings_.insert(std::string(spelling)).second)
            warn("old identifier '" + std::string(spelling) + "' read as '" + upper + "'", start);
        return intern(upper);
    }

    void addProperty(std::uint32_t id, const char *at)
    {
        const auto node = nodeCount_ - 1;
        if (id >= seenIn_.size()) [[unlikely]]
            seenIn_.resize(std::size_t(id) + 1, none);
        if (seenIn_[id] == node) [[unlikely]]
            repeatedProperty(id, at);
        seenIn_[id] = node;
        d_.properties[propertyCount_++] = {id, valueCount_};
    }

    [[gnu::noinline]] void repeatedProperty(std::uint32_t id, const char *at)
    {
        const std::string name(d_.idName(id));
        if (!lenient_) fail("property '" + name + "' repeated in node", at);
        warn("property '" + name + "' repeated in node: values merged", at);
        nodeHasRepeat_ = true;
    }

    // PropValue = "[" raw "]": the value ends at the first ']' preceded by an even number
    // of backslashes. At the end of the input a lenient parse records an error, keeps what
    // came before and stops; returns false then.
    bool readValue()
    {
        const char *start = p_ + 1;
        if (const auto length = shortValueLength(start); length != none) [[likely]] {
            d_.values[valueCount_++] = {static_cast<std::uint32_t>(start - b_), length};
            p_ = start + length + 1;
            return true;
        }
        return readOtherValue();
    }

    // The length of the value starting at start when it is short and plain, as most are
    // (points, moves, numbers): its ']' comes within 16 bytes with no backslash before it.
    // none for any other value, which readOtherValue reads.
    std::uint32_t shortValueLength(const char *start) const
    {
#ifdef __SSE2__
        if (e_ - start >= 16) [[likely]] {
            const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(start));
            const auto closes =
                unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8(']'))));
            const auto escapes =
                unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8('\\'))));
            const unsigned before = (closes & (0u - closes)) - 1; // below the first ']'
            if (closes != 0 && (escapes & before) == 0)
                return static_cast<std::uint32_t>(std::countr_zero(closes));
            return none;
        }
#endif
        // Points: two bytes, neither ']', then a ']' with no backslash before it.
        if (e_ - start >= 3 && start[2] == ']' && start[0] != ']' && start[1] != ']' &&
            start[1] != '\\')
            return 2;
        return none;
    }

    [[gnu::noinline]] bool readOtherValue()
    {
        const char *open = p_;
        const char *start = p_ + 1;
        const auto end = grammar::findValueEnd(d_.text, offset(start));
        if (end == grammar::npos) {
            if (!lenient_) fail("unterminated value", open);
            record(Severity::Error, "unterminated value", open);
            truncated_ = true;
            p_ = e_;
            return false;
        }
        const char *close = b_ + end;
        d_.values[valueCount_++] = {static_cast<std::uint32_t>(start - b_),
                                    static_cast<std::uint32_t>(close - start)};
        p_ = close + 1;
        return true;
    }

    void skipValues()
    {
        const auto count = valueCount_;
        while (p_ < e_ && *p_ == '[' && readValue()) skipSpace();
        valueCount_ = count;
    }

    // Lenient only: skips text up to the next structure character or property, as one problem.
    void skipJunk()
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
        const bool oneIdentifier =
            identifierEnd && onlySpaceBetween(identifierEnd, p_) &&
            std::any_of(start, identifierEnd, [](char c) { return classOf(c) == Upper; });
        if (oneIdentifier)
            warn("property '" + std::string(start, identifierEnd) + "' without value skipped",
                 start);
        else if (p_ - start == 1)
            warn("unexpected " + describeCharacter(start, e_) + " skipped", start);
        else
            warn("unexpected text " + quote(start, p_) + " skipped", start);
    }

    std::uint32_t intern(std::string_view id)
    {
        if (const auto s = detail::shortId(id); s != none) return s;
        const auto [it, added] = longIdIndex_.try_emplace(std::string(id), 0);
        if (added) {
            it->second = detail::shortIdCount + static_cast<std::uint32_t>(d_.longIds.size());
            d_.longIds.emplace_back(id);
        }
        return it->second;
    }

    // A repeated property's values join its first occurrence, so each node keeps one property
    // per identifier with contiguous values. Done once per node, in O(k log k).
    void finishNode()
    {
        if (!nodeHasRepeat_) return;
        nodeHasRepeat_ = false;
        const auto first = d_.nodes[nodeCount_ - 1].firstProperty;
        const auto last = propertyCount_;
        std::unordered_map<std::uint32_t, std::uint32_t> groupOf;   // id -> first occurrence
        std::vector<std::pair<std::uint32_t, std::uint32_t>> order; // (group, property)
        for (auto i = first; i < last; ++i)
            order.emplace_back(groupOf.try_emplace(d_.properties[i].id, i).first->second, i);
        std::stable_sort(order.begin(), order.end(),
                         [](const auto &a, const auto &b) { return a.first < b.first; });
        const auto valueBase = d_.properties[first].firstValue;
        std::vector<detail::ValueRecord> values;
        std::vector<detail::PropertyRecord> properties;
        for (const auto &[group, i] : order) {
            if (properties.empty() || properties.back().id != d_.properties[i].id)
                properties.push_back(
                    {d_.properties[i].id, valueBase + static_cast<std::uint32_t>(values.size())});
            const auto valueEnd = i + 1 < last ? d_.properties[i + 1].firstValue : valueCount_;
            values.insert(values.end(), d_.values.begin() + d_.properties[i].firstValue,
                          d_.values.begin() + valueEnd);
        }
        // Same values in a new order, fewer properties: both fit where the old ones were.
        std::copy(values.begin(), values.end(), d_.values.begin() + valueBase);
        std::copy(properties.begin(), properties.end(), d_.properties.begin() + first);
        propertyCount_ = first + static_cast<std::uint32_t>(properties.size());
    }

    // Stops at the end too: *e_ is the string's terminating '\0', which is not space.
    void skipSpace()
    {
        while (classOf(*p_) == Space) ++p_;
    }

    // Upper bounds from one counting pass, so the arrays never reallocate while parsing:
    // every value starts at its own '[' and every property has a value. Nodes can outnumber
    // ';' only through lenient repairs, which createNode allows for. The arrays are not
    // zeroed (RecordAllocator), so sizing them touches no memory.
    void sizeArrays()
    {
        std::size_t semicolons = 0, brackets = 0;
        const char *q = p_;
#ifdef __SSE2__
        // Byte-wise counters (a match subtracts -1), summed every 255 rounds before they wrap.
        const __m128i semicolon = _mm_set1_epi8(';'), bracket = _mm_set1_epi8('[');
        const __m128i zero = _mm_setzero_si128();
        const auto sum = [&zero](__m128i counts) {
            const __m128i sums = _mm_sad_epu8(counts, zero);
            return std::size_t(_mm_cvtsi128_si64(sums)) +
                   std::size_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
        };
        while (e_ - q >= 16) {
            __m128i semicolonCounts = zero, bracketCounts = zero;
            for (int round = 0; round < 255 && e_ - q >= 16; ++round, q += 16) {
                const __m128i chunk = _mm_loadu_si128(reinterpret_cast<const __m128i *>(q));
                semicolonCounts = _mm_sub_epi8(semicolonCounts, _mm_cmpeq_epi8(chunk, semicolon));
                bracketCounts = _mm_sub_epi8(bracketCounts, _mm_cmpeq_epi8(chunk, bracket));
            }
            semicolons += sum(semicolonCounts);
            brackets += sum(bracketCounts);
        }
#endif
        for (; q < e_; ++q) {
            semicolons += *q == ';';
            brackets += *q == '[';
        }
        d_.nodes.resize(semicolons + 1);
        d_.properties.resize(brackets);
        d_.values.resize(brackets);
    }

    void shrink()
    {
        const auto tight = [](auto &v) {
            if (v.capacity() > v.size() + v.size() / 4 + 64) v.shrink_to_fit();
        };
        tight(d_.nodes);
        tight(d_.properties);
        tight(d_.values);
    }

    void reportProgress()
    {
        nextReport_ = p_ + progressStep;
        if (options_.progress && !options_.progress(std::size_t(p_ - b_), std::size_t(e_ - b_)))
            throw ParseCancelled();
    }

    [[noreturn]] void fail(const std::string &message, const char *at)
    {
        throw ParseError(message, positionAt(d_.text, std::uint64_t(at - b_)));
    }

    void warn(std::string message, const char *at)
    {
        record(Severity::Warning, std::move(message), at);
    }

    void record(Severity severity, std::string message, const char *at)
    {
        log_.record(severity, std::move(message), std::uint64_t(at - b_));
    }

    detail::TreeData &d_;
    const ParseOptions &options_;
    const bool lenient_;
    const char *const b_;
    const char *p_;
    const char *const e_;
    const char *nextReport_;
    std::vector<Frame> stack_;
    // Filled lengths of the arrays, which are sized to upper bounds until the end.
    std::uint32_t nodeCount_ = 0;
    std::uint32_t propertyCount_ = 0;
    std::uint32_t valueCount_ = 0;
    // Parents with more than one child and their latest child, in document order. Nodes are
    // numbered as they are made and every subtree is a contiguous range, so when a later
    // child of some parent comes, the entries after the parent's belong to subtrees of it
    // that are finished: they are dropped.
    struct Fork {
        std::uint32_t parent;
        std::uint32_t latestChild;
    };
    std::vector<Fork> forks_;
    std::vector<std::uint32_t> seenIn_; // per identifier: the last node that used it
    bool nodeHasRepeat_ = false;
    bool truncated_ = false; // the input ended inside a value
    std::unordered_map<std::string, std::uint32_t> longIdIndex_;
    std::unordered_set<std::string> warnedSpellings_;
    detail::DiagnosticLog log_;
};

Collection parseOwned(std::string text, const ParseOptions &options)
{
    auto data = std::make_shared<detail::TreeData>();
    data->text = std::move(text);
    Parser(*data, options).run();
    return makeCollection(std::move(data));
}

} // namespace

Collection parseCollection(std::string_view sgf, const ParseOptions &options)
{
    std::string text;
    text.reserve(sgf.size());
    adviseHugePages(text.data(), sgf.size()); // the copy is the first touch
    text.assign(sgf);
    return parseOwned(std::move(text), options);
}

Collection parseCollection(std::string &&sgf, const ParseOptions &options)
{
    return parseOwned(std::move(sgf), options);
}

GameTree parse(std::string_view sgf, const ParseOptions &options)
{
    return parseCollection(sgf, options).tree(0);
}

} // namespace sgf
