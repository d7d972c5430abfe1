#include "nodetext.h"

#include "qtsgf.h"
#include "sgf/properties.h"
#include "sgf/text.h"

#include <QCoreApplication>
#include <QStringList>

namespace sgfview {

namespace {

// The context lupdate files these words under.
struct NodeText {
    Q_DECLARE_TR_FUNCTIONS(NodeText)
};

// "2" means emphasised for Double values; anything else reads as normal.
bool emphasised(sgf::Node node, std::string_view id)
{
    return node.raw(id) == "2";
}

} // namespace

sgf::BoardSize boardSizeOf(sgf::Node root)
{
    if (root) {
        if (const auto property = root.find("SZ"); property && property->valueCount() > 0)
            if (const auto size = sgf::parseBoardSize(property->value(0).raw())) return *size;
    }
    return {};
}

namespace nodetext {

QString summary(sgf::Node node, sgf::BoardSize size)
{
    for (const char *colour : {"B", "W"}) {
        const auto move = node.find(colour);
        if (!move || move->valueCount() == 0) continue;
        const auto value = sgf::parseMove(move->value(0).raw(), size);
        QString where = value.isPass() ? NodeText::tr("pass")
                        : value.invalid
                            ? NodeText::tr("invalid (%1)").arg(toQString(move->value(0).raw()))
                            : toQString(sgf::humanCoordinate(*value.point, size));
        return QStringLiteral("%1 %2").arg(QLatin1String(colour), where);
    }
    if (!node.parent()) { // a game's root: who played, or the game's name
        const auto simple = [&node](std::string_view id) { return simpleText(node.raw(id)); };
        QStringList players;
        for (const char *id : {"PB", "PW"})
            if (const QString name = simple(id); !name.isEmpty()) players << name;
        if (!players.isEmpty()) return players.join(QStringLiteral(" – "));
        if (const QString name = simple("GN"); !name.isEmpty()) return name;
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
    if (node.has("GB")) parts << NodeText::tr("Good for Black");
    if (node.has("GW")) parts << NodeText::tr("Good for White");
    if (node.has("DM")) parts << NodeText::tr("Even");
    if (node.has("UC")) parts << NodeText::tr("Unclear");
    if (node.has("HO")) parts << NodeText::tr("Hotspot");
    return parts.join(QLatin1Char(' '));
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
