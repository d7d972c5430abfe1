// Property values as a player reads them: points as board coordinates, colours as
// Black/White, Text with its line breaks, compose values as pairs, numbers as numbers.
#pragma once

#include "sgf/point.h"
#include "sgf/properties.h"
#include "sgf/tree.h"

#include <QCoreApplication>
#include <QString>

namespace sgfview {

class ValueFormatter {
    Q_DECLARE_TR_FUNCTIONS(ValueFormatter)

public:
    explicit ValueFormatter(sgf::BoardSize size) : size_(size) {}

    // Every value of the property, formatted by its type and joined.
    QString format(sgf::Property property) const;
    // One value read as the given type.
    QString format(sgf::Value value, sgf::ValueType type, std::string_view id) const;
    // The property's values as they stand in the file: "[pd][dp]".
    static QString raw(sgf::Property property);

private:
    QString point(std::string_view raw) const;
    QString pointList(std::string_view raw) const;

    sgf::BoardSize size_;
};

} // namespace sgfview
