// Printing and exporting diagrams (File > Print..., File > Export Diagrams...): the current
// board on a page, or a line of the game (the main line, or the current line: the root to
// the current node and the line Right follows from it) as a game record split into diagrams
// of N moves (sgf/record_diagrams.h), numbered on their stones, with the moves they cannot
// show listed under each ("20 at 14", "31 at a", "37 pass"), the game info heading the first
// page and, when asked, the diagram's comments after it. Two or four diagrams a page, A4 or
// Letter. Pages are painted as vectors: PDF (QPdfWriter), SVG (QSvgGenerator, a file a
// page) and the printer (QPrinter) share paintPage().
#pragma once

#include "models/boardscene.h"
#include "sgf/record_diagrams.h"
#include "sgf/tree.h"

#include <QCoreApplication>
#include <QPageSize>
#include <QStringList>
#include <vector>

class QPagedPaintDevice;
class QPainter;

namespace sgfview {

class GameController;

struct PrintOptions {
    enum class What { Board, MainLine, CurrentLine };
    What what = What::MainLine;
    int movesPerDiagram = 50;
    int diagramsPerPage = 2; // 2 or 4
    bool comments = false;
    QPageSize::PageSizeId paper = QPageSize::A4;
    // Kept in QSettings between uses.
    static PrintOptions saved();
    void save() const;
};

class RecordPrinter {
    Q_DECLARE_TR_FUNCTIONS(RecordPrinter)

public:
    // What the controller shows, laid out once: the diagrams, or the current board (as the
    // board widget shows it: board).
    RecordPrinter(const GameController &controller, const BoardScene &board,
                  const PrintOptions &options);

    int pageCount() const;
    const std::vector<sgf::RecordDiagram> &diagrams() const { return diagrams_; }
    // One page, painted into area (the page's printable part, in the painter's units).
    void paintPage(QPainter &painter, int page, const QRectF &area) const;
    // Every page on a paged device (QPdfWriter, QPrinter), set to the options' paper.
    bool print(QPagedPaintDevice &device) const;
    bool writePdf(const QString &path, QString *error) const;
    // A file a page: path itself for one page, else path's name numbered ("game-2.svg").
    // written lists the files.
    bool writeSvg(const QString &path, QStringList *written, QString *error) const;

    // What a note under a diagram says, in the user's language.
    static QString noteText(const sgf::RecordDiagram::Note &note);

private:
    void paintHeading(QPainter &painter, QRectF &area) const;
    void paintDiagram(QPainter &painter, const sgf::RecordDiagram &diagram,
                      const QRectF &cell) const;
    BoardScene sceneOf(const sgf::RecordDiagram &diagram) const;
    QString captionOf(const sgf::RecordDiagram &diagram) const;
    QString textOf(const sgf::RecordDiagram &diagram) const;

    PrintOptions options_;
    BoardScene board_;
    sgf::Node root_;
    std::vector<sgf::RecordDiagram> diagrams_;
};

} // namespace sgfview
