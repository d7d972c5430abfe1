// The current node's name (N) above its comment (C), read-only.
#pragma once

#include "sgf/tree.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace sgfview {

class CommentPane : public QWidget {
    Q_OBJECT

public:
    explicit CommentPane(QWidget *parent = nullptr);
    void showNode(sgf::Node node);
    QString name() const;
    QString comment() const;

private:
    QLabel *name_;
    QPlainTextEdit *comment_;
};

} // namespace sgfview
