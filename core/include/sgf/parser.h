// Reading SGF text into a Collection: strict by default (the seed contract), lenient on
// request for real files, which repairs what it soundly can and says what it repaired.
#pragma once

#include "sgf/tree.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace sgf {

struct ParseOptions {
    enum class Mode : bool { Strict, Lenient };
    Mode mode = Mode::Strict;
    // Called about once per megabyte read with (bytes read, total); returning false stops
    // the parse with ParseCancelled. Lets a GUI show progress and cancel a big load. Always
    // called on the parsing thread; a parse in parts reports as its first part is read, and
    // again with (total, total) while it joins its parts, so that a cancel is seen there too.
    std::function<bool(std::size_t, std::size_t)> progress;
    // A lenient parse keeps at most this many diagnostics, then one that counts the rest.
    std::size_t maxDiagnostics = 1000;
    // A collection of this many bytes or more is read in runs of
    // game trees on this many threads at once (0: one per processor). The result is the same
    // as one thread's: the tree, the diagnostics and their order, the error of a strict parse.
    unsigned threads = 0;
    std::size_t parallelFrom = std::size_t(4) << 20;

    static ParseOptions lenient()
    {
        ParseOptions options;
        options.mode = Mode::Lenient;
        return options;
    }
};

// Every game tree in the input. Strict mode throws ParseError at the first problem. Lenient
// mode throws only when there is no game tree at all; a value still open at the end of the
// input is an Error diagnostic (the tree read up to it is kept), everything else a Warning.
// The input must be UTF-8 (or ASCII); it is copied, or moved when passed as an rvalue.
Collection parseCollection(std::string_view sgf, const ParseOptions &options = {});
Collection parseCollection(std::string &&sgf, const ParseOptions &options = {});
// Text kept elsewhere, a file mapped into memory say: the collection keeps owner (and so the
// bytes) alive, and reads the bytes in place. A '\0' must follow them (sgf.data()[sgf.size()]),
// or a '(': the parser stops at either alike, so a run of games can be read in place in the
// text of a longer collection, the next game's '(' right after it.
Collection parseCollection(std::string_view sgf, std::shared_ptr<const void> owner,
                           const ParseOptions &options = {});
inline Collection parseCollection(const char *sgf, const ParseOptions &options = {})
{
    return parseCollection(std::string_view(sgf), options);
}

// An empty string with room for text of this many bytes, to read a file into before
// parseCollection(std::move(text)). A big one is backed by huge pages where the system offers
// them: filling it then takes one page fault per 2 MiB instead of per 4 KiB.
std::string reserveText(std::size_t bytes);

// The first game tree of the input (the whole input is still checked).
GameTree parse(std::string_view sgf, const ParseOptions &options = {});

} // namespace sgf
