#include "recentfiles.h"

#include "settingskeys.h"
#include "settingswriter.h"

#include <QFileInfo>
#include <QSettings>

namespace sgfview {

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    settingswriter::flush(); // the list another window saved last
    files_ = QSettings().value(settingskeys::recentFiles).toStringList().mid(0, maximum);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files_.removeAll(absolute);
    files_.prepend(absolute);
    while (files_.size() > maximum) files_.removeLast();
    save();
}

void RecentFiles::remove(const QString &path)
{
    if (files_.removeAll(QFileInfo(path).absoluteFilePath()) > 0) save();
}

void RecentFiles::clear()
{
    files_.clear();
    save();
}

void RecentFiles::save()
{
    settingswriter::write(settingskeys::recentFiles, files_);
    emit changed();
}

} // namespace sgfview
