// The window started in each language as main() starts it (installTranslations): menus,
// status bar and property table in that language, right to left for Arabic with the board
// kept left to right, accelerators unique within each menu, every text it asks for in the
// catalogue, and an unknown language read as English.
#include "catalogue.h"
#include "models/documentchecks.h"
#include "models/gameinfo.h"
#include "models/gametreemodel.h"
#include "models/problemsmodel.h"
#include "models/propertytablemodel.h"
#include "translations.h"
#include "widgets/boardwidget.h"
#include "widgets/gameinfopanel.h"
#include "widgets/gametreeview.h"
#include "widgets/problemreporter.h"
#include "widgets/problemspanel.h"
#include "widgets/propertyview.h"
#include "widgets/shortcutsdialog.h"
#include "window_fixture.h"

#include <QMenuBar>
#include <QMessageBox>
#include <QStyledItemDelegate>
#include <QToolButton>

using namespace sgfview;

class TestTranslatedWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void translated_data();
    void translated();
    void acceleratorsUniquePerMenu_data();
    void acceleratorsUniquePerMenu();
    void shortcutsListTheWords_data();
    void shortcutsListTheWords();
    void windowLookupsAreInTheCatalogue();
    void failuresInPlainWords_data();
    void failuresInPlainWords();
    void gameInfoInTheLocalesDigits_data();
    void gameInfoInTheLocalesDigits();
    void problemsInTheLanguage_data();
    void problemsInTheLanguage();

private:
    // The window in language, showing the game at its first move (through Go > Next Move).
    bool openInLanguage(const QString &language);
    bool openWindow();
    QAction *nextMoveAction() const;
    QString propertyName(const QString &id) const;

    QTemporaryDir dir;
    QString game;
    std::unique_ptr<MainWindow> window;
};

void TestTranslatedWindow::initTestCase()
{
    QVERIFY(dir.isValid());
    testdata::isolateSettings(dir);
    game = testdata::writeFile(dir, QStringLiteral("game.sgf"),
                               "(;GM[1]FF[4]SZ[19]KM[6.5]PB[Lee]PW[Cho];B[pd];W[dd])");
}

void TestTranslatedWindow::cleanup()
{
    for (QWidget *widget : QApplication::topLevelWidgets())
        if (auto *box = qobject_cast<QMessageBox *>(widget)) box->close();
    window.reset();
    installTranslations(QStringLiteral("en"));
}

bool TestTranslatedWindow::openInLanguage(const QString &language)
{
    installTranslations(language);
    return openWindow();
}

bool TestTranslatedWindow::openWindow()
{
    window = std::make_unique<MainWindow>();
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !testdata::openAndWait(*window, game))
        return false;
    QAction *next = nextMoveAction();
    if (!next) return false;
    next->trigger();
    return true;
}

QAction *TestTranslatedWindow::nextMoveAction() const
{
    const QList<QAction *> menus = window->menuBar()->actions();
    // File, Edit, View, Go, Help
    if (menus.size() < 4 || !menus[3]->menu() || menus[3]->menu()->actions().isEmpty())
        return nullptr;
    return menus[3]->menu()->actions().first(); // Go > Next Move
}

QString TestTranslatedWindow::propertyName(const QString &id) const
{
    const QAbstractItemModel *model = window->propertyView()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, PropertyTableModel::IdColumn).data().toString() == id)
            return model->index(row, PropertyTableModel::NameColumn).data().toString();
    return {};
}

void TestTranslatedWindow::translated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QString>("nextMove");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("blackMove"); // the B property's name
    QTest::addColumn<Qt::LayoutDirection>("direction");

    const QStringList spanishMenus{"&Archivo", "&Editar", "&Ver", "&Ir", "A&yuda"};
    const QString spanishStatus =
        "Jugada 1 · Juega Blanco · Negro ha capturado 0 · Blanco ha capturado 0";
    QTest::newRow("es") << "es" << spanishMenus << "Jugada &siguiente" << spanishStatus
                        << "Jugada de Negro" << Qt::LeftToRight;
    QTest::newRow("es_MX, Spanish") << "es_MX" << spanishMenus << "Jugada &siguiente"
                                    << spanishStatus << "Jugada de Negro" << Qt::LeftToRight;
    // Counts in the locale's digits, as the tree's Move column writes them (CLDR: Arabic-Indic
    // for ar, Latin for ar_MA, Bengali for bn); coordinates stay as on the board.
    const QStringList arabicMenus{"ملف (&F)", "تحرير (&E)", "عرض (&V)", "انتقال (&G)",
                                  "مساعدة (&H)"};
    QTest::newRow("ar") << "ar" << arabicMenus << "النقلة التالية (&N)"
                        << "النقلة ١ · دور الأبيض · أسر الأسود ٠ · أسر الأبيض ٠"
                        << "نقلة الأسود" << Qt::RightToLeft;
    QTest::newRow("ar_MA, Latin digits") << "ar_MA" << arabicMenus << "النقلة التالية (&N)"
                                         << "النقلة 1 · دور الأبيض · أسر الأسود 0 · أسر الأبيض 0"
                                         << "نقلة الأسود" << Qt::RightToLeft;
    // Bengali and Arabic mark the English letters: Qt shapes an underlined letter apart from
    // its word, so a Bengali letter loses its vowel sign and an Arabic one its joins.
    QTest::newRow("bn") << "bn"
                        << QStringList{"ফাইল (&F)", "সম্পাদনা (&E)", "দেখুন (&V)", "যান (&G)",
                                       "সাহায্য (&H)"}
                        << "পরের চাল (&N)"
                        << "চাল ১ · সাদার পালা · কালো ০টি ধরেছে · সাদা ০টি ধরেছে"
                        << "কালোর চাল" << Qt::LeftToRight;
    const QStringList englishMenus{"&File", "&Edit", "&View", "&Go", "&Help"};
    const QString englishStatus =
        "Move 1 · White to play · Black has captured 0 · White has captured 0";
    QTest::newRow("en") << "en" << englishMenus << "&Next Move" << englishStatus << "Black move"
                        << Qt::LeftToRight;
    QTest::newRow("xx, unknown: English")
        << "xx" << englishMenus << "&Next Move" << englishStatus << "Black move" << Qt::LeftToRight;
}

void TestTranslatedWindow::translated()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    QFETCH(QString, nextMove);
    QFETCH(QString, status);
    QFETCH(QString, blackMove);
    QFETCH(Qt::LayoutDirection, direction);
    QVERIFY(openInLanguage(language));
    QStringList titles;
    for (QAction *menu : window->menuBar()->actions()) titles << menu->text();
    QCOMPARE(titles, menus);
    QCOMPARE(nextMoveAction()->text(), nextMove);
    QCOMPARE(window->statusText(), status);
    // The status bar writes the move number as the tree's Move column shows it.
    const QModelIndex move =
        window->treeView()->currentIndex().siblingAtColumn(GameTreeModel::MoveColumn);
    const auto *delegate =
        qobject_cast<QStyledItemDelegate *>(window->treeView()->itemDelegateForIndex(move));
    QVERIFY(delegate);
    const QString shownMove = delegate->displayText(move.data(), window->treeView()->locale());
    QVERIFY2(window->statusText().section(QStringLiteral(" · "), 0, 0).endsWith(shownMove),
             qPrintable(shownMove));
    // So does the board's tool tip over the stone that move played (B Q16).
    const QString tip = window->board()->toolTipAt({15, 3});
    QVERIFY2(tip.startsWith(QStringLiteral("Q16")) && tip.endsWith(shownMove), qPrintable(tip));
    QCOMPARE(propertyName(QStringLiteral("B")), blackMove);
    QCOMPARE(QGuiApplication::layoutDirection(), direction);
    QCOMPARE(window->layoutDirection(), direction);
    QCOMPARE(window->menuBar()->layoutDirection(), direction);
    // Coordinates read A-T from the left in every language.
    QCOMPARE(window->board()->layoutDirection(), Qt::LeftToRight);
}

void TestTranslatedWindow::acceleratorsUniquePerMenu_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : {"en", "es", "ar", "bn"}) QTest::newRow(language) << language;
}

// Alt+letter (or the letter in an open menu) reaches one item: within the menu bar and
// within each menu and submenu, no two items share one.
void TestTranslatedWindow::acceleratorsUniquePerMenu()
{
    QFETCH(QString, language);
    QVERIFY(openInLanguage(language));
    QList<QWidget *> menus{window->menuBar()};
    int checked = 0;
    while (!menus.isEmpty()) {
        QWidget *menu = menus.takeFirst();
        QHash<QKeySequence, QString> taken;
        for (QAction *action : menu->actions()) {
            if (action->menu()) menus << action->menu();
            const QKeySequence key = QKeySequence::mnemonic(action->text());
            if (key.isEmpty()) continue;
            ++checked;
            QVERIFY2(!taken.contains(key),
                     qPrintable(taken.value(key) + QStringLiteral(" / ") + action->text()));
            taken.insert(key, action->text());
        }
    }
    QVERIFY(checked >= 25);
}

void TestTranslatedWindow::shortcutsListTheWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("row"); // Go > Next Move
    QTest::newRow("en") << "en"
                        << "Go|Next Move|Right";
    QTest::newRow("es") << "es"
                        << "Ir|Jugada siguiente|Derecha"; // key names: Qt's translation
    QTest::newRow("bn, bracketed accelerator") << "bn"
                                               << "যান|পরের চাল|Right";
    QTest::newRow("ar, bracketed accelerator") << "ar"
                                               << "انتقال|النقلة التالية|اليمين"; // Qt's "Right"
}

// Help > Keyboard Shortcuts names menus and actions without their accelerators.
void TestTranslatedWindow::shortcutsListTheWords()
{
    QFETCH(QString, language);
    QFETCH(QString, row);
    QVERIFY(openInLanguage(language));
    const QStringList rows = ShortcutsDialog(window->menuBar()->actions()).rows();
    QVERIFY2(rows.contains(row), qPrintable(rows.join(QLatin1Char('\n'))));
}

// What the window asks for while it opens a file, walks it, fails to open another and lists
// its shortcuts.
void TestTranslatedWindow::failuresInPlainWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("empty");
    QTest::addColumn<QString>("notSgf");
    QTest::newRow("en") << "en"
                        << "the file is empty."
                        << "no SGF game was found in this file.";
    QTest::newRow("es") << "es"
                        << "el archivo está vacío."
                        << "no se encontró ninguna partida SGF en este archivo.";
    QTest::newRow("ar") << "ar"
                        << "الملف فارغ."
                        << "لم يُعثر على أي مباراة SGF في هذا الملف.";
    QTest::newRow("bn") << "bn"
                        << "ফাইলটি খালি।"
                        << "এই ফাইলে কোনো SGF খেলা পাওয়া যায়নি।";
}

// An empty file and a PNG named .sgf, in the window: plain words in the user's language, no
// "line 1, column 1: tree missing" (the command line keeps the parser's words).
void TestTranslatedWindow::failuresInPlainWords()
{
    QFETCH(QString, language);
    QFETCH(QString, empty);
    QFETCH(QString, notSgf);
    QVERIFY(openInLanguage(language));
    const QString emptyFile = testdata::writeFile(dir, QStringLiteral("empty.sgf"), {});
    QVERIFY(!testdata::openAndWait(*window, emptyFile));
    QVERIFY2(window->lastError().endsWith(QLatin1Char('\n') + empty),
             qPrintable(window->lastError()));
    const QString image = testdata::writeFile(dir, QStringLiteral("image.sgf"),
                                              QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));
    QVERIFY(!testdata::openAndWait(*window, image));
    QVERIFY2(window->lastError().endsWith(QLatin1Char('\n') + notSgf),
             qPrintable(window->lastError()));
    QVERIFY(!window->lastError().contains(QStringLiteral("tree missing")));
}

void TestTranslatedWindow::gameInfoInTheLocalesDigits_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("komi");
    QTest::addColumn<QString>("time");
    QTest::newRow("en") << "en"
                        << "7.5"
                        << "2 hours";
    QTest::newRow("ar") << "ar"
                        << "٧٫٥"
                        << "ساعتان";
    QTest::newRow("ar_MA, Latin digits") << "ar_MA"
                                         << "7,5"
                                         << "ساعتان";
    QTest::newRow("bn") << "bn"
                        << "৭.৫"
                        << "২ ঘণ্টা";
}

// Game Info writes numbers as the status bar does, in the locale's digits; Fox's KM[750] is
// 7.5.
void TestTranslatedWindow::gameInfoInTheLocalesDigits()
{
    QFETCH(QString, language);
    QFETCH(QString, komi);
    QFETCH(QString, time);
    installTranslations(language);
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString fox =
        testdata::writeFile(dir, QStringLiteral("fox.sgf"), "(;AP[foxwq]KM[750]TM[7200];B[pd])");
    QVERIFY(testdata::openAndWait(*window, fox));
    QCOMPARE(window->gameInfoPanel()->info().value(QStringLiteral("KM")), komi);
    QCOMPARE(window->gameInfoPanel()->info().value(QStringLiteral("TM")), time);
}

void TestTranslatedWindow::problemsInTheLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("severity");
    QTest::addColumn<QString>("place");
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("count");
    QTest::addColumn<QString>("boardWarning"); // the board's own, in the status bar
    const QChar isolate(0x2066), pop(0x2069);
    QTest::newRow("en") << "en"
                        << "error"
                        << "2:3"
                        << "B[zz] is off the 19x19 board"
                        << "1 problem (1 here)"
                        << "B[zz]: point outside the board; move skipped";
    QTest::newRow("es") << "es"
                        << "error"
                        << "2:3"
                        << "B[zz] está fuera del tablero de 19×19"
                        << "1 problema (1 aquí)"
                        << "B[zz]: punto fuera del tablero; jugada omitida";
    // SGF isolated left to right; the board's size and the place in Arabic-Indic digits.
    QTest::newRow("ar") << "ar"
                        << "خطأ"
                        << "٢:٣"
                        << QString(isolate + QStringLiteral("B[zz]") + pop +
                                   QStringLiteral(" خارج لوحة ") + isolate +
                                   QStringLiteral("١٩×١٩") + pop)
                        << "مشكلة واحدة (واحدة هنا)"
                        << QString(isolate + QStringLiteral("B[zz]") + pop +
                                   QStringLiteral(": نقطة خارج اللوح؛ تُخطيت النقلة"));
    QTest::newRow("bn") << "bn"
                        << "ত্রুটি"
                        << "২:৩"
                        << "B[zz] ১৯×১৯ বোর্ডের বাইরে"
                        << "১টি সমস্যা (১টি এখানে)"
                        << "B[zz]: বোর্ডের বাইরের বিন্দু; চাল বাদ দেওয়া হয়েছে";
}

// The Problems panel, its filters and the status bar's count in the window's language, with
// the locale's digits; the SGF in a message as the file has it. The board's own warning for
// the move it could not play, in the status bar, likewise.
void TestTranslatedWindow::problemsInTheLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, severity);
    QFETCH(QString, place);
    QFETCH(QString, message);
    QFETCH(QString, count);
    QFETCH(QString, boardWarning);
    installTranslations(language);
    window = std::make_unique<MainWindow>();
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QString offBoard =
        testdata::writeFile(dir, QStringLiteral("offboard.sgf"), "(;GM[1]FF[4]SZ[19]\n;B[zz])");
    QVERIFY(testdata::openAndWait(*window, offBoard));
    window->problems()->checks()->wait();
    window->controller()->setCurrent(window->controller()->currentRoot().firstChild());
    ProblemsPanel *panel = window->problemsPanel();
    QCOMPARE(panel->rowCount(), 1);
    QCOMPARE(panel->text(0, ProblemsModel::SeverityColumn), severity);
    QCOMPARE(panel->text(0, ProblemsModel::PlaceColumn), place);
    QCOMPARE(panel->text(0, ProblemsModel::MessageColumn), message);
    QCOMPARE(window->problems()->statusButton()->text(), count);
    QVERIFY2(window->statusText().endsWith(boardWarning), qPrintable(window->statusText()));
}

void TestTranslatedWindow::windowLookupsAreInTheCatalogue()
{
    QSet<QString> catalogue;
    for (const auto &message : testdata::readCatalogue(QStringLiteral("es")))
        catalogue.insert(testdata::catalogueKey(message.context, message.source));
    installTranslations(QStringLiteral("es"));
    testdata::LookupRecorder recorder; // installed last, so asked first
    QCoreApplication::installTranslator(&recorder);
    QVERIFY(openWindow());
    nextMoveAction()->trigger();
    QVERIFY(!testdata::openAndWait(*window, dir.filePath(QStringLiteral("missing.sgf"))));
    ShortcutsDialog shortcuts(window->menuBar()->actions());
    QCoreApplication::removeTranslator(&recorder);

    const QStringList asked = recorder.ownKeys();
    QVERIFY(asked.size() >= 60);
    for (const QString &key : asked)
        QVERIFY2(catalogue.contains(key),
                 qPrintable(QString(key).replace(QLatin1Char('\x1f'), " | ")));
}

QTEST_MAIN(TestTranslatedWindow)
#include "tst_translatedwindow.moc"
