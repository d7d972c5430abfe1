// Loading the user's language: sgfview's own translations (built into the program) and Qt's,
// and the layout direction that goes with it (right to left for Arabic).
#pragma once

#include <QString>

namespace sgfview {

// Installs translators for language (a BCP 47 name like "ar" or "es_MX"; empty: the system's
// locale) on the running application. English plural forms are always installed underneath.
// A second call replaces the translators the first installed.
void installTranslations(const QString &language);

} // namespace sgfview
