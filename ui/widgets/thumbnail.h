// The picture a file manager shows for a game record (sgfview --thumbnail): the board with
// the position sgf::previewNode chooses (a game's final position on its main line, a
// problem's first), painted as the window paints it, without coordinates, on a transparent
// square. Needs QtGui only (QImage, QPainter): it runs offscreen, without a display.
#pragma once

#include "sgf/tree.h"

#include <QImage>
#include <QString>

namespace sgfview {

// The first game's picture, size pixels square; a null image (and why, in error) for a
// collection without a game or a game other than Go.
QImage renderThumbnail(const sgf::Collection &collection, int size, QString *error = nullptr);

} // namespace sgfview
