#include "memorybudget.h"

#include <QByteArray>
#include <QFile>
#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
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

namespace {

// How many of the 8 bytes in word are the byte repeated in pattern (~0ull / 255 * byte):
// each byte of the word becomes its high bit exactly when it was that byte.
int countInWord(std::uint64_t word, std::uint64_t pattern)
{
    constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    const std::uint64_t x = word ^ pattern; // zero bytes where they match
    return std::popcount(~(((x & low7) + low7) | x | low7));
}

} // namespace

// Eight bytes at a time: this runs before every load, over the whole file.
MemoryBudget::Shape MemoryBudget::shapeOf(std::string_view bytes)
{
    constexpr std::uint64_t ones = ~std::uint64_t(0) / 255;
    Shape shape;
    shape.bytes = qint64(bytes.size());
    std::size_t i = 0;
    for (; i + 8 <= bytes.size(); i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes.data() + i, 8);
        shape.nodes += countInWord(word, ones * ';');
        shape.values += countInWord(word, ones * '[');
        shape.trees += countInWord(word, ones * '(');
    }
    for (; i < bytes.size(); ++i) {
        shape.nodes += bytes[i] == ';';
        shape.values += bytes[i] == '[';
        shape.trees += bytes[i] == '(';
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
