// The English plural forms ("1 hour", "2 hours") that the program installs under every
// language (resources/translations/sgfview_en.ts). Tests of texts written with %n install
// them as the program does; they link sgfview_resources, which holds :/i18n.
#pragma once

#include <QCoreApplication>
#include <QTranslator>

namespace testdata {

inline bool installEnglishPlurals()
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    return translator->load(QStringLiteral(":/i18n/sgfview_en.qm")) &&
           QCoreApplication::installTranslator(translator);
}

} // namespace testdata
