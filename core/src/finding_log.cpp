// The log of a check's findings (check_p.h): node by node, in document order, listed up to the
// cap and counted past it, shared with the logs of the runs checked at once.
#include "check_p.h"
#include "sgf/diagnostic_code.h"

#include <algorithm>

namespace sgf::detail {

FindingLog::FindingLog(std::string_view text, const CheckOptions &options)
    : text_(text), maximum_(options.maxFindings)
{}

void FindingLog::atValue(Node node, Property property, std::size_t value, Finding finding)
{
    record(property.value(value).offset() - 1, node, property, std::move(finding));
}

void FindingLog::atProperty(Node node, Property property, Finding finding)
{
    record(identifierOffset(text_, property), node, property, std::move(finding));
}

namespace {

bool byOffset(const FindingLog::Pending &a, const FindingLog::Pending &b)
{
    return a.offset < b.offset;
}

} // namespace

void FindingLog::record(std::uint64_t offset, Node node, Property property, Finding finding)
{
    // Once the list is full and the first finding past it is placed, the rest are counts; so
    // are a node's findings that come after as many as the list has room for.
    if ((!listing() && unlisted_ != SeverityCounts{}) || offset >= nodeLimit_) {
        countUnlisted(offset, finding.severity);
        return;
    }
    node_.push_back(
        {offset, node.index(), listing() ? property.id() : std::string_view(), std::move(finding)});
    // Trimmed once an eighth past the room: a node with a million findings holds little more
    // than the list can take (no sum: maximum_ may be SIZE_MAX).
    const std::size_t room = this->room();
    if (node_.size() >= 64 && node_.size() - 64 >= room && node_.size() - 64 - room >= room / 8)
        trimNode(room);
}

// A node of 10,000,000 unknown identifiers would keep a finding each until its end: only the
// first `room` (by offset, in the order made) can be listed, the rest are counted now.
void FindingLog::trimNode(std::size_t room)
{
    std::stable_sort(node_.begin(), node_.end(), byOffset);
    for (std::size_t i = room; i < node_.size(); ++i)
        countUnlisted(node_[i].offset, node_[i].finding.severity);
    node_.resize(room);
    nodeLimit_ = room > 0 ? node_.back().offset : 0;
}

void FindingLog::countUnlisted(std::uint64_t offset, Severity severity)
{
    if (unlisted_ == SeverityCounts{} || offset < firstUnlisted_) firstUnlisted_ = offset;
    ++unlisted_[std::size_t(severity)];
}

void FindingLog::endNode()
{
    nodeLimit_ = noLimit;
    if (node_.empty()) return;
    // Usually one finding, or a few in order already: stable_sort would allocate each time.
    if (!std::is_sorted(node_.begin(), node_.end(), byOffset))
        std::stable_sort(node_.begin(), node_.end(), byOffset);
    if (kept_.empty() && node_.size() <= limit()) {
        kept_ = std::move(node_); // not one by one: a node may hold as many as the list
        node_.clear();
    } else {
        for (Pending &pending : node_) keep(std::move(pending));
        node_.clear();
    }
    publishListed();
}

void FindingLog::shareListing(std::vector<Listed> &listed, std::size_t run)
{
    listed_ = &listed;
    run_ = run;
}

std::size_t FindingLog::limit() const
{
    if (!listed_) return maximum_;
    std::size_t before = 0;
    for (std::size_t run = 0; run < run_; ++run)
        before += (*listed_)[run].count.load(std::memory_order_relaxed);
    return before < maximum_ ? maximum_ - before : 0;
}

void FindingLog::publishListed()
{
    // Told every 256 findings, not at every node: what the others read lags behind, and they
    // list a little more than needed, never less.
    if (!listed_ || kept_.size() < published_ + 256) return;
    published_ = kept_.size();
    (*listed_)[run_].count.store(published_, std::memory_order_relaxed);
}

void FindingLog::keep(Pending &&pending)
{
    if (listing()) {
        kept_.push_back(std::move(pending));
        return;
    }
    countUnlisted(pending.offset, pending.finding.severity);
}

// Called once every run's thread has ended, on the first run's log.
void FindingLog::append(FindingLog &&later)
{
    // Told from here on, the findings of the runs appended would count twice for the runs
    // after them: this log no longer shares (and, the first, its own limit is the cap).
    listed_ = nullptr;
    endNode();
    later.endNode();
    if (kept_.empty() && unlisted_ == SeverityCounts{}) {
        kept_ = std::move(later.kept_);
    } else {
        kept_.reserve(std::min(maximum_, kept_.size() + later.kept_.size()));
        for (Pending &pending : later.kept_) keep(std::move(pending));
    }
    later.kept_.clear();
    if (later.unlisted_ == SeverityCounts{}) return;
    if (unlisted_ == SeverityCounts{}) firstUnlisted_ = later.firstUnlisted_;
    for (std::size_t s = 0; s < unlisted_.size(); ++s) unlisted_[s] += later.unlisted_[s];
}

CheckResult FindingLog::finish()
{
    endNode();
    CheckResult result;
    std::vector<std::uint64_t> offsets;
    offsets.reserve(kept_.size() + 1);
    for (const Pending &p : kept_) offsets.push_back(p.offset);
    const bool cut = unlisted_ != SeverityCounts{};
    if (cut) offsets.push_back(firstUnlisted_);
    const std::vector<Position> positions = positionsAt(text_, offsets);
    // The places findings refer to (an earlier game-info node), in one more pass.
    std::vector<std::pair<std::uint64_t, std::size_t>> references;
    for (std::size_t i = 0; i < kept_.size(); ++i)
        if (kept_[i].finding.referenceOffset)
            references.emplace_back(*kept_[i].finding.referenceOffset, i);
    std::sort(references.begin(), references.end());
    std::vector<std::uint64_t> referenceOffsets;
    for (const auto &r : references) referenceOffsets.push_back(r.first);
    const std::vector<Position> referencePositions = positionsAt(text_, referenceOffsets);
    for (std::size_t r = 0; r < references.size(); ++r) {
        auto &arguments = kept_[references[r].second].finding.arguments;
        arguments.push_back(std::to_string(referencePositions[r].line));
        arguments.push_back(std::to_string(referencePositions[r].column));
    }

    result.findings.reserve(kept_.size() + (cut ? 1 : 0));
    for (std::size_t i = 0; i < kept_.size(); ++i) {
        Pending &p = kept_[i];
        Diagnostic d;
        d.severity = p.finding.severity;
        d.code = p.finding.code;
        d.message = describe(d.code, p.finding.arguments);
        d.arguments = std::move(p.finding.arguments);
        d.position = positions[i];
        d.property = std::string(p.property);
        d.node = p.node;
        result.findings.push_back(std::move(d));
    }
    if (cut) {
        std::size_t total = 0;
        Severity worst = Severity::Note;
        for (std::size_t s = 0; s < unlisted_.size(); ++s) {
            total += unlisted_[s];
            if (unlisted_[s] > 0) worst = Severity(s);
        }
        Diagnostic d;
        d.severity = worst;
        d.code = DiagnosticCode::ProblemsNotListed;
        d.arguments = {std::to_string(total)};
        d.message = describe(d.code, d.arguments);
        d.position = positions.back();
        result.findings.push_back(std::move(d));
    }
    result.unlisted = unlisted_;
    kept_.clear();
    return result;
}

} // namespace sgf::detail
