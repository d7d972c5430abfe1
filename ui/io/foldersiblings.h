// File > Next File and Previous File: the SGF files of a file's folder in name order, so that
// a folder of downloaded games can be read one after the other.
#pragma once

#include <QString>
#include <QStringList>

namespace sgfview {

// The folder's *.sgf files (any case), sorted as people sort names: case ignored, runs of
// digits by their value ("game2" before "game10"). Absolute paths.
QStringList sgfFilesBeside(const QString &path);

// The file step places after path among them (-1 the one before); empty past either end or
// when path is not among them (then the first file after where it would be, for step 1).
QString siblingFile(const QString &path, int step);

} // namespace sgfview
