#include "foldersiblings.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

namespace sgfview {

namespace {

// Names as people sort them, whatever the locale (QCollator's numeric mode needs ICU and a
// locale that is not C): runs of digits by their value, the rest without regard to case.
int compareNames(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype endA = i, endB = j;
            while (endA < a.size() && a[endA].isDigit()) ++endA;
            while (endB < b.size() && b[endB].isDigit()) ++endB;
            // By value: without leading zeros, the longer run is the larger number.
            qsizetype startA = i, startB = j;
            while (startA + 1 < endA && a[startA] == QLatin1Char('0')) ++startA;
            while (startB + 1 < endB && b[startB] == QLatin1Char('0')) ++startB;
            if (endA - startA != endB - startB) return endA - startA < endB - startB ? -1 : 1;
            if (const int order = QStringView(a)
                                      .sliced(startA, endA - startA)
                                      .compare(QStringView(b).sliced(startB, endB - startB));
                order != 0)
                return order;
            i = endA;
            j = endB;
            continue;
        }
        const QChar x = a[i].toCaseFolded(), y = b[j].toCaseFolded();
        if (x != y) return x < y ? -1 : 1;
        ++i;
        ++j;
    }
    if (i < a.size()) return 1;
    if (j < b.size()) return -1;
    return 0;
}

} // namespace

QStringList sgfFilesBeside(const QString &path)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    QStringList names = folder.entryList(QDir::Files); // "*.sgf" in any case, below
    names.erase(std::remove_if(names.begin(), names.end(),
                               [](const QString &name) {
                                   return !name.endsWith(QLatin1String(".sgf"),
                                                         Qt::CaseInsensitive);
                               }),
                names.end());
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        const int order = compareNames(a, b);
        return order != 0 ? order < 0 : a < b; // names equal but for case: a fixed order
    });
    QStringList paths;
    for (const QString &name : names) paths << folder.absoluteFilePath(name);
    return paths;
}

QString siblingFile(const QString &path, int step)
{
    const QStringList files = sgfFilesBeside(path);
    const QString self = QFileInfo(path).absoluteFilePath();
    const qsizetype at = files.indexOf(self);
    if (at >= 0) {
        const qsizetype next = at + step;
        return next >= 0 && next < files.size() ? files[next] : QString();
    }
    // Not among them (removed, or not *.sgf): the neighbour of where it would be.
    const QString name = QFileInfo(path).fileName();
    qsizetype after = 0;
    while (after < files.size() && compareNames(QFileInfo(files[after]).fileName(), name) < 0)
        ++after;
    const qsizetype next = step > 0 ? after : after - 1;
    return next >= 0 && next < files.size() ? files[next] : QString();
}

} // namespace sgfview
