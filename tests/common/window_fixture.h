// Helpers for tests that drive the real window offscreen: private settings, SGF files in a
// temporary folder, and opening a file then waiting for the background load.
#pragma once

#include "widgets/backgroundloader.h"
#include "widgets/mainwindow.h"

#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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

// Opens a file and waits until the window has shown it or reported a failure.
inline bool openAndWait(sgfview::MainWindow &window, const QString &path,
                        const QByteArray &encoding = {})
{
    QSignalSpy shown(&window, &sgfview::MainWindow::documentShown);
    QSignalSpy failed(&window, &sgfview::MainWindow::loadFailed);
    window.open(path, encoding);
    return QTest::qWaitFor([&] { return shown.count() > 0 || failed.count() > 0; }, 20000) &&
           shown.count() > 0;
}

} // namespace testdata
