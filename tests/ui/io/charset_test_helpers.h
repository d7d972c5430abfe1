// Helpers the charset decoder's tests share: a decoded text parsed, its values, its messages.
#pragma once

#include "io/charsetdecoder.h"
#include "sgf/parser.h"
#include "tree_description.h"

#include <QStringList>

namespace charsettest {

inline std::string bytesOf(const QByteArray &bytes)
{
    return bytes.toStdString();
}

inline sgf::Collection parse(const sgfview::DecodedText &decoded)
{
    return sgf::parseCollection(decoded.utf8, sgf::ParseOptions::lenient());
}

// Every value of every node, decoded as Text.
inline QStringList allTexts(const sgf::Collection &collection)
{
    QStringList texts;
    for (std::uint32_t i = 0; i < collection.nodeCount(); ++i)
        for (const sgf::Property property : collection.node(i).properties())
            for (const sgf::Value value : property) texts << QString::fromStdString(value.text());
    return texts;
}

inline QString messages(const sgfview::DecodedText &decoded)
{
    return testdata::describe(decoded.diagnostics).join('\n');
}

} // namespace charsettest
