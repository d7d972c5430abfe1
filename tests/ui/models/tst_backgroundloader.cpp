// BackgroundLoader: a load cancelled once its document is read, while its rows are laid out,
// ends as cancelled without waiting for the rest of them.
#include "models/backgroundloader.h"

#include <QSignalSpy>
#include <QTest>

using namespace sgfview;

class TestBackgroundLoader : public QObject {
    Q_OBJECT

private slots:
    void cancelWhileRowsAreLaidOut_data();
    void cancelWhileRowsAreLaidOut();
};

void TestBackgroundLoader::cancelWhileRowsAreLaidOut_data()
{
    QTest::addColumn<bool>("cancel");
    QTest::newRow("cancelled once read") << true;
    QTest::newRow("not cancelled") << false;
}

void TestBackgroundLoader::cancelWhileRowsAreLaidOut()
{
    QFETCH(bool, cancel);
    BackgroundLoader loader;
    // A document of more nodes than the layout lays out between two looks at its stop, read
    // whole; the load cancels itself as it ends, as a click on Cancel then would.
    loader.setLoad(
        [&](const QString &path, const LoadOptions &options, const DocumentLoader::Progress &) {
            FileReadResult read;
            read.bytes = "(;SZ[9]" + std::string(3 * TreeRows::watchEvery, ';') + ")";
            read.size = qint64(read.bytes.size());
            LoadResult result = DocumentLoader::loadBytes(std::move(read), path, options);
            if (cancel) loader.cancel();
            return result;
        });
    QSignalSpy finished(&loader, &BackgroundLoader::finished);
    loader.start(QStringLiteral("line.sgf"), LoadOptions());
    QVERIFY(finished.wait(10'000));
    const auto result = finished.at(0).at(1).value<LoadResult>();
    const auto views = finished.at(0).at(2).value<DocumentViews>();
    QCOMPARE(result.cancelled, cancel);
    QCOMPARE(bool(result.document), !cancel);
    QCOMPARE(bool(views.rows), !cancel);
}

QTEST_GUILESS_MAIN(TestBackgroundLoader)
#include "tst_backgroundloader.moc"
