// The translation catalogues (resources/translations/*.ts): complete in every language, with
// placeholders, accelerators, key names and SGF identifiers kept, and the plural forms each
// language needs; every text the program asks for at run time is in them under the context
// it is asked in (lupdate saw it); and the model's texts read right in each language.
#include "catalogue.h"
#include "io/filereader.h"
#include "models/gameinfoformat.h"
#include "models/propertynames.h"
#include "translations.h"

#include <QBuffer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using testdata::CatalogueMessage;

namespace {

// The numbers a text refers to (%1 ... %9), each once, in order; %L1 (in the locale's digits)
// is %1.
QStringList numberedPlaceholders(const QString &text)
{
    QStringList found;
    for (const auto &match : QRegularExpression(QStringLiteral("%L?([1-9])")).globalMatch(text))
        if (!found.contains(match.captured(1))) found << match.captured(1);
    found.sort();
    return found;
}

// The accelerator marks of a text ("&&" is a literal ampersand).
qsizetype accelerators(const QString &text)
{
    return QString(text).remove(QStringLiteral("&&")).count(QLatin1Char('&'));
}

// Whether a letter of a cursive script (Arabic) connects to the next one, or to the one before.
bool joinsForward(QChar c)
{
    const QChar::JoiningType type = c.joiningType();
    return type == QChar::Joining_Dual || type == QChar::Joining_Left ||
           type == QChar::Joining_Causing;
}

bool joinsBackward(QChar c)
{
    const QChar::JoiningType type = c.joiningType();
    return type == QChar::Joining_Dual || type == QChar::Joining_Right ||
           type == QChar::Joining_Causing;
}

// What must reach the user as written: options, FILE, SGF identifiers, file patterns, keys.
const QRegularExpression
    keptToken(QStringLiteral(R"(--[a-z]+|\bFILE\b|\b[A-Z]{1,2}\[|\*\.\w+|Ctrl\+\w)"));

} // namespace

class TestCatalogues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void complete_data();
    void complete();
    void pluralForms_data();
    void pluralForms();
    void placeholdersAndKeysKept_data();
    void placeholdersAndKeysKept();
    void noTextIsAFragment();
    void laterLanguageReplacesEarlier();
    void modelLookupsAreInTheCatalogue();
    void modelTexts_data();
    void modelTexts();

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

void TestCatalogues::complete_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"es", "ar", "bn"}) QTest::newRow(language) << language;
}

// The same texts as the Spanish catalogue, each translated (lrelease drops unfinished ones).
void TestCatalogues::complete()
{
    QFETCH(QString, language);
    QSet<QString> keys;
    for (const CatalogueMessage &message : testdata::readCatalogue(language)) {
        const QString where = message.context + QStringLiteral(": ") + message.source;
        keys.insert(testdata::catalogueKey(message.context, message.source));
        QVERIFY2(!message.unfinished, qPrintable(where));
        for (const QString &translation : message.translations)
            QVERIFY2(!translation.trimmed().isEmpty(), qPrintable(where));
    }
    QCOMPARE(keys, keys_);
}

void TestCatalogues::pluralForms_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("forms");
    QTest::addColumn<QList<int>>("formsWithoutNumber"); // may spell it out ("two files")
    // CLDR: Spanish and Bengali one/other; Arabic zero, one, two, few, many, other.
    QTest::newRow("es") << "es" << 2 << QList<int>{};
    QTest::newRow("bn") << "bn" << 2 << QList<int>{};
    QTest::newRow("ar") << "ar" << 6 << QList<int>{0, 1, 2};
    QTest::newRow("en") << "en" << 2 << QList<int>{};
}

void TestCatalogues::pluralForms()
{
    QFETCH(QString, language);
    QFETCH(int, forms);
    QFETCH(QList<int>, formsWithoutNumber);
    int plurals = 0;
    for (const CatalogueMessage &message : testdata::readCatalogue(language)) {
        if (!message.numerus) continue;
        ++plurals;
        QCOMPARE(message.translations.size(), forms);
        for (int form = 0; form < forms; ++form) {
            const QString &text = message.translations[form];
            QVERIFY2(!text.isEmpty(), qPrintable(message.source));
            if (!formsWithoutNumber.contains(form))
                QVERIFY2(text.contains(QLatin1String("%n")) || text.contains(QLatin1String("%Ln")),
                         qPrintable(message.source + QStringLiteral(" → ") + text));
        }
    }
    QVERIFY(plurals >= 9); // the English file holds only these
}

void TestCatalogues::placeholdersAndKeysKept_data()
{
    complete_data();
}

void TestCatalogues::placeholdersAndKeysKept()
{
    QFETCH(QString, language);
    for (const CatalogueMessage &message : testdata::readCatalogue(language)) {
        for (const QString &translation : message.translations) {
            const QString where = message.source + QStringLiteral(" → ") + translation;
            QCOMPARE(numberedPlaceholders(translation), numberedPlaceholders(message.source));
            // An accelerator where the English has one, on a letter that stands alone: Qt
            // shapes the underlined letter apart from its neighbours, so a vowel sign or virama
            // joined to it is cut off (Bengali "ফ◌াইল") and an Arabic letter loses its joins
            // (ا&نتقال draws an isolated ن). Unique per menu: the window's test checks that.
            QVERIFY2(accelerators(translation) == accelerators(message.source), qPrintable(where));
            const QString marked = QString(translation).remove(QStringLiteral("&&"));
            if (const qsizetype at = marked.indexOf(QLatin1Char('&')); at >= 0) {
                QVERIFY2(at + 1 < marked.size() && marked.at(at + 1).isLetter(), qPrintable(where));
                const QChar letter = marked.at(at + 1);
                const QChar before = at > 0 ? marked.at(at - 1) : QChar(u' ');
                const QChar after = at + 2 < marked.size() ? marked.at(at + 2) : QChar(u' ');
                QVERIFY2(!after.isMark() && !before.isMark(), qPrintable(where));
                QVERIFY2(!joinsForward(before) || !joinsBackward(letter), qPrintable(where));
                QVERIFY2(!joinsForward(letter) || !joinsBackward(after), qPrintable(where));
            }
            for (const auto &token : keptToken.globalMatch(message.source))
                QVERIFY2(translation.contains(token.captured()), qPrintable(where));
            if (message.source.startsWith(QLatin1String("Ctrl+")))
                QCOMPARE(translation, message.source); // key names, not words
        }
    }
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
    using sgfview::GameInfoFormat;
    for (const char *result : {"0", "Void", "?", "B+", "W+R", "B+T", "W+F", "B+1", "W+2.5"})
        QVERIFY(!GameInfoFormat::result(QLatin1String(result)).isEmpty());
    QVERIFY(!GameInfoFormat::timeLimit(QStringLiteral("3661")).isEmpty());
    QVERIFY(!GameInfoFormat::timeLimit(QStringLiteral("90.5")).isEmpty());
    QVERIFY(!GameInfoFormat::player(QStringLiteral("Lee"), QStringLiteral("9p")).isEmpty());
    QCoreApplication::removeTranslator(&recorder);

    const QStringList asked = recorder.ownKeys();
    QVERIFY(asked.size() >= 20);
    for (const QString &key : asked)
        QVERIFY2(keys_.contains(key), qPrintable(QString(key).replace(QLatin1Char('\x1f'), " | ")));
}

void TestCatalogues::modelTexts_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("kind"); // TM or RE: the game-info value; Name: a property's name
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    // Spanish: one and other.
    QTest::newRow("es 90 minutes") << "es"
                                   << "TM"
                                   << "5400"
                                   << "1 hora 30 minutos";
    QTest::newRow("es 1 second") << "es"
                                 << "TM"
                                 << "1"
                                 << "1 segundo";
    QTest::newRow("es 1 point") << "es"
                                << "RE"
                                << "W+1"
                                << "Gana Blanco por 1 punto";
    QTest::newRow("es 3 points") << "es"
                                 << "RE"
                                 << "B+3"
                                 << "Gana Negro por 3 puntos";
    QTest::newRow("es resignation") << "es"
                                    << "RE"
                                    << "B+R"
                                    << "Gana Negro por abandono";
    QTest::newRow("es komi") << "es"
                             << "Name"
                             << "KM"
                             << "Komi";
    QTest::newRow("es handicap") << "es"
                                 << "Name"
                                 << "HA"
                                 << "Ventaja (handicap)";
    // Game Info writes numbers in the locale's digits, as the status bar does (issue 16).
    // Arabic (CLDR): one and two are words of their own, 3-10 take the plural, 11-99 the
    // singular in the accusative, 100-102 the singular; whole parts join with "and".
    QTest::newRow("ar 1 hour") << "ar"
                               << "TM"
                               << "3600"
                               << "ساعة واحدة";
    QTest::newRow("ar 2 hours") << "ar"
                                << "TM"
                                << "7200"
                                << "ساعتان";
    QTest::newRow("ar 3 hours") << "ar"
                                << "TM"
                                << "10800"
                                << "٣ ساعات";
    QTest::newRow("ar 11 hours") << "ar"
                                 << "TM"
                                 << "39600"
                                 << "١١ ساعة";
    QTest::newRow("ar 100 hours") << "ar"
                                  << "TM"
                                  << "360000"
                                  << "١٠٠ ساعة";
    QTest::newRow("ar 90 minutes") << "ar"
                                   << "TM"
                                   << "5400"
                                   << "ساعة واحدة و٣٠ دقيقة";
    QTest::newRow("ar 5 seconds") << "ar"
                                  << "TM"
                                  << "5"
                                  << "٥ ثوانٍ";
    QTest::newRow("ar 1 point") << "ar"
                                << "RE"
                                << "B+1"
                                << "فوز الأسود بفارق نقطة واحدة";
    QTest::newRow("ar 2 points") << "ar"
                                 << "RE"
                                 << "W+2"
                                 << "فوز الأبيض بفارق نقطتين";
    QTest::newRow("ar 7 points") << "ar"
                                 << "RE"
                                 << "B+7"
                                 << "فوز الأسود بفارق ٧ نقاط";
    QTest::newRow("ar 12 points") << "ar"
                                  << "RE"
                                  << "W+12"
                                  << "فوز الأبيض بفارق ١٢ نقطة";
    QTest::newRow("ar half point") << "ar"
                                   << "RE"
                                   << "B+0.5"
                                   << "فوز الأسود بفارق ٠٫٥ نقطة";
    QTest::newRow("ar komi") << "ar"
                             << "Name"
                             << "KM"
                             << "كومي";
    // Bengali: the noun does not change with the number.
    QTest::newRow("bn 90 minutes") << "bn"
                                   << "TM"
                                   << "5400"
                                   << "১ ঘণ্টা ৩০ মিনিট";
    QTest::newRow("bn 3 points") << "bn"
                                 << "RE"
                                 << "B+3"
                                 << "কালো ৩ পয়েন্টে জয়ী";
    QTest::newRow("bn black move") << "bn"
                                   << "Name"
                                   << "B"
                                   << "কালোর চাল";
    // An unknown language is English.
    QTest::newRow("xx 90 minutes") << "xx"
                                   << "TM"
                                   << "5400"
                                   << "1 hour 30 minutes";
    QTest::newRow("xx komi") << "xx"
                             << "Name"
                             << "KM"
                             << "Komi";
}

void TestCatalogues::modelTexts()
{
    QFETCH(QString, language);
    QFETCH(QString, kind);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    sgfview::installTranslations(language);
    QString text;
    if (kind == QLatin1String("TM")) text = sgfview::GameInfoFormat::timeLimit(value);
    if (kind == QLatin1String("RE")) text = sgfview::GameInfoFormat::result(value);
    if (kind == QLatin1String("Name"))
        text = sgfview::propertynames::name(*sgf::findProperty(value.toStdString()));
    sgfview::installTranslations(QStringLiteral("en"));
    QCOMPARE(text, expected);
}

QTEST_GUILESS_MAIN(TestCatalogues)
#include "tst_catalogues.moc"
