// Edit > Copy and Paste: the current game, the current variation (the root to the current
// node and the line Right follows from it) or the subtree from the current node as SGF,
// written by the core writer, as text and as application/x-go-sgf; the board as a PNG image
// or as an ASCII diagram in Sensei's Library's markup (sgf/ascii_diagram.h). Paste opens SGF
// text (or a file's URL) from the clipboard: text as a new document without a file, in this
// window when it shows nothing, else in a new one. The board, the outline and the map offer
// the copies in their context menus.
#pragma once

#include "sgf/tree.h"

#include <QList>
#include <QObject>
#include <string>

class QAction;
class QMenu;
class QMimeData;

namespace sgfview {

class MainWindow;

class ClipboardActions : public QObject {
    Q_OBJECT

public:
    explicit ClipboardActions(MainWindow *window);

    // Fills the Edit menu.
    void addTo(QMenu *edit) const;
    QList<QAction *> copyActions() const { return copyActions_; }
    QAction *pasteAction() const { return paste_; }

    void copyGame() const;
    void copyVariation() const;
    void copySubtree() const;
    void copyBoardImage() const;
    void copyDiagram() const;
    void paste();

    // What they put on the clipboard (tests read them from there too).
    static QMimeData *sgfData(const std::string &sgf);
    static constexpr const char *sgfMimeType = "application/x-go-sgf";
    // The nodes from the root to node, then along the line Right follows to its end.
    std::vector<sgf::Node> variation(sgf::Node node) const;
    // The ASCII diagram of the current node, with its title ("Moves 41-50").
    QString diagram() const;

private:
    void update();

    MainWindow *window_;
    QList<QAction *> copyActions_;
    QAction *paste_;
};

} // namespace sgfview
