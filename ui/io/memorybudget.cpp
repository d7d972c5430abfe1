#include "memorybudget.h"

#include <QByteArray>
#include <QFile>
#include <algorithm>
#include <sys/resource.h>

namespace sgfview {

namespace {

QByteArray readSmallFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return file.read(1 << 16);
}

// "Name:   1234 kB" in a /proc file, in bytes.
std::optional<qint64> kilobytesField(const QByteArray &text, const QByteArray &name)
{
    for (const QByteArray &line : text.split('\n')) {
        if (!line.startsWith(name + ':')) continue;
        bool ok = false;
        const qint64 kilobytes =
            line.mid(name.size() + 1).trimmed().split(' ').value(0).toLongLong(&ok);
        if (ok) return kilobytes * 1024;
    }
    return std::nullopt;
}

std::optional<qint64> underAddressSpaceLimit()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
    const auto used = kilobytesField(readSmallFile(QStringLiteral("/proc/self/status")), "VmSize");
    return qint64(limit.rlim_cur) - used.value_or(0);
}

// cgroup v2: "0::/some/path" in /proc/self/cgroup, its memory.max and memory.current.
std::optional<qint64> underCgroupLimit()
{
    const QByteArray groups = readSmallFile(QStringLiteral("/proc/self/cgroup"));
    for (const QByteArray &line : groups.split('\n')) {
        if (!line.startsWith("0::")) continue;
        const QString folder = QStringLiteral("/sys/fs/cgroup") + QString::fromUtf8(line.mid(3));
        bool ok = false;
        const qint64 maximum =
            readSmallFile(folder + QStringLiteral("/memory.max")).trimmed().toLongLong(&ok);
        if (!ok) return std::nullopt; // "max", or no such file
        const qint64 current =
            readSmallFile(folder + QStringLiteral("/memory.current")).trimmed().toLongLong();
        return maximum - current;
    }
    return std::nullopt;
}

} // namespace

MemoryBudget::Shape MemoryBudget::shapeOf(std::string_view bytes)
{
    Shape shape;
    shape.bytes = qint64(bytes.size());
    for (const char c : bytes) {
        shape.nodes += c == ';';
        shape.values += c == '[';
        shape.trees += c == '(';
    }
    return shape;
}

qint64 MemoryBudget::needed(const Shape &shape, const Costs &costs)
{
    const qint64 shown = std::min(shape.nodes, shape.largestGame.value_or(shape.nodes));
    return shape.bytes * costs.perByte + shape.nodes * costs.perNode +
           shape.values * costs.perValue + shape.trees * costs.perTree + shown * costs.perShownNode;
}

std::optional<qint64> MemoryBudget::available()
{
    std::optional<qint64> least;
    for (const auto room :
         {kilobytesField(readSmallFile(QStringLiteral("/proc/meminfo")), "MemAvailable"),
          underAddressSpaceLimit(), underCgroupLimit()})
        if (room) least = least ? std::min(*least, *room) : *room;
    if (least) least = std::max<qint64>(*least, 0);
    return least;
}

} // namespace sgfview
