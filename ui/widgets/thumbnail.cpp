#include "thumbnail.h"

#include "boardpainter.h"
#include "models/boardscene.h"
#include "models/treerows.h"
#include "sgf/position_cursor.h"
#include "sgf/preview.h"

#include <QCoreApplication>
#include <QPainter>

namespace sgfview {

namespace {

struct Thumbnail {
    Q_DECLARE_TR_FUNCTIONS(Thumbnail)
};

} // namespace

QImage renderThumbnail(const sgf::Collection &collection, int size, QString *error)
{
    const sgf::PreviewNode preview = sgf::previewNode(collection[0].root());
    if (!preview.node) {
        if (error) *error = Thumbnail::tr("the file holds no game");
        return {};
    }
    const sgf::PositionCursor position(preview.node);
    if (!position.isGo()) {
        if (error)
            *error = Thumbnail::tr("the first game is not Go (GM[%1])")
                         .arg(position.game().type().number);
        return {};
    }
    const TreeRows rows(collection); // VW and DD, which may be set above the node
    SceneOptions options;
    options.hints = VariationHints::Hidden;
    BoardScene scene = buildScene(position, rows, options);
    scene.passed.reset(); // no words in a thumbnail: "Black passes" would not be legible
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    BoardStyle style;
    style.coordinates = false;
    BoardPainter(scene, QRectF(0, 0, size, size), style).paint(painter);
    return image;
}

} // namespace sgfview
