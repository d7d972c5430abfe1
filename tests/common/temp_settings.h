// For tests that keep settings or write files: QSettings in a temporary folder, away from the
// user's own, and files written there.
#pragma once

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

namespace testdata {

// Keeps QSettings (recent files, layout) away from the user's own.
inline void isolateSettings(const QTemporaryDir &dir)
{
    QCoreApplication::setOrganizationName(QStringLiteral("sgfview-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("sgfview-tests"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QSettings().clear();
}

inline QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return {};
    file.write(bytes);
    return path;
}

} // namespace testdata
