// A compact, readable form of a tree for test expectations:
//   {ID=[v1|v2],ID2=[v]}({child1...},{child2...})
// Properties in file order, values decoded as Text, children in order. Small trees only.
#pragma once

#include "sgf/tree.h"

#include <QString>
#include <QStringList>
#include <span>

namespace testdata {

inline QString describe(sgf::Node node)
{
    QString out = QStringLiteral("{");
    bool firstProperty = true;
    for (sgf::Property property : node.properties()) {
        if (!firstProperty) out += ',';
        firstProperty = false;
        out += QString::fromStdString(std::string(property.id())) + QStringLiteral("=[");
        bool firstValue = true;
        for (sgf::Value value : property) {
            if (!firstValue) out += '|';
            firstValue = false;
            out += QString::fromStdString(value.text());
        }
        out += ']';
    }
    out += '}';
    if (node.hasChildren()) {
        out += '(';
        bool firstChild = true;
        for (sgf::Node child : node.children()) {
            if (!firstChild) out += ',';
            firstChild = false;
            out += describe(child);
        }
        out += ')';
    }
    return out;
}

inline QString describe(const sgf::Collection &collection)
{
    QStringList trees;
    for (std::size_t i = 0; i < collection.size(); ++i) trees << describe(collection[i].root());
    return trees.join(' ');
}

// "LINE:COLUMN: warning: MESSAGE" for each diagnostic.
inline QStringList describe(std::span<const sgf::Diagnostic> diagnostics)
{
    QStringList out;
    for (const auto &d : diagnostics) out << QString::fromStdString(sgf::format(d));
    return out;
}

} // namespace testdata
