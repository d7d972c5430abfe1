#include "loadfailure.h"

#include <QCoreApplication>

namespace sgfview {

namespace {

// The context lupdate files these words under.
struct LoadFailureText {
    Q_DECLARE_TR_FUNCTIONS(LoadFailure)
};

} // namespace

LoadFailure describeFailure(const LoadResult &result)
{
    const std::string &parser = result.parseError;
    if (parser.empty()) return {result.error, result.position}; // FileReader's, translated
    // The start of the text is no place worth naming for a file that holds no game.
    if (parser == "tree missing")
        return {result.emptyFile ? LoadFailureText::tr("the file is empty.")
                                 : LoadFailureText::tr("no SGF game was found in this file."),
                std::nullopt};
    if (parser == "tree with no nodes")
        return {LoadFailureText::tr("the game tree holds no node (no ';' after its '(')."),
                result.position};
    if (parser == "input too large")
        return {LoadFailureText::tr("the file is too large to be read."), std::nullopt};
    if (parser == "too many nodes")
        return {LoadFailureText::tr("the file holds more nodes than can be read."),
                result.position};
    // Strict reading only (the window reads leniently): the parser's own words.
    return {result.error, result.position};
}

} // namespace sgfview
