// Positions in SGF text, problems found while reading it, and the exception for fatal ones.
#pragma once

#include "sgf/diagnostic_code.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sgf {

// A place in the input: 1-based line and column (column counted in characters, i.e. UTF-8
// code points, so a CJK character is one column) and the 0-based byte offset.
struct Position {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
    std::uint64_t offset = 0;

    friend bool operator==(const Position &, const Position &) = default;
};

// Line and column of a byte offset in UTF-8 text. CR, LF, CRLF and LFCR each end one line.
Position positionAt(std::string_view text, std::uint64_t offset);

// The same for many offsets at once, in one pass; offsets must be sorted ascending.
std::vector<Position> positionsAt(std::string_view text, const std::vector<std::uint64_t> &offsets);

// From the least to the most severe: a note is style (an unknown or private property, an
// empty comment), a warning a broken rule whose value is still usable, an error a value or
// text that cannot be used.
enum class Severity : std::uint8_t { Note, Warning, Error };

// "note", "warning", "error": the words of the command line's messages.
std::string_view severityName(Severity severity);

// A problem met while reading or checking, with what it is (code and arguments, from which
// every language words it) and the English message the command line prints.
struct Diagnostic {
    static constexpr std::uint32_t noNode = 0xFFFFFFFFu;

    Diagnostic() = default;
    Diagnostic(Severity severity, std::string message, Position position,
               DiagnosticCode code = DiagnosticCode::Unspecified,
               std::vector<std::string> arguments = {})
        : severity(severity), message(std::move(message)), position(position), code(code),
          arguments(std::move(arguments))
    {}

    Severity severity = Severity::Warning;
    std::string message; // English: describe(code, arguments), or the parser's own text
    Position position;   // of the offending value ('[') or identifier
    DiagnosticCode code = DiagnosticCode::Unspecified;
    std::vector<std::string> arguments; // as describe() takes them
    std::string property;               // the identifier it is about, when there is one
    std::uint32_t node = noNode;        // the node it is about (Node::index()), when known

    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

// "LINE:COLUMN: warning: MESSAGE", the form compilers use; callers prefix the file name.
std::string format(const Diagnostic &diagnostic);

// Thrown when the input cannot be read as SGF. what() is the bare message (the seed
// contract compares it exactly); the position is separate.
class ParseError : public std::runtime_error {
public:
    ParseError(const std::string &message, Position position);
    const Position &position() const noexcept { return position_; }

private:
    Position position_;
};

// Thrown when a progress callback asks to stop.
class ParseCancelled : public std::exception {
public:
    const char *what() const noexcept override { return "parsing cancelled"; }
};

} // namespace sgf
