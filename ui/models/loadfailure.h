// Why a file did not open, in the window's words. The parser's messages are the seed's exact
// words, which the command line keeps ("tree missing"); the window says the same plainly
// and in the user's language: "the file is empty", "no SGF game was found in this file", the
// few other reasons lenient reading can still fail for, and where, when a place helps.
#pragma once

#include "io/documentloader.h"

#include <QString>
#include <optional>

namespace sgfview {

struct LoadFailure {
    QString problem;                       // a sentence for people
    std::optional<sgf::Position> position; // where, when a place in the text means something
};

LoadFailure describeFailure(const LoadResult &result);

} // namespace sgfview
