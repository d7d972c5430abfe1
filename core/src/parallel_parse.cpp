#include "parallel_parse_p.h"
#include "sgf/grammar.h"
#include "sgf/properties.h"

#include <algorithm>
#include <chrono>
#include <system_error>

namespace sgf::detail {

namespace {

// Runs work(k) for k below count, 0 here and the others on threads of their own (here too
// when no thread can be had), and returns when all are done.
template <typename Work> void onThreads(std::size_t count, Work work)
{
    std::vector<std::thread> threads;
    std::size_t started = 1;
    try {
        for (; started < count; ++started) threads.emplace_back(work, started);
    } catch (const std::system_error &) {
        // No more threads: the rest is done here.
    }
    work(std::size_t(0));
    for (std::size_t k = started; k < count; ++k) work(k);
    for (std::thread &thread : threads) thread.join();
}

} // namespace

bool likelyGameStart(std::string_view text, std::size_t pos, std::size_t begin)
{
    std::size_t before = pos;
    while (before > begin && grammar::isWhiteSpace(text[before - 1])) --before;
    if (before > begin && text[before - 1] != ')') return false;
    const std::size_t node = grammar::skipWhiteSpace(text, pos + 1);
    if (node == text.size() || text[node] != ';') return false;
    const std::size_t id = grammar::skipWhiteSpace(text, node + 1);
    if (grammar::propertyValueStart(text, id) == grammar::npos) return false;
    const std::size_t idEnd = grammar::skipIdentifierLetters(text, id);
    const PropertyInfo *info = findProperty(text.substr(id, idEnd - id));
    return info && (info->category == Category::Root || info->category == Category::GameInfo);
}

std::vector<std::size_t> partStarts(std::string_view text, unsigned parts)
{
    const std::size_t begin = textStart(text);
    const std::size_t length = text.size() - begin;
    std::vector<std::size_t> starts{begin};
    for (unsigned k = 1; k < parts; ++k) {
        const std::size_t limit =
            begin + length / parts * (k + 1) + length % parts * (k + 1) / parts;
        std::size_t pos =
            std::max(begin + length / parts * k + length % parts * k / parts, starts.back() + 1);
        for (pos = text.find('(', pos); pos < limit; pos = text.find('(', pos + 1)) {
            if (likelyGameStart(text, pos, begin)) {
                starts.push_back(pos);
                break;
            }
        }
    }
    return starts;
}

bool parseInParts(TreeData &data, const ParseOptions &options)
{
    if (data.text.size() > maxTextSize ||
        data.text.size() < std::max<std::size_t>(options.parallelFrom, 1))
        return false;
    const unsigned threads = std::clamp(
        options.threads ? options.threads : std::thread::hardware_concurrency(), 1u, 64u);
    if (threads < 2) return false;
    const std::vector<std::size_t> starts = partStarts(data.text, threads);
    if (starts.size() < 2) return false;
    ParallelParse parse(data, options, starts);
    return parse.run();
}

ParallelParse::ParallelParse(TreeData &data, const ParseOptions &options,
                             const std::vector<std::size_t> &starts)
    : d_(data), options_(options)
{
    for (const std::size_t start : starts) {
        parts_.push_back(std::make_unique<Part>());
        parts_.back()->begin = data.text.data() + start;
    }
}

ParallelParse::~ParallelParse()
{
    stop_ = true;
    waitForParts();
}

bool ParallelParse::run()
{
    const std::size_t count = parts_.size();
    const char *const end = d_.text.data() + d_.text.size();
    const auto partEnd = [&](std::size_t k) { return k + 1 < count ? parts_[k + 1]->begin : end; };
    onThreads(count, [&](std::size_t k) {
        parts_[k]->tokens = countTokens(parts_[k]->begin, partEnd(k));
    });
    // Each part's regions hold what its text can hold, as a single parser's arrays do.
    std::uint64_t nodes = 0, brackets = 0;
    for (const auto &part : parts_) {
        part->base = {std::uint32_t(nodes), std::uint32_t(brackets), std::uint32_t(brackets),
                      std::uint32_t(brackets)};
        nodes += part->tokens.semicolons + 1;
        brackets += part->tokens.brackets;
    }
    if (nodes >= none - 1 || brackets > propertyMask) return false; // beyond the numbering
    d_.nodes.resize(nodes);
    d_.properties.resize(brackets);
    d_.fullProperties.resize(brackets);
    d_.values.resize(brackets);
    for (std::size_t k = 0; k < count; ++k) {
        Part &part = *parts_[k];
        part.parser = std::make_unique<Parser>(d_, options_);
        Parser &parser = *part.parser;
        parser.p_ = part.begin;
        parser.cut_ = k + 1 < count ? parts_[k + 1]->begin : end + 1;
        parser.nodeCount_ = part.base.nodes;
        parser.propertyCount_ = part.base.properties;
        parser.fullCount_ = part.base.fullProperties;
        parser.valueCount_ = part.base.values;
        parser.nodeRoom_ = k + 1 < count ? parts_[k + 1]->base.nodes : std::uint32_t(nodes);
        parser.nextReport_ = std::min(part.begin + Parser::progressStep, end);
        parser.speculative_ = k > 0;
        parser.stop_ = k > 0 ? &stop_ : nullptr;
        part.readTo = std::size_t(part.begin - d_.text.data());
        parser.readTo_ = k > 0 ? &part.readTo : nullptr;
        parser.parallel_ = k > 0 ? nullptr : this;
        parser.setNodeLimit();
    }
    for (std::size_t k = 1; k < count; ++k) {
        try {
            threads_.emplace_back([this, k] { readPart(*parts_[k]); });
        } catch (const std::system_error &) {
            parts_[k]->abandoned = true; // read by the first part instead
            parts_[k]->done = true;
        }
    }

    Parser &first = *parts_[0]->parser;
    first.parseCollection();
    if (first.stoppedAtCut_) first.mergeRepeatedProperties();
    waitForPartsReporting(first);
    first.parallel_ = nullptr;
    first.nodeRoom_ = static_cast<std::uint32_t>(std::min<std::size_t>(d_.nodes.size(), none - 1));
    first.setNodeLimit();
    segments_.push_back({parts_[0]->base, {}});
    for (std::size_t k = 1; k < count && first.stoppedAtCut_; ++k) {
        Part &part = *parts_[k];
        if (joinable(first, part)) {
            if (part.failure) std::rethrow_exception(part.failure); // as a single parser meets it
            join(first, part);
            continue;
        }
        first.stoppedAtCut_ = false;
        first.cut_ = k + 1 < count ? parts_[k + 1]->begin : end + 1;
        first.parseCollection();
        if (first.stoppedAtCut_) first.mergeRepeatedProperties();
    }
    first.mergeRepeatedProperties(); // of the last node
    compact(first);
    first.complete();
    return true;
}

void ParallelParse::readPart(Part &part)
{
    try {
        part.parser->parseCollection();
        if (part.parser->stoppedAtCut_) part.parser->mergeRepeatedProperties();
    } catch (const Parser::Abandoned &) {
        part.abandoned = true;
    } catch (...) {
        part.failure = std::current_exception();
    }
    part.readTo = part.parser->offset(part.parser->p_);
    {
        const std::lock_guard lock(doneMutex_);
        part.done = true;
    }
    partDone_.notify_all();
}

std::size_t ParallelParse::bytesRead(std::size_t firstAt) const
{
    std::size_t read = firstAt;
    for (std::size_t k = 1; k < parts_.size(); ++k)
        read += parts_[k]->readTo.load(std::memory_order_relaxed) -
                std::size_t(parts_[k]->begin - d_.text.data());
    // A part may stop a little past where the next starts.
    const std::size_t size = d_.text.size();
    return std::min(read, partsStopped_ || size == 0 ? size : size - 1);
}

// The first part's reader is done and the others may not be: it goes on reporting for them
// now and then, so that the bar follows them and a cancel is seen, and once more at the end.
void ParallelParse::waitForPartsReporting(Parser &first)
{
    if (options_.progress) {
        std::unique_lock lock(doneMutex_);
        for (std::size_t k = 1; k < parts_.size(); ++k) {
            while (!parts_[k]->done) {
                if (partDone_.wait_for(lock, std::chrono::milliseconds(20)) ==
                    std::cv_status::timeout) {
                    lock.unlock();
                    first.reportProgress();
                    lock.lock();
                }
            }
        }
        lock.unlock();
        partsStopped_ = true;
        first.reportProgress();
    }
    waitForParts();
}

void ParallelParse::goOnAlone()
{
    stop_ = true;
    waitForParts();
}

void ParallelParse::waitForParts()
{
    for (std::thread &thread : threads_)
        if (thread.joinable()) thread.join();
}

// The part can be joined to what the first parser has read: that parser stopped at the top
// level where the part starts, has not written into the part's regions, and the part was read
// to its end (or met an error there, which the first parser would meet too).
bool ParallelParse::joinable(const Parser &first, const Part &part) const
{
    if (part.abandoned || !first.stoppedAtCut_ || first.p_ != part.begin) return false;
    if (part.failure) return true;
    const Parser &parser = *part.parser;
    if (parser.roots_.empty()) return false;
    const RecordCounts read = countsOf(first);
    if (read.nodes > part.base.nodes || read.properties > part.base.properties ||
        read.fullProperties > part.base.fullProperties || read.values > part.base.values)
        return false;
    // A spelling warned about before is not warned about again; which problems the part
    // dropped past the maximum would then differ.
    if (parser.log_.dropped() > 0) {
        for (const auto &warned : parser.spellingWarnings_)
            if (first.warnedSpellings_.contains(warned.first)) return false;
    }
    return true;
}

void ParallelParse::join(Parser &first, Part &part)
{
    Parser &parser = *part.parser;
    segments_.back().end = countsOf(first);
    segments_.push_back({part.base, {}});
    // The part's long identifiers get the numbers the first parser gives them.
    if (!parser.longIds_.empty()) {
        std::vector<std::uint32_t> ids;
        ids.reserve(parser.longIds_.size());
        for (std::size_t i = 0; i < parser.longIds_.size(); ++i)
            ids.push_back(first.intern(parser.longIds_[i]));
        for (std::uint32_t f = part.base.fullProperties; f < parser.fullCount_; ++f) {
            std::uint32_t &id = d_.fullProperties[f].id;
            if (id >= shortIdCount) id = ids[id - shortIdCount];
        }
    }
    std::vector<std::uint64_t> warnedBefore;
    for (auto &warned : parser.spellingWarnings_) {
        if (first.warnedSpellings_.insert(warned.first).second)
            first.spellingWarnings_.push_back(std::move(warned));
        else
            warnedBefore.push_back(warned.second);
    }
    std::sort(warnedBefore.begin(), warnedBefore.end());
    if (!warnedBefore.empty()) parser.log_.forget(DiagnosticCode::OldIdentifier, warnedBefore);
    first.log_.append(std::move(parser.log_));

    if (!first.roots_.empty()) first.linkSibling(first.roots_.back(), parser.roots_.front());
    const auto append = [](auto &to, const auto &from) {
        to.insert(to.end(), from.begin(), from.end());
    };
    append(first.roots_, parser.roots_);
    append(first.treeSpans_, parser.treeSpans_);
    append(first.laterChildren_, parser.laterChildren_);
    append(first.siblings_, parser.siblings_);

    first.p_ = parser.p_;
    first.cut_ = parser.cut_;
    first.stoppedAtCut_ = parser.stoppedAtCut_;
    first.nodeCount_ = parser.nodeCount_;
    first.propertyCount_ = parser.propertyCount_;
    first.fullCount_ = parser.fullCount_;
    first.valueCount_ = parser.valueCount_;
    first.nodeHasRepeat_ = parser.nodeHasRepeat_;
    first.truncated_ = parser.truncated_;
    first.forks_ = std::move(parser.forks_);
    first.setNodeLimit();
}

// The segments moved down to follow each other, and every number that points into them
// renumbered: nodes' first properties, full properties' records and first values, links.
// Before each pass over a segment's records it asks whether the parse is still wanted, with
// the report for the whole text: moving a gigabyte's second half took a second after the last
// report, where a cancel went unseen.
void ParallelParse::compact(Parser &first)
{
    const auto stillWanted = [this] {
        const std::size_t size = d_.text.size();
        if (options_.progress && !options_.progress(size, size)) throw ParseCancelled();
    };
    segments_.back().end = countsOf(first);
    std::vector<RecordCounts> to; // where each segment goes
    RecordCounts next;
    for (const Segment &segment : segments_) {
        const RecordCounts &from = segment.begin, &end = segment.end;
        to.push_back(next);
        const std::uint32_t properties = from.properties - next.properties;
        const std::uint32_t full = from.fullProperties - next.fullProperties;
        const std::uint32_t values = from.values - next.values;
        if (from.nodes != next.nodes || properties != 0) {
            stillWanted();
            for (std::uint32_t i = from.nodes; i < end.nodes; ++i) {
                const std::uint32_t word = d_.nodes[i];
                d_.nodes[next.nodes + (i - from.nodes)] =
                    (word & ~propertyMask) | ((word & propertyMask) - properties);
            }
        }
        if (properties != 0 || full != 0) {
            stillWanted();
            for (std::uint32_t i = from.properties; i < end.properties; ++i) {
                const std::uint32_t word = d_.properties[i];
                d_.properties[next.properties + (i - from.properties)] =
                    word & fullBit ? word - full : word;
            }
        }
        if (full != 0 || values != 0) {
            stillWanted();
            for (std::uint32_t i = from.fullProperties; i < end.fullProperties; ++i) {
                const FullProperty record = d_.fullProperties[i];
                d_.fullProperties[next.fullProperties + (i - from.fullProperties)] = {
                    record.id, record.firstValue - values};
            }
        }
        if (values != 0)
            std::copy(d_.values.begin() + from.values, d_.values.begin() + end.values,
                      d_.values.begin() + next.values);
        next.nodes += end.nodes - from.nodes;
        next.properties += end.properties - from.properties;
        next.fullProperties += end.fullProperties - from.fullProperties;
        next.values += end.values - from.values;
    }
    const auto node = [&](std::uint32_t n) {
        std::size_t s = segments_.size() - 1;
        while (segments_[s].begin.nodes > n) --s;
        return n - (segments_[s].begin.nodes - to[s].nodes);
    };
    for (std::uint32_t &root : first.roots_) root = node(root);
    for (std::vector<NodeLink> *links : {&first.laterChildren_, &first.siblings_})
        for (NodeLink &link : *links) link = {node(link.node), node(link.target)};
    first.nodeCount_ = next.nodes;
    first.propertyCount_ = next.properties;
    first.fullCount_ = next.fullProperties;
    first.valueCount_ = next.values;
}

RecordCounts ParallelParse::countsOf(const Parser &parser)
{
    return {parser.nodeCount_, parser.propertyCount_, parser.fullCount_, parser.valueCount_};
}

} // namespace sgf::detail
