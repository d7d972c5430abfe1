// Private: reading a big collection in parts at once (parallel_parse.cpp). The parts start
// where a game tree likely starts; each part but the first is read ahead on a thread of its
// own, into its own region of the arrays, and stops where the next part starts if it is at
// the top level there. The first part's parser then takes each later part in turn: it joins
// it when it stopped at the top level right where that part starts and the part could be
// read to its end, else it reads that part's text itself. So the result is always the one a
// single parser gives, and a poor guess costs time, never a difference.
#pragma once

#include "parser_p.h"
#include "scan_p.h"

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <memory>
#include <mutex>
#include <string_view>
#include <thread>
#include <vector>

namespace sgf::detail {

// Where the text proper starts: after a UTF-8 byte order mark.
inline std::size_t textStart(std::string_view text)
{
    return text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
}

// Whether a game tree likely starts at the '(' at pos: at begin or after a ')' (past white
// space), with a first node whose first property is of the root or game info, as a
// collection's games start ("(;GM[1]FF[4]..."); a variation seldom starts so.
bool likelyGameStart(std::string_view text, std::size_t pos, std::size_t begin);

// Where parts of the text start: the text's start, then for each further share of the text
// (parts shares in all) the first likely game start in it, a '(' after a ')' whose first
// property is of the root or game info ("(;GM[1]..."); a share without one adds no part.
std::vector<std::size_t> partStarts(std::string_view text, unsigned parts);

// Reads data.text in parts when options and the text make that worthwhile; false (having
// done nothing) when it is left to a single Parser.
bool parseInParts(TreeData &data, const ParseOptions &options);

class ParallelParse {
public:
    ParallelParse(TreeData &data, const ParseOptions &options,
                  const std::vector<std::size_t> &starts);
    ~ParallelParse();
    // False (having read nothing) when the text holds more than the arrays' numbering allows
    // at the parts' bounds: left to a single parser.
    bool run();
    // The first part is past where the second starts, or out of its region: the other parts
    // stop, and their work is dropped (called on the first part's thread).
    void goOnAlone();
    // How much of the text the parts have read, the first part's reader being at firstAt. Never
    // the whole text before every part's reader has stopped: a part's last offset is set a
    // moment before it says it is done, and a report of the whole then would come once more or
    // not, as the threads' timing falls (the progress callback would be told the text is read
    // a varying number of times).
    std::size_t bytesRead(std::size_t firstAt) const;

private:
    struct Part {
        const char *begin = nullptr;
        TokenCounts tokens;
        RecordCounts base; // where its regions start
        std::unique_ptr<Parser> parser;
        std::exception_ptr failure;
        bool abandoned = false;
        std::atomic<std::size_t> readTo{0}; // where its reader has got to, as an offset
        bool done = false;                  // its reader has stopped (under doneMutex_)
    };
    struct Segment {
        RecordCounts begin;
        RecordCounts end;
    };

    static RecordCounts countsOf(const Parser &parser);
    void readPart(Part &part);
    void waitForParts();
    void waitForPartsReporting(Parser &first);
    bool joinable(const Parser &first, const Part &part) const;
    void join(Parser &first, Part &part);
    void compact(Parser &first);

    TreeData &d_;
    const ParseOptions &options_;
    std::vector<std::unique_ptr<Part>> parts_;
    std::vector<Segment> segments_; // of the first part's parser's records, in text order
    std::atomic<bool> stop_{false};
    std::mutex doneMutex_;
    std::condition_variable partDone_;
    std::vector<std::thread> threads_;
    bool partsStopped_ = false; // every part's reader has stopped (the first part's thread's)
};

} // namespace sgf::detail
