// --check and --json without Qt: run here when the arguments, the language and every file
// are such that the output is known to be the Qt program's to the byte (see plaintext.h and
// plainfile.h for the files). Everything is worked out before anything is printed, so that
// whatever turns out to need the Qt program can still be handed to it whole.
#pragma once

#include "plainfile.h"
#include "sgf/diagnostic.h"
#include "sgf/tree.h"

#include <optional>
#include <string_view>
#include <vector>

namespace sgfview::plain {

// The exit status, or nothing when the Qt program must run instead (input says what was read
// of standard input by then, to be handed on).
std::optional<int> runCommandLine(int argc, char **argv, StandardInput &input);

// What --find shares with --check and --json (launcher/plainfind.h):

// Whether Qt's choice of language from the environment surely has no catalogue of sgfview's
// but the English one.
bool messagesInEnglish();

// A file read and parsed as DocumentLoader would: the collection with its diagnostics in
// file order, or the parser's refusal. Nothing when the file is the Qt program's to read.
struct Load {
    std::optional<sgf::Collection> collection;
    std::vector<sgf::Diagnostic> diagnostics;
    std::optional<sgf::ParseError> failure;
};
std::optional<Load> load(std::string_view file, bool strict, StandardInput &input);

// Appends NAME:LINE:COLUMN: SEVERITY: MESSAGE as the Qt program prints it; false when the
// message is not UTF-8, which the Qt program would print changed.
bool appendLine(std::string &out, std::string_view file, const sgf::Diagnostic &diagnostic);
bool appendFailure(std::string &out, std::string_view file, const sgf::ParseError &error);

} // namespace sgfview::plain
