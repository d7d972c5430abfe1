// The translation catalogues (resources/translations/*.ts): every text the program asks for
// at run time is in them under the context it is asked in (lupdate saw it), and installing a
// language replaces the one installed before.
#include "catalogue.h"
#include "translations.h"

#include <QTest>

using testdata::CatalogueMessage;

class TestCatalogues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void laterLanguageReplacesEarlier();

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

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
