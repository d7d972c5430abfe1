#include "problems.h"

#include <algorithm>
#include <numeric>

namespace sgfview {

namespace {

// Reading's problems with their nodes (the node whose text holds each).
std::vector<sgf::Diagnostic> readProblems(const Document &document)
{
    std::vector<sgf::Diagnostic> problems = document.diagnostics;
    for (sgf::Diagnostic &problem : problems)
        if (problem.node == sgf::Diagnostic::noNode)
            if (const sgf::Node node = document.collection.nodeAt(problem.position.offset))
                problem.node = node.index();
    return problems;
}

} // namespace

Problems::Problems(const Document &document)
    : list_(readProblems(document)),
      counts_(sgf::countSeverities(list_, document.unlistedProblems()))
{
    index();
}

Problems::Problems(const Document &document, sgf::CheckResult checked)
    : list_(sgf::mergeInTextOrder(readProblems(document), std::move(checked.findings))),
      checked_(true)
{
    counts_ = sgf::countSeverities(list_, document.unlistedProblems(checked.unlisted));
    index();
}

void Problems::index()
{
    byNode_.resize(list_.size());
    std::iota(byNode_.begin(), byNode_.end(), 0u);
    std::stable_sort(byNode_.begin(), byNode_.end(), [this](std::uint32_t a, std::uint32_t b) {
        return list_[a].node < list_[b].node;
    });
    nodes_.clear();
    nodes_.reserve(byNode_.size());
    for (const std::uint32_t i : byNode_) nodes_.push_back(list_[i].node);
}

std::size_t Problems::problemCount() const
{
    return count(sgf::Severity::Error) + count(sgf::Severity::Warning);
}

std::span<const std::uint32_t> Problems::at(std::uint32_t node) const
{
    const auto [first, last] = std::equal_range(nodes_.begin(), nodes_.end(), node);
    return std::span(byNode_).subspan(std::size_t(first - nodes_.begin()),
                                      std::size_t(last - first));
}

std::size_t Problems::countAt(std::uint32_t node, sgf::Severity least) const
{
    const auto indices = at(node);
    return std::size_t(std::count_if(indices.begin(), indices.end(),
                                     [&](std::uint32_t i) { return list_[i].severity >= least; }));
}

} // namespace sgfview
