// --find without Qt: a substring, with or without --ignore-case, in any scope, over files and
// folders whose every file the launcher can read as the Qt program would (plaintext.h,
// plainfile.h), printed by the same code (cli/findreport.h). --regex (PCRE2 through
// QRegularExpression), standard input, errors to word and anything unusual in a folder are
// the Qt program's. Every file is read and checked before anything is printed, so that one
// that turns out to need the Qt program can still hand it the whole run.
#pragma once

#include <optional>

namespace sgfview::plain {

// The exit status (grep's), or nothing when the arguments ask for no --find or the Qt program
// must run it.
std::optional<int> runFind(int argc, char **argv);

} // namespace sgfview::plain
