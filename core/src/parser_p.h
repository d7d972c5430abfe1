// Private: the parser. parser.cpp reads SGF's structure as FF[4] defines it (the strict
// rules); where the input leaves them, it calls a repair of recovery.cpp, which in a strict
// parse throws the seed contract's message instead. The lexical rules are sgf/grammar.h's,
// the fast byte scanning scan_p.h's.
//
// Reading is one pass with no recursion: game trees nest on an explicit stack, and nodes are
// numbered in document order as they are made, into arrays sized to an upper bound first.
// A big collection may be read in parts at once (parallel_parse.cpp): each part is a Parser
// that starts where a game tree likely starts, writes into its own region of the arrays and
// stops where the next part starts if it is at the top level there; a part that is not, or
// that runs out of its region, is read on by the part before it instead.
#pragma once

#include "diagnostic_log_p.h"
#include "sgf/parser.h"
#include "tree_data_p.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace sgf::detail {

// Counts of records (upper bounds while parts are read): where a part's region of each array
// starts, or how far a part has filled it.
struct RecordCounts {
    std::uint32_t nodes = 0;
    std::uint32_t properties = 0;
    std::uint32_t fullProperties = 0;
    std::uint32_t values = 0;
};

class ParallelParse;

class Parser {
public:
    Parser(TreeData &data, const ParseOptions &options);
    void run();

private:
    friend class ParallelParse;
    static constexpr std::size_t progressStep = std::size_t(1) << 20;
    // Thrown in a part read ahead that cannot be joined: it passed its end inside a game
    // tree, outgrew its region, or was told to stop.
    struct Abandoned {};

    struct Frame {
        std::uint32_t current; // node new nodes attach to; none at the top level
        bool sawVariation;     // a '(' has been met in this frame since its last node
    };

    // What the node loop keeps in registers: the cursor, the filled lengths of the arrays
    // and where they are. Loaded from the members and stored back around anything else.
    struct Cursor {
        const char *p;
        std::uint32_t nodeCount, propertyCount, valueCount;
        std::uint32_t *nodes;      // words (tree_data_p.h)
        std::uint32_t *properties; // words
        ValueRecord *values;       // of full properties
        std::uint32_t nodeLimit;   // nodes from this number on need prepareNode
        const char *reportAt;      // likewise from here on (progress)
        const char *cut;           // where the next part starts: passedCut from here on
    };
    Cursor load() const;
    void store(const Cursor &c);

    // --- parser.cpp: the rules
    void parseCollection();
    void finish();
    void complete();
    void passedCut();
    void parseTree();
    void readTree();
    void openFrame(std::uint32_t current);
    void startNode(const char *at);
    void addNode(Cursor &c, std::uint32_t parent);
    std::uint32_t createNode(std::uint32_t parent);
    void prepareNode();
    void setNodeLimit();
    void linkSibling(std::uint32_t node, std::uint32_t next);
    void linkRoot(std::uint32_t n);
    void linkLaterChild(std::uint32_t parent, std::uint32_t n);
    void readNodes();
    void readProperty(Cursor &c);
    std::uint32_t readIdentifier();
    void addProperty(Cursor &c, std::uint32_t id, const char *at);
    bool readValue(Cursor &c);
    bool readValue();
    bool readOtherValue();
    std::uint32_t intern(std::string_view id);
    std::string_view idName(std::uint32_t id) const;
    void sizeArrays();
    void shrink();
    void reportProgress();
    std::size_t offset(const char *p) const { return std::size_t(p - b_); }
    void skipSpace();

    // --- recovery.cpp: leaving the rules. Each throws in a strict parse; a lenient one
    // repairs, says what it did and goes on.
    void strayAtTopLevel(const char *&firstEmptyTree);
    void treeWithoutNode(const char *open, std::uint32_t current);
    void treeLeftOpen();
    void strayInTree();
    void strayInNode();
    void nodeAfterVariations(const char *at);
    std::uint32_t oldIdentifier(std::string_view spelling, const char *start, std::size_t open);
    void propertyWithoutValue(const char *start);
    void repeatedProperty(std::uint32_t id, const char *at);
    void mergeRepeatedProperties();
    void valueLeftOpen(const char *open);
    void skipValues();
    void skipJunk();

    [[noreturn]] void fail(const std::string &message, const char *at);
    void warn(DiagnosticCode code, const char *at, std::vector<std::string> arguments = {});
    void record(Severity severity, DiagnosticCode code, const char *at,
                std::vector<std::string> arguments = {});

    TreeData &d_;
    const ParseOptions &options_;
    const bool lenient_;
    const char *const b_;
    const char *p_;
    const char *const e_;
    // Where the part after this one starts ('(' of a game tree), or past the end: reading
    // stops there at the top level, and anywhere else at or past it calls passedCut.
    const char *cut_;
    bool stoppedAtCut_ = false;
    ParallelParse *parallel_ = nullptr;          // the parts this one belongs to, if any
    bool speculative_ = false;                   // a part after the first, read ahead
    const std::atomic<bool> *stop_ = nullptr;    // for a speculative part: give up
    std::atomic<std::size_t> *readTo_ = nullptr; // a speculative part's: where it has got to
    std::size_t reported_ = 0;                   // the most reported: the bar never goes back
    std::uint32_t nodeRoom_ = 0;                 // the end of this part's region of nodes
    const char *firstContent_ = nullptr;
    const char *firstEmptyTree_ = nullptr;
    std::vector<std::uint32_t> roots_;
    std::vector<TextSpan> treeSpans_;
    IdentifierNames longIds_;
    // The spellings warned about, in the order met, with where: a part joined to the one
    // before it drops its warnings of spellings that one already gave.
    std::vector<std::pair<std::string, std::uint64_t>> spellingWarnings_;
    // Filled lengths of the arrays, which are sized to upper bounds until the end. Apart on
    // purpose: side by side, g++ packs them into one vector register in the node loop and
    // unpacks them at every token (20% more instructions).
    std::uint32_t nodeCount_ = 0;
    const char *nextReport_;
    std::uint32_t propertyCount_ = 0;
    std::vector<Frame> stack_;
    std::uint32_t valueCount_ = 0;
    std::uint32_t fullCount_ = 0; // full properties
    // The sparse links (tree_data_p.h) as they are met, made tables at the end.
    std::vector<NodeLink> laterChildren_, siblings_;
    // Parents with more than one child and their latest child, in document order. Nodes are
    // numbered as they are made and every subtree is a contiguous range, so when a later
    // child of some parent comes, the entries after the parent's belong to subtrees of it
    // that are finished: they are dropped.
    struct Fork {
        std::uint32_t parent;
        std::uint32_t latestChild;
    };
    std::vector<Fork> forks_;
    // Per identifier: the last node that used it; as long as every identifier interned.
    std::vector<std::uint32_t> seenIn_;
    bool nodeHasRepeat_ = false; // the current node's properties are to be merged
    // Nodes from this number on need prepareNode: past the arrays' room, or after a repeat.
    std::uint32_t nodeLimit_ = 0;
    bool truncated_ = false;      // the input ended inside a value
    IdentifierIndex longIdIndex_; // over longIds_
    std::unordered_set<std::string> warnedSpellings_;
    DiagnosticLog log_;
};

} // namespace sgf::detail
