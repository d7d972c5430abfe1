#include "gamelistfilter.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace sgfview {

namespace {

QLineEdit *field(const QString &placeholder, const QString &toolTip, QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(toolTip);
    edit->setClearButtonEnabled(true);
    return edit;
}

std::string utf8(const QLineEdit *edit)
{
    return edit->text().trimmed().toStdString();
}

} // namespace

GameListFilter::GameListFilter(QWidget *parent)
    : QWidget(parent),
      player_(
          field(tr("Player"), tr("Games where Black or White has a name that starts so"), this)),
      event_(field(tr("Event"), tr("Games whose event contains this"), this)),
      from_(field(tr("From"), fromToolTip(), this)), to_(field(tr("To"), toToolTip(), this)),
      result_(new QComboBox(this))
{
    result_->addItem(tr("Any result"), int(sgf::ResultFilter::Any));
    result_->addItem(tr("Black wins"), int(sgf::ResultFilter::BlackWins));
    result_->addItem(tr("White wins"), int(sgf::ResultFilter::WhiteWins));
    result_->addItem(tr("Draw"), int(sgf::ResultFilter::Draw));
    result_->addItem(tr("No result"), int(sgf::ResultFilter::NoResult));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(player_, 2);
    layout->addWidget(event_, 2);
    layout->addWidget(from_, 1);
    layout->addWidget(to_, 1);
    layout->addWidget(result_);
    for (QLineEdit *edit : {player_, event_, from_, to_})
        connect(edit, &QLineEdit::textChanged, this, &GameListFilter::changed);
    connect(from_, &QLineEdit::textChanged, this, &GameListFilter::markDates);
    connect(to_, &QLineEdit::textChanged, this, &GameListFilter::markDates);
    connect(result_, &QComboBox::currentIndexChanged, this, &GameListFilter::changed);
}

QString GameListFilter::fromToolTip()
{
    return tr("Games played on or after this date: YYYY, YYYY-MM or YYYY-MM-DD");
}

QString GameListFilter::toToolTip()
{
    return tr("Games played on or before this date: YYYY, YYYY-MM or YYYY-MM-DD");
}

sgf::GameFilter GameListFilter::filter() const
{
    sgf::GameFilter filter;
    filter.player = utf8(player_);
    filter.event = utf8(event_);
    if (const auto from = sgf::parseDateBound(utf8(from_))) filter.firstDay = from->first;
    if (const auto to = sgf::parseDateBound(utf8(to_))) filter.lastDay = to->last;
    filter.result = sgf::ResultFilter(result_->currentData().toInt());
    return filter;
}

// A date that is no bound is not used: its text turns red, and its tool tip says why.
void GameListFilter::markDates()
{
    for (QLineEdit *edit : {from_, to_}) {
        const bool unused = !edit->text().trimmed().isEmpty() && !sgf::parseDateBound(utf8(edit));
        QPalette palette = this->palette();
        if (unused) palette.setColor(QPalette::Text, Qt::red);
        edit->setPalette(palette);
        edit->setProperty("unusedDate", unused);
        const QString usual = edit == from_ ? fromToolTip() : toToolTip();
        edit->setToolTip(unused ? tr("Not used: write the date as YYYY, YYYY-MM or YYYY-MM-DD")
                                : usual);
    }
}

} // namespace sgfview
