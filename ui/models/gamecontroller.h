// The one owner of what the window shows: the loaded document (with the tree view's row
// layout) and the current node in it. The tree, board, panels, status bar and title read
// both from here: documentChanged says a new document is shown (or none), and every part
// rebuilds what it keeps of the document; currentChanged, which always follows it and
// every move, says where in it the user is. Since the document, its rows and the current
// node change together before either signal, no part depends on the order in which the
// others were told. The Go menu's actions call its moves.
#pragma once

#include "documentviews.h"
#include "io/document.h"
#include "positionsahead.h"
#include "sgf/position_cursor.h"
#include "sgf/tree.h"

#include <QObject>
#include <memory>
#include <unordered_map>

namespace sgfview {

class GameController : public QObject {
    Q_OBJECT

public:
    explicit GameController(QObject *parent = nullptr);

    // Shows a document from its first game's root; null shows nothing. views are what its
    // views need worked out over it (BackgroundLoader makes them on its worker thread); the
    // rows are laid out here when not given, the rest by each view.
    void setDocument(std::shared_ptr<const Document> document, DocumentViews views = {});
    // The shown document; null when there is none.
    const std::shared_ptr<const Document> &document() const { return document_; }
    // Its row layout (empty when there is no document), shared with whoever keeps it.
    const std::shared_ptr<const TreeRows> &rows() const { return views_.rows; }
    const DocumentViews &views() const { return views_; }
    // The document's collection, empty when there is none.
    const sgf::Collection &collection() const { return collection_; }
    sgf::Node current() const { return current_; }
    sgf::Node currentRoot() const;
    // The Go position at the current node, kept up to date by undo/apply along the path (or
    // from the end of a long main line, worked out off the GUI thread: aheadOfTime()).
    const sgf::PositionCursor &position() const { return position_; }
    PositionsAhead &aheadOfTime() { return ahead_; }

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
    // Where the line of single children from a node of the document ends (a node with several
    // children or none), as sgf::Node::nextForkOrEnd finds it. Such a line is a range of
    // document order, so the last one walked answers for each node in it: End and the map's
    // path walked a line of 10,000,000 moves each time (10-15 ms).
    sgf::Node forkOrEnd(sgf::Node node) const;

signals:
    // previous may belong to the document shown before (it is still alive while this runs).
    void currentChanged(sgf::Node current, sgf::Node previous);
    void documentChanged();

private:
    // A step stays next to the current line (child, parent, sibling, along the line), so only
    // the new node's fork needs remembering; a jump (a click) may land anywhere.
    enum class Reach { Step, Jump };
    bool go(sgf::Node node, Reach reach);
    void remember(sgf::Node node);

    std::shared_ptr<const Document> document_;
    DocumentViews views_;
    sgf::Collection collection_; // the document's, or empty
    sgf::Node current_;
    sgf::PositionCursor position_;
    PositionsAhead ahead_; // the current game's main line worked out to its end, when long
    std::unordered_map<std::uint32_t, std::uint32_t> lastVisitedChild_; // parent -> child
    // The last line forkOrEnd walked, first and last node (empty: first > last).
    mutable std::uint32_t walkedFirst_ = 1, walkedLast_ = 0;
};

} // namespace sgfview
