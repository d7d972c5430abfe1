#include "sgf/ascii_diagram.h"

#include "sgf/board.h"
#include "sgf/game.h"
#include "sgf/point.h"
#include "sgf/position_cursor.h"
#include "sgf/segments.h"
#include "sgf/star_points.h"

#include <algorithm>
#include <array>
#include <vector>

namespace sgf {

namespace {

// Arrows and lines written at most: a forum draws a few; a file may hold thousands.
constexpr std::size_t maxSegments = 64;

struct Played {
    Node node;
    Point point;
    Color color = Color::Empty;
    int number = 0;
};

bool hasSetup(Node node)
{
    return node.has("AB") || node.has("AW") || node.has("AE");
}

// The moves leading to node that a diagram may number, the latest first: up to limit of
// them, stopping at a pass or a node with setup, leaving out nodes without a move (and
// moves that are no point, which are not played). Then cut where colours stop alternating
// or a point comes again.
std::vector<Played> candidateRun(Node node, const Game &game, int limit)
{
    std::vector<Played> run;
    for (Node n = node; n && int(run.size()) < limit; n = n.parent()) {
        if (hasSetup(n)) break;
        const NodeMove move = game.moveOf(n);
        if (move.kind == MoveKind::Pass) break;
        if (move.kind != MoveKind::Point) continue;
        if (!run.empty() && run.back().color == move.color) break;
        const bool again = std::any_of(run.begin(), run.end(),
                                       [&](const Played &p) { return p.point == move.point; });
        if (again) break;
        run.push_back({n, move.point, move.color, game.moveNumberOf(n)});
    }
    return run;
}

char markChar(std::string_view id, Color on)
{
    // Circle, square, triangle, cross: on a black stone, a white stone, an empty point.
    static constexpr std::array<std::pair<std::string_view, std::array<char, 3>>, 4> marks{{
        {"CR", {'B', 'W', 'C'}},
        {"SQ", {'#', '@', 'S'}},
        {"TR", {'Y', 'Q', 'T'}},
        {"MA", {'Z', 'P', 'M'}},
    }};
    for (const auto &[name, chars] : marks)
        if (name == id) return chars[on == Color::Black ? 0 : on == Color::White ? 1 : 2];
    return 0;
}

} // namespace

AsciiDiagram asciiDiagram(Node node, const AsciiDiagramOptions &options)
{
    AsciiDiagram diagram;
    if (!node) return diagram;
    const Game game(node);
    if (!game.isGo()) return diagram;
    const BoardSize size = game.size();

    std::vector<Played> run = candidateRun(node, game, std::clamp(options.numberedMoves, 0, 10));
    // The longest run whose points were all empty before its first move.
    PositionCursor cursor;
    Board start(size);
    for (; !run.empty(); run.pop_back()) {
        const Node before = run.back().node.parent();
        if (!before) {
            start = Board(size);
        } else {
            if (cursor.node())
                cursor.moveTo(before);
            else
                cursor.reset(before);
            start = cursor.board();
        }
        const bool free = std::all_of(run.begin(), run.end(), [&](const Played &p) {
            return start.at(p.point) == Color::Empty;
        });
        if (free) break;
    }
    Color first = Color::Black;
    if (run.empty()) {
        cursor.seek(node);
        start = cursor.board();
        first = cursor.toMove();
    } else {
        first = run.back().color;
        diagram.firstNumber = run.back().number;
        diagram.numbered = int(run.size());
    }

    const auto index = [&](Point p) { return std::size_t(p.y) * size.columns + p.x; };
    std::vector<char> cells(std::size_t(size.columns) * size.rows, '.');
    for (Point p : starPoints(size)) cells[index(p)] = ',';
    std::vector<Color> colours(cells.size(), Color::Empty);
    for (int y = 0; y < size.rows; ++y)
        for (int x = 0; x < size.columns; ++x) {
            const Color c = start.at({x, y});
            colours[index({x, y})] = c;
            if (c != Color::Empty) cells[index({x, y})] = c == Color::Black ? 'X' : 'O';
        }
    std::vector<bool> numbered(cells.size(), false);
    for (std::size_t i = 0; i < run.size(); ++i) {
        const std::size_t at = index(run[i].point);
        const int n = int(run.size() - i); // run is latest first
        cells[at] = char('0' + n % 10);
        colours[at] = run[i].color;
        numbered[at] = true;
    }

    // The node's marks, then its one-letter labels on points left plain. A numbered stone
    // keeps its number: the markup has no numbered stone with a mark.
    std::vector<bool> marked(cells.size(), false);
    std::vector<Point> points;
    for (const Property property : node.properties()) {
        const char probe = markChar(property.id(), Color::Empty);
        if (!probe) continue;
        for (const Value value : property) {
            points.clear();
            appendPoints(value.raw(), size, points);
            for (Point p : points) {
                const std::size_t at = index(p);
                if (numbered[at] || marked[at]) continue;
                cells[at] = markChar(property.id(), colours[at]);
                marked[at] = true;
            }
        }
    }
    if (const auto labels = node.find("LB")) {
        for (const Value value : *labels) {
            const RawCompose compose = value.compose();
            if (!compose.isCompose) continue;
            const auto p = parsePoint(compose.first, size);
            const std::string text = decodeSimpleText(compose.second);
            if (!p || text.size() != 1 || text[0] < 'a' || text[0] > 'z') continue;
            const std::size_t at = index(*p);
            if (numbered[at] || marked[at] || colours[at] != Color::Empty) continue;
            cells[at] = text[0];
            marked[at] = true;
        }
    }

    std::string title = options.title;
    std::replace_if(
        title.begin(), title.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
    std::string &out = diagram.text;
    out.reserve((cells.size() * 2 + 16 * std::size_t(size.rows + 3)) + title.size());
    out += first == Color::White ? "$$W" : "$$B";
    if (!title.empty()) out += ' ' + title;
    out += '\n';
    const std::string edge = "$$ +" + std::string(std::size_t(2 * size.columns + 1), '-') + "+\n";
    out += edge;
    for (int y = 0; y < size.rows; ++y) {
        out += "$$ |";
        for (int x = 0; x < size.columns; ++x) {
            out += ' ';
            out += cells[index({x, y})];
        }
        out += " |\n";
    }
    out += edge;
    // Arrows and lines after the board, in the board's coordinates: "$$ {AR D4 F6}".
    const Segments segments = segmentsOf(node, size, maxSegments);
    for (const Segment &segment : segments.shown)
        out += std::string("$$ {") + (segment.arrow ? "AR " : "LN ") +
               humanCoordinate(segment.from, size) + ' ' + humanCoordinate(segment.to, size) +
               "}\n";
    return diagram;
}

} // namespace sgf
