// sgfview --find PATTERN [--regex] [--ignore-case] [--scope comments|info|values|ID] FILE...:
// every hit as "FILE:LINE:COLUMN: game G, move M: CONTEXT", grep's exit status.
#pragma once

#include <QCommandLineParser>
#include <QList>

namespace sgfview {

// --find's own options (--regex, --ignore-case, --scope), for the parser's list.
QList<QCommandLineOption> findOptions();

// Searches each FILE (folders recursively, their *.sgf files in name order). Exit status
// 0 when something was found, 1 when nothing was, 2 when a file could not be read or the
// arguments are wrong, as grep's.
int runFind(const QCommandLineParser &parser);

} // namespace sgfview
