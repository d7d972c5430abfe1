#include "archive_sgf.h"

#include "sgf/board.h"
#include "synthetic_random.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace sgfbench {

namespace {

constexpr std::array<std::string_view, 16> familyNames = {
    "Lee",   "Cho",      "Park",      "Kim",  "Choi",  "Shin", "Ke", "Gu",
    "Iyama", "Takemiya", "Kobayashi", "Yoda", "Otake", "Chen", "Mi", "Go"};
constexpr std::array<std::string_view, 16> givenNames = {
    "Sedol", "Chikun", "Junghwan", "Jiseok",   "Myunghoon", "Jinseo", "Jie",    "Li",
    "Yuta",  "Masaki", "Koichi",   "Norimoto", "Hideo",     "Yaoye",  "Yuting", "Seigen"};
// Some archives keep the names in their own script.
constexpr std::array<std::string_view, 6> scriptNames = {"李昌镐", "井山裕太", "박정환",
                                                         "柯洁",   "申真谞",   "芝野虎丸"};
constexpr std::array<std::string_view, 5> komis = {"6.5", "7.5", "5.5", "0.5", "0"};

class ArchiveGenerator {
public:
    explicit ArchiveGenerator(const ArchiveOptions &options) : random_(options.seed) {}

    // The next game's text, replacing what text held.
    void game(std::string &text)
    {
        text.clear();
        text += "(;GM[1]FF[4]CA[UTF-8]SZ[19]";
        property(text, "PB", player());
        property(text, "PW", player());
        date(text);
        const auto moves = random_.between(150, 300);
        result(text, moves);
        property(text, "KM", random_.pick(komis));
        text += '\n';
        board_ = sgf::Board();
        std::size_t lineStart = text.size();
        for (std::uint32_t i = 0; i < moves; ++i) {
            if (text.size() - lineStart >= 72) {
                text += '\n';
                lineStart = text.size();
            }
            const bool black = i % 2 == 0;
            text += black ? ";B[" : ";W[";
            if (const auto p = play(black ? sgf::Color::Black : sgf::Color::White)) {
                text += char('a' + p->x);
                text += char('a' + p->y);
            }
            text += ']';
        }
        text += ")\n";
        nodes_ = moves + 1;
    }

    std::size_t nodes() const { return nodes_; }

private:
    std::string player()
    {
        if (random_.chance(100)) return std::string(random_.pick(scriptNames));
        std::string name(random_.pick(familyNames));
        name += ' ';
        name += random_.pick(givenNames);
        return name;
    }

    void date(std::string &text)
    {
        // Each draw in its own statement: the order of evaluation of operands is unspecified.
        const auto year = random_.between(1940, 2025);
        const auto month = random_.between(1, 12);
        const auto day = random_.between(1, 28);
        text += "DT[" + std::to_string(year) + '-' + twoDigits(month) + '-' + twoDigits(day) + ']';
    }

    void result(std::string &text, std::uint32_t moves)
    {
        // The player who made the last move resigned one move later, or it was counted.
        const char winner = random_.chance(500) ? 'B' : 'W';
        std::string value(1, winner);
        if (random_.chance(600)) {
            value += "+R";
        } else {
            value += '+';
            value += std::to_string(random_.between(0, moves / 20));
            value += ".5";
        }
        property(text, "RE", value);
    }

    // A random empty point where the stone is not suicide, the board updated; none (a pass)
    // if a thousand draws find none, which random play on 19x19 never comes close to.
    std::optional<sgf::Point> play(sgf::Color color)
    {
        for (int tries = 0; tries < 1000; ++tries) {
            const sgf::Point p{int(random_.below(19)), int(random_.below(19))};
            if (board_.at(p) != sgf::Color::Empty) continue;
            changes_.clear();
            if (board_.play(p, color, changes_).suicided == 0) return p;
            board_.undo(changes_);
        }
        return std::nullopt;
    }

    static std::string twoDigits(std::uint32_t n)
    {
        return std::string(1, char('0' + n / 10)) + char('0' + n % 10);
    }

    static void property(std::string &text, std::string_view id, std::string_view value)
    {
        text += id;
        text += '[';
        text += value;
        text += ']';
    }

    Random random_;
    sgf::Board board_;
    std::vector<sgf::StoneChange> changes_;
    std::size_t nodes_ = 0;
};

} // namespace

SyntheticCollection writeArchive(const ArchiveOptions &options,
                                 const std::function<void(std::string_view)> &write)
{
    ArchiveGenerator generator(options);
    SyntheticCollection counts;
    const auto target = std::size_t(options.megabytes * 1e6);
    std::size_t written = 0;
    std::string text;
    while (options.megabytes > 0 ? written < target : counts.games < options.games) {
        generator.game(text);
        write(text);
        written += text.size();
        ++counts.games;
        counts.nodes += generator.nodes();
    }
    return counts;
}

SyntheticCollection generateArchive(const ArchiveOptions &options)
{
    std::string text;
    auto collection = writeArchive(options, [&](std::string_view game) { text += game; });
    collection.text = std::move(text);
    return collection;
}

} // namespace sgfbench
