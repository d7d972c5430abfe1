// sgfview --thumbnail [--size N] IN.sgf OUT.png: the file manager's picture of a game record
// (widgets/thumbnail.h), for the freedesktop thumbnailer (share/thumbnailers/sgfview.thumbnailer).
// It runs as GNOME runs thumbnailers, in a sandbox: no display (always the offscreen
// platform), no network, nothing written but OUT.
#pragma once

#include <QCommandLineParser>

namespace sgfview {

// Whether the arguments ask for --thumbnail (which needs QtGui, not a display).
bool wantsThumbnail(int argc, char **argv);

// Before the QGuiApplication of --thumbnail: the offscreen platform whatever the environment
// says, and no runtime folder made (Qt makes $XDG_RUNTIME_DIR, or /tmp/runtime-USER, when it
// is missing; a sandbox lets nothing be written but the output).
void prepareThumbnailEnvironment();

// Writes the thumbnail; returns the exit status: 0 written, 1 IN unreadable or OUT not
// written (with a message), 2 wrong arguments.
int runThumbnail(const QCommandLineParser &parser);

} // namespace sgfview
