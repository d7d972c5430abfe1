// sgfview --lang run as a program with no display: the --check summary, the --help text and
// the usage errors in the language asked for, with its plural forms; an unknown language is
// English. The diagnostics stay in the compiler's form, which tools read. With only a FILE,
// --lang opens the window.
#include "sgfview_process.h"

#include <QDir>
#include <QFile>
#include <QTest>

using testdata::runSgfview;

class TestCommandLineLanguage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void checkSummary_data();
    void checkSummary();
    void helpIsTranslated();
    void languageFromTheSystemLocale_data();
    void languageFromTheSystemLocale();
    void usageErrorIsTranslated();
    void languageAloneOpensTheWindow_data();
    void languageAloneOpensTheWindow();

private:
    QTemporaryDir dir;
};

void TestCommandLineLanguage::initTestCase()
{
    QVERIFY(dir.isValid());
    const QList<std::pair<const char *, QByteArray>> files{
        {"good.sgf", "(;FF[4]SZ[19];B[pd];W[dp])"},
        {"one-warning.sgf", "(;FF[4]C[a]C[b])"}, // C repeated: one warning
        {"bad.sgf", "(;B[aa];W[cut"},            // unterminated: an error
    };
    for (const auto &[name, bytes] : files) {
        QFile file(dir.filePath(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
}

void TestCommandLineLanguage::checkSummary_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<int>("exitCode");
    const QStringList one{"good.sgf"};
    const QStringList two{"good.sgf", "one-warning.sgf"};
    const QStringList three{"good.sgf", "one-warning.sgf", "bad.sgf"};
    // Spanish: one and other.
    QTest::newRow("es, 1 file")
        << "es" << one << "1 archivo comprobado: 0 con errores; 0 errores, 0 advertencias, 0 notas"
        << 0;
    QTest::newRow("es, 2 files")
        << "es" << two << "2 archivos comprobados: 0 con errores; 0 errores, 1 advertencia, 0 notas"
        << 0;
    QTest::newRow("es, an error")
        << "es" << three << "3 archivos comprobados: 1 con errores; 1 error, 1 advertencia, 0 notas"
        << 1;
    // Arabic: one and two spelled out, none said as such, 3 with the plural; Arabic comma and
    // semicolon.
    QTest::newRow("ar, 1 file")
        << "ar" << one << "فُحص ملف واحد: لا أخطاء في أيٍّ منها؛ لا أخطاء، لا تحذيرات، لا ملاحظات"
        << 0;
    QTest::newRow("ar, 2 files")
        << "ar" << two << "فُحص ملفان: لا أخطاء في أيٍّ منها؛ لا أخطاء، تحذير واحد، لا ملاحظات" << 0;
    QTest::newRow("ar, 3 files")
        << "ar" << three << "فُحصت 3 ملفات: واحد منها بأخطاء؛ خطأ واحد، تحذير واحد، لا ملاحظات" << 1;
    QTest::newRow("bn, 2 files")
        << "bn" << two << "2টি ফাইল পরীক্ষা করা হয়েছে: 0টিতে ত্রুটি; 0টি ত্রুটি, 1টি সতর্কবার্তা, 0টি নোট"
        << 0;
    QTest::newRow("xx, English") << "xx" << two
                                 << "2 files checked: 0 with errors; 0 errors, 1 warning, 0 notes"
                                 << 0;
}

void TestCommandLineLanguage::checkSummary()
{
    QFETCH(QString, language);
    QFETCH(QStringList, files);
    QFETCH(QString, summary);
    QFETCH(int, exitCode);
    const auto run = runSgfview(QStringList{"--lang", language, "--check"} + files, dir.path());
    QVERIFY2(run.finished && !run.crashed, run.err.constData());
    QCOMPARE(QString::fromUtf8(run.out), summary + '\n');
    QCOMPARE(run.exitCode, exitCode);
    // The diagnostics keep the compiler's form, in English.
    if (files.contains(QStringLiteral("one-warning.sgf")))
        QVERIFY2(run.err.contains("one-warning.sgf:1:12: warning: "), run.err.constData());
}

void TestCommandLineLanguage::helpIsTranslated()
{
    const auto run = runSgfview({"--lang", "es", "--help"}, dir.path());
    QVERIFY2(run.finished && !run.crashed, run.err.constData());
    QCOMPARE(run.exitCode, 0);
    const QString help = QString::fromUtf8(run.out);
    QVERIFY2(help.contains(QStringLiteral("Un visor rápido y exacto de partidas en formato SGF.")),
             qPrintable(help));
    QVERIFY2(help.contains(QStringLiteral("Archivos SGF que abrir.")), qPrintable(help));
    QVERIFY2(help.contains(QStringLiteral("--lang <idioma>")), qPrintable(help));
    const auto english = runSgfview({"--lang", "xx", "--help"}, dir.path());
    QVERIFY(english.out.contains("A fast, exact viewer for SGF game records."));
}

void TestCommandLineLanguage::languageFromTheSystemLocale_data()
{
    QTest::addColumn<QString>("variable");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("summary");
    QTest::newRow("LC_ALL=es_ES")
        << "LC_ALL"
        << "es_ES.UTF-8"
        << "2 archivos comprobados: 0 con errores; 0 errores, 1 advertencia, 0 notas";
    QTest::newRow("LANG=ar_EG")
        << "LANG"
        << "ar_EG.UTF-8"
        << "فُحص ملفان: لا أخطاء في أيٍّ منها؛ لا أخطاء، تحذير واحد، لا ملاحظات";
    QTest::newRow("LANG=de_DE, untranslated: English")
        << "LANG"
        << "de_DE.UTF-8"
        << "2 files checked: 0 with errors; 0 errors, 1 warning, 0 notes";
}

// Without --lang the language is the system locale's, as Qt reads it from the environment.
void TestCommandLineLanguage::languageFromTheSystemLocale()
{
    QFETCH(QString, variable);
    QFETCH(QString, value);
    QFETCH(QString, summary);
    QProcessEnvironment environment = testdata::noDisplayEnvironment();
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"})
        environment.remove(QLatin1String(name));
    environment.insert(variable, value);
    const auto run =
        runSgfview({"--check", "good.sgf", "one-warning.sgf"}, dir.path(), {}, 120000, environment);
    QVERIFY2(run.finished && !run.crashed, run.err.constData());
    QCOMPARE(QString::fromUtf8(run.out), summary + '\n');
}

void TestCommandLineLanguage::usageErrorIsTranslated()
{
    const auto run = runSgfview({"--lang", "es", "--json", "good.sgf", "bad.sgf"}, dir.path());
    QVERIFY2(run.finished && !run.crashed, run.err.constData());
    QCOMPARE(QString::fromUtf8(run.err),
             QStringLiteral("sgfview: --json admite exactamente un FILE (o - para la entrada "
                            "estándar)\n"));
    QCOMPARE(run.exitCode, 2);
}

void TestCommandLineLanguage::languageAloneOpensTheWindow_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("--lang es") << QStringList{"--lang", "es", "good.sgf"};
    QTest::newRow("--lang=ar") << QStringList{"--lang=ar", "good.sgf"};
}

// --lang is an option of the window too: with a FILE it opens the window (which fails here,
// with no display), it does not run --check.
void TestCommandLineLanguage::languageAloneOpensTheWindow()
{
    QFETCH(QStringList, arguments);
    const auto run = runSgfview(arguments, dir.path());
    QVERIFY(run.finished);
    QCOMPARE(run.out, QByteArray());
    QVERIFY(run.crashed || run.exitCode != 0);
    QVERIFY2(run.err.contains("sgfview-no-display"), run.err.constData());
}

QTEST_APPLESS_MAIN(TestCommandLineLanguage)
#include "tst_commandlinelanguage.moc"
