// Helpers for tests that drive the real window offscreen: private settings and SGF files in
// a temporary folder (temp_settings.h), and opening a file then waiting for the background
// load.
#pragma once

#include "models/backgroundloader.h"
#include "temp_settings.h"
#include "widgets/mainwindow.h"

#include <QSettings>
#include <QSignalSpy>
#include <QSize>
#include <QTest>
#include <memory>
#include <optional>

namespace testdata {

// Opens a file and waits until the window has shown it whole (not the start of its first game
// shown while the rest is read) or reported a failure.
inline bool openAndWait(sgfview::MainWindow &window, const QString &path,
                        const QByteArray &encoding = {})
{
    QSignalSpy shown(&window, &sgfview::MainWindow::documentShown);
    QSignalSpy failed(&window, &sgfview::MainWindow::loadFailed);
    window.open(path, encoding);
    const auto whole = [&] {
        return shown.count() > 0 && window.document() && !window.document()->partial;
    };
    return QTest::qWaitFor([&] { return whole() || failed.count() > 0; }, 20000) && whole();
}

// The first window as a new user meets it: fresh settings in a folder of its own, which also
// holds the files it opens. prepare() in initTestCase, start() in init (again for a window of
// another size), stop() in cleanup.
class FirstWindow {
public:
    bool prepare()
    {
        if (!dir.isValid()) return false;
        isolateSettings(dir);
        return true;
    }
    bool start(std::optional<QSize> size = {})
    {
        window.reset();
        QSettings().clear();
        window = std::make_unique<sgfview::MainWindow>();
        if (size) window->resize(*size);
        window->show();
        return QTest::qWaitForWindowExposed(window.get());
    }
    void stop() { window.reset(); }
    bool open(const QByteArray &sgf, const QString &name = QStringLiteral("game.sgf"))
    {
        return openAndWait(*window, writeFile(dir, name, sgf));
    }

    QTemporaryDir dir;
    std::unique_ptr<sgfview::MainWindow> window;
};

// Four games, two with Ann: a collection for the game list and its filter.
inline const QByteArray fourGames = "(;PB[Ann]PW[Bob];B[aa];W[bb])(;PB[Cid]PW[Dee];B[cc])"
                                    "(;PB[Eve]PW[Fay];B[dd])(;PB[Ann]PW[Gus];B[ee];W[ff])";

} // namespace testdata
