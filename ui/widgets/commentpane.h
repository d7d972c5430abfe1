// The current node's name (N) above its comment (C), read-only; the find bar's hits in them
// highlighted (the one gone to stronger).
#pragma once

#include "sgf/tree.h"

#include <QWidget>
#include <utility>
#include <vector>

class QLabel;
class QPlainTextEdit;

namespace sgfview {

class FindSession;

class CommentPane : public QWidget {
    Q_OBJECT

public:
    explicit CommentPane(QWidget *parent = nullptr);
    void showNode(sgf::Node node);
    // Highlights this session's hits in the node shown, as they are found.
    void setFindSession(FindSession *session);
    QString name() const;
    QString comment() const;
    // The highlighted ranges of the comment (start, length) in comment()'s characters.
    std::vector<std::pair<int, int>> commentHighlights() const;

private:
    void highlightHits();

    QLabel *name_;
    QString nameText_;
    QPlainTextEdit *comment_;
    sgf::Node node_;
    FindSession *session_ = nullptr;
};

} // namespace sgfview
