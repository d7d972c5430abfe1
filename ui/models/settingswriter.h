// Settings written off the window's thread. QSettings writes its file as its object goes, and
// first flushes a lock file to disk (fdatasync): with the disk busy writing back a file just
// saved, that held the window 290 ms while it showed the file. Writes keep their order; code
// that reads a key written here calls flush() first.
#pragma once

#include <QString>
#include <QVariant>

namespace sgfview::settingswriter {

void write(const QString &key, const QVariant &value);
// Returns once every write asked before is in the settings (also done as the application goes).
void flush();

} // namespace sgfview::settingswriter
