// Positions in SGF text, problems found while reading it, and the exception for fatal ones.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
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

enum class Severity : std::uint8_t { Warning, Error };

// A problem met while reading, kept so that a lenient reader can report what it repaired.
struct Diagnostic {
    Severity severity = Severity::Warning;
    std::string message;
    Position position;

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
