// The one current node of the window. The tree view, property table, comment pane, board
// and status bar follow its signal; the Go menu's actions call its moves.
#pragma once

#include "sgf/position_cursor.h"
#include "sgf/tree.h"

#include <QObject>
#include <unordered_map>

namespace sgfview {

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject *parent = nullptr);

    // Shows a collection from its first game's root (or clears with an empty one).
    void setCollection(sgf::Collection collection);
    const sgf::Collection &collection() const { return collection_; }
    sgf::Node current() const { return current_; }
    sgf::Node currentRoot() const;
    // The Go position at the current node, kept up to date by undo/apply along the path.
    const sgf::PositionCursor &position() const { return position_; }

    // Each returns whether the current node changed.
    bool setCurrent(sgf::Node node);
    bool nextMove();          // to the child last visited here, else the first child
    bool previousMove();      // to the parent
    bool nextVariation();     // to the next sibling of the nearest node that has one
    bool previousVariation(); // to the previous sibling, likewise
    bool firstNode();         // to the game's root
    bool lastNode();          // along the remembered line to its end
    bool nextFork();          // along the line to the next node with several children
    bool previousFork();      // up to the nearest ancestor with several children
    bool nextGame();
    bool previousGame();
    // The child Right goes to from a node: the one last visited there, else the first.
    sgf::Node nextInLine(sgf::Node node) const;

signals:
    void currentChanged(sgf::Node current, sgf::Node previous);
    void collectionChanged();

private:
    // A step stays next to the current line (child, parent, sibling, along the line), so only
    // the new node's fork needs remembering; a jump (a click) may land anywhere.
    enum class Reach { Step, Jump };
    bool go(sgf::Node node, Reach reach);
    void remember(sgf::Node node);

    sgf::Collection collection_;
    sgf::Node current_;
    sgf::PositionCursor position_;
    std::unordered_map<std::uint32_t, std::uint32_t> lastVisitedChild_; // parent -> child
};

} // namespace sgfview
