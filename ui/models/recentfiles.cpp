#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace sgfview {

namespace {
const char *const settingsKey = "recentFiles";
}

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    files_ = QSettings().value(QLatin1String(settingsKey)).toStringList().mid(0, maximum);
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
    QSettings().setValue(QLatin1String(settingsKey), files_);
    emit changed();
}

} // namespace sgfview
