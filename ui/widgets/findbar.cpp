#include "findbar.h"

#include "models/findsession.h"
#include "models/gamecontroller.h"

#include <QAction>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace sgfview {

namespace {

QToolButton *optionButton(const QString &text, const QString &toolTip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setCheckable(true);
    button->setAutoRaise(true);
    return button;
}

} // namespace

FindBar::FindBar(GameController *controller, QWidget *parent)
    : QToolBar(tr("Find"), parent), controller_(controller),
      session_(new FindSession(controller, this)), pattern_(new QLineEdit(this)),
      matchCase_(optionButton(tr("Aa"), tr("Match case"), this)),
      wholeWord_(optionButton(tr("Word"), tr("Whole words only"), this)),
      regularExpression_(optionButton(QStringLiteral(".*"), tr("Regular expression"), this)),
      scope_(new QComboBox(this)), identifier_(new QLineEdit(this)), games_(new QComboBox(this)),
      pointChoice_(new QComboBox(this)), count_(new QLabel(this))
{
    setObjectName(QStringLiteral("findBar"));
    setMovable(false);
    pattern_->setPlaceholderText(tr("Find"));
    pattern_->setClearButtonEnabled(true);
    pattern_->setMinimumWidth(220);
    pattern_->installEventFilter(this);
    scope_->addItem(tr("Comments and names"), int(sgf::SearchScope::CommentsAndNames));
    scope_->addItem(tr("Game info"), int(sgf::SearchScope::GameInfo));
    scope_->addItem(tr("Any value"), int(sgf::SearchScope::AnyValue));
    scope_->addItem(tr("Property:"), int(sgf::SearchScope::Identifier));
    identifier_->setPlaceholderText(tr("ID"));
    identifier_->setMaxLength(8);
    identifier_->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("MMMMM")) + 12);
    games_->addItem(tr("All games"));
    games_->addItem(tr("This game"));

    addWidget(pattern_);
    textOptions_ << addWidget(matchCase_) << addWidget(wholeWord_) << addWidget(regularExpression_)
                 << addWidget(scope_);
    identifierAction_ = addWidget(identifier_);
    identifierAction_->setVisible(false);
    pointAction_ = addWidget(pointChoice_);
    pointAction_->setVisible(false);
    addWidget(games_);

    findAction_ = new QAction(tr("&Find"), this);
    findAction_->setShortcut(QKeySequence::Find);
    connect(findAction_, &QAction::triggered, this, &FindBar::activate);
    findNextAction_ = new QAction(tr("Find &Next"), this);
    // F3 and Shift+F3 alone: Qt's FindNext and FindPrevious add Ctrl+G and Ctrl+Shift+G on
    // Windows, GNOME and macOS, which are Go to Move and Go to Variation here.
    findNextAction_->setShortcut(QKeySequence(Qt::Key_F3));
    connect(findNextAction_, &QAction::triggered, this, &FindBar::findNext);
    findPreviousAction_ = new QAction(tr("Find P&revious"), this);
    findPreviousAction_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F3));
    connect(findPreviousAction_, &QAction::triggered, this, &FindBar::findPrevious);
    addAction(findPreviousAction_);
    addAction(findNextAction_);
    addWidget(count_);
    QAction *close = addAction(tr("Close"));
    close->setToolTip(tr("Close the find bar (Escape)"));
    connect(close, &QAction::triggered, this, &QWidget::hide);

    connect(pattern_, &QLineEdit::textChanged, this, &FindBar::search);
    // Typing leaves the search by point for the text's.
    connect(pattern_, &QLineEdit::textEdited, this, [this] {
        if (!pointAction_->isVisible()) return;
        showTextOptions(true);
        search();
    });
    connect(pointChoice_, &QComboBox::currentIndexChanged, this, &FindBar::search);
    for (QToolButton *button : {matchCase_, wholeWord_, regularExpression_})
        connect(button, &QToolButton::toggled, this, &FindBar::search);
    connect(scope_, &QComboBox::currentIndexChanged, this, [this] {
        identifierAction_->setVisible(scope_->currentData().toInt() ==
                                      int(sgf::SearchScope::Identifier));
        search();
    });
    connect(identifier_, &QLineEdit::textChanged, this, &FindBar::search);
    connect(games_, &QComboBox::currentIndexChanged, this, &FindBar::search);
    connect(session_, &FindSession::hitsChanged, this, &FindBar::updateCount);
    connect(session_, &FindSession::currentHitChanged, this, &FindBar::updateCount);
    hide();
}

void FindBar::activate()
{
    showTextOptions(true);
    show();
    search(); // the text's search again after one by point
    pattern_->setFocus(Qt::ShortcutFocusReason);
    pattern_->selectAll();
}

void FindBar::showEvent(QShowEvent *event)
{
    QToolBar::showEvent(event);
    search();
}

// Hidden, the bar finds nothing: no hits marked, no search running.
void FindBar::hideEvent(QHideEvent *event)
{
    QToolBar::hideEvent(event);
    if (isHidden()) session_->clear(); // not when only the window is minimized
}

void FindBar::findPoint(sgf::Point point)
{
    point_ = point;
    const QString at =
        QString::fromStdString(sgf::humanCoordinate(point, controller_->position().game().size()));
    const QSignalBlocker blocker(pointChoice_);
    pointChoice_->clear();
    pointChoice_->addItem(tr("Stones played at %1").arg(at), int(sgf::Color::Empty));
    pointChoice_->addItem(tr("Black stones played at %1").arg(at), int(sgf::Color::Black));
    pointChoice_->addItem(tr("White stones played at %1").arg(at), int(sgf::Color::White));
    {
        const QSignalBlocker patternBlocker(pattern_);
        pattern_->clear();
    }
    showTextOptions(false);
    show(); // searches when it was hidden
    search();
}

void FindBar::showTextOptions(bool shown)
{
    for (QAction *option : std::as_const(textOptions_)) option->setVisible(shown);
    identifierAction_->setVisible(shown && scope_->currentData().toInt() ==
                                               int(sgf::SearchScope::Identifier));
    pointAction_->setVisible(!shown);
}

void FindBar::search()
{
    FindQuery query;
    if (pointAction_->isVisible()) {
        query.point = point_;
        query.color = sgf::Color(pointChoice_->currentData().toInt());
        wrapped_ = false;
        session_->setQuery(query, games_->currentIndex() == 0);
        return;
    }
    query.pattern = pattern_->text();
    query.matchCase = matchCase_->isChecked();
    query.wholeWord = wholeWord_->isChecked();
    query.regularExpression = regularExpression_->isChecked();
    query.scope = sgf::SearchScope(scope_->currentData().toInt());
    query.identifier = identifier_->text();
    wrapped_ = false;
    session_->setQuery(query, games_->currentIndex() == 0);
}

void FindBar::findNext()
{
    if (isHidden()) show();
    stepped(int(session_->next()));
}

void FindBar::findPrevious()
{
    if (isHidden()) show();
    stepped(int(session_->previous()));
}

void FindBar::stepped(int step)
{
    wrapped_ = FindSession::Step(step) == FindSession::Step::Wrapped;
    updateCount();
}

QString FindBar::countText() const
{
    return count_->text();
}

void FindBar::updateCount()
{
    if (!session_->error().isEmpty() && !session_->query().isEmpty()) {
        count_->setText(session_->error());
        return;
    }
    if (session_->query().isEmpty()) {
        count_->clear();
        return;
    }
    const int count = int(session_->hitCount());
    if (!session_->currentHit()) wrapped_ = false; // the notice is for the step just made
    QString text;
    if (const auto current = session_->currentHit())
        //: The find bar's count: "12 of 340".
        text = tr("%L1 of %Ln", nullptr, count).arg(*current + 1);
    else if (count == 0 && !session_->isSearching())
        text = tr("No hits");
    else
        text = tr("%Ln hit(s)", nullptr, count);
    if (session_->isSearching()) text = tr("%1, searching…").arg(text);
    if (wrapped_) text = tr("%1 (wrapped around)").arg(text);
    count_->setText(text);
}

bool FindBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == pattern_ && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            if (key->modifiers() & Qt::ShiftModifier)
                findPrevious();
            else
                findNext();
            return true;
        }
        if (key->key() == Qt::Key_Escape) {
            hide();
            return true;
        }
    }
    return QToolBar::eventFilter(watched, event);
}

} // namespace sgfview
