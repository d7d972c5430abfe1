#include "windowstatus.h"

#include "models/backgroundloader.h"
#include "models/gamecontroller.h"
#include "models/problemtext.h"

#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QStatusBar>
#include <QToolButton>

namespace sgfview {

namespace {

// How long a load may take before the progress bar shows: a blink.
constexpr int progressDelayMs = 250;

} // namespace

WindowStatus::WindowStatus(GameController *controller, BackgroundLoader *loader, QStatusBar *bar,
                           QWidget *problems)
    : QObject(bar), controller_(controller), loader_(loader), bar_(bar), position_(new QLabel(bar)),
      encoding_(new QLabel(bar)), progress_(new QProgressBar(bar)), cancel_(new QToolButton(bar))
{
    progress_->setRange(0, 1000);
    progress_->setMaximumWidth(200);
    progress_->hide();
    cancel_->setText(tr("Cancel"));
    cancel_->hide();
    // The position's text (with what the board repaired) may be long: it is cut at the bar's
    // end rather than widen the window, and the tool tip holds it whole.
    position_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(position_, 1);
    bar->addPermanentWidget(progress_);
    bar->addPermanentWidget(cancel_);
    bar->addPermanentWidget(problems);
    bar->addPermanentWidget(encoding_);

    progressDelay_.setSingleShot(true);
    progressDelay_.setInterval(progressDelayMs);
    connect(&progressDelay_, &QTimer::timeout, this, [this] {
        if (!loader_->isRunning()) return;
        progress_->show();
        cancel_->show();
    });
    connect(cancel_, &QToolButton::clicked, loader, &BackgroundLoader::cancel);
    connect(loader, &BackgroundLoader::started, this, &WindowStatus::loadStarted);
    if (loader->isRunning()) loadStarted(); // started as the window was made
    connect(loader, &BackgroundLoader::progressChanged, this,
            [this](double fraction) { progress_->setValue(int(fraction * 1000)); });
    connect(loader, &BackgroundLoader::finished, this,
            [this](const QString &path, const LoadResult &result) {
                loadFinished(path, result.cancelled);
            });
    connect(controller, &GameController::documentChanged, this, &WindowStatus::update);
    connect(controller, &GameController::currentChanged, this, &WindowStatus::update);
}

QString WindowStatus::text() const
{
    return position_->text();
}

void WindowStatus::loadStarted()
{
    progress_->setValue(0);
    progressDelay_.start();
}

void WindowStatus::loadFinished(const QString &path, bool cancelled)
{
    progressDelay_.stop();
    progress_->hide();
    cancel_->hide();
    if (cancelled)
        bar_->showMessage(tr("Opening %1 was cancelled.").arg(QFileInfo(path).fileName()), 5000);
}

void WindowStatus::update()
{
    const std::shared_ptr<const Document> &document = controller_->document();
    const sgf::Node node = controller_->current();
    if (!document || !node) {
        position_->clear();
        position_->setToolTip(QString());
        encoding_->clear();
        return;
    }
    const TreeRows &rows = *controller_->rows();
    const sgf::PositionCursor &position = controller_->position();
    QStringList parts;
    // The board's number (sgf/game.h counts it, as for the tree's Move column).
    parts << tr("Move %1").arg(position.moveNumber());
    if (position.isGo()) {
        if (const auto last = position.lastMove(); last && last->isPass())
            parts << (last->color == sgf::Color::White ? tr("White passed") : tr("Black passed"));
        parts << (position.toMove() == sgf::Color::White ? tr("White to play")
                                                         : tr("Black to play"));
        // Who has taken how many of the other's stones, each a sentence of its own.
        parts << tr("Black has captured %Ln", nullptr, position.capturedBy(sgf::Color::Black));
        parts << tr("White has captured %Ln", nullptr, position.capturedBy(sgf::Color::White));
    }
    if (document->collection.size() > 1)
        parts << (document->partial ? tr("Game %L1 of the %L2 read so far") : tr("Game %L1 of %L2"))
                     .arg(rows.gameOf(node.index()) + 1)
                     .arg(document->collection.size());
    if (document->partial) parts << tr("Reading the rest of the file…");
    // What the board had to repair at this node (a move on a stone, a point off the board),
    // in the user's language.
    for (const sgf::Diagnostic &warning : position.warnings())
        parts << ProblemText::message(warning);
    position_->setText(parts.join(QStringLiteral(" · ")));
    position_->setToolTip(parts.join(QLatin1Char('\n')));
    // A collection decoded with several charsets is "mixed: GB18030, UTF-8" (ui/io).
    const QString mixed = QStringLiteral("mixed: ");
    encoding_->setText(document->encoding.startsWith(mixed)
                           //: The charsets of a collection whose games use several.
                           ? tr("mixed: %1").arg(document->encoding.mid(mixed.size()))
                           : document->encoding);
}

} // namespace sgfview
