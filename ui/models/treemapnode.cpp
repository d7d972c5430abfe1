#include "treemapnode.h"

namespace sgfview {

namespace {

// Until sgf/game.h decides what a node's move is (Game::moveOf), this is the one place the
// map asks: the first B or W, a point or a pass by parseMove; any other value is no move.
MapNode::Glyph moveGlyph(sgf::Property move, sgf::BoardSize size)
{
    const bool black = move.id() == "B";
    if (move.valueCount() == 0) return MapNode::Glyph::Other;
    const sgf::MoveValue value = sgf::parseMove(move.value(0).raw(), size);
    if (value.invalid) return MapNode::Glyph::Other;
    if (value.isPass()) return black ? MapNode::Glyph::BlackPass : MapNode::Glyph::WhitePass;
    return black ? MapNode::Glyph::BlackMove : MapNode::Glyph::WhiteMove;
}

} // namespace

MapNode describeForMap(sgf::Node node, sgf::BoardSize size)
{
    MapNode facts;
    bool moved = false, setup = false;
    auto annotate = [&facts](MapNode::Annotation annotation) {
        if (facts.annotation == MapNode::Annotation::None || annotation < facts.annotation)
            facts.annotation = annotation;
    };
    for (sgf::Property property : node.properties()) {
        const std::string_view id = property.id();
        if ((id == "B" || id == "W") && !moved) {
            moved = true;
            facts.glyph = moveGlyph(property, size);
        } else if (id == "AB" || id == "AW" || id == "AE") {
            setup = true;
        } else if (id == "C" || id == "N") {
            facts.commented = true;
        } else if (id == "HO") {
            facts.hotspot = true;
        } else if (id == "BM") {
            annotate(MapNode::Annotation::Bad);
        } else if (id == "TE") {
            annotate(MapNode::Annotation::Good);
        } else if (id == "DO") {
            annotate(MapNode::Annotation::Doubtful);
        } else if (id == "IT") {
            annotate(MapNode::Annotation::Interesting);
        }
    }
    if (!facts.isMove()) {
        if (!node.parent())
            facts.glyph = MapNode::Glyph::Root;
        else if (setup)
            facts.glyph = MapNode::Glyph::Setup;
    }
    return facts;
}

} // namespace sgfview
