// Every problem of a shown document: what reading it found, known at once, and what the
// checks (sgf/check.h) find, known when they finish; one list in the order of the text,
// each problem with its node, so that the views of the current node find theirs quickly.
// Built whole and never changed.
#pragma once

#include "io/document.h"
#include "sgf/check.h"

#include <QMetaType>
#include <cstdint>
#include <span>
#include <vector>

namespace sgfview {

class Problems {
public:
    Problems() = default;
    // Reading's problems only: the checks have not finished.
    explicit Problems(const Document &document);
    // Reading's and the checks'.
    Problems(const Document &document, sgf::CheckResult checked);

    const std::vector<sgf::Diagnostic> &list() const { return list_; }
    bool checked() const { return checked_; }
    // Every problem of each severity, listed or counted past a cap.
    const sgf::SeverityCounts &counts() const { return counts_; }
    std::size_t count(sgf::Severity severity) const { return counts_[std::size_t(severity)]; }
    // Errors and warnings: the problems the status bar counts (notes are style).
    std::size_t problemCount() const;
    bool hasErrors() const { return count(sgf::Severity::Error) > 0; }

    // The problems at a node, as indices into list(), in the order of the text.
    std::span<const std::uint32_t> at(std::uint32_t node) const;
    // Of those, how many are at least this severe.
    std::size_t countAt(std::uint32_t node, sgf::Severity least) const;

private:
    void index();

    std::vector<sgf::Diagnostic> list_;
    sgf::SeverityCounts counts_{};
    bool checked_ = false;
    // Problems by node: nodes_[i] is the node of list_[byNode_[i]], sorted.
    std::vector<std::uint32_t> nodes_;
    std::vector<std::uint32_t> byNode_;
};

} // namespace sgfview
