// The command-line modes that need no display: --json and --check (and --help, --version).
#pragma once

#include <QCommandLineParser>

namespace sgfview {
struct LoadResult;
}

namespace sgfview {

// Declares every option sgfview understands, for both the window and the command line.
void addOptions(QCommandLineParser &parser);

// True when the arguments ask for a mode that must not touch a display, or hold an option
// the window does not take (reported as the command line reports it, without a display).
bool wantsCommandLine(int argc, char **argv);

// Why FILE could not be read, on standard error in the compiler's form ("-" is <stdin>).
void printFailure(const QString &file, const LoadResult &result);

// Runs --json or --check on the parsed arguments; returns the exit status.
int runCommandLine(const QCommandLineParser &parser);

} // namespace sgfview
