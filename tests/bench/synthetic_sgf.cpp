#include "synthetic_sgf.h"

#include "synthetic_random.h"

#include <array>
#include <string_view>
#include <vector>

namespace sgfbench {

namespace {

constexpr std::array<std::string_view, 12> names = {
    "Lee Sedol", "Cho Chikun", "Shin Jinseo", "Ke Jie",         "Iyama Yuta", "Go Seigen",
    "李昌镐",    "井山裕太",   "박정환",      "Honinbo Dosaku", "AlphaGo",    "Sai"};
constexpr std::array<std::string_view, 8> ranks = {"9p", "7d", "5d", "3d", "1k", "4k", "9d", "2p"};
constexpr std::array<std::string_view, 6> results = {"B+R", "W+R", "B+3.5", "W+0.5", "B+T", "Void"};
constexpr std::array<std::string_view, 4> komis = {"6.5", "7.5", "0", "5.5"};
constexpr std::array<std::string_view, 4> rules = {"Japanese", "Chinese", "Korean", "AGA"};
constexpr std::array<std::string_view, 5> events = {
    "Meijin League", "Kisei Title Match", "Fox 9d rated", "第12回 名人戦", "Club [Tuesday\\] game"};
constexpr std::array<std::string_view, 24> words = {
    "the",   "move",  "at",     "is",     "a",      "good", "shape",  "but",
    "white", "black", "should", "tenuki", "ladder", "ko",   "joseki", "here",
    "Q16",   "D4",    "好手",   "悪手",   "大石",   "死活", "!",      "?"};
// Words that exercise the Text escapes: \] and \\, hard and soft line breaks.
constexpr std::array<std::string_view, 6> tricky = {
    "[see 1\\]", "C:\\\\games\\\\pro", "\n", "line\\\nbreak", "\\]\\]", "a\\\\"};
constexpr std::array<std::string_view, 6> markups = {"TR", "SQ", "CR", "MA", "LB", "AR"};
constexpr std::array<std::string_view, 9> starPoints = {"dd", "pp", "dp", "pd", "jj",
                                                        "dj", "pj", "jd", "jp"};

constexpr std::uint32_t maxDepth = 12;

class Generator {
public:
    explicit Generator(const SyntheticOptions &options)
        : random_(options.seed), target_(std::size_t(options.megabytes * 1e6))
    {}

    SyntheticCollection run()
    {
        result_.text.reserve(target_ + (1u << 16));
        while (result_.text.size() < target_) game();
        return std::move(result_);
    }

private:
    // Variations nest as deep as the forks along a line, so the writing is driven by an
    // explicit stack of tasks rather than recursion.
    struct Task {
        enum Kind { Line, Open, Close } kind;
        std::uint32_t length = 0;
        std::uint32_t depth = 0;
        bool black = true;
    };

    void game()
    {
        ++result_.games;
        out() += '(';
        beginNode();
        gameInfo();
        bool black = true;
        if (random_.chance(150)) { // handicap: the stones on star points, White starts
            const auto stones = random_.between(2, 9);
            out() += "HA[" + std::to_string(stones) + "]AB";
            for (std::uint32_t i = 0; i < stones; ++i) value(starPoints[i]);
            black = false;
        }
        tasks_.push_back({Task::Close});
        tasks_.push_back({Task::Line, random_.between(200, 350), 0, black});
        while (!tasks_.empty()) {
            const Task task = tasks_.back();
            tasks_.pop_back();
            switch (task.kind) {
            case Task::Open:
                newLine();
                out() += '(';
                break;
            case Task::Close:
                out() += ')';
                break;
            case Task::Line:
                line(task);
                break;
            }
        }
        newLine();
    }

    void line(Task task)
    {
        for (std::uint32_t i = 0; i < task.length; ++i) {
            if (i == 0 && task.depth > 0 && random_.chance(100)) {
                setupNode();
            } else {
                moveNode(task.black);
                task.black = !task.black;
            }
            const auto rest = task.length - i - 1;
            if (rest > 0 && task.depth < maxDepth && random_.chance(task.depth == 0 ? 25 : 15)) {
                fork(rest, task.depth, task.black);
                return;
            }
        }
    }

    // The rest of the line becomes the first variation; the alternatives follow it, either
    // a few long ones (deep) or many short ones (wide).
    void fork(std::uint32_t rest, std::uint32_t depth, bool black)
    {
        const bool wide = random_.chance(400);
        const auto alternatives = wide ? random_.between(4, 12) : random_.between(1, 2);
        for (std::uint32_t a = 0; a < alternatives; ++a) { // pushed last to first
            tasks_.push_back({Task::Close});
            tasks_.push_back({Task::Line, wide ? random_.between(1, 4) : random_.between(8, 40),
                              depth + 1, black});
            tasks_.push_back({Task::Open});
        }
        tasks_.push_back({Task::Close});
        tasks_.push_back({Task::Line, rest, depth, black});
        newLine();
        out() += '(';
    }

    void gameInfo()
    {
        out() += "GM[1]FF[4]CA[UTF-8]AP[sgfgen:1]SZ[19]";
        property("KM", random_.pick(komis));
        property("RU", random_.pick(rules));
        property("PB", random_.pick(names));
        property("BR", random_.pick(ranks));
        property("PW", random_.pick(names));
        property("WR", random_.pick(ranks));
        // Each draw in its own statement: the order in which operands of + are evaluated is
        // unspecified, and compilers differ.
        const auto year = random_.between(1950, 2024);
        const auto month = random_.between(1, 9);
        const auto day = random_.between(0, 9);
        property("DT",
                 std::to_string(year) + "-0" + std::to_string(month) + "-1" + std::to_string(day));
        property("EV", random_.pick(events));
        property("RE", random_.pick(results));
        if (random_.chance(300)) {
            out() += "GC";
            text(random_.between(10, 60));
        }
    }

    void moveNode(bool black)
    {
        beginNode();
        out() += black ? 'B' : 'W';
        if (random_.chance(3))
            out() += "[]"; // a pass
        else
            point();
        if (random_.chance(300)) {
            const auto seconds = random_.between(0, 3600);
            const auto tenths = random_.below(10);
            property(black ? "BL" : "WL", std::to_string(seconds) + "." + std::to_string(tenths));
        }
        if (random_.chance(35)) {
            out() += 'C';
            text(random_.between(3, 40));
        }
        if (random_.chance(25)) markup();
    }

    void setupNode()
    {
        beginNode();
        for (std::string_view id : {"AB", "AW"}) {
            out() += id;
            const auto count = random_.between(1, 6);
            for (std::uint32_t i = 0; i < count; ++i) {
                if (random_.chance(200))
                    rectangle();
                else
                    point();
            }
        }
        if (random_.chance(300)) {
            out() += "AE";
            point();
        }
    }

    void markup()
    {
        const auto id = random_.pick(markups);
        out() += id;
        const auto count = random_.between(1, 4);
        for (std::uint32_t i = 0; i < count; ++i) {
            if (id == "LB") {
                out() += '[';
                pointLetters();
                out() += ':';
                out() += char('A' + random_.below(26));
                out() += ']';
            } else if (id == "AR") {
                out() += '[';
                pointLetters();
                out() += ':';
                pointLetters();
                out() += ']';
            } else {
                point();
            }
        }
    }

    // A compressed point list entry "aa:cc": upper left, then lower right.
    void rectangle()
    {
        const auto x = random_.below(17), y = random_.below(17);
        const auto w = random_.between(1, 2), h = random_.between(1, 2);
        out() += '[';
        out() += char('a' + x);
        out() += char('a' + y);
        out() += ':';
        out() += char('a' + x + w);
        out() += char('a' + y + h);
        out() += ']';
    }

    void point()
    {
        out() += '[';
        pointLetters();
        out() += ']';
    }

    void pointLetters()
    {
        out() += char('a' + random_.below(19));
        out() += char('a' + random_.below(19));
    }

    void text(std::uint32_t wordCount)
    {
        out() += '[';
        for (std::uint32_t i = 0; i < wordCount; ++i) {
            if (i > 0) out() += ' ';
            out() += random_.chance(80) ? random_.pick(tricky) : random_.pick(words);
        }
        out() += ']';
    }

    void property(std::string_view id, std::string_view content)
    {
        out() += id;
        value(content);
    }

    void value(std::string_view content)
    {
        out() += '[';
        out() += content;
        out() += ']';
    }

    void beginNode()
    {
        if (out().size() - lineStart_ > 70) newLine();
        out() += ';';
        ++result_.nodes;
    }

    void newLine()
    {
        if (out().size() == lineStart_) return;
        out() += '\n';
        lineStart_ = out().size();
    }

    std::string &out() { return result_.text; }

    Random random_;
    std::size_t target_;
    SyntheticCollection result_;
    std::vector<Task> tasks_;
    std::size_t lineStart_ = 0;
};

} // namespace

SyntheticCollection generateSyntheticCollection(const SyntheticOptions &options)
{
    return Generator(options).run();
}

} // namespace sgfbench
