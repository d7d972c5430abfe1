// Helpers for tests that drive the real window offscreen: private settings and SGF files in
// a temporary folder (temp_settings.h), and opening a file then waiting for the background
// load.
#pragma once

#include "models/backgroundloader.h"
#include "temp_settings.h"
#include "widgets/mainwindow.h"

#include <QSignalSpy>
#include <QTest>

namespace testdata {

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
