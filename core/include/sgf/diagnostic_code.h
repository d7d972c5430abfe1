// What each problem sgfview reports is: a stable code, the family of rules it belongs to, and
// its English words. The codes' numbers never change (tests, the documentation's table of
// checks and other programs may use them); new codes take new numbers. A message is its
// template with the arguments put in ("%1" is the first): describe() words it in English for
// the command line, the window words it in the user's language from the same code and
// arguments.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace sgf {

enum class DiagnosticCode : std::uint16_t {
    Unspecified = 0,       // a message with no code of its own (its text is all there is)
    ProblemsNotListed = 1, // %1 how many more there are, past a cap on those listed

    // Reading the structure: what a lenient parse repaired (%1 quoted text is at most a short
    // line, control characters escaped).
    EmptyGameTreeDropped = 101,   // "()" at the top level
    EmptyVariationDropped = 102,  // "()" inside a game tree
    TextBeforeFirstTree = 103,    // %1 the text skipped
    TextAfterLastTree = 104,      // %1 the text skipped
    TextBetweenTrees = 105,       // %1 the text skipped
    TreeWithoutNode = 106,        // "((;A)(;B))": the outer '(' has no node
    TreeLeftOpen = 107,           // one game tree open at the end of the input
    TreesLeftOpen = 108,          // %1 how many
    PropertiesWithoutNode = 109,  // a ';' supplied
    ValuesWithoutProperty = 110,  //
    NodeAfterVariations = 111,    // read as one more variation
    IdentifierWithoutUpper = 112, // %1 the identifier as written
    OldIdentifier = 113,          // %1 as written ("AddBlack"), %2 as read ("AB")
    RepeatedProperty = 114,       // %1 the identifier; its values merged
    UnterminatedValue = 115,      // the input ends inside a value
    PropertyWithoutValue = 116,   // %1 the identifier
    UnexpectedCharacter = 117,    // %1 the character
    UnexpectedByte = 118,         // %1 its value ("0x80")
    UnexpectedText = 119,         // %1 the text skipped

    // Decoding the file's bytes (the viewer's charset reader). Arguments are names.
    UnknownForcedEncoding = 201, // %1 the name chosen
    UnknownCharset = 202,        // %1 CA's value, %2 the charset used
    UnknownCharsetGuessed = 203, // likewise, the charset guessed
    CharsetGuessed = 204,        // %1 the charset guessed
    CharsetNotFitting = 205,     // %1 CA's value
    BytesReplaced = 206,         // %1 the charset

    // Values (%1 the identifier, %2 the value as shown: short, one line).
    ValueNotEmpty = 301,          // a property of type none with a value
    EmptyValue = 302,             // an empty value where the type needs one
    EmptyText = 303,              // an empty text: says nothing
    NotANumber = 304,             //
    NotAReal = 305,               //
    NotADouble = 306,             //
    NotAColor = 307,              //
    NotAPoint = 308,              //
    PointOffBoard = 309,          // %3 the board ("19x19")
    NotAPointPair = 310,          //
    PointPairOnePoint = 311,      // AR or LN from a point to itself
    NotALabel = 312,              //
    NotAnApplication = 313,       // AP without its version
    NotABoardSize = 314,          //
    BoardSizeOutOfRange = 315,    //
    SquareBoardAsPair = 316,      // %3 the value to write
    NotAFigure = 317,             //
    ValueRunsOn = 318,            // %2 the value up to its first line break
    OutOfRange = 319,             // %3 and %4 the least and greatest allowed
    NotGo = 320,                  //
    PassInOldFormat = 321,        // %2 the file format
    NotADate = 322,               //
    NotAResult = 323,             //
    NotCanonical = 324,           // %3 how FF[4] writes it
    TooManyValues = 325,          // %2 how many there are
    EmptyAmongPoints = 326,       //
    ViewAfterEmpty = 327,         // VW[] and more values
    ComposeNotInFileFormat = 328, // %3 the file format
    UnknownFileFormat = 329,      // FF outside 1..4
    ControlCharacter = 330,       // %3 the character ("U+0000")

    // Properties (%1 the identifier).
    UnknownProperty = 401,
    NotInFileFormat = 402, // %2 the file format
    ObsoleteProperty = 403,

    // Node rules (%1 the identifier).
    TwoMoves = 501,                  // %2 the value, %3 the move that counts ("B[aa]")
    SetupWithMove = 502,             // %2 the move property
    MoveAnnotationWithoutMove = 503, //
    RootPropertyOutsideRoot = 504,   //
    GameInfoAgain = 505,             // %2 and %3 line and column of the game-info node
    BadMoveAndTesuji = 506,          // %2 the other of BM and TE
    AnnotationConflict = 507,        // %2 the annotation it contradicts
    MarkupRepeated = 508,            // %2 the value, %3 the markup already there
    SetupPointRepeated = 509,        // %2 the value, %3 the property already setting it
    LineRepeated = 510,              // AR or LN: %2 the value

    // Position rules, Go only (%1 the identifier, %2 the value).
    MoveOnOccupiedPoint = 601,      // %3 the point ("Q16")
    Suicide = 602,                  // %3 the point, %4 the stones removed
    SetupWithoutEffect = 603,       //
    SetupPartlyWithoutEffect = 604, // %3 points without effect, %4 points of the value

    // Collection rules (%1 the identifier, %2 this game's value, %3 the first game's).
    MixedFileFormats = 701,
    MixedGames = 702,
    MixedCharsets = 703,

    // The board's own warnings (sgf::PositionCursor, in the window's status bar): what it did
    // with what it could not play as written (%1 the identifier, %2 the value).
    BoardSizeReplaced = 801,   // SZ not a board size: 19x19 is used
    GameReadAsGo = 802,        // GM not a game number
    NotGoNoStones = 803,       // GM another game: no stones are shown
    SecondMoveIgnored = 804,   // a B and a W in one node: this one is not played
    TurnNotAColor = 805,       // PL neither B nor W
    SetupPointSkipped = 806,   // a setup value that is no point on the board
    MoveOffBoardSkipped = 807, // two letters beyond this board
    NotAMoveSkipped = 808,     //
    NotAMoveNumber = 809,      // MN
    MoveNumberClamped = 810,   // %3 the number used
    MoveOnAStone = 811,        // %1 the point ("D4")
};

// Which rules a code belongs to: the Problems panel groups them, the documentation's table
// lists them.
enum class DiagnosticFamily : std::uint8_t {
    Syntax,     // reading the structure (the lenient parser's repairs)
    Charset,    // decoding the bytes
    Value,      // a value and its property's type
    Property,   // the property itself
    Node,       // properties of one node together, or a node's place in the tree
    Position,   // the Go position as the game is played
    Collection, // the games of one file together
};

struct DiagnosticCodeInfo {
    DiagnosticCode code;
    DiagnosticFamily family;
    std::string_view name;    // stable, for people and programs: "move-on-occupied-point"
    std::string_view pattern; // the English message, "%1[%2] is not a number"
    int sgfcMessage;          // SGFC's message number for the same finding, 0 when none
};

// The entry for a code (Unspecified's for an unknown one).
const DiagnosticCodeInfo &codeInfo(DiagnosticCode code);
// Every code, in the order of their numbers.
std::span<const DiagnosticCodeInfo> allCodes();

// The English message: the code's pattern with the arguments in place of %1, %2, ...
// (a missing argument is left empty). Unspecified has no words: its first argument is its
// whole message.
std::string describe(DiagnosticCode code, std::span<const std::string> arguments);

} // namespace sgf
