#include "backgroundpool.h"

#include <QThreadPool>

namespace sgfview {

QThreadPool &backgroundPool()
{
    // As many threads as Qt's global pool has; waits for its work when the process ends, as
    // that pool does.
    static QThreadPool pool;
    return pool;
}

} // namespace sgfview
