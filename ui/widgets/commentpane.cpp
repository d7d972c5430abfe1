#include "commentpane.h"

#include "hitcolor.h"
#include "models/findsession.h"
#include "models/qtsgf.h"
#include "sgf/text.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QVBoxLayout>

namespace sgfview {

namespace {

// A value's decoded text, with UTF-8 offsets turned into the characters of its QString:
// offsets asked in increasing order.
class Utf16Offsets {
public:
    explicit Utf16Offsets(std::string_view utf8) : utf8_(utf8) {}
    int at(std::size_t offset)
    {
        offset = std::min(offset, utf8_.size());
        if (offset > done_) {
            utf16_ += int(toQString(utf8_.substr(done_, offset - done_)).size());
            done_ = offset;
        }
        return utf16_;
    }

private:
    std::string_view utf8_;
    std::size_t done_ = 0;
    int utf16_ = 0;
};

} // namespace

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

void CommentPane::setFindSession(FindSession *session)
{
    session_ = session;
    connect(session, &FindSession::hitsChanged, this, &CommentPane::highlightHits);
    connect(session, &FindSession::currentHitChanged, this, &CommentPane::highlightHits);
}

void CommentPane::showNode(sgf::Node node)
{
    node_ = node;
    const std::string_view name = node ? node.raw("N") : std::string_view();
    nameText_ = simpleText(name); // bounded: a 1 MB name is not laid out whole
    name_->setTextFormat(Qt::PlainText);
    name_->setText(nameText_);
    name_->setVisible(!name.empty());
    // Real comments are far shorter; a 50 MB one would freeze the layout for many seconds.
    constexpr qsizetype limit = 200000;
    const std::string_view raw = node ? node.raw("C") : std::string_view();
    QString text = shownText(raw, limit);
    if (text.size() > limit)
        text += QLatin1Char('\n') +
                tr("[The comment is %1 bytes long; only its start is shown here.]").arg(raw.size());
    comment_->setPlainText(text);
    highlightHits();
}

void CommentPane::highlightHits()
{
    QList<QTextEdit::ExtraSelection> selections;
    QString nameHtml;
    if (session_ && node_ && session_->results()->document() &&
        session_->results()->document()->collection.owns(node_)) {
        const auto &hits = session_->results()->hits();
        const auto [first, last] = session_->results()->hitsIn(node_.index());
        const auto current = session_->currentHit();
        const int shown = int(comment_->document()->characterCount()) - 1;
        for (const std::string_view id : {std::string_view("C"), std::string_view("N")}) {
            std::string text;
            std::optional<Utf16Offsets> offsets;
            int nameDone = 0;
            for (std::size_t i = first; i < last; ++i) {
                const sgf::Property property = node_.property(hits[i].property);
                if (property.id() != id || hits[i].value != 0) continue;
                if (!offsets) {
                    text = property.value(0).simpleText();
                    offsets.emplace(text);
                }
                const int begin = offsets->at(hits[i].begin);
                const int end = offsets->at(hits[i].end);
                const QColor color = hitColor(current == i);
                if (id == "C") {
                    if (begin >= shown) break; // past what the pane shows of a huge comment
                    QTextEdit::ExtraSelection selection;
                    selection.cursor = QTextCursor(comment_->document());
                    selection.cursor.setPosition(begin);
                    selection.cursor.setPosition(std::min(end, shown), QTextCursor::KeepAnchor);
                    selection.format.setBackground(color);
                    selection.format.setForeground(Qt::black);
                    selections << selection;
                    if (current == i) { // scrolled into view
                        QTextCursor at(comment_->document());
                        at.setPosition(begin);
                        comment_->setTextCursor(at);
                        comment_->ensureCursorVisible();
                    }
                } else {
                    nameHtml += nameText_.mid(nameDone, begin - nameDone).toHtmlEscaped();
                    nameHtml +=
                        QStringLiteral("<span style=\"background-color:%1; color:black\">%2</span>")
                            .arg(color.name(), nameText_.mid(begin, end - begin).toHtmlEscaped());
                    nameDone = end;
                }
            }
            if (id == "N" && !nameHtml.isEmpty())
                nameHtml += nameText_.mid(nameDone).toHtmlEscaped();
        }
    }
    comment_->setExtraSelections(selections);
    name_->setTextFormat(nameHtml.isEmpty() ? Qt::PlainText : Qt::RichText);
    name_->setText(nameHtml.isEmpty() ? nameText_ : nameHtml);
}

QString CommentPane::name() const
{
    return nameText_;
}

QString CommentPane::comment() const
{
    return comment_->toPlainText();
}

std::vector<std::pair<int, int>> CommentPane::commentHighlights() const
{
    std::vector<std::pair<int, int>> ranges;
    for (const QTextEdit::ExtraSelection &selection : comment_->extraSelections())
        ranges.emplace_back(selection.cursor.selectionStart(),
                            selection.cursor.selectionEnd() - selection.cursor.selectionStart());
    return ranges;
}

} // namespace sgfview
