#include "settingswriter.h"

#include <QCoreApplication>
#include <QSettings>
#include <QThreadPool>

namespace sgfview::settingswriter {

namespace {

// One thread, so that the writes keep their order.
QThreadPool &writer()
{
    static QThreadPool *const pool = [] {
        auto *pool = new QThreadPool; // left to the end of the process, idle by then
        pool->setMaxThreadCount(1);
        // Before the application's name, which names the settings' file, is gone.
        qAddPostRoutine(flush);
        return pool;
    }();
    return *pool;
}

} // namespace

void write(const QString &key, const QVariant &value)
{
    if (!QCoreApplication::instance()) {
        QSettings().setValue(key, value);
        return;
    }
    writer().start([key, value] { QSettings().setValue(key, value); });
}

void flush()
{
    writer().waitForDone();
}

} // namespace sgfview::settingswriter
