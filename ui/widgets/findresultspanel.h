// The Find Results panel: every hit of the find bar's search as it is found (game, move
// number, the node in words, the matched text in context, the match in bold); activating one
// (double click, Enter) goes to it.
#pragma once

#include <QTreeView>

namespace sgfview {

class FindSession;

class FindResultsPanel : public QTreeView {
    Q_OBJECT

public:
    explicit FindResultsPanel(FindSession *session, QWidget *parent = nullptr);

private:
    void followCurrentHit();

    FindSession *session_;
};

} // namespace sgfview
