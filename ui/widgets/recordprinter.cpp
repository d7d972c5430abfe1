#include "recordprinter.h"

#include "boardpainter.h"
#include "models/gamecontroller.h"
#include "models/gameinfoformat.h"
#include "models/qtsgf.h"
#include "sgf/game.h"
#include "sgf/position_cursor.h"

#include <QDir>
#include <QFileInfo>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSettings>
#include <QSvgGenerator>
#include <algorithm>

namespace sgfview {

namespace {

constexpr char whatKey[] = "print/what";
constexpr char movesKey[] = "print/movesPerDiagram";
constexpr char perPageKey[] = "print/diagramsPerPage";
constexpr char commentsKey[] = "print/comments";
constexpr char paperKey[] = "print/paper";

std::vector<sgf::Node> lineOf(const GameController &controller, PrintOptions::What what)
{
    std::vector<sgf::Node> line;
    const sgf::Node current = controller.current();
    if (!current) return line;
    if (what == PrintOptions::What::MainLine) {
        for (sgf::Node node = controller.currentRoot(); node; node = node.firstChild())
            line.push_back(node);
        return line;
    }
    for (sgf::Node up = current; up; up = up.parent()) line.push_back(up);
    std::reverse(line.begin(), line.end());
    for (sgf::Node next = controller.nextInLine(current); next; next = controller.nextInLine(next))
        line.push_back(next);
    return line;
}

QFont sized(double pixels, bool bold = false)
{
    QFont font;
    font.setPixelSize(std::max(1, int(pixels)));
    font.setBold(bold);
    return font;
}

} // namespace

PrintOptions PrintOptions::saved()
{
    const QSettings settings;
    PrintOptions options;
    options.what = What(std::clamp(settings.value(whatKey, int(What::MainLine)).toInt(), 0, 2));
    options.movesPerDiagram = settings.value(movesKey, 50).toInt() == 100 ? 100 : 50;
    options.diagramsPerPage = settings.value(perPageKey, 2).toInt() == 4 ? 4 : 2;
    options.comments = settings.value(commentsKey, false).toBool();
    options.paper = settings.value(paperKey).toString() == QLatin1String("Letter")
                        ? QPageSize::Letter
                        : QPageSize::A4;
    return options;
}

void PrintOptions::save() const
{
    QSettings settings;
    settings.setValue(whatKey, int(what));
    settings.setValue(movesKey, movesPerDiagram);
    settings.setValue(perPageKey, diagramsPerPage);
    settings.setValue(commentsKey, comments);
    settings.setValue(paperKey,
                      paper == QPageSize::Letter ? QStringLiteral("Letter") : QStringLiteral("A4"));
}

RecordPrinter::RecordPrinter(const GameController &controller, const BoardScene &board,
                             const PrintOptions &options)
    : options_(options), board_(board), root_(controller.currentRoot())
{
    if (options.what == PrintOptions::What::Board) return;
    sgf::RecordOptions split;
    split.movesPerDiagram = options.movesPerDiagram;
    diagrams_ = sgf::splitRecord(lineOf(controller, options.what), split);
}

int RecordPrinter::pageCount() const
{
    if (options_.what == PrintOptions::What::Board) return 1;
    return std::max(1, sgf::pageCount(int(diagrams_.size()), options_.diagramsPerPage));
}

QString RecordPrinter::noteText(const sgf::RecordDiagram::Note &note)
{
    using Kind = sgf::RecordDiagram::Note::Kind;
    switch (note.kind) {
    case Kind::AtNumber:
        return tr("%1 at %2").arg(note.number).arg(note.at);
    case Kind::AtLabel:
        return tr("%1 at %2").arg(note.number).arg(QLatin1Char(note.label));
    case Kind::Pass:
        break;
    }
    return tr("%1 pass").arg(note.number);
}

BoardScene RecordPrinter::sceneOf(const sgf::RecordDiagram &diagram) const
{
    const sgf::PositionCursor position(diagram.start);
    BoardScene scene = emptyScene(position.size());
    const sgf::Board &board = position.board();
    for (int y = 0; y < scene.size.rows; ++y)
        for (int x = 0; x < scene.size.columns; ++x)
            scene.stones[std::size_t(scene.index({x, y}))] = board.at({x, y});
    for (const auto &stone : diagram.stones) {
        scene.stones[std::size_t(scene.index(stone.point))] = stone.color;
        scene.numbers[std::size_t(scene.index(stone.point))] = stone.number;
    }
    for (const auto &label : diagram.labels)
        scene.labels.push_back({label.point, QString(QLatin1Char(label.letter))});
    return scene;
}

QString RecordPrinter::captionOf(const sgf::RecordDiagram &diagram) const
{
    if (diagram.first == 0) return tr("No moves");
    if (diagram.first == diagram.last) return tr("Move %1").arg(diagram.first);
    return tr("Moves %1-%2").arg(diagram.first).arg(diagram.last);
}

// The notes, then (when asked) each node's comment after its move number.
QString RecordPrinter::textOf(const sgf::RecordDiagram &diagram) const
{
    QStringList notes;
    for (const auto &note : diagram.notes) notes << noteText(note);
    QString text = notes.join(QStringLiteral(", "));
    if (!options_.comments) return text;
    const sgf::Game game(diagram.start);
    int number = game.moveNumberOf(diagram.start);
    for (const sgf::Node node : diagram.nodes) {
        number = game.moveOf(node).numberAfter(number);
        const QString comment = QString::fromStdString(node.text("C")).trimmed();
        if (comment.isEmpty()) continue;
        if (!text.isEmpty()) text += QStringLiteral("\n\n");
        text += tr("%1: %2").arg(number).arg(comment);
    }
    return text;
}

void RecordPrinter::paintHeading(QPainter &painter, QRectF &area) const
{
    if (!root_) return;
    const auto value = [this](const char *id) { return simpleText(root_.raw(id)); };
    QStringList lines;
    const QString black = GameInfoFormat::player(value("PB"), value("BR"));
    const QString white = GameInfoFormat::player(value("PW"), value("WR"));
    if (!black.isEmpty() || !white.isEmpty())
        lines << tr("Black: %1    White: %2")
                     .arg(black.isEmpty() ? tr("unknown") : black,
                          white.isEmpty() ? tr("unknown") : white);
    QStringList details;
    if (const QString event = value("EV"); !event.isEmpty()) details << event;
    if (const QString date = value("DT"); !date.isEmpty()) details << date;
    if (const QString place = value("PC"); !place.isEmpty()) details << place;
    if (!details.isEmpty()) lines << details.join(QStringLiteral(", "));
    QStringList terms;
    if (const QString komi = value("KM"); !komi.isEmpty())
        terms << tr("Komi %1").arg(GameInfoFormat::komi(komi));
    if (const QString handicap = value("HA"); !handicap.isEmpty())
        terms << tr("Handicap %1").arg(GameInfoFormat::number(handicap));
    if (const QString result = value("RE"); !result.isEmpty())
        terms << tr("Result: %1").arg(GameInfoFormat::result(result));
    if (!terms.isEmpty()) lines << terms.join(QStringLiteral(", "));
    const QString title = value("GN");
    if (lines.isEmpty() && title.isEmpty()) return;
    const double line = area.height() / 45;
    double y = area.top();
    if (!title.isEmpty()) {
        painter.setFont(sized(line * 1.4, true));
        painter.drawText(QRectF(area.left(), y, area.width(), line * 1.8),
                         Qt::AlignLeft | Qt::AlignVCenter, title);
        y += line * 1.9;
    }
    painter.setFont(sized(line * 0.9));
    for (const QString &text : lines) {
        painter.drawText(QRectF(area.left(), y, area.width(), line * 1.2),
                         Qt::AlignLeft | Qt::AlignVCenter, text);
        y += line * 1.25;
    }
    y += line * 0.6;
    area.setTop(y);
}

void RecordPrinter::paintDiagram(QPainter &painter, const sgf::RecordDiagram &diagram,
                                 const QRectF &cell) const
{
    const double captionHeight = cell.height() / (options_.diagramsPerPage == 4 ? 14 : 16);
    painter.setFont(sized(captionHeight * 0.7, true));
    painter.drawText(QRectF(cell.left(), cell.top(), cell.width(), captionHeight),
                     Qt::AlignLeft | Qt::AlignVCenter, captionOf(diagram));
    const QRectF body(cell.left(), cell.top() + captionHeight, cell.width(),
                      cell.height() - captionHeight);
    BoardStyle style;
    style.coordinates = true;
    style.text = Qt::black;
    const BoardScene scene = sceneOf(diagram);
    const QString text = textOf(diagram);
    QRectF board, notes;
    if (options_.diagramsPerPage == 4) { // the board above, the text below
        const double side = std::min(body.width(), body.height() * 0.78);
        board = QRectF(body.left(), body.top(), side, side);
        notes = QRectF(body.left(), board.bottom(), body.width(), body.bottom() - board.bottom());
    } else { // the board on the left, the text beside it
        const double side = std::min(body.height(), body.width() * 0.62);
        board = QRectF(body.left(), body.top(), side, side);
        notes = QRectF(board.right() + side * 0.04, body.top(),
                       body.right() - board.right() - side * 0.04, body.height());
    }
    BoardPainter(scene, board, style).paint(painter);
    painter.setFont(sized(captionHeight * 0.5));
    painter.drawText(notes, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
}

void RecordPrinter::paintPage(QPainter &painter, int page, const QRectF &area) const
{
    painter.save();
    painter.setPen(Qt::black);
    if (options_.what == PrintOptions::What::Board) {
        BoardStyle style;
        style.text = Qt::black;
        const double side = std::min(area.width(), area.height());
        BoardPainter(board_, QRectF(area.topLeft(), QSizeF(side, side)), style).paint(painter);
        painter.restore();
        return;
    }
    QRectF free = area;
    if (page == 0) paintHeading(painter, free);
    const int perPage = options_.diagramsPerPage;
    const int columns = perPage == 4 ? 2 : 1, rows = perPage == 4 ? 2 : 2;
    const double gap = area.width() * 0.03;
    const double cellWidth = (free.width() - gap * (columns - 1)) / columns;
    const double cellHeight = (free.height() - gap * (rows - 1)) / rows;
    for (int i = 0; i < perPage; ++i) {
        const std::size_t index = std::size_t(page) * std::size_t(perPage) + std::size_t(i);
        if (index >= diagrams_.size()) break;
        const QRectF cell(free.left() + (i % columns) * (cellWidth + gap),
                          free.top() + (i / columns) * (cellHeight + gap), cellWidth, cellHeight);
        paintDiagram(painter, diagrams_[index], cell);
    }
    painter.restore();
}

bool RecordPrinter::print(QPagedPaintDevice &device) const
{
    device.setPageLayout(QPageLayout(QPageSize(options_.paper), QPageLayout::Portrait,
                                     QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&device)) return false;
    const QRectF area(0, 0, device.width(), device.height());
    for (int page = 0; page < pageCount(); ++page) {
        if (page > 0) device.newPage();
        paintPage(painter, page, area);
    }
    return painter.end();
}

bool RecordPrinter::writePdf(const QString &path, QString *error) const
{
    QPdfWriter writer(path);
    writer.setResolution(300);
    writer.setCreator(QStringLiteral("sgfview"));
    writer.setTitle(root_ ? simpleText(root_.raw("GN")) : QString());
    if (print(writer)) return true;
    if (error) *error = tr("cannot write %1").arg(path);
    return false;
}

bool RecordPrinter::writeSvg(const QString &path, QStringList *written, QString *error) const
{
    const QRectF page = QPageSize(options_.paper).rect(QPageSize::Point); // 1/72 inch
    const QMarginsF margins(42, 42, 42, 42);                              // 15 mm
    const QFileInfo info(path);
    for (int i = 0; i < pageCount(); ++i) {
        const QString name = pageCount() == 1
                                 ? path
                                 : info.dir().filePath(QStringLiteral("%1-%2.%3")
                                                           .arg(info.completeBaseName())
                                                           .arg(i + 1)
                                                           .arg(info.suffix()));
        QSvgGenerator generator;
        generator.setFileName(name);
        generator.setSize(page.size().toSize());
        generator.setViewBox(page);
        generator.setResolution(72);
        generator.setTitle(tr("Go diagrams, page %1").arg(i + 1));
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error) *error = tr("cannot write %1").arg(name);
            return false;
        }
        paintPage(painter, i, page.marginsRemoved(margins));
        painter.end();
        if (written) *written << name;
    }
    return true;
}

} // namespace sgfview
