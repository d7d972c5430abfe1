// Property values as a player reads them: points as board coordinates, colours as
// Black/White, Text with its line breaks, compose values as pairs, numbers as numbers. What
// a value means is sgf/values.h's and sgf/game.h's to say. A point or move that is none on
// the board reads "invalid (value)"; other values that do not follow their type are shown
// as written.
#pragma once

#include "sgf/game.h"
#include "sgf/properties.h"
#include "sgf/tree.h"

#include <QCoreApplication>
#include <QString>

namespace sgfview {

class ValueFormatter {
    Q_DECLARE_TR_FUNCTIONS(ValueFormatter)

public:
    // Values of a node of this game: its board for points, its type for what a point is.
    explicit ValueFormatter(const sgf::Game &game) : game_(game) {}

    // Every value of the property, formatted by its type and joined.
    QString format(sgf::Property property) const;
    // One value read as the given type.
    QString format(sgf::Value value, sgf::ValueType type, std::string_view id) const;
    // A move as the game reads it: "Q16", "pass", "invalid (zz)", or in a game other than Go
    // the value as written. raw is the value.
    QString move(const sgf::GameMove &move, std::string_view raw) const;
    // The property's values as they stand in the file: "[pd][dp]".
    static QString raw(sgf::Property property);

private:
    QString point(std::string_view raw) const;
    QString pointList(std::string_view raw) const;
    QString invalid(std::string_view raw) const;

    sgf::Game game_;
};

} // namespace sgfview
