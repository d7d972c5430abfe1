#include "evaluationseries.h"

#include "sgf/values.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sgfview {

namespace {

const char *idOf(EvaluationSeries::Kind kind)
{
    return kind == EvaluationSeries::Kind::Winrate ? "SBKV" : "V";
}

} // namespace

EvaluationSeries::Kind EvaluationSeries::kindOf(const sgf::Collection &collection,
                                                std::uint32_t root, std::uint32_t end)
{
    // Only values that are numbers count: a V[] or SBKV[x] alone draws no graph. Nor does a
    // single value: one point is no graph, only an empty box under the map.
    // One pass over each node's properties, which most nodes have one or none of, rather than
    // a look-up of each identifier (SBKV's by name) at each node: this runs for every node of
    // a game before it is shown. (A node has one property of an identifier: a lenient parse
    // merges the values of a repeated one into the first.)
    const auto isNumber = [](const sgf::Property &property) {
        return property.valueCount() > 0 && sgf::parseReal(property.value(0).raw()).has_value();
    };
    int winrates = 0, values = 0;
    for (std::uint32_t n = root; n < end; ++n) {
        for (const sgf::Property property : collection.node(n).properties()) {
            const std::string_view id = property.id();
            if (id == "SBKV") {
                if (isNumber(property) && ++winrates == 2) return Kind::Winrate;
            } else if (id == "V" && values < 2 && isNumber(property)) {
                ++values;
            }
        }
    }
    return values == 2 ? Kind::Value : Kind::None;
}

EvaluationSeries EvaluationSeries::along(const sgf::Collection &collection,
                                         std::span<const std::uint32_t> line, Kind kind)
{
    EvaluationSeries series;
    series.kind = kind;
    if (kind == Kind::None) return series;
    const char *id = idOf(kind);
    series.values.reserve(line.size());
    double largest = 0;
    for (const std::uint32_t n : line) {
        const auto real = sgf::parseReal(collection.node(n).raw(id));
        double value = real ? real->toDouble() : std::numeric_limits<double>::quiet_NaN();
        // A winrate is a percentage; one past the ends is drawn at the end it passed.
        if (kind == Kind::Winrate && !std::isnan(value)) value = std::clamp(value, 0.0, 100.0);
        if (!std::isnan(value)) largest = std::max(largest, std::abs(value));
        series.values.push_back(value);
    }
    if (kind == Kind::Value) {
        series.high = largest > 0 ? largest : 1;
        series.low = -series.high;
    }

    struct Swing {
        double size;
        std::uint32_t depth;
    };
    std::vector<Swing> swings;
    double before = std::numeric_limits<double>::quiet_NaN();
    for (std::uint32_t d = 0; d < series.values.size(); ++d) {
        const double value = series.values[d];
        if (std::isnan(value)) continue;
        if (!std::isnan(before)) swings.push_back({std::abs(value - before), d});
        before = value;
    }
    const double least = (series.high - series.low) / 10;
    std::erase_if(swings, [least](const Swing &swing) { return swing.size < least; });
    const std::size_t kept = std::min(swings.size(), swingCount);
    std::partial_sort(swings.begin(), swings.begin() + std::ptrdiff_t(kept), swings.end(),
                      [](const Swing &a, const Swing &b) {
                          return a.size > b.size || (a.size == b.size && a.depth < b.depth);
                      });
    for (std::size_t i = 0; i < kept; ++i) series.swings.push_back(swings[i].depth);
    return series;
}

} // namespace sgfview
