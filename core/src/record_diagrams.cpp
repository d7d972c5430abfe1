#include "sgf/record_diagrams.h"

#include "sgf/game.h"
#include "sgf/position_cursor.h"

#include <algorithm>

namespace sgf {

std::string RecordDiagram::Note::text() const
{
    switch (kind) {
    case Kind::AtNumber:
        return std::to_string(number) + " at " + std::to_string(at);
    case Kind::AtLabel:
        return std::to_string(number) + " at " + std::string(1, label);
    case Kind::Pass:
        break;
    }
    return std::to_string(number) + " pass";
}

namespace {

bool hasSetup(Node node)
{
    return node.has("AB") || node.has("AW") || node.has("AE");
}

// One diagram being filled: what it draws at each point.
class DiagramBuilder {
public:
    DiagramBuilder(Node start, const Board &board) : size_(board.size())
    {
        diagram_.start = start;
        const std::size_t points = std::size_t(size_.columns) * size_.rows;
        drawn_.assign(points, false);
        number_.assign(points, 0);
        label_.assign(points, 0);
        for (int y = 0; y < size_.rows; ++y)
            for (int x = 0; x < size_.columns; ++x)
                drawn_[index({x, y})] = board.at({x, y}) != Color::Empty;
    }

    int moves() const { return moves_; }

    void add(Node node, const NodeMove &move, int number)
    {
        diagram_.nodes.push_back(node);
        if (!move.counts() || !move.isPlayed()) return; // not drawn, as on the board
        ++moves_;
        if (diagram_.first == 0) diagram_.first = number;
        diagram_.last = number;
        if (move.kind == MoveKind::Pass) {
            diagram_.notes.push_back({RecordDiagram::Note::Kind::Pass, number, move.color, 0, 0});
            return;
        }
        const std::size_t at = index(move.point);
        if (!drawn_[at]) {
            drawn_[at] = true;
            number_[at] = number;
            diagram_.stones.push_back({move.point, move.color, number});
        } else if (number_[at] != 0) {
            diagram_.notes.push_back(
                {RecordDiagram::Note::Kind::AtNumber, number, move.color, number_[at], 0});
        } else {
            if (label_[at] == 0) {
                // a to z, then A to Z; past 52 the last letter again (never met in games).
                const int n = int(diagram_.labels.size());
                label_[at] = n < 26 ? char('a' + n) : n < 52 ? char('A' + n - 26) : 'Z';
                diagram_.labels.push_back({move.point, label_[at]});
            }
            diagram_.notes.push_back(
                {RecordDiagram::Note::Kind::AtLabel, number, move.color, 0, label_[at]});
        }
    }

    RecordDiagram take() { return std::move(diagram_); }

private:
    std::size_t index(Point p) const { return std::size_t(p.y) * size_.columns + p.x; }

    BoardSize size_;
    RecordDiagram diagram_;
    std::vector<bool> drawn_; // a stone on the diagram, numbered or from before it
    std::vector<int> number_; // its number, when numbered
    std::vector<char> label_; // its letter, when a note names it
    int moves_ = 0;
};

} // namespace

std::vector<RecordDiagram> splitRecord(std::span<const Node> line, const RecordOptions &options)
{
    std::vector<RecordDiagram> diagrams;
    if (line.empty() || !line.front()) return diagrams;
    const Game game(line.front());
    if (!game.isGo()) return diagrams;
    const int perDiagram = std::max(options.movesPerDiagram, 1);

    PositionCursor cursor(line.front());
    int number = game.moveOf(line.front()).numberAfter(0);
    // The root's own move (rare) is part of the start position; so is its setup.
    DiagramBuilder builder(line.front(), cursor.board());
    for (std::size_t i = 1; i < line.size(); ++i) {
        const Node node = line[i];
        const NodeMove move = game.moveOf(node);
        const bool full = move.counts() && move.isPlayed() && builder.moves() >= perDiagram;
        if (hasSetup(node) || full) {
            if (builder.moves() > 0 || !hasSetup(node)) diagrams.push_back(builder.take());
            // A setup node's own stones are part of the new diagram's start.
            if (hasSetup(node)) {
                cursor.moveTo(node);
                number = move.numberAfter(number);
                builder = DiagramBuilder(node, cursor.board());
                continue;
            }
            builder = DiagramBuilder(line[i - 1], cursor.board());
        }
        number = move.numberAfter(number);
        builder.add(node, move, number);
        cursor.moveTo(node);
    }
    diagrams.push_back(builder.take());
    return diagrams;
}

} // namespace sgf
