#include "translations.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace sgfview {

namespace {

// The translators installed here carry this name, so that a later call can replace them.
const char *const translatorName = "sgfview-translation";

void install(const QLocale &locale, const QString &name, const QString &folder)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    translator->setObjectName(QLatin1String(translatorName));
    if (translator->load(locale, name, QStringLiteral("_"), folder))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

void installTranslations(const QString &language)
{
    // A translator removes itself from the application when deleted.
    qDeleteAll(QCoreApplication::instance()->findChildren<QTranslator *>(
        QLatin1String(translatorName), Qt::FindDirectChildrenOnly));
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    // Translators installed later are asked first: English plurals are the fallback.
    install(QLocale(QLocale::English), QStringLiteral("sgfview"), QStringLiteral(":/i18n"));
    install(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (locale.language() != QLocale::English)
        install(locale, QStringLiteral("sgfview"), QStringLiteral(":/i18n"));
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setLayoutDirection(locale.textDirection());
}

} // namespace sgfview
