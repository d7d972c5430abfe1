#include "sgf/segments.h"

#include <algorithm>
#include <utility>

namespace sgf {

Segments segmentsOf(Node node, BoardSize size, std::size_t limit)
{
    Segments segments;
    const auto points = std::size_t(size.pointCount());
    if (limit == 0) limit = points;
    const auto index = [&](Point p) { return std::size_t(p.y) * std::size_t(size.columns) + p.x; };
    std::vector<bool> seen; // by (from, to, arrow), made when a node has any
    std::size_t read = 0;
    for (const auto &[id, arrow] : {std::pair{"AR", true}, {"LN", false}}) {
        const auto property = node.find(id);
        if (!property) continue;
        if (seen.empty()) seen.assign(points * points * 2, false);
        const std::size_t count = property->valueCount();
        const std::size_t readHere = std::min(count, Segments::valuesRead - read);
        read += readHere;
        segments.unread += count - readHere;
        for (std::size_t i = 0; i < readHere; ++i) {
            const RawCompose pair = property->value(i).compose();
            const auto from = parsePoint(pair.first, size);
            const auto to = parsePoint(pair.second, size);
            if (!pair.isCompose || !from || !to || *from == *to) continue;
            auto a = index(*from), b = index(*to);
            if (!arrow && b < a) std::swap(a, b);
            const std::size_t key = (a * points + b) * 2 + (arrow ? 1 : 0);
            if (seen[key]) continue;
            seen[key] = true;
            if (segments.shown.size() < limit)
                segments.shown.push_back({*from, *to, arrow});
            else
                ++segments.hidden;
        }
    }
    return segments;
}

} // namespace sgf
