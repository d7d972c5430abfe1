// View > Encoding's names: every charset offered is under a language, in the menu's order
// (the groups follow one another), named as "Language (codec)".
#include "io/charsetdecoder.h"
#include "models/encodingnames.h"

#include <QTest>

using namespace sgfview;

class TestEncodingNames : public QObject {
    Q_OBJECT

private slots:
    void labels_data();
    void labels();
    void everyOfferedCharsetHasALanguage();
};

void TestEncodingNames::labels_data()
{
    QTest::addColumn<QString>("codec");
    QTest::addColumn<QString>("label");
    QTest::newRow("Shift_JIS") << "Shift_JIS"
                               << "Japanese (Shift_JIS)";
    QTest::newRow("GB18030") << "GB18030"
                             << "Chinese, Simplified (GB18030)";
    QTest::newRow("Big5") << "Big5"
                          << "Chinese, Traditional (Big5)";
    QTest::newRow("EUC-KR") << "EUC-KR"
                            << "Korean (EUC-KR)";
    QTest::newRow("UTF-8") << "UTF-8"
                           << "Unicode (UTF-8)";
    QTest::newRow("windows-1251") << "windows-1251"
                                  << "Cyrillic (windows-1251)";
    QTest::newRow("unknown") << "x-made-up"
                             << "x-made-up";
}

void TestEncodingNames::labels()
{
    QFETCH(QString, codec);
    QFETCH(QString, label);
    QCOMPARE(encodingnames::label(codec), label);
}

void TestEncodingNames::everyOfferedCharsetHasALanguage()
{
    const QStringList offered = availableEncodings();
    QVERIFY(offered.contains(QStringLiteral("Shift_JIS")));
    int last = -1;
    for (const QString &codec : offered) {
        const int group = encodingnames::group(codec);
        QVERIFY2(group >= 0, qPrintable(codec));
        QVERIFY2(group >= last, qPrintable(codec + QStringLiteral(" is out of its group")));
        last = group;
    }
}

QTEST_APPLESS_MAIN(TestEncodingNames)
#include "tst_encodingnames.moc"
