// Every English text of the core's property table can be translated: the list lupdate reads
// has each property name, category and value type.
#include "models/propertynames.h"

#include <QTest>

class TestPropertyNames : public QObject {
    Q_OBJECT

private slots:
    void everyTextIsListed();
    void untranslatedTextsStayEnglish();
};

void TestPropertyNames::everyTextIsListed()
{
    const QStringList known = sgfview::propertynames::knownTexts();
    for (const sgf::PropertyInfo &info : sgf::allProperties()) {
        const QString name = QString::fromUtf8(info.name.data(), qsizetype(info.name.size()));
        QVERIFY2(known.contains(name), qPrintable(name));
        const auto category = sgf::categoryName(info.category);
        QVERIFY(known.contains(QString::fromUtf8(category.data(), qsizetype(category.size()))));
        const auto type = sgf::valueTypeName(info.type);
        QVERIFY(known.contains(QString::fromUtf8(type.data(), qsizetype(type.size()))));
    }
    QVERIFY(known.contains(QStringLiteral("unknown")));
}

void TestPropertyNames::untranslatedTextsStayEnglish()
{
    QCOMPARE(sgfview::propertynames::name(*sgf::findProperty("KM")), QStringLiteral("Komi"));
    QCOMPARE(sgfview::propertynames::category(sgf::Category::GameInfo),
             QStringLiteral("game info"));
}

QTEST_APPLESS_MAIN(TestPropertyNames)
#include "tst_propertynames.moc"
