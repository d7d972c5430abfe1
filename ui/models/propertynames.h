// Translations for the core's English property names, categories and value types. The core
// cannot use Qt, so lupdate finds the words here; a test checks none is missing.
#pragma once

#include "sgf/properties.h"

#include <QString>
#include <QStringList>

namespace sgfview::propertynames {

QString name(const sgf::PropertyInfo &info);
QString category(sgf::Category category);
QString valueType(sgf::ValueType type);

// Every English text this file can translate, for the test that keeps it complete.
QStringList knownTexts();

} // namespace sgfview::propertynames
