#include "nodetext.h"

#include "propertynames.h"
#include "qtsgf.h"
#include "sgf/properties.h"
#include "sgf/text.h"
#include "sgf/values.h"
#include "valueformatter.h"

#include <QCoreApplication>
#include <QStringList>

namespace sgfview {

namespace {

// The context lupdate files these words under.
struct NodeText {
    Q_DECLARE_TR_FUNCTIONS(NodeText)
};

bool emphasised(sgf::Node node, std::string_view id)
{
    return sgf::parseDouble(node.raw(id)) == sgf::Emphasis::Emphasized;
}

} // namespace

namespace nodetext {

QString players(sgf::Node root)
{
    const QString black = simpleText(root.raw("PB")), white = simpleText(root.raw("PW"));
    if (black.isEmpty() && white.isEmpty()) return {};
    return NodeText::tr("%1 (B) vs %2 (W)")
        .arg(black.isEmpty() ? NodeText::tr("Black") : black,
             white.isEmpty() ? NodeText::tr("White") : white);
}

QString summary(sgf::Node node, const sgf::Game &game)
{
    if (const sgf::NodeMove move = game.moveOf(node); move.property) {
        const QString where = ValueFormatter(game).move(move, move.raw());
        //: The tree's Node cell for a move: B (Black) or W (White), then where ("B Q16").
        return move.color == sgf::Color::Black ? NodeText::tr("B %1").arg(where)
                                               : NodeText::tr("W %1").arg(where);
    }
    if (!node.parent()) { // a game's root: who played, or the game's name
        if (const QString names = players(node); !names.isEmpty()) return names;
        if (const QString name = simpleText(node.raw("GN")); !name.isEmpty()) return name;
    }
    if (node.hasCategory(sgf::Category::Setup)) return NodeText::tr("Setup");
    if (node.hasCategory(sgf::Category::GameInfo)) return NodeText::tr("Game info");
    if (node.parent().isNull()) return NodeText::tr("Root");
    if (node.hasCategory(sgf::Category::Markup)) return NodeText::tr("Markup");
    if (node.has("C") || node.has("N")) return NodeText::tr("Comment");
    return NodeText::tr("Empty");
}

QString annotations(sgf::Node node)
{
    QStringList parts;
    if (node.has("TE"))
        parts << (emphasised(node, "TE") ? QStringLiteral("!!") : QStringLiteral("!"));
    if (node.has("BM"))
        parts << (emphasised(node, "BM") ? QStringLiteral("??") : QStringLiteral("?"));
    if (node.has("IT")) parts << QStringLiteral("!?");
    if (node.has("DO")) parts << QStringLiteral("?!");
    // Short enough to tell apart in a narrow column (the cell's tool tip spells them out).
    if (node.has("GB")) parts << NodeText::tr("Good for B");
    if (node.has("GW")) parts << NodeText::tr("Good for W");
    if (node.has("DM")) parts << NodeText::tr("Even");
    if (node.has("UC")) parts << NodeText::tr("Unclear");
    if (node.has("HO")) parts << NodeText::tr("Hotspot");
    return parts.join(QLatin1Char(' '));
}

QString annotationNames(sgf::Node node)
{
    QStringList names;
    for (sgf::Property property : node.properties())
        if (const auto *info = property.info(); info &&
                                                (info->category == sgf::Category::MoveAnnotation ||
                                                 info->category == sgf::Category::NodeAnnotation) &&
                                                property.id() != "N" && property.id() != "C" &&
                                                property.id() != "V")
            names << propertynames::name(*info);
    return names.join(QLatin1Char('\n'));
}

QString headline(sgf::Node node)
{
    if (const std::string_view name = node.raw("N"); !name.empty()) return simpleText(name);
    const std::string_view comment = node.raw("C");
    if (comment.empty()) return {};
    // Only the start is decoded: a 50 MB comment costs nothing here.
    const QString text = toQString(sgf::decodeText(comment.substr(0, 512))).trimmed();
    return text.section(QLatin1Char('\n'), 0, 0);
}

} // namespace nodetext
} // namespace sgfview
