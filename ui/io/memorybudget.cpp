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

// 1 in each byte of the result whose byte in word is the byte repeated in pattern
// (~0ull / 255 * byte), 0 in the others: each byte becomes its high bit exactly when it was
// that byte, then moves down to the low bit.
std::uint64_t matchingBytes(std::uint64_t word, std::uint64_t pattern)
{
    constexpr std::uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    const std::uint64_t x = word ^ pattern; // zero bytes where they match
    return ~(((x & low7) + low7) | x | low7) >> 7;
}

// The sum of the eight bytes of counts.
qint64 sumOfBytes(std::uint64_t counts)
{
    constexpr std::uint64_t evenBytes = 0x00FF00FF00FF00FFull;
    const std::uint64_t pairs = (counts & evenBytes) + (counts >> 8 & evenBytes); // 16-bit sums
    return qint64((pairs * 0x0001000100010001ull) >> 48);
}

} // namespace

// Eight bytes at a time, counted in each byte of a word for up to 255 words (a byte holds
// 255): this runs before every load, over the whole file. (std::popcount is a call into
// libgcc on the x86-64 baseline, three a word: 85-110 ms on the 102 MB archive, now 25-40
// on the same loaded machine.)
MemoryBudget::Shape MemoryBudget::shapeOf(std::string_view bytes)
{
    constexpr std::uint64_t ones = ~std::uint64_t(0) / 255;
    Shape shape;
    shape.bytes = qint64(bytes.size());
    std::size_t i = 0;
    while (i + 8 <= bytes.size()) {
        const std::size_t words = std::min<std::size_t>(255, (bytes.size() - i) / 8);
        std::uint64_t nodes = 0, values = 0, trees = 0;
        for (std::size_t w = 0; w < words; ++w, i += 8) {
            std::uint64_t word;
            std::memcpy(&word, bytes.data() + i, 8);
            nodes += matchingBytes(word, ones * ';');
            values += matchingBytes(word, ones * '[');
            trees += matchingBytes(word, ones * '(');
        }
        shape.nodes += sumOfBytes(nodes);
        shape.values += sumOfBytes(values);
        shape.trees += sumOfBytes(trees);
    }
    for (; i < bytes.size(); ++i) {
        shape.nodes += bytes[i] == ';';
        shape.values += bytes[i] == '[';
        shape.trees += bytes[i] == '(';
    }
    return shape;
}

std::optional<MemoryBudget::Shape>
MemoryBudget::shapeOfFile(const QString &path, const std::function<bool(double)> &progress)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
    constexpr qint64 pieceBytes = qint64(8) << 20;
    QByteArray piece(pieceBytes, Qt::Uninitialized);
    Shape shape;
    for (;;) {
        const qint64 read = file.read(piece.data(), pieceBytes);
        if (read < 0) return std::nullopt;
        if (read == 0) break;
        const Shape part = shapeOf(std::string_view(piece.constData(), std::size_t(read)));
        shape.bytes += part.bytes;
        shape.nodes += part.nodes;
        shape.values += part.values;
        shape.trees += part.trees;
        if (progress && !progress(std::min(1.0, double(shape.bytes) /
                                                    double(std::max<qint64>(file.size(), 1)))))
            return std::nullopt;
    }
    return shape;
}

qint64 MemoryBudget::mostNeeded(qint64 bytes, const Costs &costs)
{
    // A node shown is a node too.
    return bytes * (costs.perByte +
                    std::max({costs.perNode + costs.perShownNode, costs.perValue, costs.perTree}));
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
