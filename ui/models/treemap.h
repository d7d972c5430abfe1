// The game-tree map of a controller's current game: the layout of its nodes with folded
// subtrees hidden, the folds themselves, and the path the map highlights, from the root
// through the current node and on along the line Right would follow. The layout is redone
// when the document, the game or the folds change; a step that stays on the path (Right,
// Left, Home, End along it) changes nothing here.
#pragma once

#include "nodetext.h"
#include "sgf/game.h"
#include "sgf/tree.h"
#include "treemaplayout.h"
#include "treemapnode.h"

#include <QObject>
#include <memory>
#include <span>
#include <unordered_map>
#include <vector>

namespace sgfview {

class GameController;

class TreeMap : public QObject {
    Q_OBJECT

public:
    static constexpr std::uint32_t none = TreeMapLayout::none;

    explicit TreeMap(GameController *controller, QObject *parent = nullptr);

    GameController *controller() const { return controller_; }
    const sgf::Collection &collection() const { return collection_; }
    // Valid until the layout changes (layoutChanged): a new document or game, a fold.
    const TreeMapLayout &layout() const { return *layout_; }
    // The shown game's root, or a null node.
    sgf::Node root() const;
    sgf::BoardSize boardSize() const { return game_.size(); }
    // The rules of the game shown (how its nodes' moves read).
    const sgf::Game &game() const { return game_; }
    std::uint32_t current() const { return current_; }
    // What the map draws for a node (describeForMap). Reading it takes a look at each of the
    // node's properties, so a node with more than heavyNode of them is read once and kept:
    // a node of 100,000,000 properties took 400 ms on every repaint.
    MapNode describe(std::uint32_t node) const;
    static constexpr std::size_t heavyNode = nodetext::heavyNode;
    std::size_t describedHeavyNodes() const { return heavy_.size(); }

    // The path's node at a depth (none past its end), its length, and whether a shown node
    // is on it.
    std::uint32_t pathAt(std::uint32_t depth) const;
    std::uint32_t pathLength() const { return pathLength_; }
    // The path's nodes, root first (made on asking: O(length)).
    std::vector<std::uint32_t> pathNodes() const;
    bool onPath(std::uint32_t node) const { return pathAt(layout_->depth(node)) == node; }

    // Folding hides a node's subtree; the node shows how many nodes it hides.
    bool isFolded(std::uint32_t node) const;
    std::uint32_t hiddenCount(std::uint32_t node) const; // 0 unless folded
    bool canFold(std::uint32_t node) const;              // it has children
    bool hasFolds() const;                               // in the shown game
    bool hasFoldsIn(std::uint32_t node) const;           // in its subtree, itself included
    // Folding the subtree that holds the current node makes the folded node current.
    void setFolded(std::uint32_t node, bool folded);
    void toggleFolded(std::uint32_t node) { setFolded(node, !isFolded(node)); }
    // Unfolds the node and every fold inside its subtree.
    void unfoldSubtree(std::uint32_t node);
    // Folds every variation that leaves the path (and unfolds the path itself).
    void foldOffPath();
    void unfoldAll();

    // Marked nodes (a search's hits, for one), by document index across the collection,
    // sorted and unique; the map rings them. Kept until set again; a new document clears it.
    void setMarked(std::vector<std::uint32_t> nodes);
    bool isMarked(std::uint32_t node) const;

signals:
    // The layout changed (another document or game, a fold): every node may have moved.
    void layoutChanged();
    // The current node changed (from previous, none if there was none), and with it maybe
    // the path: when not, only the two nodes look different.
    void currentChanged(std::uint32_t previous, bool pathChanged);
    // The marked nodes changed: only their looks.
    void markedChanged();

private:
    struct Fold {
        std::uint32_t node;
        std::uint32_t end; // one past its subtree
        friend bool operator<(const Fold &a, const Fold &b) { return a.node < b.node; }
    };
    void reset();
    void follow();
    void relayout();
    // Whether the path changed.
    bool updatePath(sgf::Node current);
    void cutPath(std::uint32_t length);
    // Adds the nodes first to last (numbered one after another) at the path's end.
    void extendPath(std::uint32_t first, std::uint32_t last);
    // Unfolds the folds above a node, so that it shows; whether there were any.
    bool reveal(sgf::Node node);
    std::vector<Fold>::const_iterator findFold(std::uint32_t node) const;
    void setFolds(std::vector<Fold> folds);

    GameController *controller_;
    sgf::Collection collection_;
    std::uint32_t root_ = none, end_ = 0; // the shown game: [root_, end_)
    std::uint32_t current_ = none;
    bool stale_ = false; // a new document, not laid out yet
    sgf::Game game_;
    // The document's first game comes laid out with it (DocumentViews).
    std::shared_ptr<const TreeMapLayout> layout_;
    std::vector<Fold> folds_; // of every game, by node
    // The path as runs of nodes numbered one after another (a line of first children is):
    // each from its depth to the next run's, so that a line of 20,000,000 nodes is one run,
    // not 80 MB.
    struct PathRun {
        std::uint32_t depth, node;
    };
    std::vector<PathRun> pathRuns_;
    std::uint32_t pathLength_ = 0;
    std::vector<std::uint32_t> marked_;
    mutable std::unordered_map<std::uint32_t, MapNode> heavy_; // of the document, by node
};

} // namespace sgfview
