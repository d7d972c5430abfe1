#include "gameinfo.h"

#include "gameinfoformat.h"
#include "valueformatter.h"

#include <QStringList>
#include <optional>
#include <string_view>

namespace sgfview {

namespace {

enum class Kind { AsWritten, Player, Result, Komi, Number, TimeLimit };

struct Field {
    std::string_view id;
    std::string_view rankId; // for players: the rank shown with the name
    const char *label;
    Kind kind;
};

// The order a person reads a game record's header in: who played, how it ended, when and
// where, the conditions, then where the record comes from; the long game comment last.
constexpr Field fields[] = {
    {"GN", {}, QT_TRANSLATE_NOOP("GameInfo", "Game name"), Kind::AsWritten},
    {"PB", "BR", QT_TRANSLATE_NOOP("GameInfo", "Black"), Kind::Player},
    {"PW", "WR", QT_TRANSLATE_NOOP("GameInfo", "White"), Kind::Player},
    {"BT", {}, QT_TRANSLATE_NOOP("GameInfo", "Black team"), Kind::AsWritten},
    {"WT", {}, QT_TRANSLATE_NOOP("GameInfo", "White team"), Kind::AsWritten},
    {"RE", {}, QT_TRANSLATE_NOOP("GameInfo", "Result"), Kind::Result},
    {"DT", {}, QT_TRANSLATE_NOOP("GameInfo", "Date"), Kind::AsWritten},
    {"EV", {}, QT_TRANSLATE_NOOP("GameInfo", "Event"), Kind::AsWritten},
    {"RO", {}, QT_TRANSLATE_NOOP("GameInfo", "Round"), Kind::AsWritten},
    {"PC", {}, QT_TRANSLATE_NOOP("GameInfo", "Place"), Kind::AsWritten},
    {"KM", {}, QT_TRANSLATE_NOOP("GameInfo", "Komi"), Kind::Komi},
    {"HA", {}, QT_TRANSLATE_NOOP("GameInfo", "Handicap"), Kind::Number},
    {"RU", {}, QT_TRANSLATE_NOOP("GameInfo", "Rules"), Kind::AsWritten},
    {"TM", {}, QT_TRANSLATE_NOOP("GameInfo", "Time limit"), Kind::TimeLimit},
    {"OT", {}, QT_TRANSLATE_NOOP("GameInfo", "Overtime"), Kind::AsWritten},
    {"ON", {}, QT_TRANSLATE_NOOP("GameInfo", "Opening"), Kind::AsWritten},
    {"AN", {}, QT_TRANSLATE_NOOP("GameInfo", "Annotator"), Kind::AsWritten},
    {"SO", {}, QT_TRANSLATE_NOOP("GameInfo", "Source"), Kind::AsWritten},
    {"US", {}, QT_TRANSLATE_NOOP("GameInfo", "User"), Kind::AsWritten},
    {"CP", {}, QT_TRANSLATE_NOOP("GameInfo", "Copyright"), Kind::AsWritten},
    {"AP", {}, QT_TRANSLATE_NOOP("GameInfo", "Application"), Kind::AsWritten},
    {"GC", {}, QT_TRANSLATE_NOOP("GameInfo", "Game comment"), Kind::AsWritten},
};

// The property from the last node that has it.
std::optional<sgf::Property> find(const std::vector<sgf::Node> &nodes, std::string_view id)
{
    for (auto node = nodes.rbegin(); node != nodes.rend(); ++node)
        if (auto property = node->find(id)) return property;
    return std::nullopt;
}

QString valueOf(const std::vector<sgf::Node> &nodes, std::string_view id)
{
    // Game-info values are text, numbers and AP's name:version: none needs the game's board.
    const auto property = find(nodes, id);
    return property ? ValueFormatter(sgf::Game()).format(*property).trimmed() : QString();
}

QString format(const QString &value, Kind kind)
{
    switch (kind) {
    case Kind::Result:
        return GameInfoFormat::result(value);
    case Kind::Komi:
        return GameInfoFormat::komi(value);
    case Kind::Number:
        return GameInfoFormat::number(value);
    case Kind::TimeLimit:
        return GameInfoFormat::timeLimit(value);
    case Kind::AsWritten:
    case Kind::Player:
        break;
    }
    return value;
}

} // namespace

GameInfo::GameInfo(const std::vector<sgf::Node> &nodes)
{
    for (const Field &field : fields) {
        const QString text = valueOf(nodes, field.id);
        const QString value = field.kind == Kind::Player
                                  ? GameInfoFormat::player(text, valueOf(nodes, field.rankId))
                                  : (text.isEmpty() ? QString() : format(text, field.kind));
        if (!value.isEmpty())
            rows_.append({QString::fromLatin1(field.id.data(), qsizetype(field.id.size())),
                          tr(field.label), value});
    }
}

QString GameInfo::value(const QString &id) const
{
    for (const Row &row : rows_)
        if (row.id == id) return row.value;
    return {};
}

QString GameInfo::toText() const
{
    QStringList lines;
    for (const Row &row : rows_) lines << tr("%1: %2").arg(row.label, row.value);
    return lines.join(QLatin1Char('\n'));
}

} // namespace sgfview
