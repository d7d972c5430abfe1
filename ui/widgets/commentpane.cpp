#include "commentpane.h"

#include "models/qtsgf.h"
#include "sgf/text.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace sgfview {

CommentPane::CommentPane(QWidget *parent)
    : QWidget(parent), name_(new QLabel(this)), comment_(new QPlainTextEdit(this))
{
    QFont bold = name_->font();
    bold.setBold(true);
    name_->setFont(bold);
    name_->setWordWrap(true);
    name_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    name_->setTextFormat(Qt::PlainText);
    name_->hide();
    comment_->setReadOnly(true);
    comment_->setPlaceholderText(tr("No comment"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(name_);
    layout->addWidget(comment_);
}

void CommentPane::showNode(sgf::Node node)
{
    const std::string_view name = node ? node.raw("N") : std::string_view();
    name_->setText(toQString(sgf::decodeSimpleText(name)));
    name_->setVisible(!name.empty());
    comment_->setPlainText(node ? toQString(sgf::decodeText(node.raw("C"))) : QString());
}

QString CommentPane::name() const
{
    return name_->text();
}

QString CommentPane::comment() const
{
    return comment_->toPlainText();
}

} // namespace sgfview
