#include "treemapnode.h"

namespace sgfview {

namespace {

// The node's move as sgf/game.h reads it: a point, or another game's move, is a stone; a
// pass is a pass; a value that is no point on the board is no move.
MapNode::Glyph moveGlyph(const sgf::NodeMove &move)
{
    const bool black = move.color == sgf::Color::Black;
    switch (move.kind) {
    case sgf::MoveKind::Point:
    case sgf::MoveKind::OtherGame:
        return black ? MapNode::Glyph::BlackMove : MapNode::Glyph::WhiteMove;
    case sgf::MoveKind::Pass:
        return black ? MapNode::Glyph::BlackPass : MapNode::Glyph::WhitePass;
    case sgf::MoveKind::None:
    case sgf::MoveKind::NotAPoint:
        break;
    }
    return MapNode::Glyph::Other;
}

} // namespace

MapNode describeForMap(sgf::Node node, const sgf::Game &game)
{
    MapNode facts;
    facts.glyph = moveGlyph(game.moveOf(node));
    bool setup = false;
    auto annotate = [&facts](MapNode::Annotation annotation) {
        if (facts.annotation == MapNode::Annotation::None || annotation < facts.annotation)
            facts.annotation = annotation;
    };
    for (sgf::Property property : node.properties()) {
        const std::string_view id = property.id();
        if (id == "AB" || id == "AW" || id == "AE") {
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
