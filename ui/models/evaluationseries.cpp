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
    const auto hasNumber = [](sgf::Node node, const char *id) {
        return node.has(id) && sgf::parseReal(node.raw(id)).has_value();
    };
    int winrates = 0, values = 0;
    for (std::uint32_t n = root; n < end; ++n) {
        const sgf::Node node = collection.node(n);
        if (hasNumber(node, "SBKV") && ++winrates == 2) return Kind::Winrate;
        if (values < 2 && hasNumber(node, "V")) ++values;
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
