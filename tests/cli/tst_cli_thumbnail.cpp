// sgfview --thumbnail run as a file manager runs it: with no display, the PNG checked by its
// size and by pixel samples at stone points (a game's final position, a problem's first),
// errors on files it cannot read, and nothing written but the output, with HOME, the XDG
// folders and TMPDIR pointing at folders that must stay empty and QT_QPA_PLATFORM unset.
#include "sgfview_process.h"

#include <QDir>
#include <QImage>
#include <QTest>

using testdata::runSgfview;

class TestCliThumbnail : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void sizes_data();
    void sizes();
    void gameShowsItsFinalPosition();
    void problemShowsItsFirstPosition();
    void unreadable_data();
    void unreadable();
    void wrongArguments_data();
    void wrongArguments();
    void writesNothingButTheOutput();

private:
    QString write(const QString &name, const QByteArray &bytes) const
    {
        QFile file(dir_.filePath(name));
        if (!file.open(QIODevice::WriteOnly)) return {};
        file.write(bytes);
        return file.fileName();
    }
    // Where the board painter puts a 9x9 board's point in a square of side pixels, without
    // coordinates: half a cell of wood beyond the outer lines, the grid centred.
    static QPoint centre(int side, int x, int y)
    {
        const double cell = side / (8 + 1.2), origin = side / 2.0 - 4 * cell;
        return QPoint(int(origin + x * cell), int(origin + y * cell));
    }
    static QString colourAt(const QImage &image, int x, int y)
    {
        const QColor c = image.pixelColor(centre(image.width(), x, y) + QPoint(2, 2));
        if (c.lightness() < 80) return QStringLiteral("black");
        if (c.lightness() > 200) return QStringLiteral("white");
        if (c.red() > 150 && c.blue() < 150) return QStringLiteral("wood");
        return c.name();
    }
    QImage thumbnail(const QString &input, int size = 256)
    {
        const QString out = dir_.filePath(QStringLiteral("out.png"));
        QFile::remove(out);
        const auto run =
            runSgfview({"--thumbnail", "--size", QString::number(size), input, out}, dir_.path());
        if (!run.finished || run.crashed || run.exitCode != 0) {
            qWarning("%s", run.err.constData());
            return {};
        }
        return QImage(out);
    }

    QTemporaryDir dir_;
    QString game_, problem_;
};

void TestCliThumbnail::initTestCase()
{
    QVERIFY(dir_.isValid());
    // Black takes the white stone at ab with the last move: the end has no stone there.
    game_ = write("game.sgf", "(;SZ[9];B[cc];W[gg];B[bb];W[ab];B[aa];W[ii];B[ac])");
    problem_ = write("problem.sgf", "(;SZ[9]AB[cc][dc]AW[gg][gf]C[Black to live];B[ee];W[ce])");
}

void TestCliThumbnail::sizes_data()
{
    QTest::addColumn<int>("size");
    for (int size : {128, 256, 512, 1024}) QTest::newRow(qPrintable(QString::number(size))) << size;
}

void TestCliThumbnail::sizes()
{
    QFETCH(int, size);
    const QImage image = thumbnail(game_, size);
    QCOMPARE(image.size(), QSize(size, size));
    QCOMPARE(colourAt(image, 2, 2), QStringLiteral("black"));
}

void TestCliThumbnail::gameShowsItsFinalPosition()
{
    const QImage image = thumbnail(game_);
    QCOMPARE(colourAt(image, 2, 2), QStringLiteral("black"));
    QCOMPARE(colourAt(image, 6, 6), QStringLiteral("white"));
    QCOMPARE(colourAt(image, 1, 1), QStringLiteral("black"));
    QCOMPARE(colourAt(image, 0, 0), QStringLiteral("black"));
    QCOMPARE(colourAt(image, 0, 1), QStringLiteral("wood")); // captured by the last move
    QCOMPARE(colourAt(image, 8, 8), QStringLiteral("white"));
    QCOMPARE(colourAt(image, 4, 4), QStringLiteral("wood"));
    // Wood to the edges: the thumbnail is opaque.
    QCOMPARE(image.pixelColor(0, 0).alpha(), 255);
}

void TestCliThumbnail::problemShowsItsFirstPosition()
{
    const QImage image = thumbnail(problem_);
    QCOMPARE(colourAt(image, 2, 2), QStringLiteral("black"));
    QCOMPARE(colourAt(image, 3, 2), QStringLiteral("black"));
    QCOMPARE(colourAt(image, 6, 6), QStringLiteral("white"));
    QCOMPARE(colourAt(image, 6, 5), QStringLiteral("white"));
    QCOMPARE(colourAt(image, 4, 4), QStringLiteral("wood")); // the solution's first move
    QCOMPARE(colourAt(image, 2, 4), QStringLiteral("wood"));
}

void TestCliThumbnail::unreadable_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QByteArray>("message"); // in standard error
    QTest::newRow("missing file") << "missing.sgf" << QByteArray("missing.sgf: error: ");
    QTest::newRow("no SGF in it") << "words.sgf" << QByteArray("words.sgf");
    QTest::newRow("a folder") << "." << QByteArray(".: error: ");
    QTest::newRow("another game") << "chess.sgf" << QByteArray("not Go (GM[3])");
}

void TestCliThumbnail::unreadable()
{
    QFETCH(QString, input);
    QFETCH(QByteArray, message);
    write("words.sgf", "just some words, no game");
    write("chess.sgf", "(;GM[3];B[aa])");
    const QString out = dir_.filePath(QStringLiteral("failed.png"));
    const auto run = runSgfview({"--thumbnail", input, out}, dir_.path());
    QVERIFY(run.finished && !run.crashed);
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message), run.err.constData());
    QCOMPARE(run.out, QByteArray());
    QVERIFY(!QFile::exists(out));
}

void TestCliThumbnail::wrongArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QByteArray>("err");
    QTest::newRow("no output") << QStringList{"--thumbnail", "game.sgf"}
                               << QByteArray("sgfview: --thumbnail takes IN.sgf and OUT.png\n");
    QTest::newRow("size too big")
        << QStringList{"--thumbnail", "--size", "4096", "game.sgf", "out.png"}
        << QByteArray("sgfview: --size takes a number of pixels from 16 to 1024 (the thumbnail "
                      "sizes are 128, 256, 512 and 1024)\n");
    QTest::newRow("size no number")
        << QStringList{"--thumbnail", "--size", "big", "game.sgf", "out.png"}
        << QByteArray("sgfview: --size takes a number of pixels from 16 to 1024 (the thumbnail "
                      "sizes are 128, 256, 512 and 1024)\n");
}

void TestCliThumbnail::wrongArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, err);
    const auto run = runSgfview(arguments, dir_.path());
    SGFVIEW_COMPARE_RUN(run, "", err, 2);
}

// GNOME runs thumbnailers in bubblewrap with no display and nothing writable but the output
// (the install test runs it so where bwrap is installed). Here: no DISPLAY, no
// QT_QPA_PLATFORM, and every folder a program may write to outside the output's pointing at
// folders that must stay empty.
void TestCliThumbnail::writesNothingButTheOutput()
{
    QTemporaryDir home, output;
    QVERIFY(home.isValid() && output.isValid());
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    environment.insert(QStringLiteral("HOME"), home.path());
    for (const char *name : {"XDG_CACHE_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
                             "XDG_RUNTIME_DIR", "TMPDIR"})
        environment.insert(QString::fromLatin1(name), home.filePath(QString::fromLatin1(name)));
    const QString out = output.filePath(QStringLiteral("thumbnail.png"));
    const auto run = runSgfview({"--thumbnail", "--size", "128", game_, out}, dir_.path(), {},
                                120000, environment);
    QVERIFY2(run.finished && !run.crashed && run.exitCode == 0, run.err.constData());
    QCOMPARE(QImage(out).size(), QSize(128, 128));
    QCOMPARE(QDir(output.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
             QStringList{QStringLiteral("thumbnail.png")});
    QCOMPARE(QDir(home.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList());
}

QTEST_APPLESS_MAIN(TestCliThumbnail)
#include "tst_cli_thumbnail.moc"
