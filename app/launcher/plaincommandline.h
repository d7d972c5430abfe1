// --check and --json without Qt: run here when the arguments, the language and every file
// are such that the output is known to be the Qt program's to the byte (see plaintext.h and
// plainfile.h for the files). Everything is worked out before anything is printed, so that
// whatever turns out to need the Qt program can still be handed to it whole.
#pragma once

#include "plainfile.h"

#include <optional>

namespace sgfview::plain {

// The exit status, or nothing when the Qt program must run instead (input says what was read
// of standard input by then, to be handed on).
std::optional<int> runCommandLine(int argc, char **argv, StandardInput &input);

} // namespace sgfview::plain
