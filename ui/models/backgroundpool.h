// The threads the window's long work runs on: loading, checking and searching a file. Not
// Qt's global pool: Qt 6.4's raster painting splits a big fill into parts for that pool's
// threads and waits for them, so while a check of a big file held both of its threads the
// board's paint waited for the check (setup-flips=450,000: first paint 186-205 ms, most of it
// in QSemaphore::acquire under QWidget::repaint).
#pragma once

class QThreadPool;

namespace sgfview {

QThreadPool &backgroundPool();

} // namespace sgfview
