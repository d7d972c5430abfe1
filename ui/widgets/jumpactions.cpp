#include "jumpactions.h"

#include "models/gamecontroller.h"
#include "sgf/jumps.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>

namespace sgfview {

JumpActions::JumpActions(GameController *controller, QMenu *menu, QWidget *window)
    : QObject(window), controller_(controller), window_(window)
{
    const auto add = [&](const QString &text, const QKeySequence &keys, auto slot) {
        QAction *action = menu->addAction(text);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        window->addAction(action);
        return action;
    };
    menu->addSeparator();
    add(tr("Next &Comment"), Qt::Key_F4, &JumpActions::nextComment);
    add(tr("Previou&s Comment"), QKeySequence(Qt::SHIFT | Qt::Key_F4),
        &JumpActions::previousComment);
    add(tr("Next Anno&tated Move"), Qt::Key_F2, &JumpActions::nextAnnotated);
    add(tr("Previous Annotate&d Move"), QKeySequence(Qt::SHIFT | Qt::Key_F2),
        &JumpActions::previousAnnotated);
    menu->addSeparator();
    add(tr("&Back to the Main Line"), QKeySequence(Qt::CTRL | Qt::Key_M), &JumpActions::mainLine);
    add(tr("10 Moves For&ward"), Qt::Key_PageDown, &JumpActions::tenMovesOn);
    add(tr("10 Moves Bac&k"), Qt::Key_PageUp, &JumpActions::tenMovesBack);
    add(tr("Go to Mov&e..."), QKeySequence(Qt::CTRL | Qt::Key_G), &JumpActions::askMove);
    add(tr("Go to Var&iation..."), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G),
        &JumpActions::askVariation);
    add(tr("Go to Line and Col&umn..."), QKeySequence(Qt::CTRL | Qt::Key_L),
        &JumpActions::askPlace);
}

bool JumpActions::goTo(sgf::Node node)
{
    return node && controller_->setCurrent(node);
}

bool JumpActions::nextComment()
{
    return goTo(
        sgf::nextNodeWhere(controller_->collection(), controller_->current(), sgf::hasComment));
}

bool JumpActions::previousComment()
{
    return goTo(
        sgf::previousNodeWhere(controller_->collection(), controller_->current(), sgf::hasComment));
}

bool JumpActions::nextAnnotated()
{
    return goTo(
        sgf::nextNodeWhere(controller_->collection(), controller_->current(), sgf::isAnnotated));
}

bool JumpActions::previousAnnotated()
{
    return goTo(sgf::previousNodeWhere(controller_->collection(), controller_->current(),
                                       sgf::isAnnotated));
}

bool JumpActions::mainLine()
{
    const sgf::Node current = controller_->current();
    return current && goTo(sgf::mainLineNodeFor(current, sgf::Game(controller_->currentRoot())));
}

bool JumpActions::goToMove(int number)
{
    const sgf::Node current = controller_->current();
    if (!current) return false;
    return goTo(
        sgf::nodeWithMoveNumber(current, number, sgf::Game(controller_->currentRoot()),
                                [this](sgf::Node node) { return controller_->nextInLine(node); }));
}

bool JumpActions::tenMovesOn()
{
    return goToMove(controller_->position().moveNumber() + 10);
}

bool JumpActions::tenMovesBack()
{
    return goToMove(controller_->position().moveNumber() - 10);
}

bool JumpActions::goToVariation(const QString &path)
{
    const sgf::Node root = controller_->currentRoot();
    if (!root) return false;
    const auto node = sgf::nodeOfVariation(root, path.trimmed().toStdString());
    return node && goTo(*node);
}

bool JumpActions::goToPlace(int line, int column)
{
    if (line < 1 || column < 1) return false;
    return goTo(
        sgf::nodeAtPlace(controller_->collection(), std::uint32_t(line), std::uint32_t(column)));
}

void JumpActions::askMove()
{
    if (!controller_->current()) return;
    bool ok = false;
    const int number =
        QInputDialog::getInt(window_, tr("Go to Move"), tr("Move number:"),
                             controller_->position().moveNumber(), 0, sgf::maxMoveNumber, 1, &ok);
    if (ok) goToMove(number);
}

void JumpActions::askVariation()
{
    const sgf::Node current = controller_->current();
    if (!current) return;
    // The variations to pick from: the current one's path, then each child of the nearest
    // fork on the way down from here.
    QStringList paths{QString::fromStdString(sgf::variationOf(current))};
    sgf::Node fork = current;
    while (fork.childCount() == 1) fork = fork.firstChild();
    for (const sgf::Node child : fork.children())
        if (fork.childCount() > 1) paths << QString::fromStdString(sgf::variationOf(child));
    paths.removeAll(QString());
    paths.removeDuplicates();
    bool ok = false;
    const QString path = QInputDialog::getItem(
        window_, tr("Go to Variation"),
        tr("Variation (the child taken at each fork from the start, as \"1.2.3\"):"), paths, 0,
        true, &ok);
    if (ok && !goToVariation(path))
        QMessageBox::information(window_, tr("Go to Variation"),
                                 tr("This game has no variation %1.").arg(path));
}

void JumpActions::askPlace()
{
    if (!controller_->current()) return;
    bool ok = false;
    const QString place = QInputDialog::getText(window_, tr("Go to Line and Column"),
                                                tr("Line and column in the file (as \"12:5\"):"),
                                                QLineEdit::Normal, QString(), &ok);
    if (!ok) return;
    const QRegularExpressionMatch match =
        QRegularExpression(QStringLiteral("^\\s*(\\d+)\\s*(?:[:.,]\\s*(\\d+))?\\s*$")).match(place);
    const int line = match.hasMatch() ? match.captured(1).toInt() : 0;
    const int column = match.hasMatch() && match.hasCaptured(2) ? match.captured(2).toInt() : 1;
    if (!goToPlace(line, column))
        QMessageBox::information(window_, tr("Go to Line and Column"),
                                 tr("The file has no node at %1.").arg(place.trimmed()));
}

} // namespace sgfview
