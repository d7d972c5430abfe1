// The translation catalogues (resources/translations/*.ts): every text the program asks for
// at run time is in them under the context it is asked in (lupdate saw it), and installing a
// language replaces the one installed before.
#include "catalogue.h"
#include "io/filereader.h"
#include "translations.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using testdata::CatalogueMessage;

class TestCatalogues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void noTextIsAFragment();
    void laterLanguageReplacesEarlier();
    void modelLookupsAreInTheCatalogue();

private:
    QSet<QString> keys_; // of the Spanish catalogue; the others are checked to hold the same
};

void TestCatalogues::initTestCase()
{
    const QList<CatalogueMessage> messages = testdata::readCatalogue(QStringLiteral("es"));
    QVERIFY(!messages.isEmpty());
    for (const CatalogueMessage &message : messages)
        keys_.insert(testdata::catalogueKey(message.context, message.source));
}

// A translator sees whole sentences: a text that starts with punctuation or space, or ends
// with space, was meant to be glued to another, in English word order.
void TestCatalogues::noTextIsAFragment()
{
    const QRegularExpression fragment(QStringLiteral("^[\\s,;:.]|\\s$"));
    for (const CatalogueMessage &message : testdata::readCatalogue(QStringLiteral("es")))
        QVERIFY2(!fragment.match(message.source).hasMatch(),
                 qPrintable(message.context + QStringLiteral(": \"") + message.source + '"'));
}

void TestCatalogues::laterLanguageReplacesEarlier()
{
    // Qt's own translations answer for a Qt context whatever sgfview's catalogues hold.
    const auto cancel = [] { return QCoreApplication::translate("QProgressDialog", "Cancel"); };
    sgfview::installTranslations(QStringLiteral("es"));
    QCOMPARE(cancel(), QStringLiteral("Cancelar"));
    sgfview::installTranslations(QStringLiteral("ar"));
    QCOMPARE(cancel(), QStringLiteral("ألغِ"));
    sgfview::installTranslations(QStringLiteral("en"));
    QCOMPARE(cancel(), QStringLiteral("Cancel"));
}

// The model layer's texts, asked for through each path that builds one.
void TestCatalogues::modelLookupsAreInTheCatalogue()
{
    testdata::LookupRecorder recorder;
    QCoreApplication::installTranslator(&recorder);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("game.sgf"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("(;GM[1]FF[4]SZ[19];B[pd])");
    }
    using sgfview::FileReader;
    QVERIFY(!FileReader::read(dir.filePath(QStringLiteral("missing.sgf"))).error.isEmpty());
    QVERIFY(!FileReader::read(dir.path()).error.isEmpty());
    QVERIFY(!FileReader::read(file, 4).error.isEmpty()); // larger than the limit
    QBuffer shortDevice;
    shortDevice.setData("abc");
    QVERIFY(shortDevice.open(QIODevice::ReadOnly));
    std::string bytes;
    QVERIFY(!FileReader::readExactly(shortDevice, 10, bytes).isEmpty());
    QCoreApplication::removeTranslator(&recorder);

    const QStringList asked = recorder.ownKeys();
    QVERIFY(asked.size() >= 5);
    for (const QString &key : asked)
        QVERIFY2(keys_.contains(key), qPrintable(QString(key).replace(QLatin1Char('\x1f'), " | ")));
}

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
