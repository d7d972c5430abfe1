#include "sgf/diagnostic_code.h"

#include <algorithm>
#include <array>

namespace sgf {

namespace {

using C = DiagnosticCode;
using F = DiagnosticFamily;

// In the order of the codes' numbers. SGFC's numbers are those of its messages (error.c of
// SGFC 2.0) for the same finding, so that the two can be compared.
constexpr DiagnosticCodeInfo table[] = {
    {C::Unspecified, F::Syntax, "unspecified", "%1", 0},
    {C::ProblemsNotListed, F::Syntax, "problems-not-listed", "%1 more problems not listed", 0},

    {C::EmptyGameTreeDropped, F::Syntax, "empty-game-tree-dropped", "empty game tree '()' dropped",
     0},
    {C::EmptyVariationDropped, F::Syntax, "empty-variation-dropped", "empty variation '()' dropped",
     12},
    {C::TextBeforeFirstTree, F::Syntax, "text-before-first-tree",
     "text before the first game tree skipped: '%1'", 6},
    {C::TextAfterLastTree, F::Syntax, "text-after-last-tree",
     "text after the last game tree skipped: '%1'", 0},
    {C::TextBetweenTrees, F::Syntax, "text-between-trees", "text between game trees skipped: '%1'",
     0},
    {C::TreeWithoutNode, F::Syntax, "tree-without-node",
     "'(' without a node before its variations: they are read in its place", 0},
    {C::TreeLeftOpen, F::Syntax, "tree-left-open",
     "missing ')' at the end of the input: 1 open game tree closed", 9},
    {C::TreesLeftOpen, F::Syntax, "trees-left-open",
     "missing ')' at the end of the input: %1 open game trees closed", 9},
    {C::PropertiesWithoutNode, F::Syntax, "properties-without-node",
     "properties without a node: missing ';' supplied", 0},
    {C::ValuesWithoutProperty, F::Syntax, "values-without-property",
     "values without a property skipped", 0},
    {C::NodeAfterVariations, F::Syntax, "node-after-variations",
     "node after variations read as one more variation", 0},
    {C::IdentifierWithoutUpper, F::Syntax, "identifier-without-uppercase",
     "property '%1' has no uppercase letter: skipped", 0},
    {C::OldIdentifier, F::Syntax, "old-identifier", "old identifier '%1' read as '%2'", 0},
    {C::RepeatedProperty, F::Syntax, "repeated-property",
     "property '%1' repeated in node: values merged", 28},
    {C::UnterminatedValue, F::Syntax, "unterminated-value", "unterminated value", 10},
    {C::PropertyWithoutValue, F::Syntax, "property-without-value",
     "property '%1' without value skipped", 0},
    {C::UnexpectedCharacter, F::Syntax, "unexpected-character", "unexpected character '%1' skipped",
     8},
    {C::UnexpectedByte, F::Syntax, "unexpected-byte", "unexpected byte %1 skipped", 8},
    {C::UnexpectedText, F::Syntax, "unexpected-text", "unexpected text '%1' skipped", 8},

    {C::UnknownForcedEncoding, F::Charset, "unknown-forced-encoding",
     "unknown encoding '%1' chosen: detected instead", 69},
    {C::UnknownCharset, F::Charset, "unknown-charset", "unknown charset '%1' in CA: read as %2",
     72},
    {C::UnknownCharsetGuessed, F::Charset, "unknown-charset-guessed",
     "unknown charset '%1' in CA: read as %2 (guessed)", 72},
    {C::CharsetGuessed, F::Charset, "charset-guessed", "no CA and not UTF-8: charset guessed as %1",
     0},
    {C::CharsetNotFitting, F::Charset, "charset-not-fitting",
     "CA[%1] does not fit the text, which is UTF-8: read as UTF-8", 0},
    {C::BytesReplaced, F::Charset, "bytes-replaced", "bytes not valid in %1 replaced by U+FFFD",
     71},

    {C::ValueNotEmpty, F::Value, "value-not-empty", "%1[%2] takes no value", 15},
    {C::EmptyValue, F::Value, "empty-value", "%1[] is empty; %1 needs a value", 17},
    {C::EmptyText, F::Value, "empty-text", "%1[] is empty", 17},
    {C::NotANumber, F::Value, "not-a-number", "%1[%2] is not a number", 14},
    {C::NotAReal, F::Value, "not-a-real", "%1[%2] is not a real number", 14},
    {C::NotADouble, F::Value, "not-a-double", "%1[%2] is neither 1 nor 2", 14},
    {C::NotAColor, F::Value, "not-a-color", "%1[%2] is neither B nor W", 14},
    {C::NotAPoint, F::Value, "not-a-point", "%1[%2] is not a point", 14},
    {C::PointOffBoard, F::Value, "point-off-board", "%1[%2] is off the %3 board", 14},
    {C::NotAPointPair, F::Value, "not-a-point-pair", "%1[%2] is not two points (point:point)", 23},
    {C::PointPairOnePoint, F::Value, "point-pair-one-point", "%1[%2] goes from a point to itself",
     0},
    {C::NotALabel, F::Value, "not-a-label", "%1[%2] is not a point and a text (point:text)", 23},
    {C::NotAnApplication, F::Value, "not-an-application", "%1[%2] lacks the version (name:version)",
     23},
    {C::NotABoardSize, F::Value, "not-a-board-size", "%1[%2] is not a board size", 18},
    {C::BoardSizeOutOfRange, F::Value, "board-size-out-of-range",
     "%1[%2] is out of range: a Go board has 1 to 52 lines", 50},
    {C::SquareBoardAsPair, F::Value, "square-board-as-pair",
     "%1[%2] is a square board, written %1[%3]", 47},
    {C::NotAFigure, F::Value, "not-a-figure", "%1[%2] is not a number and a text (number:text)",
     14},
    {C::ValueRunsOn, F::Value, "value-runs-on",
     "%1 value '%2' runs past the end of its line into what looks like the next node: a ']' is "
     "probably missing there",
     14},
    {C::OutOfRange, F::Value, "out-of-range", "%1[%2] is out of range (%3 to %4)", 14},
    {C::NotGo, F::Value, "not-go", "%1[%2] is not Go: moves and points are not checked", 19},
    {C::PassInOldFormat, F::Value, "pass-in-old-format",
     "%1[] is an FF[4] pass, but this game is FF[%2], where a pass is %1[tt]", 65},
    {C::NotADate, F::Value, "not-a-date", "%1[%2] is not a date as FF[4] writes it (YYYY-MM-DD)",
     33},
    {C::NotAResult, F::Value, "not-a-result",
     "%1[%2] is not a result as FF[4] writes it (such as B+R, W+2.5, 0, Void, ?)", 33},
    {C::NotCanonical, F::Value, "not-canonical", "%1[%2] is written %1[%3] in FF[4]", 33},
    {C::TooManyValues, F::Value, "too-many-values", "%1 takes one value, not %2", 13},
    {C::EmptyAmongPoints, F::Value, "empty-among-points",
     "%1[] among other values: an empty list stands alone", 17},
    {C::ViewAfterEmpty, F::Value, "view-after-empty",
     "%1[] and more values: [] alone shows the whole board", 52},
    {C::ComposeNotInFileFormat, F::Value, "compose-not-in-file-format",
     "%1[%2] is a composed value, which FF[%3] does not have", 51},
    {C::UnknownFileFormat, F::Value, "unknown-file-format", "%1[%2] is not a file format (1 to 4)",
     46},
    {C::ControlCharacter, F::Value, "control-character", "%1[%2] holds the control character %3",
     22},

    {C::UnknownProperty, F::Property, "unknown-property", "unknown property %1", 35},
    {C::NotInFileFormat, F::Property, "not-in-file-format", "%1 is not a property of FF[%2]", 40},
    {C::ObsoleteProperty, F::Property, "obsolete-property",
     "%1 is an old property, no longer in FF[4]", 59},

    {C::TwoMoves, F::Node, "two-moves",
     "%1[%2] is ignored: a node has one move, and %3 comes first", 37},
    {C::SetupWithMove, F::Node, "setup-with-move", "%1 is setup, but the node has a move (%2)", 30},
    {C::MoveAnnotationWithoutMove, F::Node, "move-annotation-without-move",
     "%1 is about a move, but the node has none", 43},
    {C::RootPropertyOutsideRoot, F::Node, "root-property-outside-root",
     "%1 belongs in the root node", 32},
    {C::GameInfoAgain, F::Node, "game-info-again",
     "%1 is game info, but this line has its game info at %2:%3", 44},
    {C::BadMoveAndTesuji, F::Node, "bad-move-and-tesuji",
     "%1 with %2: a move cannot be bad and a tesuji at once", 42},
    {C::AnnotationConflict, F::Node, "annotation-conflict", "%1 contradicts %2 in the same node",
     41},
    {C::MarkupRepeated, F::Node, "markup-repeated", "%1[%2]: the point already has %3 in this node",
     38},
    {C::SetupPointRepeated, F::Node, "setup-point-repeated",
     "%1[%2]: the point is already set up by %3 in this node", 38},
    {C::LineRepeated, F::Node, "line-repeated", "%1[%2] is already in this node", 0},

    {C::MoveOnOccupiedPoint, F::Position, "move-on-occupied-point",
     "%1[%2] is played on %3, which is not empty", 58},
    {C::Suicide, F::Position, "suicide", "%1[%2] at %3 is a suicide (stones removed: %4)", 0},
    {C::SetupWithoutEffect, F::Position, "setup-without-effect", "%1[%2] changes nothing", 39},
    {C::SetupPartlyWithoutEffect, F::Position, "setup-partly-without-effect",
     "%1[%2] changes nothing on %3 of its %4 points", 39},

    {C::MixedFileFormats, F::Collection, "mixed-file-formats",
     "%1[%2] differs from the first game's %1[%3]", 45},
    {C::MixedGames, F::Collection, "mixed-games", "%1[%2] differs from the first game's %1[%3]",
     53},
    {C::MixedCharsets, F::Collection, "mixed-charsets",
     "%1[%2] differs from the first game's %1[%3]", 74},

    {C::BoardSizeReplaced, F::Position, "board-size-replaced",
     "%1[%2] is not a board size; using 19x19", 0},
    {C::GameReadAsGo, F::Position, "game-read-as-go", "%1[%2] is not a game number; read as Go", 0},
    {C::NotGoNoStones, F::Position, "not-go-no-stones",
     "not a game of Go (%1[%2]); no stones are shown", 0},
    {C::SecondMoveIgnored, F::Position, "second-move-ignored",
     "a second move in the node, %1[%2], is ignored", 0},
    {C::TurnNotAColor, F::Position, "turn-not-a-color", "%1[%2] is not a colour", 0},
    {C::SetupPointSkipped, F::Position, "setup-point-skipped",
     "%1[%2] is not a point on the board; skipped", 0},
    {C::MoveOffBoardSkipped, F::Position, "move-off-board-skipped",
     "%1[%2]: point outside the board; move skipped", 0},
    {C::NotAMoveSkipped, F::Position, "not-a-move-skipped", "%1[%2] is not a move; skipped", 0},
    {C::NotAMoveNumber, F::Position, "not-a-move-number", "%1[%2] is not a move number", 0},
    {C::MoveNumberClamped, F::Position, "move-number-clamped", "%1[%2] is out of range; read as %3",
     0},
    {C::MoveOnAStone, F::Position, "move-on-a-stone", "move on an occupied point %1", 0},
};

constexpr bool sortedByNumber()
{
    for (std::size_t i = 1; i < std::size(table); ++i)
        if (table[i - 1].code >= table[i].code) return false;
    return true;
}
static_assert(sortedByNumber(), "codes in the order of their numbers, each once");

} // namespace

const DiagnosticCodeInfo &codeInfo(DiagnosticCode code)
{
    const auto *end = std::end(table);
    const auto *found = std::lower_bound(
        std::begin(table), end, code,
        [](const DiagnosticCodeInfo &info, DiagnosticCode c) { return info.code < c; });
    return found != end && found->code == code ? *found : table[0];
}

std::span<const DiagnosticCodeInfo> allCodes()
{
    return table;
}

std::string describe(DiagnosticCode code, std::span<const std::string> arguments)
{
    const std::string_view pattern = codeInfo(code).pattern;
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = std::size_t(pattern[i + 1] - '1');
            if (n < arguments.size()) out += arguments[n];
            ++i;
            continue;
        }
        out += c;
    }
    return out;
}

} // namespace sgf
