// What --find prints for one file, in one place and plain C++: every hit of a search as
// "FILE:LINE:COLUMN: game G, move M: CONTEXT" (LINE:COLUMN of the value's '[', the move
// number of its node, 30 characters of context each side), in document order. The Qt
// program (cli/find.cpp) and the launcher (launcher/plainfind.cpp) both print these lines.
#pragma once

#include "sgf/search.h"
#include "sgf/text_matcher.h"

#include <cstdio>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace sgfview {

// A matcher for each thread that searches: a matcher is not asked to be safe to share.
// --scope's value: comments, info, values or a property identifier (capital letters: FF[4];
// the parser reads older lower-case ones as their capitals). False for anything else.
bool readFindScope(std::string_view scope, sgf::SearchOptions &options);

using MatcherFactory = std::function<std::unique_ptr<sgf::TextMatcher>()>;

// Appends the line of each hit in collection to out, and returns how many there were. With a
// stream, out is written to it (and emptied) whenever it holds more than 64 KB. A big
// collection of several games is searched in parts at once, one thread and one matcher a
// part, each part a run of whole games; the lines are the same as one thread's, in the same
// order.
std::size_t appendHits(std::string &out, std::FILE *stream, std::string_view name,
                       const sgf::Collection &collection, const sgf::SearchOptions &options,
                       const MatcherFactory &makeMatcher);

// The same lines read from the text itself a run of games at a time (sgf::readInRuns), each
// run searched and placed on the thread that read it and then let go: memory follows a run,
// and reading and searching share the threads. Nothing (with nothing appended) when the runs
// do not stand for the whole collection or options name a range of nodes: the caller then
// parses the whole and calls appendHits. beforeWriting, when given, is called once the runs
// are known to stand for the whole, before the first line is appended; when it returns false
// nothing is appended either.
std::optional<std::size_t> appendHitsInRuns(std::string &out, std::FILE *stream,
                                            std::string_view name, std::string_view text,
                                            const sgf::SearchOptions &options,
                                            const MatcherFactory &makeMatcher,
                                            std::size_t runBytes = std::size_t(256) << 10,
                                            const std::function<bool()> &beforeWriting = {});

} // namespace sgfview
