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
    // A name without spaces cannot wrap: it is cut at the pane's edge rather than widen it
    // (and the window) to its length.
    name_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
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
    name_->setText(simpleText(name));
    name_->setVisible(!name.empty());
    // Real comments are far shorter; a 50 MB one would freeze the layout for many seconds.
    constexpr qsizetype limit = 200000;
    const std::string_view raw = node ? node.raw("C") : std::string_view();
    QString text = shownText(raw, limit);
    if (text.size() > limit)
        text += QLatin1Char('\n') +
                tr("[The comment is %1 bytes long; only its start is shown here.]").arg(raw.size());
    comment_->setPlainText(text);
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
