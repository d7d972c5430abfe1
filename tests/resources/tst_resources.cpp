// What resources/ puts into the program: the window icon renders as drawn, at the smallest
// and the largest size a desktop asks for, and the sample game is a real, complete game that
// parses strictly and shows every kind of thing the viewer displays.
#include "sgf/parser.h"
#include "sgf/properties.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>
#include <vector>

namespace {

const QString iconPath = QStringLiteral(":/icons/io.github.sgfview.SgfView.svg");
const QString samplePath = QStringLiteral(":/sample/sample.sgf");
// What GNU Go said when it played the game (resources/sample/selfplay.sh 3 8): 207 moves,
// two passes, and its final_score.
constexpr int gameLength = 209;
const QString gameResult = QStringLiteral("W+30.5");

QImage render(QSvgRenderer &renderer, int size)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        renderer.render(&painter);
    }
    return image;
}

std::vector<sgf::Node> allNodes(const sgf::Collection &games)
{
    std::vector<sgf::Node> nodes;
    for (std::uint32_t i = 0; i < games.nodeCount(); ++i) nodes.push_back(games.node(i));
    return nodes;
}

// The main line: the root and its first children, to the end.
std::vector<sgf::Node> mainLine(sgf::Node root)
{
    std::vector<sgf::Node> line;
    for (sgf::Node node = root; node; node = node.firstChild()) line.push_back(node);
    return line;
}

} // namespace

class TestResources : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void iconRenders_data();
    void iconRenders();
    void symbolicIconRenders();
    void sampleGameInfo_data();
    void sampleGameInfo();
    void sampleSaysWhereItComesFrom();
    void sampleUsesEveryKindOfProperty_data();
    void sampleUsesEveryKindOfProperty();
    void sampleUsesOnlyKnownProperties();
    void sampleHasCommentsWithLineBreaks();
    void sampleHasNestedVariations();
    void sampleMainLineIsTheWholeGame();

private:
    sgf::Collection sample_;
};

// The sample must be in the resources and parse strictly; every sample test reads it.
void TestResources::initTestCase()
{
    QFile file(samplePath);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(samplePath + " is not in the resources"));
    try {
        sample_ = sgf::parseCollection(file.readAll().toStdString());
    } catch (const sgf::ParseError &error) {
        QFAIL(qPrintable(QStringLiteral("sample.sgf:%1:%2: %3")
                             .arg(error.position().line)
                             .arg(error.position().column)
                             .arg(QString::fromStdString(error.what()))));
    }
    QCOMPARE(sample_.size(), std::size_t(1));
    QVERIFY(sample_.diagnostics().empty());
}

void TestResources::iconRenders_data()
{
    QTest::addColumn<int>("size");
    QTest::newRow("16 px") << 16;
    QTest::newRow("256 px") << 256;
}

// Points in the icon's 128-unit drawing (see the SVG): stones at (64,64) and (96,32) black,
// (96,64) and (64,96) white; plain board at (20,110); nothing outside the rounded board.
void TestResources::iconRenders()
{
    QFETCH(int, size);
    QSvgRenderer renderer(iconPath);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 128, 128));
    const QImage image = render(renderer, size);
    const auto at = [&](int x, int y) { return image.pixelColor(x * size / 128, y * size / 128); };
    for (const QPoint black : {QPoint(64, 64), QPoint(96, 32)}) {
        QVERIFY2(qGray(at(black.x(), black.y()).rgb()) < 80, "black stone is dark");
        QCOMPARE(at(black.x(), black.y()).alpha(), 255);
    }
    for (const QPoint white : {QPoint(96, 64), QPoint(64, 96)}) {
        QVERIFY2(qGray(at(white.x(), white.y()).rgb()) > 200, "white stone is light");
        QCOMPARE(at(white.x(), white.y()).alpha(), 255);
    }
    const QColor wood = at(20, 110);
    QCOMPARE(wood.alpha(), 255);
    QVERIFY2(wood.red() > wood.blue() + 60, "board is wood coloured");
    QCOMPARE(at(0, 0).alpha(), 0);
    QCOMPARE(at(127, 127).alpha(), 0);
}

// The symbolic icon, 16 units: the black stone at (6.5,6.5) is solid, the white stone at
// (11.5,6.5) is a ring with an empty middle, the board edge runs along row and column 1.
void TestResources::symbolicIconRenders()
{
    QSvgRenderer renderer(QStringLiteral(
        SGFVIEW_SOURCE_DIR "/resources/icons/io.github.sgfview.SgfView-symbolic.svg"));
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 16, 16));
    const QImage image = render(renderer, 16);
    QCOMPARE(image.pixelColor(6, 6).alpha(), 255);  // black stone
    QCOMPARE(image.pixelColor(11, 6).alpha(), 0);   // inside the white stone's ring
    QVERIFY(image.pixelColor(11, 4).alpha() > 200); // the ring, one pixel wide
    QCOMPARE(image.pixelColor(1, 10).alpha(), 255); // the left edge
    QCOMPARE(image.pixelColor(10, 1).alpha(), 255); // the top edge
    QCOMPARE(image.pixelColor(0, 0).alpha(), 0);    // outside the board
}

void TestResources::sampleGameInfo_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("value");
    // Go (GM 1) in FF[4] on 19x19, UTF-8; komi and result as GNU Go played and counted it.
    QTest::newRow("game") << "GM"
                          << "1";
    QTest::newRow("format") << "FF"
                            << "4";
    QTest::newRow("charset") << "CA"
                             << "UTF-8";
    QTest::newRow("size") << "SZ"
                          << "19";
    QTest::newRow("komi") << "KM"
                          << "6.5";
    QTest::newRow("result") << "RE" << gameResult;
    QTest::newRow("date") << "DT"
                          << "2026-11-29";
    // Present, whatever they say.
    for (const char *id : {"PB", "PW", "BR", "WR", "EV", "RU", "GN"})
        QTest::newRow(id) << id << QString();
}

void TestResources::sampleGameInfo()
{
    QFETCH(QString, id);
    QFETCH(QString, value);
    const sgf::Node root = sample_.tree(0).root();
    const std::string key = id.toStdString();
    QVERIFY2(root.has(key), qPrintable(id + " missing"));
    if (value.isEmpty())
        QVERIFY(!root.text(key).empty());
    else
        QCOMPARE(QString::fromStdString(root.text(key)), value);
}

void TestResources::sampleSaysWhereItComesFrom()
{
    const sgf::Node root = sample_.tree(0).root();
    const QString about = QString::fromStdString(root.text("GC") + ' ' + root.text("SO"));
    QVERIFY2(about.contains(QStringLiteral("GNU Go")), qPrintable(about));
    QVERIFY2(about.contains(QStringLiteral("sgfview authors")), qPrintable(about));
}

void TestResources::sampleUsesEveryKindOfProperty_data()
{
    QTest::addColumn<QString>("id");
    // Markup, move and node annotations, names, territory: each somewhere in the tree.
    for (const char *id : {"TR", "SQ", "CR", "MA", "LB", "AR", "LN", "BM", "TE", "DO", "IT", "GB",
                           "GW", "HO", "N", "TB", "TW"})
        QTest::newRow(id) << id;
}

void TestResources::sampleUsesEveryKindOfProperty()
{
    QFETCH(QString, id);
    for (const sgf::Node node : allNodes(sample_))
        if (node.has(id.toStdString())) return;
    QFAIL(qPrintable(id + " is not used anywhere"));
}

void TestResources::sampleUsesOnlyKnownProperties()
{
    for (const sgf::Node node : allNodes(sample_))
        for (sgf::Property property : node.properties())
            QVERIFY2(property.info(), std::string(property.id()).c_str());
}

void TestResources::sampleHasCommentsWithLineBreaks()
{
    int comments = 0, multiline = 0;
    for (const sgf::Node node : allNodes(sample_)) {
        if (!node.has("C")) continue;
        ++comments;
        multiline += node.text("C").find('\n') != std::string::npos;
    }
    QVERIFY2(comments >= 10, qPrintable(QString::number(comments)));
    QVERIFY2(multiline >= 2, qPrintable(QString::number(multiline)));
}

// At least three forks; one of them inside a variation (off the main line).
void TestResources::sampleHasNestedVariations()
{
    // The main line is the first nodes in document order (see tree.h).
    const std::size_t mainLineLength = mainLine(sample_.tree(0).root()).size();
    int forks = 0, nested = 0;
    for (const sgf::Node node : allNodes(sample_)) {
        if (node.childCount() < 2) continue;
        ++forks;
        nested += node.index() >= mainLineLength;
    }
    QVERIFY2(forks >= 3, qPrintable(QString::number(forks)));
    QVERIFY(nested >= 1);
}

// The moves GNU Go played, alternating from Black, ending with both players passing.
void TestResources::sampleMainLineIsTheWholeGame()
{
    const auto line = mainLine(sample_.tree(0).root());
    QCOMPARE(int(line.size()) - 1, gameLength);
    for (std::size_t i = 1; i < line.size(); ++i) {
        const std::string_view colour = i % 2 ? "B" : "W";
        QVERIFY2(line[i].has(colour), qPrintable(QStringLiteral("move %1").arg(i)));
    }
    QCOMPARE(line[line.size() - 2].raw(line.size() % 2 ? "B" : "W"), std::string_view());
    QCOMPARE(line.back().raw(line.size() % 2 ? "W" : "B"), std::string_view());
}

QTEST_APPLESS_MAIN(TestResources)
#include "tst_resources.moc"
