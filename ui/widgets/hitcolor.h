// The colour a search's hits are marked in, wherever they show (comment pane, outline): the
// hit gone to stronger than the others.
#pragma once

#include <QColor>

namespace sgfview {

inline QColor hitColor(bool current)
{
    return current ? QColor(255, 150, 50) : QColor(255, 235, 110);
}

} // namespace sgfview
